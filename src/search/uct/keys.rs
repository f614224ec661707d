//! Transposition-table keys of the search's nodes.

use crate::board::{Board, Color};

/// Salts mixed into `Board::tt_key`: the same stones and side to move mean a different game
/// state right after a pass (a second pass ends the game) and after two passes (game over).
const AFTER_PASS_SALT: u128 = 0x5bd1_e995_7f4a_7c15_9e37_79b9_c2b2_ae35;
const TERMINAL_SALT: u128 = 0x27d4_eb2f_1656_67c5_85eb_ca6b_d3a2_646c;

/// The transposition table's key of a node: the position, the side to move, and whether the
/// last move was a pass.
pub fn node_key(board: &Board, to_play: Color, after_pass: bool) -> u128 {
    let key = board.tt_key(to_play);
    if after_pass {
        key ^ AFTER_PASS_SALT
    } else {
        key
    }
}

/// The key of a game that two passes ended.
pub(super) fn terminal_key(board: &Board, to_play: Color) -> u128 {
    board.tt_key(to_play) ^ TERMINAL_SALT
}
