//! Game records as the model sees them: setup stones and the main line's moves, read and
//! replayed by `sgf::record` like every other record, and the held-out evaluation set the
//! trainer must never read.

use std::path::Path;

use crate::board::{Board, Color, Point};
use crate::sgf::{node_actions, Action, GameTree, Replay};

/// The moves of one record's main line, kept small: training holds thousands of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub size: usize,
    /// Stones placed (AB, AW) anywhere on the main line; replayed before the first move.
    pub setup: Vec<(Color, (usize, usize))>,
    /// `None` is a pass. Moves that are no point of the board are left out.
    pub moves: Vec<(Color, Option<(usize, usize)>)>,
}

impl GameRecord {
    /// The main line of `tree`, or why it cannot be replayed.
    pub fn from_tree(tree: &GameTree) -> Result<GameRecord, crate::sgf::RecordError> {
        let size = tree.board_size()?;
        let mut record = GameRecord {
            size,
            setup: Vec::new(),
            moves: Vec::new(),
        };
        for id in tree.main_line() {
            for action in node_actions(&tree.nodes[id], size) {
                match action {
                    Action::Setup(Some(color), at) => record.setup.push((color, at)),
                    Action::Move { color, at, .. } => record.moves.push((color, at)),
                    _ => {}
                }
            }
        }
        Ok(record)
    }

    /// Calls `visit(board, colour, move, move number from 0)` before each move, stopping at
    /// the first illegal one (records with errors still teach their first part).
    pub fn replay(&self, mut visit: impl FnMut(&Board, Color, Point, usize)) {
        let setup = self
            .setup
            .iter()
            .map(|&(color, at)| (0, Action::Setup(Some(color), at)));
        let moves = self.moves.iter().map(|&(color, at)| {
            (
                0,
                Action::Move {
                    color,
                    at,
                    value: "",
                },
            )
        });
        let mut line = Replay::new(self.size, setup.chain(moves));
        while let Some(mv) = line.next_move() {
            visit(line.board(), mv.color, mv.point, mv.number);
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
