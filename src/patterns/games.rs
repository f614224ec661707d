//! Game records as the model sees them: setup stones and the main line's moves, replayed on a
//! board, and the held-out evaluation set the trainer must never read.

use std::path::Path;

use crate::board::{Board, Color, Point, MAX_SIZE, MIN_SIZE};
use crate::sgf::GameTree;

/// The moves of one record's main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub size: usize,
    pub setup: Vec<(Color, (usize, usize))>,
    /// `None` is a pass.
    pub moves: Vec<(Color, Option<(usize, usize)>)>,
}

impl GameRecord {
    /// The main line of `tree`, or why it cannot be replayed.
    pub fn from_tree(tree: &GameTree) -> Result<GameRecord, String> {
        let size = tree.board_size()?;
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(format!("board size {size} is not supported"));
        }
        let mut record = GameRecord {
            size,
            setup: Vec::new(),
            moves: Vec::new(),
        };
        for id in tree.main_line() {
            let Some(node) = tree.nodes.get(id) else {
                break;
            };
            for (ident, color) in [("AB", Color::Black), ("AW", Color::White)] {
                if let Some(prop) = node.get(ident) {
                    for (x, y) in crate::sgf::expand_points(&prop.values) {
                        if x < size && y < size {
                            record.setup.push((color, (x, y)));
                        }
                    }
                }
            }
            if let Some((color, at)) = node.mv(size) {
                record
                    .moves
                    .push((color, at.filter(|&(x, y)| x < size && y < size)));
            }
        }
        Ok(record)
    }

    /// Calls `visit(board, colour, move, move number from 0)` before each move, stopping at
    /// the first illegal one (records with errors still teach their first part).
    pub fn replay(&self, mut visit: impl FnMut(&Board, Color, Point, usize)) {
        let mut board = Board::new(self.size);
        for &(color, (x, y)) in &self.setup {
            let _ = board.place_setup(color, board.point(x, y));
        }
        for (number, &(color, at)) in self.moves.iter().enumerate() {
            let p = at.map_or(Point::PASS, |(x, y)| board.point(x, y));
            if !board.is_legal(color, p) {
                return;
            }
            visit(&board, color, p, number);
            board.play_legal(color, p);
        }
    }
}

/// True for files of the held-out evaluation set (the 5p games of the featurecat "Pro"
/// collection), which training must never read.
pub fn is_held_out(path: &Path) -> bool {
    let parts: Vec<_> = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts
        .windows(3)
        .any(|w| w[0] == "Pro" && w[1] == "Pro" && w[2] == "5p")
}
