//! All-moves-as-first credit (the RAVE statistics): after each playout, every edge of a node on
//! the path whose move the side to move there played first later on shares the result.

use super::super::arena::{Edge, NodeId};
use super::{mover_half_wins, Shared, Worker};
use std::sync::atomic::Ordering;

impl Shared<'_> {
    /// All-moves-as-first: every edge of a path node whose move the side to move there played
    /// first later in the path or playout shares the result.
    pub(super) fn update_amaf(&self, w: &mut Worker, leaf: Option<NodeId>, black_result: f32) {
        w.amaf.iter_mut().for_each(|c| *c = 0);
        // Moves are numbered through the path and then the playout: the path's i-th move is
        // move i, and the leaf's own moves start at the path's length.
        let depth = w.path.len();
        let credit = Credit {
            black_result,
            length: depth + w.played.len(),
            distance: self.params.rave_distance,
        };
        // Walking backwards, later entries are overwritten by earlier ones: first play wins.
        for (j, &(color, p)) in w.played.iter().enumerate().rev() {
            if !p.is_pass() {
                if let Some(slot) = w.amaf.get_mut(p.index()) {
                    *slot = color as u8 + 1;
                    w.amaf_first[p.index()] = (depth + j) as u32;
                }
            }
        }
        if let Some(n) = leaf {
            self.credit_amaf(n, depth, w, &credit);
        }
        for i in (0..depth).rev() {
            let (n, edge_id) = w.path[i];
            let mv = self.graph.edge(edge_id).mv() as usize;
            if mv != 0 {
                if let Some(slot) = w.amaf.get_mut(mv) {
                    *slot = self.graph.node(n).to_play.load(Ordering::Relaxed) + 1;
                    w.amaf_first[mv] = i as u32;
                }
            }
            self.credit_amaf(n, i, w, &credit);
        }
    }

    /// Credits `node`'s edges whose move its side to move played first, from move `start` on;
    /// the root's go to the worker's `root_amaf` (see `Tally`).
    fn credit_amaf(&self, node: NodeId, start: usize, w: &mut Worker, credit: &Credit) {
        let to_play = self.graph.node(node).to_play.load(Ordering::Relaxed);
        let half_wins = mover_half_wins(credit.black_result, to_play);
        let amaf = &w.amaf;
        let first = &w.amaf_first;
        let weight_of = |e: &Edge| {
            let mv = e.mv() as usize;
            if mv == 0 || amaf.get(mv).copied() != Some(to_play + 1) {
                return 0;
            }
            credit.weight(start, first[mv] as usize)
        };
        let edges = self.graph.edges_of(node);
        if node == self.root {
            let root_amaf = &mut w.tally.root_amaf;
            root_amaf.resize(edges.len(), (0, 0));
            for (e, pending) in edges.iter().zip(root_amaf.iter_mut()) {
                let weight = weight_of(e);
                if weight > 0 {
                    pending.0 = pending.0.wrapping_add(weight);
                    pending.1 = pending.1.wrapping_add(weight * half_wins);
                }
            }
            return;
        }
        for e in edges {
            let weight = weight_of(e);
            if weight > 0 {
                e.amaf_visits.fetch_add(weight, Ordering::Relaxed);
                e.amaf_half_wins
                    .fetch_add(weight * half_wins, Ordering::Relaxed);
            }
        }
    }
}

/// One playout's result and how its moves' AMAF credit is weighted.
struct Credit {
    black_result: f32,
    /// Moves in the path and the playout together.
    length: usize,
    /// `SearchParams::rave_distance`.
    distance: u32,
}

impl Credit {
    /// The weight of a move first played at move `first` for a node whose moves start at
    /// `start`: 1, or with distance weighting `1 + distance * (moves from `first` to the end)
    /// / (moves from `start` to the end + 1)`, in whole steps: for 3, the node's own move
    /// counts 3 times, one halfway 2, one near the end once.
    #[inline]
    fn weight(&self, start: usize, first: usize) -> u32 {
        if self.distance == 0 {
            return 1;
        }
        let to_end = self.length.saturating_sub(first);
        let span = self.length.saturating_sub(start) + 1;
        1 + (self.distance as usize * to_end / span) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::Credit;

    fn credit(distance: u32) -> Credit {
        Credit {
            black_result: 1.0,
            length: 100,
            distance,
        }
    }

    #[test]
    fn flat_credit_counts_every_first_play_once() {
        for first in [0, 10, 99] {
            assert_eq!(credit(0).weight(0, first), 1);
        }
    }

    #[test]
    fn distance_credit_falls_from_the_node_to_the_playouts_end() {
        let c = credit(3);
        assert_eq!(c.weight(0, 0), 3);
        assert_eq!(c.weight(0, 50), 2);
        assert_eq!(c.weight(0, 99), 1);
        // A deeper node's span is shorter: its own move still counts the most.
        assert_eq!(c.weight(60, 60), 3);
        assert_eq!(c.weight(60, 99), 1);
    }
}
