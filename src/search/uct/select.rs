//! Selection and backup at a node: the UCT-RAVE choice among its edges (progressive widening,
//! score in the value) and its value recomputed from its children.

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
        let window = self.window(node, parent_visits);
        let edges = self.graph.edges_of(node);
        let pass_at = edges.len().saturating_sub(1);
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
            // AMAF updates keep writing.
            if e.mv() != 0 {
                if considered >= window {
                    next = next.max(pass_at);
                    continue;
                }
                considered += 1;
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
                value = self.with_amaf(e, pending, visits, value);
            }
            value += params.explore * (log_parent / (visits + 1.0)).sqrt();
            if value > best_value {
                best_value = value;
                best = Some(global);
            }
        }
        best
    }

    /// How many of `node`'s first edges it chooses among with `parent_visits` (progressive
    /// widening; `usize::MAX` = all): the window, its urgent edges on top.
    fn window(&self, node: NodeId, parent_visits: f32) -> usize {
        let urgent = self.graph.node(node).urgent_edges.load(Ordering::Relaxed);
        self.params
            .widened(parent_visits)
            .saturating_add(urgent as usize)
    }

    /// `value` blended with the edge's all-moves-as-first statistics by RAVE's beta; `pending`
    /// is the worker's root AMAF credit not yet written to the edge (see `Tally`). The priors'
    /// virtual visits count in the AMAF estimate too: they temper it, where random playouts
    /// flatter edge moves early (kept out, as Pachi keeps them, they won 14 of 26 against
    /// Pachi at 3 s, where the priors counted won 24 of 40).
    fn with_amaf(&self, e: &Edge, pending: (u32, u32), visits: f32, value: f32) -> f32 {
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
        let amaf_wins = half_wins as f32 * 0.5 + e.prior_wins.load();
        let amaf_total = amaf_visits + e.prior_visits.load();
        (1.0 - beta) * value + beta * (amaf_wins / amaf_total)
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
