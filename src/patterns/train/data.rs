//! The training positions as the learners read them: every candidate of every sampled
//! position as its features, packed for memory (a byte per fixed group's level, two bytes for
//! the 3x3 shape, four for the spatial pattern: 19 bytes a candidate, where its feature ids
//! took 37), collected on all cores in a fixed order.

use super::{for_each_sampled_in, Layout, TrainConfig};
use crate::patterns::context::Context;
use crate::patterns::features::{candidates, features_in, FIXED_GROUPS, SPATIAL_SIZES};
use crate::patterns::games::GameRecord;

/// A candidate without a known 3x3 shape or spatial pattern.
const NONE_PAT3: u16 = u16::MAX;
const NONE_SPATIAL: u32 = u32::MAX;

/// The first id of each kind of feature, to turn a stored candidate back into ids.
#[derive(Clone, Copy)]
struct IdBase {
    fixed: [u32; FIXED_GROUPS],
    pat3: u32,
    spatial: u32,
}

/// Candidates of the sampled positions, by their features' levels and indices.
pub(super) struct Data {
    base: IdBase,
    /// Position i's candidates are `pos_cand[i]..pos_cand[i + 1]`.
    pos_cand: Vec<u64>,
    /// The played candidate of each position, by its place among the position's candidates.
    winner: Vec<u16>,
    /// Per candidate: each fixed group's level (0 = absent), the 3x3 shape's index among the
    /// layout's shapes and the spatial pattern's among its patterns.
    levels: Vec<[u8; FIXED_GROUPS]>,
    pat3: Vec<u16>,
    spatial: Vec<u32>,
}

/// The most feature ids a candidate has: a level per fixed group, a shape and a pattern.
const MAX_IDS: usize = FIXED_GROUPS + 2;

/// One candidate's feature ids, in the order of the layout's groups.
pub(super) struct Ids {
    ids: [u32; MAX_IDS],
    len: usize,
}

impl std::ops::Deref for Ids {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        &self.ids[..self.len]
    }
}

impl Data {
    fn new(layout: &Layout) -> Data {
        Data {
            base: IdBase {
                fixed: layout.fixed_offset,
                pat3: layout.pat3_offset,
                spatial: layout.spatial_offset,
            },
            pos_cand: vec![0],
            winner: Vec::new(),
            levels: Vec::new(),
            pat3: Vec::new(),
            spatial: Vec::new(),
        }
    }

    pub(super) fn positions(&self) -> usize {
        self.winner.len()
    }

    pub(super) fn total_candidates(&self) -> usize {
        self.levels.len()
    }

    pub(super) fn total_features(&self) -> usize {
        (0..self.total_candidates())
            .map(|c| self.ids(c).len())
            .sum()
    }

    /// The place of the move played among position `pos`'s candidates.
    pub(super) fn winner(&self, pos: usize) -> usize {
        usize::from(self.winner[pos])
    }

    /// Position `pos`'s candidates in order, each as its feature ids.
    pub(super) fn candidates(&self, pos: usize) -> impl Iterator<Item = Ids> + '_ {
        (self.pos_cand[pos] as usize..self.pos_cand[pos + 1] as usize).map(|c| self.ids(c))
    }

    fn ids(&self, candidate: usize) -> Ids {
        let mut ids = Ids {
            ids: [0; MAX_IDS],
            len: 0,
        };
        let mut push = |id: u32| {
            ids.ids[ids.len] = id;
            ids.len += 1;
        };
        for (g, &level) in self.levels[candidate].iter().enumerate() {
            if level > 0 {
                push(self.base.fixed[g] + u32::from(level) - 1);
            }
        }
        let shape = self.pat3[candidate];
        if shape != NONE_PAT3 {
            push(self.base.pat3 + u32::from(shape));
        }
        let pattern = self.spatial[candidate];
        if pattern != NONE_SPATIAL {
            push(self.base.spatial + pattern);
        }
        ids
    }

    /// Appends `part`'s positions after this one's.
    fn append(&mut self, part: Data) {
        let candidates = self.levels.len() as u64;
        self.pos_cand
            .extend(part.pos_cand[1..].iter().map(|&c| c + candidates));
        self.winner.extend_from_slice(&part.winner);
        self.levels.extend_from_slice(&part.levels);
        self.pat3.extend_from_slice(&part.pat3);
        self.spatial.extend_from_slice(&part.spatial);
    }
}

/// Records collected by one thread at a time: small enough that the finished chunks waiting
/// to be appended cost little memory beside the whole.
const CHUNK_GAMES: usize = 32;

/// The feature ids of every candidate of the sampled positions on one side of the split. The
/// records are shared out among the machine's cores in fixed chunks, each chunk appended as
/// soon as its turn comes, so the result does not depend on the number of cores (the ownership
/// playouts make this the slow part of training) and the memory held is little more than the
/// result's.
pub(super) fn collect(
    games: &[GameRecord],
    config: &TrainConfig,
    validation: bool,
    layout: &Layout,
) -> Data {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let mut data = Data::new(layout);
    let chunks: Vec<std::ops::Range<usize>> = (0..games.len())
        .step_by(CHUNK_GAMES)
        .map(|from| from..(from + CHUNK_GAMES).min(games.len()))
        .collect();
    for batch in chunks.chunks(threads) {
        let parts: Vec<Data> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .map(|range| {
                    let range = range.clone();
                    scope.spawn(move || collect_range(games, range, config, validation, layout))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a training thread panicked"))
                .collect()
        });
        for part in parts {
            data.append(part);
        }
    }
    data
}

fn collect_range(
    games: &[GameRecord],
    range: std::ops::Range<usize>,
    config: &TrainConfig,
    validation: bool,
    layout: &Layout,
) -> Data {
    let mut data = Data::new(layout);
    let mut points = Vec::new();
    for_each_sampled_in(
        games,
        range,
        config,
        validation,
        |board, color, played, seed| {
            candidates(board, color, &mut points);
            let Some(winner) = points.iter().position(|&p| p == played) else {
                // The played move is no candidate (an illegal record move): the position teaches
                // nothing.
                return;
            };
            let context = Context::new(board, color, &config.context, seed);
            for &p in &points {
                let f = features_in(board, color, p, &context);
                data.levels.push(f.fixed);
                // Fewer than 65,535 canonical 3x3 shapes exist (4^8 codes before symmetry).
                data.pat3.push(
                    layout
                        .pat3
                        .get(&f.pat3)
                        .map_or(NONE_PAT3, |&id| (id - layout.pat3_offset) as u16),
                );
                data.spatial.push(
                    (0..SPATIAL_SIZES)
                        .rev()
                        .find_map(|k| layout.spatial.get(&f.spatial[k]))
                        .map_or(NONE_SPATIAL, |&id| id - layout.spatial_offset),
                );
            }
            data.winner.push(winner as u16);
            data.pos_cand.push(data.levels.len() as u64);
        },
    );
    data
}
