//! Reclamation after a move: free what the game left behind by walking creator edges.
//!
//! Every live node was created through one edge of a live node (its creator) or is the root,
//! so the creator edges form a tree over the live graph, rooted at the old root. After a move
//! the new root's reach is marked first; then the creator tree is walked down from the old
//! root, and each node it meets that the new root does not reach is freed. A node has exactly
//! one creator, so each is met once, and a node the new root reaches is kept with everything
//! below it (what it reaches, the new root reaches too). The cost follows the nodes kept and
//! freed, not the arena's size: no pass over every slot, no rebuilt table.

use super::{Graph, NodeId, EDGE_GRANULE, NONE, NO_EDGE, STATE_EXPANDED, STATE_FREE};
use std::sync::atomic::Ordering;

/// A kept node and where the new root's walk first reached it: the new creator edge, as a
/// parent and an offset in its block (block starts move when the arena is compacted).
#[derive(Copy, Clone)]
pub(super) struct Reached {
    node: NodeId,
    parent: NodeId,
    offset: u16,
}

impl Graph {
    /// Keeps what `new_root` reaches and frees the rest of what `old_root` reached. Needs
    /// `&mut`: no search may run. `old_root` must be the root the graph was grown from since
    /// the last reclaim or reset.
    pub fn reclaim(&mut self, old_root: NodeId, new_root: NodeId) {
        if old_root == NONE || new_root == NONE {
            self.reset();
            return;
        }
        self.mark_reach(new_root);
        self.drain_popped_free_lists();
        if old_root != new_root {
            self.free_creator_tree(old_root);
        }
        let lost = std::mem::take(&mut *self.lost_nodes.lock().unwrap_or_else(|p| p.into_inner()));
        self.free_nodes.extend(lost);
        self.compact_edges_if_fragmented();
        self.adopt_creators(new_root);
        for r in &self.reached {
            let id = r.node as usize;
            self.marks[id / 64] &= !(1 << (id % 64));
        }
    }

    #[inline]
    fn marked(&self, id: NodeId) -> bool {
        let id = id as usize;
        self.marks
            .get(id / 64)
            .is_some_and(|w| w & (1 << (id % 64)) != 0)
    }

    /// Marks every node `root` reaches and lists them in `reached` (the root first). The marks
    /// are cleared again at the end of `reclaim`, so they cost nothing per arena slot.
    fn mark_reach(&mut self, root: NodeId) {
        let bump = (*self.node_bump.get_mut() as usize).min(self.nodes.len());
        if self.marks.len() < bump.div_ceil(64) {
            self.marks.resize(bump.div_ceil(64), 0);
        }
        self.reached.clear();
        self.reached.push(Reached {
            node: root,
            parent: NONE,
            offset: 0,
        });
        self.marks[root as usize / 64] |= 1 << (root % 64);
        let mut next = 0;
        while let Some(&Reached { node: id, .. }) = self.reached.get(next) {
            next += 1;
            let node = &self.nodes[id as usize];
            if node.state.load(Ordering::Relaxed) != STATE_EXPANDED {
                continue;
            }
            for (offset, edge) in self.edges[node.edge_range()].iter().enumerate() {
                let child = edge.child.load(Ordering::Relaxed);
                if child == NONE {
                    continue;
                }
                let word = &mut self.marks[child as usize / 64];
                let bit = 1u64 << (child % 64);
                if *word & bit == 0 {
                    *word |= bit;
                    self.reached.push(Reached {
                        node: child,
                        parent: id,
                        offset: offset as u16,
                    });
                }
            }
        }
    }

    /// Frees every node in `old_root`'s creator subtree that is not marked.
    fn free_creator_tree(&mut self, old_root: NodeId) {
        self.stack.clear();
        if !self.marked(old_root) {
            self.stack.push(old_root);
        }
        while let Some(id) = self.stack.pop() {
            let node = &self.nodes[id as usize];
            if node.state.load(Ordering::Relaxed) == STATE_EXPANDED {
                let range = node.edge_range();
                for e in range.clone() {
                    let child = self.edges[e].child.load(Ordering::Relaxed);
                    if child != NONE
                        && !self.marked(child)
                        && self.nodes[child as usize].creator.load(Ordering::Relaxed) == e as u32
                    {
                        self.stack.push(child);
                    }
                }
                let class = range.len().div_ceil(EDGE_GRANULE).max(1);
                if let Some(list) = self.free_edges.get_mut(class) {
                    list.push(range.start as u32);
                }
            }
            self.remove_from_table(id);
            *self.nodes[id as usize].state.get_mut() = STATE_FREE;
            self.free_nodes.push(id);
        }
    }

    /// Keeps only the unpopped part of each free list, so that what this reclaim frees can be
    /// appended and nothing is listed twice.
    fn drain_popped_free_lists(&mut self) {
        let at = (*self.free_node_cursor.get_mut() as usize).min(self.free_nodes.len());
        self.free_nodes.drain(..at);
        *self.free_node_cursor.get_mut() = 0;
        if self.free_edges.len() < self.free_edge_cursors.len() {
            self.free_edges
                .resize(self.free_edge_cursors.len(), Vec::new());
        }
        for (list, cursor) in self
            .free_edges
            .iter_mut()
            .zip(self.free_edge_cursors.iter_mut())
        {
            let at = (*cursor.get_mut() as usize).min(list.len());
            list.drain(..at);
            *cursor.get_mut() = 0;
        }
    }

    /// Deletes `id` from the open-addressing table, shifting later entries of its probe run
    /// back so that every remaining key is still found without tombstones.
    fn remove_from_table(&mut self, id: NodeId) {
        let mask = self.table_mask;
        let mut hole = self.slot_of(self.nodes[id as usize].key());
        loop {
            match *self.table[hole].get_mut() {
                NONE => return,
                found if found == id => break,
                _ => hole = (hole + 1) & mask,
            }
        }
        *self.table[hole].get_mut() = NONE;
        let mut probe = hole;
        loop {
            probe = (probe + 1) & mask;
            let other = *self.table[probe].get_mut();
            if other == NONE {
                return;
            }
            let home = self.slot_of(self.nodes[other as usize].key());
            // `other` may fill the hole unless its home lies cyclically in (hole, probe].
            let stays = if hole <= probe {
                hole < home && home <= probe
            } else {
                hole < home || home <= probe
            };
            if !stays {
                *self.table[hole].get_mut() = other;
                *self.table[probe].get_mut() = NONE;
                hole = probe;
            }
        }
    }

    /// Each kept node's creator becomes the edge through which the new root's walk first
    /// reached it, so creators again form a tree over the live graph, rooted at the new root.
    fn adopt_creators(&mut self, new_root: NodeId) {
        for r in &self.reached {
            let creator = if r.parent == NONE {
                NO_EDGE
            } else {
                *self.nodes[r.parent as usize].edge_start.get_mut() + r.offset as u32
            };
            *self.nodes[r.node as usize].creator.get_mut() = creator;
        }
        debug_assert_eq!(*self.nodes[new_root as usize].creator.get_mut(), NO_EDGE);
    }

    /// Free blocks of one size class cannot serve another, so over a long game (move counts
    /// shrink) the arena could run out while holding free space. When much of the used part
    /// is free, slide the live blocks (those of the kept nodes) down to the start and drop the
    /// free lists.
    fn compact_edges_if_fragmented(&mut self) {
        let used = *self.edge_bump.get_mut() as usize;
        let free: usize = self
            .free_edges
            .iter()
            .enumerate()
            .map(|(class, list)| class * EDGE_GRANULE * list.len())
            .sum();
        if used < self.edges.len() / 2 || free < used / 4 {
            return;
        }
        let mut blocks: Vec<(u32, NodeId)> = self
            .reached
            .iter()
            .filter(|r| self.nodes[r.node as usize].state.load(Ordering::Relaxed) == STATE_EXPANDED)
            .map(|r| {
                let start = self.nodes[r.node as usize]
                    .edge_start
                    .load(Ordering::Relaxed);
                (start, r.node)
            })
            .collect();
        blocks.sort_unstable();
        let mut next = 0usize;
        for (start, id) in blocks {
            let start = start as usize;
            let node = &mut self.nodes[id as usize];
            let count = *node.edge_count.get_mut() as usize;
            if start != next {
                // Ascending copy to a lower address: every source is read before it could be
                // overwritten, as in memmove.
                for i in 0..count {
                    let moved = self.edges[start + i].take();
                    self.edges[next + i] = moved;
                }
            }
            *node.edge_start.get_mut() = next as u32;
            next += count.div_ceil(EDGE_GRANULE).max(1) * EDGE_GRANULE;
        }
        *self.edge_bump.get_mut() = next as u32;
        for list in &mut self.free_edges {
            list.clear();
        }
        self.compactions += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Capacity, Lookup};
    use super::*;

    const MOVES: u32 = 8;

    fn key(mask: u32) -> u128 {
        ((mask as u128) << 64) | ((mask as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1) as u128
    }

    /// Expands `id` (a position = the set of moves played) and creates every child, so that
    /// move orders meet at shared nodes. False when the arena is full.
    fn grow(graph: &Graph, id: NodeId, depth: u32) -> bool {
        if depth == 0 || graph.node(id).state() != super::super::STATE_LEAF {
            return true;
        }
        let mask = (graph.node(id).key() >> 64) as u32;
        let moves: Vec<u32> = (0..MOVES).filter(|m| mask & (1 << m) == 0).collect();
        let Some(start) = graph.alloc_edges(moves.len()) else {
            return false;
        };
        for (i, &m) in moves.iter().enumerate() {
            let e = graph.edge(start as usize + i);
            e.mv.store(m as u16 + 1, Ordering::Relaxed);
            e.child.store(NONE, Ordering::Relaxed);
        }
        graph.finish_expansion(id, start, moves.len());
        for (i, &m) in moves.iter().enumerate() {
            let edge = start as usize + i;
            let child = match graph.find_or_insert(key(mask | 1 << m), 0, edge as u32, false) {
                Lookup::Found(c) | Lookup::Inserted(c) => c,
                Lookup::Full => return false,
            };
            graph.edge(edge).child.store(child, Ordering::Relaxed);
            if !grow(graph, child, depth - 1) {
                return false;
            }
        }
        true
    }

    /// Every free node slot is listed once, is free and is not in the table; free edge blocks
    /// are distinct and no live node owns one.
    fn check_free_lists(graph: &mut Graph) {
        let mut seen = std::collections::HashSet::new();
        let at = *graph.free_node_cursor.get_mut() as usize;
        for &id in &graph.free_nodes[at.min(graph.free_nodes.len())..] {
            assert!(seen.insert(id), "node {id} listed twice");
            assert_eq!(
                graph.node(id).state(),
                STATE_FREE,
                "listed node {id} is live"
            );
            assert!(
                graph.table_entries().all(|t| t != id),
                "freed node {id} in the table"
            );
        }
        let live_starts: std::collections::HashSet<u32> = graph
            .table_entries()
            .filter(|&id| graph.node(id).state() == STATE_EXPANDED)
            .map(|id| graph.node(id).edge_start.load(Ordering::Relaxed))
            .collect();
        let mut blocks = std::collections::HashSet::new();
        for list in &graph.free_edges {
            for &start in list {
                assert!(blocks.insert(start), "edge block {start} listed twice");
                assert!(
                    !live_starts.contains(&start),
                    "live block {start} listed free"
                );
            }
        }
        let bump = *graph.node_bump.get_mut() as usize;
        let free_slots = (1..bump).filter(|&i| graph.node(i as NodeId).state() == STATE_FREE);
        assert_eq!(free_slots.count(), seen.len(), "a free slot is not listed");
        assert!(graph.marks.iter().all(|&w| w == 0), "marks left set");
    }

    #[test]
    fn moves_free_exactly_what_the_new_root_does_not_reach_and_nothing_twice() {
        let mut graph = Graph::new(Capacity {
            nodes: 400,
            edges: 2400,
        });
        let Lookup::Inserted(mut root) = graph.find_or_insert(key(0), 0, NO_EDGE, false) else {
            panic!("an empty graph has room");
        };
        let mut seed = 7u64;
        for _ in 0..200 {
            grow(&graph, root, 3);
            let before = graph.live_nodes();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let edges = graph.edges_of(root);
            let next = match edges.get((seed >> 33) as usize % edges.len().max(1)) {
                Some(e) if e.child() != NONE => e.child(),
                _ => root,
            };
            let reach = graph.reachable_count(next);
            graph.reclaim(root, next);
            root = next;
            assert_eq!(
                graph.live_nodes(),
                reach,
                "kept exactly the new root's reach"
            );
            assert!(reach <= before);
            check_free_lists(&mut graph);
            if (graph.node(root).key() >> 64) as u32 == (1 << MOVES) - 1 {
                graph.reset();
                let Lookup::Inserted(fresh) = graph.find_or_insert(key(0), 0, NO_EDGE, false)
                else {
                    panic!("a reset graph has room");
                };
                root = fresh;
            }
        }
    }
}
