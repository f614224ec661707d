//! The search graph's storage: a node arena and an edge arena, both fixed-capacity slabs
//! addressed by u32 indices, plus the transposition table that maps position keys to nodes.
//!
//! Nodes are positions, edges are moves. A node's edges are one contiguous block of the edge
//! arena, allocated when the node is expanded. During a search many threads allocate through
//! lock-free bump pointers and pop-only free lists; reclamation (mark from the new root, sweep
//! the rest, rebuild the table) runs between searches, when no thread is inside the graph, so
//! free lists never need a concurrent push.

use crate::board::MAX_SIZE;
use std::alloc::{alloc_zeroed, Layout};
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, AtomicU8, Ordering};

/// Index of a node; `NONE` (0) is never a real node, so zeroed memory reads as "no child".
pub type NodeId = u32;
/// Index of an edge in the edge arena.
pub type EdgeId = u32;
pub const NONE: u32 = 0;
/// "No edge" for `Node::creator` (edge 0 is a real edge).
pub const NO_EDGE: EdgeId = u32::MAX;

/// Node life cycle, in `Node::state`.
pub const STATE_FREE: u8 = 0;
pub const STATE_LEAF: u8 = 1;
pub const STATE_EXPANDING: u8 = 2;
pub const STATE_EXPANDED: u8 = 3;
/// The game is over at this node (two passes in a row): evaluated by scoring, never expanded.
pub const STATE_TERMINAL: u8 = 4;

/// A float stored as its bits in an atomic integer, for statistics written by several threads.
macro_rules! atomic_float {
    ($name:ident, $float:ty, $atomic:ty) => {
        #[derive(Default)]
        #[repr(transparent)]
        pub struct $name($atomic);

        impl $name {
            #[inline]
            pub fn load(&self) -> $float {
                <$float>::from_bits(self.0.load(Ordering::Relaxed))
            }
            #[inline]
            pub fn store(&self, v: $float) {
                self.0.store(v.to_bits(), Ordering::Relaxed)
            }
            #[inline]
            pub fn add(&self, v: $float) {
                let mut cur = self.0.load(Ordering::Relaxed);
                loop {
                    let new = (<$float>::from_bits(cur) + v).to_bits();
                    match self.0.compare_exchange_weak(
                        cur,
                        new,
                        Ordering::Relaxed,
                        Ordering::Relaxed,
                    ) {
                        Ok(_) => return,
                        Err(actual) => cur = actual,
                    }
                }
            }
        }
    };
}

atomic_float!(AtomicF32, f32, AtomicU32);
atomic_float!(AtomicF64, f64, AtomicU64);

/// A position. Its value is recomputed from its own playouts and its children's values weighted
/// by edge visits (graph search: a transposed child's value is shared, the edge's visits are
/// the parent's own business).
#[derive(Default)]
pub struct Node {
    key_lo: AtomicU64,
    key_hi: AtomicU64,
    /// Playouts that started at this node while it was a leaf, their wins for the side to move
    /// here in half points (integers stay exact however long the search runs), and their
    /// summed score (Black's lead, real komi; f64 for the same reason).
    pub own_visits: AtomicU32,
    pub own_half_wins: AtomicU32,
    pub own_score: AtomicF64,
    /// own_visits + sum of edge visits.
    pub visits: AtomicU32,
    /// Win probability for the side to move here.
    pub value: AtomicF32,
    /// Mean Black lead in points.
    pub score: AtomicF32,
    pub edge_start: AtomicU32,
    pub edge_count: AtomicU16,
    pub state: AtomicU8,
    /// Color::index() of the side to move.
    pub to_play: AtomicU8,
    /// The edge through which this node was first reached (NO_EDGE for a root), kept pointing
    /// at a live edge across reclamation; for ownership reports and debugging.
    pub creator: AtomicU32,
}

impl Node {
    #[inline]
    pub fn key(&self) -> u128 {
        (self.key_lo.load(Ordering::Relaxed) as u128)
            | ((self.key_hi.load(Ordering::Relaxed) as u128) << 64)
    }
    #[inline]
    pub fn state(&self) -> u8 {
        self.state.load(Ordering::Acquire)
    }
    /// The node's edges, valid once the state is EXPANDED.
    #[inline]
    pub fn edge_range(&self) -> std::ops::Range<usize> {
        let start = self.edge_start.load(Ordering::Relaxed) as usize;
        start..start + self.edge_count.load(Ordering::Relaxed) as usize
    }
}

/// A move from a node.
#[derive(Default)]
pub struct Edge {
    /// Point index; 0 = pass.
    pub mv: AtomicU16,
    /// Threads currently below this edge (each counts as a loss while it lasts).
    pub virtual_loss: AtomicU16,
    /// Heuristic opinion as virtual visits: `prior_visits` worth of `prior_wins`.
    pub prior_wins: AtomicF32,
    pub prior_visits: AtomicF32,
    pub visits: AtomicU32,
    pub child: AtomicU32,
    pub amaf_visits: AtomicU32,
    /// AMAF wins in half points.
    pub amaf_half_wins: AtomicU32,
}

impl Edge {
    /// Moves the statistics out, leaving a default edge (for compaction).
    fn take(&mut self) -> Edge {
        std::mem::take(self)
    }

    #[inline]
    pub fn mv(&self) -> u16 {
        self.mv.load(Ordering::Relaxed)
    }
    #[inline]
    pub fn child(&self) -> NodeId {
        self.child.load(Ordering::Acquire)
    }
    #[inline]
    pub fn visits(&self) -> u32 {
        self.visits.load(Ordering::Relaxed)
    }
}

/// Edge blocks are rounded up to multiples of this, so freed blocks can be reused by any node
/// with a similar move count (size classes instead of a general-purpose allocator).
pub const EDGE_GRANULE: usize = 8;

/// A zero-initialised boxed slice. The OS hands out zeroed pages lazily, so a large arena costs
/// memory only as it fills; all-zero bytes are a valid Node, Edge and table slot.
fn zeroed_slice<T: Default>(len: usize) -> Box<[T]> {
    let len = len.max(1);
    let layout = match Layout::array::<T>(len) {
        Ok(l) => l,
        Err(_) => return (0..len).map(|_| T::default()).collect(),
    };
    // SAFETY: T is only instantiated with Node, Edge and AtomicU32, made solely of atomics
    // for which the all-zero bit pattern is a valid value; the layout matches the slice.
    unsafe {
        let ptr = alloc_zeroed(layout) as *mut T;
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len))
    }
}

/// The root of the largest board always fits, so even a tiny budget answers with a search.
const MIN_EDGES: usize = (MAX_SIZE * MAX_SIZE + 1).div_ceil(EDGE_GRANULE) * EDGE_GRANULE * 2;

/// Arena sizes derived from a memory budget.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Capacity {
    pub nodes: usize,
    pub edges: usize,
}

impl Capacity {
    /// Splits `bytes` so that there is room for about three nodes per expanded node of
    /// `moves_per_node` edges (the usual ratio with expansion at the second visit).
    pub fn from_memory(bytes: usize, moves_per_node: usize) -> Capacity {
        let node_cost = std::mem::size_of::<Node>() + 2 * std::mem::size_of::<AtomicU32>();
        let unit = 3 * node_cost + moves_per_node * std::mem::size_of::<Edge>();
        let units = (bytes / unit).max(1);
        Capacity {
            nodes: (3 * units).clamp(16, (u32::MAX / 2) as usize),
            edges: (units * moves_per_node).clamp(MIN_EDGES, (u32::MAX / 2) as usize),
        }
    }
}

pub const BYTES_PER_NODE: usize = std::mem::size_of::<Node>();
pub const BYTES_PER_EDGE: usize = std::mem::size_of::<Edge>();
// Reported in the README: growing a record changes how many positions fit in memory.
const _: () = assert!(BYTES_PER_NODE == 56 && BYTES_PER_EDGE == 28);

/// Outcome of looking a key up while adding a node.
pub enum Lookup {
    Found(NodeId),
    Inserted(NodeId),
    Full,
}

pub struct Graph {
    nodes: Box<[Node]>,
    edges: Box<[Edge]>,
    /// Open addressing, linear probing; a slot holds a NodeId (NONE = empty). The key lives in
    /// the node, so the table is 4 bytes a slot.
    table: Box<[AtomicU32]>,
    table_mask: usize,
    /// Next never-used node slot (slot 0 is reserved as NONE).
    node_bump: AtomicU32,
    /// Free node slots as of the last sweep, popped through `free_node_cursor`.
    free_nodes: Vec<NodeId>,
    free_node_cursor: AtomicU32,
    edge_bump: AtomicU32,
    /// Per size class (block length / EDGE_GRANULE): free block starts and a pop cursor.
    free_edges: Vec<Vec<EdgeId>>,
    free_edge_cursors: Box<[AtomicU32]>,
    /// Scratch for marking, kept between sweeps to avoid reallocating.
    marks: Vec<u64>,
    stack: Vec<NodeId>,
    compactions: u64,
}

impl Graph {
    pub fn new(cap: Capacity) -> Graph {
        let table_len = (cap.nodes * 2).next_power_of_two();
        let classes = (MAX_SIZE * MAX_SIZE + 1).div_ceil(EDGE_GRANULE) + 1;
        Graph {
            nodes: zeroed_slice(cap.nodes + 1),
            edges: zeroed_slice(cap.edges),
            table: zeroed_slice(table_len),
            table_mask: table_len - 1,
            node_bump: AtomicU32::new(1),
            free_nodes: Vec::new(),
            free_node_cursor: AtomicU32::new(0),
            edge_bump: AtomicU32::new(0),
            free_edges: Vec::new(),
            free_edge_cursors: (0..classes).map(|_| AtomicU32::new(0)).collect(),
            marks: Vec::new(),
            stack: Vec::new(),
            compactions: 0,
        }
    }

    pub fn capacity(&self) -> Capacity {
        Capacity {
            nodes: self.nodes.len() - 1,
            edges: self.edges.len(),
        }
    }

    /// Bytes held by the arenas and the table.
    pub fn memory_bytes(&self) -> usize {
        self.nodes.len() * BYTES_PER_NODE
            + self.edges.len() * BYTES_PER_EDGE
            + self.table.len() * std::mem::size_of::<AtomicU32>()
    }

    /// Bytes of nodes and edges in use, plus the table (O(1): counts allocated space,
    /// including free edge blocks not yet reused).
    pub fn used_bytes(&self) -> usize {
        let edges = (self.edge_bump.load(Ordering::Relaxed) as usize).min(self.edges.len());
        self.allocated_nodes() * BYTES_PER_NODE
            + edges * BYTES_PER_EDGE
            + self.table.len() * std::mem::size_of::<AtomicU32>()
    }

    #[inline]
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    #[inline]
    pub fn edge(&self, id: usize) -> &Edge {
        &self.edges[id]
    }

    #[inline]
    pub fn edges_of(&self, id: NodeId) -> &[Edge] {
        let node = self.node(id);
        if node.state() != STATE_EXPANDED {
            return &[];
        }
        &self.edges[node.edge_range()]
    }

    /// Node slots in use (allocated and not freed).
    pub fn live_nodes(&self) -> usize {
        let bump = self.node_bump.load(Ordering::Relaxed) as usize;
        (1..bump.min(self.nodes.len()))
            .filter(|&i| self.nodes[i].state.load(Ordering::Relaxed) != STATE_FREE)
            .count()
    }

    /// Node slots handed out since the last sweep and not returned (O(1), for statistics;
    /// counts nodes that lost an insertion race until the next sweep).
    pub fn allocated_nodes(&self) -> usize {
        let bump = (self.node_bump.load(Ordering::Relaxed) as usize).min(self.nodes.len());
        let popped =
            (self.free_node_cursor.load(Ordering::Relaxed) as usize).min(self.free_nodes.len());
        (bump - 1) - (self.free_nodes.len() - popped)
    }

    /// Edges in blocks owned by live expanded nodes.
    pub fn live_edges(&self) -> usize {
        let bump = self.node_bump.load(Ordering::Relaxed) as usize;
        (1..bump.min(self.nodes.len()))
            .filter(|&i| self.nodes[i].state.load(Ordering::Relaxed) == STATE_EXPANDED)
            .map(|i| self.nodes[i].edge_count.load(Ordering::Relaxed) as usize)
            .sum()
    }

    fn slot_of(&self, key: u128) -> usize {
        let h = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) as usize & self.table_mask
    }

    pub fn find(&self, key: u128) -> Option<NodeId> {
        let mut slot = self.slot_of(key);
        loop {
            let id = self.table[slot].load(Ordering::Acquire);
            if id == NONE {
                return None;
            }
            if self.nodes[id as usize].key() == key {
                return Some(id);
            }
            slot = (slot + 1) & self.table_mask;
        }
    }

    fn alloc_node_slot(&self) -> Option<NodeId> {
        let cursor = self.free_node_cursor.fetch_add(1, Ordering::Relaxed) as usize;
        if let Some(&id) = self.free_nodes.get(cursor) {
            return Some(id);
        }
        let mut cur = self.node_bump.load(Ordering::Relaxed);
        loop {
            if cur as usize >= self.nodes.len() {
                return None;
            }
            match self.node_bump.compare_exchange_weak(
                cur,
                cur + 1,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return Some(cur),
                Err(actual) => cur = actual,
            }
        }
    }

    /// The node for `key`, creating a leaf if the table has none. A creation that loses a race
    /// with another thread for the same key leaves an unreachable slot for the next sweep.
    pub fn find_or_insert(
        &self,
        key: u128,
        to_play: u8,
        creator: EdgeId,
        terminal: bool,
    ) -> Lookup {
        if let Some(id) = self.find(key) {
            return Lookup::Found(id);
        }
        let Some(id) = self.alloc_node_slot() else {
            return Lookup::Full;
        };
        let node = &self.nodes[id as usize];
        node.key_lo.store(key as u64, Ordering::Relaxed);
        node.key_hi.store((key >> 64) as u64, Ordering::Relaxed);
        for stat in [&node.own_visits, &node.visits, &node.edge_start] {
            stat.store(0, Ordering::Relaxed);
        }
        node.own_half_wins.store(0, Ordering::Relaxed);
        node.own_score.store(0.0);
        node.value.store(0.5);
        node.score.store(0.0);
        node.edge_count.store(0, Ordering::Relaxed);
        node.to_play.store(to_play, Ordering::Relaxed);
        node.creator.store(creator, Ordering::Relaxed);
        let state = if terminal { STATE_TERMINAL } else { STATE_LEAF };
        node.state.store(state, Ordering::Release);
        let mut slot = self.slot_of(key);
        loop {
            match self.table[slot].compare_exchange(NONE, id, Ordering::AcqRel, Ordering::Acquire) {
                Ok(_) => return Lookup::Inserted(id),
                Err(other) => {
                    if self.nodes[other as usize].key() == key {
                        // Lost the race: nothing references our slot; the next sweep lists
                        // it as free again.
                        node.state.store(STATE_FREE, Ordering::Release);
                        return Lookup::Found(other);
                    }
                    slot = (slot + 1) & self.table_mask;
                }
            }
        }
    }

    /// Reserves a block for `count` edges; None when the arena is full.
    pub fn alloc_edges(&self, count: usize) -> Option<EdgeId> {
        let class = count.div_ceil(EDGE_GRANULE).max(1);
        if let (Some(list), Some(cursor)) = (
            self.free_edges.get(class),
            self.free_edge_cursors.get(class),
        ) {
            let at = cursor.fetch_add(1, Ordering::Relaxed) as usize;
            if let Some(&start) = list.get(at) {
                return Some(start);
            }
        }
        let len = (class * EDGE_GRANULE) as u32;
        let mut cur = self.edge_bump.load(Ordering::Relaxed);
        loop {
            if cur as usize + len as usize > self.edges.len() {
                return None;
            }
            match self.edge_bump.compare_exchange_weak(
                cur,
                cur + len,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return Some(cur),
                Err(actual) => cur = actual,
            }
        }
    }

    /// Publishes the edges written into a block from `alloc_edges` as `id`'s children.
    pub fn finish_expansion(&self, id: NodeId, start: EdgeId, count: usize) {
        let node = self.node(id);
        node.edge_start.store(start, Ordering::Relaxed);
        node.edge_count.store(count as u16, Ordering::Relaxed);
        node.state.store(STATE_EXPANDED, Ordering::Release);
    }

    /// Forgets everything.
    pub fn reset(&mut self) {
        let bump = (*self.node_bump.get_mut() as usize).min(self.nodes.len());
        for node in &mut self.nodes[..bump] {
            *node.state.get_mut() = STATE_FREE;
        }
        for slot in self.table.iter_mut() {
            *slot.get_mut() = NONE;
        }
        *self.node_bump.get_mut() = 1;
        *self.edge_bump.get_mut() = 0;
        self.free_nodes.clear();
        *self.free_node_cursor.get_mut() = 0;
        self.free_edges.clear();
        for c in self.free_edge_cursors.iter_mut() {
            *c.get_mut() = 0;
        }
    }

    /// Keeps what `root` reaches and reclaims every other node and edge block. Needs `&mut`:
    /// no search may run. Nothing is freed twice: the node free list is rebuilt from the slot
    /// states, and an edge block is listed only when its owner leaves the EXPANDED state
    /// (edge lists keep just their unpopped entries).
    pub fn retain_reachable(&mut self, root: NodeId) {
        let bump = (*self.node_bump.get_mut() as usize).min(self.nodes.len());
        self.marks.clear();
        self.marks.resize(bump.div_ceil(64), 0);
        self.stack.clear();
        if root != NONE && (root as usize) < bump {
            self.marks[root as usize / 64] |= 1 << (root % 64);
            self.stack.push(root);
            self.nodes[root as usize]
                .creator
                .store(NO_EDGE, Ordering::Relaxed);
        }
        while let Some(id) = self.stack.pop() {
            let node = &self.nodes[id as usize];
            if node.state.load(Ordering::Relaxed) != STATE_EXPANDED {
                continue;
            }
            for edge in self.edges[node.edge_range()].iter() {
                let child = edge.child.load(Ordering::Relaxed);
                if child == NONE {
                    continue;
                }
                let word = &mut self.marks[child as usize / 64];
                let bit = 1u64 << (child % 64);
                if *word & bit == 0 {
                    *word |= bit;
                    self.stack.push(child);
                }
            }
        }

        // Keep the unpopped part of each edge free list, then add what this sweep frees.
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
        for id in 1..bump {
            let marked = self.marks[id / 64] & (1 << (id % 64)) != 0;
            let node = &mut self.nodes[id];
            let state = *node.state.get_mut();
            if marked || state == STATE_FREE {
                continue;
            }
            if state == STATE_EXPANDED {
                let start = *node.edge_start.get_mut();
                let count = *node.edge_count.get_mut() as usize;
                let class = count.div_ceil(EDGE_GRANULE).max(1);
                if let Some(list) = self.free_edges.get_mut(class) {
                    list.push(start);
                }
                for edge in &mut self.edges[start as usize..start as usize + count] {
                    *edge.child.get_mut() = NONE;
                }
            }
            *node.state.get_mut() = STATE_FREE;
        }
        // Node slots are uniform, so the free list is simply every FREE slot: this also
        // collects the slots of nodes that lost an insertion race during the search.
        self.free_nodes.clear();
        *self.free_node_cursor.get_mut() = 0;
        for id in 1..bump {
            if *self.nodes[id].state.get_mut() == STATE_FREE {
                self.free_nodes.push(id as NodeId);
            }
        }

        self.compact_edges_if_fragmented(bump);

        // A creator edge in a reclaimed block no longer links here (sweeping cleared it):
        // adopt a live incoming edge instead.
        for id in 1..bump {
            if self.marks[id / 64] & (1 << (id % 64)) == 0
                || *self.nodes[id].state.get_mut() != STATE_EXPANDED
            {
                continue;
            }
            for e in self.nodes[id].edge_range() {
                let child = *self.edges[e].child.get_mut();
                if child == NONE {
                    continue;
                }
                let creator = *self.nodes[child as usize].creator.get_mut();
                let stale = match self.edges.get_mut(creator as usize) {
                    Some(edge) => *edge.child.get_mut() != child,
                    None => child != root,
                };
                if stale {
                    *self.nodes[child as usize].creator.get_mut() = e as EdgeId;
                }
            }
        }

        for slot in self.table.iter_mut() {
            *slot.get_mut() = NONE;
        }
        for id in 1..bump {
            if self.marks[id / 64] & (1 << (id % 64)) == 0 {
                continue;
            }
            let key = self.nodes[id].key();
            let mut slot = self.slot_of(key);
            while *self.table[slot].get_mut() != NONE {
                slot = (slot + 1) & self.table_mask;
            }
            *self.table[slot].get_mut() = id as NodeId;
        }
    }

    /// Free blocks of one size class cannot serve another, so over a long game (move counts
    /// shrink) the arena could run out while holding free space. When much of the used part
    /// is free, slide the live blocks down to the start and drop the free lists.
    fn compact_edges_if_fragmented(&mut self, bump: usize) {
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
        let mut blocks: Vec<(u32, NodeId)> = (1..bump)
            .filter(|&id| self.nodes[id].state.load(Ordering::Relaxed) == STATE_EXPANDED)
            .map(|id| {
                let start = self.nodes[id].edge_start.load(Ordering::Relaxed);
                (start, id as NodeId)
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
            *node.edge_start.get_mut() = next as EdgeId;
            next += count.div_ceil(EDGE_GRANULE).max(1) * EDGE_GRANULE;
        }
        for edge in &mut self.edges[next..used] {
            *edge.child.get_mut() = NONE;
        }
        *self.edge_bump.get_mut() = next as u32;
        for list in &mut self.free_edges {
            list.clear();
        }
        self.compactions += 1;
    }

    /// How many times the edge arena was compacted (statistics, tests).
    pub fn compactions(&self) -> u64 {
        self.compactions
    }

    /// Every table entry, for tests: each must point at a live node with the same key.
    pub fn table_entries(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.table
            .iter()
            .map(|s| s.load(Ordering::Relaxed))
            .filter(|&id| id != NONE)
    }

    /// Nodes reachable from `root` (for tests and statistics).
    pub fn reachable_count(&self, root: NodeId) -> usize {
        if root == NONE {
            return 0;
        }
        let mut seen = fxhash::FxHashSet::default();
        let mut stack = vec![root];
        seen.insert(root);
        while let Some(id) = stack.pop() {
            for edge in self.edges_of(id) {
                let child = edge.child();
                if child != NONE && seen.insert(child) {
                    stack.push(child);
                }
            }
        }
        seen.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacity_fits_the_budget_and_always_holds_a_root() {
        let cap = Capacity::from_memory(1 << 30, 362);
        let bytes = cap.nodes * (BYTES_PER_NODE + 8) + cap.edges * BYTES_PER_EDGE;
        assert!(bytes <= 1 << 30 && bytes > (1 << 30) / 2, "{cap:?}");
        let tiny = Capacity::from_memory(1, 626);
        assert!(tiny.edges >= 626 + EDGE_GRANULE);
        let graph = Graph::new(tiny);
        assert!(graph.alloc_edges(626).is_some());
    }
}
