//! The engine follows the book to the end of a line when the opponent does: positions taken
//! along the shipped book's lines (both colours to play, all eight symmetries, every family),
//! the opponent's book move just played, and the search with its book asked for a move.
//!
//! The positions are those where the book itself answers locally more often than it tenukis
//! (where it mostly plays elsewhere, playing elsewhere is right and any move would count), and
//! whose stones lie in the engine's corner window (beyond it the matcher cannot know them).
//! The other three corners hold a stone each and tengen one, so that no empty corner is a
//! bigger point than the joseki's next move (the book was mined from whole games, and on an
//! otherwise empty board the engine rightly takes an empty corner at times) and so that the
//! move model judges how urgent the corner is, as it does once every corner is taken
//! (`search::JosekiPriors`).

use clap::Parser;
use tesuji::app::{self, EngineOptions};
use tesuji::board::{Color, Point};
use tesuji::clock::Clock;
use tesuji::engine::{Brain, GenmoveMode, MoveChoice, Silent};
use tesuji::game::Game;
use tesuji::geometry::Symmetry;
use tesuji::joseki::{LineTree, Step, DEFAULT_WINDOW, SHIPPED_BOOK};

/// A position along a book line: the moves to it (top-left frame) and the book's local
/// answers for the side to play.
struct Position {
    line: Vec<(Color, (u8, u8))>,
    to_play: Color,
    answers: Vec<(u8, u8)>,
}

fn book_positions(tree: &LineTree) -> Vec<Position> {
    let mut out = Vec::new();
    type Line = Vec<(Color, (u8, u8))>;
    let mut stack: Vec<(u32, Line)> = vec![(0, Vec::new())];
    while let Some((id, line)) = stack.pop() {
        let node = &tree.nodes[id as usize];
        if let Some(&(last, _)) = line.last() {
            let to_play = last.opponent();
            let mut local = Vec::new();
            let (mut local_count, mut tenuki_count) = (0, 0);
            for &c in &node.children {
                let child = &tree.nodes[c as usize];
                match child.step {
                    Step::Move(color, Some(at)) if color == to_play => {
                        local.push(at);
                        local_count += child.count;
                    }
                    Step::Move(color, None) if color == to_play => tenuki_count += child.count,
                    _ => {}
                }
            }
            let in_window = line
                .iter()
                .all(|&(_, (x, y))| usize::from(x.max(y)) < DEFAULT_WINDOW);
            if local_count > tenuki_count && line.len() >= 2 && in_window {
                out.push(Position {
                    line: line.clone(),
                    to_play,
                    answers: local,
                });
            }
        }
        for &c in node.children.iter().rev() {
            // Only lines of moves on the board, each by the other colour than the last: the
            // opponent follows the book, and the position is set up by plain moves.
            if let Step::Move(color, Some(at)) = tree.nodes[c as usize].step {
                if line.last().is_none_or(|&(last, _)| last != color) {
                    let mut next = line.clone();
                    next.push((color, at));
                    stack.push((c, next));
                }
            }
        }
    }
    out
}

fn shipped_lines() -> LineTree {
    let mut tree = LineTree::new();
    tree.add_sgf(SHIPPED_BOOK.as_bytes())
        .expect("the shipped book reads");
    tree.finish();
    tree
}

/// How many of `count` positions spread over the book the engine answers with a book move,
/// at `playouts` per move; each position under its own symmetry, every other one with the
/// colours swapped.
fn follow_rate(count: usize, playouts: u64) -> (usize, usize, Vec<String>) {
    let positions = book_positions(&shipped_lines());
    assert!(positions.len() >= count, "{} positions", positions.len());
    let playouts = playouts.to_string();
    let args = vec![
        "tesuji",
        "--threads",
        "1",
        "--seed",
        "1",
        "--playouts",
        &playouts,
    ];
    let options = EngineOptions::try_parse_from(args).expect("valid options");
    let book = app::load_book(&options).expect("the book loads");
    let model = app::load_model(&options).expect("the model loads");
    let mut brain: Box<dyn Brain> =
        app::make_brain(&options, book.as_ref(), model.as_ref()).expect("a brain");
    let (mut followed, mut asked) = (0, 0);
    let mut misses = Vec::new();
    for i in 0..count {
        let position = &positions[i * positions.len() / count];
        let symmetry = Symmetry::ALL[i % 8];
        let swap = i % 2 == 1;
        let colour = |c: Color| if swap { c.opponent() } else { c };
        let mut game = Game::new(19);
        let at = |game: &Game, (x, y): (u8, u8)| -> Point {
            let (x, y) = symmetry.apply(x as usize, y as usize, 19);
            game.board().point(x, y)
        };
        // The other corners taken first, as in the games the book was mined from: with empty
        // corners on the board the big point can rightly outbid a joseki's next move.
        let first = position.line[0].0;
        let taken = [(15, 3), (3, 15), (15, 15), (9, 9)];
        for (k, xy) in taken.into_iter().enumerate() {
            let c = if k % 2 == 0 { first } else { first.opponent() };
            let p = at(&game, xy);
            game.play(colour(c), p).expect("the corners are empty");
        }
        for &(c, xy) in &position.line {
            let p = at(&game, xy);
            game.play(colour(c), p).expect("book lines are legal");
        }
        let to_play = colour(position.to_play);
        let answers: Vec<Point> = position.answers.iter().map(|&a| at(&game, a)).collect();
        let choice = brain.genmove(
            &game,
            to_play,
            &Clock::default(),
            GenmoveMode::Regression,
            &mut Silent,
        );
        asked += 1;
        match choice {
            MoveChoice::Play(p) if answers.contains(&p) => followed += 1,
            other => misses.push(format!(
                "#{i} after {} moves: {other:?}, book {answers:?}",
                position.line.len()
            )),
        }
    }
    (followed, asked, misses)
}

#[test]
fn the_engine_follows_the_book_when_the_opponent_does() {
    let (followed, asked, misses) = follow_rate(64, 1000);
    eprintln!("book moves played: {followed} of {asked}");
    for miss in &misses {
        eprintln!("  {miss}");
    }
    // 58 of 64 at this seed (91 %), the misses mostly a move elsewhere; before the move model
    // judged the corners' urgency, 62 of 64 on an otherwise empty board.
    assert!(
        followed * 100 >= asked * 85,
        "{followed} of {asked} book moves: {misses:#?}"
    );
}
