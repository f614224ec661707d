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

/// Where the game is, for spreading main time by phase.
struct GameStage<'a> {
    params: &'a TimeParams,
    board_area: usize,
    moves_played: usize,
}

impl GameStage<'_> {
    /// This move's phase-weighted share of `usable` seconds spread over `moves_left` of ours.
    fn share(&self, usable: f64, moves_left: f64) -> f64 {
        weighted_share(
            usable,
            self.params,
            self.board_area,
            self.moves_played,
            moves_left,
        )
    }

    fn weight(&self) -> f64 {
        phase_weight(self.params, self.board_area, self.moves_played)
    }

    fn stretch(&self) -> f64 {
        f64::from(self.params.unclear_stretch).max(1.0)
    }

    /// Our moves until main time should be gone when overtime follows it.
    fn moves_until_overtime(&self) -> f64 {
        moves_until_main_time_end(self.params, self.board_area, self.moves_played)
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
fn absolute(left: f64, lag: f64, game: &GameStage) -> Plan {
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

fn byoyomi(phase: Phase, period: f64, lag: f64, game: &GameStage) -> Plan {
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

fn canadian(phase: Phase, period: f64, stones: u32, lag: f64, game: &GameStage) -> Plan {
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

#[cfg(test)]
mod tests {
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
    fn reported_sudden_death_game(
        main: f64,
        moves: usize,
        worst: bool,
        real_lag: f64,
    ) -> (f64, f64) {
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
}
