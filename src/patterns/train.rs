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

use fxhash::FxHashMap;

use super::context::{Context, ContextConfig};
use super::features::{
    candidates, features_in, pat3_canonical, pat3_code, pat3_variants, spatial_variants,
    FIXED_GROUPS, FIXED_LEVELS, NO_PAT3, SPATIAL_SIZES,
};
use super::games::GameRecord;
use super::model::{Factor, Model, LATENT_MAX};
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
        game.replay(|board, color, p, number| {
            if rng.chance(config.sample) {
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
    let data = collect(games, config, false, &layout);
    let held = collect(games, config, true, &layout);
    log(&format!(
        "{} positions, {} candidates, {} feature ids",
        data.winner.len(),
        data.cand_start.len() - 1,
        data.feats.len()
    ));
    let mut summary = TrainSummary {
        positions: data.winner.len(),
        candidates: data.cand_start.len() - 1,
        pat3: layout.pat3_keys.len(),
        spatial: layout.spatial_keys.len(),
        log_likelihood: Vec::new(),
        validation_positions: held.winner.len(),
        validation: Vec::new(),
    };
    let gamma = minorize_maximize(&data, &layout, config, &mut summary, &mut log);
    let (bias, latent, dim) = factorize(&data, &held, &gamma, config, &mut summary, &mut log);
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

/// Bradley-Terry gammas by minorization-maximization (Coulom 2007), one feature group at a
/// time; each iteration's mean log-likelihood goes into the summary.
fn minorize_maximize(
    data: &Data,
    layout: &Layout,
    config: &TrainConfig,
    summary: &mut TrainSummary,
    log: &mut impl FnMut(&str),
) -> Vec<f64> {
    let n = layout.total as usize;
    let positions = data.winner.len();
    let group_of: Vec<u8> = (0..layout.total).map(|id| layout.group_of(id)).collect();
    let mut wins = vec![0f64; n];
    for &w in &data.winner {
        let c = w as usize;
        for &id in &data.feats[data.cand_start[c] as usize..data.cand_start[c + 1] as usize] {
            wins[id as usize] += 1.0;
        }
    }
    let mut gamma = vec![1f64; n];
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
    gamma
}

/// From the MM gammas on: the log-gammas as biases plus `latent_dim` latent factors per
/// feature, trained by Adagrad epochs, with the validation set scored after MM and after each
/// epoch. Returns the biases, the latent factors and their dimension.
fn factorize(
    data: &Data,
    held: &Data,
    gamma: &[f64],
    config: &TrainConfig,
    summary: &mut TrainSummary,
    log: &mut impl FnMut(&str),
) -> (Vec<f64>, Vec<f64>, usize) {
    let n = gamma.len();
    let positions = data.winner.len();
    let mut bias: Vec<f64> = gamma.iter().map(|g| g.ln()).collect();
    let dim = config.latent_dim.min(LATENT_MAX);
    let mut latent = vec![0f64; n * dim];
    let mut rng = FastRng::new(config.seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    for v in latent.iter_mut() {
        *v = (rng.below(1 << 20) as f64 / (1 << 20) as f64 - 0.5) * 0.02;
    }
    if !held.winner.is_empty() {
        let (ll, top1) = evaluate(held, &bias, &latent, dim);
        summary.validation.push((ll, top1));
        log(&format!(
            "validation ({} positions) after MM: mean log-likelihood {ll:.4}, top-1 {:.2}%",
            held.winner.len(),
            100.0 * top1
        ));
    }
    if dim > 0 {
        let mut trainer = Adagrad::new(n, dim, config);
        let mut order: Vec<u32> = (0..positions as u32).collect();
        for epoch in 0..config.factor_epochs {
            for i in (1..order.len()).rev() {
                order.swap(i, rng.below(i as u32 + 1) as usize);
            }
            let mut ll = 0.0;
            for &pos in &order {
                ll += trainer.step(data, pos as usize, &mut bias, &mut latent);
            }
            let mean = ll / positions.max(1) as f64;
            summary.log_likelihood.push(mean);
            let mut line = format!("epoch {}: mean log-likelihood {mean:.4}", epoch + 1);
            if !held.winner.is_empty() {
                let (ll, top1) = evaluate(held, &bias, &latent, dim);
                summary.validation.push((ll, top1));
                line += &format!(", validation {ll:.4}, top-1 {:.2}%", 100.0 * top1);
            }
            log(&line);
        }
    }
    (bias, latent, dim)
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

/// The feature ids of every candidate of the sampled positions on one side of the split. The
/// records are shared out among the machine's cores in fixed slices and the slices joined in
/// order, so the result does not depend on the number of cores (the ownership playouts make
/// this the slow part of training).
fn collect(games: &[GameRecord], config: &TrainConfig, validation: bool, layout: &Layout) -> Data {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(games.len().max(1));
    let slice = games.len().div_ceil(threads).max(1);
    let parts: Vec<Data> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * slice).min(games.len())..((t + 1) * slice).min(games.len());
                scope.spawn(move || collect_range(games, range, config, validation, layout))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a training thread panicked"))
            .collect()
    });
    let mut data = Data {
        pos_start: vec![0],
        winner: Vec::new(),
        cand_start: vec![0],
        feats: Vec::new(),
    };
    for part in parts {
        let candidates = data.cand_start.len() as u32 - 1;
        let feats = data.feats.len() as u32;
        data.pos_start
            .extend(part.pos_start[1..].iter().map(|&c| c + candidates));
        data.winner
            .extend(part.winner.iter().map(|&w| w + candidates));
        data.cand_start
            .extend(part.cand_start[1..].iter().map(|&f| f + feats));
        data.feats.extend_from_slice(&part.feats);
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
    let mut data = Data {
        pos_start: vec![0],
        winner: Vec::new(),
        cand_start: vec![0],
        feats: Vec::new(),
    };
    let mut points = Vec::new();
    for_each_sampled_in(
        games,
        range,
        config,
        validation,
        |board, color, played, seed| {
            candidates(board, color, &mut points);
            if !points.contains(&played) {
                // The played move is no candidate (an illegal record move): the position teaches
                // nothing.
                return;
            }
            let context = Context::new(board, color, &config.context, seed);
            let first = data.cand_start.len() as u32 - 1;
            for (i, &p) in points.iter().enumerate() {
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
                data.cand_start.push(data.feats.len() as u32);
                if p == played {
                    data.winner.push(first + i as u32);
                }
            }
            data.pos_start.push(data.cand_start.len() as u32 - 1);
        },
    );
    data
}

/// Scores of a position's candidates under biases and vectors, with each candidate's vector
/// sum kept for the gradient.
fn scores(
    data: &Data,
    pos: usize,
    bias: &[f64],
    latent: &[f64],
    dim: usize,
    out: &mut Vec<f64>,
    sums: &mut Vec<f64>,
) {
    let (from, to) = (
        data.pos_start[pos] as usize,
        data.pos_start[pos + 1] as usize,
    );
    out.clear();
    sums.clear();
    for c in from..to {
        let ids = &data.feats[data.cand_start[c] as usize..data.cand_start[c + 1] as usize];
        let mut score = 0.0;
        let base = sums.len();
        sums.resize(base + dim, 0.0);
        let mut squares = 0.0;
        for &id in ids {
            let id = id as usize;
            score += bias[id];
            for k in 0..dim {
                let v = latent[id * dim + k];
                sums[base + k] += v;
                squares += v * v;
            }
        }
        let norm: f64 = sums[base..].iter().map(|s| s * s).sum();
        out.push(score + 0.5 * (norm - squares));
    }
}

/// The softmax of `scores` as its largest score and the sum of `exp(score - largest)`, with
/// the log-probability of candidate `w`.
fn softmax_terms(scores: &[f64], w: usize) -> (f64, f64, f64) {
    let max = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let total: f64 = scores.iter().map(|x| (x - max).exp()).sum();
    (max, total, scores[w] - max - total.ln())
}

/// Mean log-likelihood and top-1 rate (ties ranked behind) on `data`.
fn evaluate(data: &Data, bias: &[f64], latent: &[f64], dim: usize) -> (f64, f64) {
    let positions = data.winner.len();
    let (mut ll, mut top1) = (0.0, 0usize);
    let (mut s, mut sums) = (Vec::new(), Vec::new());
    for pos in 0..positions {
        scores(data, pos, bias, latent, dim, &mut s, &mut sums);
        let w = data.winner[pos] as usize - data.pos_start[pos] as usize;
        let (_, _, winner_ll) = softmax_terms(&s, w);
        ll += winner_ll;
        top1 += s.iter().enumerate().all(|(j, &x)| j == w || x < s[w]) as usize;
    }
    let n = positions.max(1) as f64;
    (ll / n, top1 as f64 / n)
}

/// Per-parameter Adagrad over biases and vectors, one position at a time.
struct Adagrad {
    dim: usize,
    rate: f64,
    l2: f64,
    bias_grad: Vec<f64>,
    latent_grad: Vec<f64>,
    bias_g2: Vec<f64>,
    latent_g2: Vec<f64>,
    touched: Vec<u32>,
    seen: Vec<bool>,
    scores: Vec<f64>,
    sums: Vec<f64>,
}

impl Adagrad {
    fn new(n: usize, dim: usize, config: &TrainConfig) -> Adagrad {
        Adagrad {
            dim,
            rate: config.learning_rate,
            l2: config.regularization,
            bias_grad: vec![0.0; n],
            latent_grad: vec![0.0; n * dim],
            bias_g2: vec![1e-8; n],
            latent_g2: vec![1e-8; n * dim],
            touched: Vec::new(),
            seen: vec![false; n],
            scores: Vec::new(),
            sums: Vec::new(),
        }
    }

    /// One ascent step on position `pos`; returns its log-likelihood before the step.
    fn step(&mut self, data: &Data, pos: usize, bias: &mut [f64], latent: &mut [f64]) -> f64 {
        let dim = self.dim;
        scores(
            data,
            pos,
            bias,
            latent,
            dim,
            &mut self.scores,
            &mut self.sums,
        );
        let from = data.pos_start[pos] as usize;
        let w = data.winner[pos] as usize - from;
        let (max, total, ll) = softmax_terms(&self.scores, w);
        for (i, &score) in self.scores.iter().enumerate() {
            // d log-likelihood / d score: the indicator of the winner minus the probability;
            // candidates the model already rules out contribute nothing worth the work.
            let g = (i == w) as u8 as f64 - (score - max).exp() / total;
            if g.abs() < 1e-6 {
                continue;
            }
            let c = from + i;
            let sum = &self.sums[i * dim..(i + 1) * dim];
            for &id in &data.feats[data.cand_start[c] as usize..data.cand_start[c + 1] as usize] {
                let id = id as usize;
                if !self.seen[id] {
                    self.seen[id] = true;
                    self.touched.push(id as u32);
                }
                self.bias_grad[id] += g;
                for k in 0..dim {
                    self.latent_grad[id * dim + k] += g * (sum[k] - latent[id * dim + k]);
                }
            }
        }
        for &id in &self.touched {
            let id = id as usize;
            self.seen[id] = false;
            let g = std::mem::take(&mut self.bias_grad[id]);
            self.bias_g2[id] += g * g;
            bias[id] += self.rate * g / self.bias_g2[id].sqrt();
            let span = id * dim..(id + 1) * dim;
            for ((v, grad), g2) in latent[span.clone()]
                .iter_mut()
                .zip(&mut self.latent_grad[span.clone()])
                .zip(&mut self.latent_g2[span])
            {
                let g = std::mem::take(grad) - self.l2 * *v;
                *g2 += g * g;
                *v += self.rate * g / g2.sqrt();
            }
        }
        self.touched.clear();
        ll
    }
}
