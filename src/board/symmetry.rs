//! The eight symmetries of the square board, as maps on (x, y) coordinates.

/// Symmetry number 0 is the identity. The board owner documents what each number does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Symmetry(pub u8);

#[allow(unused_variables)]
impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// Maps (x, y) on a size×size board.
    pub fn apply(self, x: usize, y: usize, size: usize) -> (usize, usize) {
        todo!()
    }

    pub fn inverse(self) -> Symmetry {
        todo!()
    }
}
