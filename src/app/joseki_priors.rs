//! The joseki book as the search's prior hook. The adapter lives here, not in `joseki`, so the
//! book knows nothing of the search and the search nothing of the book.

use crate::board::{Board, Color, Point};
use crate::joseki::{JosekiBook, BOOK_SIZE};
use crate::search::Prior;
use crate::search::PriorHook;
use std::sync::Arc;

/// Virtual visits a book move of weight 1 adds to its prior at `--joseki-weight 1`. Strong on
/// purpose: at a few thousand playouts per second weaker opinions are lost in the opening's
/// noise (19x19 self-play at 0.3 s per move: 4% of the corner moves were book moves when the
/// top move got 50 virtual visits, 74% with 200, 57% with this setting).
pub const PRIOR_VISITS: f32 = 150.0;
/// The win rate those virtual visits carry: book moves are good local moves.
pub const PRIOR_VALUE: f32 = 0.7;
/// Past this many stones the corners are settled; the lookup would only cost time.
const MAX_STONES_FOR_BOOK: u32 = 160;

/// Book moves gain virtual visits at every expansion, scaled by `--joseki-weight`.
pub struct JosekiPriors {
    book: Arc<JosekiBook>,
    scale: f32,
}

impl JosekiPriors {
    /// None for a zero weight: the book would change nothing.
    pub fn new(book: &Arc<JosekiBook>, scale: f32) -> Option<JosekiPriors> {
        (scale > 0.0).then(|| JosekiPriors {
            book: Arc::clone(book),
            scale,
        })
    }
}

impl PriorHook for JosekiPriors {
    /// Each book move already in `priors` gains `scale * PRIOR_VISITS * sqrt(weight)` virtual
    /// visits at win rate `PRIOR_VALUE`. The square root keeps the book's rarer lines in view.
    /// Moves the heuristics left out stay out. Allocates nothing after a thread's first call.
    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        if board.size() != BOOK_SIZE
            || board.stone_count(Color::Black) + board.stone_count(Color::White)
                > MAX_STONES_FOR_BOOK
        {
            return;
        }
        thread_local! {
            static SCRATCH: std::cell::RefCell<Vec<(Point, f32)>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        SCRATCH.with(|scratch| {
            let Ok(mut candidates) = scratch.try_borrow_mut() else {
                return;
            };
            self.book.candidates(board, to_play, &mut candidates);
            for &(point, weight) in candidates.iter() {
                let Some(prior) = priors.iter_mut().find(|p| p.point == point) else {
                    continue;
                };
                let visits = self.scale * PRIOR_VISITS * weight.sqrt();
                let total = prior.weight + visits;
                prior.value = (prior.value * prior.weight + PRIOR_VALUE * visits) / total;
                prior.weight = total;
            }
        });
    }
}
