//! Playout policy, 3x3 patterns and tactical helpers (atari, capture, self-atari, ladders),
//! and the heuristic priors the search gives new moves.
//!
//! CONTRACT between the playout work and the search work. The playout owner fills in bodies,
//! may add items, and keeps these signatures (or updates every caller).

use crate::board::{Board, Color, Point};

/// Small, fast, seedable generator for playouts (no allocation, no locking).
#[derive(Clone, Debug)]
pub struct FastRng(pub u64);

#[allow(unused_variables)]
impl FastRng {
    pub fn new(seed: u64) -> FastRng {
        todo!()
    }
    pub fn next_u64(&mut self) -> u64 {
        todo!()
    }
    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: u32) -> u32 {
        todo!()
    }
}

/// Chooses playout moves. Pluggable because stronger pattern sets will follow.
pub trait Policy: Send + Sync {
    /// A legal move for `color` (simple ko and suicide respected; superko ignored in playouts),
    /// or PASS when it has none it wants to play. Must not fill its own single-point eyes.
    fn select(&self, board: &Board, color: Color, rng: &mut FastRng) -> Point;
}

/// Plays `board` out to the end with `policy`, `to_play` first, stopping after two passes in
/// a row or `max_moves`. Appends every move played to `played` (for AMAF/RAVE) and returns the
/// area score, Black minus White, without komi. The final position stays in `board` (callers
/// read ownership from it). No allocation beyond `played`'s existing capacity.
#[allow(unused_variables)]
pub fn playout(
    board: &mut Board,
    to_play: Color,
    policy: &dyn Policy,
    rng: &mut FastRng,
    max_moves: usize,
    played: &mut Vec<(Color, Point)>,
) -> i32 {
    todo!()
}

/// A heuristic opinion about a candidate move, used as virtual visits on a new edge.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Prior {
    pub point: Point,
    /// Expected win probability for the mover, 0..1.
    pub value: f32,
    /// How many virtual visits that opinion is worth.
    pub weight: f32,
}

/// Priors for every legal, sensible move of `color` (eye-filling moves excluded); PASS is not
/// listed. Clears `out` first.
#[allow(unused_variables)]
pub fn priors(board: &Board, color: Color, out: &mut Vec<Prior>) {
    todo!()
}
