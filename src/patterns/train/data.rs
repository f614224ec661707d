//! The training positions as the learners read them: every candidate of every sampled
//! position as the ids of its features, packed for memory (a byte per candidate for its
//! length), collected on all cores in a fixed order.

use super::{for_each_sampled_in, Layout, TrainConfig};
use crate::patterns::context::Context;
use crate::patterns::features::{candidates, features_in, SPATIAL_SIZES};
use crate::patterns::games::GameRecord;

/// Candidates of the sampled positions, as feature ids.
pub(super) struct Data {
    /// Position i's candidates are `cand_len[pos_cand[i]..pos_cand[i + 1]]`.
    pos_cand: Vec<u64>,
    /// Position i's first candidate's first feature id is `feats[pos_feat[i]]`; its
    /// candidates' ids follow one another.
    pos_feat: Vec<u64>,
    /// The played candidate of each position, by its place among the position's candidates.
    winner: Vec<u16>,
    /// How many feature ids each candidate has.
    cand_len: Vec<u8>,
    feats: Vec<u32>,
}

impl Data {
    fn new() -> Data {
        Data {
            pos_cand: vec![0],
            pos_feat: vec![0],
            winner: Vec::new(),
            cand_len: Vec::new(),
            feats: Vec::new(),
        }
    }

    pub(super) fn positions(&self) -> usize {
        self.winner.len()
    }

    pub(super) fn total_candidates(&self) -> usize {
        self.cand_len.len()
    }

    pub(super) fn total_features(&self) -> usize {
        self.feats.len()
    }

    /// The place of the move played among position `pos`'s candidates.
    pub(super) fn winner(&self, pos: usize) -> usize {
        usize::from(self.winner[pos])
    }

    /// Position `pos`'s candidates in order, each as its feature ids.
    pub(super) fn candidates(&self, pos: usize) -> impl Iterator<Item = &[u32]> + '_ {
        let lengths = &self.cand_len[self.pos_cand[pos] as usize..self.pos_cand[pos + 1] as usize];
        let mut at = self.pos_feat[pos] as usize;
        lengths.iter().map(move |&n| {
            let ids = &self.feats[at..at + usize::from(n)];
            at += usize::from(n);
            ids
        })
    }

    /// Appends `part`'s positions after this one's.
    fn append(&mut self, part: Data) {
        let candidates = self.cand_len.len() as u64;
        let feats = self.feats.len() as u64;
        self.pos_cand
            .extend(part.pos_cand[1..].iter().map(|&c| c + candidates));
        self.pos_feat
            .extend(part.pos_feat[1..].iter().map(|&f| f + feats));
        self.winner.extend_from_slice(&part.winner);
        self.cand_len.extend_from_slice(&part.cand_len);
        self.feats.extend_from_slice(&part.feats);
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
    let mut data = Data::new();
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
    let mut data = Data::new();
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
                let before = data.feats.len();
                let f = features_in(board, color, p, &context);
                for (g, &level) in f.fixed.iter().enumerate() {
                    if level > 0 {
                        data.feats.push(layout.fixed_offset[g] + level as u32 - 1);
                    }
                }
                if let Some(&id) = layout.pat3.get(&f.pat3) {
                    data.feats.push(id);
                }
                if let Some(id) = (0..SPATIAL_SIZES)
                    .rev()
                    .find_map(|k| layout.spatial.get(&f.spatial[k]))
                {
                    data.feats.push(*id);
                }
                // At most one level per fixed group, one shape and one pattern.
                data.cand_len.push((data.feats.len() - before) as u8);
            }
            data.winner.push(winner as u16);
            data.pos_cand.push(data.cand_len.len() as u64);
            data.pos_feat.push(data.feats.len() as u64);
        },
    );
    data
}
