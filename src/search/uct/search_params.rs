//! The tree policy's tunable constants (`SearchParams`), with the two rules read from them at
//! every descent: how wide a node's window of moves is, and what a mean margin adds to a
//! win rate.

use super::verdicts::VerdictSettings;
use crate::search::prior::PriorWeights;

/// Tunable constants of the tree policy.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchParams {
    /// A leaf's moves are added once it has this many visits.
    pub expand_threshold: u32,
    /// RAVE equivalence: AMAF and real statistics weigh the same at about this many visits
    /// (Gelly & Silver's minimum-MSE schedule, beta = n~ / (n~ + n + n~ n / equiv)).
    pub rave_equiv: f32,
    /// UCB exploration coefficient. RAVE and priors do the exploring: 0 beat 0.05 by 15-5
    /// in 20 games of 9x9 at 1000 playouts a move.
    pub explore: f32,
    /// Virtual visits at 50% every edge gets on top of the heuristic priors (which carry their
    /// own even opinion); keeps every edge's value defined, pass included.
    pub even_prior: f32,
    /// Prior win rate of passing while moves remain.
    pub pass_prior: f32,
    /// `pass_prior` where the game is counted by territory: there a pass is often as good as
    /// any move left (each fills a point of someone's territory or a neutral one), and at
    /// `pass_prior` the search never looks at it while the other moves hold half their games.
    pub pass_prior_territory: f32,
    /// Multiplier on the heuristic priors' virtual visits.
    pub prior_scale: f32,
    /// The heuristic priors' opinions of each kind of move.
    pub priors: PriorWeights,
    /// Progressive widening (Coulom 2007; Chaslot et al. 2008): a node chooses among its
    /// `widen_base` best moves by prior, and one more each time its visits grow by
    /// `widen_factor` past `widen_visits`; pass is always a candidate. 0 = every move at once.
    /// Without it a big board's root spreads its playouts over moves the move model rates
    /// at 1/80 of the best, because a few virtual wins per edge vanish in the noise of RAVE.
    pub widen_base: u32,
    pub widen_visits: f32,
    pub widen_factor: f32,
    /// Widening admits urgent tactics (`Prior::urgent`) at once, beside its window.
    pub widen_urgent: bool,
    /// Score in the value: an edge's win rate gains up to this much (loses, when behind) for
    /// the mean margin its playouts reached, so that among moves that win about as often the
    /// bigger one is preferred, on a big board where a win rate alone moves slowly (Fuego's
    /// score modification, Pachi's val_scale, KataGo's score utility). 0 = win rate alone.
    pub score_weight: f32,
    /// Margin, in points on 19x19 (scaled by area on other sizes), at which the score term
    /// reaches half its weight (an arctangent, so it saturates for lopsided results).
    pub score_points: f32,
    /// Measure the margin from the root's mean score instead of from zero (KataGo's dynamic
    /// score utility, Pachi's val_byavg).
    pub score_centred: bool,
    /// The dragon reader's verdicts in the playouts' scoring (see `verdicts`).
    pub verdicts: VerdictSettings,
}

impl SearchParams {
    /// How many of a node's moves (best prior first, pass aside) it may choose among at
    /// `visits` visits.
    pub fn widened(&self, visits: f32) -> usize {
        if self.widen_base == 0 {
            return usize::MAX;
        }
        let extra = if visits > self.widen_visits && self.widen_factor > 1.0 {
            ((visits / self.widen_visits).ln() / self.widen_factor.ln()) as usize
        } else {
            0
        };
        self.widen_base as usize + extra
    }

    /// What a mean margin of `margin` points (for the side choosing) adds to an edge's win
    /// rate on a `size` board: odd in the margin, bounded by `score_weight`, half of it at
    /// `score_points` scaled by the board's area (a point matters more on a small board).
    pub fn score_term(&self, margin: f32, size: usize) -> f32 {
        if self.score_weight == 0.0 {
            return 0.0;
        }
        let half_at = self.score_points * (size * size) as f32 / 361.0;
        self.score_weight * std::f32::consts::FRAC_2_PI * (margin / half_at).atan()
    }
}

impl Default for SearchParams {
    fn default() -> Self {
        SearchParams {
            expand_threshold: 2,
            rave_equiv: 3000.0,
            explore: 0.0,
            even_prior: 1.0,
            pass_prior: 0.15,
            pass_prior_territory: 0.5,
            prior_scale: 1.0,
            priors: PriorWeights::default(),
            widen_base: 5,
            widen_visits: 20.0,
            widen_factor: 1.4,
            widen_urgent: true,
            score_weight: 0.05,
            score_points: 10.0,
            score_centred: true,
            verdicts: VerdictSettings::default(),
        }
    }
}
