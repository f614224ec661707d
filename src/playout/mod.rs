//! Playouts: the playout policy, 3x3 patterns and the tactical helpers the playouts read
//! straight off the board (atari, capture, self-atari, small eye spaces), which the search's
//! priors and the readers use as well.
//!
//! Submodules: `rng` (the playout generator), `shapes` (3x3 shape table), `tactics` (move
//! effects, atari escapes, eye spaces) and `policy` (uniform and heuristic playout policies).
//! Readers that play moves out on copies of the board are `reading`'s.

use crate::board::{Board, Color, Point};

mod policy;
mod rng;
pub mod shapes;
pub mod tactics;

pub use policy::{random_move, HeuristicConfig, HeuristicPolicy, UniformPolicy};
pub use rng::FastRng;

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
///
/// Passes are recorded too (as PASS) so that colours can be followed; `played` only grows when
/// the caller did not reserve `max_moves` entries.
pub fn playout(
    board: &mut Board,
    to_play: Color,
    policy: &dyn Policy,
    rng: &mut FastRng,
    max_moves: usize,
    played: &mut Vec<(Color, Point)>,
) -> i32 {
    let mut color = to_play;
    let mut passes = 0;
    for _ in 0..max_moves {
        let mut p = policy.select(board, color, rng);
        // A policy bug must not stop the playout: an illegal choice becomes a pass.
        if board.play(color, p).is_err() {
            debug_assert!(false, "policy chose an illegal move");
            p = Point::PASS;
            let _ = board.play(color, p);
        }
        played.push((color, p));
        if p.is_pass() {
            passes += 1;
            if passes >= 2 {
                break;
            }
        } else {
            passes = 0;
        }
        color = color.opponent();
    }
    board.area_score()
}
