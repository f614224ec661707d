//! Clocks as servers and GUIs keep them, over whole 9×9 games: the engine spends the most its
//! time manager allows on every move (the worst case), the controller's clock also loses a
//! simulated 0.2 s of lag per move, and no clock may ever be overspent.
//!
//! Time is simulated with instants the test moves forward itself, so nothing here depends on
//! how fast the machine is: the assertions are on the budgets the time manager computes.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tesuji::app::EngineOptions;
use tesuji::board::Color;
use tesuji::clock::{Clock, ClockSource, TimeLeft, TimeSystem, ASSUMED_LAG};
use tesuji::engine::{Brain, GenmoveMode, MoveChoice, PointStatus, RandomBrain, SearchObserver};
use tesuji::game::Game;
use tesuji::gtp::Session;
use tesuji::search::time::budget;
use tesuji::search::TimeParams;

const AREA: usize = 81;
/// Our moves in a long 9×9 game (the opponent's come in between): 100 moves in all.
const OUR_MOVES: usize = 50;
/// A long 9×9 game, well past the 60 to 90 moves most take. (Random play would go on to fill
/// the board; no clock survives lag forever: 60 s sudden death pays 0.2 s a move alone for
/// 300 moves.)
const LONG_GAME: usize = 120;
/// Network and process delay the controller's clock sees on every move.
const LAG: f64 = 0.2;

fn params() -> TimeParams {
    TimeParams::default()
}

/// The engine's view of its clock as a controller's `time_left` report at `at`.
fn reported(system: TimeSystem, seconds: f64, count: u32, at: Instant) -> Clock {
    let mut clock = Clock {
        system,
        ..Clock::default()
    };
    clock.left[Color::Black.index()] = Some(TimeLeft {
        seconds,
        count,
        at,
        source: ClockSource::Controller,
    });
    clock
}

/// The most the engine may think on this move, in seconds.
fn worst_case(clock: &Clock, moves_played: usize, now: Instant) -> f64 {
    let b = budget(clock, Color::Black, AREA, moves_played, &params(), now);
    assert!(b.target <= b.max, "{b:?}");
    b.max.as_secs_f64()
}

fn at(start: Instant, seconds: f64) -> Instant {
    start + Duration::from_secs_f64(seconds)
}

#[test]
fn absolute_without_time_left_keeps_its_own_clock() {
    // gogui-twogtp -time and `time_settings M 0 0` with no time_left: only the engine counts.
    for main in [5.0, 60.0, 300.0] {
        let start = Instant::now();
        let mut clock = Clock {
            system: TimeSystem::Absolute { main },
            ..Clock::default()
        };
        let mut now = 0.0;
        let mut spent = 0.0;
        // The engine's count: its thinking and the lag it assumes, never below zero.
        let mut counted: f64 = main;
        for our_move in 0..OUR_MOVES {
            clock.start_move(Color::Black, at(start, now));
            let think = worst_case(&clock, 2 * our_move, at(start, now));
            // The engine's own clock sees its thinking; the real lag it cannot see.
            clock.charge(Color::Black, at(start, now + think));
            spent += think;
            counted = (counted - think - ASSUMED_LAG.as_secs_f64()).max(0.0);
            // The opponent's thinking does not run our clock.
            now += think + 3.0;
        }
        assert!(spent <= main, "{main} s main time: spent {spent:.2} s");
        // The lag the engine cannot see is still reserved: with a main time that can pay for
        // 0.2 s on each of its moves, thinking plus lag stays within it too.
        if main >= 60.0 {
            let with_lag = spent + LAG * OUR_MOVES as f64;
            assert!(with_lag <= main, "{main} s: {with_lag:.2} s with lag");
        }
        let left = clock.left[Color::Black.index()].expect("kept by the engine");
        assert_eq!(left.source, ClockSource::Engine);
        assert!(
            (left.seconds - counted).abs() < 1e-6,
            "{left:?} against {counted}"
        );
    }
}

#[test]
fn absolute_with_time_left_is_never_overspent() {
    // 50 moves at 0.2 s of lag cost 10 s whatever the engine does: mains well above that,
    // as servers give (CGOS 9×9: 300 s; gogui-twogtp -time 1: 60 s).
    for main in [60.0, 120.0, 300.0] {
        let start = Instant::now();
        let system = TimeSystem::Absolute { main };
        let mut left = main;
        for our_move in 0..OUR_MOVES {
            // CGOS sends whole seconds.
            let clock = reported(system, left.floor(), 0, at(start, 0.0));
            let b = budget(
                &clock,
                Color::Black,
                AREA,
                2 * our_move,
                &params(),
                at(start, 0.0),
            );
            // No single move may lose on time, even one that takes the most allowed.
            assert!(
                b.max.as_secs_f64() + LAG <= left,
                "{main} s: {b:?} with {left:.2} s left at our move {our_move}"
            );
            // Unclear positions stretch to the maximum: say every third move does.
            let think = if our_move % 3 == 0 { b.max } else { b.target };
            left -= think.as_secs_f64() + LAG;
            assert!(left >= 0.0, "{main} s: lost on time at our move {our_move}");
        }
    }
}

/// KGS byo-yomi through `kgs-time_settings byoyomi M T P`: `time_left c t 0` in main time
/// (whole seconds, so `c 0 0` when less than one is left), `time_left c T p` in byo-yomi.
#[test]
fn byoyomi_is_never_overspent() {
    for (main, period, periods) in [
        (0.0, 5.0, 1),
        (10.0, 5.0, 3),
        (30.0, 10.0, 1),
        (2.5, 3.0, 2),
    ] {
        let start = Instant::now();
        let system = TimeSystem::Byoyomi {
            main,
            period,
            periods,
        };
        let mut main_left: f64 = main;
        for our_move in 0..OUR_MOVES {
            let now = at(start, 0.0);
            let clock = if main_left > 0.0 {
                reported(system, main_left.floor(), 0, now)
            } else {
                reported(system, period, periods, now)
            };
            let used = worst_case(&clock, 2 * our_move, now) + LAG;
            if main_left > 0.0 {
                // Main time runs out first, then the first period starts.
                assert!(
                    used <= main_left + period,
                    "{system:?}: move {our_move} used {used:.2} s of {main_left:.2}+{period}"
                );
                main_left = (main_left - used).max(0.0);
            } else {
                assert!(
                    used <= period,
                    "{system:?}: move {our_move} used {used:.2} s of a {period} s period"
                );
            }
        }
    }
}

#[test]
fn byoyomi_main_time_just_over_thinks_within_the_period() {
    let now = Instant::now();
    let system = TimeSystem::Byoyomi {
        main: 60.0,
        period: 30.0,
        periods: 5,
    };
    // `time_left b 0 0`: main time under a second, the periods all still to come.
    let clock = reported(system, 0.0, 0, now);
    let b = budget(&clock, Color::Black, AREA, 40, &params(), now);
    assert!(b.target >= Duration::from_secs(10), "{b:?}");
    assert!(b.max <= Duration::from_secs(30), "{b:?}");
    // The same for Canadian overtime: 25 stones in 300 s come next.
    let system = TimeSystem::Canadian {
        main: 60.0,
        period: 300.0,
        stones: 25,
    };
    let clock = reported(system, 0.0, 0, now);
    let b = budget(&clock, Color::Black, AREA, 40, &params(), now);
    assert!(b.target >= Duration::from_secs(5), "{b:?}");
    assert!(b.max <= Duration::from_secs(300), "{b:?}");
}

/// GTP Canadian `time_settings M T S`: `time_left c t 0` in main time, `time_left c t s` with
/// s stones to play in the t seconds left of the period.
#[test]
fn canadian_is_never_overspent() {
    for (main, period, stones) in [(0.0, 30.0, 10), (10.0, 20.0, 5), (5.0, 10.0, 25)] {
        let start = Instant::now();
        let system = TimeSystem::Canadian {
            main,
            period,
            stones,
        };
        let mut main_left: f64 = main;
        let (mut period_left, mut stones_left) = (period, stones);
        for our_move in 0..OUR_MOVES {
            let now = at(start, 0.0);
            let clock = if main_left > 0.0 {
                reported(system, main_left.floor(), 0, now)
            } else {
                reported(system, period_left.floor(), stones_left, now)
            };
            let used = worst_case(&clock, 2 * our_move, now) + LAG;
            if main_left > 0.0 {
                let overflow = used - main_left;
                main_left = (main_left - used).max(0.0);
                if overflow > 0.0 {
                    // The first stone of the first period was this one.
                    period_left = period - overflow;
                    stones_left = stones - 1;
                }
            } else {
                period_left -= used;
                stones_left -= 1;
            }
            assert!(
                period_left >= 0.0,
                "{system:?}: overran the period at our move {our_move}"
            );
            if stones_left == 0 {
                (period_left, stones_left) = (period, stones);
            }
        }
    }
}

#[test]
fn engine_keeps_its_clock_through_the_session() {
    let options = EngineOptions {
        seed: Some(3),
        ..EngineOptions::default()
    };
    let mut s = Session::new(Box::new(RandomBrain::new(3)), options);
    for line in [
        "boardsize 9",
        "time_settings 5 0 0",
        "genmove b",
        "genmove w",
    ] {
        let reply = s.handle_line(line).expect("a reply");
        assert!(reply.starts_with('='), "{line}: {reply:?}");
    }
    for color in [Color::Black, Color::White] {
        let left = s.clock().left[color.index()].expect("charged after its move");
        assert_eq!(left.source, ClockSource::Engine);
        assert!(left.seconds < 5.0 && left.seconds >= 0.0, "{left:?}");
    }
    // A controller's report replaces the engine's own count.
    s.handle_line("time_left b 3 0").expect("a reply");
    let left = s.clock().left[Color::Black.index()].expect("reported");
    assert_eq!((left.seconds, left.source), (3.0, ClockSource::Controller));
    // A new game starts a fresh clock.
    s.handle_line("clear_board").expect("a reply");
    assert!(s.clock().left.iter().all(Option::is_none));
}

/// Plays random moves, but first notes the budget (target and most) the real time manager
/// gives it on the clock the session hands it: the controller then charges it as thought.
struct Budgeted {
    moves: RandomBrain,
    budgets: Arc<Mutex<Vec<(f64, f64)>>>,
}

impl Brain for Budgeted {
    fn genmove(
        &mut self,
        game: &Game,
        color: Color,
        clock: &Clock,
        mode: GenmoveMode,
        observer: &mut dyn SearchObserver,
    ) -> MoveChoice {
        let area = game.size() * game.size();
        let b = budget(
            clock,
            color,
            area,
            game.moves().len(),
            &params(),
            Instant::now(),
        );
        assert!(b.target <= b.max, "{b:?}");
        self.budgets
            .lock()
            .expect("lock")
            .push((b.target.as_secs_f64(), b.max.as_secs_f64()));
        self.moves.genmove(game, color, clock, mode, observer)
    }

    fn analyze(&mut self, game: &Game, color: Color, observer: &mut dyn SearchObserver) {
        self.moves.analyze(game, color, observer)
    }

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        self.moves.final_status(game)
    }

    fn clear(&mut self) {
        self.moves.clear()
    }
}

/// One side's clock as a server keeps it, and the `time_left` it sends (whole seconds).
#[derive(Clone, Copy, Debug)]
struct ServerClock {
    system: TimeSystem,
    main_left: f64,
    /// Seconds left in the current period and periods (byo-yomi) or stones (Canadian) left.
    period_left: f64,
    count_left: u32,
}

impl ServerClock {
    fn new(system: TimeSystem) -> ServerClock {
        let (main, period, count) = match system {
            TimeSystem::Absolute { main } => (main, 0.0, 0),
            TimeSystem::Byoyomi {
                main,
                period,
                periods,
            } => (main, period, periods),
            TimeSystem::Canadian {
                main,
                period,
                stones,
            } => (main, period, stones),
            other => panic!("not a server clock: {other:?}"),
        };
        ServerClock {
            system,
            main_left: main,
            period_left: period,
            count_left: count,
        }
    }

    fn time_left(&self, color: &str) -> String {
        if self.main_left > 0.0 {
            format!("time_left {color} {} 0", self.main_left.floor())
        } else {
            format!(
                "time_left {color} {} {}",
                self.period_left.floor(),
                self.count_left
            )
        }
    }

    /// Charges a move; Err says how the clock was overspent. A lost byo-yomi period counts as
    /// overspent: the time manager must never gamble one away.
    fn charge(&mut self, mut used: f64) -> Result<(), String> {
        if self.main_left > 0.0 {
            if used <= self.main_left {
                self.main_left -= used;
                return Ok(());
            }
            used -= self.main_left;
            self.main_left = 0.0;
            if let TimeSystem::Absolute { .. } = self.system {
                return Err(format!("absolute clock over by {used:.2} s"));
            }
        }
        match self.system {
            TimeSystem::Byoyomi { period, .. } => {
                if used > period {
                    return Err(format!("{used:.2} s lost a {period} s period"));
                }
                self.period_left = period;
            }
            TimeSystem::Canadian { period, stones, .. } => {
                self.period_left -= used;
                if self.period_left < 0.0 {
                    return Err(format!(
                        "Canadian period over by {:.2} s",
                        -self.period_left
                    ));
                }
                self.count_left -= 1;
                if self.count_left == 0 {
                    (self.period_left, self.count_left) = (period, stones);
                }
            }
            _ => unreachable!(),
        }
        Ok(())
    }
}

/// Whole 9×9 self-play games through the GTP session, as KGS or CGOS run them: the settings
/// command, a `time_left` before every genmove, every move charged 0.2 s of lag besides its
/// thinking, which is the budget's target, stretched to its maximum on every third move (as
/// unclear positions do). Neither side's clock may ever be overspent, in games as long as
/// random play makes them up to `LONG_GAME` moves.
#[test]
fn whole_games_through_the_session_never_overspend_a_clock() {
    let clocks: [(&str, TimeSystem); 5] = [
        ("time_settings 60 0 0", TimeSystem::Absolute { main: 60.0 }),
        (
            "kgs-time_settings byoyomi 10 5 3",
            TimeSystem::Byoyomi {
                main: 10.0,
                period: 5.0,
                periods: 3,
            },
        ),
        (
            "kgs-time_settings byoyomi 0 3 1",
            TimeSystem::Byoyomi {
                main: 0.0,
                period: 3.0,
                periods: 1,
            },
        ),
        (
            "time_settings 10 20 5",
            TimeSystem::Canadian {
                main: 10.0,
                period: 20.0,
                stones: 5,
            },
        ),
        (
            "kgs-time_settings canadian 0 30 10",
            TimeSystem::Canadian {
                main: 0.0,
                period: 30.0,
                stones: 10,
            },
        ),
    ];
    for (seed, (settings, system)) in clocks.into_iter().enumerate() {
        let budgets = Arc::new(Mutex::new(Vec::new()));
        let brain = Budgeted {
            moves: RandomBrain::new(seed as u64 + 1),
            budgets: Arc::clone(&budgets),
        };
        let mut s = Session::new(Box::new(brain), EngineOptions::default());
        for line in ["boardsize 9", "clear_board", "komi 7", settings] {
            let reply = s.handle_line(line).expect("a reply");
            assert!(reply.starts_with('='), "{line}: {reply:?}");
        }
        assert_eq!(s.clock().system, system, "{settings}");
        let mut clocks = [ServerClock::new(system); 2];
        let mut passes = 0;
        let mut moves = 0;
        while passes < 2 && moves < LONG_GAME {
            let (color, side) = if moves % 2 == 0 { ("b", 0) } else { ("w", 1) };
            let report = clocks[side].time_left(color);
            let reply = s.handle_line(&report).expect("a reply");
            assert!(reply.starts_with('='), "{report}: {reply:?}");
            let reply = s.handle_line(&format!("genmove {color}")).expect("a reply");
            assert!(reply.starts_with('='), "genmove {color}: {reply:?}");
            let (target, max) = budgets
                .lock()
                .expect("lock")
                .pop()
                .expect("the brain was asked");
            let think = if (moves / 2) % 3 == 0 { max } else { target };
            let used = think + LAG;
            if let Err(how) = clocks[side].charge(used) {
                panic!("{settings}: move {moves} ({color}, {report}): {how}");
            }
            passes = if reply.contains("PASS") || reply.contains("pass") {
                passes + 1
            } else {
                0
            };
            moves += 1;
        }
        assert!(moves >= 40, "{settings}: a whole game, not {moves} moves");
    }
}
