//! Work handed out and counts reported a batch at a time: a worker claims its iterations from
//! the shared ticket counter in batches and keeps what it counts in its own `Tally` until the
//! next claim, so that the threads share one write per batch instead of one per iteration.

use super::{Shared, Worker};
use std::sync::atomic::{AtomicI32, AtomicU64, Ordering};

/// Iterations a worker claims at a time; it reports its tally (see `Tally`) at each claim.
const BATCH: u64 = 16;

/// What a worker has counted and not yet reported to `Shared`. Each count would otherwise be
/// an atomic add, every iteration, on a line (or for ownership, a table) that every thread
/// writes; the worker adds them up here and reports once a batch.
#[derive(Default)]
pub(super) struct Tally {
    pub(super) iterations: u64,
    pub(super) playouts: u64,
    pub(super) score_half_points: i64,
    pub(super) score_half_points_squared: i64,
    pub(super) score_samples: u64,
    /// As `Shared::ownership`, sized on first use.
    pub(super) ownership: Vec<i32>,
    pub(super) ownership_samples: u32,
    /// As `Shared::moves_ownership`: per board index, samples and owners, each allocated on
    /// first use; `moves_seen` lists the moves with samples.
    pub(super) moves_ownership: Vec<(u32, Vec<i32>)>,
    pub(super) moves_seen: Vec<usize>,
    /// Per root edge: AMAF visits and half wins. Nearly every playout credits about half of
    /// the root's moves, so writing through would move most of the root's edge block from
    /// thread to thread on every iteration. `select` counts the worker's own pending credit,
    /// so one thread searches exactly as if it wrote through; the others see it a batch late.
    pub(super) root_amaf: Vec<(u32, u32)>,
}

impl Shared<'_> {
    /// Whether the worker may run another iteration: one from its batch, or else from a new
    /// batch claimed from `tickets` (after reporting its tally). One shared write per batch
    /// instead of one per iteration, and a fixed limit is still met exactly: batches never
    /// reach past it.
    pub fn claim(&self, w: &mut Worker) -> bool {
        if w.batch_left > 0 {
            w.batch_left -= 1;
            return true;
        }
        self.report(w);
        if self.saturated() {
            return false;
        }
        let handed_out = self.tickets.load(Ordering::Relaxed);
        if self.settled_under_limit(handed_out) {
            self.stop.store(true, Ordering::Relaxed);
            return false;
        }
        let left = self.limit.saturating_sub(handed_out);
        // Near the limit batches shrink, so no thread is left running a long batch alone.
        let batch = (left / (4 * self.threads.max(1) as u64)).clamp(1, BATCH);
        let first = self.tickets.fetch_add(batch, Ordering::Relaxed);
        if first >= self.limit {
            return false;
        }
        w.batch_left = (self.limit - first).min(batch) - 1;
        true
    }

    /// Adds the worker's tally to the shared totals, tables and root AMAF, and clears it.
    pub fn report(&self, w: &mut Worker) {
        let t = &mut w.tally;
        let totals = &self.totals;
        let add = |total: &AtomicU64, n: &mut u64| {
            if *n != 0 {
                total.fetch_add(std::mem::take(n), Ordering::Relaxed);
            }
        };
        add(&totals.iterations, &mut t.iterations);
        add(&totals.playouts, &mut t.playouts);
        add(&totals.score_samples, &mut t.score_samples);
        totals
            .score_half_points
            .fetch_add(std::mem::take(&mut t.score_half_points), Ordering::Relaxed);
        totals.score_half_points_squared.fetch_add(
            std::mem::take(&mut t.score_half_points_squared),
            Ordering::Relaxed,
        );
        if let Some(own) = &self.ownership {
            add_owners(own, &mut t.ownership);
            totals
                .ownership_samples
                .fetch_add(std::mem::take(&mut t.ownership_samples), Ordering::Relaxed);
        }
        if let Some(table) = &self.moves_ownership {
            for mv in t.moves_seen.drain(..) {
                let (samples, own) = &mut t.moves_ownership[mv];
                add_owners(&table[mv].1, own);
                table[mv]
                    .0
                    .fetch_add(std::mem::take(samples), Ordering::Relaxed);
            }
        }
        for (e, pending) in self.graph.edges_of(self.root).iter().zip(&mut t.root_amaf) {
            if pending.0 != 0 {
                let (visits, half_wins) = std::mem::take(pending);
                e.amaf_visits.fetch_add(visits, Ordering::Relaxed);
                e.amaf_half_wins.fetch_add(half_wins, Ordering::Relaxed);
            }
        }
    }
}

/// Moves a worker's per-point counts into the shared table, writing only the points it counted.
fn add_owners(shared: &[AtomicI32], local: &mut [i32]) {
    for (slot, count) in shared.iter().zip(local) {
        if *count != 0 {
            slot.fetch_add(std::mem::take(count), Ordering::Relaxed);
        }
    }
}
