//! The search graph's storage: a node arena and an edge arena, both fixed-capacity slabs
//! addressed by u32 indices, plus the transposition table that maps position keys to nodes.
//!
//! Nodes are positions, edges are moves. A node's edges are one contiguous block of the edge
//! arena, allocated when the node is expanded. During a search many threads allocate through
//! lock-free bump pointers and pop-only free lists; reclamation (`reclaim`: walk the creator
//! edges down from the old root, freeing what the new root does not reach) runs between
//! searches, when no thread is inside the graph, so free lists never need a concurrent push.

use crate::board::MAX_SIZE;
use std::alloc::{alloc_zeroed, Layout};
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, AtomicU8, Ordering};
use std::sync::Mutex;

mod reclaim;

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

/// A value alone on its cache lines. An atomic that every thread writes, sharing a line with
/// data every thread only reads (the arenas' addresses, the search's constants), turns each of
/// those reads into a miss after every write elsewhere: false sharing. 128 bytes, not 64,
/// because x86's adjacent-line prefetcher moves lines in pairs (crossbeam's `CachePadded`
/// pads the same way).
#[derive(Default)]
#[repr(align(128))]
pub struct CachePadded<T>(pub T);

impl<T> std::ops::Deref for CachePadded<T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> std::ops::DerefMut for CachePadded<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

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
    /// How many of the first edges are urgent tactics (`Prior::urgent`: vital points) that
    /// progressive widening admits at once, on top of its window.
    pub urgent_edges: AtomicU16,
    pub state: AtomicU8,
    /// Color::index() of the side to move.
    pub to_play: AtomicU8,
    /// The edge through which this node was first reached (NO_EDGE for the root), kept pointing
    /// at a live edge across reclamation. Creator edges form a tree over the live graph, which
    /// reclamation walks to find what a move left behind.
    pub creator: AtomicU32,
    /// One past the furthest edge a descent has chosen here, pass aside (always the block's
    /// last edge). Edges beyond it have no visits, so the backup reads only up to it and the
    /// pass edge: a 19x19 root has 362 edges and a few dozen ever chosen, and every thread
    /// backs up through the root on every iteration.
    pub chosen_reach: AtomicU16,
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
    /// Records that a descent chose the edge at `offset` in the node's block (not pass). Written
    /// only when the reach grows, so that the common case leaves the node's line clean.
    #[inline]
    pub fn note_chosen(&self, offset: usize) {
        let reach = (offset + 1).min(u16::MAX as usize) as u16;
        if reach > self.chosen_reach.load(Ordering::Relaxed) {
            self.chosen_reach.fetch_max(reach, Ordering::Relaxed);
        }
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

    /// Whether no descent has ever taken this edge: no visits, no child, no thread below it.
    #[inline]
    pub fn untaken(&self) -> bool {
        self.visits() == 0
            && self.child.load(Ordering::Relaxed) == NONE
            && self.virtual_loss.load(Ordering::Relaxed) == 0
    }

    /// Exchanges the moves and statistics of two untaken edges of one block (nothing else
    /// refers to such an edge by its place: no path, child or creator). Another thread's AMAF
    /// credit landing between the reads and the writes can go to the other move: a rare,
    /// small error in statistics that are estimates anyway, where a lock would cost every
    /// AMAF update.
    pub fn swap_untaken(&self, other: &Edge) {
        let swap = |a: &AtomicU32, b: &AtomicU32| {
            a.store(
                b.swap(a.load(Ordering::Relaxed), Ordering::Relaxed),
                Ordering::Relaxed,
            )
        };
        let mv = other
            .mv
            .swap(self.mv.load(Ordering::Relaxed), Ordering::Relaxed);
        self.mv.store(mv, Ordering::Relaxed);
        // The float statistics swap as their bits.
        swap(&self.prior_wins.0, &other.prior_wins.0);
        swap(&self.prior_visits.0, &other.prior_visits.0);
        swap(&self.amaf_visits, &other.amaf_visits);
        swap(&self.amaf_half_wins, &other.amaf_half_wins);
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
// Reported in docs/architecture.md: growing a record changes how many positions fit in memory.
const _: () = assert!(BYTES_PER_NODE == 64 && BYTES_PER_EDGE == 28);

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
    /// Next never-used node slot (slot 0 is reserved as NONE). The allocation cursors are
    /// written on nearly every iteration by every thread; padded, they leave the line with
    /// the arenas' addresses, which every graph access reads, alone.
    node_bump: CachePadded<AtomicU32>,
    /// Free node slots as of the last reclaim, popped through `free_node_cursor`.
    free_nodes: Vec<NodeId>,
    free_node_cursor: CachePadded<AtomicU32>,
    edge_bump: CachePadded<AtomicU32>,
    /// Per size class (block length / EDGE_GRANULE): free block starts and a pop cursor.
    free_edges: Vec<Vec<EdgeId>>,
    free_edge_cursors: Box<[AtomicU32]>,
    /// Nodes that lost an insertion race during a search, for the next reclaim to free.
    lost_nodes: Mutex<Vec<NodeId>>,
    /// Reclamation scratch, kept to avoid reallocating: marks (all clear between reclaims),
    /// the new root's reach, and the creator walk's stack.
    marks: Vec<u64>,
    reached: Vec<reclaim::Reached>,
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
            node_bump: CachePadded(AtomicU32::new(1)),
            free_nodes: Vec::new(),
            free_node_cursor: CachePadded(AtomicU32::new(0)),
            edge_bump: CachePadded(AtomicU32::new(0)),
            free_edges: Vec::new(),
            free_edge_cursors: (0..classes).map(|_| AtomicU32::new(0)).collect(),
            lost_nodes: Mutex::new(Vec::new()),
            marks: Vec::new(),
            reached: Vec::new(),
            stack: Vec::new(),
            compactions: 0,
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

    /// The edges of `id` that can have visits, in block order: those up to the furthest a
    /// descent has chosen, then pass.
    #[inline]
    pub fn chosen_edges_of(&self, id: NodeId) -> impl Iterator<Item = &Edge> {
        let edges = self.edges_of(id);
        let reach = (self.node(id).chosen_reach.load(Ordering::Relaxed) as usize)
            .min(edges.len().saturating_sub(1));
        let (chosen, rest) = edges.split_at(reach);
        chosen.iter().chain(rest.last())
    }

    /// Node slots in use (allocated and not freed).
    pub fn live_nodes(&self) -> usize {
        let bump = self.node_bump.load(Ordering::Relaxed) as usize;
        (1..bump.min(self.nodes.len()))
            .filter(|&i| self.nodes[i].state.load(Ordering::Relaxed) != STATE_FREE)
            .count()
    }

    /// Node slots handed out since the last reclaim and not returned (O(1), for statistics;
    /// counts nodes that lost an insertion race until the next reclaim).
    pub fn allocated_nodes(&self) -> usize {
        let bump = (self.node_bump.load(Ordering::Relaxed) as usize).min(self.nodes.len());
        let popped =
            (self.free_node_cursor.load(Ordering::Relaxed) as usize).min(self.free_nodes.len());
        (bump - 1) - (self.free_nodes.len() - popped)
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
        // Once the free list is used up (most of a long search), skip the shared write.
        if (self.free_node_cursor.load(Ordering::Relaxed) as usize) < self.free_nodes.len() {
            let cursor = self.free_node_cursor.fetch_add(1, Ordering::Relaxed) as usize;
            if let Some(&id) = self.free_nodes.get(cursor) {
                return Some(id);
            }
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
    /// with another thread for the same key leaves an unreachable slot for the next reclaim.
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
        node.urgent_edges.store(0, Ordering::Relaxed);
        node.chosen_reach.store(0, Ordering::Relaxed);
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
                        // Lost the race: nothing references our slot; the next reclaim
                        // lists it as free again.
                        node.state.store(STATE_FREE, Ordering::Release);
                        self.lost_nodes
                            .lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .push(id);
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
            if (cursor.load(Ordering::Relaxed) as usize) < list.len() {
                let at = cursor.fetch_add(1, Ordering::Relaxed) as usize;
                if let Some(&start) = list.get(at) {
                    return Some(start);
                }
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
        self.lost_nodes
            .get_mut()
            .unwrap_or_else(|p| p.into_inner())
            .clear();
        self.free_edges.clear();
        for c in self.free_edge_cursors.iter_mut() {
            *c.get_mut() = 0;
        }
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
