//! Joseki book: a stone-count-indexed graph built from SGF, matched through corner windows.
//!
//! The shipped book (`joseki/book.sgf`, built by `sgf-tools build-book`) is embedded in the
//! binary. `JosekiBook::candidates` proposes book moves with weights in 0..1 for the side to
//! move; the search takes them as priors (never as a bypass) through `JosekiPriors`, its
//! `PriorHook`, which `engine::make_brain` installs from the command-line options.

pub mod coverage;
pub mod graph;
mod grid;
pub mod matcher;
pub mod tree;

use crate::board::{Board, Color, Point};
use crate::engine::EngineOptions;
use crate::playout::Prior;
pub use graph::{JosekiGraph, MAX_WINDOW};
pub use matcher::{Candidate, Corner, RELAXED_FACTOR};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
pub use tree::{LineTree, ReadStats, Step};

/// The shipped book, embedded so an installed binary needs no data files.
pub static SHIPPED_BOOK: &str = include_str!("../../joseki/book.sgf");

/// Virtual visits a book move of weight 1 adds to its prior at `--joseki-weight 1`. Strong on
/// purpose: at a few thousand playouts per second weaker opinions are lost in the opening's
/// noise (19x19 self-play at 0.3 s per move: 4% of the corner moves were book moves when the
/// top move got 50 virtual visits, 74% with 200, 57% with this setting).
pub const PRIOR_VISITS: f32 = 150.0;
/// The win rate those virtual visits carry: book moves are good local moves.
pub const PRIOR_VALUE: f32 = 0.7;

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
    /// `--joseki-weight`: scales the book's priors (0 ignores the book).
    pub weight: f32,
}

impl Default for JosekiOptions {
    fn default() -> Self {
        JosekiOptions {
            shipped: true,
            paths: Vec::new(),
            window: DEFAULT_WINDOW,
            weight: 1.0,
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
    pub fn from_sgf(sources: &[&[u8]]) -> Result<JosekiBook, String> {
        let mut tree = LineTree::new();
        for bytes in sources {
            tree.add_sgf(bytes)?;
        }
        tree.finish();
        Ok(JosekiBook::from_tree(&tree))
    }

    /// The embedded book, parsed and built on first use and shared afterwards.
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

    /// Starts loading the book the options ask for on a background thread, so that the engine
    /// answers its controller at once; a later `for_engine` waits only for what is left.
    pub fn prewarm(options: &EngineOptions) {
        if options.no_joseki && options.joseki.is_empty() {
            return;
        }
        let options = options.clone();
        let _ = std::thread::Builder::new()
            .name("joseki-load".to_string())
            .spawn(move || JosekiBook::for_engine(&options).map(|_| ()));
    }

    /// The book the engine's command line asks for, loaded once per process and shared (the
    /// search and the GTP `joseki_moves` command both call this). `--no-joseki` leaves out the
    /// embedded book; `--joseki PATH` files are added to it, or used instead of it together with
    /// `--no-joseki`. None when no book is wanted.
    pub fn for_engine(options: &EngineOptions) -> Result<Option<Arc<JosekiBook>>, String> {
        let wanted = JosekiOptions {
            shipped: !options.no_joseki,
            paths: options.joseki.clone(),
            window: options.joseki_window,
            weight: options.joseki_weight,
        };
        if wanted.paths.is_empty() && wanted.window == DEFAULT_WINDOW {
            return Ok(wanted.shipped.then(|| Arc::clone(JosekiBook::shipped())));
        }
        type Loaded = Vec<((bool, Vec<PathBuf>, usize), Arc<JosekiBook>)>;
        static LOADED: Mutex<Loaded> = Mutex::new(Vec::new());
        let key = (wanted.shipped, wanted.paths.clone(), wanted.window);
        let mut loaded = LOADED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, book)) = loaded.iter().find(|(k, _)| *k == key) {
            return Ok(Some(Arc::clone(book)));
        }
        let Some(book) = JosekiBook::load(&wanted)? else {
            return Ok(None);
        };
        let book = Arc::new(book);
        loaded.push((key, Arc::clone(&book)));
        Ok(Some(book))
    }

    /// The book the options ask for; None when none is wanted.
    pub fn load(options: &JosekiOptions) -> Result<Option<JosekiBook>, String> {
        if !options.shipped && options.paths.is_empty() {
            return Ok(None);
        }
        let mut files = Vec::new();
        for path in &options.paths {
            files.push(
                std::fs::read(path)
                    .map_err(|e| format!("cannot read joseki file {}: {e}", path.display()))?,
            );
        }
        let mut sources: Vec<&[u8]> = files.iter().map(Vec::as_slice).collect();
        if options.shipped {
            sources.push(SHIPPED_BOOK.as_bytes());
        }
        let mut book = JosekiBook::from_sgf(&sources)?;
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

    /// Book moves for `to_play` on a 19x19 board, best first: (point, weight in 0..1). The weight
    /// is the move's share of the matched book position's play count (tenuki included in the
    /// total), halved for relaxed matches; the best over corners and symmetries is kept per point.
    /// Tenuki is not listed. Clears `out` first; allocates nothing once `out` has capacity.
    /// The search adds these as priors scaled by `--joseki-weight`.
    pub fn candidates(&self, board: &Board, to_play: Color, out: &mut Vec<(Point, f32)>) {
        out.clear();
        for corner in Corner::ALL {
            self.graph
                .match_corner(board, to_play, corner, self.window, |c| {
                    if c.point.is_pass() {
                        return;
                    }
                    match out.iter_mut().find(|(p, _)| *p == c.point) {
                        Some(entry) => entry.1 = entry.1.max(c.weight),
                        None => out.push((c.point, c.weight)),
                    }
                });
        }
        out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    }

    /// Adds the book's opinion to the search's heuristic priors for a new node: each book move
    /// already in `priors` gains `scale * PRIOR_VISITS * sqrt(weight)` virtual visits at win
    /// rate `PRIOR_VALUE` (`scale` is `--joseki-weight`; 0 leaves `priors` alone). The square
    /// root keeps the book's rarer lines in view. Moves the heuristics left out stay out.
    /// Allocates nothing after a thread's first call.
    pub fn add_priors(&self, board: &Board, to_play: Color, scale: f32, priors: &mut [Prior]) {
        if scale <= 0.0 || board.size() != tree::BOOK_SIZE {
            return;
        }
        thread_local! {
            static SCRATCH: std::cell::RefCell<Vec<(Point, f32)>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        SCRATCH.with(|scratch| {
            let Ok(mut candidates) = scratch.try_borrow_mut() else {
                return;
            };
            self.candidates(board, to_play, &mut candidates);
            for &(point, weight) in candidates.iter() {
                let Some(prior) = priors.iter_mut().find(|p| p.point == point) else {
                    continue;
                };
                let visits = scale * PRIOR_VISITS * weight.sqrt();
                let total = prior.weight + visits;
                prior.value = (prior.value * prior.weight + PRIOR_VALUE * visits) / total;
                prior.weight = total;
            }
        });
    }

    /// Book moves (tenuki as PASS) for one corner, best first, with counts; for tools and tests.
    pub fn corner_candidates(
        &self,
        board: &Board,
        to_play: Color,
        corner: Corner,
        window: usize,
        out: &mut Vec<Candidate>,
    ) {
        out.clear();
        self.graph
            .match_corner(board, to_play, corner, window, |c| {
                matcher::merge_candidate(out, c)
            });
        matcher::sort_candidates(out);
    }
}

/// The book as the search's prior hook: book moves gain virtual visits at every expansion
/// (`JosekiBook::add_priors`), scaled by `--joseki-weight`. The book is resolved on the first
/// expansion, so building the engine does not wait for it (`prewarm` loads it meanwhile).
pub struct JosekiPriors {
    options: EngineOptions,
    book: OnceLock<Option<Arc<JosekiBook>>>,
}

/// Past this many stones the corners are settled; the lookup would only cost time.
const MAX_STONES_FOR_BOOK: u32 = 160;

impl JosekiPriors {
    /// None when the options ask for no book or a zero weight.
    pub fn for_engine(options: &EngineOptions) -> Option<JosekiPriors> {
        let wanted = !(options.no_joseki && options.joseki.is_empty());
        (wanted && options.joseki_weight > 0.0).then(|| JosekiPriors {
            options: options.clone(),
            book: OnceLock::new(),
        })
    }
}

impl crate::search::PriorHook for JosekiPriors {
    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        if board.size() != tree::BOOK_SIZE
            || board.stone_count(Color::Black) + board.stone_count(Color::White)
                > MAX_STONES_FOR_BOOK
        {
            return;
        }
        let book = self
            .book
            .get_or_init(|| match JosekiBook::for_engine(&self.options) {
                Ok(book) => book,
                Err(e) => {
                    eprintln!("tesuji: joseki book not loaded: {e}");
                    None
                }
            });
        if let Some(book) = book {
            book.add_priors(board, to_play, self.options.joseki_weight, priors);
        }
    }
}
