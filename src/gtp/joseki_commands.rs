//! `joseki_moves [colour]`: the opening book's candidates for the side to move (or `colour`),
//! one `VERTEX WEIGHT` pair per line, best first; empty when the book has nothing. The same
//! text is a GoGui `pspairs` response. WEIGHT is the move's share of its corner's book play
//! (`JosekiBook::candidates`): a corner's weights and its unlisted tenuki share total 1, the
//! two images of a symmetric corner's move taking half each.

use super::args::{parse_color, vertex_name};
use super::context::{text, Ctx, Outcome};
use super::session::Session;

pub(crate) fn joseki_moves(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let color = match args {
        [] => s.game.to_play(),
        [c] => parse_color(c).ok_or_else(|| "syntax error".to_string())?,
        _ => return Err("syntax error".to_string()),
    };
    let Some(book) = &s.book else {
        return text("");
    };
    let board = s.game.board();
    let mut candidates = Vec::new();
    book.candidates(board, color, &mut candidates);
    let lines: Vec<String> = candidates
        .iter()
        .map(|&(p, weight)| format!("{} {weight:.2}", vertex_name(board, p)))
        .collect();
    text(lines.join("\n"))
}
