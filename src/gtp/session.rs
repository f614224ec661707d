//! One GTP conversation's state: the game, the brain, the clock, the book and the settings.
//! The loop that reads commands and writes replies is in `conversation`, above the command
//! table, so that the handlers can take a `Session` without the session importing them.

use crate::clock::Clock;
use crate::engine::Brain;
use crate::game::{Game, Rules};
use crate::joseki::JosekiBook;
use std::sync::Arc;

/// How much the session writes to stderr.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, clap::ValueEnum)]
pub enum LogLevel {
    /// Nothing but failures the operator must know about.
    Error,
    /// Also problems the engine worked around (the default).
    Warn,
    /// Also one line per generated move.
    Info,
    /// Every command received and every reply sent.
    Debug,
}

/// What the session takes from the command line, as plain values.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionSettings {
    /// Komi and rules until the controller sends `komi` or `kgs-rules`.
    pub komi: f32,
    pub rules: Rules,
    pub log_level: LogLevel,
    /// Seconds an analysis command thinks when it gives no limit of its own.
    pub time_per_move: f64,
    /// Think on the opponent's time after each generated move.
    pub ponder: bool,
}

/// Board size until the controller sends `boardsize`.
pub const DEFAULT_SIZE: usize = 19;

pub struct Session {
    pub(crate) game: Game,
    pub(crate) brain: Box<dyn Brain>,
    pub(crate) settings: SessionSettings,
    /// The book `joseki_moves` answers from: the same one the search's priors read.
    pub(crate) book: Option<Arc<JosekiBook>>,
    pub(crate) clock: Clock,
    /// Kept here as well as in the game: komi and rules survive boardsize and loadsgf failures.
    pub(crate) komi: f32,
    pub(crate) rules: Rules,
    pub(crate) quit: bool,
    /// The engine just played a move: with `--ponder`, think on the opponent's time.
    pub(crate) ponder_next: bool,
}

impl Session {
    pub fn new(brain: Box<dyn Brain>, settings: impl Into<SessionSettings>) -> Session {
        let settings = settings.into();
        let (komi, rules) = (settings.komi, settings.rules);
        let mut game = Game::new(DEFAULT_SIZE);
        game.set_komi(komi);
        game.set_rules(rules);
        Session {
            game,
            brain,
            settings,
            book: None,
            clock: Clock::default(),
            komi,
            rules,
            quit: false,
            ponder_next: false,
        }
    }

    /// The joseki book `joseki_moves` answers from (none by default).
    pub fn with_book(mut self, book: Option<Arc<JosekiBook>>) -> Session {
        self.book = book;
        self
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub fn settings(&self) -> &SessionSettings {
        &self.settings
    }

    /// True once `quit` was answered.
    pub fn finished(&self) -> bool {
        self.quit
    }

    /// A fresh empty board of `size` with the session's komi and rules.
    pub(crate) fn new_game(&mut self, size: usize) {
        let mut game = Game::new(size);
        game.set_komi(self.komi);
        game.set_rules(self.rules);
        self.game = game;
        self.clock.left = [None, None];
        self.brain.clear();
    }

    pub(crate) fn log(&self, level: LogLevel, message: impl std::fmt::Display) {
        if level <= self.settings.log_level {
            eprintln!("tesuji: {message}");
        }
    }
}
