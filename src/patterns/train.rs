//! Training the move model by minorization-maximization (Coulom 2007): every position of a
//! record is a competition among the candidate moves, won by the move played; a move's
//! strength is the product of its features' gammas. MM updates one group of features at a time
//! in closed form. Each gamma has a prior of one virtual win and one virtual loss against a
//! strength-1 opponent, so rare features stay near 1 instead of running off to 0 or infinity.
//!
//! Everything is sequential and ordered (sorted dictionaries, seeded sampling), so the same
//! records and configuration give the same model, byte for byte.

use fxhash::FxHashMap;

use super::features::{
    candidates, features, pat3_canonical, pat3_code, pat3_variants, spatial_variants, FIXED_GROUPS,
    FIXED_LEVELS, NO_PAT3, SPATIAL_SIZES,
};
use super::games::GameRecord;
use super::model::Model;
use crate::board::Point;
use crate::playout::FastRng;

#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub seed: u64,
    /// Fraction of positions used (each drawn independently with this probability).
    pub sample: f32,
    pub iterations: usize,
    /// A 3x3 shape enters the model when it occurs this often among all candidates.
    pub min_pat3: u32,
    /// A spatial pattern enters the model when it was played this often.
    pub min_spatial: u32,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            seed: 1,
            sample: 0.25,
            iterations: 12,
            min_pat3: 20,
            min_spatial: 8,
        }
    }
}

/// Candidates of the sampled positions, as feature ids.
struct Data {
    /// Position i's candidates are `pos_start[i]..pos_start[i + 1]`.
    pos_start: Vec<u32>,
    /// The played candidate of each position.
    winner: Vec<u32>,
    /// Candidate c's feature ids are `feats[cand_start[c]..cand_start[c + 1]]`.
    cand_start: Vec<u32>,
    feats: Vec<u32>,
}

/// Feature id layout: fixed group levels first, then 3x3 shapes, then spatial patterns. The
/// maps take the codes and hashes as seen on the board (every symmetric variant) to the id of
/// the canonical shape.
struct Layout {
    fixed_offset: [u32; FIXED_GROUPS],
    pat3: FxHashMap<u32, u32>,
    pat3_keys: Vec<u32>,
    spatial: FxHashMap<u64, u32>,
    spatial_keys: Vec<u64>,
    /// The variants of each spatial pattern, beside `spatial_keys`.
    spatial_variants: Vec<[u64; 8]>,
    pat3_offset: u32,
    spatial_offset: u32,
    total: u32,
}

const PAT3_GROUP: u8 = FIXED_GROUPS as u8;
const SPATIAL_GROUP: u8 = FIXED_GROUPS as u8 + 1;
const GROUPS: usize = FIXED_GROUPS + 2;

impl Layout {
    fn new(pat3_keys: Vec<u32>, spatial: Vec<(u64, [u64; 8])>) -> Layout {
        let spatial_keys: Vec<u64> = spatial.iter().map(|e| e.0).collect();
        let spatial_variants: Vec<[u64; 8]> = spatial.iter().map(|e| e.1).collect();
        let mut fixed_offset = [0u32; FIXED_GROUPS];
        let mut next = 0u32;
        for g in 0..FIXED_GROUPS {
            fixed_offset[g] = next;
            next += FIXED_LEVELS[g] as u32;
        }
        let pat3_offset = next;
        let spatial_offset = pat3_offset + pat3_keys.len() as u32;
        let total = spatial_offset + spatial_keys.len() as u32;
        Layout {
            fixed_offset,
            pat3: pat3_keys
                .iter()
                .enumerate()
                .flat_map(|(i, &k)| pat3_variants(k).map(|v| (v, pat3_offset + i as u32)))
                .collect(),
            spatial: spatial_variants
                .iter()
                .enumerate()
                .flat_map(|(i, vs)| vs.map(|v| (v, spatial_offset + i as u32)))
                .collect(),
            pat3_keys,
            spatial_keys,
            spatial_variants,
            pat3_offset,
            spatial_offset,
            total,
        }
    }

    fn group_of(&self, id: u32) -> u8 {
        if id >= self.spatial_offset {
            SPATIAL_GROUP
        } else if id >= self.pat3_offset {
            PAT3_GROUP
        } else {
            (0..FIXED_GROUPS)
                .rev()
                .find(|&g| id >= self.fixed_offset[g])
                .unwrap_or(0) as u8
        }
    }
}

/// Calls `visit` for each sampled position of each record, in a reproducible order.
fn for_each_sampled(
    games: &[GameRecord],
    config: &TrainConfig,
    mut visit: impl FnMut(&crate::board::Board, crate::board::Color, Point),
) {
    for (i, game) in games.iter().enumerate() {
        let mut rng = FastRng::new(config.seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        game.replay(|board, color, p, _| {
            if rng.chance(config.sample) {
                visit(board, color, p);
            }
        });
    }
}

/// Statistics of a training run, for the log and the README.
#[derive(Clone, Debug, Default)]
pub struct TrainSummary {
    pub positions: usize,
    pub candidates: usize,
    pub pat3: usize,
    pub spatial: usize,
    /// Mean log-likelihood of the played moves after each iteration.
    pub log_likelihood: Vec<f64>,
}

pub fn train(
    games: &[GameRecord],
    config: &TrainConfig,
    mut log: impl FnMut(&str),
) -> (Model, TrainSummary) {
    // Pass 1: which shapes are frequent enough to get a gamma of their own.
    let mut pat3_counts: FxHashMap<u32, u32> = FxHashMap::default();
    let mut spatial_counts: FxHashMap<u64, (u32, [u64; 8])> = FxHashMap::default();
    let mut points = Vec::new();
    for_each_sampled(games, config, |board, color, played| {
        candidates(board, color, &mut points);
        for &p in &points {
            let code = pat3_code(board, color, p);
            if code != NO_PAT3 {
                *pat3_counts.entry(pat3_canonical(code)).or_default() += 1;
            }
        }
        if !played.is_pass() {
            for variants in spatial_variants(board, color, played) {
                let canonical = variants.into_iter().min().unwrap_or(0);
                spatial_counts.entry(canonical).or_insert((0, variants)).0 += 1;
            }
        }
    });
    let mut pat3_keys: Vec<u32> = pat3_counts
        .into_iter()
        .filter(|&(_, n)| n >= config.min_pat3)
        .map(|(k, _)| k)
        .collect();
    pat3_keys.sort_unstable();
    let mut spatial_keys: Vec<(u64, [u64; 8])> = spatial_counts
        .into_iter()
        .filter(|&(_, (n, _))| n >= config.min_spatial)
        .map(|(k, (_, variants))| (k, variants))
        .collect();
    spatial_keys.sort_unstable_by_key(|e| e.0);
    let layout = Layout::new(pat3_keys, spatial_keys);
    log(&format!(
        "dictionary: {} 3x3 shapes (seen >= {} times), {} spatial patterns (played >= {} times)",
        layout.pat3_keys.len(),
        config.min_pat3,
        layout.spatial_keys.len(),
        config.min_spatial
    ));

    // Pass 2: the feature ids of every candidate.
    let mut data = Data {
        pos_start: vec![0],
        winner: Vec::new(),
        cand_start: vec![0],
        feats: Vec::new(),
    };
    for_each_sampled(games, config, |board, color, played| {
        candidates(board, color, &mut points);
        let first = data.cand_start.len() as u32 - 1;
        for (i, &p) in points.iter().enumerate() {
            let f = features(board, color, p);
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
            data.cand_start.push(data.feats.len() as u32);
            if p == played {
                data.winner.push(first + i as u32);
            }
        }
        data.pos_start.push(data.cand_start.len() as u32 - 1);
    });
    let positions = data.winner.len();
    log(&format!(
        "{} positions, {} candidates, {} feature ids",
        positions,
        data.cand_start.len() - 1,
        data.feats.len()
    ));

    let n = layout.total as usize;
    let group_of: Vec<u8> = (0..layout.total).map(|id| layout.group_of(id)).collect();
    let mut wins = vec![0f64; n];
    for &w in &data.winner {
        let c = w as usize;
        for &id in &data.feats[data.cand_start[c] as usize..data.cand_start[c + 1] as usize] {
            wins[id as usize] += 1.0;
        }
    }
    let mut gamma = vec![1f64; n];
    let mut summary = TrainSummary {
        positions,
        candidates: data.cand_start.len() - 1,
        pat3: layout.pat3_keys.len(),
        spatial: layout.spatial_keys.len(),
        log_likelihood: Vec::new(),
    };
    let mut strength = Vec::new();
    let mut denom = vec![0f64; n];
    for iteration in 0..config.iterations {
        let mut ll = 0.0;
        for group in 0..GROUPS as u8 {
            denom.iter_mut().for_each(|d| *d = 0.0);
            ll = 0.0;
            for pos in 0..positions {
                let (from, to) = (
                    data.pos_start[pos] as usize,
                    data.pos_start[pos + 1] as usize,
                );
                strength.clear();
                let mut total = 0.0;
                for c in from..to {
                    let ids =
                        &data.feats[data.cand_start[c] as usize..data.cand_start[c + 1] as usize];
                    let s: f64 = ids.iter().map(|&id| gamma[id as usize]).product();
                    strength.push(s);
                    total += s;
                }
                ll += (strength[data.winner[pos] as usize - from] / total).ln();
                for c in from..to {
                    let ids =
                        &data.feats[data.cand_start[c] as usize..data.cand_start[c + 1] as usize];
                    for &id in ids {
                        if group_of[id as usize] == group {
                            denom[id as usize] += strength[c - from] / gamma[id as usize] / total;
                        }
                    }
                }
            }
            for id in 0..n {
                if group_of[id] == group {
                    gamma[id] = (wins[id] + 1.0) / (denom[id] + 2.0 / (gamma[id] + 1.0));
                }
            }
        }
        let mean = ll / positions.max(1) as f64;
        summary.log_likelihood.push(mean);
        log(&format!(
            "iteration {}: mean log-likelihood {mean:.4}",
            iteration + 1
        ));
    }

    let mut model = Model::default();
    for g in 0..FIXED_GROUPS {
        for level in 0..FIXED_LEVELS[g] {
            model.fixed[g][level] = gamma[(layout.fixed_offset[g] as usize) + level] as f32;
        }
    }
    for (i, &k) in layout.pat3_keys.iter().enumerate() {
        let g = gamma[layout.pat3_offset as usize + i] as f32;
        for v in pat3_variants(k) {
            model.pat3.insert(v, g);
        }
    }
    for (i, variants) in layout.spatial_variants.iter().enumerate() {
        let g = gamma[layout.spatial_offset as usize + i] as f32;
        for &v in variants {
            model.spatial.insert(v, g);
        }
    }
    (model, summary)
}
