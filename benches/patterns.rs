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
use tesuji::reading::races::urgent_race_moves;
use tesuji::search::{priors, priors_with, Opinion, Prior, PriorWeights};
use tesuji::search::{
    PriorHook, SearchConfig, UctBrain, DEFAULT_MODEL_TENUKI_BOOST, DEFAULT_MODEL_TENUKI_PIVOT,
};

/// A middle-game position: a heuristic playout stopped after `moves` moves.
fn position(size: usize, moves: usize) -> Board {
    position_from_seed(size, moves, 3)
}

fn position_from_seed(size: usize, moves: usize, seed: u64) -> Board {
    let mut board = Board::new(size);
    let mut rng = FastRng::new(seed);
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
    let tenuki_hook = ModelPriors::new(model.clone(), 20.0)
        .with_tenuki_boost(DEFAULT_MODEL_TENUKI_BOOST, DEFAULT_MODEL_TENUKI_PIVOT);
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
        // The capture-race reader's share of them.
        let no_races = PriorWeights {
            race: Opinion::new(0.5, 0.0),
            ..PriorWeights::default()
        };
        group.bench_function(format!("heuristic priors, no races/{size}x{size}"), |b| {
            b.iter(|| priors_with(&board, Color::Black, &no_races, &mut out))
        });
        let mut races = Vec::new();
        group.bench_function(format!("capture races/{size}x{size}"), |b| {
            b.iter(|| urgent_race_moves(&board, Color::Black, &mut races))
        });
        group.bench_function(format!("node priors/{size}x{size}"), |b| {
            b.iter(|| {
                out.clone_from(&base);
                hook.adjust(&board, Color::Black, &mut out);
            })
        });
        // The same with the tenuki boost: one more pass over the moves for the far share.
        group.bench_function(format!("node priors, tenuki boost/{size}x{size}"), |b| {
            b.iter(|| {
                out.clone_from(&base);
                tenuki_hook.adjust(&board, Color::Black, &mut out);
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
                brain.set_prior_hook(Some(Box::new(
                    ModelPriors::new(Model::shipped(), weight)
                        .with_tenuki_boost(DEFAULT_MODEL_TENUKI_BOOST, DEFAULT_MODEL_TENUKI_PIVOT),
                )));
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

/// Every legal move of 64 different 19x19 positions, one at a time and batched: in a search
/// each new node brings another position, so the dictionary is rarely in the cache, which one
/// position timed over and over hides.
fn bench_many_positions(c: &mut Criterion) {
    let model = Model::shipped();
    let boards: Vec<(Board, Vec<Point>)> = (0..64u64)
        .map(|seed| {
            let board = position_from_seed(19, 10 + (seed as usize * 37) % 200, seed);
            let legal = board
                .empty_points()
                .iter()
                .copied()
                .filter(|&p| board.is_legal(Color::Black, p))
                .collect();
            (board, legal)
        })
        .collect();
    let moves: usize = boards.iter().map(|(_, legal)| legal.len()).sum();
    let mut group = c.benchmark_group("patterns, 64 positions");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("move_strength one by one/19x19", |b| {
        b.iter(|| {
            let mut total = 0.0f32;
            for (board, legal) in &boards {
                for &p in legal {
                    total += model.move_strength(board, Color::Black, p);
                }
            }
            total
        })
    });
    let mut out = Vec::new();
    group.bench_function("strengths_into batched/19x19", |b| {
        b.iter(|| {
            let mut total = 0.0f32;
            for (board, legal) in &boards {
                model.strengths_into(board, Color::Black, legal.iter().copied(), &mut out);
                total += out.iter().sum::<f32>();
            }
            total
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    bench_load,
    bench_patterns,
    bench_many_positions,
    bench_search
);
criterion_main!(benches);
