//! Selection and backup at a node: the UCT-RAVE choice among its edges (progressive widening,
//! criticality at the root, score in the value) and its value recomputed from its children.

use super::super::arena::Edge;
use super::*;

impl Shared<'_> {
    /// The UCT-RAVE choice among `node`'s edges, skipping those refused on this descent.
    /// `root_amaf` is the worker's pending AMAF credit for the root's edges (see `Tally`).
    pub(super) fn select(
        &self,
        node: NodeId,
        depth: usize,
        banned: &[(usize, usize)],
        root_amaf: &[(u32, u32)],
    ) -> Option<usize> {
        let n = self.graph.node(node);
        let mover = n.to_play.load(Ordering::Relaxed);
        let range = n.edge_range();
        let parent_visits = n.visits.load(Ordering::Relaxed) as f32 + 1.0;
        let log_parent = parent_visits.ln();
        let params = self.params;
        let at_root = node == self.root;
        let window = self.window(node, depth, parent_visits);
        let edges = self.graph.edges_of(node);
        let pass_at = edges.len().saturating_sub(1);
        let critical = self
            .criticality
            .as_ref()
            .filter(|_| at_root && params.widen_critical > 0.0);
        let crit_value = self
            .criticality
            .as_ref()
            .filter(|_| params.crit_value > 0.0 && parent_visits >= params.crit_min_visits);
        let amaf_admits =
            params.widen_amaf_visits > 0.0 && parent_visits >= params.widen_amaf_visits;
        // The best all-moves-as-first win rate among the window's edges, which an edge beyond
        // the window must beat to be admitted (`widen_amaf_visits`).
        let mut window_best_amaf = f32::NEG_INFINITY;
        let mut considered = 0;
        let mut best = None;
        let mut best_value = f32::NEG_INFINITY;
        let mut next = 0;
        while let Some(e) = edges.get(next) {
            let i = next;
            next += 1;
            let global = range.start + i;
            if at_root && self.root_banned.get(i).copied().unwrap_or(false) {
                continue;
            }
            if banned.iter().any(|&(d, g)| d == depth && g == global) {
                continue;
            }
            // Edges are stored best prior first (see `expand`), so the window is a prefix, and
            // once it is full only the pass edge, always last, is left to consider: skipping
            // straight to it spares reading the rest of the block, which other threads'
            // AMAF updates keep writing. The root with criticality on reads on for the critical
            // points, and a node past `widen_amaf_visits` for the AMAF win rates: a few
            // well-visited nodes, against the thousands below them.
            if e.mv() != 0 {
                if considered >= window {
                    if critical.is_none() && !amaf_admits {
                        next = next.max(pass_at);
                        continue;
                    }
                    let amaf_bar = amaf_admits.then_some(window_best_amaf);
                    if !Self::admitted_beyond_window(params, e, critical, amaf_bar) {
                        continue;
                    }
                } else {
                    considered += 1;
                    if amaf_admits {
                        let rate = Self::amaf_rate(params, e).unwrap_or(f32::NEG_INFINITY);
                        window_best_amaf = window_best_amaf.max(rate);
                    }
                }
            }
            let real = e.visits() as f32;
            let mut wins = e.prior_wins.load();
            let mut visits = e.prior_visits.load();
            let child = e.child();
            if real > 0.0 && child != NONE {
                wins += real * (1.0 - self.graph.node(child).value.load());
                visits += real;
            }
            visits += e.virtual_loss.load(Ordering::Relaxed) as f32;
            let mut value = if visits > 0.0 { wins / visits } else { 0.5 };
            if params.score_weight > 0.0 && real > 0.0 && child != NONE {
                value += (real / visits) * self.score_utility(mover, self.graph.node(child));
            }
            if e.mv() != 0 {
                let pending = if at_root {
                    root_amaf.get(i).copied().unwrap_or_default()
                } else {
                    (0, 0)
                };
                let criticality = crit_value.map_or(0.0, |c| c.of(e.mv() as usize));
                value = self.with_amaf(e, pending, visits, value, criticality, parent_visits);
            }
            value += params.explore * (log_parent / (visits + 1.0)).sqrt();
            if value > best_value {
                best_value = value;
                best = Some(global);
            }
        }
        best
    }

    /// How many of `node`'s first edges it chooses among at `depth` below the root with
    /// `parent_visits` (progressive widening; `usize::MAX` = all): the window, its urgent
    /// edges on top, with the moves it has grown into placed (`widen_reorder`).
    fn window(&self, node: NodeId, depth: usize, parent_visits: f32) -> usize {
        let stones =
            self.root_board.stone_count(Color::Black) + self.root_board.stone_count(Color::White);
        if !self.params.widens_at(depth, stones) {
            return usize::MAX;
        }
        let urgent = self.graph.node(node).urgent_edges.load(Ordering::Relaxed);
        let window = self
            .params
            .widened(parent_visits)
            .saturating_add(urgent as usize);
        if self.params.widen_reorder && node != self.root && window != usize::MAX {
            return self.placed_window(node, window);
        }
        window
    }

    /// `value` blended with the edge's all-moves-as-first statistics by RAVE's beta; `pending`
    /// is the worker's root AMAF credit not yet written to the edge (see `Tally`).
    /// `criticality` is the edge's point's, 0 where the term is off or the node's
    /// `node_visits` are too few (see `SearchParams::with_criticality`).
    pub(super) fn with_amaf(
        &self,
        e: &Edge,
        pending: (u32, u32),
        visits: f32,
        value: f32,
        criticality: f32,
        node_visits: f32,
    ) -> f32 {
        let params = self.params;
        let (pending_visits, pending_half_wins) = pending;
        let amaf_visits = e
            .amaf_visits
            .load(Ordering::Relaxed)
            .wrapping_add(pending_visits) as f32;
        if amaf_visits <= 0.0 {
            return value;
        }
        let beta = amaf_visits / (amaf_visits + visits + amaf_visits * visits / params.rave_equiv);
        let half_wins = e
            .amaf_half_wins
            .load(Ordering::Relaxed)
            .wrapping_add(pending_half_wins);
        let mut amaf_wins = half_wins as f32 * 0.5;
        let mut amaf_total = amaf_visits;
        if params.prior_in_amaf {
            // The heuristics also temper AMAF, which otherwise drowns them out early (random
            // playouts flatter edge moves).
            amaf_wins += e.prior_wins.load();
            amaf_total += e.prior_visits.load();
        }
        let (amaf_wins, amaf_total) =
            params.with_criticality(amaf_wins, amaf_total, criticality, node_visits);
        (1.0 - beta) * value + beta * (amaf_wins / amaf_total)
    }

    /// Whether an edge beyond the window is chosen among: its point is critical enough
    /// (`critical`, the root's table where criticality widens there), or its AMAF win rate
    /// beats `amaf_bar`, the best in the window (where widening by AMAF is on at this node).
    fn admitted_beyond_window(
        params: &SearchParams,
        e: &Edge,
        critical: Option<&Criticality>,
        amaf_bar: Option<f32>,
    ) -> bool {
        critical.is_some_and(|c| c.of(e.mv() as usize) >= params.widen_critical)
            || amaf_bar.is_some_and(|bar| Self::amaf_rate(params, e).is_some_and(|rate| rate > bar))
    }

    /// An edge's all-moves-as-first win rate, once it rests on `widen_amaf_min` playouts.
    fn amaf_rate(params: &SearchParams, e: &Edge) -> Option<f32> {
        let visits = e.amaf_visits.load(Ordering::Relaxed);
        (visits as f32 >= params.widen_amaf_min.max(1.0))
            .then(|| e.amaf_half_wins.load(Ordering::Relaxed) as f32 * 0.5 / visits as f32)
    }

    /// The score term of an edge into `child` for the side `mover` (a `Color` as u8): the
    /// child's mean margin judged by the search's komi, through an arctangent.
    #[inline]
    fn score_utility(&self, mover: u8, child: &Node) -> f32 {
        // The mean score is Black's lead by the real komi; adaptive komi asks for more.
        // Centred, the margin is measured from what the whole search expects, so that
        // the term still tells moves apart in a game already decided either way.
        let reference = if self.params.score_centred {
            self.graph.node(self.root).score.load()
        } else {
            self.komi_search - self.komi
        };
        let black_margin = child.score.load() - reference;
        let margin = if mover == Color::Black as u8 {
            black_margin
        } else {
            -black_margin
        };
        self.params.score_term(margin, self.root_board.size())
    }

    /// Graph backup: the node's value is its own playouts plus each child's current value
    /// weighted by the visits of the edge leading there.
    pub fn recompute(&self, node: NodeId) {
        let n = self.graph.node(node);
        let own = n.own_visits.load(Ordering::Relaxed);
        let mut visits = own;
        let mut weight = own as f32;
        // Another thread's backup adds the win before the visit, so a concurrent reader can see
        // the one without the other: never count more wins than visits.
        let own_half_wins = n
            .own_half_wins
            .load(Ordering::Relaxed)
            .min(own.saturating_mul(2));
        let mut wins = own_half_wins as f32 * 0.5;
        let mut score = n.own_score.load() as f32;
        for e in self.graph.chosen_edges_of(node) {
            let ev = e.visits();
            if ev == 0 {
                continue;
            }
            let child = e.child();
            if child == NONE {
                continue;
            }
            let c = self.graph.node(child);
            let w = ev as f32;
            visits += ev;
            weight += w;
            wins += w * (1.0 - c.value.load());
            score += w * c.score.load();
        }
        n.visits.store(visits, Ordering::Relaxed);
        if weight > 0.0 {
            n.value.store((wins / weight).clamp(0.0, 1.0));
            n.score.store(score / weight);
        }
    }
}
