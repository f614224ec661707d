//! The composition root: the one place that reads the command-line options and builds what
//! they ask for — the joseki book, the brain, the GTP session — and wires them together. Every
//! other module takes what it needs as plain values, so nothing below this one knows about
//! options, and nothing is global.

mod options;
mod values;

pub use crate::gtp::LogLevel;
pub use options::{EngineOptions, RulesOption, DEFAULT_PATTERN_WEIGHT};
pub use values::{parse_memory, ValueError};

use crate::engine::{Brain, RandomBrain};
use crate::gtp::Session;
use crate::joseki::{BookError, JosekiBook, JosekiOptions, DEFAULT_WINDOW};
use crate::patterns::{Model, ModelError, ModelPriors};
use crate::search::params::{self, ParamError};
use crate::search::{
    Counting, DragonPriors, JosekiPriors, PriorHook, SearchConfig, TimeParams, UctBrain,
};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Why the engine cannot start with these options: which file or setting, told apart.
#[derive(Debug)]
pub enum StartError {
    Book(BookError),
    Model(ModelError),
    /// The `--config` file cannot be read.
    Config {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A bad `--param`, or a bad line of the `--config` file.
    Param(ParamError),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Book(e) => e.fmt(f),
            StartError::Model(e) => e.fmt(f),
            StartError::Config { path, error } => {
                write!(f, "cannot read {}: {error}", path.display())
            }
            StartError::Param(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StartError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StartError::Book(e) => Some(e),
            StartError::Model(e) => Some(e),
            StartError::Config { error, .. } => Some(error),
            StartError::Param(e) => Some(e),
        }
    }
}

impl From<BookError> for StartError {
    fn from(e: BookError) -> StartError {
        StartError::Book(e)
    }
}

impl From<ModelError> for StartError {
    fn from(e: ModelError) -> StartError {
        StartError::Model(e)
    }
}

impl From<ParamError> for StartError {
    fn from(e: ParamError) -> StartError {
        StartError::Param(e)
    }
}

/// The book the options ask for, or None for none. `--no-joseki` leaves out the embedded book;
/// `--joseki PATH` files are added to it, or used instead of it together with `--no-joseki`.
/// Loading takes tens of milliseconds, so it is done before the first command, where a bad
/// path can still stop the engine.
pub fn load_book(options: &EngineOptions) -> Result<Option<Arc<JosekiBook>>, BookError> {
    let wanted = JosekiOptions {
        shipped: !options.no_joseki,
        paths: options.joseki.clone(),
        window: options.joseki_window,
    };
    if wanted.paths.is_empty() && wanted.window == DEFAULT_WINDOW {
        return Ok(wanted.shipped.then(|| Arc::clone(JosekiBook::shipped())));
    }
    Ok(JosekiBook::load(&wanted)?.map(Arc::new))
}

/// The move model the options ask for: none at `--pattern-weight 0`, the `--patterns` file, or
/// the built-in one. Loaded before the first command, where a bad file can still stop the engine.
pub fn load_model(options: &EngineOptions) -> Result<Option<Arc<Model>>, StartError> {
    if search_config(options)?.model_prior_weight <= 0.0 {
        return Ok(None);
    }
    match &options.patterns {
        None => Ok(Some(Model::shipped())),
        Some(path) => Ok(Some(Arc::new(Model::load(path)?))),
    }
}

/// The search settings the command line asks for; Err for a bad `--param` or `--config`.
pub fn search_config(options: &EngineOptions) -> Result<SearchConfig, StartError> {
    let mut config = SearchConfig {
        threads: options.threads.max(1),
        max_memory: usize::try_from(options.max_memory).unwrap_or(usize::MAX),
        playouts: options.playouts,
        time: TimeParams {
            per_move: Duration::from_secs_f64(options.move_time()),
            ..TimeParams::default()
        },
        resign: options.resign,
        resign_margin: options.resign_margin,
        seed: options.seed_or_fresh(),
        model_prior_weight: options.pattern_weight,
        counting: if options.bare_board_count {
            Counting::BareBoard
        } else {
            Counting::DeadRemoved
        },
        ..SearchConfig::default()
    };
    if let Some(path) = &options.param_file {
        let text = std::fs::read_to_string(path).map_err(|error| StartError::Config {
            path: path.clone(),
            error,
        })?;
        params::apply_lines(&mut config, &text, &path.display().to_string())?;
    }
    for setting in options.params.iter().filter(|p| *p != "help") {
        params::apply(&mut config, setting)?;
    }
    Ok(config)
}

/// `--param help`: every tunable parameter with its default, range and meaning.
pub fn describe_params() -> String {
    format!(
        "Search parameters (--param NAME=VALUE, or NAME=VALUE lines in a --config file):\n{}",
        params::describe(&SearchConfig::default())
    )
}

/// The brain the options ask for: random moves, or the search with the move model and the
/// book as its priors. Err for a bad `--param`.
pub fn make_brain(
    options: &EngineOptions,
    book: Option<&Arc<JosekiBook>>,
    model: Option<&Arc<Model>>,
) -> Result<Box<dyn Brain>, StartError> {
    if options.random {
        return Ok(Box::new(RandomBrain::new(options.seed_or_fresh())));
    }
    let config = search_config(options)?;
    let model_weight = config.model_prior_weight;
    let owner_playouts = config.model_owner_playouts;
    let small_board_scale = config.model_prior_small_board_scale;
    let tenuki_boost = config.model_tenuki_boost;
    let tenuki_pivot = config.model_tenuki_pivot;
    let book_weights = config.book;
    let dragons = DragonPriors::new(config.dragon);
    let mut brain = UctBrain::with_config(config);
    let knowledge = Knowledge {
        model: model.filter(|_| model_weight > 0.0).map(|model| {
            let priors = ModelPriors::new(Arc::clone(model), model_weight)
                .with_small_board_scale(small_board_scale)
                .with_tenuki_boost(tenuki_boost, tenuki_pivot);
            match owner_playouts {
                Some(n) => priors.with_owner_playouts(n as usize),
                None => priors,
            }
        }),
        book: book.and_then(|book| JosekiPriors::new(book, options.joseki_weight, book_weights)),
        dragons,
    };
    brain.set_prior_hook(
        (knowledge.model.is_some() || knowledge.book.is_some() || knowledge.dragons.is_some())
            .then(|| Box::new(knowledge) as Box<dyn PriorHook>),
    );
    Ok(Box::new(brain))
}

/// The move model's and the joseki book's priors, in that order: the book's opinion of a
/// joseki move comes on top of the shape's, and the book reads the model's probabilities to
/// judge how urgent each corner is (`book_model_visits`). Then, at the root alone, the dragon
/// reader's deciding moves (`prior_dragon_weight`).
struct Knowledge {
    model: Option<ModelPriors>,
    book: Option<JosekiPriors>,
    dragons: Option<DragonPriors>,
}

impl PriorHook for Knowledge {
    fn prepare(&self, root: &crate::board::Board, to_play: crate::board::Color) {
        if let Some(model) = &self.model {
            model.prepare(root, to_play);
        }
        if let Some(dragons) = &self.dragons {
            dragons.prepare(root, to_play);
        }
    }

    /// Allocates nothing after a thread's first call.
    fn adjust(
        &self,
        board: &crate::board::Board,
        to_play: crate::board::Color,
        priors: &mut Vec<crate::search::Prior>,
    ) {
        thread_local! {
            static PROBABILITIES: std::cell::RefCell<Vec<f32>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        PROBABILITIES.with(|probabilities| {
            let Ok(mut probabilities) = probabilities.try_borrow_mut() else {
                return;
            };
            probabilities.clear();
            if let Some(model) = &self.model {
                model.adjust_into(board, to_play, priors, &mut probabilities);
            }
            if let Some(book) = &self.book {
                book.adjust_with_model(board, to_play, priors, &probabilities);
            }
        });
        if let Some(dragons) = &self.dragons {
            dragons.adjust(board, to_play, priors);
        }
    }
}

/// Everything wired: one book shared by the search and `joseki_moves`. Err when a file the
/// options name cannot be loaded or a parameter is bad.
pub fn session(options: EngineOptions) -> Result<Session, StartError> {
    let book = load_book(&options)?;
    let model = load_model(&options)?;
    let brain = make_brain(&options, book.as_ref(), model.as_ref())?;
    Ok(Session::new(brain, options).with_book(book))
}
