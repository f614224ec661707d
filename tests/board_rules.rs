//! Board rules checked on ASCII diagrams: captures, snapback, suicide, ko, eyes, scoring.

use tesuji::board::{Board, Color, Illegal, Point};

const B: Color = Color::Black;
const W: Color = Color::White;

fn board(diagram: &str) -> Board {
    let b = Board::from_diagram(diagram).expect("valid diagram");
    b.debug_validate().expect("consistent after setup");
    b
}

fn play(b: &mut Board, color: Color, x: usize, y: usize) -> Result<(), Illegal> {
    let p = b.point(x, y);
    let legal = b.is_legal(color, p);
    let result = b.play(color, p);
    assert_eq!(
        legal,
        result.is_ok(),
        "is_legal disagrees with play at ({x}, {y})"
    );
    b.debug_validate().expect("consistent after play");
    result
}

fn expect(b: &Board, diagram: &str) {
    assert_eq!(b.to_diagram(), board(diagram).to_diagram());
}

#[test]
fn diagram_round_trip() {
    let text = "X.O\n.X.\nOO.";
    let b = board(text);
    assert_eq!(b.to_diagram(), text);
    assert_eq!(b.stone_count(B), 2);
    assert_eq!(b.stone_count(W), 3);
    assert_eq!(board(" X . O \n\n . X . \n O O . ").to_diagram(), text);
    assert!(Board::from_diagram("X.\n..\n..").is_err());
    assert!(Board::from_diagram("X?\n..").is_err());
    assert!(Board::from_diagram("").is_err());
    assert!(Board::from_diagram("X").is_err());
    let big = vec![".".repeat(26); 26].join("\n");
    assert!(Board::from_diagram(&big).is_err());
    let largest = vec![".".repeat(25); 25].join("\n");
    assert_eq!(Board::from_diagram(&largest).unwrap().size(), 25);
}

#[test]
fn geometry() {
    for size in [2, 9, 19, 25] {
        let b = Board::new(size);
        assert_eq!(b.points().count(), size * size);
        assert_eq!(b.empty_points().len(), size * size);
        assert!(!b.is_on_board(Point::PASS));
        for p in b.points() {
            assert!(p.index() < b.array_len());
            assert!(b.is_on_board(p));
            let (x, y) = b.xy(p);
            assert_eq!(b.point(x, y), p);
            let on_board = b
                .neighbours(p)
                .iter()
                .filter(|&&n| b.is_on_board(n))
                .count();
            let edges = [x == 0, y == 0, x == size - 1, y == size - 1];
            assert_eq!(on_board, 4 - edges.iter().filter(|&&e| e).count());
            for d in b.diagonals(p) {
                assert!(d.index() < b.array_len());
            }
        }
    }
}

#[test]
fn single_capture() {
    let mut b = board(
        ". X .
         X O X
         . . .",
    );
    play(&mut b, B, 1, 2).unwrap();
    expect(
        &b,
        ". X .
         X . X
         . X .",
    );
    assert_eq!(b.captures(B), 1);
    assert_eq!(b.stone_count(W), 0);
    assert_eq!(
        b.ko_point(),
        None,
        "the capturing stone has liberties: no ko"
    );
}

#[test]
fn multi_stone_capture() {
    let mut b = board(
        ". X X .
         X O O X
         . X . .
         . . . .",
    );
    let white = b.point(1, 1);
    assert_eq!(b.liberty_count(white), 1);
    assert_eq!(b.atari_liberty(white), Some(b.point(2, 2)));
    play(&mut b, B, 2, 2).unwrap();
    expect(
        &b,
        ". X X .
         X . . X
         . X X .
         . . . .",
    );
    assert_eq!(b.captures(B), 2);
}

#[test]
fn capture_of_two_chains_at_once() {
    let mut b = board(
        "O X . .
         . X . .
         X O X .
         . X . .",
    );
    // White at (0,1) is suicide unless it captures; Black at (0,1) captures both white stones.
    play(&mut b, B, 0, 1).unwrap();
    assert_eq!(b.captures(B), 1);
    let mut b = board(
        "O X O .
         X O . .
         O . . .
         . . . .",
    );
    assert_eq!(play(&mut b, B, 2, 1), Ok(()));
    assert_eq!(b.captures(B), 0);
}

#[test]
fn snapback() {
    let mut b = board(
        ". . O . .
         X X O . .
         O O . . .
         . . . . .
         . . . . .",
    );
    play(&mut b, W, 0, 0).unwrap(); // throw-in
    play(&mut b, B, 1, 0).unwrap(); // takes one stone...
    assert_eq!(b.captures(B), 1);
    assert_eq!(b.ko_point(), None, "taking with a connected stone is no ko");
    assert_eq!(b.liberty_count(b.point(1, 0)), 1);
    play(&mut b, W, 0, 0).unwrap(); // ...and loses three
    expect(
        &b,
        "O . O . .
         . . O . .
         O O . . .
         . . . . .
         . . . . .",
    );
    assert_eq!(b.captures(W), 3);
    assert_eq!(b.stone_count(B), 0);
}

#[test]
fn suicide_is_illegal() {
    let mut b = board(
        ". O .
         O . O
         . O .",
    );
    let before = b.clone();
    assert_eq!(play(&mut b, B, 1, 1), Err(Illegal::Suicide));
    assert_eq!(play(&mut b, B, 0, 0), Err(Illegal::Suicide));
    assert_eq!(b, before);
    assert_eq!(b.hash(), before.hash());
    // White may fill its own eye: the chain keeps other liberties.
    assert_eq!(play(&mut b, W, 1, 1), Ok(()));
}

#[test]
fn multi_stone_suicide_is_illegal() {
    let mut b = board(
        ". O . .
         X O . .
         O . . .
         . . . .",
    );
    assert_eq!(play(&mut b, B, 0, 0), Err(Illegal::Suicide));
    let mut b = board(
        "X . X O
         X X O .
         O O . .
         . . . .",
    );
    // Filling the last liberty of a five-stone chain.
    assert_eq!(play(&mut b, B, 1, 0), Err(Illegal::Suicide));
    // White there captures the three-stone chain and the lone stone at (2,0).
    assert_eq!(play(&mut b, W, 1, 0), Ok(()));
    assert_eq!(b.captures(W), 4);
}

#[test]
fn capture_that_looks_like_suicide_is_legal() {
    let mut b = board(
        ". X O .
         X O . .
         O . . .
         . . . .",
    );
    assert!(!b.is_suicide(W, b.point(0, 0)));
    play(&mut b, W, 0, 0).unwrap();
    expect(
        &b,
        "O . O .
         . O . .
         O . . .
         . . . .",
    );
    assert_eq!(b.captures(W), 2);
    assert_eq!(b.ko_point(), None, "two stones captured: no ko");
}

/// Black to take a ko at (2,1), capturing White's (1,1).
fn ko_shape() -> Board {
    board(
        ". X O .
         X O . O
         . X O .
         . . . .",
    )
}

#[test]
fn simple_ko() {
    let mut b = ko_shape();
    play(&mut b, B, 2, 1).unwrap();
    let ko = b.point(1, 1);
    assert_eq!(b.ko_point(), Some(ko));
    assert_eq!(play(&mut b, W, 1, 1), Err(Illegal::Ko));
    assert!(
        b.is_legal(B, ko),
        "the ko only binds the side that was captured"
    );
    // A move elsewhere lifts the ban.
    play(&mut b, W, 3, 3).unwrap();
    assert_eq!(b.ko_point(), None);
    play(&mut b, B, 0, 3).unwrap();
    play(&mut b, W, 1, 1).unwrap();
    assert_eq!(b.ko_point(), Some(b.point(2, 1)));
    assert_eq!(b.captures(W), 1);
    // A pass also lifts it.
    assert_eq!(play(&mut b, B, 2, 1), Err(Illegal::Ko));
    b.play(B, Point::PASS).unwrap();
    b.play(W, Point::PASS).unwrap();
    assert_eq!(b.ko_point(), None);
    play(&mut b, B, 2, 1).unwrap();
}

#[test]
fn occupied_and_off_board() {
    let mut b = board("X.\n..");
    assert_eq!(play(&mut b, W, 0, 0), Err(Illegal::Occupied));
    assert_eq!(b.play(W, Point(1)), Err(Illegal::OffBoard));
    assert_eq!(b.play(W, Point(u16::MAX)), Err(Illegal::OffBoard));
    assert!(!b.is_legal(W, Point(u16::MAX)));
    assert!(b.is_legal(W, Point::PASS));
    assert_eq!(b.place_setup(W, Point(u16::MAX)), Err(Illegal::OffBoard));
    assert_eq!(b.color_at(Point(u16::MAX)), None);
    // Queries on points that are not on the board answer without panicking.
    for p in [Point::PASS, Point(1), Point(u16::MAX)] {
        let _ = b.neighbours(p);
        let _ = b.diagonals(p);
        assert!(!b.is_eye(B, p));
        assert!(!b.is_empty_at(p));
        assert_eq!(b.liberty_count(p), 0);
        assert_eq!(b.atari_liberty(p), None);
        assert!(b.chain_liberties(p).is_empty());
        assert_eq!(b.chain_stones(p).count(), 0);
        assert_eq!(b.chain_size(p), 0);
        assert!(!b.has_liberties(p, 1));
        let _ = b.chain_id(p);
        assert_eq!(b.hash_after(B, p), b.hash());
        assert!(!b.is_suicide(B, p));
    }
}

#[test]
fn hash_depends_on_stones_only() {
    let mut a = Board::new(9);
    let mut b = Board::new(9);
    assert_eq!(a.hash(), 0);
    a.play(B, a.point(2, 2)).unwrap();
    a.play(W, a.point(6, 6)).unwrap();
    b.play(W, b.point(6, 6)).unwrap();
    b.play(B, b.point(2, 2)).unwrap();
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.tt_key(B), b.tt_key(B));
    assert_ne!(a.tt_key(B), a.tt_key(W));
    b.remove_setup(b.point(6, 6)).unwrap();
    assert_ne!(a.hash(), b.hash());
    b.place_setup(W, b.point(6, 6)).unwrap();
    assert_eq!(a.hash(), b.hash());
    // A 19x19 and a 9x9 board with "the same" point index hash alike: the table is shared.
    let mut c = Board::new(19);
    c.place_setup(B, Point(a.point(2, 2).0)).unwrap();
    assert_ne!(c.hash(), 0);
}

#[test]
fn tt_key_includes_ko() {
    let mut b = ko_shape();
    let mut same_stones = b.clone();
    play(&mut b, B, 2, 1).unwrap();
    same_stones.place_setup(B, same_stones.point(2, 1)).unwrap();
    same_stones.remove_setup(same_stones.point(1, 1)).unwrap();
    assert_eq!(b.hash(), same_stones.hash());
    assert_ne!(b.tt_key(W), same_stones.tt_key(W), "ko restricts White");
    assert_eq!(
        b.tt_key(B),
        same_stones.tt_key(B),
        "ko does not restrict Black"
    );
}

#[test]
fn hash_after_predicts_hash() {
    let b = board(
        ". X O .
         X O . O
         . X O .
         . . . .",
    );
    for p in b.points() {
        for color in Color::BOTH {
            if b.is_legal(color, p) {
                let mut after = b.clone();
                after.play(color, p).unwrap();
                assert_eq!(b.hash_after(color, p), after.hash());
            }
        }
    }
}

#[test]
fn liberties_and_chains() {
    let b = board(
        "X X . .
         X O O .
         . O . .
         . . . X",
    );
    let black = b.point(0, 0);
    assert_eq!(b.liberty_count(black), 2);
    assert_eq!(b.chain_stones(black).count(), 3);
    assert_eq!(b.chain_id(black), b.chain_id(b.point(1, 0)));
    assert_eq!(b.atari_liberty(black), None);
    let white = b.point(1, 2);
    // (2,0), (3,1), (2,2) shared by two stones, (0,2), (1,3): five distinct liberties.
    let libs = b.chain_liberties(white);
    assert_eq!(libs.len(), 5);
    assert_eq!(b.liberty_count(white), 5);
    assert!(libs.contains(&b.point(2, 2)));
    assert!(b.has_liberties(white, 5));
    assert!(!b.has_liberties(white, 6));
    assert_eq!(b.liberty_count(b.point(3, 0)), 0, "empty point");
    assert_eq!(b.chain_stones(b.point(3, 0)).count(), 0);
}

#[test]
fn eyes() {
    let b = board(
        ". X . X .
         X . X X X
         . X X O .
         X X . X O
         . X X X .",
    );
    assert!(b.is_eye(B, b.point(0, 0)), "corner eye");
    assert!(b.is_eye(B, b.point(2, 0)), "edge eye");
    assert!(
        b.is_eye(B, b.point(1, 1)),
        "centre eye with no enemy diagonal"
    );
    assert!(
        b.is_eye(B, b.point(2, 3)),
        "centre eye with one enemy diagonal"
    );
    assert!(!b.is_eye(W, b.point(2, 3)));
    assert!(b.is_eye(B, b.point(4, 0)), "corner eye, own diagonal");
    assert!(!b.is_eye(B, b.point(4, 2)), "white neighbour");
    assert!(!b.is_eye(B, b.point(4, 4)), "white neighbour in the corner");
    assert!(!b.is_eye(B, b.point(1, 0)), "occupied");
    let false_eye = board(
        ". . . . .
         . O X O .
         . X . X .
         . O X . .
         . . . . .",
    );
    assert!(
        !false_eye.is_eye(B, false_eye.point(2, 2)),
        "two enemy diagonals"
    );
    let edge_false = board(
        ". . . . .
         . . . . .
         . . . . .
         . X O . .
         X . X . .",
    );
    assert!(
        !edge_false.is_eye(B, edge_false.point(1, 4)),
        "edge eye with enemy diagonal"
    );
    assert!(!edge_false.is_eye(W, edge_false.point(1, 4)));
}

#[test]
fn boundary_balance_counts_the_stones_that_touch_the_other_colour() {
    // Column C was empty at the leaf; a playout filled its top three points for Black and
    // its bottom two for White, each beside a stone of the other colour.
    let b = board(
        ". X X O .
         . X X O .
         X X X O O
         . X O O .
         . X O O .",
    );
    let column_c: Vec<Point> = (0..5).map(|y| b.point(2, y)).collect();
    assert_eq!(b.boundary_balance(&column_c), 3 - 2);
    // A point beside captured stones (no stone of the other colour next to it) is territory.
    let inside = board(
        ". X . . .
         X X . . .
         . . . . O
         . . . O .
         . . O . .",
    );
    assert_eq!(inside.boundary_balance(&[inside.point(1, 1)]), 0);
    // Empty points count for no one.
    assert_eq!(inside.boundary_balance(&[inside.point(0, 0)]), 0);
}

#[test]
fn area_score_counts_stones_and_surrounded_regions() {
    let b = board(
        ". X O . .
         . X O . .
         X X O . .
         . X O O O
         . X O . O",
    );
    assert_eq!(b.territory(), [4, 7]);
    assert_eq!(b.area_score(), 10 - 15);
    assert_eq!(Board::new(9).area_score(), 0);
    let dame = board(
        "X . O
         . . .
         . . .",
    );
    assert_eq!(
        dame.area_score(),
        0,
        "region reaching both colours is neutral"
    );
}
