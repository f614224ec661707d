//! Local tactics read off the board without playing: liberties a move would have, captures,
//! self-atari, atari escapes, and a small ladder reader (the only part that plays moves, on
//! copies of the board, so it is meant for priors rather than playouts).

use crate::board::{Board, Color, Point};

/// A handful of distinct points on the stack: chain ids or liberties, never more than `N`.
#[derive(Clone, Copy)]
pub struct PointSet<const N: usize> {
    items: [Point; N],
    len: usize,
}

impl<const N: usize> Default for PointSet<N> {
    fn default() -> Self {
        PointSet {
            items: [Point::PASS; N],
            len: 0,
        }
    }
}

impl<const N: usize> PointSet<N> {
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.items[..self.len].contains(&p)
    }
    /// Adds `p` unless present or full; true when it was added.
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        if self.len == N || self.contains(p) {
            return false;
        }
        self.items[self.len] = p;
        self.len += 1;
        true
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn as_slice(&self) -> &[Point] {
        &self.items[..self.len]
    }
}

/// What a move would do, learnt without playing it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// Liberties of the chain the new stone joins, counted up to the limit asked for.
    pub libs: u32,
    /// Opponent stones the move removes.
    pub captured: u32,
    /// Stones in the chain after the move (the new stone included).
    pub chain_size: u32,
}

impl MoveEffect {
    /// Puts its own chain in atari without capturing anything: the opponent takes next move.
    #[inline]
    pub fn is_self_atari(&self) -> bool {
        self.libs <= 1 && self.captured == 0
    }
}

#[inline]
fn chain_size(board: &Board, p: Point) -> u32 {
    board.chain_stones(p).count() as u32
}

/// Liberties (capped at `limit`, which must be at most 8), captures and chain size that `color`
/// playing the empty point `p` would produce. Counting captured stones and chain sizes walks
/// chains, so `want_sizes = false` skips that when only liberties matter (sizes then report 1
/// per chain).
pub fn move_effect(
    board: &Board,
    color: Color,
    p: Point,
    limit: u32,
    want_sizes: bool,
) -> MoveEffect {
    let opp = color.opponent();
    let mut libs: PointSet<8> = PointSet::default();
    let mut own_chains: PointSet<4> = PointSet::default();
    let mut captured_chains: PointSet<4> = PointSet::default();
    let mut captured = 0;
    let mut size = 1;
    let mut enough = false;
    for n in board.neighbours(p) {
        if !board.is_on_board(n) {
            continue;
        }
        match board.color_at(n) {
            None => {
                libs.insert(n);
            }
            Some(c) if c == opp => {
                if board.atari_liberty(n) == Some(p) {
                    // The captured stone next to p becomes a liberty at once.
                    libs.insert(n);
                    if captured_chains.insert(board.chain_id(n)) {
                        captured += if want_sizes { chain_size(board, n) } else { 1 };
                    }
                }
            }
            Some(_) => {
                if !own_chains.insert(board.chain_id(n)) {
                    continue;
                }
                if want_sizes {
                    size += chain_size(board, n);
                } else {
                    size += 1;
                }
                if enough {
                    continue;
                }
                let count = board.liberty_count(n);
                if count > limit {
                    // Losing p still leaves at least `limit` liberties.
                    enough = true;
                    continue;
                }
                for l in board.chain_liberties(n) {
                    if l != p {
                        libs.insert(l);
                    }
                }
            }
        }
    }
    let libs = if enough {
        limit
    } else {
        (libs.len() as u32).min(limit)
    };
    MoveEffect {
        libs,
        captured,
        chain_size: size,
    }
}

/// The quick self-atari test playouts use: liberties only, no chain walks unless needed for
/// the size. Returns `None` when the move is safe, `Some(size)` with the size of the chain that
/// would be left in atari otherwise.
#[inline]
pub fn self_atari_size(board: &Board, color: Color, p: Point) -> Option<u32> {
    let quick = move_effect(board, color, p, 2, false);
    if !quick.is_self_atari() {
        return None;
    }
    // Rare case: walk the chains to learn how much is at stake.
    Some(move_effect(board, color, p, 2, true).chain_size)
}

/// Does `color` playing `p` capture something?
#[inline]
pub fn captures_something(board: &Board, color: Color, p: Point) -> bool {
    let opp = color.opponent();
    board
        .neighbours(p)
        .into_iter()
        .any(|n| board.color_at(n) == Some(opp) && board.atari_liberty(n) == Some(p))
}

/// Moves that could rescue the chain through `chain` (which must be in atari): extending at its
/// liberty when that yields at least two liberties, and capturing any adjacent opponent chain
/// in atari. Calls `out` for each (duplicates possible).
pub fn atari_escapes(board: &Board, chain: Point, mut out: impl FnMut(Point)) {
    let Some(color) = board.color_at(chain) else {
        return;
    };
    let Some(lib) = board.atari_liberty(chain) else {
        return;
    };
    let opp = color.opponent();
    for s in board.chain_stones(chain) {
        for n in board.neighbours(s) {
            if board.color_at(n) == Some(opp) {
                if let Some(l) = board.atari_liberty(n) {
                    if board.is_legal(color, l) {
                        out(l);
                    }
                }
            }
        }
    }
    if board.is_legal(color, lib) && move_effect(board, color, lib, 2, false).libs >= 2 {
        out(lib);
    }
}

/// Limits the ladder reader's work: past it the ladder counts as broken (escapes), which errs
/// on the side of not trusting a ladder we could not read out.
const LADDER_NODE_BUDGET: u32 = 256;

/// The chain through `chain` is in atari with the defender to move: does it die in a ladder
/// (defender extends, attacker keeps giving atari) however the defender runs? Captures of
/// attacker stones in atari count as escapes.
pub fn ladder_captures(board: &Board, chain: Point) -> bool {
    let mut budget = LADDER_NODE_BUDGET;
    defender_dies(board, chain, &mut budget)
}

fn defender_dies(board: &Board, chain: Point, budget: &mut u32) -> bool {
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
    let mut next = board.clone();
    if next.play(def, lib).is_err() {
        return true;
    }
    match next.liberty_count(lib) {
        0 | 1 => true,
        2 => attacker_wins(&next, lib, budget),
        _ => false,
    }
}

/// The defender chain through `chain` has two liberties, attacker to move: can one of the two
/// ataris lead to capture?
fn attacker_wins(board: &Board, chain: Point, budget: &mut u32) -> bool {
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
        if move_effect(board, att, a, 2, false).is_self_atari() {
            continue;
        }
        let mut next = board.clone();
        if next.play(att, a).is_err() {
            continue;
        }
        if defender_dies(&next, chain, budget) {
            return true;
        }
        if *budget == 0 {
            return false;
        }
    }
    false
}

/// The 8 points around `p` (orthogonal first), border points included.
#[inline]
pub fn around(board: &Board, p: Point) -> [Point; 8] {
    let n = board.neighbours(p);
    let d = board.diagonals(p);
    [n[0], n[1], n[2], n[3], d[0], d[1], d[2], d[3]]
}
