//! The learned move model: features of candidate moves (`features`), Bradley-Terry strengths
//! trained by MM on professional games (`train`), evaluation on held-out records (`predict`),
//! and the shipped weights (`model`, `weights.bin`). `ModelPriors` turns the model into search
//! priors.

pub mod features;
pub mod games;
pub mod model;
pub mod predict;
pub mod train;

pub use features::{features, MoveFeatures};
pub use games::{is_held_out, GameRecord};
pub use model::{Model, ModelError};

use std::sync::Arc;

use crate::board::{Board, Color};
use crate::search::Prior;

/// Adds the model's opinion to the priors of new search edges: each move gets virtual wins in
/// proportion to the square root of its probability under the model (a move the model rates
/// at 25 % earns `weight / 2` wins), so the search tries likely moves first without being
/// locked onto them. The square root keeps second choices in play, as Pachi does with its
/// pattern prior.
pub struct ModelPriors {
    model: Arc<Model>,
    weight: f32,
}

impl ModelPriors {
    pub fn new(model: Arc<Model>, weight: f32) -> ModelPriors {
        ModelPriors { model, weight }
    }

    /// The model's probability for each prior's point among the listed moves (PASS is not a
    /// search candidate here, so it is left out of the normalisation).
    pub fn probabilities(&self, board: &Board, to_play: Color, priors: &[Prior]) -> Vec<f32> {
        let mut out = Vec::with_capacity(priors.len());
        self.probabilities_into(board, to_play, priors, &mut out);
        out
    }

    fn probabilities_into(
        &self,
        board: &Board,
        to_play: Color,
        priors: &[Prior],
        out: &mut Vec<f32>,
    ) {
        self.model
            .strengths_into(board, to_play, priors.iter().map(|p| p.point), out);
        let total: f32 = out.iter().sum();
        if total > 0.0 && total.is_finite() {
            out.iter_mut().for_each(|s| *s /= total);
        }
    }

    /// Adds the model's opinion to `priors` and leaves each prior's probability in
    /// `probabilities` (same order), for a hook that weighs its own knowledge by the model's
    /// (the joseki book asks how much of the model's belief lies in each corner). Leaves
    /// `probabilities` empty when the model is off.
    pub fn adjust_into(
        &self,
        board: &Board,
        to_play: Color,
        priors: &mut [Prior],
        probabilities: &mut Vec<f32>,
    ) {
        probabilities.clear();
        if self.weight <= 0.0 || priors.is_empty() {
            return;
        }
        self.probabilities_into(board, to_play, priors, probabilities);
        for (prior, &p) in priors.iter_mut().zip(probabilities.iter()) {
            let wins = self.weight * p.sqrt();
            let visits = prior.weight + wins;
            prior.value = (prior.value * prior.weight + wins) / visits;
            prior.weight = visits;
        }
    }
}

impl crate::search::PriorHook for ModelPriors {
    /// Allocates nothing after a thread's first call (the search calls it at every expansion).
    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        thread_local! {
            static SCRATCH: std::cell::RefCell<Vec<f32>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        SCRATCH.with(|scratch| {
            if let Ok(mut probabilities) = scratch.try_borrow_mut() {
                self.adjust_into(board, to_play, priors, &mut probabilities);
            }
        });
    }
}
