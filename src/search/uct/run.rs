//! One search run from a prepared root: the threads that share it, the rule that stops it
//! (the clock, the playout limit, a best move that can no longer be overtaken, the
//! observer), and what it reports when it ends.

use super::report::{analysis, best_prior_move};
use super::verdicts::Verdicts;
use super::{CachePadded, Graph, NodeId, PriorHook, SearchParams, Shared, Worker, NONE};
use crate::board::{Color, Point};
use crate::engine::{Analysis, SearchObserver};
use crate::game::Game;
use crate::playout::Policy;
use crate::search::time::Budget;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Limits of one search run.
#[derive(Copy, Clone, Debug, Default)]
pub struct Limits {
    pub iterations: Option<u64>,
    pub budget: Option<Budget>,
    /// Stop early once the best move cannot change.
    pub early_stop: bool,
    /// Our win rate after our previous move's search: a position now judged worse by more
    /// than `winrate_drop` is one the search may have misread, so it thinks on to the
    /// budget's max.
    pub previous_winrate: Option<f64>,
    pub winrate_drop: f32,
}

/// Which ownership counts a search keeps (each costs a pass over the board per playout).
#[derive(Clone, Copy, Default)]
pub struct Ownership {
    pub whole_board: bool,
    /// Per root move, from the playouts whose path began with it.
    pub per_move: bool,
}

/// What one search is asked to do, and with what.
pub struct Request<'a> {
    pub game: &'a Game,
    pub color: Color,
    pub params: &'a SearchParams,
    pub policy: &'a dyn Policy,
    pub hook: Option<&'a dyn PriorHook>,
    pub threads: usize,
    pub seed: u64,
    pub limits: Limits,
    /// Count a game that two passes end as its stones stand (see `Shared`).
    pub bare_board_count: bool,
    /// Turn each playout's area count into a territory count (see `Shared`).
    pub territory_count: bool,
    /// The komi the playouts are judged by: the real one plus the handicap game's extra.
    pub komi_search: f32,
    pub ownership: Ownership,
}

/// What a finished search found (for tests, the bench and logs).
#[derive(Clone, Debug, Default)]
pub struct SearchSummary {
    /// Best root move by visits (PASS included); None if the root has no legal move at all.
    pub best: Option<Point>,
    /// Win rate of `best` for the side to move.
    pub winrate: f64,
    pub iterations: u64,
    pub playouts: u64,
    pub elapsed: Duration,
    pub live_nodes: usize,
    pub memory_full: bool,
    pub analysis: Analysis,
}

/// How often, in iterations, a search under a playout limit asks whether its best move can
/// still be overtaken: at fixed counts rather than on a timer, so that a search of one thread
/// stops at the same playout on every run.
const SETTLE_CHECK_EVERY: u64 = 64;

/// Searches from `root`, already expanded, with `banned[i]` saying whether the root's `i`th
/// edge may not be played, until a limit stops it or the observer does.
pub fn run(
    graph: &Graph,
    root: NodeId,
    banned: &[bool],
    request: &Request,
    observer: &mut dyn SearchObserver,
) -> SearchSummary {
    let start = Instant::now();
    let shared = shared(graph, root, banned, request);
    let interval = observer.interval();
    if request.threads == 1 && request.limits.budget.is_none() && interval.is_none() {
        run_inline(&shared, request, observer);
    } else {
        run_threads(&shared, request, start, observer);
    }
    let analysis = analysis(&shared, start);
    if interval.is_some() {
        observer.report(&analysis);
    }
    let (best, winrate) = match analysis.moves.first() {
        Some(m) => (Some(m.mv), m.winrate),
        None => (best_prior_move(&shared), 0.5),
    };
    SearchSummary {
        best,
        winrate,
        iterations: shared.totals.iterations.load(Ordering::Relaxed),
        playouts: shared.totals.playouts.load(Ordering::Relaxed),
        elapsed: start.elapsed(),
        live_nodes: graph.live_nodes(),
        memory_full: shared.memory_full.load(Ordering::Relaxed),
        analysis,
    }
}

/// What the search threads share for one search from `root`.
fn shared<'a>(
    graph: &'a Graph,
    root: NodeId,
    banned: &'a [bool],
    request: &Request<'a>,
) -> Shared<'a> {
    let game = request.game;
    let area = game.size() * game.size();
    let owner_table = || (0..area).map(|_| AtomicI32::new(0)).collect::<Vec<_>>();
    let ownership = request.ownership;
    Shared {
        graph,
        root,
        root_board: game.board(),
        root_color: request.color,
        root_after_pass: game.consecutive_passes() > 0,
        root_banned: banned,
        game,
        superko: game.rules().positional_superko,
        bare_board_count: request.bare_board_count,
        territory_count: request.territory_count,
        komi_search: request.komi_search,
        komi: game.komi(),
        policy: request.policy,
        params: request.params,
        hook: request.hook,
        stop: CachePadded(AtomicBool::new(false)),
        memory_full: CachePadded(AtomicBool::new(false)),
        tickets: CachePadded(AtomicU64::new(0)),
        limit: request.limits.iterations.unwrap_or(u64::MAX),
        threads: request.threads,
        totals: CachePadded::default(),
        ownership: ownership.whole_board.then(owner_table),
        moves_ownership: ownership.per_move.then(|| {
            (0..game.board().array_len())
                .map(|_| (AtomicU32::new(0), owner_table()))
                .collect()
        }),
        settle_under_limit: request.limits.early_stop && request.limits.iterations.is_some(),
        verdicts: Verdicts::read(game.board(), request.params.verdicts),
    }
}

/// The search on this thread: no thread start-up cost, and exactly reproducible. Asks the
/// observer whether to stop every 64 iterations.
fn run_inline(shared: &Shared, request: &Request, observer: &mut dyn SearchObserver) {
    let mut worker = Worker::new(shared.root_board, request.seed);
    while !shared.stop.load(Ordering::Relaxed) {
        for _ in 0..64 {
            if !shared.claim(&mut worker) {
                shared.stop.store(true, Ordering::Relaxed);
                break;
            }
            shared.iterate(&mut worker);
        }
        if observer.should_stop() {
            shared.stop.store(true, Ordering::Relaxed);
        }
    }
    shared.report(&mut worker);
}

/// Worker `t`'s generator seed (a search on this thread takes the search's own).
fn worker_seed(seed: u64, t: usize) -> u64 {
    seed ^ (t as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407)
}

/// The workers, with this thread watching the clock, the observer's stop and its report
/// interval.
fn run_threads(
    shared: &Shared,
    request: &Request,
    start: Instant,
    observer: &mut dyn SearchObserver,
) {
    let threads = request.threads;
    let running = AtomicUsize::new(threads);
    let interval = observer.interval();
    std::thread::scope(|scope| {
        for t in 0..threads {
            let running = &running;
            scope.spawn(move || {
                let mut worker = Worker::new(shared.root_board, worker_seed(request.seed, t));
                shared.work(&mut worker);
                running.fetch_sub(1, Ordering::Release);
            });
        }
        let mut last_report = Instant::now();
        while running.load(Ordering::Acquire) > 0 {
            std::thread::sleep(Duration::from_millis(2));
            if observer.should_stop() || out_of_time(shared, &request.limits, start) {
                shared.stop.store(true, Ordering::Relaxed);
            }
            if let Some(every) = interval {
                if last_report.elapsed() >= every {
                    last_report = Instant::now();
                    observer.report(&analysis(shared, start));
                }
            }
        }
    });
}

/// The clock's stop: past the budget's max; past its target with a clear best move; or the
/// best move can no longer be overtaken in the time left. A playout limit's own early stop is
/// the workers' (`Shared::settled_under_limit`).
fn out_of_time(shared: &Shared, limits: &Limits, start: Instant) -> bool {
    let Some(budget) = limits.budget else {
        return false;
    };
    let elapsed = start.elapsed();
    if elapsed >= budget.max {
        return true;
    }
    let leaders = shared.root_leaders();
    let dropping = limits.previous_winrate.is_some_and(|previous| {
        f64::from(leaders.best_value) + f64::from(limits.winrate_drop) < previous
    });
    if elapsed >= budget.target && leaders.best_is_clear && !dropping {
        return true;
    }
    // As the workers last reported: behind by at most a batch per thread, so the iterations
    // left are overstated, never understated, and an early stop is never premature.
    let done = shared.totals.iterations.load(Ordering::Relaxed);
    let rate = done as f64 / elapsed.as_secs_f64().max(1e-3);
    let remaining = rate * budget.max.saturating_sub(elapsed).as_secs_f64();
    limits.early_stop
        && elapsed >= budget.certain_after
        && done >= 100
        && f64::from(leaders.best - leaders.second) > remaining
}

/// The root's two most visited moves, as the stop rules read them.
pub(super) struct Leaders {
    pub best: u32,
    pub second: u32,
    /// The leader is also (about) the best by value: if not, more time may change the choice.
    pub best_is_clear: bool,
    /// The leader's win rate.
    pub best_value: f32,
}

impl Shared<'_> {
    /// The root's leaders by visits among the moves that may be played.
    pub(super) fn root_leaders(&self) -> Leaders {
        let graph = self.graph;
        let (mut best, mut second) = (0u32, 0u32);
        let mut best_value = 0.0f32;
        let mut top_value = 0.0f32;
        for (e, &banned) in graph.edges_of(self.root).iter().zip(self.root_banned) {
            let v = e.visits();
            if banned || v == 0 || e.child() == NONE {
                continue;
            }
            let value = 1.0 - graph.node(e.child()).value.load();
            if v > best {
                second = best;
                best = v;
                best_value = value;
            } else if v > second {
                second = v;
            }
            if v * 10 >= best.max(1) {
                top_value = top_value.max(value);
            }
        }
        Leaders {
            best,
            second,
            best_is_clear: (second as f32) < 0.7 * best as f32 && best_value + 0.02 >= top_value,
            best_value,
        }
    }

    /// Under a playout limit with early stopping, whether the best move can no longer be
    /// overtaken in the playouts left; asked by the workers every `SETTLE_CHECK_EVERY`
    /// iterations handed out, so that one thread's search stops at the same playout each run.
    pub(super) fn settled_under_limit(&self, handed_out: u64) -> bool {
        if !self.settle_under_limit
            || handed_out < 100
            || !handed_out.is_multiple_of(SETTLE_CHECK_EVERY)
        {
            return false;
        }
        // As the workers last reported, so with several threads the playouts left are
        // overstated, never understated, and the stop is never premature.
        let done = self.totals.iterations.load(Ordering::Relaxed);
        let leaders = self.root_leaders();
        u64::from(leaders.best - leaders.second) > self.limit.saturating_sub(done)
    }
}
