//! Reaching past the widening window. Criticality at the root: beside the moves its window
//! admits, the root chooses among moves at points whose final owner goes with the winner of
//! the playouts. Widening by AMAF: a well-visited node also chooses among moves whose
//! all-moves-as-first win rate beats every move's in its window.

use std::time::Duration;
use tesuji::board::Color;
use tesuji::game::Game;
use tesuji::search::{SearchConfig, TimeParams, UctBrain};

fn config(widen_critical: f32) -> SearchConfig {
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
    // A window of one move that never grows: every other move the root searches came in by
    // criticality.
    config.params.widen_base = 1;
    config.params.widen_visits = 1e7;
    config.params.widen_urgent = false;
    config.params.widen_critical = widen_critical;
    config
}

/// On an empty 9x9 board at komi 7 the game is won or lost in the centre: whoever holds it
/// holds the board. The window of one move lets the search read none of it.
fn root_moves_searched(widen_critical: f32) -> usize {
    moves_searched(config(widen_critical))
}

/// Root moves with visits after 4,000 playouts on the empty 9x9 board at komi 7.
fn moves_searched(config: SearchConfig) -> usize {
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
fn the_root_searches_the_points_that_decide_the_game_beyond_its_window() {
    assert_eq!(
        root_moves_searched(0.0),
        1,
        "without criticality the window holds one move"
    );
    let searched = root_moves_searched(0.3);
    assert!(searched > 1, "criticality let in no move beyond the window");
    assert_eq!(
        root_moves_searched(1.0),
        1,
        "no point is that critical: the threshold must hold the rest out"
    );
}

/// Root visits of each move after 6,000 playouts on an empty 9x9 board with a ten-move window
/// and `crit_value`.
fn root_visits(crit_value: f32, crit_min_visits: f32) -> Vec<(usize, u32)> {
    let mut game = Game::new(9);
    game.set_komi(7.0);
    let mut config = config(0.0);
    config.params.widen_base = 10;
    config.params.crit_value = crit_value;
    config.params.crit_min_visits = crit_min_visits;
    let mut brain = UctBrain::with_config(config);
    let summary = brain.search_fixed(&game, Color::Black, 6000);
    let mut visits: Vec<_> = summary
        .analysis
        .moves
        .iter()
        .map(|m| (m.mv.index(), m.visits as u32))
        .collect();
    visits.sort_unstable();
    visits
}

#[test]
fn criticality_in_the_value_moves_visits_only_past_its_threshold_and_never_widens() {
    let without = root_visits(0.0, 0.0);
    assert_ne!(
        root_visits(1.0, 0.0),
        without,
        "criticality in the value changed no visit"
    );
    assert_eq!(
        root_visits(1.0, 1e6),
        without,
        "below its visit threshold the term must be idle"
    );
    // The value term never admits a move the window holds out.
    let mut game = Game::new(9);
    game.set_komi(7.0);
    let mut one = config(0.0);
    one.params.crit_value = 3.0;
    one.params.crit_min_visits = 0.0;
    let summary = UctBrain::with_config(one).search_fixed(&game, Color::Black, 4000);
    let searched = summary
        .analysis
        .moves
        .iter()
        .filter(|m| !m.mv.is_pass() && m.visits > 0)
        .count();
    assert_eq!(searched, 1);
}

/// Moves the root of a 9x9 search of 4,000 playouts gave visits to, with a window of one move
/// that never grows: every other move it searched came in by its AMAF win rate.
fn root_moves_searched_by_amaf(widen_amaf_visits: f32, widen_amaf_min: f32) -> usize {
    let mut config = config(0.0);
    config.params.widen_amaf_visits = widen_amaf_visits;
    config.params.widen_amaf_min = widen_amaf_min;
    moves_searched(config)
}

#[test]
fn a_well_visited_root_searches_moves_the_playouts_rate_above_its_window() {
    assert_eq!(
        root_moves_searched_by_amaf(0.0, 100.0),
        1,
        "off, the window holds one move"
    );
    let searched = root_moves_searched_by_amaf(200.0, 100.0);
    assert!(
        (2..60).contains(&searched),
        "AMAF should admit some moves beyond the window, not all of them: {searched}"
    );
    assert_eq!(
        root_moves_searched_by_amaf(1e6, 100.0),
        1,
        "a node below the visit threshold keeps its window"
    );
    assert_eq!(
        root_moves_searched_by_amaf(200.0, 1e6),
        1,
        "a win rate on too few playouts admits nothing"
    );
}
