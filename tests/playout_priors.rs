//! Priors: tactical moves rank above ordinary ones, self-ataris and eye-filling do not.

use tesuji::board::{Board, Color, Point};
use tesuji::search::{priors, Prior};

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
