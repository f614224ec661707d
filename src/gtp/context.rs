//! What every command handler shares: the reply types, the context a handler may use besides the
//! session, and the small helpers that build answers.
//!
//! Kept apart from the command table so that handlers import this module and the table imports
//! the handlers, never both ways.

use super::input::StopSource;
use super::session::Session;
use std::io::{self, Write};

/// A successful answer.
pub(crate) enum Reply {
    /// Framed by the session (`= text`).
    Text(String),
    /// The handler wrote the whole reply itself (analysis streams).
    Streamed,
    /// The handler could not write to the controller: end the session.
    Failed(io::Error),
}

/// Ok(reply), or Err(the failure text the controller sees after `?`).
pub(crate) type Outcome = Result<Reply, String>;

/// What a handler may use besides the session.
pub(crate) struct Ctx<'a> {
    pub id: Option<&'a str>,
    pub out: &'a mut dyn Write,
    pub stop: &'a mut dyn StopSource,
}

pub(crate) type Handler = fn(&mut Session, &[&str], &mut Ctx) -> Outcome;

pub(crate) fn text(s: impl Into<String>) -> Outcome {
    Ok(Reply::Text(s.into()))
}

pub(crate) fn fail<T>(message: &str) -> Result<T, String> {
    Err(message.to_string())
}

/// Exactly `n` arguments, else a syntax error.
pub(crate) fn expect_args<'a, const N: usize>(args: &[&'a str]) -> Result<[&'a str; N], String> {
    <[&str; N]>::try_from(args).map_err(|_| "syntax error".to_string())
}
