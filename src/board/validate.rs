//! A from-scratch recomputation of the board's incremental state, for tests and debugging.

use super::*;

impl Board {
    /// Recomputes chains, liberties, counts, empty list and hashes from the stones alone and
    /// compares them with the incremental state. For tests and debugging.
    pub fn debug_validate(&self) -> Result<(), String> {
        self.validate_cells()?;
        // Chains by flood fill; compare membership, ring, size and pseudo-liberties.
        let mut visited = [false; MAX_ARRAY];
        for p in self.points() {
            if !visited[p.index()] && self.cells[p.index()] != EMPTY {
                self.validate_chain(p, &mut visited)?;
            }
        }
        if self.ko != 0 && self.cells[self.ko as usize] != EMPTY {
            return Err("ko point occupied".into());
        }
        Ok(())
    }

    /// Border flags, the empty list, stone counts and hashes.
    fn validate_cells(&self) -> Result<(), String> {
        let mut hash_a = 0u64;
        let mut hash_b = 0u64;
        let mut stones = [0u32; 2];
        let mut empties = 0usize;
        for i in 0..MAX_ARRAY {
            let on_board = i < self.array_len() && {
                let (x, y) = (
                    (i % self.stride).wrapping_sub(1),
                    (i / self.stride).wrapping_sub(1),
                );
                x < self.size && y < self.size
            };
            let cell = self.cells[i];
            if on_board == (cell == BORDER) {
                return Err(format!("cell {i}: border flag {cell} wrong"));
            }
            match cell {
                EMPTY => {
                    empties += 1;
                    let k = self.empty_index[i] as usize;
                    if k >= self.empty_len || self.empties[k] as usize != i {
                        return Err(format!("empty point {i} not at its index in the list"));
                    }
                    if self.chain[i] != 0 {
                        return Err(format!("empty point {i} has a chain id"));
                    }
                }
                BLACK | WHITE => {
                    let c = cell_color(cell);
                    stones[c.index()] += 1;
                    hash_a ^= ZOBRIST.stone_a[c.index()][i];
                    hash_b ^= ZOBRIST.stone_b[c.index()][i];
                }
                _ => {}
            }
        }
        if empties != self.empty_len {
            return Err(format!(
                "{empties} empty points, list has {}",
                self.empty_len
            ));
        }
        if stones != self.stones {
            return Err(format!("stone counts {stones:?} vs {:?}", self.stones));
        }
        if hash_a != self.hash_a || hash_b != self.hash_b {
            return Err("hash mismatch".into());
        }
        Ok(())
    }

    /// The chain of the stone at `p`, flood-filled (marking `visited`) and compared with the
    /// incremental chain: head, stone ring, size and liberties.
    fn validate_chain(&self, p: Point, visited: &mut [bool; MAX_ARRAY]) -> Result<(), String> {
        let pi = p.index();
        let cell = self.cells[pi];
        let mut members = Vec::new();
        let mut stack = vec![pi];
        visited[pi] = true;
        let mut expected = ChainInfo::default();
        let mut libs = std::collections::BTreeSet::new();
        while let Some(q) = stack.pop() {
            members.push(q);
            for n in self.adj(q) {
                if self.cells[n] == EMPTY {
                    expected.add_lib(n);
                    libs.insert(n);
                } else if self.cells[n] == cell && !visited[n] {
                    visited[n] = true;
                    stack.push(n);
                }
            }
        }
        expected.size = members.len() as u16;
        let head = self.chain[pi] as usize;
        if members.iter().any(|&m| self.chain[m] as usize != head) {
            return Err(format!("chain at {pi}: members disagree on the head"));
        }
        if !members.contains(&head) {
            return Err(format!("chain at {pi}: head {head} not a member"));
        }
        let mut ring = Vec::new();
        let mut s = head;
        loop {
            ring.push(s);
            s = self.next_stone[s] as usize;
            if s == head || ring.len() > members.len() {
                break;
            }
        }
        ring.sort_unstable();
        members.sort_unstable();
        if ring != members {
            return Err(format!("chain at {pi}: ring differs from the flood fill"));
        }
        if self.chains[head] != expected {
            return Err(format!(
                "chain at {pi}: info {:?}, expected {expected:?}",
                self.chains[head]
            ));
        }
        if self.liberty_count(p) as usize != libs.len() {
            return Err(format!(
                "chain at {pi}: liberty_count {} vs {}",
                self.liberty_count(p),
                libs.len()
            ));
        }
        let atari = (libs.len() == 1).then(|| Point(*libs.iter().next().unwrap_or(&0) as u16));
        if self.atari_liberty(p) != atari {
            return Err(format!("chain at {pi}: atari_liberty wrong"));
        }
        Ok(())
    }
}
