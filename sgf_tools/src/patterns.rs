//! `train-patterns GAMES... -o FILE` and `predict GAMES...`: training Tesuji's move model on
//! game records and measuring how well a model predicts the moves of others.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tesuji::patterns::predict::Prediction;
use tesuji::patterns::train::{train, TrainConfig};
use tesuji::patterns::{is_held_out, GameRecord, Model, ModelError};
use tesuji::sgf::sgf_files;

use crate::input::{parse_file, print_out, report_failure};

#[derive(clap::Args)]
pub struct TrainArgs {
    /// Game records, or folders searched recursively for *.sgf.
    #[arg(required = true)]
    games: Vec<PathBuf>,
    /// Where to write the model.
    #[arg(short, long)]
    output: PathBuf,
    /// Seed for choosing games and positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Use at most this many games, chosen by the seed from all those named.
    #[arg(long)]
    max_games: Option<usize>,
    /// Fraction of positions used.
    #[arg(long, default_value_t = 1.0)]
    sample: f32,
    /// Games dated (DT) this year or later are sampled at --recent-sample instead of --sample.
    #[arg(long)]
    recent_since: Option<u16>,
    /// Fraction of the positions of games from --recent-since on.
    #[arg(long, default_value_t = 1.0)]
    recent_sample: f32,
    /// DIR=SHARE: the records under DIR (one of GAMES or a folder in one) are sampled at SHARE,
    /// whatever their date (e.g. every position of one collection, a sample of a larger one).
    #[arg(long, value_name = "DIR=SHARE", value_parser = parse_sample_in)]
    sample_in: Vec<(PathBuf, f32)>,
    /// MM iterations.
    #[arg(long, default_value_t = 12)]
    iterations: usize,
    /// Minimum count of a 3x3 shape among candidates for it to get its own strength.
    #[arg(long, default_value_t = 20)]
    min_pat3: u32,
    /// Minimum count of a spatial pattern among moves played.
    #[arg(long, default_value_t = 8)]
    min_spatial: u32,
    /// Latent vector length of a factorized model (Factorization Bradley-Terry; 0 trains the
    /// plain model, at most 8).
    #[arg(long, default_value_t = 8)]
    latent_dim: usize,
    /// Epochs of the factorized training after MM.
    #[arg(long, default_value_t = 4)]
    epochs: usize,
    /// Step size of the factorized training.
    #[arg(long, default_value_t = 0.02)]
    learning_rate: f64,
    /// L2 penalty on the latent vectors.
    #[arg(long, default_value_t = 0.001)]
    regularization: f64,
    /// Share of the games kept out of training to report the likelihood and top-1 rate on
    /// games it never saw (for choosing the options; never the held-out 5p set, which
    /// training does not read at all).
    #[arg(long, default_value_t = 0.05)]
    validation: f32,
    /// Held-out records (files or folders) that no training game may repeat: read only to
    /// compare openings, never trained on. The 5p files found among GAMES count as well.
    #[arg(long)]
    held_out: Vec<PathBuf>,
    /// Add the groups that read the Common Fate Graph distance to the last two moves.
    #[arg(long)]
    cfg_distance: bool,
    /// Add the ownership group, read from this many playouts at each position (0: none).
    #[arg(long, default_value_t = 0)]
    owner_playouts: usize,
}

#[derive(clap::Args)]
pub struct PredictArgs {
    /// Game records, or folders searched recursively for *.sgf.
    #[arg(required = true)]
    games: Vec<PathBuf>,
    /// The model to test [default: the one built into Tesuji].
    #[arg(long)]
    patterns: Option<PathBuf>,
    /// Score at most this many games (the first ones in path order).
    #[arg(long)]
    max_games: Option<usize>,
}

/// `DIR=SHARE`, the share between 0 and 1.
fn parse_sample_in(text: &str) -> Result<(PathBuf, f32), SampleInError> {
    let (dir, share) = text.rsplit_once('=').ok_or(SampleInError::NoShare)?;
    match share.trim().parse::<f32>() {
        Ok(share) if (0.0..=1.0).contains(&share) => Ok((PathBuf::from(dir), share)),
        _ => Err(SampleInError::BadShare(share.to_string())),
    }
}

/// Why a `--sample-in` value was refused.
#[derive(Debug)]
enum SampleInError {
    NoShare,
    BadShare(String),
}

impl std::fmt::Display for SampleInError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SampleInError::NoShare => f.write_str("expected DIR=SHARE, e.g. games/fox=1.0"),
            SampleInError::BadShare(share) => {
                write!(f, "`{share}` is not a share between 0 and 1")
            }
        }
    }
}

impl std::error::Error for SampleInError {}

/// Parses the records, reporting unreadable files on stderr.
fn load(paths: &[PathBuf]) -> Vec<GameRecord> {
    let mut out = Vec::new();
    load_each(paths, |_, record| out.push(record));
    out
}

/// Calls `each(file, record)` for every readable record of `paths`, in order, reporting
/// unreadable files and records on stderr.
fn load_each(paths: &[PathBuf], mut each: impl FnMut(&Path, GameRecord)) {
    for path in paths {
        match parse_file(path) {
            Ok(parsed) => {
                for tree in &parsed.trees {
                    match GameRecord::from_tree(tree) {
                        Ok(record) => each(path, record),
                        Err(e) => eprintln!("{}: skipped: {e}", path.display()),
                    }
                }
            }
            Err(failure) => report_failure(path, &failure),
        }
    }
}

/// The share `--sample-in` gives the records of `file`: that of the last DIR holding it.
fn share_for(file: &Path, sample_in: &[(PathBuf, f32)]) -> Option<f32> {
    sample_in
        .iter()
        .rev()
        .find(|(dir, _)| file.starts_with(dir))
        .map(|&(_, share)| share)
}

/// A reproducible choice of `n` of `files`: a seeded shuffle, then the first `n`, in path order.
fn choose(mut files: Vec<PathBuf>, n: Option<usize>, seed: u64) -> Vec<PathBuf> {
    let Some(n) = n.filter(|&n| n < files.len()) else {
        return files;
    };
    let mut rng = tesuji::playout::FastRng::new(seed);
    for i in (1..files.len()).rev() {
        files.swap(i, rng.below(i as u32 + 1) as usize);
    }
    files.truncate(n);
    files.sort();
    files
}

/// Drops the training records whose opening (`GameRecord::opening_key`, under the 8
/// symmetries) is that of a held-out game, and says how many there were: a model measured on
/// games it was trained on would flatter itself.
fn drop_repeats_of_held_out(games: &mut Vec<(GameRecord, Option<f32>)>, held_out: &[PathBuf]) {
    if held_out.is_empty() {
        eprintln!("train-patterns: no held-out games named, no repeats checked");
        return;
    }
    let held = load(held_out);
    let keys: std::collections::HashSet<u64> = held.iter().map(GameRecord::opening_key).collect();
    let before = games.len();
    games.retain(|(game, _)| !keys.contains(&game.opening_key()));
    eprintln!(
        "train-patterns: {} training records repeat one of {} held-out games (dropped)",
        before - games.len(),
        held.len()
    );
}

pub fn run_train(args: TrainArgs) -> ExitCode {
    let all = sgf_files(&args.games);
    let (held_out, usable): (Vec<PathBuf>, Vec<PathBuf>) =
        all.into_iter().partition(|p| is_held_out(p));
    if !held_out.is_empty() {
        eprintln!(
            "train-patterns: skipping {} file(s) of the held-out evaluation set (Pro/Pro/5p); \
             the model is never trained on them",
            held_out.len()
        );
    }
    let files = choose(usable, args.max_games, args.seed);
    if files.is_empty() {
        eprintln!("train-patterns: no game records to train on");
        return ExitCode::FAILURE;
    }
    let mut games = Vec::new();
    load_each(&files, |file, record| {
        games.push((record, share_for(file, &args.sample_in)))
    });
    eprintln!(
        "train-patterns: {} records from {} files",
        games.len(),
        files.len()
    );
    let mut held_out = held_out;
    held_out.extend(sgf_files(&args.held_out));
    drop_repeats_of_held_out(&mut games, &held_out);
    let (games, sample_by_record): (Vec<GameRecord>, Vec<Option<f32>>) = games.into_iter().unzip();
    let config = TrainConfig {
        seed: args.seed,
        sample: args.sample.clamp(0.0, 1.0),
        recent_since: args.recent_since,
        recent_sample: args.recent_sample.clamp(0.0, 1.0),
        sample_by_record,
        iterations: args.iterations,
        min_pat3: args.min_pat3,
        min_spatial: args.min_spatial,
        latent_dim: args.latent_dim.min(tesuji::patterns::model::LATENT_MAX),
        factor_epochs: args.epochs,
        learning_rate: args.learning_rate,
        regularization: args.regularization,
        validation: args.validation.clamp(0.0, 1.0),
        context: tesuji::patterns::context::ContextConfig {
            cfg_distance: args.cfg_distance,
            owner_playouts: args.owner_playouts,
        },
    };
    let (model, _) = train(&games, &config, |line| eprintln!("train-patterns: {line}"));
    let bytes = model.to_bytes();
    if let Err(e) = std::fs::write(&args.output, &bytes) {
        eprintln!("{}: error: {e}", args.output.display());
        return ExitCode::FAILURE;
    }
    eprintln!(
        "train-patterns: wrote {} ({} bytes)",
        args.output.display(),
        bytes.len()
    );
    ExitCode::SUCCESS
}

fn load_model(path: Option<&Path>) -> Result<std::sync::Arc<Model>, ModelError> {
    match path {
        None => Ok(Model::shipped()),
        Some(path) => Model::load(path).map(std::sync::Arc::new),
    }
}

pub fn run_predict(args: PredictArgs) -> ExitCode {
    let model = match load_model(args.patterns.as_deref()) {
        Ok(model) => model,
        Err(e) => {
            eprintln!("predict: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut files = sgf_files(&args.games);
    if let Some(n) = args.max_games {
        files.truncate(n);
    }
    let games = load(&files);
    if games.is_empty() {
        eprintln!("predict: no game records to score");
        return ExitCode::FAILURE;
    }
    let mut prediction = Prediction::default();
    for (i, game) in games.iter().enumerate() {
        prediction.add_game(&model, i as u64, game);
    }
    print_out(&prediction.report());
    ExitCode::SUCCESS
}
