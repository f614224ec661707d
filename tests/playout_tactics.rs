//! Tactical readers: move effects, self-atari and ladders.

use tesuji::board::{Board, Color};
use tesuji::playout::tactics::{
    fills_shared_liberty, is_throw_in, move_effect, nakade_point, nakade_points, self_atari_size,
    two_libs, PointSet,
};
use tesuji::playout::{playout, FastRng, HeuristicPolicy};
use tesuji::reading::ladder_cache;
use tesuji::reading::ladders::{self, ladder_captures};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("test diagram parses")
}

#[test]
fn move_effect_counts_liberties_captures_and_size() {
    let b = board(
        ". X X X . O .
         O O O O O . .
         . . . . . . .
         . . X O X . .
         . . . X . . .
         . . . . . . .
         . . . . . . .",
    );
    // Black (3,2) captures the white stone at (3,3).
    let capture = move_effect(&b, Color::Black, b.point(3, 2), 3);
    assert_eq!(capture.captured, 1);
    assert!(!capture.is_self_atari());
    // Black (4,0) joins the three edge stones and leaves only (0,0).
    let fill = move_effect(&b, Color::Black, b.point(4, 0), 3);
    assert_eq!((fill.libs, fill.captured, fill.chain_size), (1, 0, 4));
    assert_eq!(self_atari_size(&b, Color::Black, b.point(4, 0)), Some(4));
    // An open point has four liberties, capped at the limit.
    assert_eq!(move_effect(&b, Color::White, b.point(5, 5), 3).libs, 3);
    assert_eq!(self_atari_size(&b, Color::White, b.point(5, 5)), None);
}

/// Black's stone at (4,4) after White's atari at (5,4): White stones at (4,3), (3,4), (5,5)
/// and (5,4). Running towards the lower left, it dies unless something breaks the ladder.
const LADDER: &str = ". . . . . . . . . . . .
                      . . . . . . . . . . . .
                      . . . . . . . . . . . .
                      . . . . O . . . . . . .
                      . . . O X O . . . . . .
                      . . . . . O . . . . . .
                      . . . . . . . . . . . .
                      . . . . . . . . . . . .
                      . . . . . . . . . . . .
                      . . . . . . . . . . . .
                      . . . . . . . . . . . .
                      . . . . . . . . . . . .";

#[test]
fn a_plain_ladder_captures() {
    let b = board(LADDER);
    assert_eq!(b.atari_liberty(b.point(4, 4)), Some(b.point(4, 5)));
    assert!(ladder_captures(&b, b.point(4, 4)));
}

#[test]
fn a_ladder_breaker_saves_the_chain() {
    let mut b = board(LADDER);
    b.place_setup(Color::Black, b.point(1, 8)).unwrap();
    assert!(!ladder_captures(&b, b.point(4, 4)));
}

/// The LADDER shape at (x, y) on an empty board of `size`: Black's stone there in atari,
/// running towards the lower left.
fn ladder_at(size: usize, x: usize, y: usize) -> Board {
    let mut b = Board::new(size);
    for (wx, wy) in [(x, y - 1), (x - 1, y), (x + 1, y), (x + 1, y + 1)] {
        b.place_setup(Color::White, b.point(wx, wy)).unwrap();
    }
    b.place_setup(Color::Black, b.point(x, y)).unwrap();
    b
}

#[test]
fn ladders_across_the_largest_board_read_to_the_end_on_any_size() {
    // The reader plays each depth on a kept board of the size it last read: a ladder over the
    // whole 25x25 diagonal goes about 44 moves deep, and a read on a smaller board after it
    // must see that board alone.
    let long = ladder_at(25, 22, 2);
    assert!(ladder_captures(&long, long.point(22, 2)));
    let mut broken = long.clone();
    // On the ladder's path near its far end, as (1, 8) is for the small one.
    broken
        .place_setup(Color::Black, broken.point(4, 21))
        .unwrap();
    assert!(!ladder_captures(&broken, broken.point(22, 2)));
    let small = board(LADDER);
    assert!(ladder_captures(&small, small.point(4, 4)));
    let mut small_broken = board(LADDER);
    small_broken
        .place_setup(Color::Black, small_broken.point(1, 8))
        .unwrap();
    assert!(!ladder_captures(&small_broken, small_broken.point(4, 4)));
    assert!(ladder_captures(&long, long.point(22, 2)));
}

#[test]
fn the_ladder_cache_answers_as_the_reader_for_each_position_asked_in_turn() {
    let plain = board(LADDER);
    let mut broken = board(LADDER);
    broken
        .place_setup(Color::Black, broken.point(1, 8))
        .unwrap();
    // Twice round, so that a kept answer is asked for after the other position's.
    for _ in 0..2 {
        for (b, dies) in [(&plain, true), (&broken, false)] {
            let extend = b.point(4, 5);
            assert_eq!(ladders::extension_ladders(b, Color::Black, extend), dies);
            assert_eq!(
                ladder_cache::extension_ladders(b, Color::Black, extend),
                dies
            );
            // The same stones before White's atari at (5, 4).
            let mut before = b.clone();
            before.remove_setup(b.point(5, 4)).unwrap();
            let (atari, target) = (b.point(5, 4), b.point(4, 4));
            assert_eq!(
                ladders::atari_ladders(&before, Color::White, atari, target),
                dies
            );
            assert_eq!(
                ladder_cache::atari_ladders(&before, Color::White, atari, target),
                dies
            );
        }
    }
}

#[test]
fn a_chain_that_can_capture_an_attacker_escapes() {
    let mut b = board(LADDER);
    // Put White's (4,3) in atari itself: Black can capture instead of running.
    for (x, y) in [(3, 3), (5, 3)] {
        b.place_setup(Color::Black, b.point(x, y)).unwrap();
    }
    assert_eq!(b.atari_liberty(b.point(4, 3)), Some(b.point(4, 2)));
    assert!(!ladder_captures(&b, b.point(4, 4)));
}

/// A 7x7 board of White stones with the eye space drawn as `.` (and Black stones as `X`).
fn eye_space(rows: [&str; 7]) -> Board {
    board(&rows.join("\n"))
}

/// The nakade reader's answer after White's last move at (0,2), on the wall of a space that
/// reaches (1,2).
fn vital(b: &Board) -> Option<(usize, usize)> {
    nakade_point(b, b.point(1, 2)).map(|p| b.xy(p))
}

#[test]
fn killable_eye_spaces_have_one_vital_point() {
    let o = "O O O O O O O";
    let straight_three = eye_space([o, o, "O O . . . O O", o, o, o, o]);
    assert_eq!(vital(&straight_three), Some((3, 2)));
    let pyramid_four = eye_space([o, o, "O O . . . O O", "O O O . O O O", o, o, o]);
    assert_eq!(vital(&pyramid_four), Some((3, 2)));
    let bulky_five = eye_space([o, o, "O O . . O O O", "O O . . . O O", o, o, o]);
    assert_eq!(vital(&bulky_five), Some((3, 3)));
    let crossed_five = eye_space([
        o,
        "O O O . O O O",
        "O O . . . O O",
        "O O O . O O O",
        o,
        o,
        o,
    ]);
    assert_eq!(vital(&crossed_five), Some((3, 2)));
    let rabbity_six = eye_space([
        o,
        "O O O . O O O",
        "O O . . . O O",
        "O O O . . O O",
        o,
        o,
        o,
    ]);
    assert_eq!(vital(&rabbity_six), Some((3, 2)));
    // On the edge the same shapes count: a bent three in the corner.
    let corner = eye_space([". . O O O O O", ". O O O O O O", o, o, o, o, o]);
    assert_eq!(
        nakade_point(&corner, corner.point(2, 0)).map(|p| corner.xy(p)),
        Some((0, 0))
    );
}

#[test]
fn living_and_dead_shapes_have_no_vital_point() {
    let o = "O O O O O O O";
    let straight_four = eye_space([o, o, "O O . . . . O", o, o, o, o]);
    assert_eq!(vital(&straight_four), None);
    let square_four = eye_space([o, o, "O O . . O O O", "O O . . O O O", o, o, o]);
    assert_eq!(vital(&square_four), None);
    let two_points = eye_space([o, o, "O O . . O O O", o, o, o, o]);
    assert_eq!(vital(&two_points), None);
    // Seven points are more than the reader considers.
    let seven = eye_space([o, o, "O O . . . . .", "O O O O O . .", o, o, o]);
    assert_eq!(vital(&seven), None);
    // The centre already taken: nothing left to play for either side.
    let taken = eye_space([o, o, "O O . X . O O", "O O O . O O O", o, o, o]);
    assert_eq!(vital(&taken), None);
}

#[test]
fn a_placement_in_a_four_point_space_is_answered_on_the_other_middle_point() {
    let o = "O O O O O O O";
    // Black took one middle point of a straight four; the other one keeps two eyes.
    let b = eye_space([o, o, "O O . X . . O", o, o, o, o]);
    assert_eq!(
        nakade_point(&b, b.point(3, 2)).map(|p| b.xy(p)),
        Some((4, 2))
    );
    // A placement at an end of a straight three: the middle point still decides.
    let b = eye_space([o, o, "O O X . . O O", o, o, o, o]);
    assert_eq!(
        nakade_point(&b, b.point(2, 2)).map(|p| b.xy(p)),
        Some((3, 2))
    );
}

#[test]
fn the_priors_list_every_vital_point_on_the_board() {
    let b = board(
        ". . . O . . .
         O O O O . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .
         X X X X . . .
         . . . X . . .",
    );
    let mut found: PointSet<8> = PointSet::default();
    nakade_points(&b, &mut found);
    let mut points: Vec<(usize, usize)> = found.as_slice().iter().map(|&p| b.xy(p)).collect();
    points.sort();
    assert_eq!(points, vec![(1, 0), (1, 6)]);
}

#[test]
fn a_throw_in_is_a_self_atari_inside_the_opponents_eye_space() {
    let b = board(
        ". . O . . . .
         O O O . . . .
         . . . . . . .
         . . . . . . .
         . . . . X . .
         . . . X O X .
         . . . . X . .",
    );
    // Black in White's two-point eye at the corner shrinks it to one.
    assert_eq!(self_atari_size(&b, Color::Black, b.point(0, 0)), Some(1));
    assert!(is_throw_in(&b, Color::Black, b.point(0, 0)));
    // White's (5,6) under Black's stones is a self-atari in the open: no throw-in.
    assert_eq!(self_atari_size(&b, Color::White, b.point(5, 6)), Some(1));
    assert!(!is_throw_in(&b, Color::White, b.point(5, 6)));
}

#[test]
fn filling_a_liberty_shared_with_a_short_chain_is_seen() {
    // White's three stones and Black's two share (0,0) and (3,0) and have no other liberties.
    let b = board(
        ". X X . O X .
         O O O O O X .
         X X X X X X .
         . . . . . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .",
    );
    assert!(fills_shared_liberty(&b, Color::Black, b.point(3, 0)));
    assert!(!fills_shared_liberty(&b, Color::Black, b.point(6, 6)));
}

fn sorted<T: Ord>(mut pair: [T; 2]) -> [T; 2] {
    pair.sort();
    pair
}

/// The playouts' quick readers take shortcuts (stopping at the second liberty, skipping chains
/// with many pseudo-liberties); on every position of a few playouts, for every point, they
/// must give the answers the board itself gives.
#[test]
fn the_quick_readers_agree_with_the_board_on_playout_positions() {
    let policy = HeuristicPolicy::default();
    let mut rng = FastRng::new(11);
    let mut checked_self_ataris = 0;
    for size in [9usize, 19] {
        for _ in 0..4 {
            let mut end = Board::new(size);
            let mut played = Vec::new();
            playout(
                &mut end,
                Color::Black,
                &policy,
                &mut rng,
                size * size * 3,
                &mut played,
            );
            let mut b = Board::new(size);
            for (k, &(color, p)) in played.iter().enumerate() {
                b.play_legal(color, p);
                if k % 7 != 0 {
                    continue;
                }
                for q in b.points() {
                    if b.color_at(q).is_some() {
                        let libs = b.chain_liberties(q);
                        let expected = (libs.len() == 2).then(|| sorted([libs[0], libs[1]]));
                        let got = two_libs(&b, q).map(sorted);
                        assert_eq!(
                            got,
                            expected,
                            "two_libs at {:?} after {} moves",
                            b.xy(q),
                            k + 1
                        );
                        continue;
                    }
                    for color in [Color::Black, Color::White] {
                        let effect = move_effect(&b, color, q, 2);
                        let expected = effect.is_self_atari().then_some(effect.chain_size);
                        assert_eq!(
                            self_atari_size(&b, color, q),
                            expected,
                            "self_atari_size for {color:?} at {:?} after {} moves",
                            b.xy(q),
                            k + 1
                        );
                        // Where the move is legal, the board after it must say the same.
                        if expected.is_some() && !b.is_suicide(color, q) && b.is_legal(color, q) {
                            let mut after = b.clone();
                            after.play_legal(color, q);
                            assert_eq!(after.liberty_count(q), 1);
                            assert_eq!(Some(after.chain_size(q)), expected);
                            checked_self_ataris += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(
        checked_self_ataris > 100,
        "too few self-ataris met: {checked_self_ataris}"
    );
}
