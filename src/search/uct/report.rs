//! What a search reports while and after it runs: the root's moves with their statistics and
//! principal variations, ownership means, and a one-line summary.

use super::super::arena::{self, Graph, NodeId, NONE};
use super::Shared;
use crate::board::{Color, Point};
use crate::engine::{Analysis, MoveInfo};
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};
use std::time::Instant;

/// Softmax temperature (inverse) turning prior values into the reported move probabilities.
const PRIOR_SHARPNESS: f32 = 12.0;

fn principal_variation(
    graph: &Graph,
    mut node: NodeId,
    pv: &mut Vec<Point>,
    pv_visits: &mut Vec<u64>,
) {
    while pv.len() < 24 {
        let Some(e) = graph
            .edges_of(node)
            .iter()
            .filter(|e| e.visits() > 0 && e.child() != NONE)
            .max_by_key(|e| e.visits())
        else {
            return;
        };
        pv.push(Point(e.mv()));
        pv_visits.push(u64::from(e.visits()));
        node = e.child();
    }
}

/// What the search knows now: the root's searched moves, ownership and a stats line.
pub(super) fn analysis(shared: &Shared, start: Instant) -> Analysis {
    let ownership = shared
        .ownership
        .as_ref()
        .map(|own| mean_ownership(own, &shared.totals.ownership_samples));
    Analysis {
        moves: root_moves(shared),
        root_visits: shared
            .graph
            .node(shared.root)
            .visits
            .load(Ordering::Relaxed) as u64,
        ownership,
        stats: stats_line(shared, start),
    }
}

/// The allowed root move the priors like best, for a search that visited none.
pub(super) fn best_prior_move(shared: &Shared) -> Option<Point> {
    let edges = shared.graph.edges_of(shared.root);
    edges
        .iter()
        .zip(shared.root_banned)
        .filter(|(_, &banned)| !banned)
        .max_by(|(a, _), (b, _)| {
            let va = a.prior_wins.load() / a.prior_visits.load().max(1e-6);
            let vb = b.prior_wins.load() / b.prior_visits.load().max(1e-6);
            va.total_cmp(&vb)
        })
        .map(|(e, _)| Point(e.mv()))
}

/// The root's allowed moves that have been searched, most visited first.
fn root_moves(shared: &Shared) -> Vec<MoveInfo> {
    let graph = shared.graph;
    let edges = graph.edges_of(shared.root);
    // Priors are (value, virtual visits) opinions, not a policy: show them as one, a
    // softmax over the prior values, so GUIs can rank and shade moves by it.
    let prior_value = |e: &arena::Edge| e.prior_wins.load() / e.prior_visits.load().max(1e-6);
    let prior_total: f32 = edges
        .iter()
        .map(|e| (PRIOR_SHARPNESS * prior_value(e)).exp())
        .sum::<f32>()
        .max(1e-6);
    let mover_sign = if shared.root_color == Color::Black {
        1.0
    } else {
        -1.0
    };
    let score_stdev = shared.score_stdev();
    let mut moves: Vec<MoveInfo> = edges
        .iter()
        .zip(shared.root_banned)
        .filter(|(e, &banned)| !banned && e.visits() > 0 && e.child() != NONE)
        .map(|(e, _)| {
            let child = graph.node(e.child());
            let visits = e.visits() as u64;
            let winrate = (1.0 - child.value.load()) as f64;
            let spread = (winrate * (1.0 - winrate) / visits as f64).sqrt();
            let mut pv = vec![Point(e.mv())];
            let mut pv_visits = vec![visits];
            principal_variation(graph, e.child(), &mut pv, &mut pv_visits);
            MoveInfo {
                mv: Point(e.mv()),
                visits,
                winrate,
                prior: ((PRIOR_SHARPNESS * prior_value(e)).exp() / prior_total) as f64,
                lcb: (winrate - 1.96 * spread).max(0.0),
                score_lead: (child.score.load() * mover_sign) as f64,
                pv,
                pv_visits,
                score_stdev,
                ownership: shared
                    .moves_ownership
                    .as_ref()
                    .and_then(|table| table.get(e.mv() as usize))
                    .map(|(samples, own)| mean_ownership(own, samples)),
            }
        })
        .collect();
    moves.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.winrate.total_cmp(&a.winrate))
    });
    moves
}

/// Playouts, speed and memory, for logs and GUIs.
fn stats_line(shared: &Shared, start: Instant) -> String {
    let graph = shared.graph;
    let elapsed = start.elapsed().as_secs_f64().max(1e-6);
    let playouts = shared.totals.playouts.load(Ordering::Relaxed);
    let full = shared.memory_full.load(Ordering::Relaxed);
    format!(
        "playouts {} ({:.0}/s), nodes {}, memory {:.1} of {:.1} MiB{}",
        playouts,
        playouts as f64 / elapsed,
        graph.allocated_nodes(),
        graph.used_bytes() as f64 / (1 << 20) as f64,
        graph.memory_bytes() as f64 / (1 << 20) as f64,
        if full { " (full)" } else { "" }
    )
}

/// Per point, the mean of the owners recorded (+1 Black, -1 White), 0 before any sample.
fn mean_ownership(own: &[AtomicI32], samples: &AtomicU32) -> Vec<f32> {
    let samples = samples.load(Ordering::Relaxed).max(1) as f32;
    own.iter()
        .map(|v| v.load(Ordering::Relaxed) as f32 / samples)
        .collect()
}
