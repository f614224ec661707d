//! How each time system plans a move: absolute (sudden death), byo-yomi and Canadian overtime,
//! each from the time left, the lag and the game's stage.

use super::{
    expected_moves_left, long_game_moves_left, moves_until_main_time_end, phase_weight,
    weighted_share, TimeParams, MAIN_TIME_OVER, PERIOD_SHARE,
};

/// Where the game is, for spreading main time by phase.
pub(super) struct GameStage<'a> {
    pub(super) params: &'a TimeParams,
    pub(super) board_area: usize,
    pub(super) moves_played: usize,
}

impl GameStage<'_> {
    /// This move's phase-weighted share of `usable` seconds spread over `moves_left` of ours.
    pub(super) fn share(&self, usable: f64, moves_left: f64) -> f64 {
        weighted_share(
            usable,
            self.params,
            self.board_area,
            self.moves_played,
            moves_left,
        )
    }

    pub(super) fn weight(&self) -> f64 {
        phase_weight(self.params, self.board_area, self.moves_played)
    }

    pub(super) fn stretch(&self) -> f64 {
        f64::from(self.params.unclear_stretch).max(1.0)
    }

    /// Our moves until main time should be gone when overtime follows it.
    pub(super) fn moves_until_overtime(&self) -> f64 {
        moves_until_main_time_end(self.params, self.board_area, self.moves_played)
    }
}

/// Seconds: what to aim for, the most to take when the best move is unclear, and what the
/// move may take before the clock is lost (a period lost, for byo-yomi), lag taken off; no
/// budget goes beyond that, not even the minimum thinking time.
pub(super) struct Plan {
    pub(super) target: f64,
    pub(super) max: f64,
    pub(super) available: f64,
}

/// Where an overtime clock stands: in main time or in a period, the seconds left of it,
/// and the periods (byo-yomi) or stones (Canadian) left.
pub(super) struct Phase {
    in_main: bool,
    left: f64,
    count: u32,
}

impl Phase {
    /// From the last report (seconds left now, count), or the settings when there was none.
    pub(super) fn of(
        reported: Option<(f64, u32)>,
        main: f64,
        period: f64,
        count: u32,
        lag: f64,
    ) -> Phase {
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
pub(super) fn absolute(left: f64, lag: f64, game: &GameStage) -> Plan {
    let moves_left = expected_moves_left(game.params, game.board_area, game.moves_played);
    // Every later move costs its lag too: keep it for all of them, in a game longer than
    // the plan. Capped (at a quarter of the clock, say), or kept only for the planned moves,
    // the reserve runs out first in the longest games: at 0.5 s a move, a 400-move game
    // planned for 247 moves lost on time at move 388 with the floor's 45 moves reserved.
    let future_lag = lag * long_game_moves_left(game.board_area, game.moves_played);
    let usable = left - lag - left * 0.05 - future_lag;
    let target = game.share(usable, moves_left);
    Plan {
        target,
        max: (target * game.stretch()).min(usable * 0.25),
        available: left - lag,
    }
}

pub(super) fn byoyomi(phase: Phase, period: f64, lag: f64, game: &GameStage) -> Plan {
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
        // Main time thinner than a period's move would only bring the periods sooner, and
        // they give every move that much anyway: think at least as long as in a period,
        // weighted by phase so the opening still leaves main time for the middle game.
        let share = game.share(left - lag, game.moves_until_overtime());
        let target = share.max(game.weight() * PERIOD_SHARE * period_use);
        let max = (left - lag + period_use).min(target * game.stretch());
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
        target: PERIOD_SHARE * (left - lag),
        max: left * 0.95 - lag,
        available,
    }
}

pub(super) fn canadian(phase: Phase, period: f64, stones: u32, lag: f64, game: &GameStage) -> Plan {
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
        // As for byo-yomi: no thinner than an overtime stone's share, weighted by phase.
        let share = game.share(left - lag, game.moves_until_overtime());
        let target = share.max(game.weight() * PERIOD_SHARE * overtime_share.max(0.0));
        return Plan {
            target,
            max: (left - lag + overtime_share.max(0.0)).min(target * game.stretch()),
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
