//! How long to think: turns the clock the controller reported into a per-move budget.
//!
//! Pure functions of (clock, colour, game progress, now) so every time system can be unit
//! tested without sleeping.

use crate::board::Color;
use crate::clock::{Clock, TimeSystem};
use std::time::{Duration, Instant};

/// A move's budget: aim for `target`, stretch up to `max` when the best move is unclear.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Budget {
    pub target: Duration,
    pub max: Duration,
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TimeParams {
    /// Per-move time when no clock is given (`--time-per-move`).
    pub per_move: Duration,
    /// Kept in reserve against network and process latency on every move.
    pub lag: Duration,
    /// The least we think, however short the clock.
    pub min_think: Duration,
}

impl Default for TimeParams {
    fn default() -> Self {
        TimeParams {
            per_move: Duration::from_secs(1),
            lag: crate::clock::ASSUMED_LAG,
            min_think: Duration::from_millis(20),
        }
    }
}

/// How many more moves we expect to play: most of the board fills before the end, and a
/// floor keeps some time for the endgame of long games.
pub fn expected_moves_left(board_area: usize, moves_played: usize) -> f64 {
    // Small boards run past their area more often (captures, dame, ko fights): a 9×9 game
    // of 100 moves is common, and running out of time in one loses it.
    let game_length = board_area as f64 * 0.9 + 20.0;
    let ours = (game_length - moves_played as f64) / 2.0;
    ours.max(board_area as f64 / 8.0).max(10.0)
}

/// Main time below the lag plus this much is as good as over: a period is next.
const MAIN_TIME_OVER: f64 = 1.0;

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s.max(0.0))
}

/// The budget for the move `color` is about to make.
pub fn budget(
    clock: &Clock,
    color: Color,
    board_area: usize,
    moves_played: usize,
    params: &TimeParams,
    now: Instant,
) -> Budget {
    let lag = params.lag.as_secs_f64();
    let moves_left = expected_moves_left(board_area, moves_played);
    // Time already spent since the controller's report counts against us.
    let reported = clock.left[color.index()].map(|r| {
        (
            r.seconds - now.saturating_duration_since(r.at).as_secs_f64(),
            r.count,
        )
    });
    let plan = match clock.system {
        TimeSystem::None | TimeSystem::Unlimited => {
            let t = params.per_move.as_secs_f64();
            Plan {
                target: t,
                max: t,
                available: f64::INFINITY,
            }
        }
        TimeSystem::Absolute { main } => {
            absolute(reported.map_or(main, |(left, _)| left), lag, moves_left)
        }
        TimeSystem::Byoyomi {
            main,
            period,
            periods,
        } => {
            let phase = Phase::of(reported, main, period, periods, lag);
            byoyomi(phase, period, lag, moves_left)
        }
        TimeSystem::Canadian {
            main,
            period,
            stones,
        } => {
            let phase = Phase::of(reported, main, period, stones, lag);
            canadian(phase, period, stones, lag, moves_left)
        }
    };
    let min = params.min_think.as_secs_f64();
    let cap = (plan.available * 0.95).max(0.0);
    let target = plan.target.max(min).min(cap);
    Budget {
        target: secs(target),
        max: secs(plan.max.max(target).min(cap)),
    }
}

/// Seconds: what to aim for, the most to take when the best move is unclear, and what the
/// move may take before the clock is lost (a period lost, for byo-yomi), lag taken off; no
/// budget goes beyond that, not even the minimum thinking time.
struct Plan {
    target: f64,
    max: f64,
    available: f64,
}

/// Where an overtime clock stands: in main time or in a period, the seconds left of it,
/// and the periods (byo-yomi) or stones (Canadian) left.
struct Phase {
    in_main: bool,
    left: f64,
    count: u32,
}

impl Phase {
    /// From the last report (seconds left now, count), or the settings when there was none.
    fn of(reported: Option<(f64, u32)>, main: f64, period: f64, count: u32, lag: f64) -> Phase {
        let mut phase = match reported {
            Some((left, n)) if n > 0 => Phase {
                in_main: false,
                left,
                count: n,
            },
            Some((left, _)) => Phase {
                in_main: true,
                left,
                count,
            },
            None => Phase {
                in_main: main > 0.0,
                left: if main > 0.0 { main } else { period },
                count,
            },
        };
        // `time_left c 0 0` (or main time down to less than a move needs): the first period
        // starts during this move, so think within it.
        if phase.in_main && count > 0 && phase.left < lag + MAIN_TIME_OVER {
            phase.in_main = false;
            phase.left = period;
        }
        phase
    }
}

/// Sudden death with `left` seconds.
fn absolute(left: f64, lag: f64, moves_left: f64) -> Plan {
    // Every later move costs its lag too: keep it for all of them. Capped (at a quarter of
    // the clock, say), the reserve shrinks with the clock, and a game that runs past the
    // expected length loses on lag alone once the clock is down to a few seconds.
    let future_lag = lag * moves_left;
    let usable = left - lag - left * 0.05 - future_lag;
    let target = usable / moves_left;
    Plan {
        target,
        max: (target * 3.0).min(usable * 0.25),
        available: left - lag,
    }
}

fn byoyomi(phase: Phase, period: f64, lag: f64, moves_left: f64) -> Plan {
    let Phase {
        in_main,
        left,
        count: periods_left,
    } = phase;
    // One period is always available after main time runs out; more than one spare period
    // is insurance we do not plan to spend.
    let period_use = if periods_left > 0 { period - lag } else { 0.0 };
    let available = if in_main {
        left.max(0.0) + period_use
    } else if periods_left > 0 {
        left.min(period) - lag
    } else {
        left - lag
    };
    if in_main && left > 0.0 {
        let target = (left - lag) / moves_left + period_use * 0.7;
        let max = (left - lag + period_use).min(target * 3.0);
        return Plan {
            target,
            max,
            available,
        };
    }
    let left = if periods_left > 0 {
        left.min(period)
    } else {
        left
    };
    // A period's overrun loses it: keep 5% of it spare besides the lag.
    Plan {
        target: 0.6 * (left - lag),
        max: left * 0.95 - lag,
        available,
    }
}

fn canadian(phase: Phase, period: f64, stones: u32, lag: f64, moves_left: f64) -> Plan {
    let Phase {
        in_main,
        left,
        count: stones_left,
    } = phase;
    let stones_left = stones_left.max(1) as f64;
    // Main time's share of the first period, each of its stones with its own lag.
    let overtime_share = if stones > 0 {
        (period - lag * stones as f64) / stones as f64
    } else {
        0.0
    };
    let available = if in_main && stones > 0 {
        left.max(0.0) + overtime_share
    } else {
        left - lag * stones_left
    };
    if in_main && left > 0.0 {
        let target = (left - lag) / moves_left + overtime_share.max(0.0) * 0.7;
        return Plan {
            target,
            max: (left - lag + overtime_share.max(0.0)).min(target * 3.0),
            available,
        };
    }
    // Each remaining stone of the period needs its own lag allowance, and 5% of the period
    // stays spare.
    let usable = left * 0.95 - lag * stones_left;
    let target = usable / stones_left;
    Plan {
        target,
        max: (usable * 0.5).min(target * 2.0).max(target),
        available,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{ClockSource, TimeLeft};

    fn clock(system: TimeSystem, left: Option<(f64, u32)>, at: Instant) -> Clock {
        let mut c = Clock {
            system,
            left: [None, None],
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
    fn absolute_spreads_time_over_expected_moves() {
        let now = Instant::now();
        let c = clock(TimeSystem::Absolute { main: 300.0 }, Some((300.0, 0)), now);
        let b = budget(&c, Color::Black, 81, 0, &params(), now);
        // 300 s over about 46 moves of ours, less the lag reserve.
        assert!(b.target > Duration::from_secs(4) && b.target < Duration::from_secs(10));
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
        assert!(b.target > Duration::from_secs(20));
        assert!(b.max <= Duration::from_secs(630));
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
        assert!(expected_moves_left(81, 0) > 30.0);
        assert!(expected_moves_left(81, 200) >= 6.75);
        assert!(expected_moves_left(361, 1000) >= 30.0);
    }
}
