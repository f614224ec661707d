//! The move model's cost: features of one candidate, and the model's priors for every legal
//! move of a middle-game position (what each new search node pays on top of the heuristic
//! priors, also timed), 9x9 and 19x19.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tesuji::app::DEFAULT_PATTERN_WEIGHT;
use tesuji::board::{Board, Color, Point};
use tesuji::engine::Brain;
use tesuji::game::Game;
use tesuji::patterns::{features, Model, ModelPriors};
use tesuji::playout::{playout, FastRng, HeuristicPolicy};
use tesuji::search::{priors, Prior};
use tesuji::search::{PriorHook, SearchConfig, UctBrain};

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

/// Reading the shipped weights, what every engine start pays once.
fn bench_load(c: &mut Criterion) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/patterns/weights.bin");
    let bytes = std::fs::read(path).expect("the shipped weights");
    let mut group = c.benchmark_group("patterns");
    group.sample_size(10);
    group.bench_function("load shipped model", |b| {
        b.iter(|| Model::from_bytes(&bytes).expect("loads"))
    });
    group.finish();
}

fn bench_patterns(c: &mut Criterion) {
    let model = Model::shipped();
    // The same strengths without the latent vectors: what the interactions cost.
    let plain = Model {
        dim: 0,
        ..(*model).clone()
    };
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
        group.bench_function(format!("move_strength/{size}x{size}"), |b| {
            b.iter(|| {
                legal
                    .iter()
                    .map(|&p| model.move_strength(&board, Color::Black, p))
                    .sum::<f32>()
            })
        });
        group.bench_function(format!("move_strength, no vectors/{size}x{size}"), |b| {
            b.iter(|| {
                legal
                    .iter()
                    .map(|&p| plain.move_strength(&board, Color::Black, p))
                    .sum::<f32>()
            })
        });
        group.throughput(Throughput::Elements(1));
        let mut base: Vec<Prior> = Vec::new();
        priors(&board, Color::Black, &mut base);
        let mut out = base.clone();
        // What a new node cost before the model: the heuristic priors alone.
        group.bench_function(format!("heuristic priors/{size}x{size}"), |b| {
            b.iter(|| priors(&board, Color::Black, &mut out))
        });
        group.bench_function(format!("node priors/{size}x{size}"), |b| {
            b.iter(|| {
                out.clone_from(&base);
                hook.adjust(&board, Color::Black, &mut out);
            })
        });
    }
    group.finish();
}

/// Full one-thread search from the empty board without and with the model's priors: the
/// playouts per second the model costs.
fn bench_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search with the model");
    group.sample_size(10);
    for (size, playouts) in [(9usize, 5000u64), (19, 1500)] {
        let game = Game::new(size);
        for weight in [0.0f32, DEFAULT_PATTERN_WEIGHT] {
            let mut brain = UctBrain::with_config(SearchConfig {
                threads: 1,
                max_memory: 256 << 20,
                ..SearchConfig::default()
            });
            if weight > 0.0 {
                brain.set_prior_hook(Some(Box::new(ModelPriors::new(Model::shipped(), weight))));
            }
            group.throughput(Throughput::Elements(playouts));
            group.bench_function(format!("{size}x{size}/weight {weight}"), |bench| {
                bench.iter(|| {
                    brain.clear();
                    brain.search_fixed(&game, Color::Black, playouts)
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_load, bench_patterns, bench_search);
criterion_main!(benches);
