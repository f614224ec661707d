//! `coverage [--book BOOK] REFERENCE.sgf...`: how well a joseki book's matcher answers a
//! reference collection (recall, top-1, precision, lines to the end, recall by depth), or with
//! `--games`, how often corner moves in game records' first moves are book moves.

use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;
use tesuji::joseki::coverage::{
    all_placements, coverage, score_game, CoverageReport, GamesReport, Placement,
};
use tesuji::joseki::{JosekiBook, LineTree, DEFAULT_WINDOW, MAX_WINDOW};
use tesuji::json;

#[derive(clap::Args)]
pub struct Args {
    /// Joseki collections to replay (with --games: game records, or folders of them).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The book to test (repeatable, merged); the embedded book when absent.
    #[arg(long)]
    book: Vec<PathBuf>,
    /// Corner window side.
    #[arg(long, default_value_t = DEFAULT_WINDOW as u8, value_parser = clap::value_parser!(u8).range(2..=MAX_WINDOW as i64))]
    window: u8,
    /// Replay under the identity only, instead of all 8 symmetries x both colourings.
    #[arg(long)]
    identity_only: bool,
    /// Score game records instead of a joseki collection.
    #[arg(long)]
    games: bool,
    /// With --games: how many moves of each game to look at.
    #[arg(long, default_value_t = 30)]
    first: usize,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
    /// Also write the report as one self-contained HTML page (summary, charts, diagrams).
    #[arg(long, value_name = "REPORT.html")]
    html: Option<PathBuf>,
    /// Ask this GTP engine ("CMD ARGS") for its move in positions along the reference lines,
    /// instead of scoring a book.
    #[arg(long, value_name = "CMD ARGS")]
    engine: Option<String>,
    /// With --engine: how many positions (spread evenly over the reference; 0 = all).
    #[arg(long, default_value_t = 100)]
    limit: usize,
}

fn load_book(paths: &[PathBuf]) -> Result<JosekiBook, String> {
    if paths.is_empty() {
        return Ok(JosekiBook::shipped().as_ref().clone());
    }
    let mut files = Vec::new();
    for path in paths {
        files.push(std::fs::read(path).map_err(|e| format!("{}: error: {e}", path.display()))?);
    }
    let sources: Vec<&[u8]> = files.iter().map(Vec::as_slice).collect();
    JosekiBook::from_sgf(&sources).map_err(|e| e.to_string())
}

pub fn run(args: Args) -> ExitCode {
    let mut book = match load_book(&args.book) {
        Ok(book) => book,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let window = args.window as usize;
    book.set_window(window);
    if args.games {
        score_games(&args, &book);
        return ExitCode::SUCCESS;
    }
    let (reference, failed) = read_reference(&args.files);
    let answered = match &args.engine {
        Some(command) => ask_engine(&args, command, &reference),
        None => score_book(&args, &book, &reference),
    };
    if answered && !failed {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `--games`: how often the records' corner moves are book moves.
fn score_games(args: &Args, book: &JosekiBook) {
    let mut report = GamesReport::default();
    for path in tesuji::sgf::sgf_files(&args.files) {
        let parsed = std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|b| tesuji::sgf::parse(&b).map_err(|d| d.message));
        match parsed {
            Ok(parsed) => {
                for tree in &parsed.trees {
                    score_game(book, tree, args.first, &mut report);
                }
            }
            Err(e) => {
                eprintln!("{}: error: {e}", path.display());
                report.skipped += 1;
            }
        }
    }
    print(&if args.json {
        report.to_json(args.first)
    } else {
        report.to_text(args.first)
    });
}

/// The reference collections merged into one line tree; true when a file could not be read
/// (its error printed, the rest still read).
fn read_reference(files: &[PathBuf]) -> (LineTree, bool) {
    let mut reference = LineTree::new();
    let mut failed = false;
    for path in files {
        let result = std::fs::read(path)
            .map_err(|e| e.to_string())
            .and_then(|b| reference.add_sgf(&b).map_err(|e| e.to_string()));
        if let Err(e) = result {
            eprintln!("{}: error: {e}", path.display());
            failed = true;
        }
    }
    reference.finish();
    (reference, failed)
}

/// `--engine`: the engine's moves in positions along the reference lines; false when the
/// engine failed.
fn ask_engine(args: &Args, command: &str, reference: &LineTree) -> bool {
    let probes =
        crate::engine_coverage::choose(crate::engine_coverage::probes(reference), args.limit);
    match crate::engine_coverage::run_engine(command, &probes) {
        Ok(report) => {
            print(&if args.json {
                report.to_json(command)
            } else {
                report.to_text(command)
            });
            true
        }
        Err(e) => {
            eprintln!("{e}");
            false
        }
    }
}

/// The book's answers along the reference lines, as text or JSON and with `--html` as a page;
/// false when the page could not be written (and nothing was printed).
fn score_book(args: &Args, book: &JosekiBook, reference: &LineTree) -> bool {
    let placements = if args.identity_only {
        vec![Placement::new(0, false)]
    } else {
        all_placements()
    };
    let report = coverage(book, reference, args.window as usize, &placements);
    if let Some(path) = &args.html {
        let page = crate::coverage_html::page(
            &report,
            "Joseki coverage",
            &reference_note(args, reference),
        );
        if let Err(e) = std::fs::write(path, page) {
            eprintln!("{}: error: {e}", path.display());
            return false;
        }
    }
    if args.json {
        #[derive(Serialize)]
        struct ReferenceJson {
            moves: usize,
            lines: usize,
            read: String,
        }
        #[derive(Serialize)]
        struct CoverageJson<'a> {
            reference: ReferenceJson,
            coverage: &'a CoverageReport,
        }
        print(
            &(json::line(&CoverageJson {
                reference: ReferenceJson {
                    moves: reference.move_count(),
                    lines: reference.line_count(),
                    read: reference.stats.summary(),
                },
                coverage: &report,
            }) + "\n"),
        );
    } else {
        print(&format!(
            "reference: {} moves, {} lines ({})\n{}",
            reference.move_count(),
            reference.line_count(),
            reference.stats.summary(),
            report.to_text()
        ));
    }
    true
}

/// The page's line on what was compared: the reference files and the book.
fn reference_note(args: &Args, reference: &LineTree) -> String {
    let names = |paths: &[PathBuf]| {
        paths
            .iter()
            .map(|p| {
                p.file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "Reference: {} ({} moves, {} lines). Book: {}.",
        names(&args.files),
        reference.move_count(),
        reference.line_count(),
        if args.book.is_empty() {
            "the shipped book".to_string()
        } else {
            names(&args.book)
        }
    )
}

/// Writes to stdout, ignoring a closed pipe.
fn print(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}
