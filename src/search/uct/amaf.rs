//! All-moves-as-first credit (the RAVE statistics): after each playout, every edge of a node on
//! the path whose move the side to move there played first later on shares the result.

use super::super::arena::NodeId;
use super::{mover_half_wins, Shared, Worker};
use std::sync::atomic::Ordering;

impl Shared<'_> {
    /// All-moves-as-first: every edge of a path node whose move the side to move there played
    /// first later in the path or playout shares the result.
    pub(super) fn update_amaf(&self, w: &mut Worker, leaf: Option<NodeId>, black_result: f32) {
        w.amaf.iter_mut().for_each(|c| *c = 0);
        // Walking backwards, later entries are overwritten by earlier ones: first play wins.
        for &(color, p) in w.played.iter().rev() {
            if !p.is_pass() {
                if let Some(slot) = w.amaf.get_mut(p.index()) {
                    *slot = color as u8 + 1;
                }
            }
        }
        if let Some(n) = leaf {
            self.credit_amaf(n, w, black_result);
        }
        for i in (0..w.path.len()).rev() {
            let (n, edge_id) = w.path[i];
            let mv = self.graph.edge(edge_id).mv() as usize;
            if mv != 0 {
                if let Some(slot) = w.amaf.get_mut(mv) {
                    *slot = self.graph.node(n).to_play.load(Ordering::Relaxed) + 1;
                }
            }
            self.credit_amaf(n, w, black_result);
        }
    }

    /// Credits `node`'s edges whose move its side to move played first from here on; the
    /// root's go to the worker's `root_amaf` (see `Tally`).
    fn credit_amaf(&self, node: NodeId, w: &mut Worker, black_result: f32) {
        let to_play = self.graph.node(node).to_play.load(Ordering::Relaxed);
        let half_wins = mover_half_wins(black_result, to_play);
        let amaf = &w.amaf;
        let played_first = |mv: usize| mv != 0 && amaf.get(mv).copied() == Some(to_play + 1);
        let edges = self.graph.edges_of(node);
        if node == self.root {
            let root_amaf = &mut w.tally.root_amaf;
            root_amaf.resize(edges.len(), (0, 0));
            for (e, pending) in edges.iter().zip(root_amaf.iter_mut()) {
                if played_first(e.mv() as usize) {
                    pending.0 = pending.0.wrapping_add(1);
                    pending.1 = pending.1.wrapping_add(half_wins);
                }
            }
            return;
        }
        for e in edges {
            if played_first(e.mv() as usize) {
                e.amaf_visits.fetch_add(1, Ordering::Relaxed);
                e.amaf_half_wins.fetch_add(half_wins, Ordering::Relaxed);
            }
        }
    }
}
