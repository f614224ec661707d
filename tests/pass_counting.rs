//! Passing into the end of a game, counted as the server will count it. A pass after the
//! opponent's pass ends the game; on KGS and under human scoring the dead stones are removed
//! first, on CGOS (`--bare-board-count`) the stones count where they stand. The engine must
//! never pass into a count that loses under the rules in force, and must still pass a game
//! that is over and won.

use tesuji::app::{self, EngineOptions};
use tesuji::gtp::Session;

fn engine(bare_board_count: bool) -> Session {
    let options = EngineOptions {
        threads: 1,
        playouts: Some(3000),
        seed: Some(1),
        no_joseki: true,
        bare_board_count,
        ..EngineOptions::default()
    };
    app::session(options).expect("engine starts")
}

fn ok(s: &mut Session, line: &str) -> String {
    let reply = s
        .handle_line(line)
        .unwrap_or_else(|| panic!("no reply to {line:?}"));
    assert!(reply.starts_with('='), "{line:?} failed: {reply:?}");
    reply.trim_start_matches('=').trim().to_string()
}

/// Plays `stones` ("b B1", "w C5", ...) on a fresh 9×9 board under `rules`, komi 7.5.
fn position(s: &mut Session, rules: &str, stones: &[&str]) {
    for line in ["boardsize 9", "clear_board", "komi 7.5"] {
        ok(s, line);
    }
    ok(s, &format!("kgs-rules {rules}"));
    for stone in stones {
        ok(s, &format!("play {stone}"));
    }
}

/// Black walled into columns A-B by a White wall on C, White stones on D5 and F5, and a lone
/// Black stone on G5 in White's open area. As the stones stand Black leads by half a point
/// (19 points against 11, komi 7.5, the rest nobody's); with the lone stone removed as dead,
/// White owns everything right of the wall and wins by 37.5.
fn walled_in(s: &mut Session, rules: &str) {
    let mut stones: Vec<String> = Vec::new();
    for row in 1..=9 {
        stones.push(format!("b B{row}"));
        stones.push(format!("w C{row}"));
    }
    stones.extend(["w D5", "w F5", "b G5", "w pass"].map(String::from));
    let stones: Vec<&str> = stones.iter().map(String::as_str).collect();
    position(s, rules, &stones);
}

/// A finished game: Black's wall on E, White's on F. Black wins by 1.5 under both counts
/// (area 45 to 36; territory 36 to 27).
fn finished(s: &mut Session, rules: &str) {
    let mut stones: Vec<String> = Vec::new();
    for row in 1..=9 {
        stones.push(format!("b E{row}"));
        stones.push(format!("w F{row}"));
    }
    stones.push("w pass".to_string());
    let stones: Vec<&str> = stones.iter().map(String::as_str).collect();
    position(s, rules, &stones);
}

#[test]
fn chinese_rules_never_pass_a_game_the_dead_stones_lose() {
    let mut s = engine(false);
    walled_in(&mut s, "chinese");
    let reply = ok(&mut s, "genmove b");
    assert_ne!(reply, "pass", "passing loses once G5 is removed as dead");
}

#[test]
fn japanese_rules_never_pass_a_game_the_dead_stones_lose() {
    let mut s = engine(false);
    walled_in(&mut s, "japanese");
    let reply = ok(&mut s, "genmove b");
    assert_ne!(reply, "pass", "passing loses once G5 is removed as dead");
}

#[test]
fn bare_board_count_passes_when_the_stones_as_they_stand_win() {
    let mut s = engine(true);
    walled_in(&mut s, "chinese");
    assert_eq!(ok(&mut s, "genmove b"), "pass");
}

#[test]
fn a_finished_and_won_game_is_passed_under_every_count() {
    for (bare, rules) in [(false, "chinese"), (false, "japanese"), (true, "chinese")] {
        let mut s = engine(bare);
        finished(&mut s, rules);
        assert_eq!(
            ok(&mut s, "genmove b"),
            "pass",
            "rules {rules}, bare board count {bare}"
        );
    }
}
