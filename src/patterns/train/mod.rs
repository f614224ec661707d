//! Training the move model by minorization-maximization (Coulom 2007): every position of a
//! record is a competition among the candidate moves, won by the move played; a move's
//! strength is the product of its features' gammas. MM updates one group of features at a time
//! in closed form. Each gamma has a prior of one virtual win and one virtual loss against a
//! strength-1 opponent, so rare features stay near 1 instead of running off to 0 or infinity.
//!
//! A factorized model (Factorization Bradley-Terry, Xiao & Müller 2016) then gives every
//! feature a short latent vector and trains vectors and strengths together by stochastic
//! gradient ascent (Adagrad) on the same log-likelihood, starting from MM's strengths; a
//! share of the games can be kept aside to watch the likelihood on records the training never
//! saw, for choosing the dimension and the number of epochs.
//!
//! Everything is sequential and ordered (sorted dictionaries, seeded sampling), so the same
//! records and configuration give the same model, byte for byte.

mod data;
mod factor;
mod mm;

use fxhash::FxHashMap;

use super::context::ContextConfig;
use super::features::{
    candidates, pat3_canonical, pat3_code, pat3_variants, spatial_variants, FIXED_GROUPS,
    FIXED_LEVELS, NO_PAT3,
};
use super::games::GameRecord;
use super::model::{Factor, Model};
use crate::board::Point;
use crate::playout::FastRng;

#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub seed: u64,
    /// Fraction of positions used (each drawn independently with this probability).
    pub sample: f32,
    /// Games played in this year or later are sampled at `recent_sample` instead: the
    /// engine meets today's openings, which older records rarely play.
    pub recent_since: Option<u16>,
    pub recent_sample: f32,
    /// Per record (in the order given to `train`), a share that overrides both rules above,
    /// e.g. every position of one collection and a sample of another. Empty: none.
    pub sample_by_record: Vec<Option<f32>>,
    pub iterations: usize,
    /// A 3x3 shape enters the model when it occurs this often among all candidates.
    pub min_pat3: u32,
    /// A spatial pattern enters the model when it was played this often.
    pub min_spatial: u32,
    /// Latent vector length of the factorized model (0: plain Bradley-Terry, no vectors).
    pub latent_dim: usize,
    /// Passes over the positions training the vectors.
    pub factor_epochs: usize,
    /// Adagrad's step size.
    pub learning_rate: f64,
    /// L2 penalty on the vectors.
    pub regularization: f64,
    /// Share of the games kept out of training to measure it (0: none).
    pub validation: f32,
    /// The whole-position groups to compute for every position.
    pub context: ContextConfig,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            seed: 1,
            sample: 1.0,
            recent_since: None,
            recent_sample: 1.0,
            sample_by_record: Vec::new(),
            iterations: 12,
            min_pat3: 20,
            min_spatial: 8,
            latent_dim: 8,
            factor_epochs: 4,
            learning_rate: 0.02,
            regularization: 0.001,
            validation: 0.05,
            context: ContextConfig::default(),
        }
    }
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

impl TrainConfig {
    /// The share of the positions of `game`, record `i`, that training uses.
    fn sample_of(&self, i: usize, game: &GameRecord) -> f32 {
        if let Some(&Some(share)) = self.sample_by_record.get(i) {
            return share;
        }
        match (self.recent_since, game.year) {
            (Some(since), Some(year)) if year >= since => self.recent_sample,
            _ => self.sample,
        }
    }
}

/// Whether record `i` is kept aside for validation: a seeded draw per record, so a game's
/// positions never land on both sides.
fn is_validation(config: &TrainConfig, i: usize) -> bool {
    let mut rng = FastRng::new(!config.seed ^ (i as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93));
    rng.chance(config.validation)
}

/// Calls `visit(board, colour, move, seed)` for each sampled position of records
/// `range` on the chosen side of the validation split, in a reproducible order; `seed`
/// depends only on the record and the move number (for the context's playouts).
fn for_each_sampled_in(
    games: &[GameRecord],
    range: std::ops::Range<usize>,
    config: &TrainConfig,
    validation: bool,
    mut visit: impl FnMut(&crate::board::Board, crate::board::Color, Point, u64),
) {
    for (i, game) in games.iter().enumerate().take(range.end).skip(range.start) {
        if is_validation(config, i) != validation {
            continue;
        }
        let game_seed = config.seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut rng = FastRng::new(game_seed);
        let sample = config.sample_of(i, game);
        game.replay(|board, color, p, number| {
            if rng.chance(sample) {
                let seed =
                    game_seed.wrapping_add((number as u64).wrapping_mul(0xD134_2543_DE82_EF95));
                visit(board, color, p, seed);
            }
        });
    }
}

fn for_each_sampled(
    games: &[GameRecord],
    config: &TrainConfig,
    validation: bool,
    mut visit: impl FnMut(&crate::board::Board, crate::board::Color, Point),
) {
    for_each_sampled_in(games, 0..games.len(), config, validation, |b, c, p, _| {
        visit(b, c, p)
    });
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
    /// Validation positions, and their mean log-likelihood and top-1 rate after MM and after
    /// each epoch of the factorized training.
    pub validation_positions: usize,
    pub validation: Vec<(f64, f64)>,
}

pub fn train(
    games: &[GameRecord],
    config: &TrainConfig,
    mut log: impl FnMut(&str),
) -> (Model, TrainSummary) {
    let layout = dictionary(games, config, &mut log);
    let data = data::collect(games, config, false, &layout);
    let held = data::collect(games, config, true, &layout);
    log(&format!(
        "{} positions, {} candidates, {} feature ids",
        data.positions(),
        data.total_candidates(),
        data.total_features()
    ));
    let mut summary = TrainSummary {
        positions: data.positions(),
        candidates: data.total_candidates(),
        pat3: layout.pat3_keys.len(),
        spatial: layout.spatial_keys.len(),
        log_likelihood: Vec::new(),
        validation_positions: held.positions(),
        validation: Vec::new(),
    };
    let gamma = mm::minorize_maximize(&data, &layout, config, &mut summary, &mut log);
    let (bias, latent, dim) =
        factor::factorize(&data, &held, &gamma, config, &mut summary, &mut log);
    let model = assemble(&layout, &bias, &latent, dim, config);
    (model, summary)
}

/// Pass 1: which shapes are frequent enough to get a gamma of their own.
fn dictionary(games: &[GameRecord], config: &TrainConfig, log: &mut impl FnMut(&str)) -> Layout {
    let mut pat3_counts: FxHashMap<u32, u32> = FxHashMap::default();
    let mut spatial_counts: FxHashMap<u64, (u32, [u64; 8])> = FxHashMap::default();
    let mut points = Vec::new();
    for_each_sampled(games, config, false, |board, color, played| {
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
    layout
}

/// The model: a factor per fixed-feature level, per kept 3x3 shape and per kept spatial
/// pattern, each shape and pattern reachable from all its symmetric variants.
fn assemble(
    layout: &Layout,
    bias: &[f64],
    latent: &[f64],
    dim: usize,
    config: &TrainConfig,
) -> Model {
    let factor = |id: usize| {
        let mut f = Factor::plain(bias[id].exp() as f32);
        for (k, v) in f.latent.iter_mut().take(dim).enumerate() {
            *v = latent[id * dim + k] as f32;
        }
        f
    };
    let mut model = Model {
        dim,
        context: config.context,
        ..Model::default()
    };
    for (levels, &offset) in model.fixed.iter_mut().zip(&layout.fixed_offset) {
        for (level, f) in levels.iter_mut().enumerate() {
            *f = factor(offset as usize + level);
        }
    }
    for (i, &k) in layout.pat3_keys.iter().enumerate() {
        let index = model.factors.len() as u32;
        model.factors.push(factor(layout.pat3_offset as usize + i));
        for v in pat3_variants(k) {
            model.pat3.insert(v, index);
        }
    }
    for (i, variants) in layout.spatial_variants.iter().enumerate() {
        let index = model.factors.len() as u32;
        model
            .factors
            .push(factor(layout.spatial_offset as usize + i));
        for &v in variants {
            model.spatial.insert(v, index);
        }
    }
    model
}
