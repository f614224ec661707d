//! SGF (FF[4], lenient with FF[1-3]): a nom parser into an arena game-tree model, a canonical
//! writer, and conversion between game records and `Game`.
//!
//! CONTRACT: the types and functions below are used by gtp (loadsgf/printsgf), joseki (book
//! building) and sgf-tools. The owner fills in bodies and may add items.

use crate::board::Color;
use crate::game::Game;

/// One property: upper-case identifier (FF[3] lower-case letters already dropped) and its
/// values, with escapes resolved and text decoded to UTF-8 (soft line breaks removed in Text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    pub ident: String,
    pub values: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Node {
    pub props: Vec<Property>,
    pub parent: Option<usize>,
    /// Children in file order; the first is the main line.
    pub children: Vec<usize>,
}

/// One game tree, nodes in an arena; `nodes[0]` is the root.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GameTree {
    pub nodes: Vec<Node>,
}

/// Where in the input a problem was found (1-based line and column, 0-based byte offset).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub offset: usize,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub at: Position,
    pub message: String,
}

#[derive(Clone, Debug, Default)]
pub struct Parsed {
    pub trees: Vec<GameTree>,
    /// Recovered problems.
    pub warnings: Vec<Diagnostic>,
}

/// Parses a whole file. Err only when nothing usable could be recovered.
#[allow(unused_variables)]
pub fn parse(input: &[u8]) -> Result<Parsed, Diagnostic> {
    todo!()
}

/// Canonical FF[4] text for the trees: parse(write(t)) == t.
#[allow(unused_variables)]
pub fn write(trees: &[GameTree]) -> String {
    todo!()
}

#[allow(unused_variables)]
impl Node {
    pub fn get(&self, ident: &str) -> Option<&Property> {
        todo!()
    }
    /// The move in this node, if any: (colour, Some((x, y))) or (colour, None) for a pass,
    /// given the board size (`tt` is a pass on boards up to 19).
    pub fn mv(&self, size: usize) -> Option<(Color, Option<(usize, usize)>)> {
        todo!()
    }
}

#[allow(unused_variables)]
impl GameTree {
    /// Board size from the root's SZ (19 if absent). Err for non-square or unsupported sizes.
    pub fn board_size(&self) -> Result<usize, String> {
        todo!()
    }
    /// Node indices of the main line, root first.
    pub fn main_line(&self) -> Vec<usize> {
        todo!()
    }
}

/// Replays the main line of `tree` into a game: setup and handicap, komi, and the first
/// `moves` moves (all if None), per GTP `loadsgf FILE N` (position before move N = N-1 moves).
#[allow(unused_variables)]
pub fn to_game(tree: &GameTree, moves: Option<usize>) -> Result<Game, String> {
    todo!()
}

/// The game record as a tree (root with GM/FF/CA/SZ/KM/RU, handicap as HA + AB, then moves).
#[allow(unused_variables)]
pub fn from_game(game: &Game) -> GameTree {
    todo!()
}
