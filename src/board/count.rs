//! Tromp-Taylor counting on the board as it stands, fast enough for the end of every playout.

use super::{Board, Point, PointSet, BLACK, BORDER, EMPTY, MAX_POINTS, WHITE};

impl Board {
    /// Empty points owned by each colour: every empty region whose border holds stones of one
    /// colour only belongs to that colour (`[black, white]`).
    pub fn territory(&self) -> [u32; 2] {
        let mut owned = [0u32; 2];
        let mut visited = PointSet::new();
        let mut stack = [0u16; MAX_POINTS];
        for &start in &self.empties[..self.empty_len] {
            if !visited.insert(start as usize) {
                continue;
            }
            let mut top = 1;
            stack[0] = start;
            let mut count = 0u32;
            let mut reach = 0u8;
            while top > 0 {
                top -= 1;
                let q = stack[top] as usize;
                count += 1;
                for n in self.adj(q) {
                    match self.cells[n] {
                        EMPTY => {
                            if visited.insert(n) {
                                stack[top] = n as u16;
                                top += 1;
                            }
                        }
                        BORDER => {}
                        c => reach |= c,
                    }
                }
            }
            match reach {
                BLACK => owned[0] += count,
                WHITE => owned[1] += count,
                _ => {}
            }
        }
        owned
    }

    /// Area score (stones + empty regions reached by one colour only), Black minus White,
    /// without komi.
    pub fn area_score(&self) -> i32 {
        let [black, white] = self.territory();
        (self.stones[0] + black) as i32 - (self.stones[1] + white) as i32
    }

    /// What territory counting (territory + prisoners) adds to the area count (stones +
    /// territory) on this board, Black minus White: the prisoners less the stones on the
    /// board. Counted at the start of a playout, it turns the playout's area count into the
    /// territory count of the position the playout started from, since the playout's own
    /// moves (filling territory, capturing dead stones) are the ones a territory game never
    /// plays; eyes in seki still count, as area counting counts them.
    pub fn territory_minus_area(&self) -> i32 {
        let prisoners = self.captures[0] as i32 - self.captures[1] as i32;
        let stones = self.stones[0] as i32 - self.stones[1] as i32;
        prisoners - stones
    }

    /// Among `points`, Black's stones that touch a white stone less White's that touch a black
    /// one: the stones that close a boundary between living groups (at a playout's end every
    /// stone left lives). Territory counting gives such a point to no one, where area counting
    /// gives it to whoever filled it; a point next to stones that were captured is territory
    /// under either count and is not among them.
    pub fn boundary_balance(&self, points: &[Point]) -> i32 {
        points
            .iter()
            .map(|p| {
                let (sign, other) = match self.cells[p.index()] {
                    BLACK => (1, WHITE),
                    WHITE => (-1, BLACK),
                    _ => return 0,
                };
                let touches = self.adj(p.index()).iter().any(|&n| self.cells[n] == other);
                if touches {
                    sign
                } else {
                    0
                }
            })
            .sum()
    }
}
