//! The move model's cost: features of one candidate, and the model's priors for every legal
//! move of a middle-game position (what each new search node pays), 9x9 and 19x19.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tesuji::board::{Board, Color, Point};
use tesuji::patterns::{features, Model, ModelPriors};
use tesuji::playout::{playout, FastRng, HeuristicPolicy};
use tesuji::search::PriorHook;
use tesuji::search::{priors, Prior};

/// A middle-game position: a heuristic playout stopped after `moves` moves.
fn position(size: usize, moves: usize) -> Board {
    let mut board = Board::new(size);
    let mut rng = FastRng::new(3);
    let mut played = Vec::new();
    playout(
        &mut board,
        Color::Black,
        &HeuristicPolicy::default(),
        &mut rng,
        moves,
        &mut played,
    );
    board
}

fn bench_patterns(c: &mut Criterion) {
    let model = Model::shipped();
    let hook = ModelPriors::new(model.clone(), 20.0);
    let mut group = c.benchmark_group("patterns");
    for (size, moves) in [(9usize, 30usize), (19, 120)] {
        let board = position(size, moves);
        let legal: Vec<Point> = board
            .empty_points()
            .iter()
            .copied()
            .filter(|&p| board.is_legal(Color::Black, p))
            .collect();
        group.throughput(Throughput::Elements(legal.len() as u64));
        group.bench_function(format!("features+strength/{size}x{size}"), |b| {
            b.iter(|| {
                legal
                    .iter()
                    .map(|&p| model.strength(&features(&board, Color::Black, p)))
                    .sum::<f32>()
            })
        });
        group.throughput(Throughput::Elements(1));
        let mut base: Vec<Prior> = Vec::new();
        priors(&board, Color::Black, &mut base);
        let mut out = base.clone();
        group.bench_function(format!("node priors/{size}x{size}"), |b| {
            b.iter(|| {
                out.clone_from(&base);
                hook.adjust(&board, Color::Black, &mut out);
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_patterns);
criterion_main!(benches);
