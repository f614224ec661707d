//! Benson's unconditional life.

use crate::board::{Board, Color, Point};

/// Benson's unconditional life: per array index, true for stones of `color` in chains that
/// no sequence of opponent moves can capture, even if `color` always passes.
///
/// A region (connected points without `color` stones) is vital to a chain when each of its
/// empty points is a liberty of that chain. Chains with fewer than two vital regions, and the
/// regions bordering them, are discarded until nothing changes; what is left lives.
pub fn pass_alive(board: &Board, color: Color) -> Vec<bool> {
    let len = board.array_len();
    let mut region_of = vec![usize::MAX; len];
    let mut regions: Vec<Vec<Point>> = Vec::new();
    for start in board.points() {
        if board.color_at(start) == Some(color) || region_of[start.index()] != usize::MAX {
            continue;
        }
        let id = regions.len();
        let mut members = vec![start];
        region_of[start.index()] = id;
        let mut i = 0;
        while i < members.len() {
            for n in board.neighbours(members[i]) {
                if board.is_on_board(n)
                    && board.color_at(n) != Some(color)
                    && region_of[n.index()] == usize::MAX
                {
                    region_of[n.index()] = id;
                    members.push(n);
                }
            }
            i += 1;
        }
        regions.push(members);
    }

    // Chains of `color` by their id point, and the chains bordering each region.
    let mut chains: Vec<Point> = Vec::new();
    let mut chain_index = vec![usize::MAX; len];
    for p in board.points() {
        if board.color_at(p) == Some(color) {
            let id = board.chain_id(p);
            if chain_index[id.index()] == usize::MAX {
                chain_index[id.index()] = chains.len();
                chains.push(id);
            }
        }
    }
    let mut borders: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    // vital[r] = chains to which region r is vital.
    let mut vital: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    for (r, members) in regions.iter().enumerate() {
        for &p in members {
            for n in board.neighbours(p) {
                if board.is_on_board(n) && board.color_at(n) == Some(color) {
                    let c = chain_index[board.chain_id(n).index()];
                    if !borders[r].contains(&c) {
                        borders[r].push(c);
                    }
                }
            }
        }
        for &c in &borders[r] {
            let chain = chains[c];
            let all_liberties = members.iter().filter(|p| board.is_empty_at(**p)).all(|&p| {
                board.neighbours(p).iter().any(|&n| {
                    board.is_on_board(n)
                        && board.color_at(n) == Some(color)
                        && board.chain_id(n) == chain
                })
            });
            if all_liberties {
                vital[r].push(c);
            }
        }
    }

    let mut chain_alive = vec![true; chains.len()];
    let mut region_ok = vec![true; regions.len()];
    loop {
        let mut changed = false;
        let mut vital_count = vec![0usize; chains.len()];
        for (r, chains_here) in vital.iter().enumerate() {
            if region_ok[r] {
                for &c in chains_here {
                    vital_count[c] += 1;
                }
            }
        }
        for (c, alive) in chain_alive.iter_mut().enumerate() {
            if *alive && vital_count[c] < 2 {
                *alive = false;
                changed = true;
            }
        }
        for (r, ok) in region_ok.iter_mut().enumerate() {
            if *ok && borders[r].iter().any(|&c| !chain_alive[c]) {
                *ok = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    let mut alive = vec![false; len];
    for p in board.points() {
        if board.color_at(p) == Some(color) && chain_alive[chain_index[board.chain_id(p).index()]] {
            alive[p.index()] = true;
        }
    }
    alive
}
