//! The prior hook's opinions added to a node at its `model_visits`th visit rather than at its
//! expansion (`SearchParams::model_visits`; Fuego's knowledge threshold): the move model costs
//! three times the heuristic priors, and most nodes are visited a handful of times.
//!
//! Adding them re-sorts the node's untaken edges, which a descent could otherwise be taking at
//! that moment. The node's `model` state is the guard: a descent that read `MODEL_PENDING`
//! before choosing an edge reads it again after putting its virtual loss on the edge, and
//! backs out if it changed; the thread adding the opinions marks the node first and then swaps
//! only edges with no virtual loss. Both sides' accesses are sequentially consistent, so one
//! of them always sees the other.

use super::super::arena::{Edge, NodeId, MODEL_ADDED, MODEL_ADDING, MODEL_PENDING};
use super::expand::{edge_prior, rank};
use super::*;
use crate::board::MAX_ARRAY;
use std::sync::atomic::fence;

impl Shared<'_> {
    /// Gives `node`, expanded on the heuristic priors alone, the hook's opinions: each move's
    /// prior becomes what an expansion with the hook would have given it, and the moves no
    /// descent has taken (urgent tactics aside) are re-sorted by it. Another thread already
    /// doing it, or done, leaves this call nothing to do.
    pub(super) fn add_model(
        &self,
        node: NodeId,
        board: &Board,
        to_play: Color,
        priors: &mut Vec<Prior>,
    ) {
        let n = self.graph.node(node);
        if n.model
            .compare_exchange(
                MODEL_PENDING,
                MODEL_ADDING,
                Ordering::SeqCst,
                Ordering::Relaxed,
            )
            .is_err()
        {
            return;
        }
        fence(Ordering::SeqCst);
        if let Some(hook) = self.hook {
            prior::priors_with(board, to_play, &self.params.priors, priors);
            hook.adjust(board, to_play, priors);
            let edges = self.graph.edges_of(node);
            // The pass edge is last and keeps its prior: the hook has no opinion of it.
            let moves = &edges[..edges.len().saturating_sub(1)];
            let urgent = usize::from(n.urgent_edges.load(Ordering::Relaxed)).min(moves.len());
            reprice_and_sort(self.params, moves, urgent, priors);
        }
        n.model.store(MODEL_ADDED, Ordering::SeqCst);
    }

    /// `add_model` for a root kept from the previous search, before any worker starts.
    pub fn add_model_at_root(&self) {
        if self.graph.node(self.root).model.load(Ordering::Relaxed) == MODEL_PENDING {
            self.add_model(self.root, self.root_board, self.root_color, &mut Vec::new());
        }
    }
}

/// Sets each of `moves`' priors from `priors` (matched by point; a move they lack keeps its
/// own), then sorts the untaken edges from `first` on by `rank` among their own places.
fn reprice_and_sort(params: &SearchParams, moves: &[Edge], first: usize, priors: &[Prior]) {
    let mut index = [u16::MAX; MAX_ARRAY];
    for (i, p) in priors.iter().enumerate() {
        if let Some(slot) = index.get_mut(p.point.index()) {
            *slot = i as u16;
        }
    }
    let prior_of = |e: &Edge| {
        let i = *index.get(usize::from(e.mv()))?;
        priors.get(usize::from(i))
    };
    let mut places: Vec<(usize, u64)> = Vec::with_capacity(moves.len());
    for (i, e) in moves.iter().enumerate() {
        let Some(p) = prior_of(e) else {
            if i >= first && e.untaken() {
                places.push((i, u64::MAX));
            }
            continue;
        };
        let (visits, wins) = edge_prior(params, p);
        e.prior_visits.store(visits);
        e.prior_wins.store(wins);
        if i >= first && e.untaken() {
            places.push((i, rank(params, p)));
        }
    }
    // Selection sort by swaps: each place takes the best-ranked move among those after it.
    for a in 0..places.len() {
        let best = (a..places.len()).min_by_key(|&b| places[b].1).unwrap_or(a);
        if best != a {
            moves[places[a].0].swap_untaken(&moves[places[best].0]);
            let key = places[a].1;
            places[a].1 = places[best].1;
            places[best].1 = key;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Point;

    fn prior(point: u16, value: f32, weight: f32) -> Prior {
        Prior {
            point: Point(point),
            value,
            weight,
            urgent: false,
        }
    }

    fn edge(mv: u16) -> Edge {
        let e = Edge::default();
        e.mv.store(mv, Ordering::Relaxed);
        e.prior_visits.store(10.0);
        e.prior_wins.store(5.0);
        e
    }

    fn moves(edges: &[Edge]) -> Vec<u16> {
        edges.iter().map(Edge::mv).collect()
    }

    #[test]
    fn the_untaken_moves_take_the_new_priors_and_their_order_and_taken_ones_keep_their_place() {
        let params = SearchParams::default();
        let edges = [edge(30), edge(31), edge(32), edge(33), edge(34)];
        // A descent took the second move: it stays second whatever the new priors say.
        edges[1].visits.store(1, Ordering::Relaxed);
        let priors = [
            prior(30, 0.4, 20.0),
            prior(31, 0.3, 20.0),
            prior(32, 0.5, 20.0),
            prior(33, 0.9, 20.0),
            prior(34, 0.7, 20.0),
        ];
        reprice_and_sort(&params, &edges, 0, &priors);
        assert_eq!(moves(&edges), [33, 31, 34, 32, 30]);
        let (visits, wins) = edge_prior(&params, &priors[3]);
        assert_eq!(edges[0].prior_visits.load(), visits);
        assert_eq!(edges[0].prior_wins.load(), wins);
        // The taken move's prior changes in place.
        assert_eq!(
            edges[1].prior_wins.load(),
            edge_prior(&params, &priors[1]).1
        );
    }

    #[test]
    fn the_first_places_stay_and_a_move_the_new_priors_lack_goes_last() {
        let params = SearchParams::default();
        let edges = [edge(30), edge(31), edge(32), edge(33)];
        let priors = [
            prior(30, 0.2, 20.0),
            prior(32, 0.6, 20.0),
            prior(33, 0.8, 20.0),
        ];
        reprice_and_sort(&params, &edges, 1, &priors);
        assert_eq!(moves(&edges), [30, 33, 32, 31]);
        // The move without a new prior keeps the one it had.
        assert_eq!(edges[3].prior_visits.load(), 10.0);
    }
}
