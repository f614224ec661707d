//! How well a model predicts the moves of game records: top-1, top-5 and mean log-likelihood
//! of the move played, overall and by game phase.

use super::context::Context;
use super::games::GameRecord;
use super::model::Model;

/// Game phases by move number (1-based): 1-30, 31-100, 101-200, 201 and later.
pub const PHASES: [(usize, usize); 4] = [(1, 30), (31, 100), (101, 200), (201, usize::MAX)];

#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub positions: u64,
    pub top1: u64,
    pub top5: u64,
    pub log_likelihood: f64,
}

impl Tally {
    fn add(&mut self, rank: usize, probability: f64) {
        self.positions += 1;
        self.top1 += (rank == 1) as u64;
        self.top5 += (rank <= 5) as u64;
        self.log_likelihood += probability.max(1e-300).ln();
    }

    pub fn top1_rate(&self) -> f64 {
        self.top1 as f64 / self.positions.max(1) as f64
    }

    pub fn top5_rate(&self) -> f64 {
        self.top5 as f64 / self.positions.max(1) as f64
    }

    pub fn mean_log_likelihood(&self) -> f64 {
        self.log_likelihood / self.positions.max(1) as f64
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Prediction {
    pub games: u64,
    pub all: Tally,
    pub phases: [Tally; 4],
}

impl Prediction {
    /// Scores every move of `game`. A move ties with equally strong candidates: it counts as
    /// ranked behind all of them, so ties never flatter the model.
    /// The whole-position groups the model reads are computed at every position, `seed`
    /// driving their playouts.
    pub fn add_game(&mut self, model: &Model, seed: u64, game: &GameRecord) {
        self.games += 1;
        let mut points = Vec::new();
        let mut strengths = Vec::new();
        game.replay(|board, color, played, number| {
            let position_seed =
                seed.wrapping_add((number as u64).wrapping_mul(0xD134_2543_DE82_EF95));
            let context = Context::new(board, color, &model.context, position_seed);
            model.rank_in(board, color, &context, &mut points, &mut strengths);
            let Some(i) = points.iter().position(|&p| p == played) else {
                return;
            };
            let mine = strengths[i];
            let total: f64 = strengths.iter().map(|&s| s as f64).sum();
            let rank = 1 + strengths
                .iter()
                .enumerate()
                .filter(|&(j, &s)| j != i && s >= mine)
                .count();
            let probability = mine as f64 / total;
            self.all.add(rank, probability);
            let move_number = number + 1;
            if let Some(k) = PHASES
                .iter()
                .position(|&(a, b)| (a..=b).contains(&move_number))
            {
                self.phases[k].add(rank, probability);
            }
        });
    }

    /// The report `sgf-tools predict` prints.
    pub fn report(&self) -> String {
        let mut out = format!(
            "games {}\npositions {}\ntop-1 {:.1}%\ntop-5 {:.1}%\nmean log-likelihood {:.3}\n",
            self.games,
            self.all.positions,
            100.0 * self.all.top1_rate(),
            100.0 * self.all.top5_rate(),
            self.all.mean_log_likelihood()
        );
        for (&(a, b), t) in PHASES.iter().zip(&self.phases) {
            let range = if b == usize::MAX {
                format!("{a}+")
            } else {
                format!("{a}-{b}")
            };
            out += &format!(
                "moves {range:<8} positions {:>7}  top-1 {:5.1}%  top-5 {:5.1}%  log-likelihood {:.3}\n",
                t.positions,
                100.0 * t.top1_rate(),
                100.0 * t.top5_rate(),
                t.mean_log_likelihood()
            );
        }
        out
    }
}
