//! Priors: tactical moves rank above ordinary ones, self-ataris and eye-filling do not.

use tesuji::board::{Board, Color, Point};
use tesuji::playout::ko::{KoFight, KO_FIGHT_WINDOW};
use tesuji::search::{priors, priors_with, Opinion, Prior, PriorWeights};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("test diagram parses")
}

fn priors_of(b: &Board, color: Color) -> Vec<Prior> {
    let mut out = vec![Prior::new(Point::PASS, 0.0, 0.0)];
    priors(b, color, &mut out);
    out
}

fn prior_at(list: &[Prior], p: Point) -> Prior {
    *list.iter().find(|q| q.point == p).expect("move listed")
}

/// Value times weight: how many virtual wins an edge starts with.
fn virtual_wins(q: Prior) -> f32 {
    q.value * q.weight
}

#[test]
fn lists_every_legal_move_once_with_sane_numbers_and_no_pass() {
    let b = Board::new(9);
    let list = priors_of(&b, Color::Black);
    assert_eq!(list.len(), 81);
    for q in &list {
        assert!(!q.point.is_pass());
        assert!((0.0..=1.0).contains(&q.value) && q.weight > 0.0, "{q:?}");
    }
    let mut points: Vec<Point> = list.iter().map(|q| q.point).collect();
    points.sort();
    points.dedup();
    assert_eq!(points.len(), 81);
}

#[test]
fn capturing_ranks_above_every_quiet_move() {
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
    let list = priors_of(&b, Color::Black);
    let capture = prior_at(&list, b.point(4, 3));
    for q in list.iter().filter(|q| q.point != capture.point) {
        assert!(capture.value > q.value, "{capture:?} vs {q:?}");
        assert!(virtual_wins(capture) > virtual_wins(*q));
    }
    let quiet = prior_at(&list, b.point(7, 7));
    assert!(capture.value > quiet.value + 0.2);
}

#[test]
fn saving_an_atari_chain_beats_quiet_moves() {
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
    let list = priors_of(&b, Color::Black);
    let save = prior_at(&list, b.point(4, 5));
    let quiet = prior_at(&list, b.point(1, 7));
    assert!(save.value > quiet.value + 0.2, "{save:?} vs {quiet:?}");
}

/// White's stone at (4,4) is in atari; running to (4,5) leaves two liberties, and Black's
/// ladder runs it into the lower left unless a White stone stands in the way.
fn ladder_start(breaker: bool) -> Board {
    let mut b = board(
        ". . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . X . . . .
         . . . X O X . . .
         . . . . . X . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    if breaker {
        b.play(Color::White, b.point(2, 6)).unwrap();
    }
    // Black's last move far away, so nothing near the run earns the last move's bonuses.
    b.play(Color::Black, b.point(8, 0)).unwrap();
    b
}

/// White's two stones at E5-E4 with two liberties (F5, F4); with `three_libs` a third (D4).
fn two_stone_chain(three_libs: bool) -> Board {
    let mut b = board(
        ". . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . X . . . .
         . . . X O . . . .
         . . . X O . . . .
         . . . . X . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    if three_libs {
        b.remove_setup(b.point(3, 5)).unwrap();
    }
    b.play(Color::Black, b.point(8, 0)).unwrap();
    b
}

#[test]
fn extending_a_two_stone_chain_that_an_atari_would_ladder_is_a_defence() {
    // Off by default (`prior_defend_weight` 0); on at the weight it was tried with.
    let defence = PriorWeights {
        defend: Opinion::new(0.75, 6.0),
        ..PriorWeights::default()
    };
    let no_defence = PriorWeights {
        defend: Opinion::new(0.5, 0.0),
        ..PriorWeights::default()
    };
    let with_and_without = |b: &Board, p: Point| {
        let mut out = Vec::new();
        priors_with(b, Color::White, &defence, &mut out);
        let with = prior_at(&out, p);
        priors_with(b, Color::White, &no_defence, &mut out);
        (with, prior_at(&out, p))
    };
    // Black's atari at either liberty ladders the chain, so both extensions defend it.
    let caught = two_stone_chain(false);
    for p in [caught.point(5, 4), caught.point(5, 5)] {
        let (with, without) = with_and_without(&caught, p);
        assert!(
            with.value > without.value && virtual_wins(with) > virtual_wins(without) + 5.0,
            "{with:?} vs {without:?}"
        );
    }
    // With a third liberty nothing is in danger yet: the same priors either way.
    let free = two_stone_chain(true);
    let (with, without) = with_and_without(&free, free.point(5, 4));
    assert_eq!(with, without);
}

#[test]
fn running_into_a_working_ladder_is_penalised_and_a_broken_one_is_a_save() {
    let caught = ladder_start(false);
    let list = priors_of(&caught, Color::White);
    let run = prior_at(&list, caught.point(4, 5));
    let quiet = prior_at(&list, caught.point(7, 7));
    assert!(run.value < 0.2, "{run:?}");
    assert!(
        run.value < quiet.value && run.weight > quiet.weight,
        "{run:?} vs {quiet:?}"
    );

    let broken = ladder_start(true);
    let list = priors_of(&broken, Color::White);
    let run = prior_at(&list, broken.point(4, 5));
    let quiet = prior_at(&list, broken.point(7, 7));
    assert!(run.value > quiet.value + 0.2, "{run:?} vs {quiet:?}");
}

#[test]
fn self_atari_is_penalised_and_eyes_are_not_listed() {
    // Black's three edge stones have liberties (0,0) and (4,0) only; (7,7) is Black's eye.
    let b = board(
        ". X X X . O . . .
         O O O O O . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . X .
         . . . . . . X . X
         . . . . . . . X .",
    );
    let list = priors_of(&b, Color::Black);
    assert!(
        !list.iter().any(|q| q.point == b.point(7, 7)),
        "own eye listed"
    );
    let self_atari = prior_at(&list, b.point(4, 0));
    let quiet = prior_at(&list, b.point(4, 4));
    assert!(self_atari.value < 0.3, "{self_atari:?}");
    assert!(self_atari.value < quiet.value);
    // White may play into Black's eye area only where legal: (7,7) is suicide for White.
    let white = priors_of(&b, Color::White);
    assert!(!white.iter().any(|q| q.point == b.point(7, 7)));
}

#[test]
fn first_line_is_poor_and_third_line_good_on_an_empty_big_board() {
    let b = Board::new(19);
    let list = priors_of(&b, Color::Black);
    let first = prior_at(&list, b.point(0, 9));
    let second = prior_at(&list, b.point(1, 9));
    let third = prior_at(&list, b.point(2, 9));
    let fourth = prior_at(&list, b.point(3, 15));
    assert!(
        first.value < second.value && second.value < third.value,
        "{first:?} {second:?} {third:?}"
    );
    assert!(fourth.value > 0.5);
}

/// A ko in the middle: White has just taken Black's stone at (4, 3) with (3, 3). White's two
/// stones at the lower left have two liberties, (0, 6) and (0, 8): Black's threat.
fn ko_just_taken() -> Board {
    let mut b = Board::from_rows(&[
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . X O . . . .",
        ". . X . X O . . .",
        ". . . X O . . . .",
        ". . . . . . . . .",
        ". X . . . . . . .",
        "O O X . . . . . .",
        ". X . . . . . . .",
    ])
    .expect("test diagram parses");
    b.play(Color::White, b.point(3, 3)).unwrap();
    b
}

/// The three ko opinions (retake, fill, threat) at the given weights; the rest as shipped.
fn ko_weights(retake: f32, fill: f32, threat: f32) -> PriorWeights {
    let shipped = PriorWeights::default();
    PriorWeights {
        ko_retake: Opinion::new(shipped.ko_retake.value, retake),
        ko_fill: Opinion::new(shipped.ko_fill.value, fill),
        ko_threat: Opinion::new(shipped.ko_threat.value, threat),
        ..shipped
    }
}

/// The ko opinions at the weights they were measured with (off by default).
fn ko_on() -> PriorWeights {
    ko_weights(6.0, 4.0, 4.0)
}

fn ko_off() -> PriorWeights {
    ko_weights(0.0, 0.0, 0.0)
}

fn priors_weighted(b: &Board, color: Color, weights: &PriorWeights) -> Vec<Prior> {
    let mut out = Vec::new();
    priors_with(b, color, weights, &mut out);
    out
}

#[test]
fn ko_fight_is_found_with_its_taking_stone_and_stake() {
    let b = ko_just_taken();
    let k = KoFight::find(&b).expect("a ko was just taken");
    assert_eq!(k.point, b.point(4, 3));
    assert_eq!(k.taker_stone, b.point(3, 3));
    assert_eq!(k.retaker, Color::Black);
    assert_eq!(k.age, 0);
    assert!(k.bans(&b, Color::Black) && !k.bans(&b, Color::White));
    // Five of the six single stones around the two points have three liberties or fewer and
    // are tied to it; White's (5, 3) has four.
    assert_eq!(k.stake, 6);
}

#[test]
fn a_filled_or_forgotten_ko_is_no_fight() {
    let mut filled = ko_just_taken();
    filled.play(Color::Black, filled.point(8, 0)).unwrap();
    filled.play(Color::White, filled.point(4, 3)).unwrap();
    assert_eq!(KoFight::find(&filled), None);

    let mut old = ko_just_taken();
    let far = [
        (8, 0),
        (8, 1),
        (7, 0),
        (6, 0),
        (8, 3),
        (7, 3),
        (8, 5),
        (7, 5),
        (8, 7),
        (7, 8),
        (6, 8),
    ];
    for (i, &(x, y)) in far.iter().enumerate() {
        let color = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        old.play(color, old.point(x, y)).unwrap();
        let found = KoFight::find(&old);
        assert_eq!(
            found.is_some(),
            i < KO_FIGHT_WINDOW as usize,
            "after {} moves",
            i + 1
        );
    }
}

#[test]
fn a_banned_side_weighs_its_threats_more() {
    let b = ko_just_taken();
    let threat = b.point(0, 6);
    let on = prior_at(&priors_weighted(&b, Color::Black, &ko_on()), threat);
    let off = prior_at(&priors_weighted(&b, Color::Black, &ko_off()), threat);
    assert!(
        virtual_wins(on) > virtual_wins(off) + 4.0,
        "{on:?} vs {off:?}"
    );
    // The banned retake itself is not a move.
    let list = priors_weighted(&b, Color::Black, &ko_on());
    assert!(list.iter().all(|q| q.point != b.point(4, 3)));

    // The same atari with no ko on the board is weighed as without the lever.
    let mut quiet = ko_just_taken();
    quiet.play(Color::Black, quiet.point(8, 8)).unwrap();
    quiet.play(Color::White, quiet.point(4, 3)).unwrap();
    let plain = prior_at(&priors_weighted(&quiet, Color::Black, &ko_on()), threat);
    let plain_off = prior_at(&priors_weighted(&quiet, Color::Black, &ko_off()), threat);
    assert_eq!(plain, plain_off);
}

#[test]
fn the_ko_is_retaken_once_the_ban_lifts_and_filled_by_its_taker() {
    let mut b = ko_just_taken();
    let ko = b.point(4, 3);
    b.play(Color::Black, b.point(0, 6)).unwrap();
    // White, the taker, may fill the ko instead of answering.
    let fill_on = prior_at(&priors_weighted(&b, Color::White, &ko_on()), ko);
    let fill_off = prior_at(&priors_weighted(&b, Color::White, &ko_off()), ko);
    assert!(
        virtual_wins(fill_on) > virtual_wins(fill_off) + 4.0,
        "{fill_on:?} vs {fill_off:?}"
    );

    b.play(Color::White, b.point(8, 0)).unwrap();
    let list = priors_weighted(&b, Color::Black, &ko_on());
    let retake = prior_at(&list, ko);
    let retake_off = prior_at(&priors_weighted(&b, Color::Black, &ko_off()), ko);
    assert!(
        virtual_wins(retake) > virtual_wins(retake_off) + 6.0,
        "{retake:?} vs {retake_off:?}"
    );
    let quiet = prior_at(&list, b.point(6, 6));
    assert!(
        virtual_wins(retake) > virtual_wins(quiet),
        "{retake:?} vs {quiet:?}"
    );
}

/// White's six stones in the middle have three liberties, its three on the right two.
const BIG_CHAIN_SHORT_OF_LIBERTIES: &str = "
    . . . . . . . . .
    . X X X X X X X .
    X O O O O O O . X
    . X X X X . . X .
    . . . . . . . . .
    . . . . . X X X .
    . . . . X O O O X
    . . . . . . . X .
    . . . . . . . . .
";

#[test]
fn the_liberties_of_a_big_chain_short_of_them_are_urgent_when_asked() {
    let b = board(BIG_CHAIN_SHORT_OF_LIBERTIES);
    let big = [b.point(7, 2), b.point(5, 3), b.point(6, 3)];
    let small = [b.point(5, 7), b.point(6, 7)];
    // The urgent points when chains of `stones` or more with `libs` or fewer liberties count
    // (0 stones: the default, off).
    let urgent_points = |stones: u32, libs: u32| {
        let weights = PriorWeights {
            urgent_chain_stones: stones,
            urgent_chain_libs: libs,
            ..PriorWeights::default()
        };
        let mut out = Vec::new();
        priors_with(&b, Color::Black, &weights, &mut out);
        out.iter()
            .filter(|q| q.urgent)
            .map(|q| q.point)
            .collect::<Vec<Point>>()
    };
    assert_eq!(
        PriorWeights::default().urgent_chain_stones,
        0,
        "off by default"
    );
    let off = urgent_points(0, 3);
    assert!(
        big.iter().chain(&small).all(|p| !off.contains(p)),
        "{off:?}"
    );
    let on = urgent_points(6, 3);
    assert!(big.iter().all(|p| on.contains(p)), "{on:?}");
    let too_few_stones = small.iter().all(|p| !on.contains(p));
    assert!(too_few_stones, "three stones are too few: {on:?}");
    let two_libs = urgent_points(3, 2);
    assert!(small.iter().all(|p| two_libs.contains(p)), "{two_libs:?}");
    let too_many_libs = big.iter().all(|p| !two_libs.contains(p));
    assert!(too_many_libs, "three liberties are too many: {two_libs:?}");
}
