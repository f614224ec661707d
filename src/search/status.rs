//! Life and death at the end of the game, from the ownership of many playouts: a chain whose
//! points the opponent ends up owning most of the time is dead; a chain that survives while
//! some of its liberties stay shared (neither side's) is in seki.

use super::uct::point_owner;
use crate::board::{Board, Color, Point};
use crate::engine::PointStatus;
use crate::playout::{self, FastRng, Policy};

/// Per point (Board::points order): fraction of playouts in which Black owned it, White owned
/// it, or it stayed empty between both colours.
#[derive(Clone, Debug, Default)]
pub struct Ownership {
    pub black: Vec<f32>,
    pub white: Vec<f32>,
    pub shared: Vec<f32>,
}

impl Ownership {
    /// +1 = Black owns, -1 = White owns.
    pub fn balance(&self) -> Vec<f32> {
        self.black
            .iter()
            .zip(&self.white)
            .map(|(b, w)| b - w)
            .collect()
    }
}

/// Plays `playouts` games from `board` with `policy` and averages who owns each point.
pub fn playout_ownership(
    board: &Board,
    to_play: Color,
    policy: &dyn Policy,
    playouts: usize,
    seed: u64,
) -> Ownership {
    let points: Vec<Point> = board.points().collect();
    let mut black = vec![0u32; points.len()];
    let mut white = vec![0u32; points.len()];
    let mut shared = vec![0u32; points.len()];
    let mut rng = FastRng::new(seed);
    let mut played = Vec::with_capacity(4 * points.len());
    let mut scratch = board.clone();
    let max_moves = 3 * points.len();
    for _ in 0..playouts {
        scratch.clone_from(board);
        played.clear();
        playout::playout(
            &mut scratch,
            to_play,
            policy,
            &mut rng,
            max_moves,
            &mut played,
        );
        for (i, &p) in points.iter().enumerate() {
            match point_owner(&scratch, p) {
                Some(Color::Black) => black[i] += 1,
                Some(Color::White) => white[i] += 1,
                None if scratch.is_empty_at(p) => shared[i] += 1,
                None => {}
            }
        }
    }
    let n = playouts.max(1) as f32;
    let frac = |v: Vec<u32>| v.into_iter().map(|c| c as f32 / n).collect();
    Ownership {
        black: frac(black),
        white: frac(white),
        shared: frac(shared),
    }
}

/// Probability above which the opponent's ownership of a chain's points makes it dead.
const DEAD_THRESHOLD: f32 = 0.55;
const SEKI_SHARED: f32 = 0.5;

/// Status of every point, judged chain by chain.
pub fn final_status(board: &Board, own: &Ownership) -> Vec<PointStatus> {
    let points: Vec<Point> = board.points().collect();
    let mut index = vec![usize::MAX; board.array_len()];
    for (i, &p) in points.iter().enumerate() {
        index[p.index()] = i;
    }
    let mut status = vec![PointStatus::Empty; points.len()];
    let mut done = vec![false; board.array_len()];
    for &p in &points {
        let Some(color) = board.color_at(p) else {
            continue;
        };
        if done[p.index()] {
            continue;
        }
        let stones: Vec<Point> = board.chain_stones(p).collect();
        let (mut mine, mut theirs) = (0.0, 0.0);
        for s in &stones {
            done[s.index()] = true;
            let i = index[s.index()];
            let (b, w) = (own.black[i], own.white[i]);
            let (m, t) = if color == Color::Black {
                (b, w)
            } else {
                (w, b)
            };
            mine += m;
            theirs += t;
        }
        let count = stones.len() as f32;
        let (mine, theirs) = (mine / count, theirs / count);
        let chain_status = if theirs > DEAD_THRESHOLD {
            PointStatus::Dead
        } else if mine > 0.5
            && board
                .chain_liberties(p)
                .iter()
                .any(|l| own.shared[index[l.index()]] > SEKI_SHARED)
        {
            PointStatus::Seki
        } else {
            PointStatus::Alive
        };
        for s in &stones {
            status[index[s.index()]] = chain_status;
        }
    }
    status
}

/// Stones of `color` that `status` calls dead.
pub fn dead_stones_of(board: &Board, status: &[PointStatus], color: Color) -> Vec<Point> {
    board
        .points()
        .zip(status)
        .filter(|&(p, &s)| s == PointStatus::Dead && board.color_at(p) == Some(color))
        .map(|(p, _)| p)
        .collect()
}
