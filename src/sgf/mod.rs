//! SGF (FF[4], lenient with FF[1-3]): a nom parser into an arena game-tree model, a canonical
//! writer, and conversion between game records and `Game`.
//!
//! Used by gtp (loadsgf/printsgf), joseki (book building), patterns (training) and sgf-tools;
//! records are read node by node and replayed only through `record` (`node_actions`, `replay`,
//! `to_game`), so every caller sees setup, moves, passes and bad points the same way.
//!
//! Layout: `charset` decides how bytes become text (CA[], BOMs, guessing), `parser` builds the
//! trees with an explicit stack (no recursion: 100,000 nested variations are fine), `writer`
//! emits canonical FF[4], `record` reads nodes, replays main lines and converts to and from
//! `Game`.

mod charset;
mod error;
mod parser;
mod record;
mod writer;

use crate::board::Color;
use crate::game::Game;

pub use error::{MoveProblem, RecordError};
pub use record::{node_actions, replay, Action, LineMove, Replay};

/// One property: upper-case identifier (FF[3] lower-case letters already dropped) and its
/// values, with escapes resolved and text decoded to UTF-8 (soft line breaks removed in Text).
/// Hard line breaks (LF, CRLF, LFCR, CR) are normalised to `\n`. Compressed point lists stay
/// as written (`aa:cc`); `Property::points` expands them.
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
/// When the file had to be transcoded as a whole (a declared CA other than UTF-8, or UTF-16),
/// offsets count bytes of the UTF-8 text; lines are the same and columns count characters.
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

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.at.line, self.at.column, self.message)
    }
}

#[derive(Clone, Debug, Default)]
pub struct Parsed {
    pub trees: Vec<GameTree>,
    /// Recovered problems.
    pub warnings: Vec<Diagnostic>,
    /// Problems that lost data (e.g. an unterminated value was dropped with the rest of the
    /// file); `trees` still holds everything read before them.
    pub errors: Vec<Diagnostic>,
}

/// Parses a whole file. Err only when nothing usable could be recovered.
pub fn parse(input: &[u8]) -> Result<Parsed, Diagnostic> {
    let prepared = charset::prepare(input);
    let outcome = parser::parse_prepared(&prepared);
    if outcome.saw_trail_byte_escape {
        if let Some(retry) = charset::multibyte_guess(input) {
            return parser::parse_prepared(&retry).result;
        }
    }
    outcome.result
}

/// Canonical FF[4] text for the trees: parse(write(t)) == t.
pub fn write(trees: &[GameTree]) -> String {
    writer::write(trees)
}

/// Replays the main line of `tree` into a game: setup and handicap, komi, and the first
/// `moves` moves (all if None). GTP `loadsgf FILE N` wants the position before move N, so its
/// caller passes `Some(N - 1)`. In-tree setup (AB/AW/AE/PL) is replayed too; the side to move
/// becomes the colour of the next move in the record when there is one.
pub fn to_game(tree: &GameTree, moves: Option<usize>) -> Result<Game, RecordError> {
    record::to_game(tree, moves)
}

/// The game record as a tree (root with GM/FF/CA/SZ/KM/RU, handicap as HA + AB, then moves).
pub fn from_game(game: &Game) -> GameTree {
    record::from_game(game)
}

/// `aa` → (0, 0): letters a-z are 0-25, A-Z are 26-51 (FF[4]). None for anything else.
pub fn parse_point(value: &str) -> Option<(usize, usize)> {
    let b = value.as_bytes();
    if b.len() != 2 {
        return None;
    }
    Some((coordinate(b[0])?, coordinate(b[1])?))
}

fn coordinate(c: u8) -> Option<usize> {
    match c {
        b'a'..=b'z' => Some((c - b'a') as usize),
        b'A'..=b'Z' => Some((c - b'A') as usize + 26),
        _ => None,
    }
}

/// The SGF letters of a point (inverse of `parse_point`), for x, y < 52.
pub fn point_value(x: usize, y: usize) -> String {
    fn letter(v: usize) -> char {
        if v < 26 {
            (b'a' + v as u8) as char
        } else {
            (b'A' + (v - 26) as u8) as char
        }
    }
    [letter(x.min(51)), letter(y.min(51))].iter().collect()
}

/// The SGF property letter of a colour's move: `B` or `W`.
pub(crate) fn color_letter(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// Expands a list of point values, including compressed rectangles `aa:cc` (either corner
/// order), into (x, y) pairs in row-major order per value. Values that are not points (an
/// empty value, garbage) are skipped.
pub fn expand_points(values: &[String]) -> Vec<(usize, usize)> {
    values
        .iter()
        .flat_map(|value| record::Points::parse(value).into_iter().flatten())
        .collect()
}

impl Property {
    /// The values as points, compressed lists expanded (see `expand_points`).
    pub fn points(&self) -> Vec<(usize, usize)> {
        expand_points(&self.values)
    }
}

/// A move property's value on a board of `size`: Ok(None) is a pass (`[]`, or `tt` on boards
/// up to 19); Err for coordinates off the board or garbage.
pub(crate) fn move_point(value: &str, size: usize) -> Result<Option<(usize, usize)>, MoveProblem> {
    if value.trim().is_empty() || (size <= 19 && value == "tt") {
        return Ok(None);
    }
    match parse_point(value) {
        Some((x, y)) if x < size && y < size => Ok(Some((x, y))),
        Some(_) => Err(MoveProblem::OffBoard { size }),
        None => Err(MoveProblem::NotAPoint),
    }
}

impl Node {
    pub fn get(&self, ident: &str) -> Option<&Property> {
        self.props.iter().find(|p| p.ident == ident)
    }

    /// The first value of `ident`, if any.
    pub fn value(&self, ident: &str) -> Option<&str> {
        self.get(ident)?.values.first().map(String::as_str)
    }

    /// The move in this node, if any: (colour, Some((x, y))) or (colour, None) for a pass,
    /// given the board size (`tt` is a pass on boards up to 19). A move off the board or
    /// unreadable counts as no move here (`to_game` reports it as an error). With both B and W
    /// in one node (illegal FF[4]) the first in the node wins.
    pub fn mv(&self, size: usize) -> Option<(Color, Option<(usize, usize)>)> {
        let (color, value) = self.move_property()?;
        move_point(value, size).ok().map(|p| (color, p))
    }

    /// The first B or W property and its first value ("" when it has none).
    pub(crate) fn move_property(&self) -> Option<(Color, &str)> {
        self.props.iter().find_map(|p| {
            let color = match p.ident.as_str() {
                "B" => Color::Black,
                "W" => Color::White,
                _ => return None,
            };
            Some((color, p.values.first().map_or("", String::as_str)))
        })
    }
}

impl GameTree {
    /// Board size from the root's SZ (19 if absent). Err for non-square or unsupported sizes.
    pub fn board_size(&self) -> Result<usize, RecordError> {
        let Some(value) = self.nodes.first().and_then(|root| root.value("SZ")) else {
            return Ok(19);
        };
        let number = |s: &str| {
            s.trim()
                .parse::<usize>()
                .map_err(|_| RecordError::SizeNotANumber {
                    value: value.to_string(),
                })
        };
        let size = match value.split_once(':') {
            None => number(value)?,
            Some((columns, rows)) => {
                let (columns, rows) = (number(columns)?, number(rows)?);
                if columns != rows {
                    return Err(RecordError::NonSquare {
                        value: value.to_string(),
                        columns,
                        rows,
                    });
                }
                columns
            }
        };
        if !(crate::board::MIN_SIZE..=crate::board::MAX_SIZE).contains(&size) {
            return Err(RecordError::SizeOutOfRange {
                value: value.to_string(),
            });
        }
        Ok(size)
    }

    /// Node indices of the main line, root first.
    pub fn main_line(&self) -> Vec<usize> {
        let mut line = Vec::new();
        let mut next = if self.nodes.is_empty() { None } else { Some(0) };
        while let Some(index) = next {
            line.push(index);
            next = self.nodes[index].children.first().copied();
        }
        line
    }

    /// Nodes without children.
    pub fn leaves(&self) -> usize {
        self.nodes.iter().filter(|n| n.children.is_empty()).count()
    }

    /// The longest root-to-leaf path counted in nodes (a root alone has depth 1).
    pub fn depth(&self) -> usize {
        // Parents always precede children in the arena (the parser and builders append), so
        // one forward pass computes every node's depth without recursion.
        let mut depth = vec![0usize; self.nodes.len()];
        let mut deepest = 0;
        for (index, node) in self.nodes.iter().enumerate() {
            let d = match node.parent {
                Some(p) if p < index => depth[p] + 1,
                _ => 1,
            };
            depth[index] = d;
            deepest = deepest.max(d);
        }
        deepest
    }
}

/// Files named, with folders expanded to the .sgf files inside them (sorted, recursive).
pub fn sgf_files(paths: &[std::path::PathBuf]) -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
            {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut out);
        } else {
            out.push(path.clone());
        }
    }
    out
}
