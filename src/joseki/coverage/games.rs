//! How often game records' corner moves are book moves.

use serde::Serialize;

use super::report::ratio;
use crate::joseki::{Corner, JosekiBook, BOOK_SIZE};
use crate::json;
use crate::sgf::GameTree;

/// How often game records' corner moves follow the book.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GamesReport {
    pub games: u64,
    /// Games skipped: not 19x19, or unreadable.
    pub skipped: u64,
    /// Moves among the first N that lie in a corner window.
    pub corner_moves: u64,
    /// ...that the book listed as a candidate.
    pub book_moves: u64,
    /// ...that were the book's best candidate.
    pub top1: u64,
    /// Corner moves played when the book had candidates at all.
    pub with_candidates: u64,
}

impl GamesReport {
    pub fn to_text(&self, first_moves: usize) -> String {
        format!(
            "games {} (skipped {}), first {first_moves} moves\n\
             corner moves          {}\n\
             book had candidates   {:6.2}%  ({})\n\
             book moves            {:6.2}%  ({})\n\
             book's best move      {:6.2}%  ({})\n",
            self.games,
            self.skipped,
            self.corner_moves,
            100.0 * ratio(self.with_candidates, self.corner_moves),
            self.with_candidates,
            100.0 * ratio(self.book_moves, self.corner_moves),
            self.book_moves,
            100.0 * ratio(self.top1, self.corner_moves),
            self.top1,
        )
    }

    pub fn to_json(&self, first_moves: usize) -> String {
        #[derive(Serialize)]
        struct GamesJson {
            games: u64,
            skipped: u64,
            first_moves: usize,
            corner_moves: u64,
            with_candidates: u64,
            book_moves: u64,
            book_rate: f64,
            top1: u64,
            top1_rate: f64,
        }
        json::line(&GamesJson {
            games: self.games,
            skipped: self.skipped,
            first_moves,
            corner_moves: self.corner_moves,
            with_candidates: self.with_candidates,
            book_moves: self.book_moves,
            book_rate: json::rate(ratio(self.book_moves, self.corner_moves)),
            top1: self.top1,
            top1_rate: json::rate(ratio(self.top1, self.corner_moves)),
        })
    }
}

/// Whether (x, y) lies in some corner's `window`.
pub fn in_corner_window(x: usize, y: usize, window: usize) -> bool {
    Corner::of(x, y, window, BOOK_SIZE).is_some()
}

/// Replays the first `first_moves` moves of a game's main line, scoring each corner move
/// against the book's candidates (whole board, the book's own window). The replay ends early
/// at a move the board refuses.
pub fn score_game(
    book: &JosekiBook,
    tree: &GameTree,
    first_moves: usize,
    report: &mut GamesReport,
) {
    let on_book_board = !tree.nodes.is_empty() && tree.board_size() == Ok(BOOK_SIZE);
    let Some(mut line) = on_book_board
        .then(|| crate::sgf::replay(tree).ok())
        .flatten()
    else {
        report.skipped += 1;
        return;
    };
    report.games += 1;
    let mut candidates = Vec::new();
    while let Some(mv) = line.next_move() {
        if mv.number >= first_moves {
            break;
        }
        let Some((x, y)) = mv.at else {
            continue;
        };
        if in_corner_window(x, y, book.window()) {
            book.book_moves(line.board(), mv.color, &mut candidates);
            report.corner_moves += 1;
            report.with_candidates += !candidates.is_empty() as u64;
            report.book_moves += candidates.iter().any(|m| m.plays(mv.point)) as u64;
            report.top1 += candidates.first().is_some_and(|m| m.plays(mv.point)) as u64;
        }
    }
}
