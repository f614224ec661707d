//! Criticality (Coulom 2009): how strongly each point's final owner goes with the winner over the
//! root's playouts, counted per worker and summed into the shared table.

use super::{owner_sign, Tally};
use crate::board::{Board, Point};
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};

/// Per board index: the sum of the final owner (+1 Black, -1 White) and of the owner times
/// the result (+1 Black won, -1 White won), with the result's sum and the sample count, over
/// the root's playouts.
pub struct Criticality {
    owner: Vec<AtomicI32>,
    owner_by_result: Vec<AtomicI32>,
    results: AtomicI32,
    samples: AtomicU32,
}

/// Fewer samples say more about the playouts' noise than about the groups.
const CRITICALITY_MIN_SAMPLES: u32 = 256;

impl Criticality {
    pub fn new(array_len: usize) -> Criticality {
        let table = || (0..array_len).map(|_| AtomicI32::new(0)).collect();
        Criticality {
            owner: table(),
            owner_by_result: table(),
            results: AtomicI32::new(0),
            samples: AtomicU32::new(0),
        }
    }

    /// Moves a worker's counts into the shared ones.
    pub(super) fn absorb(&self, t: &mut Tally) {
        add_owners(&self.owner, &mut t.owner);
        add_owners(&self.owner_by_result, &mut t.owner_by_result);
        self.results
            .fetch_add(std::mem::take(&mut t.results), Ordering::Relaxed);
        self.samples.fetch_add(
            std::mem::take(&mut t.criticality_samples),
            Ordering::Relaxed,
        );
    }

    /// The covariance of the point's owner with the winner; 0 until there are enough samples.
    pub fn of(&self, index: usize) -> f32 {
        let n = self.samples.load(Ordering::Relaxed);
        if n < CRITICALITY_MIN_SAMPLES || index >= self.owner.len() {
            return 0.0;
        }
        let n = n as f32;
        let owner = self.owner[index].load(Ordering::Relaxed) as f32 / n;
        let together = self.owner_by_result[index].load(Ordering::Relaxed) as f32 / n;
        let result = self.results.load(Ordering::Relaxed) as f32 / n;
        together - owner * result
    }
}

/// Adds one playout's owners and result to the worker's criticality counts (a jigo counts
/// for neither side).
pub(super) fn record_criticality(
    t: &mut Tally,
    board: &Board,
    points: &[Point],
    black_result: f32,
) {
    let result = if black_result > 0.5 {
        1
    } else if black_result < 0.5 {
        -1
    } else {
        0
    };
    t.owner.resize(board.array_len(), 0);
    t.owner_by_result.resize(board.array_len(), 0);
    for &p in points {
        let owner = owner_sign(board, p);
        t.owner[p.index()] += owner;
        t.owner_by_result[p.index()] += owner * result;
    }
    t.results += result;
    t.criticality_samples += 1;
}

/// Moves a worker's owner counts into the shared table.
pub(super) fn add_owners(shared: &[AtomicI32], local: &mut [i32]) {
    for (slot, count) in shared.iter().zip(local) {
        if *count != 0 {
            slot.fetch_add(std::mem::take(count), Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    /// Black's wall on the left, White's on the right, the middle column empty between them
    /// or filled by `middle`.
    fn finished(middle: Option<Color>) -> Board {
        let c = match middle {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '.',
        };
        let row = format!(". X {c} O .\n");
        Board::from_diagram(&row.repeat(5)).expect("diagram parses")
    }

    #[test]
    fn criticality_marks_the_points_whose_owner_decides_the_game_and_no_other() {
        let black_won = finished(Some(Color::Black));
        let white_won = finished(Some(Color::White));
        let points: Vec<Point> = black_won.points().collect();
        let crit = Criticality::new(black_won.array_len());
        let mut tally = Tally::default();
        for i in 0..CRITICALITY_MIN_SAMPLES {
            if i % 2 == 0 {
                record_criticality(&mut tally, &black_won, &points, 1.0);
            } else {
                record_criticality(&mut tally, &white_won, &points, 0.0);
            }
        }
        crit.absorb(&mut tally);
        let middle = black_won.point(2, 2).index();
        let black_side = black_won.point(0, 2).index();
        let white_side = black_won.point(4, 2).index();
        assert!((crit.of(middle) - 1.0).abs() < 1e-6, "{}", crit.of(middle));
        assert!(crit.of(black_side).abs() < 1e-6, "{}", crit.of(black_side));
        assert!(crit.of(white_side).abs() < 1e-6, "{}", crit.of(white_side));
        // A drawn playout that left the middle to nobody weakens the link a little.
        record_criticality(&mut tally, &finished(None), &points, 0.5);
        crit.absorb(&mut tally);
        assert!(crit.of(middle) > 0.9 && crit.of(middle) < 1.0);
    }

    #[test]
    fn criticality_says_nothing_from_too_few_playouts() {
        let board = finished(Some(Color::Black));
        let points: Vec<Point> = board.points().collect();
        let crit = Criticality::new(board.array_len());
        let mut tally = Tally::default();
        for _ in 1..CRITICALITY_MIN_SAMPLES {
            record_criticality(&mut tally, &board, &points, 1.0);
            record_criticality(&mut tally, &finished(Some(Color::White)), &points, 0.0);
        }
        crit.absorb(&mut tally);
        assert!(crit.of(board.point(2, 2).index()) > 0.99);
        let few = Criticality::new(board.array_len());
        record_criticality(&mut tally, &board, &points, 1.0);
        few.absorb(&mut tally);
        assert_eq!(few.of(board.point(2, 2).index()), 0.0);
    }
}
