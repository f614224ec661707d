//! Why a game record cannot be replayed: each case apart, so that a caller can tell a board it
//! does not support from a broken move, with the texts users have always read.

use super::{color_letter, point_value};
use crate::board::{Color, Illegal};
use crate::game::GameError;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// SZ's value (or one of its two numbers) is no number.
    SizeNotANumber {
        value: String,
    },
    /// SZ[columns:rows] with columns != rows.
    NonSquare {
        value: String,
        columns: usize,
        rows: usize,
    },
    /// A size the board does not support.
    SizeOutOfRange {
        value: String,
    },
    EmptyTree,
    KomiNotANumber {
        value: String,
    },
    /// The root's handicap stones (AB with HA) refused by the game.
    Handicap(GameError),
    /// A setup stone the game refuses.
    Setup {
        at: (usize, usize),
        error: GameError,
    },
    /// AB/AW/AE at a point off the board.
    SetupOffBoard {
        ident: String,
        at: (usize, usize),
        size: usize,
    },
    /// A main-line move: its number (1-based), colour, value as written and what is wrong.
    Move {
        number: usize,
        color: Color,
        value: String,
        problem: MoveProblem,
    },
}

/// What is wrong with a move of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    OffBoard {
        size: usize,
    },
    NotAPoint,
    /// The board refuses it (a replay, which leaves superko to the game).
    Illegal(Illegal),
    /// The game refuses it (superko included).
    Refused(GameError),
}

impl std::error::Error for RecordError {}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::SizeNotANumber { value } => write!(f, "SZ[{value}] is not a board size"),
            RecordError::NonSquare {
                value,
                columns,
                rows,
            } => write!(
                f,
                "SZ[{value}]: non-square boards ({columns}x{rows}) are not supported"
            ),
            RecordError::SizeOutOfRange { value } => write!(
                f,
                "SZ[{value}]: board size must be {}..={}",
                crate::board::MIN_SIZE,
                crate::board::MAX_SIZE
            ),
            RecordError::EmptyTree => f.write_str("empty game tree"),
            RecordError::KomiNotANumber { value } => write!(f, "KM[{value}] is not a number"),
            RecordError::Handicap(e) => write!(f, "handicap stones: {e:?}"),
            RecordError::Setup { at, error } => {
                write!(f, "setup at {}: {error:?}", point_value(at.0, at.1))
            }
            RecordError::SetupOffBoard { ident, at, size } => write!(
                f,
                "{ident}[{}] is off the {size}x{size} board",
                point_value(at.0, at.1)
            ),
            RecordError::Move {
                number,
                color,
                value,
                problem,
            } => {
                write!(f, "move {number} ({}[{value}]): ", color_letter(*color))?;
                match problem {
                    MoveProblem::OffBoard { size } => {
                        write!(f, "move [{value}] is off the {size}x{size} board")
                    }
                    MoveProblem::NotAPoint => write!(f, "move [{value}] is not a point"),
                    MoveProblem::Illegal(why) => write!(f, "illegal ({why:?})"),
                    MoveProblem::Refused(why) => write!(f, "illegal ({why:?})"),
                }
            }
        }
    }
}
