//! Why a joseki book cannot be loaded: each case apart (a file that cannot be read, text that
//! is not SGF, a file with no line the book can use), with the texts users have always read.

use crate::sgf::{Diagnostic, RecordError};
use std::path::PathBuf;
use std::{fmt, io};

/// The board every joseki book is for. Defined with the errors, which import nothing else of
/// the module, because a refused book names it as the tree, graph and matcher use it.
pub const BOOK_SIZE: usize = 19;

#[derive(Debug)]
pub enum BookError {
    /// The bytes are not SGF: where the parser gave up, and why.
    NotSgf(Diagnostic),
    /// Every game tree in the file is recorded for another board size.
    OtherSize { size: usize },
    /// The file's board size cannot be read (SZ garbage, non-square).
    BadSize(RecordError),
    /// The file is SGF for the book's board but holds no move the book can use.
    NoLine,
    /// A `--joseki` file that cannot be read.
    Read { path: PathBuf, error: io::Error },
    /// A `--joseki` file read, but refused for `error`.
    File {
        path: PathBuf,
        error: Box<BookError>,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::NotSgf(d) => write!(
                f,
                "SGF error at line {}, column {}: {}",
                d.at.line, d.at.column, d.message
            ),
            BookError::OtherSize { size } => write!(
                f,
                "recorded for {size}x{size}, but the joseki book is for {BOOK_SIZE}x{BOOK_SIZE}"
            ),
            BookError::BadSize(why) => {
                write!(f, "{why}; the joseki book is for {BOOK_SIZE}x{BOOK_SIZE}")
            }
            BookError::NoLine => f.write_str("no joseki line in it: no move the book can use"),
            BookError::Read { path, error } => {
                write!(f, "cannot read joseki file {}: {error}", path.display())
            }
            BookError::File { path, error } => {
                write!(f, "joseki file {}: {error}", path.display())
            }
        }
    }
}

impl std::error::Error for BookError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BookError::BadSize(why) => Some(why),
            BookError::Read { error, .. } => Some(error),
            BookError::File { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}
