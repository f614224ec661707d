//! Dragons: chains of one colour joined by the connections the opponent cannot cut, so that
//! their life is read as one. Two chains join when they share two liberties (one is always
//! left to connect), when they touch diagonally with both crossing points empty (a cut at one
//! is answered at the other), or when they share a liberty the opponent cannot occupy (it would
//! stand in atari there, capturing nothing).

use crate::board::{Board, Color, Point};
use crate::playout::tactics::move_effect;
use smallvec::SmallVec;

/// A dragon: its colour, the chains it joins (each by its id) and all their stones.
#[derive(Clone, Debug)]
pub struct Dragon {
    pub color: Color,
    pub chains: SmallVec<[Point; 8]>,
    pub stones: Vec<Point>,
}

impl Dragon {
    /// The dragon through the stone at `p`; None on an empty point.
    pub fn at(board: &Board, p: Point) -> Option<Dragon> {
        let color = board.color_at(p)?;
        let mut chains: SmallVec<[Point; 8]> = SmallVec::new();
        chains.push(board.chain_id(p));
        let mut next = 0;
        while next < chains.len() {
            let chain = chains[next];
            next += 1;
            for other in joined_chains(board, color, chain, &chains) {
                chains.push(other);
            }
        }
        let stones = chains.iter().flat_map(|&c| board.chain_stones(c)).collect();
        Some(Dragon {
            color,
            chains,
            stones,
        })
    }

    /// Every dragon of `board` with at least `min_stones` stones, each once, with the first of
    /// its stones in board order (the stone a reading of it is asked through).
    pub fn all(board: &Board, min_stones: usize) -> Vec<(Point, Dragon)> {
        let mut seen: Vec<(Point, Dragon)> = Vec::new();
        for p in board.points() {
            if board.color_at(p).is_none() || seen.iter().any(|(_, d)| d.contains(board, p)) {
                continue;
            }
            if let Some(dragon) = Dragon::at(board, p) {
                seen.push((p, dragon));
            }
        }
        seen.retain(|(_, d)| d.stones.len() >= min_stones);
        seen
    }

    pub fn contains(&self, board: &Board, p: Point) -> bool {
        board.color_at(p) == Some(self.color) && self.chains.contains(&board.chain_id(p))
    }

    /// The dragon's liberties, each once.
    pub fn liberties(&self, board: &Board) -> Vec<Point> {
        let mut libs = Vec::new();
        for &chain in &self.chains {
            for l in board.chain_liberties(chain) {
                if !libs.contains(&l) {
                    libs.push(l);
                }
            }
        }
        libs
    }

    /// The opponent's chains touching the dragon, each once by its id.
    pub fn neighbour_chains(&self, board: &Board) -> SmallVec<[Point; 16]> {
        chains_touching(board, self.stones.iter().copied(), self.color.opponent())
    }
}

/// The chains of `color` beside any of `points`, each once by its id.
pub(super) fn chains_touching(
    board: &Board,
    points: impl IntoIterator<Item = Point>,
    color: Color,
) -> SmallVec<[Point; 16]> {
    let mut found: SmallVec<[Point; 16]> = SmallVec::new();
    for p in points {
        for n in board.neighbours(p) {
            if board.color_at(n) == Some(color) {
                let id = board.chain_id(n);
                if !found.contains(&id) {
                    found.push(id);
                }
            }
        }
    }
    found
}

/// The chains of `color` that the chain `chain` is joined to by an uncuttable connection,
/// besides those `known` already (whose connections are not read again).
fn joined_chains(
    board: &Board,
    color: Color,
    chain: Point,
    known: &[Point],
) -> SmallVec<[Point; 8]> {
    let mut joined: SmallVec<[Point; 8]> = SmallVec::new();
    let mut add = |id: Point| {
        if id != chain && !joined.contains(&id) {
            joined.push(id);
        }
    };
    let own = Some(color);
    let opponent = color.opponent();
    // Shared liberties: through each liberty, the other chains of ours it touches.
    let mut shared: SmallVec<[(Point, u8); 8]> = SmallVec::new();
    for lib in board.chain_liberties(chain) {
        let mut seen: SmallVec<[Point; 4]> = SmallVec::new();
        for n in board.neighbours(lib) {
            if board.color_at(n) != own {
                continue;
            }
            let id = board.chain_id(n);
            if id == chain || seen.contains(&id) || known.contains(&id) {
                continue;
            }
            seen.push(id);
            match shared.iter_mut().find(|(c, _)| *c == id) {
                Some((_, count)) => *count += 1,
                None => shared.push((id, 1)),
            }
        }
        if seen.is_empty() {
            continue;
        }
        // A point the opponent cannot hold: a stone there stands in atari, capturing
        // nothing. A ko it may not retake at once holds only until it has played a threat.
        let effect = move_effect(board, opponent, lib, 2);
        let forbidden = !board.is_legal(opponent, lib) && board.ko_point() != Some(lib);
        if forbidden || (effect.captured == 0 && effect.libs <= 1) {
            for &id in &seen {
                add(id);
            }
        }
    }
    for &(id, count) in &shared {
        if count >= 2 {
            add(id);
        }
    }
    // Diagonal contacts whose two crossing points are empty.
    for s in board.chain_stones(chain) {
        for d in board.diagonals(s) {
            if board.color_at(d) != own
                || board.chain_id(d) == chain
                || known.contains(&board.chain_id(d))
            {
                continue;
            }
            let crossing = crossing_points(board, s, d);
            if crossing.iter().all(|&c| board.is_empty_at(c)) {
                add(board.chain_id(d));
            }
        }
    }
    joined
}

/// The two points adjacent to both `a` and its diagonal neighbour `b`.
fn crossing_points(board: &Board, a: Point, b: Point) -> [Point; 2] {
    let (ax, ay) = board.xy(a);
    let (bx, by) = board.xy(b);
    [board.point(ax, by), board.point(bx, ay)]
}
