//! Game rules: superko, undo, handicap, setup and scoring.

use tesuji::board::{Board, Color, Illegal, Point};
use tesuji::game::{Game, GameError, Rules};

const B: Color = Color::Black;
const W: Color = Color::White;

/// A game whose starting position is `diagram` (setup stones), Black to play.
fn game(diagram: &str) -> Game {
    let b = Board::from_diagram(diagram).expect("valid diagram");
    let mut g = Game::new(b.size());
    for p in b.points() {
        if let Some(c) = b.color_at(p) {
            g.setup(Some(c), p).unwrap();
        }
    }
    assert_eq!(g.board().to_diagram(), b.to_diagram());
    g
}

fn at(g: &Game, x: usize, y: usize) -> Point {
    g.board().point(x, y)
}

#[derive(Debug, PartialEq)]
struct Snapshot {
    diagram: String,
    hash: u64,
    tt_key: u128,
    to_play: Color,
    captures: [u32; 2],
    ko: Option<Point>,
    moves: usize,
}

fn snapshot(g: &Game) -> Snapshot {
    let b = g.board();
    Snapshot {
        diagram: b.to_diagram(),
        hash: b.hash(),
        tt_key: b.tt_key(g.to_play()),
        to_play: g.to_play(),
        captures: [b.captures(B), b.captures(W)],
        ko: b.ko_point(),
        moves: g.moves().len(),
    }
}

const KO: &str = ". X O .
                  X O . O
                  . X O .
                  . . . .";

#[test]
fn defaults() {
    let g = Game::new(19);
    assert_eq!(g.size(), 19);
    assert_eq!(g.komi(), 7.5);
    assert_eq!(g.rules(), Rules::CHINESE);
    assert_eq!(g.to_play(), B);
    assert!(g.moves().is_empty());
    assert!(g.position_seen(g.board().hash()));
}

#[test]
fn superko_forbids_repeating_a_position_that_simple_ko_allows() {
    let mut g = game(KO);
    let start = g.board().hash();
    g.play(B, at(&g, 2, 1)).unwrap(); // Black takes the ko
    assert_eq!(
        g.play(W, at(&g, 1, 1)),
        Err(GameError::Illegal(Illegal::Ko))
    );
    g.play(W, Point::PASS).unwrap();
    g.play(B, Point::PASS).unwrap();
    // Simple ko no longer applies, but retaking recreates the starting position.
    let retake = at(&g, 1, 1);
    assert!(g.board().is_legal(W, retake));
    assert_eq!(g.board().hash_after(W, retake), start);
    assert!(!g.is_legal(W, retake));
    assert_eq!(g.play(W, retake), Err(GameError::Superko));
    assert_eq!(g.moves().len(), 3, "a refused move is not recorded");
    // Without superko (Japanese rules) the retake is fine.
    g.set_rules(Rules::JAPANESE);
    assert!(g.is_legal(W, retake));
    g.play(W, retake).unwrap();
    assert_eq!(g.board().hash(), start);
}

#[test]
fn superko_forbids_closing_a_triple_ko_cycle() {
    // Three kos on the boundary of two walls with plenty of liberties. Taking them in turn
    // (each move legal under simple ko) returns to the start after six moves.
    let start_diagram = ". . X X O O . . .
                         . . X O . O . . .
                         . . X X O O . . .
                         . . X . X O . . .
                         . . X X O O . . .
                         . . X O . O . . .
                         . . X X O O . . .
                         . . X X O O . . .
                         . . X X O O . . .";
    let mut g = game(start_diagram);
    let start = g.board().hash();
    let cycle = [(B, 4, 1), (W, 3, 3), (B, 4, 5), (W, 3, 1), (B, 4, 3)];
    for (color, x, y) in cycle {
        g.play(color, at(&g, x, y)).unwrap();
    }
    assert_eq!(g.board().captures(B), 3);
    assert_eq!(g.board().captures(W), 2);
    let closing = at(&g, 3, 5);
    assert_ne!(
        g.board().ko_point(),
        Some(closing),
        "simple ko is about another ko"
    );
    assert!(g.board().is_legal(W, closing));
    assert_eq!(g.board().hash_after(W, closing), start);
    assert!(!g.is_legal(W, closing));
    assert_eq!(g.play(W, closing), Err(GameError::Superko));
    // Without superko the cycle closes.
    g.set_rules(Rules::JAPANESE);
    g.play(W, closing).unwrap();
    assert_eq!(
        g.board().to_diagram(),
        Board::from_diagram(start_diagram).unwrap().to_diagram()
    );
}

#[test]
fn undo_restores_every_earlier_state() {
    let mut g = game(KO);
    let mut history = vec![snapshot(&g)];
    let moves = [
        (B, 2, 1), // takes the ko
        (W, 3, 3),
        (B, 0, 3),
        (W, 1, 1), // retakes
        (B, 3, 2),
        (W, 0, 0), // suicide: refused and not recorded
    ];
    for (c, x, y) in moves {
        let p = at(&g, x, y);
        if g.play(c, p).is_ok() {
            history.push(snapshot(&g));
        } else {
            assert_eq!(snapshot(&g), *history.last().unwrap());
        }
    }
    g.play(B, Point::PASS).unwrap();
    history.push(snapshot(&g));
    assert!(history.len() >= 6);
    while history.len() > 1 {
        history.pop();
        assert!(g.undo());
        assert_eq!(&snapshot(&g), history.last().unwrap());
        g.board().debug_validate().unwrap();
    }
    assert!(!g.undo(), "setup stones are not moves");
    assert_eq!(snapshot(&g), history[0]);
    // The superko history was rolled back too: only the start is remembered.
    g.play(B, at(&g, 2, 1)).unwrap();
    assert!(g.undo());
    assert!(!g.position_seen(g.board().hash_after(B, at(&g, 2, 1))));
}

#[test]
fn undo_across_captures() {
    let mut g = Game::new(3);
    let seq = [(0, 1), (0, 0), (1, 0), (2, 2), (1, 1)];
    let mut color = B;
    let mut history = vec![snapshot(&g)];
    for (x, y) in seq {
        g.play(color, at(&g, x, y)).unwrap();
        history.push(snapshot(&g));
        color = color.opponent();
    }
    assert_eq!(g.board().captures(B), 1, "White (0,0) was captured");
    while g.undo() {
        history.pop();
        assert_eq!(&snapshot(&g), history.last().unwrap());
    }
    assert_eq!(history.len(), 1);
}

#[test]
fn handicap() {
    let mut g = Game::new(9);
    let stones = [at(&g, 2, 2), at(&g, 6, 6)];
    g.set_handicap(&stones).unwrap();
    assert_eq!(g.to_play(), W);
    assert_eq!(g.handicap(), &stones);
    assert_eq!(g.board().stone_count(B), 2);
    let mut setup = g.setup_stones();
    setup.sort();
    assert_eq!(setup, vec![(B, stones[0]), (B, stones[1])]);
    assert_eq!(g.set_handicap(&stones), Err(GameError::BoardNotEmpty));
    assert!(!g.undo(), "handicap stones are not moves");
    g.play(W, at(&g, 4, 4)).unwrap();
    assert!(g.undo());
    assert_eq!(g.to_play(), W);
    assert_eq!(g.board().stone_count(B), 2);
    g.clear();
    assert_eq!(g.board().stone_count(B), 0);
    assert!(g.handicap().is_empty());
    assert_eq!(g.to_play(), B);
    // Duplicates and off-board points are refused without changing anything.
    assert!(g.set_handicap(&[at(&g, 2, 2), at(&g, 2, 2)]).is_err());
    assert!(g.set_handicap(&[Point(9999)]).is_err());
    assert_eq!(g.board().stone_count(B), 0);
    assert_eq!(g.to_play(), B);
}

#[test]
fn setup_and_side_to_move() {
    let mut g = Game::new(5);
    g.setup(Some(W), at(&g, 0, 0)).unwrap();
    g.setup(Some(B), at(&g, 0, 0)).unwrap();
    assert_eq!(g.board().color_at(at(&g, 0, 0)), Some(B));
    g.setup(None, at(&g, 0, 0)).unwrap();
    assert_eq!(g.board().color_at(at(&g, 0, 0)), None);
    assert_eq!(
        g.setup(Some(B), Point(0)),
        Err(GameError::Illegal(Illegal::OffBoard))
    );
    g.set_to_play(W);
    assert_eq!(g.to_play(), W);
    g.play(W, at(&g, 1, 1)).unwrap();
    g.play(W, at(&g, 2, 2)).unwrap();
    assert_eq!(g.to_play(), B);
    // Setup in the middle of the game goes with the move before it on undo.
    g.setup(Some(B), at(&g, 4, 4)).unwrap();
    assert_eq!(g.board().stone_count(B), 1);
    assert!(g.undo());
    assert_eq!(g.board().stone_count(B), 0);
    assert_eq!(g.board().stone_count(W), 1);
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.consecutive_passes(), 0);
    g.play(B, Point::PASS).unwrap();
    g.play(W, Point::PASS).unwrap();
    assert_eq!(g.consecutive_passes(), 2);
}

const SCORED: &str = "O X O . .
                      . X O . .
                      X X O . .
                      . X O O O
                      . X O . O";

#[test]
fn area_score_with_dead_stones() {
    let g = game(SCORED);
    // Black: 6 stones + 2 (lower left); the white stone in the corner spoils the other region.
    assert_eq!(g.score(&[]), (8 - 16) as f32 - 7.5);
    assert_eq!(g.score(&[at(&g, 0, 0)]), (10 - 15) as f32 - 7.5);
    // Empty or duplicate dead points are harmless.
    let dead = [at(&g, 0, 0), at(&g, 0, 0), at(&g, 0, 1)];
    assert_eq!(g.score(&dead), (10 - 15) as f32 - 7.5);
}

#[test]
fn territory_score_with_dead_stones_and_prisoners() {
    let mut g = game(SCORED);
    g.set_rules(Rules::JAPANESE);
    g.set_komi(6.5);
    // Black territory 4 + one dead white stone; White territory 7.
    assert_eq!(g.score(&[at(&g, 0, 0)]), (5 - 7) as f32 - 6.5);
    // Black captures a white stone in play: one more prisoner, one fewer white point.
    let mut g = game(
        ". X . .
         X O X .
         . . . .
         . . . .",
    );
    g.set_rules(Rules::JAPANESE);
    g.set_komi(0.0);
    g.play(B, at(&g, 1, 2)).unwrap();
    assert_eq!(g.board().captures(B), 1);
    // Black: prisoner 1 + territory 12 (every empty point touches only Black).
    assert_eq!(g.score(&[]), (1 + 12) as f32);
}
