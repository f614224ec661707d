//! The factorized model (Factorization Bradley-Terry, Xiao & Müller 2016): from MM's
//! strengths on, a latent vector per feature trained with the biases by Adagrad.

use super::data::Data;
use super::{TrainConfig, TrainSummary};
use crate::patterns::model::LATENT_MAX;
use crate::playout::FastRng;

/// From the MM gammas on: the log-gammas as biases plus `latent_dim` latent factors per
/// feature, trained by Adagrad epochs, with the validation set scored after MM and after each
/// epoch. Returns the biases, the latent factors and their dimension.
pub(super) fn factorize(
    data: &Data,
    held: &Data,
    gamma: &[f64],
    config: &TrainConfig,
    summary: &mut TrainSummary,
    log: &mut impl FnMut(&str),
) -> (Vec<f64>, Vec<f64>, usize) {
    let n = gamma.len();
    let positions = data.positions();
    let mut bias: Vec<f64> = gamma.iter().map(|g| g.ln()).collect();
    let dim = config.latent_dim.min(LATENT_MAX);
    let mut latent = vec![0f64; n * dim];
    let mut rng = FastRng::new(config.seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
    for v in latent.iter_mut() {
        *v = (rng.below(1 << 20) as f64 / (1 << 20) as f64 - 0.5) * 0.02;
    }
    if held.positions() > 0 {
        let (ll, top1) = evaluate(held, &bias, &latent, dim);
        summary.validation.push((ll, top1));
        log(&format!(
            "validation ({} positions) after MM: mean log-likelihood {ll:.4}, top-1 {:.2}%",
            held.positions(),
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
            if held.positions() > 0 {
                let (ll, top1) = evaluate(held, &bias, &latent, dim);
                summary.validation.push((ll, top1));
                line += &format!(", validation {ll:.4}, top-1 {:.2}%", 100.0 * top1);
            }
            log(&line);
        }
    }
    (bias, latent, dim)
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
    out.clear();
    sums.clear();
    for ids in data.candidates(pos) {
        let mut score = 0.0;
        let base = sums.len();
        sums.resize(base + dim, 0.0);
        let mut squares = 0.0;
        for &id in ids.iter() {
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
    let positions = data.positions();
    let (mut ll, mut top1) = (0.0, 0usize);
    let (mut s, mut sums) = (Vec::new(), Vec::new());
    for pos in 0..positions {
        scores(data, pos, bias, latent, dim, &mut s, &mut sums);
        let w = data.winner(pos);
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
        let w = data.winner(pos);
        let (max, total, ll) = softmax_terms(&self.scores, w);
        for (i, (&score, ids)) in self.scores.iter().zip(data.candidates(pos)).enumerate() {
            // d log-likelihood / d score: the indicator of the winner minus the probability;
            // candidates the model already rules out contribute nothing worth the work.
            let g = (i == w) as u8 as f64 - (score - max).exp() / total;
            if g.abs() < 1e-6 {
                continue;
            }
            let sum = &self.sums[i * dim..(i + 1) * dim];
            for &id in ids.iter() {
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
