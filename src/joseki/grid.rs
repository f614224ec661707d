//! A minimal 19x19 board for replaying book lines while building: captures, suicide and simple
//! ko, with Zobrist hashes of the position and of its mirror image kept up to date.
//!
//! The engine's `Board` is built for playouts and is large to copy; book building copies the
//! position at every branch of tens of thousands of lines, so this one is a few hundred bytes.

use super::graph::stone_key;
use super::tree::BOOK_SIZE;
use crate::board::{Color, Illegal};

const N: usize = BOOK_SIZE;

#[derive(Clone, Debug)]
pub(crate) struct Grid {
    /// 0 empty, 1 + colour index otherwise; `y * N + x`.
    cells: [u8; N * N],
    ko: Option<u16>,
    /// Hash of the stones, and of the stones with x and y exchanged.
    pub hash: u64,
    pub mirror_hash: u64,
    pub stones: usize,
    /// Every stone placed so far lies in columns and rows below this.
    pub extent: u8,
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            cells: [0; N * N],
            ko: None,
            hash: 0,
            mirror_hash: 0,
            stones: 0,
            extent: 0,
        }
    }
}

fn neighbours(i: usize) -> impl Iterator<Item = usize> {
    let (x, y) = (i % N, i / N);
    [
        (x > 0).then(|| i - 1),
        (x + 1 < N).then(|| i + 1),
        (y > 0).then(|| i - N),
        (y + 1 < N).then(|| i + N),
    ]
    .into_iter()
    .flatten()
}

impl Grid {
    pub fn color_at(&self, x: usize, y: usize) -> Option<Color> {
        match self.cells[y * N + x] {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        }
    }

    fn toggle(&mut self, i: usize, color: Color) {
        let (x, y) = (i % N, i / N);
        self.hash ^= stone_key(color, x, y);
        self.mirror_hash ^= stone_key(color, y, x);
    }

    fn put(&mut self, i: usize, color: Color) {
        self.cells[i] = 1 + color as u8;
        self.toggle(i, color);
        self.stones += 1;
        let (x, y) = (i % N, i / N);
        self.extent = self.extent.max(x.max(y) as u8 + 1);
    }

    fn take(&mut self, i: usize) {
        if let Some(c) = self.color_at(i % N, i / N) {
            self.cells[i] = 0;
            self.toggle(i, c);
            self.stones -= 1;
        }
    }

    /// The chain through `i` into `chain` (its length returned) and whether it has a liberty.
    fn chain(&self, i: usize, chain: &mut [u16; N * N]) -> (usize, bool) {
        let color = self.cells[i];
        let mut seen = [0u64; (N * N).div_ceil(64)];
        let mut free = false;
        seen[i / 64] |= 1 << (i % 64);
        chain[0] = i as u16;
        let (mut len, mut next) = (1, 0);
        while next < len {
            let at = chain[next] as usize;
            next += 1;
            for n in neighbours(at) {
                if self.cells[n] == 0 {
                    free = true;
                } else if self.cells[n] == color && seen[n / 64] & (1 << (n % 64)) == 0 {
                    seen[n / 64] |= 1 << (n % 64);
                    chain[len] = n as u16;
                    len += 1;
                }
            }
        }
        (len, free)
    }

    /// Plays a move (`None` passes), capturing what it kills. Refuses occupied points, suicide
    /// and the immediate recapture of a ko.
    pub fn play(&mut self, color: Color, at: Option<(u8, u8)>) -> Result<(), Illegal> {
        let Some((x, y)) = at else {
            self.ko = None;
            return Ok(());
        };
        let (x, y) = (x as usize, y as usize);
        if x >= N || y >= N {
            return Err(Illegal::OffBoard);
        }
        let i = y * N + x;
        if self.cells[i] != 0 {
            return Err(Illegal::Occupied);
        }
        if self.ko == Some(i as u16) {
            return Err(Illegal::Ko);
        }
        self.put(i, color);
        let mut chain = [0u16; N * N];
        let mut captured = 0;
        let mut last_captured = 0;
        for n in neighbours(i) {
            if self.cells[n] == 2 - color as u8 {
                let (len, free) = self.chain(n, &mut chain);
                if !free {
                    captured += len;
                    last_captured = n;
                    for &s in &chain[..len] {
                        self.take(s as usize);
                    }
                }
            }
        }
        let (len, has_liberty) = self.chain(i, &mut chain);
        if !has_liberty {
            self.take(i);
            return Err(Illegal::Suicide);
        }
        let lone = len == 1 && neighbours(i).filter(|&n| self.cells[n] == 0).count() == 1;
        self.ko = (captured == 1 && lone).then_some(last_captured as u16);
        Ok(())
    }

    /// Setup: places a stone on an empty point.
    pub fn place(&mut self, color: Color, x: u8, y: u8) -> bool {
        let i = y as usize * N + x as usize;
        if x as usize >= N || y as usize >= N || self.cells[i] != 0 {
            return false;
        }
        self.put(i, color);
        self.ko = None;
        true
    }

    /// Setup: removes a stone.
    pub fn remove(&mut self, x: u8, y: u8) -> bool {
        let i = y as usize * N + x as usize;
        if x as usize >= N || y as usize >= N || self.cells[i] == 0 {
            return false;
        }
        self.take(i);
        self.ko = None;
        true
    }

    /// The stones, sorted by (colour, (x, y)).
    pub fn stone_list(&self) -> Vec<(Color, (u8, u8))> {
        let mut black = Vec::with_capacity(self.stones);
        let mut white = Vec::new();
        let extent = (self.extent as usize).min(N);
        // Column by column, so each colour's stones come out in (x, y) order.
        for x in 0..extent {
            for y in 0..extent {
                match self.cells[y * N + x] {
                    1 => black.push((Color::Black, (x as u8, y as u8))),
                    2 => white.push((Color::White, (x as u8, y as u8))),
                    _ => {}
                }
            }
        }
        black.append(&mut white);
        black
    }
}
