//! Expansion: a new node's moves, their priors (heuristic, then the hook's: model and book)
//! and their order for progressive widening.

use super::*;

/// Gives `node` its moves: every legal sensible point from the heuristic priors, plus pass.
/// Returns false only when the edge arena is full; a node another thread is already
/// expanding (or has expanded) counts as done.
pub fn expand(
    graph: &Graph,
    params: &SearchParams,
    hook: Option<&dyn PriorHook>,
    node: NodeId,
    board: &Board,
    to_play: Color,
    priors: &mut Vec<Prior>,
) -> bool {
    let n = graph.node(node);
    if n.state
        .compare_exchange(
            STATE_LEAF,
            STATE_EXPANDING,
            Ordering::Acquire,
            Ordering::Relaxed,
        )
        .is_err()
    {
        return true;
    }
    prior::priors_with(board, to_play, &params.priors, priors);
    if let Some(hook) = hook {
        hook.adjust(board, to_play, priors);
    }
    // Best first for progressive widening (`rank`): heavy confident opinions (a capture, a
    // book move, the model's favourite) lead and confident warnings (self-atari, the first
    // line) trail; ties by point keep the search deterministic.
    priors.sort_by_cached_key(|p| rank(params, p));
    let urgent = if params.widen_urgent {
        priors.iter().take_while(|p| p.urgent).count()
    } else {
        0
    };
    let count = priors.len() + 1;
    let Some(start) = graph.alloc_edges(count) else {
        n.state.store(STATE_LEAF, Ordering::Release);
        return false;
    };
    let even = params.even_prior;
    let moves = priors
        .iter()
        .map(|p| {
            let (visits, wins) = edge_prior(params, p);
            (p.point.0, visits, wins)
        })
        .chain(std::iter::once((0u16, even, even * params.pass_prior)));
    for (i, (mv, visits, wins)) in moves.enumerate() {
        let e = graph.edge(start as usize + i);
        e.mv.store(mv, Ordering::Relaxed);
        e.virtual_loss.store(0, Ordering::Relaxed);
        e.prior_visits.store(visits);
        e.prior_wins.store(wins);
        e.visits.store(0, Ordering::Relaxed);
        e.child.store(NONE, Ordering::Relaxed);
        e.amaf_visits.store(0, Ordering::Relaxed);
        e.amaf_half_wins.store(0, Ordering::Relaxed);
    }
    n.urgent_edges.store(urgent as u16, Ordering::Relaxed);
    graph.finish_expansion(node, start, count);
    true
}

/// A move's place in a new node's order, as one integer (smaller first): urgent tactics first
/// when widening admits them at once, then by the wins the prior claims beyond an even opinion,
/// then by point. Packed and computed once a move, a node's ~200 moves sort for half what a
/// comparator of float keys cost, in the same order.
fn rank(params: &SearchParams, p: &Prior) -> u64 {
    let later = !(params.widen_urgent && p.urgent);
    let advantage = p.weight * (p.value - 0.5);
    (u64::from(later) << 48) | (u64::from(!ordered_bits(advantage)) << 16) | u64::from(p.point.0)
}

/// The virtual visits and wins an edge starts from for prior `p`.
fn edge_prior(params: &SearchParams, p: &Prior) -> (f32, f32) {
    let even = params.even_prior;
    let weight = p.weight * params.prior_scale;
    (even + weight, even * 0.5 + weight * p.value)
}

/// The bits of `x` as an integer that orders as `f32::total_cmp` does.
#[inline]
fn ordered_bits(x: f32) -> u32 {
    let b = x.to_bits();
    if b >> 31 == 1 {
        !b
    } else {
        b | 0x8000_0000
    }
}

#[cfg(test)]
mod tests {
    use super::ordered_bits;

    #[test]
    fn ordered_bits_order_floats_as_total_cmp_does() {
        let xs = [
            f32::NEG_INFINITY,
            -3.5,
            -1e-30,
            -0.0,
            0.0,
            1e-30,
            0.25,
            7.0,
            f32::INFINITY,
        ];
        for a in xs {
            for b in xs {
                assert_eq!(
                    ordered_bits(a).cmp(&ordered_bits(b)),
                    a.total_cmp(&b),
                    "{a} {b}"
                );
            }
        }
    }
}
