//! Full-search speed: iterations (descent + playout + backup) per second from the empty board,
//! fixed-count seeded searches on a fresh graph, one thread and two.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tesuji::board::Color;
use tesuji::engine::Brain;
use tesuji::game::Game;
use tesuji::search::{SearchConfig, UctBrain};

fn brain(threads: usize) -> UctBrain {
    UctBrain::with_config(SearchConfig {
        threads,
        max_memory: 256 << 20,
        ..SearchConfig::default()
    })
}

fn bench_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (size, playouts) in [(9usize, 5000u64), (19, 1500)] {
        let game = Game::new(size);
        for threads in [1usize, 2] {
            group.throughput(Throughput::Elements(playouts));
            let mut b = brain(threads);
            group.bench_function(format!("{size}x{size}/{threads}t"), |bench| {
                bench.iter(|| {
                    b.clear();
                    b.search_fixed(&game, Color::Black, playouts)
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
