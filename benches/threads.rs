//! Thread scaling: iterations per second of fixed-count seeded searches from the empty 9x9
//! board on a fresh graph, at 1 and 2 threads (`TESUJI_BENCH_THREADS=1,2,4,8` for others).
//!
//! - `threads/shared/Nt`: one search, N threads sharing its graph.
//! - `threads/independent/Nt`: N one-thread searches at once, nothing shared: the ceiling the
//!   machine itself sets (cores, caches, memory bandwidth). `shared` over `independent` is
//!   what sharing costs, apart from what the machine does to any N busy threads.
//! - `threads/tree/Nt`: the contention bench. Playouts pass at once, so an iteration is only
//!   the descent, the expansion and the backup: the work that writes shared memory (node and
//!   edge statistics, the allocators, the table, the search's counters).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tesuji::board::{Board, Color, Point};
use tesuji::engine::Brain;
use tesuji::game::Game;
use tesuji::playout::{FastRng, Policy};
use tesuji::search::{SearchConfig, UctBrain};

const PLAYOUTS: u64 = 3000;
const TREE_ITERATIONS: u64 = 6000;

fn thread_counts() -> Vec<usize> {
    std::env::var("TESUJI_BENCH_THREADS")
        .ok()
        .map(|list| {
            list.split(',')
                .filter_map(|n| n.trim().parse().ok())
                .filter(|&n| n > 0)
                .collect()
        })
        .filter(|list: &Vec<usize>| !list.is_empty())
        .unwrap_or_else(|| vec![1, 2])
}

fn config(threads: usize) -> SearchConfig {
    SearchConfig {
        threads,
        max_memory: 256 << 20,
        ..SearchConfig::default()
    }
}

/// Ends every playout with two passes.
struct Pass;

impl Policy for Pass {
    fn select(&self, _: &Board, _: Color, _: &mut FastRng) -> Point {
        Point::PASS
    }
}

fn bench_threads(c: &mut Criterion) {
    let game = Game::new(9);
    let mut group = c.benchmark_group("threads");
    group.sample_size(10);
    for threads in thread_counts() {
        group.throughput(Throughput::Elements(PLAYOUTS));
        let mut brain = UctBrain::with_config(config(threads));
        group.bench_function(format!("shared/{threads}t"), |b| {
            b.iter(|| {
                brain.clear();
                brain.search_fixed(&game, Color::Black, PLAYOUTS)
            })
        });

        if threads > 1 {
            group.throughput(Throughput::Elements(PLAYOUTS * threads as u64));
            let mut brains: Vec<UctBrain> = (0..threads)
                .map(|_| UctBrain::with_config(config(1)))
                .collect();
            group.bench_function(format!("independent/{threads}t"), |b| {
                b.iter(|| {
                    std::thread::scope(|scope| {
                        for brain in brains.iter_mut() {
                            let game = &game;
                            scope.spawn(move || {
                                brain.clear();
                                brain.search_fixed(game, Color::Black, PLAYOUTS)
                            });
                        }
                    })
                })
            });
        }

        group.throughput(Throughput::Elements(TREE_ITERATIONS));
        let mut brain = UctBrain::new(config(threads), Box::new(Pass));
        group.bench_function(format!("tree/{threads}t"), |b| {
            b.iter(|| {
                brain.clear();
                brain.search_fixed(&game, Color::Black, TREE_ITERATIONS)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_threads);
criterion_main!(benches);
