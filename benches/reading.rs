//! The dragon reader's cost: one `dragon_status` (an attack, then a defence when the attack
//! works) of each dragon of six stones or more in 19x19 positions from professional games
//! (the six 9p games of ../shared/data's professional collection the same-moves check reads,
//! after moves 60, 100, 150 and 200), or from heuristic playouts when that data is absent.
//! Besides criterion's time for all the reads, the setup prints the spread of one read's time
//! (median and 99th percentile, which the cost target is set on, and the deciles).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::path::Path;
use std::time::Instant;
use tesuji::board::{Board, Color, Point};
use tesuji::playout::{playout, FastRng, HeuristicPolicy};
use tesuji::reading::dragon::Dragon;
use tesuji::reading::owl::{Owl, DEFAULT_BUDGET};

const GAMES: &str = "../shared/data/games/featurecat-go-dataset/Pro2.7z-all/Pro/9p";
const MOVES: [usize; 4] = [60, 100, 150, 200];
const MIN_STONES: usize = 6;

/// Positions from the first six even 19x19 games of more than 200 moves in `GAMES`, or None.
fn professional_positions() -> Option<Vec<Board>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(GAMES);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let mut boards = Vec::new();
    let mut games = 0;
    for file in files {
        let Ok(bytes) = std::fs::read(&file) else {
            continue;
        };
        let Ok(parsed) = tesuji::sgf::parse(&bytes) else {
            continue;
        };
        let Some(tree) = parsed.trees.first() else {
            continue;
        };
        let Ok(whole) = tesuji::sgf::to_game(tree, None) else {
            continue;
        };
        if whole.size() != 19 || !whole.handicap().is_empty() || whole.moves().len() <= 200 {
            continue;
        }
        for moves in MOVES {
            if let Ok(game) = tesuji::sgf::to_game(tree, Some(moves)) {
                boards.push(game.board().clone());
            }
        }
        games += 1;
        if games == 6 {
            break;
        }
    }
    (games == 6).then_some(boards)
}

/// Positions of heuristic playouts, when the professional games are not there.
fn playout_positions() -> Vec<Board> {
    let mut boards = Vec::new();
    for seed in 1..=6 {
        for moves in MOVES {
            let mut board = Board::new(19);
            let mut played = Vec::new();
            let policy = HeuristicPolicy::default();
            playout(
                &mut board,
                Color::Black,
                &policy,
                &mut FastRng::new(seed),
                moves,
                &mut played,
            );
            boards.push(board);
        }
    }
    boards
}

/// One stone of each dragon of `MIN_STONES` stones or more.
fn dragons(board: &Board) -> Vec<Point> {
    Dragon::all(board, MIN_STONES)
        .into_iter()
        .map(|(stone, _)| stone)
        .collect()
}

fn bench_reading(c: &mut Criterion) {
    let (boards, source) = match professional_positions() {
        Some(boards) => (boards, "professional games"),
        None => (
            playout_positions(),
            "heuristic playouts (professional games not found)",
        ),
    };
    let cases: Vec<(Board, Point)> = boards
        .iter()
        .flat_map(|b| dragons(b).into_iter().map(move |p| (b.clone(), p)))
        .collect();
    let mut times: Vec<f64> = cases
        .iter()
        .map(|(board, stone)| {
            let start = Instant::now();
            Owl::new(DEFAULT_BUDGET).status(board, *stone);
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    // The reads of settled dragons take well under a millisecond and the rest several, so
    // the median falls where the spread is steepest: the deciles show where it moved.
    let deciles: Vec<String> = (1..10)
        .map(|d| format!("{:.1}", at(f64::from(d) / 10.0)))
        .collect();
    eprintln!("one read's time by decile, ms: {}", deciles.join(" "));
    eprintln!(
        "dragon_status on {} dragons of {MIN_STONES}+ stones from {source}: median {:.2} ms, \
         99th percentile {:.2} ms, most {:.2} ms",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    let mut group = c.benchmark_group("reading");
    group.sample_size(10);
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("dragon status, every big dragon/19x19", |b| {
        b.iter(|| {
            for (board, stone) in &cases {
                Owl::new(DEFAULT_BUDGET).status(board, *stone);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_reading);
criterion_main!(benches);
