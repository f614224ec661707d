//! Chain queries: identity, size, liberties, atari and eyes, read off the incremental state
//! the moves keep (the tactics and the playout policy call them at every step).

use super::*;

impl Board {
    /// A stable identifier of the chain through `p` (e.g. its head point); p must hold a stone.
    #[inline]
    pub fn chain_id(&self, p: Point) -> Point {
        Point(self.chain.get(p.index()).copied().unwrap_or(0))
    }

    /// Number of stones in the chain through `p` (0 if `p` holds no stone).
    #[inline]
    pub fn chain_size(&self, p: Point) -> u32 {
        match self.color_at(p) {
            Some(_) => self.chains[self.chain[p.index()] as usize].size as u32,
            None => 0,
        }
    }

    /// The number of distinct liberties of the chain through `p` (0 if `p` holds no stone).
    pub fn liberty_count(&self, p: Point) -> u32 {
        self.liberty_count_up_to(p, u32::MAX)
    }

    /// `liberty_count` up to `cap`: a chain with more liberties counts `cap`, found without
    /// walking the rest of it (a long chain in open space is read off its pseudo-liberties).
    pub fn liberty_count_up_to(&self, p: Point, cap: u32) -> u32 {
        if self.color_at(p).is_none() {
            return 0;
        }
        let info = &self.chains[self.chain[p.index()] as usize];
        if info.libs <= 1 || info.in_atari() {
            return (info.libs.min(1) as u32).min(cap);
        }
        // A liberty touches at most four stones of the chain.
        if u32::from(info.libs) > cap.saturating_mul(4) {
            return cap;
        }
        let mut set = PointSet::new();
        let mut count = 0;
        for s in self.chain_stones(p) {
            for n in self.adj(s.index()) {
                if self.cells[n] == EMPTY && set.insert(n) {
                    count += 1;
                    if count == cap {
                        return cap;
                    }
                }
            }
        }
        count
    }

    /// True when the chain through `p` has at least `n` distinct liberties; stops counting early.
    pub fn has_liberties(&self, p: Point, n: u32) -> bool {
        if self.color_at(p).is_none() {
            return n == 0;
        }
        if n <= 1 {
            return n == 0 || self.chains[self.chain[p.index()] as usize].libs > 0;
        }
        let mut set = PointSet::new();
        let mut count = 0;
        for s in self.chain_stones(p) {
            for q in self.adj(s.index()) {
                if self.cells[q] == EMPTY && set.insert(q) {
                    count += 1;
                    if count >= n {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The stones of the chain through `p`.
    pub fn chain_stones(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let start = p.0;
        let mut cur = self.color_at(p).map(|_| start);
        std::iter::from_fn(move || {
            let c = cur?;
            let next = self.next_stone[c as usize];
            cur = (next != start).then_some(next);
            Some(Point(c))
        })
    }

    /// The liberties of the chain through `p`, each once.
    pub fn chain_liberties(&self, p: Point) -> smallvec::SmallVec<[Point; 8]> {
        self.liberties_up_to(p, usize::MAX).unwrap_or_default()
    }

    /// The liberties of the chain through `p` (each once) when it has at most `max` of them;
    /// None past that, found without walking the rest of the chain, or when `p` is empty.
    pub fn liberties_up_to(&self, p: Point, max: usize) -> Option<smallvec::SmallVec<[Point; 8]>> {
        self.color_at(p)?;
        // A liberty touches at most four stones, so more than 4 x max pseudo-liberties mean
        // more than max liberties: chains in open space are ruled out without a walk.
        if usize::from(self.chains[self.chain[p.index()] as usize].libs) > max.saturating_mul(4) {
            return None;
        }
        let mut out = smallvec::SmallVec::new();
        let mut set = PointSet::new();
        for s in self.chain_stones(p) {
            for n in self.adj(s.index()) {
                if self.cells[n] == EMPTY && set.insert(n) {
                    if out.len() == max {
                        return None;
                    }
                    out.push(Point(n as u16));
                }
            }
        }
        Some(out)
    }

    /// If the chain through `p` has exactly one liberty, that liberty.
    #[inline]
    pub fn atari_liberty(&self, p: Point) -> Option<Point> {
        self.color_at(p)?;
        let info = &self.chains[self.chain[p.index()] as usize];
        info.in_atari()
            .then(|| Point((info.lib_sum / info.libs as u32) as u16))
    }

    /// `p` is empty, every on-board neighbour is `color`, and the diagonals do not make it a
    /// false eye (at most one opponent diagonal in the centre, none on the edge).
    #[inline(always)]
    pub fn is_eye(&self, color: Color, p: Point) -> bool {
        let pi = p.index();
        if pi >= MAX_ARRAY || self.cells[pi] != EMPTY {
            return false;
        }
        let own = stone_cell(color);
        for n in self.adj(pi) {
            let cell = self.cells[n];
            if cell != own && cell != BORDER {
                return false;
            }
        }
        let opp = stone_cell(color.opponent());
        let (mut enemy, mut border) = (0, 0);
        for d in [
            pi - self.stride - 1,
            pi - self.stride + 1,
            pi + self.stride - 1,
            pi + self.stride + 1,
        ] {
            match self.cells[d] {
                c if c == opp => enemy += 1,
                BORDER => border += 1,
                _ => {}
            }
        }
        if border > 0 {
            enemy == 0
        } else {
            enemy <= 1
        }
    }
}
