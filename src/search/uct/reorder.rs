//! Progressive widening whose later moves are chosen as the window grows (`widen_reorder`):
//! the window's first moves are the priors' best at expansion, and each slot it grows into
//! takes, from the moves still outside, the one selection rates best at that moment.

use super::super::arena::{Edge, NodeId, PLACING};
use super::*;

impl Shared<'_> {
    /// How many of `node`'s first edges it may choose among when its window holds `window`
    /// moves: the slots the window has grown into since the last call are filled first, each
    /// with the best-rated move outside the window. Another thread filling them meanwhile
    /// leaves this descent the window as it was.
    pub(super) fn placed_window(&self, node: NodeId, window: usize) -> usize {
        let n = self.graph.node(node);
        let raw = n.placed.load(Ordering::Acquire);
        let placed = usize::from(raw & !PLACING);
        let edges = self.graph.edges_of(node);
        // The pass edge is always last and always a candidate; it is never moved.
        let pass_at = edges.len().saturating_sub(1);
        if window <= placed || placed >= pass_at {
            return window;
        }
        let claimed = raw & PLACING == 0
            && n.placed
                .compare_exchange(raw, raw | PLACING, Ordering::Acquire, Ordering::Relaxed)
                .is_ok();
        if !claimed {
            return placed;
        }
        let target = window.min(pass_at);
        let parent_visits = n.visits.load(Ordering::Relaxed) as f32 + 1.0;
        // A move passes the priors' order only on AMAF evidence: at a few dozen AMAF playouts
        // the best of three hundred rates is the luckiest, not the best.
        let min_amaf = self.params.widen_amaf_min;
        place(
            &edges[..pass_at],
            placed..target,
            |e| self.untaken_value(e, parent_visits),
            |e| e.amaf_visits.load(Ordering::Relaxed) as f32 >= min_amaf,
        );
        n.placed.store(target as u16, Ordering::Release);
        window
    }

    /// What selection would rate an edge no descent has taken: its prior blended with its
    /// AMAF statistics (outside the root, so no worker holds AMAF credit for it).
    fn untaken_value(&self, e: &Edge, parent_visits: f32) -> f32 {
        let visits = e.prior_visits.load();
        let value = if visits > 0.0 {
            e.prior_wins.load() / visits
        } else {
            0.5
        };
        self.with_amaf(e, (0, 0), visits, value, 0.0, parent_visits)
    }
}

/// Fills each slot of `slots` in turn with the edge that `rate` rates best among the slot's
/// own (the next by prior) and the untaken edges after it that are `eligible` to pass it (the
/// earlier on ties); a slot a descent has already taken stays as it is.
fn place(
    edges: &[Edge],
    slots: std::ops::Range<usize>,
    rate: impl Fn(&Edge) -> f32,
    eligible: impl Fn(&Edge) -> bool,
) {
    for slot in slots {
        if !edges[slot].untaken() {
            continue;
        }
        let best = std::iter::once(slot)
            .chain((slot + 1..edges.len()).filter(|&i| edges[i].untaken() && eligible(&edges[i])))
            .map(|i| (i, rate(&edges[i])))
            .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
        if let Some((i, _)) = best.filter(|&(i, _)| i != slot) {
            edges[slot].swap_untaken(&edges[i]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An edge for move `mv` with a prior of `prior_visits` at 60 % and `amaf` AMAF visits
    /// won at `amaf_rate`.
    fn edge(mv: u16, prior_visits: f32, amaf: u32, amaf_rate: f32) -> Edge {
        let e = Edge::default();
        e.mv.store(mv, Ordering::Relaxed);
        e.prior_visits.store(prior_visits);
        e.prior_wins.store(prior_visits * 0.6);
        e.amaf_visits.store(amaf, Ordering::Relaxed);
        e.amaf_half_wins
            .store((amaf as f32 * amaf_rate * 2.0) as u32, Ordering::Relaxed);
        e
    }

    fn amaf_rate(e: &Edge) -> f32 {
        let visits = e.amaf_visits.load(Ordering::Relaxed).max(1) as f32;
        e.amaf_half_wins.load(Ordering::Relaxed) as f32 * 0.5 / visits
    }

    fn moves(edges: &[Edge]) -> Vec<u16> {
        edges.iter().map(Edge::mv).collect()
    }

    #[test]
    fn a_growing_window_takes_the_best_rated_moves_from_outside_it_with_their_statistics() {
        let edges = [
            edge(10, 9.0, 40, 0.5),
            edge(11, 5.0, 40, 0.4),
            edge(12, 3.0, 40, 0.3),
            edge(13, 1.0, 40, 0.7),
            edge(14, 1.0, 40, 0.6),
        ];
        place(&edges, 1..3, amaf_rate, |_| true);
        assert_eq!(moves(&edges), [10, 13, 14, 11, 12]);
        // The statistics went with the moves: the AMAF rates and priors are where they were.
        assert!((amaf_rate(&edges[1]) - 0.7).abs() < 0.01);
        assert_eq!(edges[1].prior_visits.load(), 1.0);
        assert_eq!(edges[3].prior_visits.load(), 5.0);
        // Slots already in the window are not touched.
        assert_eq!(edges[0].prior_visits.load(), 9.0);
    }

    #[test]
    fn a_taken_edge_is_neither_replaced_nor_moved() {
        let edges = [
            edge(10, 9.0, 40, 0.2),
            edge(11, 5.0, 40, 0.3),
            edge(12, 3.0, 40, 0.9),
            edge(13, 1.0, 40, 0.8),
        ];
        edges[0].visits.store(3, Ordering::Relaxed);
        edges[2].child.store(7, Ordering::Relaxed);
        place(&edges, 0..2, amaf_rate, |_| true);
        assert_eq!(
            moves(&edges),
            [10, 13, 12, 11],
            "slot 0 is taken and stays; 12, taken, rates best but is not moved into slot 1"
        );
    }

    #[test]
    fn ties_keep_the_priors_order() {
        let edges = [
            edge(10, 1.0, 0, 0.0),
            edge(11, 1.0, 0, 0.0),
            edge(12, 1.0, 0, 0.0),
        ];
        place(&edges, 0..3, |_| 0.5, |_| true);
        assert_eq!(moves(&edges), [10, 11, 12]);
    }

    #[test]
    fn only_eligible_moves_pass_the_next_by_prior() {
        let edges = [
            edge(10, 9.0, 40, 0.5),
            edge(11, 5.0, 200, 0.45),
            edge(12, 3.0, 20, 0.9),
            edge(13, 1.0, 150, 0.6),
        ];
        let well_read = |e: &Edge| e.amaf_visits.load(Ordering::Relaxed) >= 100;
        place(&edges, 1..2, amaf_rate, well_read);
        assert_eq!(
            moves(&edges),
            [10, 13, 12, 11],
            "12 rates best on too few playouts"
        );
        // The next by prior keeps its slot when no eligible move rates above it.
        let edges = [
            edge(10, 9.0, 40, 0.5),
            edge(11, 5.0, 20, 0.7),
            edge(12, 1.0, 150, 0.6),
        ];
        place(&edges, 1..2, amaf_rate, well_read);
        assert_eq!(moves(&edges), [10, 11, 12]);
    }
}
