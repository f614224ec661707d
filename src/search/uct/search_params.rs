//! The tree policy's tunable constants (`SearchParams`), with the two rules read from them at
//! every descent: how wide a node's window of moves is, and what a mean margin adds to a
//! win rate.

use crate::search::prior::PriorWeights;

/// Tunable constants of the tree policy.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchParams {
    /// A leaf's moves are added once it has this many visits.
    pub expand_threshold: u32,
    /// The prior hook's opinions (the move model and the book), three quarters of what a new
    /// node costs, deferred to a node's `model_visits`th visit (Fuego's knowledge threshold):
    /// until then its moves are ordered and weighed by the heuristic priors alone, and most
    /// nodes, visited a few times each, never pay for the model. At that visit every move's
    /// prior takes the hook's opinion and the moves no descent has taken are re-sorted by it.
    /// The root always has it. 0, the default, gives it at every expansion: 8 costs 14 % less
    /// time a playout, but against Pachi it won no more at 3 s a move and fewer games at 1 s,
    /// and it solves 10 fewer suite cases (docs/experiments/thinking-time.md).
    pub model_visits: u32,
    /// Nodes expanded fewer than this many moves below the root get the hook's opinions at
    /// expansion even with `model_visits` on: they are few, and a search's answer is read from
    /// them (0 = the root only). 3 with `model_visits` 8 won back none of the suite cases the
    /// 8th visit loses, so the model's order likely matters deeper too (docs/strength.md).
    pub model_depth: u32,
    /// RAVE equivalence: AMAF and real statistics weigh the same at about this many visits
    /// (Gelly & Silver's minimum-MSE schedule, beta = n~ / (n~ + n + n~ n / equiv)).
    pub rave_equiv: f32,
    /// AMAF credit by distance (Pachi's `distance_rave`): a move played soon after a node's
    /// position tells more about that position than one played near the playout's end, when
    /// the board has changed around it. The node's own move counts `rave_distance` times
    /// (`1 +` a share just under it, in whole steps), falling to once at the playout's end;
    /// so 0 and 1 both count every first play once.
    pub rave_distance: u32,
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
    /// Count the prior's virtual visits in the AMAF estimate as well as the real one.
    pub prior_in_amaf: bool,
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
    /// Widening that keeps growing with the budget: the window is at least
    /// `(visits / widen_visits)^widen_power - 1` moves past `widen_base`. The logarithmic rule
    /// adds three moves when the budget triples, so a refutation the move model ranks 25th
    /// stays out of reach of a long search; a power law overtakes it only at well-visited
    /// nodes (about 6,600 visits at 0.5), which leaves short searches as they were. 0 = off.
    pub widen_power: f32,
    /// Where the window applies: at nodes fewer than `widen_max_depth` moves below the root
    /// (0 = every depth), and while the root's board holds fewer than `widen_max_stones` stones
    /// (0 = all game). The window keeps an empty board's search on the move model's points,
    /// where noisy playouts would wander to the second line; in a fight the answer is often a
    /// move the model ranks low, outside the window a node fixed at expansion. Yet
    /// the window earns its keep in the middle game too: from 40 stones on, no window read the
    /// 3 s games' fights better (51 of 228 against 41) and won 1 of 8 against Pachi at 3 s.
    pub widen_max_depth: u32,
    pub widen_max_stones: u32,
    /// Widening admits urgent tactics (`Prior::urgent`) at once, beside its window.
    pub widen_urgent: bool,
    /// Criticality (Coulom 2009): the root also chooses among moves beyond its window at
    /// points whose final owner goes with the winner at least this strongly (the covariance
    /// of owner and result over the root's playouts, from -1 to 1). The groups that decide
    /// the game are often not where the move model looks. 0 = off, the default: 0.3 won 67 of
    /// 100 self-play games on 19x19 at 1,500 playouts but 15 of 35 at 1 s a move.
    pub widen_critical: f32,
    /// Widening by AMAF: at a node with at least `widen_amaf_visits` visits, an edge beyond
    /// the window is also chosen among when its all-moves-as-first win rate, over at least
    /// `widen_amaf_min` playouts, beats every edge's in the window. The window's order is
    /// the priors' at expansion; a long search learns, from the playouts, of a move the
    /// move model ranked too low (a killing placement, the defence against it), and the
    /// window alone would keep it out however long the search ran. 0 = off, the default:
    /// 500 won 1 of 8 against Pachi at 3 s a move and costs 11 % more time a playout.
    pub widen_amaf_visits: f32,
    pub widen_amaf_min: f32,
    /// The window's order revisited as visits come in: each move the window lets in after its
    /// first `widen_base` is the one selection would rate best then (its prior blended with the
    /// AMAF statistics the node has gathered since its expansion) among the next by prior and
    /// the moves outside the window whose AMAF rate rests on `widen_amaf_min` playouts. The
    /// window grows as before; what enters it is what the playouts have found since, so a
    /// refutation the move model ranks 25th can come in as the node's tenth move without
    /// opening the node to every move. Not at the root, whose workers keep AMAF credit by the
    /// edges' places. Off by default: 21 of 40 in 19x19 self-play at 7,000 playouts, and no
    /// better on the fights of the 3 s games (docs/experiments/thinking-time.md).
    pub widen_reorder: bool,
    /// Criticality in the value (Coulom 2009; Pachi's `crit_rave`): at a node with at least
    /// `crit_min_visits` visits, an edge's AMAF estimate gains `crit_value x c` virtual wins per
    /// AMAF visit, `c` being the covariance of its point's owner with the winner over the
    /// root's playouts (negative counts as 0). Beta fades it as real visits come in, so it
    /// steers where a long search spends its visits and leaves the final say to them. Only
    /// well-visited nodes, which sit near the root, use it: the root's table describes their
    /// positions, and below a few thousand playouts it is noise. 0 = off, the default: 1 won
    /// 3 of 11 against Pachi at 3 s a move and costs 20 % more time a playout.
    pub crit_value: f32,
    pub crit_min_visits: f32,
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
}

impl SearchParams {
    /// Whether the window applies `depth` moves below a root whose board holds `stones`.
    pub fn widens_at(&self, depth: usize, stones: u32) -> bool {
        (self.widen_max_depth == 0 || depth < self.widen_max_depth as usize)
            && (self.widen_max_stones == 0 || stones < self.widen_max_stones)
    }

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
        let power = if self.widen_power > 0.0 && visits > self.widen_visits {
            ((visits / self.widen_visits).powf(self.widen_power) - 1.0) as usize
        } else {
            0
        };
        self.widen_base as usize + extra.max(power)
    }

    /// An AMAF estimate (`wins` of `total`) with criticality's virtual wins added, for an edge
    /// whose point has criticality `criticality` at a node of `visits` visits.
    pub fn with_criticality(
        &self,
        wins: f32,
        total: f32,
        criticality: f32,
        visits: f32,
    ) -> (f32, f32) {
        if self.crit_value <= 0.0 || visits < self.crit_min_visits || criticality <= 0.0 {
            return (wins, total);
        }
        let extra = self.crit_value * criticality * total;
        (wins + extra, total + extra)
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
            model_visits: 0,
            model_depth: 0,
            rave_equiv: 3000.0,
            rave_distance: 0,
            explore: 0.0,
            even_prior: 1.0,
            pass_prior: 0.15,
            pass_prior_territory: 0.5,
            prior_in_amaf: true,
            prior_scale: 1.0,
            priors: PriorWeights::default(),
            widen_base: 5,
            widen_visits: 20.0,
            widen_factor: 1.4,
            widen_power: 0.0,
            widen_max_depth: 0,
            widen_max_stones: 0,
            widen_urgent: true,
            widen_critical: 0.0,
            widen_amaf_visits: 0.0,
            widen_amaf_min: 100.0,
            widen_reorder: false,
            crit_value: 0.0,
            crit_min_visits: 2000.0,
            score_weight: 0.05,
            score_points: 10.0,
            score_centred: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn criticality_adds_virtual_wins_in_proportion_to_the_amaf_visits() {
        let params = SearchParams {
            crit_value: 2.0,
            crit_min_visits: 100.0,
            ..SearchParams::default()
        };
        // 0.25 criticality at weight 2: half as many virtual wins as AMAF visits.
        let (wins, total) = params.with_criticality(40.0, 100.0, 0.25, 500.0);
        assert_eq!((wins, total), (90.0, 150.0));
        // A point whose owner goes with the loser, a node below the threshold, and the
        // default, are left alone.
        assert_eq!(
            params.with_criticality(40.0, 100.0, -0.25, 500.0),
            (40.0, 100.0)
        );
        assert_eq!(
            params.with_criticality(40.0, 100.0, 0.25, 99.0),
            (40.0, 100.0)
        );
        let default = SearchParams::default();
        assert_eq!(
            default.with_criticality(40.0, 100.0, 0.25, 1e6),
            (40.0, 100.0)
        );
    }
}
