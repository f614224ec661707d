//! Reading and parsing the files named on the command line, shared by the subcommands.

use std::path::Path;

use tesuji::sgf::{self, Diagnostic, Parsed};

/// Why a file yielded nothing.
pub enum Failure {
    Io(std::io::Error),
    Parse(Diagnostic),
}

pub fn parse_file(path: &Path) -> Result<Parsed, Failure> {
    let bytes = std::fs::read(path).map_err(Failure::Io)?;
    sgf::parse(&bytes).map_err(Failure::Parse)
}

/// `FILE:LINE:COL: KIND: MESSAGE`, the format editors and CI annotate from.
pub fn located(path: &Path, kind: &str, diagnostic: &Diagnostic) -> String {
    format!(
        "{}:{}:{}: {kind}: {}",
        path.display(),
        diagnostic.at.line,
        diagnostic.at.column,
        diagnostic.message
    )
}

/// Prints a failure to stderr in the located format.
pub fn report_failure(path: &Path, failure: &Failure) {
    match failure {
        Failure::Io(e) => eprintln!("{}: error: {e}", path.display()),
        Failure::Parse(d) => eprintln!("{}", located(path, "error", d)),
    }
}

/// Writes to stdout, ignoring a closed pipe (`sgf-tools stats x | head` must not panic).
pub fn print_out(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}
