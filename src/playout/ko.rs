//! Ko fights as the priors read them: which ko is still open, whose turn it is to retake, and
//! how much hangs on it.
//!
//! A ko found in the search's tree is usually a fight the playouts cannot judge: they retake
//! at random (or never), they play no threats on purpose. So the priors steer the tree into
//! the fight instead: retake a ko that was taken from us lately, fill one we took when the
//! opponent turns away, and while a retake is banned, try the moves the opponent must answer.

use crate::board::{Board, Color, Point};
use crate::playout::tactics::PointSet;

/// A ko taken within this many moves still counts as a fight (Pachi's window for its ko
/// prior): long enough for a few exchanges of threats, short enough that an old, forgotten
/// ko does not pull the search back.
pub const KO_FIGHT_WINDOW: u8 = 10;

/// A chain of at most this many liberties beside the ko has its fate tied to it.
const TIED_LIBERTIES: u32 = 3;

/// An open ko: the empty point a stone was taken from, and the single stone that took it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KoFight {
    /// The empty point; playing it retakes.
    pub point: Point,
    /// The stone that took, in atari on `point`.
    pub taker_stone: Point,
    /// The side that lost the stone and may retake once its ban lifts.
    pub retaker: Color,
    /// Moves played since the last capture in the fight.
    pub age: u8,
    /// The stones whose fate turns on it: the taking stone and every chain of either colour
    /// beside the two points with at most three liberties.
    pub stake: u32,
}

impl KoFight {
    /// The last ko capture, if at most `KO_FIGHT_WINDOW` moves old and still a ko: its point
    /// empty, every neighbour of it the taker's, and the taking stone alone with that point
    /// its one liberty. A ko filled, or taken back and resolved elsewhere, is no fight.
    pub fn find(board: &Board) -> Option<KoFight> {
        let (point, retaker, age) = board.recent_ko()?;
        if age > KO_FIGHT_WINDOW || !board.is_empty_at(point) {
            return None;
        }
        let taker = retaker.opponent();
        let mut taker_stone = None;
        for n in board.neighbours(point) {
            if !board.is_on_board(n) {
                continue;
            }
            if board.color_at(n) != Some(taker) {
                return None;
            }
            if board.chain_size(n) == 1 && board.atari_liberty(n) == Some(point) {
                taker_stone = Some(n);
            }
        }
        let taker_stone = taker_stone?;
        let mut tied: PointSet<8> = PointSet::default();
        let mut stake = 1;
        let beside = board
            .neighbours(point)
            .into_iter()
            .chain(board.neighbours(taker_stone));
        for n in beside {
            if n == taker_stone || n == point || board.color_at(n).is_none() {
                continue;
            }
            if tied.insert(board.chain_id(n)) && !board.has_liberties(n, TIED_LIBERTIES + 1) {
                stake += board.chain_size(n);
            }
        }
        Some(KoFight {
            point,
            taker_stone,
            retaker,
            age,
            stake,
        })
    }

    /// `color` may not retake right now: the ko was just taken from it.
    pub fn bans(&self, board: &Board, color: Color) -> bool {
        self.retaker == color && board.ko_point() == Some(self.point)
    }
}
