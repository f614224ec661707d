//! Game records as the model sees them: setup stones and the main line's moves, read and
//! replayed by `sgf::record` like every other record, and the held-out evaluation set the
//! trainer must never read.

use std::path::Path;

use crate::board::{Board, Color, Point};
use crate::geometry::{splitmix64, Symmetry};
use crate::sgf::{node_actions, Action, GameTree, Replay};

/// The moves of one record's main line, kept small: training holds thousands of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub size: usize,
    /// Stones placed (AB, AW) anywhere on the main line; replayed before the first move.
    pub setup: Vec<(Color, (usize, usize))>,
    /// `None` is a pass. Moves that are no point of the board are left out.
    pub moves: Vec<(Color, Option<(usize, usize)>)>,
    /// The year the game was played (the first four digits of the root's DT), when known:
    /// training can favour recent games, whose openings the engine meets.
    pub year: Option<u16>,
}

impl GameRecord {
    /// The main line of `tree`, or why it cannot be replayed.
    pub fn from_tree(tree: &GameTree) -> Result<GameRecord, crate::sgf::RecordError> {
        let size = tree.board_size()?;
        let mut record = GameRecord {
            size,
            setup: Vec::new(),
            moves: Vec::new(),
            year: tree
                .nodes
                .first()
                .and_then(|root| root.value("DT"))
                .and_then(year_of),
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

/// The year a DT value starts with ("2014-06-26", "1846-09-11,12"), if it starts with one.
fn year_of(date: &str) -> Option<u16> {
    let digits = date.trim().get(..4)?;
    digits.bytes().all(|b| b.is_ascii_digit()).then_some(())?;
    digits.parse().ok()
}

/// Moves of the opening that make two records the same game for `opening_key`.
pub const OPENING_MOVES: usize = 50;

impl GameRecord {
    /// A key for the first `OPENING_MOVES` moves (all of them in a shorter record) and the
    /// setup, the same under the 8 symmetries: two records with one key are one game, however
    /// the board was turned. Training checks its records against the held-out games' keys.
    pub fn opening_key(&self) -> u64 {
        Symmetry::ALL
            .iter()
            .map(|&symmetry| {
                let mut state = self.size as u64;
                let mut key = splitmix64(&mut state);
                let mut mix = |value: u64| {
                    state ^= value;
                    key = key.rotate_left(5) ^ splitmix64(&mut state);
                };
                let mut setup: Vec<(usize, (usize, usize))> = self
                    .setup
                    .iter()
                    .map(|&(color, (x, y))| (color.index(), symmetry.apply(x, y, self.size)))
                    .collect();
                setup.sort_unstable();
                for (color, (x, y)) in setup {
                    mix(((color as u64) << 32) | ((x as u64) << 16) | y as u64);
                }
                for &(color, at) in self.moves.iter().take(OPENING_MOVES) {
                    let point = at.map_or(u64::from(u32::MAX), |(x, y)| {
                        let (x, y) = symmetry.apply(x, y, self.size);
                        ((x as u64) << 16) | y as u64
                    });
                    mix(0x8000_0000_0000 | ((color.index() as u64) << 40) | point);
                }
                key
            })
            .min()
            .unwrap_or(0)
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
