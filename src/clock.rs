//! Time settings and the clock state as the controller reports them (GTP `time_settings`,
//! `kgs-time_settings`, `time_left`). Pure data: the search's time manager decides how to spend it.
//! Also the process's own CPU time, which GoGui's `cputime` reports.

use crate::board::Color;
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
}

impl Default for Clock {
    fn default() -> Self {
        Clock {
            system: TimeSystem::None,
            left: [None, None],
        }
    }
}

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
