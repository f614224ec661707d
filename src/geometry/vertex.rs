//! GTP vertex names (`D4`, `Q16`): a column letter, A–Z without I, and the row counted from the
//! bottom. The engine, its tools and the pages they draw read and write them here, so that they
//! name a point alike.

use super::{Point, MAX_SIZE};

/// Column letters: A–Z without I, which reads too easily as J or 1.
pub const COLUMNS: &[u8; MAX_SIZE] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// A syntactically valid GTP vertex, not yet checked against a board size.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Vertex {
    Pass,
    /// Column from the left (0-based) and row from the bottom (1-based).
    At {
        x: usize,
        row: usize,
    },
}

impl Vertex {
    /// The point on a board of `size`, PASS for a pass, None when the vertex lies off it.
    pub fn to_point(self, size: usize) -> Option<Point> {
        match self {
            Vertex::Pass => Some(Point::PASS),
            Vertex::At { x, row } => {
                (x < size && row <= size).then(|| Point::at(x, size - row, size))
            }
        }
    }

    /// Column and row from the top on a board of `size`: Some(None) for a pass, None when the
    /// vertex lies off the board.
    pub fn to_xy(self, size: usize) -> Option<Option<(usize, usize)>> {
        match self {
            Vertex::Pass => Some(None),
            Vertex::At { x, row } => (x < size && row <= size).then(|| Some((x, size - row))),
        }
    }
}

/// `pass` or letter+row in any case, the letter not `I`, the row 1..=25 in one or two digits.
pub fn parse_vertex(token: &str) -> Option<Vertex> {
    if token.eq_ignore_ascii_case("pass") {
        return Some(Vertex::Pass);
    }
    let bytes = token.as_bytes();
    let (&letter, digits) = bytes.split_first()?;
    let letter = letter.to_ascii_uppercase();
    let x = COLUMNS.iter().position(|&c| c == letter)?;
    if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let row: usize = std::str::from_utf8(digits).ok()?.parse().ok()?;
    (1..=MAX_SIZE)
        .contains(&row)
        .then_some(Vertex::At { x, row })
}

/// The letter of column `x`, None past the last column.
pub fn column_letter(x: usize) -> Option<char> {
    COLUMNS.get(x).map(|&c| c as char)
}

/// `D4`-style name of column `x`, row `y` from the top of a board of `size`; `x` must be below
/// `MAX_SIZE` and `y` below `size`.
pub fn format_vertex(size: usize, x: usize, y: usize) -> String {
    format!("{}{}", COLUMNS[x] as char, size - y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_size() {
        for size in [9, 13, 19, MAX_SIZE] {
            for y in 0..size {
                for x in 0..size {
                    let name = format_vertex(size, x, y);
                    let vertex = parse_vertex(&name).expect("a written name reads back");
                    assert_eq!(vertex.to_xy(size), Some(Some((x, y))), "{name}");
                    assert_eq!(vertex.to_point(size), Some(Point::at(x, y, size)), "{name}");
                }
            }
        }
    }

    #[test]
    fn i_and_malformed_rows_are_refused() {
        for bad in [
            "I5", "i5", "A0", "A26", "A123", "A", "", "A+4", "5A", "PASSX",
        ] {
            assert_eq!(parse_vertex(bad), None, "{bad}");
        }
        assert_eq!(parse_vertex("PaSs"), Some(Vertex::Pass));
        assert_eq!(parse_vertex("j10"), Some(Vertex::At { x: 8, row: 10 }));
        assert_eq!(parse_vertex("T20").and_then(|v| v.to_xy(19)), None);
        assert_eq!(parse_vertex("T20").and_then(|v| v.to_point(19)), None);
        assert_eq!(column_letter(8), Some('J'));
        assert_eq!(column_letter(MAX_SIZE), None);
    }

    #[test]
    fn the_gtp_grammar() {
        assert_eq!(parse_vertex("A1"), Some(Vertex::At { x: 0, row: 1 }));
        assert_eq!(parse_vertex("d4"), Some(Vertex::At { x: 3, row: 4 }));
        assert_eq!(parse_vertex("J10"), Some(Vertex::At { x: 8, row: 10 }));
        assert_eq!(parse_vertex("Z25"), Some(Vertex::At { x: 24, row: 25 }));
        assert_eq!(parse_vertex("PASS"), Some(Vertex::Pass));
        assert_eq!(parse_vertex("pass"), Some(Vertex::Pass));
        for bad in [
            "", "I5", "i5", "A0", "A26", "A", "4D", "D-4", "D+4", "D04x", "D004", "é4", "resign",
            "D4.0",
        ] {
            assert_eq!(parse_vertex(bad), None, "{bad}");
        }
    }
}
