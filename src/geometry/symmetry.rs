//! The eight symmetries of the square board, as maps on (x, y) coordinates.
//!
//! Numbering: bit 2 = transpose (swap x and y), bit 0 = flip x (`x -> size - 1 - x`),
//! bit 1 = flip y. They are applied in that order: first the transpose, then the flips. So
//! 0 is the identity, 1 mirrors left-right, 2 mirrors top-bottom, 3 rotates by 180 degrees,
//! 4 transposes, 5 and 6 are the two quarter turns and 7 is the anti-diagonal mirror.

use super::Point;

/// Symmetry number 0 is the identity; the module comment says what each number does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Symmetry(pub u8);

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

    pub const IDENTITY: Symmetry = Symmetry(0);

    /// Maps (x, y) on a size×size board.
    #[inline]
    pub fn apply(self, x: usize, y: usize, size: usize) -> (usize, usize) {
        let (mut x, mut y) = if self.0 & 4 != 0 { (y, x) } else { (x, y) };
        if self.0 & 1 != 0 {
            x = size - 1 - x;
        }
        if self.0 & 2 != 0 {
            y = size - 1 - y;
        }
        (x, y)
    }

    /// Maps an on-board point of a `size`×`size` board (PASS and border points stay put).
    pub fn map_point(self, size: usize, p: Point) -> Point {
        match p.xy(size) {
            Some((x, y)) => {
                let (u, v) = self.apply(x, y, size);
                Point::at(u, v, size)
            }
            None => p,
        }
    }

    pub fn inverse(self) -> Symmetry {
        if self.0 & 4 == 0 {
            // Flips are involutions and commute.
            self
        } else {
            // (F_x^a F_y^b T)^-1 = T F_x^a F_y^b = F_y^a F_x^b T: the flip bits swap.
            Symmetry(4 | ((self.0 & 1) << 1) | ((self.0 >> 1) & 1))
        }
    }

    /// The symmetry that applies `self` first and then `then`.
    pub fn compose(self, then: Symmetry) -> Symmetry {
        // On a 3x3 board the images of (0, 0) and (1, 0) identify a symmetry uniquely.
        let target = |s: Symmetry| {
            let (a, b) = (s.apply(0, 0, 3), s.apply(1, 0, 3));
            (a, b)
        };
        let want = {
            let (ax, ay) = self.apply(0, 0, 3);
            let (bx, by) = self.apply(1, 0, 3);
            (then.apply(ax, ay, 3), then.apply(bx, by, 3))
        };
        Symmetry::ALL
            .into_iter()
            .find(|&s| target(s) == want)
            .unwrap_or(Symmetry::IDENTITY)
    }
}
