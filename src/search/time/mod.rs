//! How long to think: turns the clock the controller reported into a per-move budget.
//!
//! Pure functions of (clock, colour, game progress, now) so every time system can be unit
//! tested without sleeping.

mod systems;

use crate::board::Color;
use crate::clock::{Clock, TimeSystem};
use std::time::{Duration, Instant};
use systems::{absolute, byoyomi, canadian, GameStage, Phase, Plan};

/// A move's budget: aim for `target`, stretch up to `max` when the best move is unclear.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Budget {
    pub target: Duration,
    pub max: Duration,
    /// The search may stop once the best move can no longer change, but not before this.
    pub certain_after: Duration,
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TimeParams {
    /// Per-move time when no clock is given (`--time-per-move`).
    pub per_move: Duration,
    /// Kept in reserve against network and process latency on every move, until the
    /// controller's reports measure it (`Clock::measured_lag`).
    pub lag: Duration,
    /// The least we think, however short the clock.
    pub min_think: Duration,
    /// Main time's share of an opening move, against 1 for an endgame move: priors and the
    /// joseki book serve the opening well, and what it saves goes to the middle game.
    pub opening_weight: f32,
    /// Main time's share of a middle-game move, where big-board games are decided.
    pub middle_weight: f32,
    /// Where the opening ends, as a fraction of the board's area (move 29 on 19×19).
    pub opening_end: f32,
    /// Where the middle game ends, as a fraction of the board's area (move 152 on 19×19).
    pub middle_end: f32,
    /// Sudden death spreads main time over a game of this fraction of the board's area, plus
    /// 30 moves. Big-board games are resigned well before the board fills, and what a longer
    /// plan keeps goes with the resignation; the lag reserve covers longer games regardless.
    pub game_length: f32,
    /// With overtime, the fraction of the board's area by which main time should be spent
    /// (move 217 on 19×19): the endgame is played in the periods, which any unspent main
    /// time does not lengthen.
    pub main_time_end: f32,
    /// How far past its target an unclear move may think in main time, as a multiple of
    /// the target.
    pub unclear_stretch: f32,
    /// A win-rate fall since our previous move larger than this keeps the search going
    /// past its target (up to its max): the opponent's move may have been one it misread.
    pub winrate_drop: f32,
    /// The share of a move's target a search uses even when its move is settled earlier.
    /// Without a clock, time a fixed per-move budget leaves unspent is lost, not saved for a
    /// later move, while searching on grows the subtree the next move keeps: under the move
    /// just chosen, where the opponent's replies are. With one, what a settled move saves
    /// goes to later moves, but a game that ends early (a resignation, most often) takes its
    /// savings with it: stopping at the first sign of certainty left 40 % of a 5-minute
    /// clock unused in games the engine then lost.
    pub certain_share: f32,
}

impl Default for TimeParams {
    fn default() -> Self {
        TimeParams {
            per_move: Duration::from_secs(1),
            lag: crate::clock::ASSUMED_LAG,
            min_think: Duration::from_millis(20),
            opening_weight: 0.5,
            middle_weight: 1.5,
            opening_end: 0.08,
            middle_end: 0.42,
            game_length: 0.75,
            main_time_end: 0.6,
            unclear_stretch: 3.0,
            winrate_drop: 0.05,
            certain_share: 0.7,
        }
    }
}

/// Main time's weight for the game's move `move_number` (0-based): the opening below 1,
/// the middle game above, the endgame at 1.
pub fn phase_weight(params: &TimeParams, board_area: usize, move_number: usize) -> f64 {
    let progress = move_number as f64 / board_area.max(1) as f64;
    let weight = if progress < f64::from(params.opening_end) {
        params.opening_weight
    } else if progress < f64::from(params.middle_end) {
        params.middle_weight
    } else {
        1.0
    };
    // A zero weight everywhere would divide by zero: a knob set to 0 still thinks a little.
    f64::from(weight).max(0.01)
}

/// The share of `usable` seconds for this move when it is spread over our next
/// `moves_left` moves (every other move of the game) by their phase weights.
fn weighted_share(
    usable: f64,
    params: &TimeParams,
    board_area: usize,
    moves_played: usize,
    moves_left: f64,
) -> f64 {
    let ours = moves_left.ceil().max(1.0) as usize;
    let total: f64 = (0..ours)
        .map(|k| phase_weight(params, board_area, moves_played + 2 * k))
        .sum();
    usable * phase_weight(params, board_area, moves_played) / total
}

/// Our moves until main time should be spent when overtime follows it: the endgame runs on
/// the periods. Past that point, what main time is left goes over a few more moves.
pub fn moves_until_main_time_end(
    params: &TimeParams,
    board_area: usize,
    moves_played: usize,
) -> f64 {
    let end = f64::from(params.main_time_end) * board_area as f64;
    let ours = (end - moves_played as f64) / 2.0;
    ours.max(board_area as f64 / 16.0).max(5.0)
}

/// How many more moves we expect to play: most of the board fills before the end, and a
/// floor keeps some time for the endgame of long games.
pub fn expected_moves_left(params: &TimeParams, board_area: usize, moves_played: usize) -> f64 {
    // Small boards run past their area more often (captures, dame, ko fights): a 9×9 game
    // of 100 moves is common, and running out of time in one loses it. A big board's game
    // is often decided, and resigned, well before its area is filled: planned for 345 moves,
    // 19×19 games at 5 minutes ended near move 200 with 40 % of the clock unused. The floor
    // below keeps the long games safe.
    let game_length = board_area as f64 * f64::from(params.game_length) + 30.0;
    our_moves_before(game_length, board_area, moves_played)
}

/// Our moves left in a long game, one that fills the board and fights over it: what the lag
/// reserve is kept for, however short the plan for thinking time.
fn long_game_moves_left(board_area: usize, moves_played: usize) -> f64 {
    our_moves_before(board_area as f64 * 1.1 + 30.0, board_area, moves_played)
}

fn our_moves_before(game_length: f64, board_area: usize, moves_played: usize) -> f64 {
    let ours = (game_length - moves_played as f64) / 2.0;
    ours.max(board_area as f64 / 8.0).max(10.0)
}

/// The part of a byo-yomi period a clear move takes; an unclear one goes on to 95% of it.
const PERIOD_SHARE: f64 = 0.6;

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
    // The lag the controller's reports show, once they have shown it; the assumed one till then.
    let lag = clock
        .measured_lag(color)
        .unwrap_or(params.lag)
        .as_secs_f64();
    let game = GameStage {
        params,
        board_area,
        moves_played,
    };
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
            let left = reported.map_or(main, |(left, _)| left);
            absolute(left, lag, &game)
        }
        TimeSystem::Byoyomi {
            main,
            period,
            periods,
        } => {
            let phase = Phase::of(reported, main, period, periods, lag);
            byoyomi(phase, period, lag, &game)
        }
        TimeSystem::Canadian {
            main,
            period,
            stones,
        } => {
            let phase = Phase::of(reported, main, period, stones, lag);
            canadian(phase, period, stones, lag, &game)
        }
    };
    let min = params.min_think.as_secs_f64();
    let cap = (plan.available * 0.95).max(0.0);
    let target = plan.target.max(min).min(cap);
    let certain_after = f64::from(params.certain_share) * target;
    Budget {
        target: secs(target),
        max: secs(plan.max.max(target).min(cap)),
        certain_after: secs(certain_after),
    }
}

#[cfg(test)]
mod tests;
