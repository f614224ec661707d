//! Points, colours and board sizes: the one coordinate convention every module uses.
//!
//! `x` is the column from the left (0-based), `y` the row from the TOP (0-based), i.e. SGF
//! orientation; GTP row number = size - y. A `Point` is an index into the padded 1-D array
//! `index = (y + 1) * (size + 1) + (x + 1)`, so it is only meaningful together with a board
//! size; `Point(0)` is never on a board and doubles as `Point::PASS`.

pub const MIN_SIZE: usize = 2;
pub const MAX_SIZE: usize = 25;
/// Length of every per-point array: `(MAX_SIZE + 2)` rows of `MAX_SIZE + 1` cells, plus the
/// cell diagonal to the bottom-right point.
pub const MAX_ARRAY: usize = (MAX_SIZE + 2) * (MAX_SIZE + 1) + 1;
/// The most on-board points any board has.
pub const MAX_POINTS: usize = MAX_SIZE * MAX_SIZE;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    Black = 0,
    White = 1,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// An index into the padded board array. Only meaningful together with the board it came from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
#[repr(transparent)]
pub struct Point(pub u16);

impl Point {
    pub const PASS: Point = Point(0);

    #[inline]
    pub fn is_pass(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The point at column `x`, row `y` from the top of a `size`×`size` board.
    #[inline]
    pub fn at(x: usize, y: usize, size: usize) -> Point {
        debug_assert!(x < size && y < size);
        Point(((y + 1) * (size + 1) + x + 1) as u16)
    }

    /// Inverse of `at`; None for PASS and border points.
    #[inline]
    pub fn xy(self, size: usize) -> Option<(usize, usize)> {
        let stride = size + 1;
        let i = self.index();
        let (x, y) = ((i % stride).wrapping_sub(1), (i / stride).wrapping_sub(1));
        (x < size && y < size).then_some((x, y))
    }
}
