//! Tesuji: a classic Monte-Carlo tree search Go engine.
//!
//! Layers, bottom up: `board` (stones, chains, hashing, symmetries, scoring), `game` (rules and
//! history on top of a board), `sgf` (reading and writing game records), `playout` and `search`
//! (the engine's brain), `joseki` (opening book priors), `gtp` (the protocol front end).

pub mod board;
pub mod clock;
pub mod engine;
pub mod game;
pub mod geometry;
pub mod gtp;
pub mod joseki;
pub mod playout;
pub mod rules;
pub mod search;
pub mod sgf;

// Building the joseki graph and the SGF tree makes hundreds of thousands of small allocations;
// mimalloc serves them markedly faster than the system allocator (see the joseki load bench).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
