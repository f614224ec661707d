//! Joseki book: a stone-count-indexed graph built from SGF, matched through corner windows.
//!
//! The shipped book (`joseki/book.sgf`, built by `sgf-tools build-book`) is embedded in the
//! binary. `JosekiBook::corner_candidates` proposes a corner's book moves with their counts and
//! shares for the side to move; the search takes them as priors (never as a bypass) through
//! `search::JosekiPriors`. The book depends on the board and SGF only.

pub mod coverage;
mod error;
pub mod graph;
pub mod matcher;
pub mod tree;

use crate::board::{Board, Color, Point};
pub use error::{BookError, BOOK_SIZE};
pub use graph::{JosekiGraph, MAX_WINDOW};
pub use matcher::{Candidate, Corner, MatchMemo, RELAXED_FACTOR};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
pub use tree::{LineTree, ReadStats, Step};

/// The shipped book, embedded so an installed binary needs no data files.
pub static SHIPPED_BOOK: &str = include_str!("../../joseki/book.sgf");

/// The default corner window: 7x7 as the book was designed (corner joseki rarely reach further
/// than the 7th line before tenuki); `--joseki-window` widens it, and joseki/README.md gives
/// the coverage of each size.
pub const DEFAULT_WINDOW: usize = 7;

/// How the engine gets its book (parsed from the command line by the GTP front end).
#[derive(Clone, Debug, PartialEq)]
pub struct JosekiOptions {
    /// Load the embedded book (`--no-joseki` clears it).
    pub shipped: bool,
    /// Extra joseki SGF files (`--joseki PATH`, repeatable): with the shipped book, or instead
    /// of it when `shipped` is off.
    pub paths: Vec<PathBuf>,
    /// Corner window side, 2..=MAX_WINDOW.
    pub window: usize,
}

impl Default for JosekiOptions {
    fn default() -> Self {
        JosekiOptions {
            shipped: true,
            paths: Vec::new(),
            window: DEFAULT_WINDOW,
        }
    }
}

#[derive(Clone, Debug)]
pub struct JosekiBook {
    graph: JosekiGraph,
    window: usize,
    stats: ReadStats,
}

impl JosekiBook {
    /// A book from a merged line tree.
    pub fn from_tree(tree: &LineTree) -> JosekiBook {
        JosekiBook {
            graph: JosekiGraph::build(tree),
            window: DEFAULT_WINDOW,
            stats: tree.stats.clone(),
        }
    }

    /// A book from joseki SGF files' contents, merged.
    pub fn from_sgf(sources: &[&[u8]]) -> Result<JosekiBook, BookError> {
        let mut tree = LineTree::new();
        for bytes in sources {
            tree.add_sgf(bytes)?;
        }
        tree.finish();
        Ok(JosekiBook::from_tree(&tree))
    }

    /// The embedded book, parsed and built on first use and shared afterwards (it is a constant
    /// of the binary, so caching its parse is safe to share process-wide).
    pub fn shipped() -> &'static Arc<JosekiBook> {
        static BOOK: OnceLock<Arc<JosekiBook>> = OnceLock::new();
        BOOK.get_or_init(|| {
            // The embedded book is checked by tests; an empty book is the safe fallback.
            Arc::new(
                JosekiBook::from_sgf(&[SHIPPED_BOOK.as_bytes()])
                    .unwrap_or_else(|_| JosekiBook::from_tree(&LineTree::new())),
            )
        })
    }

    /// The book the options ask for; None when none is wanted. Err names the file that cannot
    /// be read, is not SGF, or holds no line the book can use (a book recorded for another
    /// board size says so): a file asked for by name that adds nothing is a mistake to report,
    /// not to pass over.
    pub fn load(options: &JosekiOptions) -> Result<Option<JosekiBook>, BookError> {
        if !options.shipped && options.paths.is_empty() {
            return Ok(None);
        }
        let mut tree = LineTree::new();
        for path in &options.paths {
            let bytes = std::fs::read(path).map_err(|error| BookError::Read {
                path: path.clone(),
                error,
            })?;
            tree.add_book_file(&bytes)
                .map_err(|error| BookError::File {
                    path: path.clone(),
                    error: Box::new(error),
                })?;
        }
        if options.shipped {
            tree.add_sgf(SHIPPED_BOOK.as_bytes())?;
        }
        tree.finish();
        let mut book = JosekiBook::from_tree(&tree);
        book.set_window(options.window);
        Ok(Some(book))
    }

    pub fn set_window(&mut self, window: usize) {
        self.window = window.clamp(2, MAX_WINDOW);
    }

    pub fn window(&self) -> usize {
        self.window
    }

    pub fn graph(&self) -> &JosekiGraph {
        &self.graph
    }

    /// What reading the sources kept and skipped.
    pub fn stats(&self) -> &ReadStats {
        &self.stats
    }

    /// Book moves for `to_play` on a 19x19 board, best first: (point, share in 0..1). The
    /// share is the move's part of the play the book recorded at its corner's matched
    /// position, so that a corner's shares and its tenuki share (not listed) total 1; the two
    /// images of one move in a symmetric corner take half each. Where two corners' windows
    /// overlap, a point keeps its larger share. Clears `out` first.
    pub fn candidates(&self, board: &Board, to_play: Color, out: &mut Vec<(Point, f32)>) {
        out.clear();
        let mut corner = Vec::new();
        for c in Corner::ALL {
            self.corner_candidates(board, to_play, c, self.window, &mut corner);
            for m in corner.iter().filter(|m| !m.point.is_pass()) {
                let share = m.share / m.points().count() as f32;
                for p in m.points() {
                    match out.iter_mut().find(|(q, _)| *q == p) {
                        Some(entry) => entry.1 = entry.1.max(share),
                        None => out.push((p, share)),
                    }
                }
            }
        }
        out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    }

    /// Every corner's book moves for `to_play`, tenuki left out, the most shared first (a
    /// corner's shares are comparable with another's: each corner's total 1 with its tenuki).
    /// Clears `out` first.
    pub fn book_moves(&self, board: &Board, to_play: Color, out: &mut Vec<Candidate>) {
        out.clear();
        let mut corner = Vec::new();
        for c in Corner::ALL {
            self.corner_candidates(board, to_play, c, self.window, &mut corner);
            out.extend(corner.iter().filter(|m| !m.point.is_pass()));
        }
        out.sort_by(|a, b| b.share.total_cmp(&a.share).then(a.point.cmp(&b.point)));
    }

    /// Book moves (tenuki as PASS) for one corner, most played first, with counts and shares
    /// (see `Candidate`); for the search, tools and tests. Allocates nothing once `out` has
    /// capacity.
    pub fn corner_candidates(
        &self,
        board: &Board,
        to_play: Color,
        corner: Corner,
        window: usize,
        out: &mut Vec<Candidate>,
    ) {
        self.graph
            .match_corner(board, to_play, corner, window, None, out);
    }
}
