//! Text diagrams of a board, for tests, debugging and `showboard`.

use super::{Board, Color, MAX_SIZE, MIN_SIZE};

impl Board {
    /// Rows of `.` `X` (black) `O` (white), top row first, separated by newlines.
    pub fn to_diagram(&self) -> String {
        let mut out = String::with_capacity(self.size * (self.size + 1));
        for y in 0..self.size {
            if y > 0 {
                out.push('\n');
            }
            for x in 0..self.size {
                out.push(match self.color_at(self.point(x, y)) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                });
            }
        }
        out
    }

    /// `from_diagram` of rows given one by one, top first: row `y`'s `x`-th symbol is
    /// `point(x, y)`. How tests and benches draw their positions.
    pub fn from_rows(rows: &[&str]) -> Result<Board, String> {
        Board::from_diagram(&rows.join("\n"))
    }

    /// Inverse of `to_diagram` (whitespace between symbols and blank lines ignored); the size is
    /// the number of rows. Stones are placed as setup. Err on a non-square diagram or bad symbol.
    /// Also accepts `+` for empty and lower-case `x`/`o`.
    pub fn from_diagram(text: &str) -> Result<Board, String> {
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|line| {
                line.chars()
                    .filter(|c| !c.is_whitespace())
                    .collect::<Vec<_>>()
            })
            .filter(|row| !row.is_empty())
            .collect();
        let size = rows.len();
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(format!(
                "diagram has {size} rows, expected {MIN_SIZE}..={MAX_SIZE}"
            ));
        }
        let mut board = Board::new(size);
        for (y, row) in rows.iter().enumerate() {
            if row.len() != size {
                return Err(format!(
                    "row {} has {} points, expected {size}",
                    y + 1,
                    row.len()
                ));
            }
            for (x, &c) in row.iter().enumerate() {
                let color = match c {
                    '.' | '+' => continue,
                    'X' | 'x' => Color::Black,
                    'O' | 'o' => Color::White,
                    other => return Err(format!("bad symbol {other:?} at row {}", y + 1)),
                };
                board
                    .place_setup(color, board.point(x, y))
                    .map_err(|e| format!("{e:?}"))?;
            }
        }
        Ok(board)
    }
}
