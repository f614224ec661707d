//! Board speed: uniformly random playouts that do not fill single-point eyes, played to two
//! passes, on 9x9 and 19x19 (one thread), plus a play+clone micro benchmark.
//!
//! Run: `cargo bench --bench board -- --warm-up-time 1 --measurement-time 5`.
//! Throughput is one element per playout, so criterion prints playouts per second.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tesuji::board::{Board, Color, Point};

/// wyrand: tiny and fast enough not to dominate the measurement.
struct Rng(u64);

impl Rng {
    #[inline]
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0xA076_1D64_78BD_642F);
        let t = (self.0 as u128).wrapping_mul((self.0 ^ 0xE703_7ED1_A0B4_28DB) as u128);
        let r = ((t >> 64) as u64 ^ t as u64) as u32;
        ((r as u64 * n as u64) >> 32) as usize
    }
}

/// A uniformly random legal move that does not fill an own single-point eye, or PASS: start at
/// a random index of the empty list and scan forward cyclically.
#[inline]
fn random_move(board: &Board, color: Color, rng: &mut Rng) -> Point {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return Point::PASS;
    }
    let start = rng.below(n);
    let candidate = |&p: &Point| !board.is_eye(color, p) && board.is_legal(color, p);
    let found = empties[start..].iter().find(|p| candidate(p));
    found
        .or_else(|| empties[..start].iter().find(|p| candidate(p)))
        .copied()
        .unwrap_or(Point::PASS)
}

/// Plays to two passes in a row (or a move cap against endless ko fights); returns the area
/// score so the work cannot be optimised away.
fn playout(board: &mut Board, rng: &mut Rng) -> i32 {
    playout_counting(board, rng).0
}

/// `playout` that also returns the number of moves played (passes included).
fn playout_counting(board: &mut Board, rng: &mut Rng) -> (i32, usize) {
    let cap = 3 * board.size() * board.size();
    let mut color = Color::Black;
    let mut passes = 0;
    let mut moves = 0;
    for _ in 0..cap {
        moves += 1;
        let p = random_move(board, color, rng);
        board.play_legal(color, p);
        if p.is_pass() {
            passes += 1;
            if passes == 2 {
                break;
            }
        } else {
            passes = 0;
        }
        color = color.opponent();
    }
    (board.area_score(), moves)
}

/// CPU time of this thread in nanoseconds (Linux), to see through a busy machine.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for size in [9, 19] {
        let empty = Board::new(size);
        let mut rng = Rng(size as u64);
        let (runs, mut moves, mut capped) = (2000, 0, 0);
        let (wall, cpu_start) = (std::time::Instant::now(), thread_cpu_ns());
        for _ in 0..runs {
            let (_, n) = playout_counting(&mut empty.clone(), &mut rng);
            moves += n;
            capped += usize::from(n == 3 * size * size);
        }
        let wall = wall.elapsed().as_secs_f64();
        let cpu = cpu_start.and_then(|start| Some((thread_cpu_ns()? - start) as f64 / 1e9));
        eprintln!(
            "{size}x{size}: {:.1} moves per playout, {capped} of {runs} stopped by the move cap; \
             {:.0} playouts/s wall clock, {} on CPU time",
            moves as f64 / runs as f64,
            runs as f64 / wall,
            cpu.map_or("unknown".into(), |c| format!(
                "{:.0} playouts/s",
                runs as f64 / c
            )),
        );
        group.bench_function(format!("{size}x{size}"), |b| {
            b.iter(|| {
                let mut board = empty.clone();
                black_box(playout(&mut board, &mut rng))
            })
        });
    }
    group.finish();
}

fn play_and_clone(c: &mut Criterion) {
    // A mid-game position: 60 random moves on 19x19.
    let mut board = Board::new(19);
    let mut rng = Rng(7);
    let mut color = Color::Black;
    for _ in 0..60 {
        let p = random_move(&board, color, &mut rng);
        board.play_legal(color, p);
        color = color.opponent();
    }
    let p = random_move(&board, color, &mut rng);
    let mut target = Board::new(19);
    c.bench_function("clone_19x19", |b| {
        b.iter(|| {
            target.clone_from(black_box(&board));
            black_box(&mut target);
        })
    });
    c.bench_function("clone_and_play_19x19", |b| {
        b.iter(|| {
            let mut copy = board.clone();
            copy.play_legal(color, p);
            black_box(copy.hash())
        })
    });
}

criterion_group!(benches, playouts, play_and_clone);
criterion_main!(benches);
