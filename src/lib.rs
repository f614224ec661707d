//! Tesuji: a classic Monte-Carlo tree search Go engine.
//!
//! Layers, bottom up: `prefetch` (cache hints), `geometry` (points, symmetries, Zobrist
//! keys), `board` (stones, chains, legality), `playout` (policies and tactics), `reading`
//! (ladders, races, dragons' life and death), `rules`
//! (scoring, life, komi; ownership from playouts), `game` (history and ko on top of a board),
//! `clock`, `sgf` (game records),
//! `engine` (the `Brain` interface),
//! `search` (UCT-RAVE, the brain), `joseki` and `patterns` (prior knowledge the search can be
//! given), `gtp` (the protocol) and `app` (the composition root that reads the options and
//! wires the rest). Each module uses only modules below it; docs/architecture.md has the map.

pub mod app;
pub mod board;
pub mod clock;
pub mod engine;
pub mod game;
pub mod geometry;
pub mod gtp;
pub mod joseki;
pub mod json;
pub mod patterns;
pub mod playout;
pub mod prefetch;
pub mod reading;
pub mod rules;
pub mod search;
pub mod sgf;
