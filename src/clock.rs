//! Time settings and the clock state as the controller reports them (GTP `time_settings`,
//! `kgs-time_settings`, `time_left`). Pure data: the search's time manager decides how to spend it.
//! Also the process's own CPU time, which GoGui's `cputime` reports.

use crate::board::Color;
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// What a controller's clock is assumed to lose on every move beyond the engine's own thinking
/// (network, its process, ours reading and writing): the time manager keeps it in reserve, and
/// the engine's own count charges it, since the controller's clock runs through it too.
pub const ASSUMED_LAG: Duration = Duration::from_millis(400);

#[derive(Copy, Clone, PartialEq, Debug)]
pub enum TimeSystem {
    /// No clock was given: the engine uses its own per-move budget (`--time-per-move`).
    None,
    /// Sudden death: `main` seconds for the whole game.
    Absolute { main: f64 },
    /// Japanese byo-yomi: `periods` periods of `period` seconds after `main`.
    Byoyomi {
        main: f64,
        period: f64,
        periods: u32,
    },
    /// Canadian: `stones` moves in every `period` seconds after `main`.
    Canadian { main: f64, period: f64, stones: u32 },
    /// `time_settings x T 0` with T > 0: explicitly no time limit.
    Unlimited,
}

/// What `time_left` said for one colour, and when it said it.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct TimeLeft {
    pub seconds: f64,
    /// Canadian: stones left in the period. Byo-yomi (kgs): periods left. 0 = still in main time.
    pub count: u32,
    pub at: Instant,
    pub source: ClockSource,
}

/// Who keeps a clock entry: the controller's `time_left`, or the engine itself charging its
/// own moves when the controller sends none.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ClockSource {
    Controller,
    Engine,
}

#[derive(Clone, Debug)]
pub struct Clock {
    pub system: TimeSystem,
    /// Indexed by `Color::index()`.
    pub left: [Option<TimeLeft>; 2],
    /// What the controller's clock lost beyond our own count on each colour's recent moves.
    pub lag: [LagLog; 2],
}

impl Default for Clock {
    fn default() -> Self {
        Clock {
            system: TimeSystem::None,
            left: [None, None],
            lag: Default::default(),
        }
    }
}

/// Our latest moves' lag: the report after a move against what our own count left on the
/// clock when we answered. `ASSUMED_LAG` is a guess for a server across the world; a
/// controller on the same machine loses a few milliseconds a move, and reserving 0.4 s for
/// each of 150 moves to come held back a fifth of a 5-minute clock.
#[derive(Clone, Debug, Default)]
pub struct LagLog {
    /// Main time our count left at our last answer, when a controller's report preceded it.
    expected: Option<f64>,
    /// The losses measured, newest last, at most `LAG_WINDOW`.
    samples: VecDeque<f64>,
    /// The last report was in whole seconds (as CGOS and `tools/match.py` send them).
    whole_seconds: bool,
}

/// The moves the lag estimate remembers: enough to average out whole-second reports, few
/// enough to follow a slow spell.
const LAG_WINDOW: usize = 16;
/// Measured moves before the measurement replaces `ASSUMED_LAG`.
const LAG_MIN_SAMPLES: usize = 3;
/// A report this far from our count is a new clock (another game, a referee's correction),
/// not lag.
const LAG_IMPLAUSIBLE: f64 = 30.0;

impl Clock {
    /// The clock as it stands for `color` at `now`: the controller's last report less the time
    /// since, or (with no report yet) the full main time.
    fn standing(&self, color: Color, now: Instant) -> Option<(f64, u32)> {
        let since = |at: Instant| now.saturating_duration_since(at).as_secs_f64();
        if let Some(r) = self.left[color.index()] {
            return Some(((r.seconds - since(r.at)).max(0.0), r.count));
        }
        match self.system {
            TimeSystem::None | TimeSystem::Unlimited => None,
            TimeSystem::Absolute { main } => Some((main, 0)),
            TimeSystem::Byoyomi {
                main,
                period,
                periods,
            } if main <= 0.0 => Some((period, periods)),
            TimeSystem::Canadian {
                main,
                period,
                stones,
            } if main <= 0.0 => Some((period, stones)),
            TimeSystem::Byoyomi { main, .. } | TimeSystem::Canadian { main, .. } => Some((main, 0)),
        }
    }

    /// Our move starts: a clock the engine keeps itself did not run while the opponent
    /// thought, so it resumes now. A controller's report keeps its time, as its clock ran.
    pub fn start_move(&mut self, color: Color, now: Instant) {
        match self.left[color.index()].as_mut() {
            Some(entry) if entry.source == ClockSource::Engine => entry.at = now,
            Some(_) => {}
            None => {
                // No report yet: the engine's count starts from the full settings.
                if let Some((seconds, count)) = self.standing(color, now) {
                    self.left[color.index()] = Some(TimeLeft {
                        seconds,
                        count,
                        at: now,
                        source: ClockSource::Engine,
                    });
                }
            }
        }
    }

    /// Our move took until `now`: charge it, and the lag the controller's clock also runs
    /// through, to `color`'s clock. Controllers such as gogui-twogtp and CGOS clients without
    /// `time_left` never report the clock, so without this every move would be planned against
    /// the full main time, and without the lag a whole game's worth of it would overspend.
    pub fn charge(&mut self, color: Color, now: Instant) {
        self.lag[color.index()].expected = match self.left[color.index()] {
            Some(r) if r.source == ClockSource::Controller && r.count == 0 => {
                Some(r.seconds - now.saturating_duration_since(r.at).as_secs_f64())
            }
            _ => None,
        };
        let Some((left, count)) = self.standing(color, now + ASSUMED_LAG) else {
            return;
        };
        let (seconds, count) = match self.system {
            TimeSystem::None | TimeSystem::Unlimited => return,
            TimeSystem::Absolute { .. } => (left, 0),
            TimeSystem::Byoyomi { period, .. } if count > 0 => {
                // Still within the period: it starts afresh on the next move. Overrunning
                // it already cost periods, which only the controller knows for sure.
                (period, count)
            }
            TimeSystem::Byoyomi {
                period, periods, ..
            } => {
                if left > 0.0 {
                    (left, 0)
                } else {
                    (period, periods.max(1))
                }
            }
            TimeSystem::Canadian { period, stones, .. } if count > 0 => {
                if count <= 1 {
                    (period, stones.max(1))
                } else {
                    (left, count - 1)
                }
            }
            TimeSystem::Canadian { period, stones, .. } => {
                if left > 0.0 {
                    (left, 0)
                } else {
                    (period, stones.max(1))
                }
            }
        };
        self.left[color.index()] = Some(TimeLeft {
            seconds,
            count,
            at: now,
            source: ClockSource::Engine,
        });
    }
}

impl Clock {
    /// The controller's `time_left` for `color`; in main time, the first report after one of
    /// our moves measures that move's lag.
    pub fn report(&mut self, color: Color, left: TimeLeft) {
        let log = &mut self.lag[color.index()];
        log.whole_seconds = left.seconds.fract() == 0.0;
        if let Some(expected) = log.expected.take() {
            let lost = expected - left.seconds;
            // A report up to a second above our count is rounding (kept, so that it cancels
            // the sample before); far off either way, a new clock.
            if left.count == 0 && lost > -1.5 && lost < LAG_IMPLAUSIBLE {
                if log.samples.len() == LAG_WINDOW {
                    log.samples.pop_front();
                }
                log.samples.push_back(lost);
            }
        }
        self.left[color.index()] = Some(left);
    }

    /// New time settings: the reports and what our count expects of the next one go; the
    /// lag measured so far stays, as it belongs to the connection, not the game.
    pub fn reset_reports(&mut self) {
        self.left = [None, None];
        for log in &mut self.lag {
            log.expected = None;
        }
    }

    /// The lag to reserve on each of `color`'s moves, once a few have been measured: half as
    /// much again as the recent moves' mean, and a little more. `None` until then (use the
    /// assumed lag). The mean, not the worst: servers report whole seconds, so one move's
    /// sample is off by up to a second either way, but the errors cancel over consecutive
    /// moves (each report's rounding adds to one sample what it takes from the next) to at
    /// most a second over the window, which is added; and the reserve is for the moves to
    /// come together.
    pub fn measured_lag(&self, color: Color) -> Option<Duration> {
        let samples = &self.lag[color.index()].samples;
        if samples.len() < LAG_MIN_SAMPLES {
            return None;
        }
        let n = samples.len() as f64;
        let mean = samples.iter().sum::<f64>() / n;
        let rounding = if self.lag[color.index()].whole_seconds {
            1.0 / n
        } else {
            0.0
        };
        Some(Duration::from_secs_f64(
            mean.max(0.0) * 1.5 + 0.05 + rounding,
        ))
    }
}

/// The CPU time this process has used so far, user and system, all threads (GoGui's `cputime`
/// reports it beside the wall clock, so that a tournament director can see an engine that
/// thinks on the opponent's time or on more cores than agreed). `None` where the platform gives
/// no reading.
pub fn process_cpu_time() -> Option<Duration> {
    #[cfg(unix)]
    {
        // SAFETY: getrusage only writes the struct it is given, and an all-zero rusage is a
        // valid value of that plain C struct.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
            return None;
        }
        let seconds = |t: libc::timeval| {
            Duration::from_secs(u64::try_from(t.tv_sec).ok()?)
                .checked_add(Duration::from_micros(u64::try_from(t.tv_usec).ok()?))
        };
        seconds(usage.ru_utime)?.checked_add(seconds(usage.ru_stime)?)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(seconds: f64, count: u32, at: Instant) -> TimeLeft {
        TimeLeft {
            seconds,
            count,
            at,
            source: ClockSource::Controller,
        }
    }

    /// Plays `moves` moves of 2 s each for Black against a controller whose clock loses
    /// `lag` more on each; returns the clock and Black's clock by the controller.
    fn reported_moves(moves: usize, lag: f64) -> (Clock, f64) {
        reported_moves_rounded(moves, lag, 2.0, false)
    }

    /// `reported_moves` with moves of `think` seconds, reported in whole seconds (rounded
    /// down, as CGOS does) when `whole`.
    fn reported_moves_rounded(moves: usize, lag: f64, think: f64, whole: bool) -> (Clock, f64) {
        let mut clock = Clock {
            system: TimeSystem::Absolute { main: 300.0 },
            ..Clock::default()
        };
        let mut left = 300.0;
        let mut at = Instant::now();
        for _ in 0..moves {
            let shown = if whole { f64::floor(left) } else { left };
            clock.report(Color::Black, report(shown, 0, at));
            clock.start_move(Color::Black, at);
            at += Duration::from_secs_f64(think);
            clock.charge(Color::Black, at);
            left -= think + lag;
            at += Duration::from_secs(3);
        }
        (clock, left)
    }

    #[test]
    fn the_lag_reserved_is_measured_from_the_controllers_reports() {
        // No report after a move yet: the assumed lag stands.
        let (clock, _) = reported_moves(3, 0.01);
        assert_eq!(clock.measured_lag(Color::Black), None);
        let (mut clock, left) = reported_moves(6, 0.01);
        let fast = clock.measured_lag(Color::Black).expect("measured");
        assert!(fast < Duration::from_millis(100), "{fast:?}");
        assert_eq!(clock.measured_lag(Color::White), None);
        // A slow connection reserves more than the assumed lag.
        let (slow, _) = reported_moves(6, 1.0);
        let slow = slow.measured_lag(Color::Black).expect("measured");
        assert!(slow > Duration::from_millis(1500), "{slow:?}");
        // A new game's full clock is not lag, and new settings keep what was measured.
        clock.report(Color::Black, report(left, 0, Instant::now()));
        clock.charge(Color::Black, Instant::now());
        clock.reset_reports();
        clock.report(Color::Black, report(300.0, 0, Instant::now()));
        let kept = clock.measured_lag(Color::Black).expect("kept");
        assert!(kept < Duration::from_millis(300), "{kept:?}");
    }

    #[test]
    fn whole_second_reports_still_measure_a_small_lag() {
        for think in [2.0, 2.3, 1.77] {
            let (clock, _) = reported_moves_rounded(40, 0.05, think, true);
            let lag = clock.measured_lag(Color::Black).expect("measured");
            // 0.05 s a move: at least that, and under the assumed lag.
            assert!(
                lag > Duration::from_millis(50) && lag < Duration::from_millis(300),
                "{think} s a move: {lag:?}"
            );
        }
    }

    #[test]
    fn overtime_reports_and_the_engines_own_count_measure_no_lag() {
        let mut clock = Clock {
            system: TimeSystem::Byoyomi {
                main: 0.0,
                period: 30.0,
                periods: 5,
            },
            ..Clock::default()
        };
        let mut at = Instant::now();
        for _ in 0..10 {
            clock.report(Color::Black, report(30.0, 5, at));
            at += Duration::from_secs(2);
            clock.charge(Color::Black, at);
        }
        assert_eq!(clock.measured_lag(Color::Black), None);
        // Without reports the engine keeps the clock itself: nothing to compare with.
        let mut own = Clock {
            system: TimeSystem::Absolute { main: 300.0 },
            ..Clock::default()
        };
        for _ in 0..10 {
            own.start_move(Color::Black, at);
            at += Duration::from_secs(2);
            own.charge(Color::Black, at);
        }
        assert_eq!(own.measured_lag(Color::Black), None);
    }
}
