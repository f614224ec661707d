//! Tesuji: a classic Monte-Carlo tree search Go engine.
//!
//! Layers, bottom up: `board` (stones, chains, hashing, symmetries, scoring), `game` (rules and
//! history on top of a board), `sgf` (reading and writing game records), `playout` and `search`
//! (the engine's brain), `joseki` (opening book priors), `gtp` (the protocol front end).

pub mod app;
pub mod board;
pub mod clock;
pub mod engine;
pub mod game;
pub mod geometry;
pub mod gtp;
pub mod joseki;
pub mod patterns;
pub mod playout;
pub mod rules;
pub mod search;
pub mod sgf;
