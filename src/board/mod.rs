//! The board: a padded 1-D array of points with a border sentinel, chains with incrementally
//! maintained liberties, an empty-point list and incremental Zobrist hashing.
//!
//! Coordinates and points are `geometry`'s. `Board` is `Clone` and cheap to clone: playouts
//! copy it, and `play` allocates nothing.
//!
//! # Representation (for fast tactical code in `playout`)
//!
//! - Points: `index = (y + 1) * stride + (x + 1)` with `stride = size + 1`. Column 0 of every
//!   row is a border cell that also serves as the right border of the row above; rows 0 and
//!   `size + 1` are border rows, and one extra border cell follows so that every diagonal of an
//!   on-board point is inside the array. Hence `Point(0)` (PASS) is a border cell. Neighbours of
//!   `p` are `p - stride`, `p - 1`, `p + 1`, `p + stride`.
//! - Every array is sized `MAX_ARRAY` whatever the board size, so any index `< MAX_ARRAY` is in
//!   range; cells past `array_len()` are border.
//! - `cells[p]`: `EMPTY`, `BLACK`, `WHITE` or `BORDER` (`stone_cell(color)` maps a colour).
//! - Chains: `chain[p]` is the chain's head point (its id) for a stone, 0 otherwise.
//!   `next_stone[p]` links the stones of a chain in a ring. `chains[head]` holds the chain's
//!   size and its *pseudo-liberties*: every (stone, adjacent empty point) pair counts once, so a
//!   liberty shared by k stones counts k times. Besides their count we keep the sum and the sum
//!   of squares of the liberty point indexes: a chain is in atari exactly when all its
//!   pseudo-liberties are the same point, i.e. `count * sum_sq == sum^2` (Cauchy-Schwarz), and
//!   that point is `sum / count`. `in_atari` and `atari_liberty` are O(1); the real number of
//!   distinct liberties (`liberty_count`, `has_liberties`) walks the chain. `chains[0]` is a
//!   scratch entry: empty and border cells have chain id 0, so liberty updates can be done
//!   without branching on the neighbour's content; never read it.
//! - `empties[..empty_len]` lists the empty points in no particular order; `empty_index[p]` is
//!   the position of `p` in that list, so removal is a swap with the last entry.
//! - `ko`/`ko_color`: the point `ko_color` may not play on right now (0 when none).
//! - `hash_a`/`hash_b`: two independent Zobrist hashes of the stones; `hash()` is `hash_a`.
//!
//! Submodules add to `Board`: `play` (moves and setup stones: chains merged and captured, the
//! liberties, empties, ko and hashes kept up), `chains` (chain and eye queries), `count` (area
//! and territory), `diagram` (text diagrams), `validate` (recomputing the incremental state for
//! tests).

mod chains;
mod count;
mod diagram;
mod play;
mod validate;

pub use crate::geometry::{Color, Point, Symmetry, MAX_ARRAY, MAX_POINTS, MAX_SIZE, MIN_SIZE};

use crate::geometry::ZOBRIST;

pub(crate) const EMPTY: u8 = 0;
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
pub(crate) const BORDER: u8 = 3;

/// The `cells` value of a stone of `color`.
#[inline]
pub(crate) fn stone_cell(color: Color) -> u8 {
    color as u8 + 1
}

/// The colour of a stone `cells` value (BLACK or WHITE).
#[inline]
fn cell_color(cell: u8) -> Color {
    if cell == BLACK {
        Color::Black
    } else {
        Color::White
    }
}

/// Why a move cannot be played on the board (positional superko is checked by `Game`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Illegal {
    OffBoard,
    Occupied,
    Suicide,
    Ko,
}

/// Per-chain data, valid at the chain's head index.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ChainInfo {
    /// Pseudo-liberty count (a liberty adjacent to k stones of the chain counts k times).
    pub(crate) libs: u16,
    /// Number of stones.
    pub(crate) size: u16,
    /// Sum of the pseudo-liberty point indexes.
    pub(crate) lib_sum: u32,
    /// Sum of their squares (< 4 * 625 * 703^2 < 2^32).
    pub(crate) lib_sum_sq: u32,
}

impl ChainInfo {
    #[inline]
    fn add_lib(&mut self, lib: usize) {
        self.libs += 1;
        self.lib_sum += lib as u32;
        self.lib_sum_sq += (lib * lib) as u32;
    }

    /// Wrapping so that the scratch entry `chains[0]` (chain id of empty and border cells) may
    /// absorb updates meant for no chain without a branch; real chains never wrap.
    #[inline]
    fn remove_lib(&mut self, lib: usize) {
        self.libs = self.libs.wrapping_sub(1);
        self.lib_sum = self.lib_sum.wrapping_sub(lib as u32);
        self.lib_sum_sq = self.lib_sum_sq.wrapping_sub((lib * lib) as u32);
    }

    /// Adds `lib` when `yes`, without a branch (the neighbour pattern is unpredictable).
    #[inline]
    fn add_lib_if(&mut self, lib: usize, yes: bool) {
        let y = yes as u32;
        self.libs += y as u16;
        self.lib_sum += lib as u32 * y;
        self.lib_sum_sq += (lib * lib) as u32 * y;
    }

    /// Exactly one distinct liberty.
    #[inline]
    pub(crate) fn in_atari(&self) -> bool {
        self.libs > 0
            && (self.libs as u64) * (self.lib_sum_sq as u64)
                == (self.lib_sum as u64) * (self.lib_sum as u64)
    }
}

/// A set of points of one board, for de-duplicating liberties without allocation.
struct PointSet([u64; MAX_ARRAY.div_ceil(64)]);

impl PointSet {
    fn new() -> PointSet {
        PointSet([0; MAX_ARRAY.div_ceil(64)])
    }

    /// Adds `p`; true if it was not there yet.
    #[inline]
    fn insert(&mut self, p: usize) -> bool {
        let (word, bit) = (p / 64, 1u64 << (p % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
}

pub struct Board {
    pub(crate) size: usize,
    pub(crate) stride: usize,
    pub(crate) cells: [u8; MAX_ARRAY],
    pub(crate) chain: [u16; MAX_ARRAY],
    pub(crate) next_stone: [u16; MAX_ARRAY],
    pub(crate) chains: [ChainInfo; MAX_ARRAY],
    pub(crate) empties: [u16; MAX_POINTS],
    pub(crate) empty_index: [u16; MAX_ARRAY],
    pub(crate) empty_len: usize,
    pub(crate) ko: u16,
    pub(crate) ko_color: Color,
    pub(crate) last_move: Point,
    /// The move before `last_move` (the move model measures distances to both).
    pub(crate) previous_move: Point,
    pub(crate) hash_a: u64,
    pub(crate) hash_b: u64,
    pub(crate) captures: [u32; 2],
    pub(crate) stones: [u32; 2],
}

impl Clone for Board {
    fn clone(&self) -> Board {
        // Every field is plain data; the struct update takes all of them, new ones included.
        Board { ..*self }
    }

    /// Between boards of one size, copies only the part of each array that size uses: a
    /// board never writes past it after `Board::new`, so the rest is already equal. A 19x19
    /// board uses 60% of the arrays, a 9x9 one 16%; playouts and book building copy boards
    /// at every step and branch.
    fn clone_from(&mut self, source: &Board) {
        // Named in full, so that a new field cannot be forgotten here.
        let Board {
            size,
            stride,
            ref cells,
            ref chain,
            ref next_stone,
            ref chains,
            ref empties,
            ref empty_index,
            empty_len,
            ko,
            ko_color,
            last_move,
            previous_move,
            hash_a,
            hash_b,
            captures,
            stones,
        } = *source;
        if self.size != size {
            *self = Board::new(size);
        }
        // Up to the cell diagonal to the bottom-right point (see MAX_ARRAY).
        let used = (size + 2) * stride + 1;
        self.cells[..used].copy_from_slice(&cells[..used]);
        self.chain[..used].copy_from_slice(&chain[..used]);
        self.next_stone[..used].copy_from_slice(&next_stone[..used]);
        self.chains[..used].copy_from_slice(&chains[..used]);
        self.empty_index[..used].copy_from_slice(&empty_index[..used]);
        self.empties[..size * size].copy_from_slice(&empties[..size * size]);
        self.stride = stride;
        self.empty_len = empty_len;
        self.ko = ko;
        self.ko_color = ko_color;
        self.last_move = last_move;
        self.previous_move = previous_move;
        self.hash_a = hash_a;
        self.hash_b = hash_b;
        self.captures = captures;
        self.stones = stones;
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "Board {}x{} hash {:016x}",
            self.size, self.size, self.hash_a
        )?;
        f.write_str(&self.to_diagram())
    }
}

impl PartialEq for Board {
    /// Same size, stones, ko restriction and prisoners (the last move is history, not state).
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size
            && self.cells == other.cells
            && self.ko == other.ko
            && (self.ko == 0 || self.ko_color == other.ko_color)
            && self.captures == other.captures
    }
}

impl Eq for Board {}

impl Board {
    /// An empty board. Panics if `size` is outside MIN_SIZE..=MAX_SIZE: callers validate first.
    pub fn new(size: usize) -> Board {
        assert!(
            (MIN_SIZE..=MAX_SIZE).contains(&size),
            "board size {size} outside {MIN_SIZE}..={MAX_SIZE}"
        );
        let stride = size + 1;
        let mut board = Board {
            size,
            stride,
            cells: [BORDER; MAX_ARRAY],
            chain: [0; MAX_ARRAY],
            next_stone: [0; MAX_ARRAY],
            chains: [ChainInfo::default(); MAX_ARRAY],
            empties: [0; MAX_POINTS],
            empty_index: [0; MAX_ARRAY],
            empty_len: 0,
            ko: 0,
            ko_color: Color::Black,
            last_move: Point::PASS,
            previous_move: Point::PASS,
            hash_a: 0,
            hash_b: 0,
            captures: [0; 2],
            stones: [0; 2],
        };
        for y in 0..size {
            for x in 0..size {
                let p = (y + 1) * stride + x + 1;
                board.cells[p] = EMPTY;
                board.add_empty(p);
            }
        }
        board
    }

    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The point at column `x`, row `y` from the top.
    #[inline]
    pub fn point(&self, x: usize, y: usize) -> Point {
        Point::at(x, y, self.size)
    }

    /// Inverse of `point`. Undefined for PASS and border points.
    #[inline]
    pub fn xy(&self, p: Point) -> (usize, usize) {
        let i = p.index();
        (
            (i % self.stride).wrapping_sub(1),
            (i / self.stride).wrapping_sub(1),
        )
    }

    #[inline]
    pub fn is_on_board(&self, p: Point) -> bool {
        p.index() < MAX_ARRAY && self.cells[p.index()] != BORDER
    }

    /// Every on-board point, row by row from the top-left.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        let size = self.size;
        (0..size).flat_map(move |y| (0..size).map(move |x| self.point(x, y)))
    }

    /// Size of the padded array: every Point of this board has `index() < array_len()`.
    #[inline]
    pub fn array_len(&self) -> usize {
        (self.size + 2) * self.stride + 1
    }

    #[inline]
    pub fn color_at(&self, p: Point) -> Option<Color> {
        match self.cells.get(p.index()) {
            Some(&BLACK) => Some(Color::Black),
            Some(&WHITE) => Some(Color::White),
            _ => None,
        }
    }

    #[inline]
    pub fn is_empty_at(&self, p: Point) -> bool {
        self.cells.get(p.index()) == Some(&EMPTY)
    }

    /// The four orthogonal neighbours (some may be border points, which are not on board).
    #[inline]
    pub fn neighbours(&self, p: Point) -> [Point; 4] {
        // Wrapping: meaningless but panic-free for PASS and border points.
        let (p, s) = (p.0, self.stride as u16);
        [
            Point(p.wrapping_sub(s)),
            Point(p.wrapping_sub(1)),
            Point(p.wrapping_add(1)),
            Point(p.wrapping_add(s)),
        ]
    }

    #[inline]
    pub fn diagonals(&self, p: Point) -> [Point; 4] {
        let (p, s) = (p.0, self.stride as u16);
        [
            Point(p.wrapping_sub(s + 1)),
            Point(p.wrapping_sub(s - 1)),
            Point(p.wrapping_add(s - 1)),
            Point(p.wrapping_add(s + 1)),
        ]
    }

    /// Neighbour indexes of an on-board index (all `< MAX_ARRAY`).
    #[inline(always)]
    fn adj(&self, p: usize) -> [usize; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    /// Legal under simple ko and no-suicide. PASS is always legal.
    #[inline(always)]
    pub fn is_legal(&self, color: Color, p: Point) -> bool {
        let pi = p.index();
        if pi >= MAX_ARRAY || self.cells[pi] != EMPTY {
            return p.is_pass();
        }
        // The common case: an empty neighbour is a liberty. The ko point never has one (the
        // captured stone's other neighbours are all capturer stones or border).
        let [a, b, c, d] = self.adj(pi);
        if self.cells[a] == EMPTY
            || self.cells[b] == EMPTY
            || self.cells[c] == EMPTY
            || self.cells[d] == EMPTY
        {
            return true;
        }
        let ko_banned = self.ko == p.0 && self.ko_color == color;
        !ko_banned && !self.suicide_at_empty(color, p)
    }

    /// Why `color` may not play at `p` (PASS is always fine).
    pub fn check_move(&self, color: Color, p: Point) -> Result<(), Illegal> {
        if p.is_pass() {
            return Ok(());
        }
        if !self.is_on_board(p) {
            return Err(Illegal::OffBoard);
        }
        if self.cells[p.index()] != EMPTY {
            return Err(Illegal::Occupied);
        }
        if self.ko == p.0 && self.ko_color == color {
            return Err(Illegal::Ko);
        }
        if self.suicide_at_empty(color, p) {
            return Err(Illegal::Suicide);
        }
        Ok(())
    }

    /// Would a stone of `color` at `p` have no liberty after its captures? False when `p` is
    /// not an empty on-board point.
    #[inline]
    pub fn is_suicide(&self, color: Color, p: Point) -> bool {
        self.is_empty_at(p) && self.suicide_at_empty(color, p)
    }

    /// `is_suicide` for a point known to be empty and on the board.
    #[inline]
    fn suicide_at_empty(&self, color: Color, p: Point) -> bool {
        let own = stone_cell(color);
        for n in self.adj(p.index()) {
            let cell = self.cells[n];
            if cell == EMPTY {
                return false;
            }
            if cell == BORDER {
                continue;
            }
            let in_atari = self.chains[self.chain[n] as usize].in_atari();
            // A friendly chain with a second liberty keeps the new stone alive; an enemy chain
            // whose only liberty is `p` gets captured and frees a liberty.
            if (cell == own) != in_atari {
                return false;
            }
        }
        true
    }

    /// The point a simple-ko recapture is forbidden on, for the side to move next.
    #[inline]
    pub fn ko_point(&self) -> Option<Point> {
        (self.ko != 0).then_some(Point(self.ko))
    }

    /// Lifts the simple-ko ban: how a reader lets one side retake every ko at once, as if it
    /// always had a threat to play first.
    pub fn lift_ko_ban(&mut self) {
        self.ko = 0;
    }

    /// The last move played with `play` (PASS if none or a pass).
    #[inline]
    pub fn last_move(&self) -> Point {
        self.last_move
    }

    /// The move played before `last_move` (PASS if none or a pass).
    #[inline]
    pub fn previous_move(&self) -> Point {
        self.previous_move
    }

    /// Zobrist hash of the stones alone (for positional superko).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash_a
    }

    /// 128-bit key for the transposition table: stones, side to move and ko point.
    pub fn tt_key(&self, to_play: Color) -> u128 {
        let (mut a, mut b) = (self.hash_a, self.hash_b);
        if to_play == Color::White {
            a ^= ZOBRIST.white_a;
            b ^= ZOBRIST.white_b;
        }
        // The ko point only matters when it restricts the side to move.
        if self.ko != 0 && self.ko_color == to_play {
            a ^= ZOBRIST.ko_a[self.ko as usize];
            b ^= ZOBRIST.ko_b[self.ko as usize];
        }
        ((a as u128) << 64) | b as u128
    }

    /// The stones-only hash after `color` plays the legal move `p` (PASS: unchanged), computed
    /// without playing it: for superko checks.
    pub fn hash_after(&self, color: Color, p: Point) -> u64 {
        if p.is_pass() || !self.is_on_board(p) {
            return self.hash_a;
        }
        let mut h = self.hash_a ^ ZOBRIST.stone_a[color.index()][p.index()];
        let opp = stone_cell(color.opponent());
        let mut seen = [0usize; 4];
        for (i, n) in self.adj(p.index()).into_iter().enumerate() {
            if self.cells[n] != opp {
                continue;
            }
            let head = self.chain[n] as usize;
            if seen[..i].contains(&head) || !self.chains[head].in_atari() {
                continue;
            }
            seen[i] = head;
            for s in self.chain_stones(Point(head as u16)) {
                h ^= ZOBRIST.stone_a[color.opponent().index()][s.index()];
            }
        }
        h
    }

    /// Prisoners taken so far by `color`.
    #[inline]
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    #[inline]
    pub fn stone_count(&self, color: Color) -> u32 {
        self.stones[color.index()]
    }

    #[inline]
    pub fn empty_points(&self) -> &[Point] {
        let list = &self.empties[..self.empty_len];
        // SAFETY: `Point` is `#[repr(transparent)]` over `u16`, so a `[u16]` slice is a valid
        // `[Point]` slice of the same length and lifetime.
        unsafe { std::slice::from_raw_parts(list.as_ptr() as *const Point, list.len()) }
    }
}
