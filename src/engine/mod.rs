//! The boundary between the protocol front end and whatever chooses moves.
//!
//! `gtp` owns the conversation and the clock; a `Brain` owns thinking. The random-policy brain
//! and the UCT search both implement this trait, so the front end never changes when the search
//! improves. This module is an interface only: `app` decides which brain to build.

mod random;

pub use crate::rules::PointStatus;
pub use random::RandomBrain;

use crate::board::{Color, Point};
use crate::clock::Clock;
use crate::game::Game;
use std::time::Duration;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MoveChoice {
    Play(Point),
    Pass,
    Resign,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GenmoveMode {
    /// A normal game move (may pass or resign).
    Normal,
    /// kgs-genmove_cleanup: keep playing until dead opponent stones are removed; never pass first.
    Cleanup,
    /// reg_genmove: search and answer, the caller does not play it (no resign).
    Regression,
}

/// One candidate move in an analysis report, from the side to move's view.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveInfo {
    pub mv: Point,
    pub visits: u64,
    /// Probability of winning for the side to move, 0..1.
    pub winrate: f64,
    pub prior: f64,
    /// Lower confidence bound of the winrate, 0..1.
    pub lcb: f64,
    /// Expected score lead for the side to move, in points.
    pub score_lead: f64,
    /// Principal variation starting with `mv`.
    pub pv: Vec<Point>,
    /// Visits of each move of `pv` (empty when the brain does not know).
    pub pv_visits: Vec<u64>,
    /// Spread of the final score around `score_lead`, in points (0 when unknown).
    pub score_stdev: f64,
    /// Ownership after this move, as `Analysis::ownership`; when the observer asked for it.
    pub ownership: Option<Vec<f32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    /// Best first (order 0).
    pub moves: Vec<MoveInfo>,
    pub root_visits: u64,
    /// Ownership per on-board point in `Board::points()` order, +1 = Black owns, -1 = White.
    pub ownership: Option<Vec<f32>>,
    /// Free-form search statistics for humans (playouts/s, nodes, memory).
    pub stats: String,
}

/// Told about progress while a brain thinks; tells the brain when to stop.
pub trait SearchObserver {
    /// How often `report` should be called; None = never.
    fn interval(&self) -> Option<Duration>;
    fn report(&mut self, analysis: &Analysis);
    /// True when the search must stop now (new input arrived, interrupt). Cheap; called often.
    fn should_stop(&mut self) -> bool;
    /// Whether reports should include ownership (costly).
    fn wants_ownership(&self) -> bool {
        false
    }
    /// Whether each candidate move should carry the ownership after it (costlier still).
    fn wants_moves_ownership(&self) -> bool {
        false
    }
    /// Moves the side to move may not play at the root (analysis `avoid`/`allow`).
    fn banned_root_moves(&self) -> &[Point] {
        &[]
    }
}

/// An observer that never reports and never stops early.
pub struct Silent;

impl SearchObserver for Silent {
    fn interval(&self) -> Option<Duration> {
        None
    }
    fn report(&mut self, _: &Analysis) {}
    fn should_stop(&mut self) -> bool {
        false
    }
}

pub trait Brain: Send {
    /// Choose a move for `color`. The brain reads the game's history for superko and reuses
    /// what it learnt on earlier calls where the game continued.
    fn genmove(
        &mut self,
        game: &Game,
        color: Color,
        clock: &Clock,
        mode: GenmoveMode,
        observer: &mut dyn SearchObserver,
    ) -> MoveChoice;

    /// Ponder the position for `color` until `observer.should_stop()`, reporting at its interval.
    fn analyze(&mut self, game: &Game, color: Color, observer: &mut dyn SearchObserver);

    /// Status of every on-board point (in `Board::points()` order) at the end of the game.
    fn final_status(&mut self, game: &Game) -> Vec<PointStatus>;

    /// Forget everything about earlier positions (new game).
    fn clear(&mut self);
}
