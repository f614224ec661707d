//! Reclaiming the search graph after a move, on a full 1 GiB arena: the time between searches
//! that the graph spends freeing what the game left behind.
//!
//! The graph is synthetic but shaped like a 19x19 search: every expanded node has 361 edges,
//! three children per expanded node (the arena's sizing ratio), and one edge in eight leads to
//! a node that already exists (transpositions). It is built breadth first until the arena is
//! full; the new root is a grandchild of the old one, as after a move and its answer.

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use tesuji::search::arena::{Capacity, Graph, Lookup, NodeId, NONE, NO_EDGE};

const MOVES: usize = 361;
const CHILDREN: usize = 3;

fn key(n: u64) -> u128 {
    ((n as u128) << 64) | (n.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1) as u128
}

/// A full graph and the node two moves below its root.
fn full_graph() -> (Graph, NodeId, NodeId) {
    let graph = Graph::new(Capacity::from_memory(1 << 30, MOVES + 1));
    let Lookup::Inserted(root) = graph.find_or_insert(key(0), 0, NO_EDGE, false) else {
        panic!("an empty graph has room");
    };
    let mut queue = std::collections::VecDeque::from([root]);
    let mut made: Vec<NodeId> = vec![root];
    let mut next_key = 1u64;
    'fill: while let Some(id) = queue.pop_front() {
        let Some(start) = graph.alloc_edges(MOVES) else {
            break;
        };
        for i in 0..MOVES {
            let e = graph.edge(start as usize + i);
            e.mv.store(i as u16 + 1, Ordering::Relaxed);
            e.child.store(NONE, Ordering::Relaxed);
        }
        graph.finish_expansion(id, start, MOVES);
        for i in 0..CHILDREN + 1 {
            let edge = start as usize + i * 7;
            let child = if i == CHILDREN {
                // A transposition: an edge to a node made earlier.
                made[(next_key as usize * 7919) % made.len()]
            } else {
                next_key += 1;
                match graph.find_or_insert(key(next_key), 0, edge as u32, false) {
                    Lookup::Inserted(c) => {
                        made.push(c);
                        queue.push_back(c);
                        c
                    }
                    Lookup::Found(c) => c,
                    Lookup::Full => break 'fill,
                }
            };
            graph.edge(edge).child.store(child, Ordering::Relaxed);
        }
    }
    let child = graph.edges_of(root)[0].child();
    let grandchild = graph.edges_of(child)[0].child();
    (graph, root, grandchild)
}

fn reclaim(graph: &mut Graph, old_root: NodeId, new_root: NodeId) {
    graph.reclaim(old_root, new_root);
}

fn bench_reclaim(c: &mut Criterion) {
    let mut group = c.benchmark_group("reclaim");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(1));
    group.measurement_time(Duration::from_secs(1));
    group.bench_function("after a move, full 1 GiB arena", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let (mut graph, old_root, new_root) = full_graph();
                let start = Instant::now();
                reclaim(&mut graph, old_root, new_root);
                total += start.elapsed();
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, bench_reclaim);
criterion_main!(benches);
