//! `UctBrain`: the search behind the `Brain` contract. It turns the clock into a budget, asks
//! the search (`uct::SearchTree`) to think for it and reads its report, then decides what the
//! protocol side answers: a move, a pass or a resignation.

use super::decide::{PassDecision, RESIGN_MIN_VISITS};
use super::uct::{Limits, Ownership, PriorHook, Request, SearchSummary, SearchTree};
use super::{time, Counting, SearchConfig};
use crate::board::{Color, Point};
use crate::clock::Clock;
use crate::engine::{
    Analysis, Brain, GenmoveMode, MoveChoice, MoveInfo, PointStatus, SearchObserver, Silent,
};
use crate::game::Game;
use crate::playout::{FastRng, HeuristicPolicy, Policy};
use crate::rules;
use crate::search::arena::{Graph, NodeId};
use std::time::Instant;

pub struct UctBrain {
    pub(super) config: SearchConfig,
    policy: Box<dyn Policy>,
    hook: Option<Box<dyn PriorHook>>,
    tree: SearchTree,
    pub(super) low_winrate_streak: u32,
    /// Our win rate when our last `genmove` of this game ended, when its search was big
    /// enough to trust.
    last_winrate: Option<f64>,
    searches: u64,
}

impl UctBrain {
    pub fn new(config: SearchConfig, policy: Box<dyn Policy>) -> UctBrain {
        let tree = SearchTree::new(config.max_memory);
        UctBrain {
            config,
            policy,
            hook: None,
            tree,
            low_winrate_streak: 0,
            last_winrate: None,
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

    /// The search's graph, for tests that look inside it.
    pub fn graph(&self) -> Option<&Graph> {
        self.tree.graph()
    }

    pub fn root(&self) -> NodeId {
        self.tree.root()
    }

    /// Checks the graph invariants the reclamation must keep (`SearchTree::check`).
    pub fn check_graph(&self) -> Result<(), String> {
        self.tree.check()
    }

    /// A seeded search of exactly `iterations` descents (deterministic with one thread).
    pub fn search_fixed(&mut self, game: &Game, color: Color, iterations: u64) -> SearchSummary {
        let limits = Limits {
            iterations: Some(iterations),
            ..Limits::default()
        };
        self.search(game, color, limits, &[], false, &mut Silent)
    }

    /// Runs one search from `game`'s position for `color`.
    pub(super) fn search(
        &mut self,
        game: &Game,
        color: Color,
        limits: Limits,
        extra_bans: &[Point],
        ban_pass: bool,
        observer: &mut dyn SearchObserver,
    ) -> SearchSummary {
        self.searches += 1;
        let mut params = self.config.params.clone();
        if self.counts_territory(game) {
            params.pass_prior = params.pass_prior_territory;
        }
        let area = game.size() * game.size();
        let request = Request {
            game,
            color,
            params: &params,
            policy: self.policy.as_ref(),
            hook: self.hook.as_deref(),
            threads: self.config.threads.max(1),
            seed: self.config.seed ^ self.searches.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            limits,
            bare_board_count: self.config.counting == Counting::BareBoard,
            territory_count: self.counts_territory(game),
            komi_search: game.komi()
                + rules::handicap_komi(
                    self.config.handicap_komi_per_stone,
                    color,
                    game.handicap().len(),
                    area,
                    game.moves().len(),
                ),
            ownership: Ownership {
                whole_board: observer.wants_ownership(),
                per_move: observer.wants_moves_ownership(),
            },
        };
        self.tree.search(&request, extra_bans, ban_pass, observer)
    }

    /// Whether the search counts its playouts by territory: the game is (Japanese rules) and
    /// the server removes dead stones before counting, as territory counting needs.
    pub(super) fn counts_territory(&self, game: &Game) -> bool {
        self.config.counting == Counting::DeadRemoved
            && game.rules().scoring == rules::Scoring::Territory
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

    pub(super) fn ownership(&self, game: &Game, playouts: usize) -> rules::Ownership {
        rules::playout_ownership(
            game.board(),
            game.to_play(),
            self.policy.as_ref(),
            playouts,
            self.config.seed ^ 0x5eed,
        )
    }

    pub(super) fn ownership_status(&self, game: &Game, playouts: usize) -> Vec<PointStatus> {
        rules::final_status(game.board(), &self.ownership(game, playouts))
    }
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
            winrate_drop: self.config.time.winrate_drop,
        };
        let banned = observer.banned_root_moves().to_vec();
        let summary = self.search(game, color, limits, &banned, ban_pass, observer);
        self.last_winrate =
            (summary.analysis.root_visits >= RESIGN_MIN_VISITS as u64).then_some(summary.winrate);
        let choice = if self.nothing_left_to_gain(game, color, &summary, ban_pass) {
            Some(Point::PASS)
        } else {
            self.pick(&summary.analysis, game).or(summary.best)
        };

        if mode == GenmoveMode::Normal && self.should_resign(game, color, &summary, choice) {
            return MoveChoice::Resign;
        }
        match choice {
            Some(p) if !p.is_pass() && game.is_legal(color, p) => MoveChoice::Play(p),
            _ => MoveChoice::Pass,
        }
    }

    fn analyze(&mut self, game: &Game, color: Color, observer: &mut dyn SearchObserver) {
        let banned = observer.banned_root_moves().to_vec();
        self.search(game, color, Limits::default(), &banned, false, observer);
    }

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        self.ownership_status(game, self.config.status_playouts)
    }

    fn clear(&mut self) {
        self.tree.clear();
        self.low_winrate_streak = 0;
        self.last_winrate = None;
    }
}
