//! Playouts per second from the empty board, uniform and heuristic policies (the latter also
//! without the counter-ataris beside chains of three or four liberties,
//! `policy_counter_atari`), 9x9 and 19x19. Each iteration copies the empty board and plays one
//! game to the end.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tesuji::board::{Board, Color};
use tesuji::playout::{playout, FastRng, HeuristicConfig, HeuristicPolicy, Policy, UniformPolicy};

fn bench_playouts(c: &mut Criterion) {
    let heuristic = HeuristicPolicy::default();
    let counter_atari = HeuristicPolicy::new(HeuristicConfig {
        counter_atari: 0.0,
        ..HeuristicConfig::default()
    });
    let policies: [(&str, &dyn Policy); 3] = [
        ("uniform", &UniformPolicy),
        ("heuristic", &heuristic),
        ("heuristic without counter-atari", &counter_atari),
    ];
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for size in [9usize, 19] {
        let empty = Board::new(size);
        let max_moves = size * size * 3;
        for (name, policy) in policies {
            let mut rng = FastRng::new(1);
            let mut played = Vec::with_capacity(max_moves);
            group.bench_function(format!("{name}/{size}x{size}"), |b| {
                b.iter(|| {
                    let mut board = empty.clone();
                    played.clear();
                    playout(
                        &mut board,
                        Color::Black,
                        policy,
                        &mut rng,
                        max_moves,
                        &mut played,
                    )
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_playouts);
criterion_main!(benches);
