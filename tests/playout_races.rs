//! Capture races counted as a player counts them (`reading::races`): the moves that decide a
//! race whoever moves first wins, and none where the count already decides it.

use tesuji::board::{Board, Color, Point};
use tesuji::reading::races::urgent_race_moves;

/// White's six stones (three outside liberties at E1-E3) against Black's five in the corner
/// (three liberties, A2 B2 B1, no eye, nothing shared): whoever moves first wins.
const EVEN_RACE: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O O O X . . . .
    X X X O . X . . .
    . . X O . X . . .
    . . X O . X . . .";

fn at(board: &Board, vertex: &str) -> Point {
    let column = vertex.as_bytes()[0];
    let x = usize::from(column - b'A') - usize::from(column > b'I');
    let row: usize = vertex[1..].parse().unwrap();
    board.point(x, board.size() - row)
}

fn race_points(board: &Board, color: Color) -> Vec<Point> {
    let mut moves = Vec::new();
    urgent_race_moves(board, color, &mut moves);
    let mut points: Vec<Point> = moves.iter().map(|m| m.point).collect();
    points.sort();
    points.dedup();
    points
}

fn points(board: &Board, vertices: &[&str]) -> Vec<Point> {
    let mut points: Vec<Point> = vertices.iter().map(|v| at(board, v)).collect();
    points.sort();
    points
}

#[test]
fn an_even_race_lists_the_liberties_to_fill_for_either_side() {
    let board = Board::from_diagram(EVEN_RACE).unwrap();
    assert_eq!(
        race_points(&board, Color::Black),
        points(&board, &["E1", "E2", "E3"]),
        "Black fills White's outside liberties"
    );
    // White fills Black's liberties.
    assert_eq!(
        race_points(&board, Color::White),
        points(&board, &["A2", "B1", "B2"]),
    );
    let mut moves = Vec::new();
    urgent_race_moves(&board, Color::Black, &mut moves);
    assert!(moves.iter().all(|m| m.stakes == 12), "{moves:?}");
}

#[test]
fn a_race_one_side_leads_asks_for_nothing() {
    let mut board = Board::from_diagram(EVEN_RACE).unwrap();
    // Black has taken one of White's liberties: three against two, won whoever moves.
    board.play(Color::Black, at(&board, "E1")).unwrap();
    assert!(race_points(&board, Color::White).is_empty());
    assert!(race_points(&board, Color::Black).is_empty());
}

#[test]
fn a_chain_that_can_run_is_in_no_race_yet() {
    // Without Black's F wall, White's chain gains liberties by extending to the E-points.
    let board = Board::from_diagram(&EVEN_RACE.replace(". X . . .", ". . . . .")).unwrap();
    assert_eq!(board.color_at(at(&board, "F2")), None);
    assert!(race_points(&board, Color::Black).is_empty());
    assert!(race_points(&board, Color::White).is_empty());
}

#[test]
fn two_shared_liberties_without_eyes_are_left_to_the_seki_readers() {
    // Black's B1-D1 and White's A2-F2 share A1 and E1 and have no other liberty.
    let board = Board::from_diagram(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O O O O O
        X X X X X X X X X
        . . . . . . . . .
        X X X X X X X . .
        O O O O O O X . .
        . X X X . O X . .",
    )
    .unwrap();
    assert!(race_points(&board, Color::Black).is_empty());
    assert!(race_points(&board, Color::White).is_empty());
}
