//! Widening by AMAF: a well-visited node also chooses among moves beyond its window whose
//! all-moves-as-first win rate beats every move's in the window.

use std::time::Duration;
use tesuji::board::Color;
use tesuji::game::Game;
use tesuji::search::{SearchConfig, TimeParams, UctBrain};

/// Moves the root of a 9x9 search of 4,000 playouts gave visits to, with a window of one move
/// that never grows: every other move it searched came in by its AMAF win rate.
fn root_moves_searched(widen_amaf_visits: f32, widen_amaf_min: f32) -> usize {
    let mut config = SearchConfig {
        threads: 1,
        max_memory: 64 << 20,
        playouts: Some(4000),
        opening_random_moves: Some(0),
        time: TimeParams {
            per_move: Duration::from_secs(600),
            ..TimeParams::default()
        },
        ..SearchConfig::default()
    };
    config.params.widen_base = 1;
    config.params.widen_visits = 1e7;
    config.params.widen_urgent = false;
    config.params.widen_amaf_visits = widen_amaf_visits;
    config.params.widen_amaf_min = widen_amaf_min;
    let mut game = Game::new(9);
    game.set_komi(7.0);
    let summary = UctBrain::with_config(config).search_fixed(&game, Color::Black, 4000);
    summary
        .analysis
        .moves
        .iter()
        .filter(|m| !m.mv.is_pass() && m.visits > 0)
        .count()
}

#[test]
fn a_well_visited_root_searches_moves_the_playouts_rate_above_its_window() {
    assert_eq!(
        root_moves_searched(0.0, 100.0),
        1,
        "off, the window holds one move"
    );
    let searched = root_moves_searched(200.0, 100.0);
    assert!(
        (2..60).contains(&searched),
        "AMAF should admit some moves beyond the window, not all of them: {searched}"
    );
    assert_eq!(
        root_moves_searched(1e6, 100.0),
        1,
        "a node below the visit threshold keeps its window"
    );
    assert_eq!(
        root_moves_searched(200.0, 1e6),
        1,
        "a win rate on too few playouts admits nothing"
    );
}
