//! Time settings and the clock state as the controller reports them (GTP `time_settings`,
//! `kgs-time_settings`, `time_left`). Pure data: the search's time manager decides how to spend it.

use std::time::Instant;

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
