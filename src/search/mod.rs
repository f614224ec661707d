//! UCT search on an arena-allocated DAG with a transposition table.
//!
//! - `arena`: node and edge slabs, the Zobrist-keyed table, reclamation along creator edges.
//! - `uct`: one descent/playout/backup with UCT-RAVE and virtual loss.
//! - `prior`: the heuristic opinions new edges start from (read off playout's tactics and
//!   3x3 shapes).
//! - `unsettled`: opinions on the moves that touch a big chain the root's playouts leave open.
//! - `sealed`: opinions from reading the life and death of the groups the opponent has sealed in.
//! - `params`: every tunable by name, for `--param` and `--config`.
//! - `report`: the root's moves, principal variations, ownership and stats for analysis.
//! - `time`: per-move budgets for every time system.
//!
//! Scoring, ownership, life and death and dynamic komi are `rules`'; the search calls them.
//!
//! `UctBrain` ties them to the `Brain` contract: it keeps the graph between moves, re-roots
//! it at the game's current position and reclaims what is no longer reachable.

pub mod arena;
mod book_priors;
mod book_weights;
mod decide;
pub mod params;
mod prior;
mod report;
mod sealed;
pub mod time;
pub mod uct;
mod unsettled;

use crate::board::{Board, Color, Point};
use crate::clock::Clock;
use crate::engine::{
    Analysis, Brain, GenmoveMode, MoveChoice, MoveInfo, PointStatus, SearchObserver, Silent,
};
use crate::game::Game;
use crate::playout::{FastRng, HeuristicConfig, HeuristicPolicy, Policy};
use crate::rules;
use arena::{CachePadded, Capacity, Graph, Lookup, NodeId, NONE, NO_EDGE};
pub use book_priors::JosekiPriors;
pub use book_weights::BookPriorWeights;
use decide::PassDecision;
pub use prior::{priors, priors_with, Opinion, Prior, PriorWeights};
use report::{mean_ownership, root_moves, stats_line};
pub use sealed::{SealedGroups, SealedWeights};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
pub use time::{Budget, TimeParams};
pub use uct::{PriorHook, SearchParams};
pub use unsettled::{UnsettledGroups, UnsettledWeights};

#[derive(Clone, Debug)]
pub struct SearchConfig {
    /// Search threads (tree parallelism).
    pub threads: usize,
    /// Bytes for the node and edge arenas and the table (`--max-memory`).
    pub max_memory: usize,
    /// Fixed iterations per move (`--playouts`), instead of the clock.
    pub playouts: Option<u64>,
    pub time: TimeParams,
    /// Resign below this win rate, sustained over `RESIGN_STREAK` moves; 0 = never.
    pub resign: f64,
    /// ...and only while the best move's mean score also trails by at least this many points
    /// (19x19; smaller boards in proportion to their area). A win rate near zero late in a
    /// close game says the count is lost by a point, not that the opponent cannot err.
    pub resign_margin: f32,
    pub seed: u64,
    /// The first this-many moves of a game pick among near-best moves at random; None = the
    /// board size.
    pub opening_random_moves: Option<usize>,
    pub params: SearchParams,
    /// The playout policy's step probabilities.
    pub policy: HeuristicConfig,
    /// Playouts for `final_status`.
    pub status_playouts: usize,
    /// Virtual wins per square root of the move model's probability that the model's prior
    /// hook (built by `app`) gives each new edge; 0 leaves the model out. Here so that
    /// `--param` can tune it beside the other priors.
    pub model_prior_weight: f32,
    /// `model_prior_weight`'s multiplier on boards smaller than 13x13: the model learned from
    /// 19x19 records, and on 9x9 its opinion served the search best counted half as much
    /// again (docs/experiments/move-model.md).
    pub model_prior_small_board_scale: f32,
    /// Playouts a search plays at its root to measure the ownership a context-reading move
    /// model reads: `None` as many as the model was trained with, `Some(0)` none (the model's
    /// ownership group then stays silent).
    pub model_owner_playouts: Option<u32>,
    /// Where the move model believes the next move more likely far from the last one (more
    /// than 4 away) than near, the far moves' virtual wins count `1 + model_tenuki_boost *
    /// (2 * its far share - 1)` times as much (13x13 up, and not where the last move fell in
    /// a corner fight while a corner is empty; 0 = off). `ModelPriors` says why.
    pub model_tenuki_boost: f32,
    /// The far share above which `model_tenuki_boost` starts; the factor is `1 + boost *
    /// (share - pivot) / (1 - pivot)`, so at 0.5 it is `1 + boost * (2 * share - 1)`.
    pub model_tenuki_pivot: f32,
    /// How much the joseki book's moves count (the book's hook is built by `app`; its knobs
    /// live here so that `--param` tunes them beside the other priors).
    pub book: BookPriorWeights,
    /// Priors for the moves that touch a big chain whose fate the root's playouts leave open
    /// (the hook is built by `app`, as the model's is).
    pub unsettled: UnsettledWeights,
    /// Priors from reading sealed groups' life and death (the hook is built by `app`).
    pub sealed: SealedWeights,
    /// How the game's end is counted when deciding whether to pass.
    pub counting: Counting,
    /// The lead the search demands of itself once clearly ahead in an even game.
    pub adaptive_komi: rules::AdaptiveKomi,
}

/// How the server the engine plays on counts a game that ends with two passes. A pass is only
/// safe if the count the server will make wins, so the search counts the same way.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Counting {
    /// Dead stones are removed before counting (KGS, human scorers, GNU Go's `final_score`,
    /// Japanese and Chinese rules as people play them). A lone dead stone in the opponent's
    /// area must not make a lost position look won, so the search plays out the position a
    /// double pass reaches instead of counting the stones where they stand.
    #[default]
    DeadRemoved,
    /// Every stone on the board counts as alive (Tromp-Taylor, as CGOS scores).
    BareBoard,
}

/// Default of `model_prior_weight`. 9x9, 0.5 s per move: 20 beat 0 by 30 games to 10. 19x19
/// self-play against 20, one thread: 30 won 21/30 at 3,500 playouts a move
/// (docs/experiments/move-model.md, "The move model counted more").
pub const DEFAULT_MODEL_PRIOR_WEIGHT: f32 = 30.0;
/// Default of `model_prior_small_board_scale`: 1, so that 9x9 keeps the weight it was tuned
/// to, 30 (3,000 playouts against the model before at weight 20: 12 36.5 %, 20 47.5 %, 30
/// 57.0 %, 40 54.0 % over 100 games each; 30 then won 37/60 at 1 s).
pub const DEFAULT_MODEL_SMALL_BOARD_SCALE: f32 = 1.0;

/// Default of `model_tenuki_boost` (480 professional positions of the 6p-8p folders at 3,000
/// playouts, engine seed 2, exact / plays elsewhere: off 158 / 85, 5 154 / 102, 10 182 / 99,
/// 20 159 / 97; docs/experiments/agreement.md).
pub const DEFAULT_MODEL_TENUKI_BOOST: f32 = 10.0;

/// Default of `model_tenuki_pivot` (the same 480 positions with boost 10, exact / plays
/// elsewhere: 0.5 182 / 99, 0.4 173 / 98, 0.3 160 / 104: a lower pivot buys tenuki with
/// local answers).
pub const DEFAULT_MODEL_TENUKI_PIVOT: f32 = 0.5;

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            threads: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
            max_memory: 1 << 30,
            playouts: None,
            time: TimeParams::default(),
            resign: 0.1,
            resign_margin: DEFAULT_RESIGN_MARGIN,
            seed: 0x7e5u64,
            opening_random_moves: None,
            params: SearchParams::default(),
            policy: HeuristicConfig::default(),
            status_playouts: 1000,
            model_prior_weight: DEFAULT_MODEL_PRIOR_WEIGHT,
            model_prior_small_board_scale: DEFAULT_MODEL_SMALL_BOARD_SCALE,
            model_owner_playouts: None,
            model_tenuki_boost: DEFAULT_MODEL_TENUKI_BOOST,
            model_tenuki_pivot: DEFAULT_MODEL_TENUKI_PIVOT,
            book: BookPriorWeights::default(),
            unsettled: UnsettledWeights::default(),
            sealed: SealedWeights::default(),
            counting: Counting::default(),
            adaptive_komi: rules::AdaptiveKomi::default(),
        }
    }
}

/// Points (19x19) the best move must trail by before a low win rate counts towards resigning
/// (KataGo's resignMinScoreDifference): two games resigned against GNU Go, played out, were
/// lost by half a point.
pub const DEFAULT_RESIGN_MARGIN: f32 = 10.0;
/// Under this many root visits a win rate is too noisy to resign on.
const RESIGN_MIN_VISITS: u32 = 200;

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

/// Limits of one search run.
#[derive(Copy, Clone, Debug, Default)]
struct Limits {
    iterations: Option<u64>,
    budget: Option<Budget>,
    /// Stop early once the best move cannot change.
    early_stop: bool,
    /// Our win rate after our previous move's search: a position now judged clearly worse
    /// is one the search may have misread, so it thinks on to the budget's max.
    previous_winrate: Option<f64>,
    /// Points the side to move demands of itself on top of komi (adaptive komi).
    demand: f32,
}

pub struct UctBrain {
    config: SearchConfig,
    policy: Box<dyn Policy>,
    hook: Option<Box<dyn PriorHook>>,
    graph: Option<Graph>,
    graph_area: usize,
    root: NodeId,
    low_winrate_streak: u32,
    /// Our win rate when our last `genmove` of this game ended, when its search was big
    /// enough to trust.
    last_winrate: Option<f64>,
    /// Per colour: the lead its next `genmove` demands of itself (adaptive komi).
    demand: [f32; 2],
    searches: u64,
}

impl UctBrain {
    pub fn new(config: SearchConfig, policy: Box<dyn Policy>) -> UctBrain {
        UctBrain {
            config,
            policy,
            hook: None,
            graph: None,
            graph_area: 0,
            root: NONE,
            low_winrate_streak: 0,
            last_winrate: None,
            demand: [0.0; 2],
            searches: 0,
        }
    }

    /// The search with the standard heavy playout policy.
    pub fn with_config(config: SearchConfig) -> UctBrain {
        let policy = HeuristicPolicy::new(config.policy);
        UctBrain::new(config, Box::new(policy))
    }

    /// Installs extra prior knowledge for new edges (e.g. the joseki book). The graph is
    /// cleared, since its edges were made without it.
    pub fn set_prior_hook(&mut self, hook: Option<Box<dyn PriorHook>>) {
        self.hook = hook;
        self.clear();
    }

    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    pub fn graph(&self) -> Option<&Graph> {
        self.graph.as_ref()
    }

    pub fn root(&self) -> NodeId {
        self.root
    }

    /// Makes the node for `game`'s position with `color` to move the root, keeping what it
    /// reaches and reclaiming the rest.
    fn set_root(&mut self, game: &Game, color: Color) -> NodeId {
        let area = game.size() * game.size();
        if self.graph.is_none() || self.graph_area != area {
            let cap = Capacity::from_memory(self.config.max_memory, area + 1);
            self.graph = Some(Graph::new(cap));
            self.graph_area = area;
        }
        let Some(graph) = self.graph.as_mut() else {
            return NONE;
        };
        let key = uct::node_key(game.board(), color, game.consecutive_passes() > 0);
        match graph.find(key) {
            Some(root) => graph.reclaim(self.root, root),
            None => graph.reset(),
        }
        self.root = match graph.find_or_insert(key, color as u8, NO_EDGE, false) {
            Lookup::Found(id) | Lookup::Inserted(id) => id,
            Lookup::Full => NONE,
        };
        self.root
    }

    /// Checks the graph invariants the reclamation must keep: every live slot is reachable
    /// from the root and every table entry names a live node under its own key.
    pub fn check_graph(&self) -> Result<(), String> {
        let Some(graph) = &self.graph else {
            return Ok(());
        };
        let live = graph.live_nodes();
        let reachable = graph.reachable_count(self.root);
        if live != reachable {
            return Err(format!("{live} live node slots but {reachable} reachable"));
        }
        let mut entries = 0;
        for id in graph.table_entries() {
            entries += 1;
            let node = graph.node(id);
            if node.state() == arena::STATE_FREE {
                return Err(format!("table entry {id} is a free slot"));
            }
            if graph.find(node.key()) != Some(id) {
                return Err(format!("table entry {id} not found under its key"));
            }
        }
        if entries != live {
            return Err(format!("{entries} table entries for {live} live nodes"));
        }
        Ok(())
    }

    /// A seeded search of exactly `iterations` descents (deterministic with one thread).
    pub fn search_fixed(&mut self, game: &Game, color: Color, iterations: u64) -> SearchSummary {
        let limits = Limits {
            iterations: Some(iterations),
            budget: None,
            early_stop: false,
            previous_winrate: None,
            demand: 0.0,
        };
        self.search(game, color, limits, &[], false, &mut Silent)
    }

    /// The moves the search may not play at the root: illegal ones, `extra_bans` (analysis
    /// `avoid`/`allow`), and pass when `ban_pass`. Passing stays allowed when nothing else is.
    fn root_bans(
        &self,
        game: &Game,
        color: Color,
        ban_pass: bool,
        extra_bans: &[Point],
    ) -> Vec<bool> {
        let Some(graph) = &self.graph else {
            return Vec::new();
        };
        let edges = graph.edges_of(self.root);
        let mut bans: Vec<bool> = edges
            .iter()
            .map(|e| {
                let p = Point(e.mv());
                let banned = if p.is_pass() {
                    ban_pass
                } else {
                    !game.is_legal(color, p)
                };
                banned || extra_bans.contains(&p)
            })
            .collect();
        if bans.iter().all(|&b| b) {
            for (b, e) in bans.iter_mut().zip(edges) {
                if e.mv() == 0 {
                    *b = false;
                }
            }
        }
        bans
    }

    /// Makes `game`'s position the root and gives it its moves; when the arena has no room
    /// even for those, starts over once with an empty graph. NONE when there is no root.
    fn prepare_root(&mut self, game: &Game, color: Color, params: &SearchParams) -> NodeId {
        let mut root = self.set_root(game, color);
        if root == NONE {
            return NONE;
        }
        let mut priors: Vec<Prior> = Vec::new();
        for attempt in 0..2 {
            let graph = self.graph.as_ref().expect("set_root creates the graph");
            let hook = self.hook.as_deref();
            let expanded = uct::expand(graph, params, hook, root, game.board(), color, &mut priors);
            if expanded || attempt == 1 {
                break;
            }
            if let Some(g) = self.graph.as_mut() {
                g.reset();
            }
            root = self.set_root(game, color);
        }
        root
    }

    /// Runs one search from `game`'s position for `color`.
    fn search(
        &mut self,
        game: &Game,
        color: Color,
        limits: Limits,
        extra_bans: &[Point],
        ban_pass: bool,
        observer: &mut dyn SearchObserver,
    ) -> SearchSummary {
        let start = Instant::now();
        self.searches += 1;
        let mut params = self.config.params.clone();
        if self.counts_territory(game) {
            params.pass_prior = params.pass_prior_territory;
        }
        if let Some(hook) = self.hook.as_deref() {
            hook.prepare(game.board(), color);
        }
        let root = self.prepare_root(game, color, &params);
        let bans = self.root_bans(game, color, ban_pass, extra_bans);
        let Some(graph) = self.graph.as_ref() else {
            return SearchSummary::default();
        };
        if root == NONE || graph.edges_of(root).is_empty() {
            return SearchSummary::default();
        }
        let ownership = Ownership {
            whole_board: observer.wants_ownership(),
            per_move: observer.wants_moves_ownership(),
        };
        let threads = self.config.threads.max(1);
        let shared = self.shared(
            game, color, root, &bans, &params, &limits, ownership, threads,
        );
        shared.add_model_at_root();
        let seed = self.config.seed ^ self.searches.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let interval = observer.interval();
        if threads == 1 && limits.budget.is_none() && interval.is_none() {
            run_inline(&shared, game.board(), seed, observer);
        } else {
            self.run_threads(&shared, threads, seed, &limits, start, observer);
        }
        let analysis = self.analysis(&shared, start);
        if interval.is_some() {
            observer.report(&analysis);
        }
        let (best, winrate) = match analysis.moves.first() {
            Some(m) => (Some(m.mv), m.winrate),
            None => (self.best_prior_move(&shared), 0.5),
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

    /// Whether the search counts its playouts by territory: the game is (Japanese rules) and
    /// the server removes dead stones before counting, as territory counting needs.
    fn counts_territory(&self, game: &Game) -> bool {
        self.config.counting == Counting::DeadRemoved
            && game.rules().scoring == rules::Scoring::Territory
    }

    /// What the search threads share for one search from `root`.
    #[allow(clippy::too_many_arguments)]
    fn shared<'a>(
        &'a self,
        game: &'a Game,
        color: Color,
        root: NodeId,
        bans: &'a [bool],
        params: &'a SearchParams,
        limits: &Limits,
        ownership: Ownership,
        threads: usize,
    ) -> uct::Shared<'a> {
        let area = game.size() * game.size();
        let owner_table = || (0..area).map(|_| AtomicI32::new(0)).collect::<Vec<_>>();
        uct::Shared {
            graph: self.graph.as_ref().expect("the search has a graph"),
            root,
            root_board: game.board(),
            root_color: color,
            root_after_pass: game.consecutive_passes() > 0,
            root_banned: bans,
            game,
            superko: game.rules().positional_superko,
            bare_board_count: self.config.counting == Counting::BareBoard,
            territory_count: self.counts_territory(game),
            komi_search: game.komi()
                + self.config.adaptive_komi.handicap_komi(
                    color,
                    game.handicap().len(),
                    area,
                    game.moves().len(),
                )
                + match color {
                    Color::Black => limits.demand,
                    Color::White => -limits.demand,
                },
            komi: game.komi(),
            policy: self.policy.as_ref(),
            params,
            hook: self.hook.as_deref(),
            stop: CachePadded(AtomicBool::new(false)),
            memory_full: CachePadded(AtomicBool::new(false)),
            tickets: CachePadded(AtomicU64::new(0)),
            limit: limits.iterations.unwrap_or(u64::MAX),
            threads,
            totals: CachePadded::default(),
            ownership: ownership.whole_board.then(owner_table),
            moves_ownership: ownership.per_move.then(|| {
                (0..game.board().array_len())
                    .map(|_| (AtomicU32::new(0), owner_table()))
                    .collect()
            }),
            criticality: (params.widen_critical > 0.0 || params.crit_value > 0.0)
                .then(|| uct::Criticality::new(game.board().array_len())),
        }
    }

    /// `threads` workers, with this thread watching the clock, the observer's stop and its
    /// report interval.
    fn run_threads(
        &self,
        shared: &uct::Shared,
        threads: usize,
        seed: u64,
        limits: &Limits,
        start: Instant,
        observer: &mut dyn SearchObserver,
    ) {
        let running = AtomicUsize::new(threads);
        let interval = observer.interval();
        std::thread::scope(|scope| {
            for t in 0..threads {
                let running = &running;
                scope.spawn(move || {
                    let seed = seed ^ (t as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407);
                    let mut worker = uct::Worker::new(shared.root_board, seed);
                    shared.work(&mut worker);
                    running.fetch_sub(1, Ordering::Release);
                });
            }
            let mut last_report = Instant::now();
            while running.load(Ordering::Acquire) > 0 {
                std::thread::sleep(Duration::from_millis(2));
                if observer.should_stop() || self.should_stop_now(shared, limits, start) {
                    shared.stop.store(true, Ordering::Relaxed);
                }
                if let Some(every) = interval {
                    if last_report.elapsed() >= every {
                        last_report = Instant::now();
                        observer.report(&self.analysis(shared, start));
                    }
                }
            }
        });
    }

    /// Time, or certainty: the best move by visits cannot be overtaken in what is left.
    fn should_stop_now(&self, shared: &uct::Shared, limits: &Limits, start: Instant) -> bool {
        let elapsed = start.elapsed();
        let (best, second, best_is_clear, best_value) = root_leaders(shared);
        // As the workers last reported: behind by at most a batch per thread, so the
        // iterations left are overstated, never understated, and an early stop is never
        // premature.
        let done = shared.totals.iterations.load(Ordering::Relaxed);
        let mut remaining = limits
            .iterations
            .map_or(f64::INFINITY, |l| l.saturating_sub(done) as f64);
        let mut may_settle = true;
        if let Some(budget) = limits.budget {
            if elapsed >= budget.max {
                return true;
            }
            let dropping = limits.previous_winrate.is_some_and(|previous| {
                f64::from(best_value) + f64::from(self.config.time.winrate_drop) < previous
            });
            if elapsed >= budget.target && best_is_clear && !dropping {
                return true;
            }
            let rate = done as f64 / elapsed.as_secs_f64().max(1e-3);
            let left = (budget.max.saturating_sub(elapsed)).as_secs_f64();
            remaining = remaining.min(rate * left);
            // A playout limit is a budget of its own: its unplayed playouts cost nothing.
            may_settle = limits.iterations.is_some() || elapsed >= budget.certain_after;
        }
        limits.early_stop && may_settle && done >= 100 && (best - second) as f64 > remaining
    }

    fn best_prior_move(&self, shared: &uct::Shared) -> Option<Point> {
        let edges = shared.graph.edges_of(shared.root);
        edges
            .iter()
            .zip(shared.root_banned)
            .filter(|(_, &banned)| !banned)
            .max_by(|(a, _), (b, _)| {
                let va = a.prior_wins.load() / a.prior_visits.load().max(1e-6);
                let vb = b.prior_wins.load() / b.prior_visits.load().max(1e-6);
                va.total_cmp(&vb)
            })
            .map(|(e, _)| Point(e.mv()))
    }

    /// What the search knows now: the root's searched moves, ownership and a stats line.
    fn analysis(&self, shared: &uct::Shared, start: Instant) -> Analysis {
        let ownership = shared
            .ownership
            .as_ref()
            .map(|own| mean_ownership(own, &shared.totals.ownership_samples));
        Analysis {
            moves: root_moves(shared),
            root_visits: shared
                .graph
                .node(shared.root)
                .visits
                .load(Ordering::Relaxed) as u64,
            ownership,
            stats: stats_line(shared, start),
        }
    }

    /// The move to play among the searched candidates: most visits, or in the opening a
    /// visits-weighted draw among near-best moves.
    fn pick(&self, analysis: &Analysis, game: &Game) -> Option<Point> {
        let best = analysis.moves.first()?;
        let opening = self.config.opening_random_moves.unwrap_or(game.size());
        if game.moves().len() >= opening || best.mv.is_pass() {
            return Some(best.mv);
        }
        let near: Vec<&MoveInfo> = analysis
            .moves
            .iter()
            .filter(|m| {
                !m.mv.is_pass()
                    && m.visits as f64 >= 0.7 * best.visits as f64
                    && m.winrate >= best.winrate - 0.03
            })
            .collect();
        let weights: Vec<f64> = near.iter().map(|m| (m.visits as f64).powi(4)).collect();
        let total: f64 = weights.iter().sum();
        if near.is_empty() || total <= 0.0 {
            return Some(best.mv);
        }
        let mut rng = FastRng::new(self.config.seed ^ self.searches.wrapping_mul(0x2545_F491));
        let mut r = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        for (m, w) in near.iter().zip(&weights) {
            if r < *w {
                return Some(m.mv);
            }
            r -= w;
        }
        Some(best.mv)
    }

    fn ownership(&self, game: &Game, playouts: usize) -> rules::Ownership {
        rules::playout_ownership(
            game.board(),
            game.to_play(),
            self.policy.as_ref(),
            playouts,
            self.config.seed ^ 0x5eed,
        )
    }

    fn ownership_status(&self, game: &Game, playouts: usize) -> Vec<PointStatus> {
        rules::final_status(game.board(), &self.ownership(game, playouts))
    }
}

/// Root visits of the two most visited moves, whether the leader is also (about) the best
/// by value (if not, more time may change the choice), and the leader's win rate.
fn root_leaders(shared: &uct::Shared) -> (u32, u32, bool, f32) {
    let graph = shared.graph;
    let (mut best, mut second) = (0u32, 0u32);
    let mut best_value = 0.0f32;
    let mut top_value = 0.0f32;
    for (e, &banned) in graph.edges_of(shared.root).iter().zip(shared.root_banned) {
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
    let clear = (second as f32) < 0.7 * best as f32 && best_value + 0.02 >= top_value;
    (best, second, clear, best_value)
}

/// The search on this thread: no thread start-up cost, and exactly reproducible. Asks the
/// observer whether to stop every 64 iterations.
fn run_inline(shared: &uct::Shared, board: &Board, seed: u64, observer: &mut dyn SearchObserver) {
    let mut worker = uct::Worker::new(board, seed);
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

impl Brain for UctBrain {
    fn genmove(
        &mut self,
        game: &Game,
        color: Color,
        clock: &Clock,
        mode: GenmoveMode,
        observer: &mut dyn SearchObserver,
    ) -> MoveChoice {
        let area = game.size() * game.size();
        let ban_pass = match self.before_search(game, color, mode) {
            PassDecision::Pass => return MoveChoice::Pass,
            PassDecision::Search { ban_pass } => ban_pass,
        };

        // A playout limit and the clock both apply: whichever comes first.
        let limits = Limits {
            iterations: self.config.playouts,
            budget: Some(time::budget(
                clock,
                color,
                area,
                game.moves().len(),
                &self.config.time,
                Instant::now(),
            )),
            early_stop: true,
            previous_winrate: self.last_winrate,
            demand: if game.handicap().is_empty() {
                self.demand[color.index()]
            } else {
                0.0
            },
        };
        let banned = observer.banned_root_moves().to_vec();
        let summary = self.search(game, color, limits, &banned, ban_pass, observer);
        if summary.analysis.root_visits >= RESIGN_MIN_VISITS as u64 {
            self.demand[color.index()] =
                self.config
                    .adaptive_komi
                    .next_demand(limits.demand, summary.winrate, area);
        }
        self.last_winrate =
            (summary.analysis.root_visits >= RESIGN_MIN_VISITS as u64).then_some(summary.winrate);
        let choice = if self.nothing_left_to_gain(game, color, &summary, &limits, ban_pass) {
            Some(Point::PASS)
        } else {
            self.pick(&summary.analysis, game).or(summary.best)
        };

        if mode == GenmoveMode::Normal && self.should_resign(game, color, &summary, &limits, choice)
        {
            return MoveChoice::Resign;
        }
        match choice {
            Some(p) if !p.is_pass() && game.is_legal(color, p) => MoveChoice::Play(p),
            _ => MoveChoice::Pass,
        }
    }

    fn analyze(&mut self, game: &Game, color: Color, observer: &mut dyn SearchObserver) {
        let limits = Limits::default();
        let banned = observer.banned_root_moves().to_vec();
        self.search(game, color, limits, &banned, false, observer);
    }

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        self.ownership_status(game, self.config.status_playouts)
    }

    fn clear(&mut self) {
        if let Some(graph) = self.graph.as_mut() {
            graph.reset();
        }
        self.root = NONE;
        self.low_winrate_streak = 0;
        self.last_winrate = None;
        self.demand = [0.0; 2];
    }
}

/// Which ownership counts a search keeps (each costs a pass over the board per playout).
#[derive(Clone, Copy)]
struct Ownership {
    whole_board: bool,
    /// Per root move, from the playouts whose path began with it.
    per_move: bool,
}
