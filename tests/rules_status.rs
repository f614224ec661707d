//! End-of-game status: Benson's pass-alive chains and playout ownership.

use tesuji::board::{Board, Color};
use tesuji::engine::PointStatus;
use tesuji::playout::HeuristicPolicy;
use tesuji::rules::{final_status, pass_alive, playout_ownership};

fn alive_at(board: &Board, color: Color, x: usize, y: usize) -> bool {
    pass_alive(board, color)[board.point(x, y).index()]
}

#[test]
fn two_real_eyes_are_pass_alive() {
    let b = Board::from_diagram(
        ". X . X .\n\
         . X . X .\n\
         O X . X .\n\
         . X . X .\n\
         . X . X .",
    )
    .unwrap();
    assert!(alive_at(&b, Color::Black, 1, 0));
    assert!(alive_at(&b, Color::Black, 3, 4));
    assert!(!alive_at(&b, Color::White, 0, 2));
}

#[test]
fn one_eye_or_open_space_is_not_pass_alive() {
    let b = Board::from_diagram(
        ". X . . .\n\
         X X . . .\n\
         . . . . .\n\
         . . . X .\n\
         . . . . .",
    )
    .unwrap();
    assert!(!alive_at(&b, Color::Black, 1, 1));
    assert!(!alive_at(&b, Color::Black, 3, 3));
    let b = Board::from_diagram(
        ". X O . .\n\
         X X O . .\n\
         O O O . .\n\
         . . . . .\n\
         . . . . .",
    )
    .unwrap();
    assert!(!alive_at(&b, Color::Black, 0, 1), "one eye dies");
}

#[test]
fn ownership_finds_dead_stones_and_keeps_living_ones() {
    let b = Board::from_diagram(
        ". . X O . . .\n\
         . . X O . . .\n\
         . . X O . O .\n\
         . X X O . . .\n\
         X X O O . . .\n\
         . X O . . . .\n\
         . X O . . . .",
    )
    .unwrap();
    // A lone black stone deep in White's area cannot live.
    let mut b2 = b.clone();
    b2.place_setup(Color::Black, b2.point(5, 5)).unwrap();
    let own = playout_ownership(&b2, Color::White, &HeuristicPolicy::default(), 400, 7);
    let status = final_status(&b2, &own);
    let at = |x, y| status[b2.points().position(|p| p == b2.point(x, y)).unwrap()];
    assert_eq!(at(5, 5), PointStatus::Dead, "lone invader in White's area");
    assert_eq!(at(6, 0), PointStatus::Empty);
}

#[test]
fn groups_sharing_liberties_without_eyes_are_in_seki() {
    // Living walls at both sides; a white column and a black column between them share the
    // empty middle column and have no eyes: neither side can fill the last two shared points.
    let b = Board::from_diagram(
        "X X O . X O O\n\
         . X O . X O .\n\
         X X O . X O O\n\
         X X O . X O O\n\
         X X O . X O O\n\
         . X O . X O .\n\
         X X O . X O O",
    )
    .unwrap();
    let own = playout_ownership(&b, Color::Black, &HeuristicPolicy::default(), 500, 3);
    let status = final_status(&b, &own);
    let at = |x, y| status[b.points().position(|p| p == b.point(x, y)).unwrap()];
    assert_eq!(at(2, 3), PointStatus::Seki);
    assert_eq!(at(4, 3), PointStatus::Seki);
    assert_eq!(at(1, 3), PointStatus::Alive);
    assert_eq!(at(5, 3), PointStatus::Alive);
    assert_eq!(at(3, 3), PointStatus::Empty);
}
