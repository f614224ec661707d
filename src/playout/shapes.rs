//! 3x3 shape patterns around an empty point, in the spirit of the MoGo playout patterns (hane,
//! cut, edge shapes). The neighbourhood is packed into 16 bits, two per neighbour, relative to
//! the player to move, and looked up in a table built once from the pattern text below with all
//! rotations, reflections and both colour assignments. A richer pattern set can replace
//! `MOGO_STYLE` or the table without touching the callers.

use crate::board::{Board, Color, Point};
use std::sync::OnceLock;

// States of a neighbour in a code, relative to the mover. OWN and OPP equal the board's BLACK
// and WHITE cell values, EDGE its BORDER, so codes for Black are the raw cells.
const EMPTY: u16 = crate::board::EMPTY as u16;
const OWN: u16 = crate::board::BLACK as u16;
const OPP: u16 = crate::board::WHITE as u16;
const EDGE: u16 = crate::board::BORDER as u16;

/// Patterns with the move at the centre. `X` and `O` are the two colours (either may be the
/// mover: each pattern is also added with colours swapped), `.` empty, `#` off board, `?` any,
/// `x` anything but an X stone, `o` anything but an O stone. Rows top to bottom.
const MOGO_STYLE: &[&str] = &[
    // Hane enclosing an opponent stone between two of ours.
    "XOX ... ???",
    // Hane that leaves no cutting point behind.
    "XO. ... ?.?",
    // Bending around (magari) next to our own stone.
    "XO? X.. x.?",
    // Thin hane at the head of a stone.
    ".O. X.. ...",
    // Cutting where the opponent has not protected.
    "XO? O.o ?o?",
    // Cutting a peep.
    "XO? O.X ???",
    // Pushing out between two stones (de).
    "?X? O.O ooo",
    // Keima cut.
    "OX? o.O ???",
    // Edge: chasing along the side.
    "X.? O.? ###",
    // Edge: blocking a cut on the side.
    "OX? X.O ###",
    // Edge: blocking a connection underneath.
    "?X? x.O ###",
    // Edge: descending (sagari) next to an opponent stone.
    "?XO x.x ###",
    // Edge: cutting on the side.
    "?OX X.O ###",
];

/// Offsets (dx, dy) of the 8 neighbours in code order: row by row from the top-left, centre
/// skipped. Neighbour i occupies bits 2i and 2i+1 of a code here, and the move model's 3x3
/// codes use the same order.
pub(crate) const RING: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// One cell of a pattern: which of the four states it accepts (bit per state).
fn cell_mask(ch: u8, swap: bool) -> Option<u8> {
    let (x, o) = if swap { (OPP, OWN) } else { (OWN, OPP) };
    let bit = |s: u16| 1u8 << s;
    Some(match ch {
        b'X' => bit(x),
        b'O' => bit(o),
        b'.' => bit(EMPTY),
        b'#' => bit(EDGE),
        b'?' => 0b1111,
        b'x' => 0b1111 & !bit(x),
        b'o' => 0b1111 & !bit(o),
        _ => return None,
    })
}

/// The 3x3 cells of a pattern string (whitespace ignored), row by row.
fn parse(text: &str) -> Option<[u8; 9]> {
    let mut cells = [0u8; 9];
    let mut n = 0;
    for b in text.bytes().filter(|b| !b.is_ascii_whitespace()) {
        if n == 9 {
            return None;
        }
        cells[n] = b;
        n += 1;
    }
    (n == 9 && cells[4] == b'.').then_some(cells)
}

/// The 8 dihedral transforms of a 3x3 grid, as maps of (x, y) in -1..=1.
fn transform(t: usize, (x, y): (i32, i32)) -> (i32, i32) {
    let (x, y) = if t & 1 != 0 { (-x, y) } else { (x, y) };
    let (x, y) = if t & 2 != 0 { (x, -y) } else { (x, y) };
    if t & 4 != 0 {
        (y, x)
    } else {
        (x, y)
    }
}

/// Bitset over all 65536 codes.
pub struct PatternTable {
    bits: Vec<u64>,
}

impl PatternTable {
    pub fn from_patterns(patterns: &[&str]) -> Result<PatternTable, String> {
        let mut bits = vec![0u64; 1 << 10];
        for text in patterns {
            let cells = parse(text).ok_or_else(|| format!("bad pattern {text:?}"))?;
            for t in 0..8 {
                for swap in [false, true] {
                    // Allowed states per code position after transforming the pattern.
                    let mut masks = [0u8; 8];
                    for (i, &(dx, dy)) in RING.iter().enumerate() {
                        let (sx, sy) = transform(t, (dx, dy));
                        let ch = cells[((sy + 1) * 3 + sx + 1) as usize];
                        masks[i] =
                            cell_mask(ch, swap).ok_or_else(|| format!("bad cell in {text:?}"))?;
                    }
                    enumerate(&masks, 0, 0, &mut bits);
                }
            }
        }
        Ok(PatternTable { bits })
    }

    #[inline]
    pub fn matches(&self, code: u16) -> bool {
        self.bits[(code >> 6) as usize] & (1u64 << (code & 63)) != 0
    }
}

/// Sets every code whose states fit `masks` from position `i` on.
fn enumerate(masks: &[u8; 8], i: usize, code: u16, bits: &mut [u64]) {
    if i == 8 {
        bits[(code >> 6) as usize] |= 1u64 << (code & 63);
        return;
    }
    for s in 0..4u16 {
        if masks[i] & (1 << s) != 0 {
            enumerate(masks, i + 1, code | (s << (2 * i)), bits);
        }
    }
}

/// The built-in table (built on first use).
pub fn mogo_table() -> &'static PatternTable {
    static TABLE: OnceLock<PatternTable> = OnceLock::new();
    TABLE.get_or_init(|| PatternTable::from_patterns(MOGO_STYLE).expect("built-in patterns parse"))
}

/// The 8 neighbours of a point, as offsets in the board's padded array (code order).
#[derive(Copy, Clone, Debug)]
pub struct Ring {
    offsets: [isize; 8],
}

impl Ring {
    pub fn new(board: &Board) -> Ring {
        let s = board.stride as isize;
        Ring {
            offsets: [-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1],
        }
    }

    /// The neighbour `i` (code order) of on-board point `p`; may be a border point.
    #[inline]
    pub fn at(&self, p: Point, i: usize) -> Point {
        Point((p.0 as isize + self.offsets[i]) as u16)
    }

    /// The 3x3 code of the neighbourhood of on-board `p`, seen by `color`.
    #[inline]
    pub fn code(&self, board: &Board, color: Color, p: Point) -> u16 {
        // The board's cell values (empty 0, black 1, white 2, border 3) are the code's states
        // as Black sees them; for White, swap 1 and 2 in every field whose two bits differ.
        let mut code = 0u16;
        for (i, &o) in self.offsets.iter().enumerate() {
            let cell = board.cells[(p.0 as isize + o) as usize] as u16;
            code |= cell << (2 * i);
        }
        if color == Color::White {
            let differ = (code ^ (code >> 1)) & 0x5555;
            code ^= differ | (differ << 1);
        }
        code
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(rows: &str) -> u16 {
        // Cells here are already relative to the mover: X own, O opponent.
        let cells = parse(rows).unwrap();
        let mut code = 0;
        for (i, &(dx, dy)) in RING.iter().enumerate() {
            let s = match cells[((dy + 1) * 3 + dx + 1) as usize] {
                b'X' => OWN,
                b'O' => OPP,
                b'#' => EDGE,
                _ => EMPTY,
            };
            code |= s << (2 * i);
        }
        code
    }

    #[test]
    fn hane_matches_in_every_orientation_and_colour() {
        let t = mogo_table();
        for rows in ["XOX ... ...", "... ... XOX", "X.. O.. X..", "OXO ... ..."] {
            assert!(t.matches(code_of(rows)), "{rows}");
        }
    }

    #[test]
    fn empty_neighbourhood_and_edge_without_shape_do_not_match() {
        let t = mogo_table();
        assert!(!t.matches(code_of("... ... ...")));
        assert!(!t.matches(code_of("... ... ###")));
        assert!(!t.matches(code_of("X.. ... ...")));
    }

    #[test]
    fn bad_patterns_are_errors() {
        assert!(PatternTable::from_patterns(&["XOX ..."]).is_err());
        assert!(PatternTable::from_patterns(&["XOX .X. ???"]).is_err());
        assert!(PatternTable::from_patterns(&["XOZ ... ???"]).is_err());
    }
}
