//! Reclamation property test on the search graph with synthetic positions: a "position" is a
//! set of moves already played (a bitmask), so different move orders reach the same key and the
//! graph has transpositions, exactly the case where naive tree freeing goes wrong.

use std::sync::atomic::Ordering;
use tesuji::search::arena::{Capacity, Graph, Lookup, NodeId, NONE, NO_EDGE, STATE_FREE};

const MOVES: u16 = 10;

fn key(mask: u32) -> u128 {
    // Keep 0 out of the key space and spread the bits.
    ((mask as u128) << 64) | ((mask as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1) as u128
}

fn mask_of(graph: &Graph, id: NodeId) -> u32 {
    (graph.node(id).key() >> 64) as u32
}

/// Gives `id` one edge per move not yet in its mask.
fn expand(graph: &Graph, id: NodeId) -> bool {
    let mask = mask_of(graph, id);
    let moves: Vec<u16> = (0..MOVES).filter(|m| mask & (1 << m) == 0).collect();
    if graph.node(id).state() != tesuji::search::arena::STATE_LEAF || moves.is_empty() {
        return true;
    }
    let Some(start) = graph.alloc_edges(moves.len()) else {
        return false;
    };
    for (i, &m) in moves.iter().enumerate() {
        let e = graph.edge(start as usize + i);
        e.mv.store(m + 1, Ordering::Relaxed);
        e.child.store(NONE, Ordering::Relaxed);
        e.visits.store(0, Ordering::Relaxed);
    }
    graph.finish_expansion(id, start, moves.len());
    true
}

/// Follows or creates the child along edge `i` of `id`.
fn child(graph: &Graph, id: NodeId, i: usize) -> Option<NodeId> {
    let range = graph.node(id).edge_range();
    let global = range.start + i;
    let e = graph.edge(global);
    if e.child() != NONE {
        return Some(e.child());
    }
    let m = e.mv() - 1;
    let child_key = key(mask_of(graph, id) | (1 << m));
    match graph.find_or_insert(child_key, 0, global as u32, false) {
        Lookup::Found(c) | Lookup::Inserted(c) => {
            e.child.store(c, Ordering::Release);
            Some(c)
        }
        Lookup::Full => None,
    }
}

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

fn check(graph: &Graph, root: NodeId) {
    let live = graph.live_nodes();
    let reachable = graph.reachable_count(root);
    assert_eq!(
        live, reachable,
        "live slots must equal nodes reachable from the root"
    );
    let mut entries = 0;
    for id in graph.table_entries() {
        entries += 1;
        assert_ne!(
            graph.node(id).state(),
            STATE_FREE,
            "table points at a freed node"
        );
        assert_eq!(graph.find(graph.node(id).key()), Some(id));
    }
    assert_eq!(entries, live, "every live node is in the table once");
    // Structure intact: every child's position is its parent's plus the edge's move, which
    // a slot handed out twice would break.
    let mut stack = vec![root];
    let mut seen = std::collections::HashSet::new();
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        let range = graph.node(id).edge_range();
        for (i, e) in graph.edges_of(id).iter().enumerate() {
            let c = e.child();
            if c == NONE {
                continue;
            }
            assert_eq!(mask_of(graph, c), mask_of(graph, id) | 1 << (e.mv() - 1));
            let creator = graph.node(c).creator.load(Ordering::Relaxed);
            assert_ne!(creator, NO_EDGE, "a non-root node records a creator edge");
            assert_eq!(
                graph.edge(creator as usize).child(),
                c,
                "creator edge links here"
            );
            let _ = (range.start, i);
            stack.push(c);
        }
    }
}

#[test]
fn reclamation_keeps_exactly_the_reachable_graph() {
    let mut graph = Graph::new(Capacity {
        nodes: 300,
        edges: 1200,
    });
    let mut rng = Lcg(12345);
    let mut root_mask = 0u32;
    let mut history = vec![0u32];
    let mut root = match graph.find_or_insert(key(0), 0, NO_EDGE, false) {
        Lookup::Inserted(id) => id,
        _ => panic!("empty graph has room"),
    };
    let mut full_seen = false;
    for cycle in 0..3000 {
        // Grow: random descents that expand what they meet.
        for _ in 0..rng.below(30) {
            let mut id = root;
            for _ in 0..6 {
                if !expand(&graph, id) {
                    full_seen = true;
                    break;
                }
                let n = graph.edges_of(id).len();
                if n == 0 {
                    break;
                }
                match child(&graph, id, rng.below(n)) {
                    Some(c) => id = c,
                    None => {
                        full_seen = true;
                        break;
                    }
                }
            }
        }
        // Move the game: forward (a root move), backward (undo) or restart (clear_board).
        let action = rng.below(10);
        if action < 6 && root_mask.count_ones() < MOVES as u32 {
            let free: Vec<u32> = (0..MOVES as u32)
                .filter(|m| root_mask & (1 << m) == 0)
                .collect();
            root_mask |= 1 << free[rng.below(free.len())];
            history.push(root_mask);
        } else if action < 9 && history.len() > 1 {
            history.pop();
            root_mask = *history.last().unwrap();
        } else {
            root_mask = 0;
            history = vec![0];
        }
        match graph.find(key(root_mask)) {
            Some(id) => {
                graph.reclaim(root, id);
                root = id;
            }
            None => {
                graph.reset();
                root = match graph.find_or_insert(key(root_mask), 0, NO_EDGE, false) {
                    Lookup::Inserted(id) => id,
                    _ => panic!("reset graph has room"),
                };
            }
        }
        check(&graph, root);
        assert_eq!(
            graph.node(root).creator.load(Ordering::Relaxed),
            NO_EDGE,
            "cycle {cycle}: the root has no creator"
        );
    }
    assert!(full_seen, "the test should also exercise a full arena");
    assert!(
        graph.compactions() > 0,
        "and compaction of a fragmented edge arena"
    );
}

#[test]
fn transpositions_share_one_node() {
    let graph = Graph::new(Capacity {
        nodes: 100,
        edges: 400,
    });
    let Lookup::Inserted(root) = graph.find_or_insert(key(0), 0, NO_EDGE, false) else {
        panic!()
    };
    expand(&graph, root);
    // Moves 0 then 1, and 1 then 0.
    let a = child(&graph, root, 0).unwrap();
    let b = child(&graph, root, 1).unwrap();
    expand(&graph, a);
    expand(&graph, b);
    let ab = child(&graph, a, 0).unwrap(); // a's first free move is 1
    let ba = child(&graph, b, 0).unwrap(); // b's first free move is 0
    assert_eq!(ab, ba);
    assert_eq!(graph.live_nodes(), 4);
}
