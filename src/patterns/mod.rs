//! The learned move model: features of candidate moves (`features`), Bradley-Terry strengths
//! trained by MM on professional games (`train`), evaluation on held-out records (`predict`),
//! and the shipped weights (`model`, `weights.bin`). `ModelPriors` turns the model into search
//! priors.

pub mod context;
pub mod features;
pub mod games;
pub mod model;
pub mod predict;
pub mod train;

pub use features::{features, MoveFeatures};
pub use games::{is_held_out, GameRecord};
pub use model::{FormatError, Model, ModelError};

use std::sync::{Arc, RwLock};

use crate::board::{Board, Color, Point};
use crate::joseki::Corner;
use crate::search::{Opinion, Prior};
use context::{Context, OwnerLevels};

/// Boards below this size count the model by `ModelPriors::with_small_board_scale`.
pub const SMALL_BOARD: usize = 13;

/// Adds the model's opinion to the priors of new search edges: each move gets virtual wins in
/// proportion to the square root of its probability under the model (a move the model rates
/// at 25 % earns `weight / 2` wins), so the search tries likely moves first without being
/// locked onto them. The square root keeps second choices in play, as Pachi does with its
/// pattern prior.
pub struct ModelPriors {
    model: Arc<Model>,
    weight: f32,
    /// `weight`'s multiplier on boards smaller than `SMALL_BOARD`.
    small_board_scale: f32,
    /// How much more the moves far from the last one count when the model believes the next
    /// move is more likely far than near (`with_tenuki_boost`).
    tenuki_boost: f32,
    /// The far share where the boost starts.
    tenuki_pivot: f32,
    /// Playouts measuring the root's ownership; None: as many as the model was trained with.
    owner_playouts: Option<usize>,
    /// Ownership measured at the current search's root, for a model that reads it.
    root_owner: RwLock<Option<Arc<OwnerLevels>>>,
}

impl ModelPriors {
    pub fn new(model: Arc<Model>, weight: f32) -> ModelPriors {
        ModelPriors {
            model,
            weight,
            small_board_scale: 1.0,
            tenuki_boost: 0.0,
            tenuki_pivot: crate::search::DEFAULT_MODEL_TENUKI_PIVOT,
            owner_playouts: None,
            root_owner: RwLock::new(None),
        }
    }

    /// Counts the model `scale` times as much on boards smaller than 13x13.
    pub fn with_small_board_scale(mut self, scale: f32) -> ModelPriors {
        self.small_board_scale = scale;
        self
    }

    /// Where the model puts more than `pivot` of its belief on moves farther than
    /// `TENUKI_DISTANCE` from the last move (boards of 13x13 up), each of those moves counts
    /// `1 + boost * (share - pivot) / (1 - pivot)` times its usual virtual wins (at a pivot of
    /// 0.5, `1 + boost * (2 * share - 1)`). The model spreads a tenuki's belief over many big
    /// points and a local answer's over a few moves, so move by move the local answer looks
    /// best even where the model is sure the game goes elsewhere; the search then followed the
    /// local answer. Not in a corner fight beside an empty corner, where the model's belief is
    /// no judgment (`corner_fight_beside_empty_corner`). 0 = off.
    pub fn with_tenuki_boost(mut self, boost: f32, pivot: f32) -> ModelPriors {
        self.tenuki_boost = boost;
        self.tenuki_pivot = pivot.clamp(0.0, 0.99);
        self
    }

    /// The virtual wins per square root of probability on `board`.
    fn weight_on(&self, board: &Board) -> f32 {
        if board.size() < SMALL_BOARD {
            self.weight * self.small_board_scale
        } else {
            self.weight
        }
    }

    /// Measures the root's ownership with `playouts` playouts rather than as many as the model
    /// was trained with (0: none, the ownership group silent). Fewer than in training make the
    /// levels noisier than the model expects; more, steadier.
    pub fn with_owner_playouts(mut self, playouts: usize) -> ModelPriors {
        self.owner_playouts = Some(playouts);
        self
    }

    /// Measures the ownership the model reads, once per search at its root (the playouts
    /// cost a few milliseconds, too much for every node). Seeded by the position, so the
    /// same position always gets the same priors.
    pub fn prepare(&self, root: &Board, to_play: Color) {
        let trained = self.model.context.owner_playouts;
        let playouts = self.owner_playouts.unwrap_or(trained);
        if trained == 0 || playouts == 0 || self.weight_on(root) <= 0.0 {
            return;
        }
        let levels = OwnerLevels::measure(root, to_play, playouts, root.hash() ^ 0x4F57_4E45_5253);
        if let Ok(mut slot) = self.root_owner.write() {
            *slot = Some(Arc::new(levels));
        }
    }

    /// The model's probability for each prior's point among the listed moves (PASS is not a
    /// search candidate here, so it is left out of the normalisation).
    pub fn probabilities(&self, board: &Board, to_play: Color, priors: &[Prior]) -> Vec<f32> {
        let mut out = Vec::with_capacity(priors.len());
        self.probabilities_into(board, to_play, priors, &mut out);
        out
    }

    fn probabilities_into(
        &self,
        board: &Board,
        to_play: Color,
        priors: &[Prior],
        out: &mut Vec<f32>,
    ) {
        let points = priors.iter().map(|p| p.point);
        if self.model.context.is_empty() {
            self.model.strengths_into(board, to_play, points, out);
        } else {
            thread_local! {
                static CONTEXT: std::cell::RefCell<Context> =
                    const { std::cell::RefCell::new(context::NO_CONTEXT) };
            }
            let owner = self.root_owner.read().ok().and_then(|o| o.clone());
            CONTEXT.with(|context| {
                let mut fresh = Context::default();
                let mut borrowed = context.try_borrow_mut();
                let context = match borrowed.as_deref_mut() {
                    Ok(context) => context,
                    Err(_) => &mut fresh,
                };
                context.fill(
                    board,
                    to_play,
                    self.model.context.cfg_distance,
                    owner.as_deref(),
                );
                self.model
                    .strengths_in_context_into(board, to_play, points, context, out);
            });
        }
        let total: f32 = out.iter().sum();
        if total > 0.0 && total.is_finite() {
            out.iter_mut().for_each(|s| *s /= total);
        }
    }

    /// Adds the model's opinion to `priors` and leaves each prior's probability in
    /// `probabilities` (same order), for a hook that weighs its own knowledge by the model's
    /// (the joseki book asks how much of the model's belief lies in each corner). Leaves
    /// `probabilities` empty when the model is off.
    pub fn adjust_into(
        &self,
        board: &Board,
        to_play: Color,
        priors: &mut [Prior],
        probabilities: &mut Vec<f32>,
    ) {
        probabilities.clear();
        let weight = self.weight_on(board);
        if weight <= 0.0 || priors.is_empty() {
            return;
        }
        self.probabilities_into(board, to_play, priors, probabilities);
        let far = far_from_last(board);
        let tenuki = self.tenuki_multiplier(board, priors, probabilities, &far);
        for (prior, &p) in priors.iter_mut().zip(probabilities.iter()) {
            let mut wins = weight * p.sqrt();
            if tenuki > 1.0 && far(prior.point) {
                wins *= tenuki;
            }
            // All won: the model's opinion is virtual wins alone.
            prior.add(Opinion::new(1.0, wins));
        }
    }

    /// The factor on the far moves' virtual wins (`with_tenuki_boost`); 1 where it is off.
    fn tenuki_multiplier(
        &self,
        board: &Board,
        priors: &[Prior],
        probabilities: &[f32],
        far: &impl Fn(Point) -> bool,
    ) -> f32 {
        if self.tenuki_boost <= 0.0 || board.size() < SMALL_BOARD || board.last_move().is_pass() {
            return 1.0;
        }
        let far_share: f32 = priors
            .iter()
            .zip(probabilities)
            .filter(|(q, _)| far(q.point))
            .map(|(_, &p)| p)
            .sum();
        let pivot = self.tenuki_pivot;
        if far_share <= pivot || corner_fight_beside_empty_corner(board) {
            return 1.0;
        }
        1.0 + self.tenuki_boost * (far_share - pivot) / (1.0 - pivot)
    }
}

/// The side of the corner square in which `corner_fight_beside_empty_corner` looks (the
/// joseki book's default window).
const CORNER_SQUARE: usize = 7;

/// Stones, the last move's among them, that make a corner's square a fight under way.
const CORNER_FIGHT_STONES: u32 = 3;

/// Whether the last move fell in a corner square already holding a fight (at least
/// `CORNER_FIGHT_STONES` stones) while some corner square is still empty. Professionals take
/// the four corners first, so the model has hardly seen such a position: it bids for the empty
/// corners' 4-4 points as if the game had just begun, and its tenuki belief there is no
/// judgment (with the boost on, engine coverage of Kogo's dictionary, where three corners stay
/// empty, fell from 45.0 / 42.0 % to 36.5 / 37.0 % reference moves; docs/experiments/agreement.md). A lone
/// stone or an approach beside an empty corner is common in professional games, and there
/// the boost stays.
fn corner_fight_beside_empty_corner(board: &Board) -> bool {
    if board.size() < 2 * CORNER_SQUARE || board.last_move().is_pass() {
        return false;
    }
    let mut some_corner_empty = false;
    let mut last_corner_fight = false;
    for corner in Corner::ALL {
        let (stones, holds_last) = corner.window_stones(board, CORNER_SQUARE);
        some_corner_empty |= stones == 0;
        last_corner_fight |= holds_last && stones >= CORNER_FIGHT_STONES;
    }
    some_corner_empty && last_corner_fight
}

/// Farther than this (in the larger of the two coordinate distances) from the last move, a
/// move plays elsewhere: the line `sgf-tools agree` draws between a local answer and a tenuki.
pub const TENUKI_DISTANCE: usize = 4;

/// Whether a move lies farther than `TENUKI_DISTANCE` from the last move; never for a pass,
/// nor after one. The last move's coordinates are read once for all of a node's moves.
fn far_from_last(board: &Board) -> impl Fn(Point) -> bool + '_ {
    let last = board.last_move();
    let anchor = (!last.is_pass()).then(|| board.xy(last));
    move |p| match anchor {
        Some((lx, ly)) if !p.is_pass() => {
            let (x, y) = board.xy(p);
            x.abs_diff(lx).max(y.abs_diff(ly)) > TENUKI_DISTANCE
        }
        _ => false,
    }
}

impl crate::search::PriorHook for ModelPriors {
    /// Allocates nothing after a thread's first call (the search calls it at every expansion).
    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        thread_local! {
            static SCRATCH: std::cell::RefCell<Vec<f32>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        SCRATCH.with(|scratch| {
            if let Ok(mut probabilities) = scratch.try_borrow_mut() {
                self.adjust_into(board, to_play, priors, &mut probabilities);
            }
        });
    }
}
