//! Geometry shared by every module: points and coordinates, their GTP names, the eight
//! symmetries of the square board and the Zobrist keys. One of each, so that a board, a pattern,
//! a joseki window and a tool agree on what a point, its name, a mirror image and a hash are.

mod point;
mod symmetry;
mod vertex;
mod zobrist;

pub use point::{Color, Point, MAX_ARRAY, MAX_POINTS, MAX_SIZE, MIN_SIZE};
pub use symmetry::Symmetry;
pub use vertex::{column_letter, format_vertex, parse_vertex, Vertex, COLUMNS};
pub use zobrist::splitmix64;
pub(crate) use zobrist::ZOBRIST;
