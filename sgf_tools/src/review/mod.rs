//! `review GAME.sgf...`: a game review for students. For every corner, where the game left the
//! joseki book (`joseki`); optionally, Black's win rate after every move from a GTP engine and
//! each player's largest drops (`engine`); the results written into a copy of the record as
//! comments, Sabaki win rates and variations (`annotate`) and as one HTML page (`html`).

mod annotate;
mod engine;
mod html;
mod joseki;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tesuji::board::{Board, Color};
use tesuji::joseki::{JosekiBook, DEFAULT_WINDOW, MAX_WINDOW};
use tesuji::sgf::{GameTree, RecordError};

use crate::input::{located, parse_file, Failure};

#[derive(clap::Args)]
pub struct Args {
    /// Game records to review.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The annotated record (one input file only); default GAME.review.sgf beside the input.
    #[arg(
        short = 'o',
        long = "output",
        value_name = "OUT.sgf",
        conflicts_with = "out_dir"
    )]
    output: Option<PathBuf>,
    /// Folder for the annotated records (GAME.review.sgf each).
    #[arg(long, value_name = "DIR")]
    out_dir: Option<PathBuf>,
    /// Allow writing the review over the input file itself.
    #[arg(long)]
    in_place: bool,
    /// Also write one self-contained HTML page with every game's review.
    #[arg(long, value_name = "REPORT.html")]
    html: Option<PathBuf>,
    /// GTP engine ("CMD ARGS") speaking kata-analyze or lz-analyze for win rates; `--engine`
    /// alone runs the tesuji binary next to sgf-tools. Without it only the joseki part runs.
    #[arg(long, value_name = "CMD ARGS", num_args = 0..=1, default_missing_value = "")]
    engine: Option<String>,
    /// Visits per position (the moves' visits in the engine's report, added up).
    #[arg(long, default_value_t = 200)]
    visits: u64,
    /// Seconds per position instead of a visit count.
    #[arg(long, value_name = "SECONDS")]
    seconds: Option<f64>,
    /// Give up on an engine that sends nothing for this many seconds.
    #[arg(long, default_value_t = 60.0)]
    engine_timeout: f64,
    /// Largest drops shown per player.
    #[arg(long, default_value_t = 3)]
    mistakes: usize,
    /// Corner window side for the book.
    #[arg(long, default_value_t = DEFAULT_WINDOW as u8, value_parser = clap::value_parser!(u8).range(2..=MAX_WINDOW as i64))]
    window: u8,
}

/// One game's main line, replayed once by the crate's SGF replay (`tesuji::sgf::replay`).
pub struct Replay {
    pub size: usize,
    pub komi: f32,
    /// Moves in order: colour and point (None for pass).
    pub moves: Vec<(Color, Option<(usize, usize)>)>,
    /// The tree node of each move.
    pub move_nodes: Vec<usize>,
    /// The position before move k (k = 0..=moves.len()) and who is to play there.
    pub positions: Vec<(Board, Color)>,
    /// Whether position k holds setup stones (AB/AW/AE) placed after the root: an engine fed
    /// moves only must be set up afresh there.
    pub setup_before: Vec<bool>,
    /// Why the replay stopped early, if it did (an illegal move).
    pub stopped: Option<RecordError>,
}

impl Replay {
    pub fn new(tree: &GameTree) -> Result<Replay, RecordError> {
        let size = tree.board_size()?;
        // Komi and the side to move first as GTP loadsgf reads them.
        let start = tesuji::sgf::to_game(tree, Some(0))?;
        let mut line = tesuji::sgf::replay(tree)?;
        let mut moves = Vec::new();
        let mut move_nodes = Vec::new();
        let mut positions = Vec::new();
        let mut setup_before = Vec::new();
        let mut to_play = start.to_play();
        while let Some(mv) = line.next_move() {
            // Position 0 is set up whole anyway.
            setup_before.push(!positions.is_empty() && line.setup_since_move());
            positions.push((line.board().clone(), mv.color));
            moves.push((mv.color, mv.at));
            move_nodes.push(mv.node);
            to_play = mv.color.opponent();
        }
        setup_before.push(!positions.is_empty() && line.setup_since_move());
        positions.push((line.board().clone(), to_play));
        Ok(Replay {
            size,
            komi: start.komi(),
            moves,
            move_nodes,
            positions,
            setup_before,
            stopped: line.stopped().cloned(),
        })
    }
}

/// Everything found about one game tree.
pub struct GameReview {
    pub title: String,
    /// Players, result and date from the root, as the page's subtitle.
    pub info: String,
    pub replay: Replay,
    pub joseki: joseki::JosekiReport,
    pub engine: Option<engine::EngineReport>,
}

fn colour_name(c: Color) -> &'static str {
    if c == Color::Black {
        "Black"
    } else {
        "White"
    }
}

/// "Black: A; White: B; result: B+R; 2016-07-02" from whatever the root has.
fn game_info(tree: &GameTree) -> String {
    let Some(root) = tree.nodes.first() else {
        return String::new();
    };
    let mut parts = Vec::new();
    for (ident, label) in [("PB", "Black"), ("PW", "White"), ("RE", "result")] {
        if let Some(v) = root.value(ident).filter(|v| !v.trim().is_empty()) {
            parts.push(format!("{label}: {}", v.trim()));
        }
    }
    if let Some(date) = root.value("DT").filter(|v| !v.trim().is_empty()) {
        parts.push(date.trim().to_string());
    }
    parts.join("; ")
}

/// Where the annotated record goes, or why it may not.
fn output_path(args: &Args, input: &Path) -> Result<PathBuf, String> {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".to_string());
    let path = if let Some(out) = &args.output {
        out.clone()
    } else if let Some(dir) = &args.out_dir {
        dir.join(format!("{stem}.review.sgf"))
    } else {
        input.with_file_name(format!("{stem}.review.sgf"))
    };
    let same = match (path.canonicalize(), input.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if same && !args.in_place {
        return Err(format!(
            "{}: refusing to write the review over the input (pass --in-place to allow it)",
            path.display()
        ));
    }
    Ok(path)
}

/// The engine command: as given, or the tesuji binary next to this one.
pub(crate) fn engine_command(given: &str) -> Result<String, String> {
    if !given.trim().is_empty() {
        return Ok(given.to_string());
    }
    let exe = std::env::current_exe().map_err(|e| format!("--engine: {e}"))?;
    let tesuji = exe.with_file_name(format!("tesuji{}", std::env::consts::EXE_SUFFIX));
    if !tesuji.exists() {
        return Err(format!(
            "--engine: no tesuji binary next to sgf-tools ({}); name an engine command",
            tesuji.display()
        ));
    }
    Ok(tesuji.to_string_lossy().into_owned())
}

pub fn run(args: Args) -> ExitCode {
    if args.output.is_some() && args.files.len() > 1 {
        eprintln!("review: -o names one output file; with several games use --out-dir");
        return ExitCode::from(2);
    }
    if let Some(dir) = &args.out_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("{}: error: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    let command = match args.engine.as_deref().map(engine_command).transpose() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut book = JosekiBook::shipped().as_ref().clone();
    book.set_window(args.window as usize);
    let settings = engine::Settings {
        visits: args.visits.max(1),
        seconds: args.seconds.filter(|s| *s > 0.0),
        timeout: Duration::from_secs_f64(args.engine_timeout.clamp(0.1, 86_400.0)),
        mistakes: args.mistakes,
    };
    let reviewer = Reviewer {
        book: &book,
        command: command.as_deref(),
        settings: &settings,
    };
    let mut failed = false;
    let mut reviews = Vec::new();
    for path in tesuji::sgf::sgf_files(&args.files) {
        failed |= !reviewer.file(&args, &path, &mut reviews);
    }
    if let Some(path) = &args.html {
        if let Err(e) = std::fs::write(path, html::page(&reviews)) {
            eprintln!("{}: error: {e}", path.display());
            failed = true;
        }
    }
    if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

/// What every game of a run is reviewed with.
struct Reviewer<'a> {
    book: &'a JosekiBook,
    /// The engine for win rates and mistakes, if any.
    command: Option<&'a str>,
    settings: &'a engine::Settings,
}

impl Reviewer<'_> {
    /// Reviews every game of one file into `reviews` and writes the annotated record; false
    /// when anything failed (each failure printed, the rest still done).
    fn file(&self, args: &Args, path: &Path, reviews: &mut Vec<GameReview>) -> bool {
        let parsed = match parse_file(path) {
            Ok(p) => p,
            Err(Failure::Io(e)) => {
                eprintln!("{}: error: {e}", path.display());
                return false;
            }
            Err(Failure::Parse(d)) => {
                eprintln!("{}", located(path, "error", &d));
                return false;
            }
        };
        let mut ok = true;
        for d in &parsed.errors {
            eprintln!("{}", located(path, "error", d));
            ok = false;
        }
        let out = match output_path(args, path) {
            Ok(out) => out,
            Err(e) => {
                eprintln!("{e}");
                return false;
            }
        };
        let mut trees = parsed.trees.clone();
        let name = path
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        for (index, tree) in trees.iter_mut().enumerate() {
            let title = if parsed.trees.len() > 1 {
                format!("{name} (game {})", index + 1)
            } else {
                name.clone()
            };
            if let Some(review) = self.game(tree, title, path, &mut ok) {
                annotate::annotate(tree, &review);
                reviews.push(review);
            }
        }
        if let Err(e) = std::fs::write(&out, tesuji::sgf::write(&trees)) {
            eprintln!("{}: error: {e}", out.display());
            ok = false;
        } else {
            eprintln!("{}: review written to {}", path.display(), out.display());
        }
        ok
    }

    /// One game's review: the joseki part, and the engine part when there is an engine. None
    /// when the record cannot be replayed; `ok` turns false on any failure.
    fn game(
        &self,
        tree: &GameTree,
        title: String,
        path: &Path,
        ok: &mut bool,
    ) -> Option<GameReview> {
        // The joseki part's time includes the replay: both are needed for it alone.
        let started = Instant::now();
        let replay = match Replay::new(tree) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{}: error: {e}", path.display());
                *ok = false;
                return None;
            }
        };
        if let Some(why) = &replay.stopped {
            eprintln!(
                "{}: warning: reviewed up to move {} only: {why}",
                path.display(),
                replay.moves.len()
            );
        }
        let joseki = joseki::review(self.book, &replay);
        let joseki_time = started.elapsed();
        let engine = self.command.map(|command| {
            let started = Instant::now();
            let report = engine::review(
                command,
                &replay,
                self.settings,
                progress(&title, replay.positions.len()),
            );
            if let Some(e) = &report.error {
                eprintln!("{}: {e}", path.display());
                *ok = false;
            }
            eprintln!(
                "{title}: engine part {:.1} s for {} positions",
                started.elapsed().as_secs_f64(),
                report.black_winrate.len()
            );
            report
        });
        eprintln!("{title}: joseki part {:.3} s", joseki_time.as_secs_f64());
        Some(GameReview {
            info: game_info(tree),
            title,
            replay,
            joseki,
            engine,
        })
    }
}

/// A progress bar on stderr, hidden when stderr is not a terminal (logs and tests stay clean).
pub(crate) fn progress(title: &str, positions: usize) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(positions as u64);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} positions, eta {eta}")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(title.to_string());
    bar
}
