//! The board: a padded 1-D array of points with a border sentinel, chains with incrementally
//! maintained liberties, an empty-point list and incremental Zobrist hashing.
//!
//! CONTRACT (other modules code against these signatures; the board owner fills in the bodies
//! and may add methods, but must not change these without updating every caller):
//! - Coordinates: `x` is the column from the left (0-based), `y` the row from the TOP (0-based),
//!   i.e. SGF orientation. GTP row number = size - y.
//! - `Point(0)` is never on the board and doubles as `Point::PASS`.
//! - `Board` is `Clone` and cheap to clone (playouts copy it; no heap allocation in `play`).

mod symmetry;
pub use symmetry::Symmetry;

pub const MIN_SIZE: usize = 2;
pub const MAX_SIZE: usize = 25;

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
}

/// Why a move cannot be played on the board (positional superko is checked by `Game`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Illegal {
    OffBoard,
    Occupied,
    Suicide,
    Ko,
}

#[derive(Clone, Debug)]
pub struct Board {
    // The board owner decides the representation; fields are pub(crate) so that tactical
    // helpers in `playout` can read them without copies.
}

#[allow(unused_variables)]
impl Board {
    /// An empty board. Panics if `size` is outside MIN_SIZE..=MAX_SIZE: callers validate first.
    pub fn new(size: usize) -> Board {
        todo!()
    }
    pub fn size(&self) -> usize {
        todo!()
    }
    /// The point at column `x`, row `y` from the top.
    pub fn point(&self, x: usize, y: usize) -> Point {
        todo!()
    }
    /// Inverse of `point`. Undefined for PASS and border points.
    pub fn xy(&self, p: Point) -> (usize, usize) {
        todo!()
    }
    pub fn is_on_board(&self, p: Point) -> bool {
        todo!()
    }
    /// Every on-board point, row by row from the top-left.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        std::iter::empty()
    }
    /// Size of the padded array: every Point of this board has `index() < array_len()`.
    pub fn array_len(&self) -> usize {
        todo!()
    }
    pub fn color_at(&self, p: Point) -> Option<Color> {
        todo!()
    }
    pub fn is_empty_at(&self, p: Point) -> bool {
        todo!()
    }
    /// The four orthogonal neighbours (some may be border points, which are not on board).
    pub fn neighbours(&self, p: Point) -> [Point; 4] {
        todo!()
    }
    pub fn diagonals(&self, p: Point) -> [Point; 4] {
        todo!()
    }
    /// Legal under simple ko and no-suicide. PASS is always legal.
    pub fn is_legal(&self, color: Color, p: Point) -> bool {
        todo!()
    }
    /// Plays a stone (or passes), removing captured chains.
    pub fn play(&mut self, color: Color, p: Point) -> Result<(), Illegal> {
        todo!()
    }
    /// Places a stone without capture or legality logic beyond "point empty": for setup (AB/AW,
    /// handicap). Keeps chains, liberties and hash consistent.
    pub fn place_setup(&mut self, color: Color, p: Point) -> Result<(), Illegal> {
        todo!()
    }
    /// Removes a stone for setup (SGF AE). Keeps chains, liberties and hash consistent.
    pub fn remove_setup(&mut self, p: Point) -> Result<(), Illegal> {
        todo!()
    }
    /// The point a simple-ko recapture is forbidden on, for the side to move next.
    pub fn ko_point(&self) -> Option<Point> {
        todo!()
    }
    /// The last move played with `play` (PASS if none or a pass).
    pub fn last_move(&self) -> Point {
        todo!()
    }
    /// Zobrist hash of the stones alone (for positional superko).
    pub fn hash(&self) -> u64 {
        todo!()
    }
    /// 128-bit key for the transposition table: stones, side to move and ko point.
    pub fn tt_key(&self, to_play: Color) -> u128 {
        todo!()
    }
    /// Prisoners taken so far by `color`.
    pub fn captures(&self, color: Color) -> u32 {
        todo!()
    }
    pub fn stone_count(&self, color: Color) -> u32 {
        todo!()
    }
    pub fn empty_points(&self) -> &[Point] {
        &[]
    }
    /// A stable identifier of the chain through `p` (e.g. its head point); p must hold a stone.
    pub fn chain_id(&self, p: Point) -> Point {
        todo!()
    }
    pub fn liberty_count(&self, p: Point) -> u32 {
        todo!()
    }
    /// The stones of the chain through `p`.
    pub fn chain_stones(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        std::iter::empty()
    }
    /// The liberties of the chain through `p`, each once.
    pub fn chain_liberties(&self, p: Point) -> smallvec::SmallVec<[Point; 8]> {
        todo!()
    }
    /// If the chain through `p` has exactly one liberty, that liberty.
    pub fn atari_liberty(&self, p: Point) -> Option<Point> {
        todo!()
    }
    /// `p` is empty, every on-board neighbour is `color`, and the diagonals do not make it a
    /// false eye (at most one opponent diagonal in the centre, none on the edge).
    pub fn is_eye(&self, color: Color, p: Point) -> bool {
        todo!()
    }
    /// Area score (stones + empty regions reached by one colour only), Black minus White,
    /// without komi.
    pub fn area_score(&self) -> i32 {
        todo!()
    }
    /// Rows of `.` `X` (black) `O` (white), top row first, separated by newlines.
    pub fn to_diagram(&self) -> String {
        todo!()
    }
    /// Inverse of `to_diagram` (whitespace between symbols and blank lines ignored); the size is
    /// the number of rows. Stones are placed as setup. Err on a non-square diagram or bad symbol.
    pub fn from_diagram(text: &str) -> Result<Board, String> {
        todo!()
    }
}
