//! GTP v2 front end: framing, the command table, analysis streaming.
//!
//! `Session` (`session`) holds the game and the brain; `conversation` answers commands with it.
//! `Session::run` reads the controller's lines on a background thread (so that a thinking brain
//! notices new input) and writes replies, flushed at once; `Session::handle_line` answers one
//! line in-process for tests. Only replies go to stdout; diagnostics go to stderr.
//!
//! Imports go one way: `conversation` -> `commands` (the table) -> the handlers -> `context`
//! (reply types) and `session` (the state), which import nothing of the table.

mod analysis;
mod analysis_commands;
pub mod args;
mod commands;
mod context;
mod conversation;
pub mod framing;
pub mod handicap;
pub mod input;
mod joseki_commands;
mod play;
mod reading_commands;
mod session;
mod tournament;

pub use analysis::{format_info, parse_request, AnalysisRequest, Dialect};
pub use session::{LogLevel, Session, SessionSettings, DEFAULT_SIZE};

/// Names of every command the engine answers, in list_commands order.
pub fn command_names() -> impl Iterator<Item = &'static str> {
    commands::COMMANDS.iter().map(|c| c.name)
}

/// What a person who started the engine at a terminal reads on stderr: controllers talk to it
/// over a pipe and never see this.
pub fn terminal_greeting() -> String {
    format!(
        "Tesuji {}: a Go engine speaking GTP (Go Text Protocol) on this terminal.\n\
         Attach it to a GUI such as Sabaki or GoGui, or type commands here, for example:\n\
         \x20 list_commands   every command it knows (also: help)\n\
         \x20 showboard       the board\n\
         \x20 genmove b       let it play a move for Black (play b d4 plays yours)\n\
         \x20 quit            leave\n\
         Options: tesuji --help\n",
        env!("CARGO_PKG_VERSION")
    )
}
