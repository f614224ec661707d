//! GTP v2 front end: framing, the command table, analysis streaming.
//!
//! `Session` holds the game and the brain and answers commands. `Session::run` reads the
//! controller's lines on a background thread (so that a thinking brain notices new input) and
//! writes replies, flushed at once; `Session::handle_line` answers one line in-process for tests.
//! Only replies go to stdout; diagnostics go to stderr.

mod analysis;
mod analysis_commands;
pub mod args;
mod commands;
pub mod framing;
pub mod handicap;
pub mod input;
mod joseki_commands;
mod play;
mod session;
mod tournament;

pub use analysis::{format_info, parse_request, AnalysisRequest, Dialect};
pub use session::{Session, DEFAULT_SIZE};

/// Names of every command the engine answers, in list_commands order.
pub fn command_names() -> impl Iterator<Item = &'static str> {
    commands::COMMANDS.iter().map(|c| c.name)
}
