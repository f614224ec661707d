//! The joseki part: each corner's moves checked against the book (the engine's own matcher,
//! exact or relaxed) until the first move the book does not offer there.

use tesuji::board::Color;
use tesuji::joseki::{Candidate, Corner, JosekiBook, BOOK_SIZE};

use super::Replay;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The book had no move at all in this corner: the line had run out.
    Silent,
    /// The book had moves, and the player chose another.
    Unlisted,
}

/// One book move at the departure: point (None for tenuki), its mirror image where the
/// corner is symmetric (the same move), share of the book's play in 0..1, count, exact.
#[derive(Clone, Debug)]
pub struct BookMove {
    pub at: Option<(usize, usize)>,
    pub mirror: Option<(usize, usize)>,
    pub share: f32,
    pub count: u64,
    pub exact: bool,
}

#[derive(Clone, Debug)]
pub struct Departure {
    /// 1-based move number.
    pub move_number: usize,
    pub color: Color,
    pub at: (usize, usize),
    pub kind: Kind,
    pub book: Vec<BookMove>,
}

#[derive(Clone, Debug)]
pub struct CornerReport {
    pub name: &'static str,
    pub corner: Corner,
    /// Book moves played in the corner before it left the book, per colour (Color::index).
    pub followed: [usize; 2],
    /// Of those, how many matched a book position exactly (the rest by the relaxed match).
    pub exact: usize,
    pub departure: Option<Departure>,
}

#[derive(Clone, Debug, Default)]
pub struct JosekiReport {
    /// Why the part did not run (the book is for 19x19 only).
    pub skipped: Option<String>,
    pub corners: Vec<CornerReport>,
}

const NAMES: [&str; 4] = ["top left", "top right", "bottom left", "bottom right"];

pub fn review(book: &JosekiBook, replay: &Replay) -> JosekiReport {
    if replay.size != BOOK_SIZE {
        return JosekiReport {
            skipped: Some(format!(
                "The joseki book is for 19x19; this game is {s}x{s}, so no corner was checked.",
                s = replay.size
            )),
            corners: Vec::new(),
        };
    }
    let window = book.window();
    let mut corners: Vec<CornerReport> = Corner::ALL
        .iter()
        .zip(NAMES)
        .map(|(&corner, name)| CornerReport {
            name,
            corner,
            followed: [0, 0],
            exact: 0,
            departure: None,
        })
        .collect();
    let mut candidates: Vec<Candidate> = Vec::new();
    for (k, &(color, at)) in replay.moves.iter().enumerate() {
        let Some((x, y)) = at else { continue };
        let Some(c) = Corner::of(x, y, window, BOOK_SIZE).map(Corner::index) else {
            continue;
        };
        let report = &mut corners[c];
        if report.departure.is_some() {
            continue;
        }
        let board = &replay.positions[k].0;
        book.corner_candidates(board, color, report.corner, window, &mut candidates);
        let point = board.point(x, y);
        if let Some(hit) = candidates.iter().find(|m| m.plays(point)) {
            report.followed[color.index()] += 1;
            report.exact += hit.exact as usize;
            continue;
        }
        let listed: Vec<BookMove> = candidates
            .iter()
            .map(|m| BookMove {
                at: (!m.point.is_pass()).then(|| board.xy(m.point)),
                mirror: m.mirror.map(|p| board.xy(p)),
                share: m.share,
                count: m.count,
                exact: m.exact,
            })
            .collect();
        report.departure = Some(Departure {
            move_number: k + 1,
            color,
            at: (x, y),
            kind: if listed.is_empty() {
                Kind::Silent
            } else {
                Kind::Unlisted
            },
            book: listed,
        });
    }
    JosekiReport {
        skipped: None,
        corners,
    }
}

impl Departure {
    /// One sentence for comments and the page.
    pub fn describe(&self, corner: &str, size: usize) -> String {
        let who = super::colour_name(self.color);
        let played = crate::gtp_client::vertex(Some(self.at), size);
        match self.kind {
            Kind::Silent => format!(
                "{corner} corner: the book has no more moves here; {who} {played} (move {}) leaves it.",
                self.move_number
            ),
            Kind::Unlisted => format!(
                "{corner} corner: {who} {played} (move {}) is not a book move. Book: {}.",
                self.move_number,
                self.book_list(size)
            ),
        }
    }

    /// "R6 or O3 62% (1432, exact), tenuki 10% (230, exact)", the most played first (a move
    /// and its mirror image in a symmetric corner are one move); the long tail of rare replies
    /// is counted, not listed, so a comment stays readable.
    pub fn book_list(&self, size: usize) -> String {
        const LISTED: usize = 8;
        let vertex = |p| crate::gtp_client::vertex(Some(p), size);
        let mut list = self
            .book
            .iter()
            .take(LISTED)
            .map(|m| {
                let name = match (m.at, m.mirror) {
                    (None, _) => "tenuki".to_string(),
                    (Some(p), None) => vertex(p),
                    (Some(p), Some(q)) => format!("{} or {}", vertex(p), vertex(q)),
                };
                format!(
                    "{name} {:.0}% ({}, {})",
                    100.0 * m.share,
                    m.count,
                    if m.exact { "exact" } else { "relaxed" }
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        if self.book.len() > LISTED {
            list.push_str(&format!(" and {} rarer moves", self.book.len() - LISTED));
        }
        list
    }
}

impl JosekiReport {
    /// Per player: book moves played, corners left, and how.
    pub fn summary(&self) -> String {
        if let Some(why) = &self.skipped {
            return why.clone();
        }
        let mut lines = Vec::new();
        for color in Color::BOTH {
            let followed: usize = self.corners.iter().map(|c| c.followed[color.index()]).sum();
            let left: Vec<&CornerReport> = self
                .corners
                .iter()
                .filter(|c| c.departure.as_ref().is_some_and(|d| d.color == color))
                .collect();
            let unlisted = left
                .iter()
                .filter(|c| {
                    c.departure
                        .as_ref()
                        .is_some_and(|d| d.kind == Kind::Unlisted)
                })
                .count();
            lines.push(format!(
                "{}: {}; left the book in {} ({unlisted} with a move the book does not list, {} after the book ran out).",
                super::colour_name(color),
                counted(followed, "book move", "book moves"),
                counted(left.len(), "corner", "corners"),
                left.len() - unlisted
            ));
        }
        let untouched = self
            .corners
            .iter()
            .filter(|c| c.departure.is_none())
            .map(|c| c.name)
            .collect::<Vec<_>>();
        if !untouched.is_empty() {
            lines.push(format!(
                "Still in the book at the end: {}.",
                untouched.join(", ")
            ));
        }
        lines.join("\n")
    }
}

/// "1 corner", "2 corners", "0 corners".
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
