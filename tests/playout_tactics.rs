//! Tactical readers: move effects, self-atari and ladders.

use tesuji::board::{Board, Color};
use tesuji::playout::tactics::{ladder_captures, move_effect, self_atari_size};

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
