//! The dragon reader's verdicts as priors at the root: each dragon of `min_stones` stones or
//! more that the reader finds critical (whoever moves first decides its life) has its deciding
//! move for the side to move, the kill for an opponent's dragon and the save for one of ours,
//! admitted at once beside the window and weighed by `opinion`. The playouts misjudge exactly
//! these dragons and the window keeps their moves out (docs/experiments/thinking-time.md, what
//! the playouts see of the fights' answers); the reader reads them once a search, at its root.

use super::prior::{Opinion, Prior};
use super::uct::PriorHook;
use crate::board::{Board, Color, Point};
use crate::reading::owl::Status;
use crate::reading::statuses::big_dragon_statuses;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// How much the reader's moves weigh, and which dragons are read.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct DragonWeights {
    /// The virtual visits and win rate of a deciding move; weight 0 reads nothing. Off by
    /// default: at 100 it solved 50 of the 228 fights of the 3 s games at 10,000 playouts where
    /// off solves 41, but won no more games (docs/experiments/thinking-time.md).
    pub opinion: Opinion,
    /// The smallest dragon read.
    pub min_stones: u32,
    /// Positions each dragon's reading may search.
    pub budget: u32,
}

impl Default for DragonWeights {
    fn default() -> Self {
        DragonWeights {
            opinion: Opinion::new(0.8, 0.0),
            min_stones: 6,
            budget: 2_000,
        }
    }
}

/// The root's deciding moves, read at `prepare`.
pub struct DragonPriors {
    weights: DragonWeights,
    /// The root's hash, read by every expansion without taking the lock: only the root's
    /// expansion goes on to the moves.
    root_hash: AtomicU64,
    root: Mutex<Option<(u64, Color, Vec<Point>)>>,
}

impl DragonPriors {
    /// None when the weights read nothing.
    pub fn new(weights: DragonWeights) -> Option<DragonPriors> {
        (weights.opinion.weight > 0.0).then(|| DragonPriors {
            weights,
            root_hash: AtomicU64::new(0),
            root: Mutex::new(None),
        })
    }

    /// The deciding moves for `to_play` of the critical big dragons of `board`.
    pub fn deciding_moves(&self, board: &Board, to_play: Color) -> Vec<Point> {
        let mut moves = Vec::new();
        let statuses =
            big_dragon_statuses(board, self.weights.min_stones as usize, self.weights.budget);
        for (_, dragon, status) in statuses.iter() {
            if let Status::Critical { attack, defence } = *status {
                let mv = if dragon.color == to_play {
                    defence
                } else {
                    attack
                };
                if !mv.is_pass() && !moves.contains(&mv) {
                    moves.push(mv);
                }
            }
        }
        moves
    }
}

impl PriorHook for DragonPriors {
    fn prepare(&self, root: &Board, to_play: Color) {
        let moves = self.deciding_moves(root, to_play);
        if let Ok(mut slot) = self.root.lock() {
            *slot = Some((root.hash(), to_play, moves));
            self.root_hash.store(root.hash(), Ordering::Release);
        }
    }

    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        if self.root_hash.load(Ordering::Acquire) != board.hash() {
            return;
        }
        let Ok(slot) = self.root.lock() else {
            return;
        };
        let Some((hash, color, moves)) = slot.as_ref() else {
            return;
        };
        if *hash != board.hash() || *color != to_play || moves.is_empty() {
            return;
        }
        for prior in priors.iter_mut().filter(|p| moves.contains(&p.point)) {
            prior.add(self.weights.opinion);
            prior.urgent = true;
        }
    }
}
