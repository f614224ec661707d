//! The budgets of every time system, computed at fixed instants: no test sleeps.

use super::*;
use crate::clock::{ClockSource, TimeLeft};

fn clock(system: TimeSystem, left: Option<(f64, u32)>, at: Instant) -> Clock {
    let mut c = Clock {
        system,
        ..Clock::default()
    };
    c.left[Color::Black.index()] = left.map(|(seconds, count)| TimeLeft {
        seconds,
        count,
        at,
        source: ClockSource::Controller,
    });
    c
}

fn params() -> TimeParams {
    TimeParams {
        per_move: Duration::from_millis(1500),
        lag: Duration::from_millis(500),
        min_think: Duration::from_millis(20),
        ..TimeParams::default()
    }
}

#[test]
fn no_clock_uses_per_move_time() {
    let now = Instant::now();
    let b = budget(&Clock::default(), Color::Black, 81, 10, &params(), now);
    assert_eq!(b.target, Duration::from_millis(1500));
    assert_eq!(b.max, Duration::from_millis(1500));
}

#[test]
fn a_settled_move_still_spends_a_share_of_its_target() {
    let now = Instant::now();
    let fixed = budget(&Clock::default(), Color::Black, 81, 10, &params(), now);
    assert!((fixed.certain_after.as_secs_f64() - 1.05).abs() < 1e-3);
    let c = clock(TimeSystem::Absolute { main: 300.0 }, Some((300.0, 0)), now);
    let clocked = budget(&c, Color::Black, 81, 0, &params(), now);
    let share = clocked.certain_after.as_secs_f64() / clocked.target.as_secs_f64();
    assert!((share - 0.7).abs() < 1e-3, "{share}");
}

/// Seconds each of our moves takes in a `moves`-move 19×19 sudden-death game of `main`
/// seconds when every move takes its target (`worst`: its max) plus the lag, and the
/// seconds left at the end. Panics on a time loss.
fn simulated_sudden_death_game(
    p: &TimeParams,
    main: f64,
    moves: usize,
    worst: bool,
) -> (Vec<f64>, f64) {
    let now = Instant::now();
    let lag = p.lag.as_secs_f64();
    let mut left = main;
    let mut spent_by_move = Vec::new();
    for move_number in (0..moves).step_by(2) {
        let c = clock(TimeSystem::Absolute { main }, Some((left, 0)), now);
        let b = budget(&c, Color::Black, 361, move_number, p, now);
        let spent = if worst { b.max } else { b.target }.as_secs_f64() + lag;
        assert!(
            spent <= left,
            "move {move_number}: {spent:.2} s with {left:.2} s left"
        );
        left -= spent;
        spent_by_move.push(spent);
    }
    (spent_by_move, left)
}

#[test]
fn sudden_death_spends_its_clock_in_a_game_decided_by_move_250() {
    // 19×19 games at 5 minutes are often resigned between moves 200 and 250: planned for
    // a full board, they ended with 40 % of the clock unused.
    let (_, left) = simulated_sudden_death_game(&params(), 300.0, 250, false);
    assert!(left < 0.3 * 300.0, "{left:.1} s of 300 unused by move 250");
    // A game of 400 moves still ends on the board, not on the clock, with a plan for
    // the usual length or a shorter one; so does one as long as the board's area with
    // every move stretched to its max (the simulations panic on a time loss).
    for game_length in [0.5, 0.75] {
        let p = TimeParams {
            game_length,
            ..params()
        };
        let (spent, _) = simulated_sudden_death_game(&p, 300.0, 400, false);
        assert!(spent.iter().all(|&s| s > p.lag.as_secs_f64()));
        simulated_sudden_death_game(&p, 300.0, 300, true);
    }
}

/// `simulated_sudden_death_game` with the clock reported before every move, in whole
/// seconds as CGOS does, and charged after it, so that the engine measures the
/// controller's `real_lag` itself.
/// Returns the seconds left and the seconds spent thinking.
fn reported_sudden_death_game(main: f64, moves: usize, worst: bool, real_lag: f64) -> (f64, f64) {
    let mut c = Clock {
        system: TimeSystem::Absolute { main },
        ..Clock::default()
    };
    let mut at = Instant::now();
    let mut left = main;
    let mut thought = 0.0;
    for move_number in (0..moves).step_by(2) {
        c.report(
            Color::Black,
            TimeLeft {
                seconds: left.floor(),
                count: 0,
                at,
                source: ClockSource::Controller,
            },
        );
        let b = budget(&c, Color::Black, 361, move_number, &params(), at);
        let think = if worst { b.max } else { b.target };
        at += think;
        c.charge(Color::Black, at);
        let spent = think.as_secs_f64() + real_lag;
        assert!(
            spent <= left,
            "move {move_number}: {spent:.2} s with {left:.2} s left"
        );
        left -= spent;
        thought += think.as_secs_f64();
        at += Duration::from_secs(3);
    }
    (left, thought)
}

#[test]
fn a_measured_small_lag_frees_the_reserve_and_a_large_one_is_kept() {
    // A controller on the same machine: a third more thinking by move 250 than with
    // the assumed 0.5 s a move held back for every move to come.
    let (left, thought) = reported_sudden_death_game(300.0, 250, false, 0.02);
    let (spent, _) = simulated_sudden_death_game(&params(), 300.0, 250, false);
    let assumed = spent.iter().sum::<f64>() - 0.5 * spent.len() as f64;
    assert!(
        thought > 1.3 * assumed,
        "{thought:.1} s thinking against {assumed:.1} with the assumed lag"
    );
    assert!(left < 0.25 * 300.0, "{left:.1} s of 300 unused by move 250");
    // Long games still end on the board, at every move's target and at every move's max,
    // with a fast controller and with one slower than the assumed lag (the simulation
    // panics on a time loss).
    for lag in [0.02, 1.0] {
        reported_sudden_death_game(300.0, 400, false, lag);
        reported_sudden_death_game(300.0, 300, true, lag);
    }
}

#[test]
fn absolute_spreads_time_over_expected_moves() {
    let now = Instant::now();
    let c = clock(TimeSystem::Absolute { main: 300.0 }, Some((300.0, 0)), now);
    let b = budget(&c, Color::Black, 81, 0, &params(), now);
    // 300 s over about 46 moves of ours, less the lag reserve; an opening move's weight
    // is half.
    assert!(b.target > Duration::from_secs(2) && b.target < Duration::from_secs(10));
    assert!(b.max >= b.target && b.max < Duration::from_secs(75));
    // Late in the game with little left, never plan beyond what remains.
    let c = clock(TimeSystem::Absolute { main: 300.0 }, Some((3.0, 0)), now);
    let b = budget(&c, Color::Black, 81, 70, &params(), now);
    assert!(b.max < Duration::from_secs(1));
}

#[test]
fn absolute_counts_time_since_the_report() {
    let now = Instant::now();
    let earlier = now - Duration::from_secs(100);
    let fresh = clock(TimeSystem::Absolute { main: 300.0 }, Some((120.0, 0)), now);
    let stale = clock(
        TimeSystem::Absolute { main: 300.0 },
        Some((120.0, 0)),
        earlier,
    );
    let a = budget(&fresh, Color::Black, 81, 20, &params(), now);
    let b = budget(&stale, Color::Black, 81, 20, &params(), now);
    assert!(b.target < a.target);
}

#[test]
fn byoyomi_period_is_used_but_never_exceeded() {
    let now = Instant::now();
    let system = TimeSystem::Byoyomi {
        main: 0.0,
        period: 10.0,
        periods: 3,
    };
    let c = clock(system, Some((10.0, 3)), now);
    let b = budget(&c, Color::Black, 361, 100, &params(), now);
    assert!(b.max <= Duration::from_millis(9500));
    assert!(b.target >= Duration::from_secs(4));
    // In main time, the period is spent on top of the main-time share.
    let system = TimeSystem::Byoyomi {
        main: 600.0,
        period: 30.0,
        periods: 5,
    };
    let c = clock(system, Some((600.0, 0)), now);
    let b = budget(&c, Color::Black, 361, 0, &params(), now);
    // The opening's weight takes off half a period's move, no more.
    assert!(b.target > Duration::from_secs(8), "{b:?}");
    assert!(b.max <= Duration::from_secs(630));
    let middle = budget(&c, Color::Black, 361, 80, &params(), now);
    assert!(middle.target > Duration::from_secs(20), "{middle:?}");
}

#[test]
fn phase_weights_favour_the_middle_game_on_19x19() {
    let p = params();
    let opening = phase_weight(&p, 361, 10);
    let middle = phase_weight(&p, 361, 100);
    let endgame = phase_weight(&p, 361, 200);
    assert!(opening < endgame && endgame < middle);
    // The opening ends around move 29 and the middle game around move 152.
    assert_eq!(phase_weight(&p, 361, 28), opening);
    assert_eq!(phase_weight(&p, 361, 31), middle);
    assert_eq!(phase_weight(&p, 361, 150), middle);
    assert_eq!(phase_weight(&p, 361, 153), endgame);
}

#[test]
fn phase_weights_scale_to_9x9() {
    let p = params();
    assert_eq!(phase_weight(&p, 81, 3), phase_weight(&p, 361, 10));
    assert_eq!(phase_weight(&p, 81, 20), phase_weight(&p, 361, 100));
    assert_eq!(phase_weight(&p, 81, 50), phase_weight(&p, 361, 200));
    // Sudden death on 9×9: with the same clock and length to go, a middle-game move
    // gets more than an opening move.
    let now = Instant::now();
    let c = clock(TimeSystem::Absolute { main: 300.0 }, Some((300.0, 0)), now);
    let at = |m| budget(&c, Color::Black, 81, m, &params(), now).target;
    assert!(at(4) < at(8), "{:?} {:?}", at(4), at(8));
}

#[test]
fn phase_weights_of_zero_still_think() {
    let p = TimeParams {
        opening_weight: 0.0,
        middle_weight: 0.0,
        ..params()
    };
    assert!(phase_weight(&p, 361, 0) > 0.0);
    let now = Instant::now();
    let c = clock(TimeSystem::Absolute { main: 300.0 }, Some((300.0, 0)), now);
    let b = budget(&c, Color::Black, 361, 0, &p, now);
    assert!(b.target > Duration::ZERO && b.max < Duration::from_secs(300));
}

/// Seconds a controller would see spent by each of our moves, and main time left at the
/// end, for a `moves`-move 19×19 byo-yomi game in which every move takes its budget
/// (`worst`: its max) plus the lag. Panics on a time loss.
fn simulated_byoyomi_game(
    main: f64,
    period: f64,
    periods: u32,
    moves: usize,
    worst: bool,
) -> (Vec<(usize, f64)>, f64) {
    let now = Instant::now();
    let system = TimeSystem::Byoyomi {
        main,
        period,
        periods,
    };
    let lag = params().lag.as_secs_f64();
    let (mut left, mut periods_left) = (main, 0u32);
    let mut spent_by_move = Vec::new();
    for move_number in (0..moves).step_by(2) {
        let c = clock(system, Some((left, periods_left)), now);
        let b = budget(&c, Color::Black, 361, move_number, &params(), now);
        let spent = if worst { b.max } else { b.target }.as_secs_f64() + lag;
        spent_by_move.push((move_number, spent));
        if periods_left == 0 && spent <= left {
            left -= spent;
            continue;
        }
        let in_period = if periods_left == 0 {
            spent - left
        } else {
            spent
        };
        assert!(
            in_period <= period,
            "move {move_number}: {spent:.2} s lost a period ({left:.2} s main left)"
        );
        left = period;
        periods_left = periods;
    }
    let main_left = if periods_left == 0 { left } else { 0.0 };
    (spent_by_move, main_left)
}

fn average_in(spent: &[(usize, f64)], moves: std::ops::Range<usize>) -> f64 {
    let in_range: Vec<f64> = spent
        .iter()
        .filter(|(m, _)| moves.contains(m))
        .map(|&(_, s)| s)
        .collect();
    in_range.iter().sum::<f64>() / in_range.len().max(1) as f64
}

#[test]
fn byoyomi_main_time_is_spent_in_a_250_move_19x19_game() {
    for (main, period, periods) in [(600.0, 30.0, 5), (120.0, 5.0, 3), (1800.0, 10.0, 3)] {
        let (spent, main_left) = simulated_byoyomi_game(main, period, periods, 250, false);
        assert!(
            main_left < main * 0.1,
            "{main}+{periods}x{period}: {main_left:.1} s of main time left unused"
        );
        let opening = average_in(&spent, 0..50);
        let middle = average_in(&spent, 50..150);
        assert!(
            middle > opening,
            "{main}+{periods}x{period}: opening {opening:.2} s, middle {middle:.2} s"
        );
        // Worst case, every move to its max: a period is never overspent (the
        // simulation panics if one is).
        simulated_byoyomi_game(main, period, periods, 250, true);
    }
}

#[test]
fn long_main_time_is_not_gone_before_the_middle_game_ends() {
    // With a long main time against short periods, main time lasts into move ~200.
    let (spent, main_left) = simulated_byoyomi_game(1800.0, 10.0, 3, 250, false);
    assert!(main_left < 180.0);
    let endgame = average_in(&spent, 150..250);
    let middle = average_in(&spent, 50..150);
    assert!(
        middle > endgame,
        "middle {middle:.2} s, endgame {endgame:.2} s"
    );
    assert!(average_in(&spent, 0..50) > 5.0);
}

#[test]
fn canadian_divides_the_period_among_remaining_stones() {
    let now = Instant::now();
    let system = TimeSystem::Canadian {
        main: 0.0,
        period: 60.0,
        stones: 10,
    };
    let c = clock(system, Some((30.0, 5)), now);
    let b = budget(&c, Color::Black, 361, 150, &params(), now);
    // 95% of 30 s for 5 stones, minus 0.5 s lag each: 5.2 s.
    assert!((b.target.as_secs_f64() - 5.2).abs() < 0.01);
    assert!(b.max.as_secs_f64() <= 26.0 / 2.0 + 1e-9);
    let c = clock(system, Some((3.0, 1)), now);
    let b = budget(&c, Color::Black, 361, 150, &params(), now);
    assert!(b.max <= Duration::from_millis(2350));
}

#[test]
fn almost_no_time_left_thinks_minimally() {
    let now = Instant::now();
    let c = clock(TimeSystem::Absolute { main: 60.0 }, Some((0.8, 0)), now);
    let b = budget(&c, Color::Black, 81, 40, &params(), now);
    assert_eq!(b.target, Duration::from_millis(20));
    assert!(b.max >= b.target && b.max < Duration::from_millis(300));
    // Less than the lag: even the minimum thinking time would lose on time.
    let c = clock(TimeSystem::Absolute { main: 60.0 }, Some((0.2, 0)), now);
    let b = budget(&c, Color::Black, 81, 40, &params(), now);
    assert_eq!(b.max, Duration::ZERO);
}

#[test]
fn expected_moves_left_has_a_floor() {
    let p = params();
    assert!(expected_moves_left(&p, 81, 0) > 30.0);
    assert!(expected_moves_left(&p, 81, 200) >= 6.75);
    assert!(expected_moves_left(&p, 361, 1000) >= 30.0);
    // The lag is kept for more moves than the thinking time is planned over.
    assert!(long_game_moves_left(361, 100) > expected_moves_left(&p, 361, 100));
}
