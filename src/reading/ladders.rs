//! A small ladder reader: does a chain in atari die however it runs, the attacker giving atari
//! at every step? It plays moves on copies of the board (kept per thread between reads), so it
//! is the priors' and the move model's to ask, through `ladder_cache`, not the playouts'.

use crate::board::{Board, Color, Point};
use crate::playout::tactics::move_effect;

/// Limits the ladder reader's work: past it the ladder counts as broken (escapes), which errs
/// on the side of not trusting a ladder we could not read out.
const LADDER_NODE_BUDGET: u32 = 256;

/// The chain through `chain` is in atari with the defender to move: does it die in a ladder
/// (defender extends, attacker keeps giving atari) however the defender runs? Captures of
/// attacker stones in atari count as escapes.
pub fn ladder_captures(board: &Board, chain: Point) -> bool {
    with_ladder_boards(board.size(), |scratch| {
        let mut budget = LADDER_NODE_BUDGET;
        defender_dies(board, chain, scratch, &mut budget)
    })
}

/// Runs `read` on this thread's kept ladder boards (none if they are in use already).
fn with_ladder_boards<R>(size: usize, read: impl FnOnce(&mut [Board]) -> R) -> R {
    LADDER_BOARDS.with(|boards| match boards.try_borrow_mut() {
        Ok(mut boards) => {
            if boards.is_empty() {
                boards.resize_with(LADDER_SCRATCH_DEPTH, || Board::new(size));
            }
            read(&mut boards)
        }
        Err(_) => read(&mut []),
    })
}

/// How many moves deep the ladder reader plays on reused boards; deeper it copies afresh.
/// A ladder runs at most about a board's width, two moves a step.
const LADDER_SCRATCH_DEPTH: usize = 64;

thread_local! {
    /// The reader's boards, one per depth, kept between reads: `clone_from` copies only the
    /// part of the arrays the board's size uses (60 % on 19x19, 16 % on 9x9), where a fresh
    /// copy moves the whole struct; with ladders read in the playouts those copies were most
    /// of the reader's cost.
    static LADDER_BOARDS: std::cell::RefCell<Vec<Board>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// `board` after `color` plays `p` (which must be legal), on the first of `scratch` when
/// there is one; returns it and the rest of `scratch`.
fn after_move<'a>(
    board: &Board,
    color: Color,
    p: Point,
    scratch: &'a mut [Board],
    spare: &'a mut Option<Board>,
) -> (&'a mut Board, &'a mut [Board]) {
    let (next, rest) = match scratch.split_first_mut() {
        Some((next, rest)) => {
            next.clone_from(board);
            (next, rest)
        }
        None => (spare.insert(board.clone()), &mut [][..]),
    };
    next.play_legal(color, p);
    (next, rest)
}

/// After `color` plays `p` next to the opponent chain through `target`, is that chain in
/// atari and caught in the ladder that follows?
pub fn atari_ladders(board: &Board, color: Color, p: Point, target: Point) -> bool {
    if !board.is_legal(color, p) {
        return false;
    }
    with_ladder_boards(board.size(), |scratch| {
        let mut spare = None;
        let (next, rest) = after_move(board, color, p, scratch, &mut spare);
        let mut budget = LADDER_NODE_BUDGET;
        next.atari_liberty(target).is_some() && defender_dies(next, target, rest, &mut budget)
    })
}

/// Extending our chain at `p` leaves exactly two liberties: can the opponent ladder it?
pub fn extension_ladders(board: &Board, color: Color, p: Point) -> bool {
    if !board.is_legal(color, p) {
        return false;
    }
    with_ladder_boards(board.size(), |scratch| {
        let mut spare = None;
        let (next, rest) = after_move(board, color, p, scratch, &mut spare);
        let next: &Board = next;
        let opp = color.opponent();
        next.chain_liberties(p).iter().any(|&a| {
            if !next.is_legal(opp, a) || move_effect(next, opp, a, 2).is_self_atari() {
                return false;
            }
            let mut spare = None;
            let (after, rest) = after_move(next, opp, a, &mut *rest, &mut spare);
            let mut budget = LADDER_NODE_BUDGET;
            after.atari_liberty(p).is_some() && defender_dies(after, p, rest, &mut budget)
        })
    })
}

fn defender_dies(board: &Board, chain: Point, scratch: &mut [Board], budget: &mut u32) -> bool {
    let Some(def) = board.color_at(chain) else {
        return true;
    };
    let Some(lib) = board.atari_liberty(chain) else {
        return false;
    };
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let att = def.opponent();
    // Capturing an attacker chain next to ours gains liberties: call that an escape.
    for s in board.chain_stones(chain) {
        for n in board.neighbours(s) {
            if board.color_at(n) == Some(att) && board.atari_liberty(n).is_some() {
                return false;
            }
        }
    }
    if !board.is_legal(def, lib) {
        return true;
    }
    let mut spare = None;
    let (next, rest) = after_move(board, def, lib, scratch, &mut spare);
    match next.liberty_count(lib) {
        0 | 1 => true,
        2 => attacker_wins(next, lib, rest, budget),
        _ => false,
    }
}

/// The defender chain through `chain` has two liberties, attacker to move: can one of the two
/// ataris lead to capture?
fn attacker_wins(board: &Board, chain: Point, scratch: &mut [Board], budget: &mut u32) -> bool {
    let Some(def) = board.color_at(chain) else {
        return true;
    };
    let att = def.opponent();
    let libs = board.chain_liberties(chain);
    for &a in libs.iter() {
        if !board.is_legal(att, a) {
            continue;
        }
        // An atari the defender can answer by capturing the atari stone is no ladder.
        if move_effect(board, att, a, 2).is_self_atari() {
            continue;
        }
        let mut spare = None;
        let (next, rest) = after_move(board, att, a, scratch, &mut spare);
        if defender_dies(next, chain, rest, budget) {
            return true;
        }
        if *budget == 0 {
            return false;
        }
    }
    false
}
