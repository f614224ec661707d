//! Command-line options of the `tesuji` binary. `app` turns them into the values the search,
//! the book and the GTP session take (`SessionSettings`: komi, rules, log level, pondering).

use super::values::{
    parse_joseki_window, parse_komi, parse_memory, parse_param, parse_positive_seconds,
    parse_resign_margin, parse_resign_rate, parse_threads, parse_weight,
};
use crate::gtp::{LogLevel, SessionSettings};
use clap::{Parser, ValueEnum};
use std::path::PathBuf;

#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
pub enum RulesOption {
    /// Area scoring with positional superko.
    Chinese,
    /// Territory scoring, simple ko.
    Japanese,
}

impl RulesOption {
    pub fn rules(self) -> crate::game::Rules {
        match self {
            RulesOption::Chinese => crate::game::Rules::CHINESE,
            RulesOption::Japanese => crate::game::Rules::JAPANESE,
        }
    }
}

/// Tesuji: a classic Monte-Carlo tree search Go engine speaking GTP v2.
///
/// It reads GTP commands on stdin and answers on stdout until `quit` or the end of input;
/// diagnostics go to stderr only.
#[derive(Clone, Debug, Parser)]
#[command(name = "tesuji", version)]
pub struct EngineOptions {
    /// Search threads [default: all cores].
    #[arg(long, value_name = "N", default_value_t = default_threads(),
          value_parser = parse_threads, hide_default_value = true)]
    pub threads: usize,

    /// Memory the search tree may use, in bytes or with a K/M/G suffix (binary units).
    #[arg(long, value_name = "BYTES", default_value = "1G", value_parser = parse_memory)]
    pub max_memory: u64,

    /// Thinking time per move when the controller sends no clock, in seconds [default: 1, and
    /// no limit with --playouts].
    #[arg(long, value_name = "SECS", value_parser = parse_positive_seconds)]
    pub time_per_move: Option<f64>,

    /// Stop each search after this many playouts. A clock the controller sends still applies,
    /// and so does --time-per-move when given; otherwise the playouts alone decide, so that
    /// a busy machine cannot cut a fixed-playout match short.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub playouts: Option<u64>,

    /// Resign when the best move's winrate stays below RATE for three moves (0 = never resign);
    /// at once rather than pass a lost game, or past mid-game when four margins behind.
    #[arg(long, value_name = "RATE", default_value_t = 0.1, value_parser = parse_resign_rate)]
    pub resign: f64,

    /// Resign only while the best move's mean score also trails by at least POINTS (19x19;
    /// smaller boards in proportion to their area), so that a close game is played out.
    #[arg(long, value_name = "POINTS", default_value_t = crate::search::DEFAULT_RESIGN_MARGIN,
          value_parser = parse_resign_margin)]
    pub resign_margin: f32,

    /// Komi until the controller sends `komi`.
    #[arg(long, value_name = "POINTS", default_value_t = 7.5, value_parser = parse_komi,
          allow_negative_numbers = true)]
    pub komi: f32,

    /// Scoring rules until the controller sends `kgs-rules`.
    #[arg(long, value_enum, default_value_t = RulesOption::Chinese)]
    pub rules: RulesOption,

    /// Count the game as its stones stand when deciding whether to pass (Tromp-Taylor, as CGOS
    /// scores). By default the engine expects dead stones to be removed before the count, as
    /// KGS and human scorers do, and never passes into a count that loses.
    #[arg(long)]
    pub bare_board_count: bool,

    /// Joseki book (SGF) to load besides the built-in one; may be given several times.
    #[arg(long, value_name = "PATH")]
    pub joseki: Vec<PathBuf>,

    /// Leave out the built-in joseki book (with --joseki: use only those files).
    #[arg(long)]
    pub no_joseki: bool,

    /// How strongly joseki moves are preferred (prior weight; 0 = ignore the book).
    #[arg(long, value_name = "W", default_value_t = 1.0, value_parser = parse_weight)]
    pub joseki_weight: f32,

    /// Side of the corner window the joseki book is matched in (7 as designed; up to 11 sees
    /// longer joseki, which reach further from the corner).
    #[arg(long, value_name = "N", default_value_t = crate::joseki::DEFAULT_WINDOW,
          value_parser = parse_joseki_window)]
    pub joseki_window: usize,

    /// Move model (a file from `sgf-tools train-patterns`) to use instead of the built-in one.
    #[arg(long, value_name = "PATH")]
    pub patterns: Option<PathBuf>,

    /// How strongly the move model's favourites are preferred: virtual wins per square root
    /// of model probability on each new search edge (0 = leave the model out); boards under
    /// 13x13 multiply it by `--param model_prior_small_board_scale` (1).
    #[arg(long, value_name = "W", default_value_t = DEFAULT_PATTERN_WEIGHT, value_parser = parse_weight)]
    pub pattern_weight: f32,

    /// Random seed, for reproducible games [default: from the operating system].
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Keep searching on the opponent's time: after each move the engine plays, it searches the
    /// position the opponent faces (into the same search graph) until the next command arrives.
    #[arg(long)]
    pub ponder: bool,

    /// Play random legal moves (no search): for testing controllers.
    #[arg(long)]
    pub random: bool,

    /// How much to write to stderr.
    #[arg(long, value_enum, default_value_t = LogLevel::Warn)]
    pub log_level: LogLevel,

    /// File of search parameters, one `NAME=VALUE` a line (`#` starts a comment); `--param`
    /// settings override it.
    #[arg(long = "config", value_name = "FILE")]
    pub param_file: Option<PathBuf>,

    /// Set a search or playout parameter (repeatable); `--param help` lists them all with their
    /// defaults and ranges.
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    pub params: Vec<String>,
}

impl Default for EngineOptions {
    /// The defaults documented in `--help`.
    fn default() -> Self {
        EngineOptions::parse_from(["tesuji"])
    }
}

/// Thinking time per move without a clock when neither option says otherwise.
pub const DEFAULT_TIME_PER_MOVE: f64 = 1.0;

/// A search under `--playouts` alone stops by its playouts long before this.
const PLAYOUTS_ONLY_TIME: f64 = 24.0 * 3600.0;

impl EngineOptions {
    /// The search's time limit per move without a clock: `--time-per-move`, else none under
    /// `--playouts` (Pachi's `-t =N` works the same way), else one second.
    pub fn move_time(&self) -> f64 {
        match (self.time_per_move, self.playouts) {
            (Some(t), _) => t,
            (None, Some(_)) => PLAYOUTS_ONLY_TIME,
            (None, None) => DEFAULT_TIME_PER_MOVE,
        }
    }
}

impl From<&EngineOptions> for SessionSettings {
    fn from(options: &EngineOptions) -> SessionSettings {
        SessionSettings {
            komi: options.komi,
            rules: options.rules.rules(),
            log_level: options.log_level,
            // Brief analysis (ownership maps, dead stones) thinks for a second unless told.
            time_per_move: options.time_per_move.unwrap_or(DEFAULT_TIME_PER_MOVE),
            ponder: options.ponder,
        }
    }
}

impl From<EngineOptions> for SessionSettings {
    fn from(options: EngineOptions) -> SessionSettings {
        SessionSettings::from(&options)
    }
}

impl EngineOptions {
    /// `--seed`, or a fresh seed per process so that games vary when none was given.
    pub fn seed_or_fresh(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            use std::hash::{BuildHasher, Hasher};
            // RandomState's keys come from the operating system; the clock separates brains
            // created within one process.
            let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
            hasher.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            hasher.finish()
        })
    }
}

/// Default of `--pattern-weight`.
pub const DEFAULT_PATTERN_WEIGHT: f32 = crate::search::DEFAULT_MODEL_PRIOR_WEIGHT;

fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let options = EngineOptions::default();
        assert!(options.threads >= 1);
        assert_eq!(options.max_memory, 1 << 30);
        assert_eq!(options.time_per_move, None);
        assert_eq!(options.move_time(), 1.0);
        assert_eq!(options.playouts, None);
        assert_eq!(options.resign, 0.1);
        assert_eq!(options.resign_margin, 10.0);
        assert_eq!(options.komi, 7.5);
        assert_eq!(options.rules, RulesOption::Chinese);
        assert!(options.joseki.is_empty() && !options.no_joseki && !options.random);
        assert_eq!(options.joseki_window, 7);
        assert_eq!(options.patterns, None);
        assert_eq!(options.pattern_weight, DEFAULT_PATTERN_WEIGHT);
    }

    #[test]
    fn playouts_alone_lift_the_time_limit() {
        let fixed = EngineOptions::try_parse_from(["tesuji", "--playouts", "500"]).unwrap();
        assert!(fixed.move_time() >= 3600.0, "{}", fixed.move_time());
        // Brief analysis still thinks for the default second.
        assert_eq!(SessionSettings::from(&fixed).time_per_move, 1.0);
    }

    #[test]
    fn every_option_parses() {
        let options = EngineOptions::try_parse_from([
            "tesuji",
            "--threads",
            "3",
            "--max-memory",
            "512M",
            "--time-per-move",
            "2.5",
            "--playouts",
            "1000",
            "--resign",
            "0",
            "--resign-margin",
            "2.5",
            "--komi",
            "-6.5",
            "--rules",
            "japanese",
            "--joseki",
            "a.sgf",
            "--joseki",
            "b.sgf",
            "--no-joseki",
            "--joseki-weight",
            "2",
            "--joseki-window",
            "11",
            "--seed",
            "42",
            "--random",
            "--log-level",
            "debug",
            "--param",
            "explore=0.25",
            "--param",
            "policy_atari=0.8",
        ])
        .expect("valid options");
        assert_eq!(options.params, ["explore=0.25", "policy_atari=0.8"]);
        assert_eq!(options.threads, 3);
        assert_eq!(options.max_memory, 512 << 20);
        assert_eq!(options.time_per_move, Some(2.5));
        assert_eq!(options.move_time(), 2.5);
        assert_eq!(options.playouts, Some(1000));
        assert_eq!(options.resign, 0.0);
        assert_eq!(options.resign_margin, 2.5);
        assert_eq!(options.komi, -6.5);
        assert_eq!(options.rules, RulesOption::Japanese);
        assert_eq!(options.joseki.len(), 2);
        assert!(options.no_joseki && options.random);
        assert_eq!(options.joseki_weight, 2.0);
        assert_eq!(options.joseki_window, 11);
        assert_eq!(options.seed, Some(42));
        assert_eq!(options.log_level, LogLevel::Debug);
    }

    #[test]
    fn bad_values_are_refused() {
        for args in [
            &["tesuji", "--threads", "0"][..],
            &["tesuji", "--time-per-move", "0"],
            &["tesuji", "--time-per-move", "inf"],
            &["tesuji", "--resign", "1.5"],
            &["tesuji", "--resign-margin", "-1"],
            &["tesuji", "--resign-margin", "nan"],
            &["tesuji", "--komi", "NaN"],
            &["tesuji", "--rules", "korean"],
            &["tesuji", "--playouts", "0"],
            &["tesuji", "--joseki-window", "12"],
            &["tesuji", "--joseki-window", "1"],
            &["tesuji", "--pattern-weight", "-1"],
            &["tesuji", "--bogus"],
            &["tesuji", "--param", "explore"],
            &["tesuji", "--param", "no_such_knob=1"],
            &["tesuji", "--param", "explore=-1"],
            &["tesuji", "--param", "policy_atari=1.5"],
            &["tesuji", "--param", "rave_equiv=much"],
        ] {
            assert!(EngineOptions::try_parse_from(args).is_err(), "{args:?}");
        }
    }
}
