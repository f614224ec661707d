//! Parsing and printing GTP argument types: colours, vertices, numbers.

use crate::board::{Board, Color, Point};
use crate::geometry::format_vertex;

pub const SYNTAX_ERROR: &str = "syntax error";

/// `b`, `w`, `black`, `white` in any case.
pub fn parse_color(token: &str) -> Option<Color> {
    match token.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Color::Black),
        "w" | "white" => Some(Color::White),
        _ => None,
    }
}

/// `D4`-style name of a board point, `pass` for PASS.
pub fn vertex_name(board: &Board, p: Point) -> String {
    if p.is_pass() || !board.is_on_board(p) {
        return "pass".to_string();
    }
    let (x, y) = board.xy(p);
    format_vertex(board.size(), x, y)
}

/// Vertex names by point index for one board, so that hot formatting loops need no board.
pub struct VertexNames {
    names: Vec<String>,
}

impl VertexNames {
    pub fn new(board: &Board) -> VertexNames {
        let mut names = vec![String::from("pass"); board.array_len().max(1)];
        for p in board.points() {
            if let Some(slot) = names.get_mut(p.index()) {
                *slot = vertex_name(board, p);
            }
        }
        VertexNames { names }
    }

    pub fn name(&self, p: Point) -> &str {
        self.names.get(p.index()).map_or("pass", String::as_str)
    }
}

/// An unsigned decimal; values too large for u64 saturate (they are still numbers, and every
/// caller has a range check that then refuses them with the right message).
pub fn parse_uint(token: &str) -> Option<u64> {
    let digits = token.strip_prefix('+').unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse().unwrap_or(u64::MAX))
}

/// A finite float (GTP `float`); NaN and infinities are syntax errors.
pub fn parse_finite(token: &str) -> Option<f64> {
    let lower = token.to_ascii_lowercase();
    // Rust accepts "inf", "infinity" and "nan"; none of them is a GTP float.
    if lower.contains("inf") || lower.contains("nan") {
        return None;
    }
    token.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Seconds for time commands: finite and not negative.
pub fn parse_seconds(token: &str) -> Option<f64> {
    parse_finite(token).filter(|&v| v >= 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours() {
        for t in ["b", "B", "black", "BLACK", "Black"] {
            assert_eq!(parse_color(t), Some(Color::Black));
        }
        for t in ["w", "W", "white", "WHITE"] {
            assert_eq!(parse_color(t), Some(Color::White));
        }
        for t in ["", "x", "bl", "blackk", "é"] {
            assert_eq!(parse_color(t), None);
        }
    }

    #[test]
    fn numbers() {
        assert_eq!(parse_uint("19"), Some(19));
        assert_eq!(parse_uint("99999999999999999999999999"), Some(u64::MAX));
        assert_eq!(parse_uint("-1"), None);
        assert_eq!(parse_uint(""), None);
        assert_eq!(parse_uint("1.5"), None);
        assert_eq!(parse_finite("6.5"), Some(6.5));
        assert_eq!(parse_finite("-0.5"), Some(-0.5));
        for bad in [
            "nan", "NaN", "inf", "-inf", "Infinity", "1e999", "", "x", "1,5",
        ] {
            assert_eq!(parse_finite(bad), None, "{bad}");
        }
        assert_eq!(parse_seconds("-1"), None);
        assert_eq!(parse_seconds("0"), Some(0.0));
    }
}
