//! Heuristic and uniform playout policies on hand-made positions and random ones.

use tesuji::board::{Board, Color, Point};
use tesuji::playout::tactics::nakade_point;
use tesuji::playout::{FastRng, HeuristicConfig, HeuristicPolicy, Policy, UniformPolicy};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("test diagram parses")
}

/// How often `policy` picks `target` for `color` out of `trials` tries.
fn frequency(policy: &dyn Policy, b: &Board, color: Color, target: Point, trials: u32) -> f64 {
    share_in(policy, b, color, &[target], trials)
}

/// The local answers to the last move off (the optional steps are off by default), so that
/// only the random step, or the one step a test turns back on, picks.
fn local_steps_off() -> HeuristicConfig {
    HeuristicConfig {
        atari: 0.0,
        nakade: 0.0,
        pattern: 0.0,
        two_libs: 0.0,
        counter_atari: 0.0,
        ..HeuristicConfig::default()
    }
}

/// How often `policy` picks one of `targets` for `color` out of `trials` tries.
fn share_in(policy: &dyn Policy, b: &Board, color: Color, targets: &[Point], trials: u32) -> f64 {
    let mut rng = FastRng::new(11);
    let hits = (0..trials)
        .filter(|_| targets.contains(&policy.select(b, color, &mut rng)))
        .count();
    hits as f64 / trials as f64
}

#[test]
fn captures_a_stone_the_opponent_just_put_in_atari() {
    // White's last move at (3,3) leaves it with one liberty at (4,3).
    let mut b = board(
        ". . . . . . . . .
         . . . . . . . . .
         . . . X . . . . .
         . . X . . . . . .
         . . . X . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    b.play(Color::White, b.point(3, 3)).unwrap();
    let f = frequency(
        &HeuristicPolicy::default(),
        &b,
        Color::Black,
        b.point(4, 3),
        2000,
    );
    assert!(f > 0.8, "captured only {f:.2} of the time");
    // The uniform policy finds it only by chance: the heuristic is what makes the difference.
    let u = frequency(&UniformPolicy, &b, Color::Black, b.point(4, 3), 2000);
    assert!(u < 0.1, "uniform policy at {u:.2}");
}

#[test]
fn escapes_from_atari_by_extending() {
    // White's last move at (4,3) puts the black stone at (4,4) in atari; extending to (4,5)
    // gives it three liberties.
    let mut b = board(
        ". . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . O X O . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    b.play(Color::White, b.point(4, 3)).unwrap();
    assert_eq!(b.atari_liberty(b.point(4, 4)), Some(b.point(4, 5)));
    let f = frequency(
        &HeuristicPolicy::default(),
        &b,
        Color::Black,
        b.point(4, 5),
        2000,
    );
    assert!(f > 0.8, "escaped only {f:.2} of the time");
}

#[test]
fn escapes_from_atari_by_capturing_a_neighbour() {
    // White's (2,1) ataris Black (2,2) but is itself in atari at (2,0). Extending Black to
    // (2,3) would leave one liberty; capturing at (2,0) is the way out.
    let mut b = board(
        ". . . . . . .
         . X . X . . .
         . O X O . . .
         . O . O . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .",
    );
    b.play(Color::White, b.point(2, 1)).unwrap();
    assert_eq!(b.atari_liberty(b.point(2, 2)), Some(b.point(2, 3)));
    let policy = HeuristicPolicy::default();
    assert!(frequency(&policy, &b, Color::Black, b.point(2, 0), 2000) > 0.8);
    assert!(frequency(&policy, &b, Color::Black, b.point(2, 3), 2000) < 0.05);
}

#[test]
fn never_fills_its_own_eyes_and_passes_when_only_eyes_remain() {
    let b = board(
        ". X . X .
         X X X X X
         O O O O O
         O . O . O
         O O O O O",
    );
    let policies: [&dyn Policy; 2] = [&UniformPolicy, &HeuristicPolicy::default()];
    let mut rng = FastRng::new(5);
    for policy in policies {
        for color in Color::BOTH {
            for _ in 0..200 {
                assert_eq!(policy.select(&b, color, &mut rng), Point::PASS);
            }
        }
    }
}

#[test]
fn never_puts_a_big_chain_in_atari() {
    // Black's three stones on the top edge have two liberties, (0,0) and (4,0); filling either
    // leaves four stones in atari. White's last move is nearby so every heuristic step runs.
    let mut b = board(
        ". X X X . . .
         O O O O O . .
         . . . . . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .",
    );
    b.play(Color::White, b.point(5, 0)).unwrap();
    let policy = HeuristicPolicy::default();
    let mut rng = FastRng::new(9);
    for _ in 0..3000 {
        let p = policy.select(&b, Color::Black, &mut rng);
        assert!(
            p != b.point(0, 0) && p != b.point(4, 0),
            "self-atari at {:?}",
            b.xy(p)
        );
    }
}

/// Random positions reached by uniform play from the empty board, with the side to move.
fn random_positions(size: usize, count: usize, seed: u64) -> Vec<(Board, Color)> {
    let mut rng = FastRng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut b = Board::new(size);
        let mut color = Color::Black;
        let length = rng.below((size * size * 2) as u32);
        for _ in 0..length {
            let p = UniformPolicy.select(&b, color, &mut rng);
            b.play(color, p).expect("uniform policy move is legal");
            color = color.opponent();
        }
        out.push((b, color));
    }
    out
}

#[test]
fn moves_are_always_legal_and_never_fill_own_eyes() {
    let heuristic = HeuristicPolicy::default();
    let policies: [&dyn Policy; 2] = [&UniformPolicy, &heuristic];
    let mut rng = FastRng::new(77);
    for (size, count) in [(5, 600), (9, 2000), (13, 300), (19, 150)] {
        for (b, color) in random_positions(size, count, size as u64) {
            for policy in policies {
                for _ in 0..3 {
                    let p = policy.select(&b, color, &mut rng);
                    if p.is_pass() {
                        continue;
                    }
                    assert!(
                        b.is_legal(color, p),
                        "illegal {:?} on\n{}",
                        b.xy(p),
                        b.to_diagram()
                    );
                    assert!(
                        !b.is_eye(color, p),
                        "own eye {:?} on\n{}",
                        b.xy(p),
                        b.to_diagram()
                    );
                }
            }
        }
    }
}

#[test]
fn runs_from_atari_without_reading_the_ladder() {
    // White's last move at (5,4) ataris Black (4,4); running to (4,5) leaves two liberties and
    // a ladder towards the lower left that works.
    let mut b = board(
        ". . . . . . . . . . . .
         . . . . . . . . . . . .
         . . . . . . . . . . . .
         . . . . O . . . . . . .
         . . . O X . . . . . . .
         . . . . . O . . . . . .
         . . . . . . . . . . . .
         . . . . . . . . . . . .
         . . . . . . . . . . . .
         . . . . . . . . . . . .
         . . . . . . . . . . . .
         . . . . . . . . . . . .",
    );
    b.play(Color::White, b.point(5, 4)).unwrap();
    let run = b.point(4, 5);
    // Shapes may still suggest the run; look at the atari answers alone.
    let plain = HeuristicConfig {
        pattern: 0.0,
        ..HeuristicConfig::default()
    };
    // The playouts do not read the ladder: reading it won at equal playouts and lost at equal
    // time, so the run is an escape like any other.
    let f = frequency(&HeuristicPolicy::new(plain), &b, Color::Black, run, 2000);
    assert!(f > 0.8, "ran only {f:.2} of the time");
}

#[test]
fn plays_the_vital_point_of_a_three_space_eye() {
    // White's group on the top edge encloses a straight three at (1,0)-(3,0) with its last move
    // at (4,0). Black's (2,0) in the middle kills; anywhere else White lives with two eyes.
    let mut b = board(
        ". . . . . O . . .
         O O O O O . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    b.place_setup(Color::White, b.point(0, 0)).unwrap();
    b.play(Color::White, b.point(4, 0)).unwrap();
    let f = frequency(
        &HeuristicPolicy::default(),
        &b,
        Color::Black,
        b.point(2, 0),
        2000,
    );
    assert!(f > 0.7, "vital point only {f:.2} of the time");
    // A four-point space is left alone by this rule.
    let mut b = board(
        ". . . . . . O . .
         O O O O O O . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    b.place_setup(Color::White, b.point(0, 0)).unwrap();
    b.play(Color::White, b.point(5, 0)).unwrap();
    assert_eq!(nakade_point(&b, b.point(5, 0)), None);
}

/// Black's two stones above White's pair, which has two liberties below it.
const RACE: &str = ". . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . X X . . . .
                    . . X O O X . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .";

#[test]
fn counter_ataris_a_two_liberty_chain_touching_ours_the_last_move_reduced() {
    // White's (5,3) leaves Black's two stones above three liberties; White's pair below them
    // has two, (3,5) and (4,5), and so has (5,3) itself, (5,2) and (6,3). The other local steps
    // are off, so only the counter-atari answers.
    let mut b = board(RACE);
    b.play(Color::White, b.point(5, 3)).unwrap();
    assert_eq!(b.liberty_count(b.point(3, 3)), 3);
    assert_eq!(b.liberty_count(b.point(3, 4)), 2);
    let ataris = [b.point(3, 5), b.point(4, 5), b.point(5, 2), b.point(6, 3)];
    let quiet = local_steps_off();
    let on = HeuristicPolicy::new(HeuristicConfig {
        counter_atari: 1.0,
        ..quiet
    });
    let f = share_in(&on, &b, Color::Black, &ataris, 2000);
    assert!(
        f > 0.9,
        "counter-ataried only {f:.2} of the time with the step"
    );
    let g = share_in(
        &HeuristicPolicy::new(quiet),
        &b,
        Color::Black,
        &ataris,
        2000,
    );
    assert!(g < 0.2, "counter-ataried {g:.2} of the time without it");
}

#[test]
fn leaves_a_two_liberty_chain_alone_when_ours_beside_the_last_move_is_safe() {
    // The same pair, but the last move is far from any chain of ours of three or four
    // liberties: nothing for the counter-atari to answer.
    let mut b = board(RACE);
    b.play(Color::White, b.point(7, 7)).unwrap();
    let on = HeuristicPolicy::new(HeuristicConfig {
        atari: 0.0,
        nakade: 0.0,
        pattern: 0.0,
        two_libs: 0.0,
        counter_atari: 1.0,
        ..HeuristicConfig::default()
    });
    let f = share_in(&on, &b, Color::Black, &[b.point(3, 5), b.point(4, 5)], 2000);
    assert!(
        f < 0.2,
        "counter-ataried {f:.2} of the time with nothing to answer"
    );
}
