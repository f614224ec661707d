//! A minimal 19x19 board for replaying book lines while building: captures, suicide and simple
//! ko, with Zobrist hashes of the position and of its mirror image kept up to date.
//!
//! The engine's `Board` is built for playouts and is large to copy; book building copies the
//! position at every branch of tens of thousands of lines, so this one is two bitsets (about a
//! hundred bytes). Points are numbered column by column (`x * 19 + y`) so that walking the set
//! bits yields stones in the (x, y) order the position graph stores them in.

use super::graph::stone_key;
use super::tree::BOOK_SIZE;
use crate::board::{Color, Illegal};

const N: usize = BOOK_SIZE;
const WORDS: usize = (N * N).div_ceil(64);

type Bits = [u64; WORDS];

#[inline]
fn has(bits: &Bits, i: usize) -> bool {
    bits[i / 64] & (1 << (i % 64)) != 0
}

#[inline]
fn set(bits: &mut Bits, i: usize) {
    bits[i / 64] |= 1 << (i % 64);
}

#[inline]
fn clear(bits: &mut Bits, i: usize) {
    bits[i / 64] &= !(1 << (i % 64));
}

/// Removes and returns the lowest set point.
#[inline]
fn pop(bits: &mut Bits) -> Option<usize> {
    let word = bits.iter().position(|&w| w != 0)?;
    let i = word * 64 + bits[word].trailing_zeros() as usize;
    bits[word] &= bits[word] - 1;
    Some(i)
}

#[derive(Clone, Debug)]
pub(crate) struct Grid {
    /// Stones by colour index; bit `x * N + y`.
    bits: [Bits; 2],
    ko: Option<u16>,
    /// Hash of the stones, and of the stones with x and y exchanged.
    pub hash: u64,
    pub mirror_hash: u64,
    pub stones: usize,
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            bits: [[0; WORDS]; 2],
            ko: None,
            hash: 0,
            mirror_hash: 0,
            stones: 0,
        }
    }
}

/// The points next to `i`, in a fixed array so hot loops need no iterator state.
#[inline]
fn neighbours(i: usize) -> ([usize; 4], usize) {
    let (x, y) = (i / N, i % N);
    let mut out = [0; 4];
    let mut len = 0;
    for (ok, n) in [
        (y > 0, i.wrapping_sub(1)),
        (y + 1 < N, i + 1),
        (x > 0, i.wrapping_sub(N)),
        (x + 1 < N, i + N),
    ] {
        out[len] = n;
        len += ok as usize;
    }
    (out, len)
}

impl Grid {
    #[inline]
    fn color_of(&self, i: usize) -> Option<Color> {
        if has(&self.bits[Color::Black.index()], i) {
            Some(Color::Black)
        } else if has(&self.bits[Color::White.index()], i) {
            Some(Color::White)
        } else {
            None
        }
    }

    #[inline]
    fn is_empty(&self, i: usize) -> bool {
        !has(&self.bits[0], i) && !has(&self.bits[1], i)
    }

    fn toggle(&mut self, i: usize, color: Color) {
        let (x, y) = (i / N, i % N);
        self.hash ^= stone_key(color, x, y);
        self.mirror_hash ^= stone_key(color, y, x);
    }

    fn put(&mut self, i: usize, color: Color) {
        set(&mut self.bits[color.index()], i);
        self.toggle(i, color);
        self.stones += 1;
    }

    fn take(&mut self, i: usize) {
        if let Some(c) = self.color_of(i) {
            clear(&mut self.bits[c.index()], i);
            self.toggle(i, c);
            self.stones -= 1;
        }
    }

    /// The chain of `color` through `i`, or None as soon as it shows a liberty (joseki chains
    /// mostly have one next to where the search starts).
    fn chain_without_liberty(&self, i: usize, color: Color) -> Option<Bits> {
        let (next, len) = neighbours(i);
        if next[..len].iter().any(|&n| self.is_empty(n)) {
            return None;
        }
        let own = &self.bits[color.index()];
        let mut chain = [0; WORDS];
        set(&mut chain, i);
        let mut todo = chain;
        while let Some(at) = pop(&mut todo) {
            let (next, len) = neighbours(at);
            for &n in &next[..len] {
                if self.is_empty(n) {
                    return None;
                }
                if has(own, n) && !has(&chain, n) {
                    set(&mut chain, n);
                    set(&mut todo, n);
                }
            }
        }
        Some(chain)
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
        let i = x * N + y;
        if !self.is_empty(i) {
            return Err(Illegal::Occupied);
        }
        if self.ko == Some(i as u16) {
            return Err(Illegal::Ko);
        }
        self.put(i, color);
        let opponent = color.opponent();
        let (next, len) = neighbours(i);
        let next = &next[..len];
        let mut captured = 0;
        let mut last_captured = 0;
        for &n in next {
            if !has(&self.bits[opponent.index()], n) {
                continue;
            }
            if let Some(mut chain) = self.chain_without_liberty(n, opponent) {
                while let Some(s) = pop(&mut chain) {
                    self.take(s);
                    captured += 1;
                }
                last_captured = n;
            }
        }
        let (mut empty, mut friends) = (0, 0);
        for &n in next {
            if self.is_empty(n) {
                empty += 1;
            } else if has(&self.bits[color.index()], n) {
                friends += 1;
            }
        }
        if empty == 0 && self.chain_without_liberty(i, color).is_some() {
            self.take(i);
            return Err(Illegal::Suicide);
        }
        // A lone stone that captured one stone and has that point as its only liberty.
        let lone = friends == 0 && empty == 1;
        self.ko = (captured == 1 && lone).then_some(last_captured as u16);
        Ok(())
    }

    /// Setup: places a stone on an empty point.
    pub fn place(&mut self, color: Color, x: u8, y: u8) -> bool {
        let i = x as usize * N + y as usize;
        if x as usize >= N || y as usize >= N || !self.is_empty(i) {
            return false;
        }
        self.put(i, color);
        self.ko = None;
        true
    }

    /// Setup: removes a stone.
    pub fn remove(&mut self, x: u8, y: u8) -> bool {
        let i = x as usize * N + y as usize;
        if x as usize >= N || y as usize >= N || self.is_empty(i) {
            return false;
        }
        self.take(i);
        self.ko = None;
        true
    }

    /// Column `x` of `color`'s stones as a bitset of rows (bit `y`).
    #[inline]
    pub fn column(&self, color: Color, x: usize) -> u32 {
        let bits = &self.bits[color.index()];
        let (word, offset) = ((x * N) / 64, (x * N) % 64);
        let mut column = bits[word] >> offset;
        if offset + N > 64 && word + 1 < WORDS {
            column |= bits[word + 1] << (64 - offset);
        }
        (column & ((1 << N) - 1)) as u32
    }

    /// One more than the largest column holding a stone of `color` (0 without stones).
    #[inline]
    pub fn columns_used(&self, color: Color) -> usize {
        let bits = &self.bits[color.index()];
        (0..WORDS).rev().find(|&w| bits[w] != 0).map_or(0, |w| {
            (w * 64 + 63 - bits[w].leading_zeros() as usize) / N + 1
        })
    }
}
