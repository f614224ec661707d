//! Playouts per second from the empty board, uniform and heuristic policies (the latter also
//! reading ladders, `policy_read_ladders`, or capturing what its previous move put in atari,
//! `policy_capture_previous`, or keeping eyes whose diagonal the last move took,
//! `policy_eye_fix`, or always rescuing chains of three stones or more, `policy_defend_big`,
//! or without the counter-ataris beside chains of three or four liberties,
//! `policy_counter_atari`, or settling two-liberty fights before the shapes at Pachi's 80 %,
//! `policy_two_libs_first`, or playing the approach for a self-atari it drops,
//! `policy_self_atari_redirect`), 9x9 and 19x19. Each iteration copies the empty board and plays one
//! game to the end. Also the life-and-death reader on sealed groups.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tesuji::board::{Board, Color};
use tesuji::playout::life::{read_life, SealedGroup};
use tesuji::playout::{playout, FastRng, HeuristicConfig, HeuristicPolicy, Policy, UniformPolicy};

fn bench_playouts(c: &mut Criterion) {
    let heuristic = HeuristicPolicy::default();
    let ladders = HeuristicPolicy::new(HeuristicConfig {
        read_ladders: true,
        ..HeuristicConfig::default()
    });
    let capture_previous = HeuristicPolicy::new(HeuristicConfig {
        capture_previous: 0.9,
        ..HeuristicConfig::default()
    });
    let eye_fix = HeuristicPolicy::new(HeuristicConfig {
        eye_fix: 1.0,
        ..HeuristicConfig::default()
    });
    let defend_big = HeuristicPolicy::new(HeuristicConfig {
        defend_big: true,
        ..HeuristicConfig::default()
    });
    let counter_atari = HeuristicPolicy::new(HeuristicConfig {
        counter_atari: 0.0,
        ..HeuristicConfig::default()
    });
    let two_libs_first = HeuristicPolicy::new(HeuristicConfig {
        two_libs_first: true,
        two_libs: 0.8,
        ..HeuristicConfig::default()
    });
    let redirect = HeuristicPolicy::new(HeuristicConfig {
        self_atari_redirect: 1.0,
        ..HeuristicConfig::default()
    });
    let policies: [(&str, &dyn Policy); 9] = [
        ("uniform", &UniformPolicy),
        ("heuristic", &heuristic),
        ("heuristic reading ladders", &ladders),
        (
            "heuristic capturing after its previous move",
            &capture_previous,
        ),
        ("heuristic keeping eyes", &eye_fix),
        ("heuristic rescuing big chains", &defend_big),
        ("heuristic without counter-atari", &counter_atari),
        ("heuristic with two liberties first", &two_libs_first),
        ("heuristic redirecting self-ataris", &redirect),
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

/// One reading of a sealed group, attacker first and defender first: a straight three in
/// the corner, and a seven-point eye space in the corner.
fn bench_life(c: &mut Criterion) {
    let problems: [(&str, usize, &[&str]); 2] = [
        (
            "straight three",
            7,
            &[
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXXX....",
                "OOOOX....",
                "...OX....",
            ],
        ),
        (
            "seven points",
            6,
            &[
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXXXX...",
                "OOOOOX...",
                "...OOX...",
                "....OX...",
            ],
        ),
    ];
    let mut group = c.benchmark_group("life reading");
    for (name, white_row, rows) in problems {
        let board = Board::from_rows(rows).expect("a diagram");
        let sealed = SealedGroup::find(&board, board.point(0, white_row), 12).expect("sealed");
        for to_play in [Color::Black, Color::White] {
            group.bench_function(format!("{name}/{to_play:?} first"), |b| {
                b.iter(|| read_life(&board, &sealed, to_play, 3000))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_playouts, bench_life);
criterion_main!(benches);
