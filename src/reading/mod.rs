//! Readers: what the priors and the search ask of a position that the playouts cannot see,
//! each answered by playing moves out on copies of the board.
//!
//! - `ladders`: does a chain in atari die in a ladder; `ladder_cache` keeps the answers for
//!   the position being read, which a node's priors and its move model ask alike.
//! - `races`: capture races between chains short of liberties, counted as a player counts them.
//! - `candidates`: the moves a reader tries at a node, best first.
//! - `dragon`: chains joined by the connections the opponent cannot cut.
//! - `eyes`: a dragon's eye spaces, their eyes and vital points.
//! - `memo`: the node budget, depth limit and answers of a reader that deepens pass by pass.
//! - `owl`: a dragon's life and death (and capture races between two dragons) by a bounded
//!   alternating search over the moves that matter, with a static judgment at its leaves.
//! - `semeai`: a capture race between two dragons, read as one game.
//! - `statuses`: the owl status of a position's big dragons, read once for the position.

mod candidates;
pub mod dragon;
pub mod eyes;
pub mod ladder_cache;
pub mod ladders;
mod memo;
pub mod owl;
pub mod races;
pub mod semeai;
pub mod statuses;
