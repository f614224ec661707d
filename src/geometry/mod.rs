//! Geometry shared by every module: points and coordinates, the eight symmetries of the square
//! board and the Zobrist keys. One of each, so that a board, a pattern and a joseki window agree
//! on what a point, a mirror image and a hash are.

mod point;
mod symmetry;
mod zobrist;

pub use point::{Color, Point, MAX_ARRAY, MAX_POINTS, MAX_SIZE, MIN_SIZE};
pub use symmetry::Symmetry;
pub use zobrist::splitmix64;
pub(crate) use zobrist::ZOBRIST;
