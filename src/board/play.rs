//! Moves and setup stones: a stone placed, chains merged, captured chains removed, and the
//! incremental state (liberties, the empty list, ko, hashes, stone counts) kept up as it goes.

use super::*;

impl Board {
    /// Plays a stone (or passes), removing captured chains.
    pub fn play(&mut self, color: Color, p: Point) -> Result<(), Illegal> {
        // `is_legal` has the fast path; the slower `check_move` only runs to name the reason.
        if !self.is_legal(color, p) {
            return Err(self.check_move(color, p).err().unwrap_or(Illegal::Suicide));
        }
        self.play_legal(color, p);
        Ok(())
    }

    /// `play` without the legality check, for playouts that already checked `is_legal`.
    /// Playing an illegal move here leaves the board inconsistent (never unsafe).
    #[inline]
    pub fn play_legal(&mut self, color: Color, p: Point) {
        debug_assert!(
            self.is_legal(color, p),
            "play_legal: illegal {color:?} {p:?}"
        );
        self.ko = 0;
        self.previous_move = self.last_move;
        self.last_move = p;
        if p.is_pass() {
            return;
        }
        let pi = p.index();
        let own = stone_cell(color);
        let head = self.add_stone(color, pi);
        let opp = stone_cell(color.opponent());
        let mut captured = 0u32;
        let mut last_captured = 0usize;
        for n in self.adj(pi) {
            if self.cells[n] == opp {
                let enemy = self.chain[n] as usize;
                if self.chains[enemy].libs == 0 {
                    captured += self.chains[enemy].size as u32;
                    last_captured = n;
                    self.remove_chain(enemy);
                }
            }
        }
        if captured == 0 {
            return;
        }
        self.captures[color.index()] += captured;
        // A lone stone that took one stone and now has a single liberty: a ko.
        if captured == 1 && self.chains[head].size == 1 && self.chains[head].libs == 1 {
            debug_assert!(self.adj(pi).iter().all(|&n| self.cells[n] != own));
            self.ko = last_captured as u16;
            self.ko_color = color.opponent();
        }
    }

    /// Puts a stone on the empty on-board index `p`, joins it with its friendly neighbours and
    /// updates every adjacent chain's liberties; captures nothing. Returns the chain's head.
    #[inline]
    fn add_stone(&mut self, color: Color, p: usize) -> usize {
        let own = stone_cell(color);
        self.cells[p] = own;
        self.remove_empty(p);
        self.hash_a ^= ZOBRIST.stone_a[color.index()][p];
        self.hash_b ^= ZOBRIST.stone_b[color.index()][p];
        self.stones[color.index()] += 1;
        let adj = self.adj(p);
        // Every adjacent chain loses `p` once per stone next to it; the new stone joins the
        // largest friendly neighbour chain so the fewest stones are relabelled.
        let mut head = 0usize;
        for n in adj {
            // Empty and border cells have chain id 0: their update lands in the scratch entry.
            let h = self.chain[n] as usize;
            self.chains[h].remove_lib(p);
            if self.cells[n] == own && (head == 0 || self.chains[h].size > self.chains[head].size) {
                head = h;
            }
        }
        if head == 0 {
            head = p;
            self.next_stone[p] = p as u16;
            self.chains[p] = ChainInfo {
                libs: 0,
                size: 1,
                lib_sum: 0,
                lib_sum_sq: 0,
            };
        } else {
            self.next_stone[p] = self.next_stone[head];
            self.next_stone[head] = p as u16;
            self.chains[head].size += 1;
        }
        self.chain[p] = head as u16;
        for n in adj {
            let cell = self.cells[n];
            self.chains[head].add_lib_if(n, cell == EMPTY);
            if cell == own {
                let h = self.chain[n] as usize;
                if h != head {
                    self.merge_into(head, h);
                }
            }
        }
        head
    }

    /// Places a stone without capture or legality logic beyond "point empty": for setup (AB/AW,
    /// handicap). Keeps chains, liberties and hash consistent.
    pub fn place_setup(&mut self, color: Color, p: Point) -> Result<(), Illegal> {
        if !self.is_on_board(p) {
            return Err(Illegal::OffBoard);
        }
        let pi = p.index();
        if self.cells[pi] != EMPTY {
            return Err(Illegal::Occupied);
        }
        self.ko = 0;
        self.add_stone(color, pi);
        Ok(())
    }

    /// Removes a stone for setup (SGF AE). Keeps chains, liberties and hash consistent.
    /// Removing from an empty point does nothing.
    pub fn remove_setup(&mut self, p: Point) -> Result<(), Illegal> {
        if !self.is_on_board(p) {
            return Err(Illegal::OffBoard);
        }
        if self.cells[p.index()] == EMPTY {
            return Ok(());
        }
        // Removing a stone may split its chain; setup is rare, so rebuild from scratch.
        let mut rebuilt = Board::new(self.size);
        for q in self.points() {
            if q != p {
                if let Some(c) = self.color_at(q) {
                    // Cannot fail: q is on board and empty on the fresh board.
                    let _ = rebuilt.place_setup(c, q);
                }
            }
        }
        rebuilt.captures = self.captures;
        rebuilt.last_move = self.last_move;
        rebuilt.previous_move = self.previous_move;
        *self = rebuilt;
        Ok(())
    }

    #[inline]
    pub(super) fn add_empty(&mut self, p: usize) {
        self.empty_index[p] = self.empty_len as u16;
        self.empties[self.empty_len] = p as u16;
        self.empty_len += 1;
    }

    #[inline]
    fn remove_empty(&mut self, p: usize) {
        let i = self.empty_index[p] as usize;
        self.empty_len -= 1;
        let last = self.empties[self.empty_len];
        self.empties[i] = last;
        self.empty_index[last as usize] = i as u16;
    }

    /// Joins chain `gone` into chain `keep` (different chains of one colour). The caller picks
    /// `keep` as the larger where it can, so that few stones are relabelled.
    #[inline]
    fn merge_into(&mut self, keep: usize, gone: usize) {
        let mut s = gone;
        loop {
            self.chain[s] = keep as u16;
            s = self.next_stone[s] as usize;
            if s == gone {
                break;
            }
        }
        self.next_stone.swap(keep, gone);
        let g = self.chains[gone];
        let k = &mut self.chains[keep];
        k.libs += g.libs;
        k.size += g.size;
        k.lib_sum += g.lib_sum;
        k.lib_sum_sq += g.lib_sum_sq;
    }

    /// Removes a captured chain, giving its points back as liberties to adjacent enemy chains.
    fn remove_chain(&mut self, head: usize) {
        let color = cell_color(self.cells[head]);
        let capturer = stone_cell(color.opponent());
        let mut s = head;
        loop {
            for n in self.adj(s) {
                // Other cells get a no-op update (their own chain's info is discarded anyway).
                let is_capturer = self.cells[n] == capturer;
                self.chains[self.chain[n] as usize].add_lib_if(s, is_capturer);
            }
            self.cells[s] = EMPTY;
            self.chain[s] = 0;
            self.add_empty(s);
            self.hash_a ^= ZOBRIST.stone_a[color.index()][s];
            self.hash_b ^= ZOBRIST.stone_b[color.index()][s];
            let next = self.next_stone[s] as usize;
            if next == head {
                break;
            }
            s = next;
        }
        self.stones[color.index()] -= self.chains[head].size as u32;
    }
}
