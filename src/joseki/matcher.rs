//! Matching a game position against the book, corner by corner.
//!
//! Each corner's window is read once; its stones are hashed in the book's frame under both
//! orientations that put that corner at the top left (together with the four corners these are
//! the eight symmetries of the board) and with the colours as they are and swapped. An exact
//! match needs the window to hold exactly a book position with the right side to move. A corner
//! without one gets the relaxed match: the largest book positions all of whose stones are in the
//! window, with at most as many extra stones as the book position has; their moves weigh less.

use super::graph::{bit, side_key, stone_key, JosekiGraph, PosNode, MAX_WINDOW};
use super::tree::BOOK_SIZE;
use crate::board::{Board, Color, Point};

/// How much a relaxed match's move weighs relative to the same move in an exact match.
pub const RELAXED_FACTOR: f32 = 0.5;

/// A corner of the board: which edges its window touches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Corner {
    pub right: bool,
    pub bottom: bool,
}

impl Corner {
    pub const ALL: [Corner; 4] = [
        Corner {
            right: false,
            bottom: false,
        },
        Corner {
            right: true,
            bottom: false,
        },
        Corner {
            right: false,
            bottom: true,
        },
        Corner {
            right: true,
            bottom: true,
        },
    ];

    /// Board (x, y) of the point `(dx, dy)` away from this corner's edges.
    #[inline]
    pub fn to_board(self, dx: usize, dy: usize) -> (usize, usize) {
        let last = BOOK_SIZE - 1;
        (
            if self.right { last - dx } else { dx },
            if self.bottom { last - dy } else { dy },
        )
    }
}

/// One book move proposed for the board.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Candidate {
    /// `Point::PASS` stands for tenuki (play elsewhere).
    pub point: Point,
    /// The move's share of the book position's play count, times RELAXED_FACTOR if relaxed.
    pub weight: f32,
    /// How often the book saw this move.
    pub count: u64,
    pub exact: bool,
}

/// How the window was mapped into the book's frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Variant {
    transpose: bool,
    swap: bool,
}

const VARIANTS: [Variant; 4] = [
    Variant {
        transpose: false,
        swap: false,
    },
    Variant {
        transpose: true,
        swap: false,
    },
    Variant {
        transpose: false,
        swap: true,
    },
    Variant {
        transpose: true,
        swap: true,
    },
];

/// One corner window read from the board, in all four book-frame variants.
struct Window {
    stones: [(u8, u8, Color); MAX_WINDOW * MAX_WINDOW],
    len: usize,
    hash: [u64; 4],
    bits: [[u128; 2]; 4],
}

impl Window {
    fn read(board: &Board, corner: Corner, size: usize) -> Window {
        let mut w = Window {
            stones: [(0, 0, Color::Black); MAX_WINDOW * MAX_WINDOW],
            len: 0,
            hash: [0; 4],
            bits: [[0; 2]; 4],
        };
        for dy in 0..size {
            for dx in 0..size {
                let (x, y) = corner.to_board(dx, dy);
                let Some(c) = board.color_at(board.point(x, y)) else {
                    continue;
                };
                w.stones[w.len] = (dx as u8, dy as u8, c);
                w.len += 1;
                for (v, variant) in VARIANTS.iter().enumerate() {
                    let (bx, by) = if variant.transpose {
                        (dy, dx)
                    } else {
                        (dx, dy)
                    };
                    let bc = if variant.swap { c.opponent() } else { c };
                    w.hash[v] ^= stone_key(bc, bx, by);
                    w.bits[v][bc.index()] |= bit(bx, by);
                }
            }
        }
        w
    }

    fn stones(&self) -> &[(u8, u8, Color)] {
        &self.stones[..self.len]
    }
}

fn book_to_play(to_play: Color, variant: Variant) -> Color {
    if variant.swap {
        to_play.opponent()
    } else {
        to_play
    }
}

impl JosekiGraph {
    /// Calls `emit` for every book move in `corner`'s `window`-sized window for `to_play`.
    /// A point can be emitted more than once (under two variants); callers keep the best.
    pub fn match_corner(
        &self,
        board: &Board,
        to_play: Color,
        corner: Corner,
        window: usize,
        mut emit: impl FnMut(Candidate),
    ) {
        if board.size() != BOOK_SIZE || self.nodes.is_empty() {
            return;
        }
        let window = window.clamp(1, MAX_WINDOW);
        let w = Window::read(board, corner, window);
        let n = w.len;
        let mut exact_found = false;
        if let Some(bucket) = self.by_count.get(n) {
            for (v, &variant) in VARIANTS.iter().enumerate() {
                let tp = book_to_play(to_play, variant);
                let Some(&id) = bucket.get(&(w.hash[v] ^ side_key(tp))) else {
                    continue;
                };
                let node = &self.nodes[id as usize];
                if node.to_play == tp && node.reach as usize <= window && node.bits == w.bits[v] {
                    exact_found = true;
                    emit_moves(board, to_play, corner, variant, node, 1.0, &mut emit);
                }
            }
        }
        if exact_found || n < 2 {
            return;
        }
        // Relaxed: the largest book positions contained in the window, at least half its size.
        let min_count = n.div_ceil(2);
        let mut best: [(u32, u8); 8] = [(0, 0); 8];
        let mut best_len = 0;
        let mut best_count = 0;
        for (v, &variant) in VARIANTS.iter().enumerate() {
            let tp = book_to_play(to_play, variant);
            for &(dx, dy, c) in w.stones() {
                let (bx, by) = if variant.transpose {
                    (dy, dx)
                } else {
                    (dx, dy)
                };
                let bc = if variant.swap { c.opponent() } else { c };
                let slot =
                    bc.index() * MAX_WINDOW * MAX_WINDOW + by as usize * MAX_WINDOW + bx as usize;
                let list = &self.by_rare_stone[slot];
                let start = list.partition_point(|e| e.stones as usize >= n);
                for entry in &list[start..] {
                    let count = entry.stones as usize;
                    if count < min_count.max(best_count) {
                        break;
                    }
                    if entry.to_play != tp
                        || entry.reach as usize > window
                        || entry.bits[0] & !w.bits[v][0] != 0
                        || entry.bits[1] & !w.bits[v][1] != 0
                    {
                        continue;
                    }
                    if count > best_count {
                        best_count = count;
                        best_len = 0;
                    }
                    if best_len < best.len() && !best[..best_len].contains(&(entry.id, v as u8)) {
                        best[best_len] = (entry.id, v as u8);
                        best_len += 1;
                    }
                }
            }
        }
        for &(id, v) in &best[..best_len] {
            let node = &self.nodes[id as usize];
            emit_moves(
                board,
                to_play,
                corner,
                VARIANTS[v as usize],
                node,
                RELAXED_FACTOR,
                &mut emit,
            );
        }
    }
}

fn emit_moves(
    board: &Board,
    to_play: Color,
    corner: Corner,
    variant: Variant,
    node: &PosNode,
    factor: f32,
    emit: &mut impl FnMut(Candidate),
) {
    if node.total == 0 {
        return;
    }
    let exact = factor >= 1.0;
    for edge in &node.edges {
        let weight = factor * (edge.count as f64 / node.total as f64) as f32;
        let point = match edge.at {
            None => Point::PASS,
            Some((bx, by)) => {
                let (dx, dy) = if variant.transpose {
                    (by, bx)
                } else {
                    (bx, by)
                };
                let (x, y) = corner.to_board(dx as usize, dy as usize);
                let p = board.point(x, y);
                if !board.is_legal(to_play, p) {
                    continue;
                }
                p
            }
        };
        emit(Candidate {
            point,
            weight,
            count: edge.count,
            exact,
        });
    }
}

/// Adds `c` to `out`, keeping one entry per point with the best weight.
pub fn merge_candidate(out: &mut Vec<Candidate>, c: Candidate) {
    match out.iter_mut().find(|o| o.point == c.point) {
        Some(o) => {
            if c.weight > o.weight {
                *o = c;
            }
        }
        None => out.push(c),
    }
}

/// Best first; ties by point so output is deterministic.
pub fn sort_candidates(out: &mut [Candidate]) {
    out.sort_by(|a, b| b.weight.total_cmp(&a.weight).then(a.point.cmp(&b.point)));
}
