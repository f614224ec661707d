//! Benson's unconditional life.

use crate::board::{Board, Color, Point};

/// Benson's unconditional life: per array index, true for stones of `color` in chains that
/// no sequence of opponent moves can capture, even if `color` always passes.
///
/// A region (connected points without `color` stones) is vital to a chain when each of its
/// empty points is a liberty of that chain. Chains with fewer than two vital regions, and the
/// regions bordering them, are discarded until nothing changes; what is left lives.
pub fn pass_alive(board: &Board, color: Color) -> Vec<bool> {
    let regions = regions(board, color);
    let chains = Chains::of(board, color);
    let links: Vec<RegionLinks> = regions
        .iter()
        .map(|members| RegionLinks::of(board, color, &chains, members))
        .collect();
    let chain_alive = discard_until_stable(&links, chains.ids.len());
    let mut alive = vec![false; board.array_len()];
    for p in board.points() {
        if board.color_at(p) == Some(color) && chain_alive[chains.index_of(board, p)] {
            alive[p.index()] = true;
        }
    }
    alive
}

/// The connected regions of points without `color` stones (empty or the opponent's).
fn regions(board: &Board, color: Color) -> Vec<Vec<Point>> {
    let mut seen = vec![false; board.array_len()];
    let mut regions = Vec::new();
    for start in board.points() {
        if board.color_at(start) == Some(color) || seen[start.index()] {
            continue;
        }
        let mut members = vec![start];
        seen[start.index()] = true;
        let mut i = 0;
        while i < members.len() {
            for n in board.neighbours(members[i]) {
                if board.is_on_board(n) && board.color_at(n) != Some(color) && !seen[n.index()] {
                    seen[n.index()] = true;
                    members.push(n);
                }
            }
            i += 1;
        }
        regions.push(members);
    }
    regions
}

/// The chains of `color`, numbered, by their id point.
struct Chains {
    ids: Vec<Point>,
    /// Per array index of a chain id point: its number.
    index: Vec<usize>,
}

impl Chains {
    fn of(board: &Board, color: Color) -> Chains {
        let mut chains = Chains {
            ids: Vec::new(),
            index: vec![usize::MAX; board.array_len()],
        };
        for p in board.points() {
            if board.color_at(p) == Some(color) {
                let id = board.chain_id(p);
                if chains.index[id.index()] == usize::MAX {
                    chains.index[id.index()] = chains.ids.len();
                    chains.ids.push(id);
                }
            }
        }
        chains
    }

    /// The number of the chain of the stone at `p`.
    fn index_of(&self, board: &Board, p: Point) -> usize {
        self.index[board.chain_id(p).index()]
    }
}

/// A region's chains: those bordering it, and those it is vital to.
struct RegionLinks {
    borders: Vec<usize>,
    vital: Vec<usize>,
}

impl RegionLinks {
    fn of(board: &Board, color: Color, chains: &Chains, members: &[Point]) -> RegionLinks {
        let mut borders = Vec::new();
        for &p in members {
            for n in board.neighbours(p) {
                if board.is_on_board(n) && board.color_at(n) == Some(color) {
                    let c = chains.index_of(board, n);
                    if !borders.contains(&c) {
                        borders.push(c);
                    }
                }
            }
        }
        let vital = borders
            .iter()
            .copied()
            .filter(|&c| {
                let chain = chains.ids[c];
                members.iter().filter(|p| board.is_empty_at(**p)).all(|&p| {
                    board.neighbours(p).iter().any(|&n| {
                        board.is_on_board(n)
                            && board.color_at(n) == Some(color)
                            && board.chain_id(n) == chain
                    })
                })
            })
            .collect();
        RegionLinks { borders, vital }
    }
}

/// Benson's iteration: chains with fewer than two vital regions die, regions bordering a
/// dead chain stop counting, until nothing changes. Per chain number, whether it lives.
fn discard_until_stable(links: &[RegionLinks], chain_count: usize) -> Vec<bool> {
    let mut chain_alive = vec![true; chain_count];
    let mut region_ok = vec![true; links.len()];
    loop {
        let mut changed = false;
        let mut vital_count = vec![0usize; chain_count];
        for (link, _) in links.iter().zip(&region_ok).filter(|(_, &ok)| ok) {
            for &c in &link.vital {
                vital_count[c] += 1;
            }
        }
        for (alive, &count) in chain_alive.iter_mut().zip(&vital_count) {
            if *alive && count < 2 {
                *alive = false;
                changed = true;
            }
        }
        for (ok, link) in region_ok.iter_mut().zip(links) {
            if *ok && link.borders.iter().any(|&c| !chain_alive[c]) {
                *ok = false;
                changed = true;
            }
        }
        if !changed {
            return chain_alive;
        }
    }
}
