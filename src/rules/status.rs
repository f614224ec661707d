//! Life and death at the end of the game, from the ownership of many playouts: a chain whose
//! points the opponent ends up owning most of the time is dead; a chain that survives while
//! some of its liberties stay shared (neither side's) is in seki. Chains that are pass-alive
//! (Benson) are alive whatever the playouts say.

use super::{pass_alive, Ownership};
use crate::board::{Board, Color, Point};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PointStatus {
    Empty,
    Alive,
    Dead,
    Seki,
}

/// Probability above which the opponent's ownership of a chain's points makes it dead.
const DEAD_THRESHOLD: f32 = 0.55;
/// A surviving chain that keeps about this many shared (neither side's) liberties at the end
/// of the average playout lives in seki. Counted over all its liberties, because which of
/// several shared points stay empty varies from playout to playout.
const SEKI_SHARED: f32 = 0.8;

/// Status of every point, judged chain by chain.
pub fn final_status(board: &Board, own: &Ownership) -> Vec<PointStatus> {
    let points: Vec<Point> = board.points().collect();
    let mut index = vec![usize::MAX; board.array_len()];
    for (i, &p) in points.iter().enumerate() {
        index[p.index()] = i;
    }
    let benson = [
        pass_alive(board, Color::Black),
        pass_alive(board, Color::White),
    ];
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
        let chain_status = if benson[color.index()][p.index()] {
            PointStatus::Alive
        } else if theirs > DEAD_THRESHOLD {
            PointStatus::Dead
        } else if mine > 0.5
            && board
                .chain_liberties(p)
                .iter()
                .map(|l| own.shared[index[l.index()]])
                .sum::<f32>()
                >= SEKI_SHARED
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

/// How often a chain of the passer's must be theirs at the end of the playouts to count as
/// alive in the count a pass would end the game on. Settled groups are owned in well over 90 %
/// of playouts; an invader left alone in open enemy territory survives about half of random
/// playouts, which says nothing about whether a scorer will call it alive.
const SAFE_FOR_PASS: f32 = 0.8;

/// The stones to remove before counting a game that `passer` is about to end by passing, when
/// the scorer removes dead stones: the opponent's chains that `final_status` calls dead, and
/// every chain of the passer's own that is not clearly alive (pass-alive, in seki, or the
/// passer's at the end of at least `SAFE_FOR_PASS` of the playouts). The passer must win even
/// if the scorer takes its doubtful stones off the board; the opponent's doubtful stones stay,
/// as the opponent will not agree to their removal.
pub fn dead_for_pass(board: &Board, own: &Ownership, passer: Color) -> Vec<Point> {
    let status = final_status(board, own);
    let benson = pass_alive(board, passer);
    let points: Vec<Point> = board.points().collect();
    let mut index = vec![usize::MAX; board.array_len()];
    for (i, &p) in points.iter().enumerate() {
        index[p.index()] = i;
    }
    let mut dead = Vec::new();
    let mut done = vec![false; board.array_len()];
    for (i, &p) in points.iter().enumerate() {
        let Some(color) = board.color_at(p) else {
            continue;
        };
        if done[p.index()] {
            continue;
        }
        let stones: Vec<Point> = board.chain_stones(p).collect();
        stones.iter().for_each(|s| done[s.index()] = true);
        let removed = if color == passer {
            let mine: f32 = stones
                .iter()
                .map(|s| {
                    let j = index[s.index()];
                    if passer == Color::Black {
                        own.black[j]
                    } else {
                        own.white[j]
                    }
                })
                .sum::<f32>()
                / stones.len() as f32;
            match status[i] {
                PointStatus::Seki => false,
                _ if benson[p.index()] => false,
                _ => mine < SAFE_FOR_PASS,
            }
        } else {
            status[i] == PointStatus::Dead
        };
        if removed {
            dead.extend(stones);
        }
    }
    dead
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
