//! The four rates and how a position counts in them: distances, the local and elsewhere
//! bands, and the Wilson interval each rate is given with.

use super::{Answer, Point};

/// "Within 2" of the professional's move.
const NEAR: usize = 2;
/// A move at most this far from the previous one answers it locally.
const LOCAL: usize = 3;
/// A move farther than this from the previous one is played elsewhere: the engine's own line
/// for a tenuki (between it and `LOCAL` lies a band that is neither, so that the two rates do
/// not hinge on a single line).
const ELSEWHERE: usize = tesuji::patterns::TENUKI_DISTANCE;
/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// The Chebyshev distance max(|dx|, |dy|).
pub fn chebyshev(a: Point, b: Point) -> usize {
    a.0.abs_diff(b.0).max(a.1.abs_diff(b.1))
}

/// The 95% Wilson score interval of `hits` out of `n` as fractions; None when n is 0.
pub fn wilson(hits: u64, n: u64) -> Option<(f64, f64)> {
    if n == 0 {
        return None;
    }
    let n = n as f64;
    let p = hits as f64 / n;
    let z2 = Z95 * Z95;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    Some(((centre - half).max(0.0), (centre + half).min(1.0)))
}

/// Hits out of n.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Rate {
    pub(super) hits: u64,
    pub(super) n: u64,
}

impl Rate {
    pub(super) fn add(&mut self, hit: bool) {
        self.n += 1;
        self.hits += u64::from(hit);
    }

    /// "12.5% (25/200, 95% Wilson interval 8.6-17.8%)".
    pub(super) fn text(&self) -> String {
        match wilson(self.hits, self.n) {
            None => "- (0/0)".to_string(),
            Some((lo, hi)) => format!(
                "{:.1}% ({}/{}, 95% Wilson interval {:.1}-{:.1}%)",
                100.0 * self.hits as f64 / self.n as f64,
                self.hits,
                self.n,
                100.0 * lo,
                100.0 * hi
            ),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Tally {
    pub(super) exact: Rate,
    pub(super) within2: Rate,
    pub(super) local: Rate,
    pub(super) elsewhere: Rate,
}

impl Tally {
    /// Scores the engine's `answer` to the professional's `pro`, `previous` being the point of
    /// the move before (None at move 1 or after a pass).
    pub(super) fn add(&mut self, pro: Point, previous: Option<Point>, answer: Answer) {
        let engine = answer.point();
        self.exact.add(engine == Some(pro));
        self.within2
            .add(engine.is_some_and(|e| chebyshev(e, pro) <= NEAR));
        let Some(previous) = previous else {
            return;
        };
        let from_previous = chebyshev(pro, previous);
        if from_previous <= LOCAL {
            self.local
                .add(engine.is_some_and(|e| chebyshev(e, previous) <= LOCAL));
        } else if from_previous > ELSEWHERE {
            self.elsewhere
                .add(engine.is_some_and(|e| chebyshev(e, previous) > ELSEWHERE));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chebyshev_is_the_larger_coordinate_difference() {
        assert_eq!(chebyshev((3, 3), (3, 3)), 0);
        assert_eq!(chebyshev((3, 3), (5, 4)), 2);
        assert_eq!(chebyshev((5, 4), (3, 3)), 2);
        assert_eq!(chebyshev((0, 18), (18, 0)), 18);
        assert_eq!(chebyshev((15, 3), (16, 5)), 2);
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        assert_eq!(wilson(0, 0), None);
        // Textbook values (Newcombe 1998): 81/263 -> 0.2553-0.3662.
        let (lo, hi) = wilson(81, 263).expect("interval");
        assert!(
            (lo - 0.2553).abs() < 5e-4 && (hi - 0.3662).abs() < 5e-4,
            "{lo} {hi}"
        );
        // No hits still leaves room above zero; all hits below one.
        let (lo, hi) = wilson(0, 10).expect("interval");
        assert!(lo.abs() < 1e-12 && (hi - 0.2775).abs() < 5e-4, "{lo} {hi}");
        let (lo, hi) = wilson(10, 10).expect("interval");
        assert!(
            (lo - 0.7225).abs() < 5e-4 && (hi - 1.0).abs() < 1e-12,
            "{lo} {hi}"
        );
        for n in 1..40 {
            for hits in 0..=n {
                let (lo, hi) = wilson(hits, n).expect("interval");
                let p = hits as f64 / n as f64;
                // Rounding may leave an end a hair inside p at 0 or 1.
                assert!(lo <= p + 1e-12 && p <= hi + 1e-12, "{hits}/{n}: {lo} {hi}");
                assert!((0.0..=1.0).contains(&lo) && (0.0..=1.0).contains(&hi));
            }
        }
    }

    #[test]
    fn tally_scores_local_elsewhere_and_the_band_between() {
        let mut t = Tally::default();
        // Move 1: exact and within 2 only.
        t.add((15, 3), None, Answer::Play((15, 3)));
        // Local answer by both.
        t.add((16, 2), Some((15, 3)), Answer::Play((14, 4)));
        // Professional elsewhere, engine local.
        t.add((3, 15), Some((15, 3)), Answer::Play((15, 5)));
        // Exactly 4 away: neither local nor elsewhere.
        t.add((11, 3), Some((15, 3)), Answer::Play((11, 3)));
        // A pass and a resignation hit nothing but count.
        t.add((3, 3), Some((15, 15)), Answer::Pass);
        t.add((3, 4), Some((3, 3)), Answer::Resign);
        assert_eq!(t.exact, Rate { hits: 2, n: 6 });
        assert_eq!(t.within2, Rate { hits: 3, n: 6 });
        assert_eq!(t.local, Rate { hits: 1, n: 2 });
        assert_eq!(t.elsewhere, Rate { hits: 0, n: 2 });
    }
}
