//! Bradley-Terry strengths by minorization-maximization (Coulom 2007).

use super::data::Data;
use super::{Layout, TrainConfig, TrainSummary, GROUPS};

/// Bradley-Terry gammas by minorization-maximization (Coulom 2007), one feature group at a
/// time; each iteration's mean log-likelihood goes into the summary.
pub(super) fn minorize_maximize(
    data: &Data,
    layout: &Layout,
    config: &TrainConfig,
    summary: &mut TrainSummary,
    log: &mut impl FnMut(&str),
) -> Vec<f64> {
    let n = layout.total as usize;
    let positions = data.positions();
    let group_of: Vec<u8> = (0..layout.total).map(|id| layout.group_of(id)).collect();
    let mut wins = vec![0f64; n];
    for pos in 0..positions {
        if let Some(ids) = data.candidates(pos).nth(data.winner(pos)) {
            for &id in ids.iter() {
                wins[id as usize] += 1.0;
            }
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
                strength.clear();
                let mut total = 0.0;
                for ids in data.candidates(pos) {
                    let s: f64 = ids.iter().map(|&id| gamma[id as usize]).product();
                    strength.push(s);
                    total += s;
                }
                ll += (strength[data.winner(pos)] / total).ln();
                for (ids, &s) in data.candidates(pos).zip(&strength) {
                    for &id in ids.iter() {
                        if group_of[id as usize] == group {
                            denom[id as usize] += s / gamma[id as usize] / total;
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
