//! `build-book IN.sgf... -o BOOK.sgf`: joseki trees merged into Tesuji's book format.
//!
//! Keeps moves (tenuki as `tt`) and setup only, maps every line into the top-left corner,
//! merges identical steps and writes a play count on each as `XC[n]`. Counts come from `XC[]` or
//! the JSON `"count"` in comments of KataGo-mined books, else from the number of variations.

use std::path::PathBuf;
use std::process::ExitCode;

use tesuji::joseki::LineTree;

#[derive(clap::Args)]
pub struct Args {
    /// Joseki SGF files to merge.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// Where to write the book.
    #[arg(short, long)]
    output: PathBuf,
    /// Drop steps played fewer than this many times (with everything below them).
    #[arg(long, default_value_t = 1)]
    min_count: u64,
    /// Text for the book's root comment (provenance).
    #[arg(long, default_value = "")]
    note: String,
}

pub fn run(args: Args) -> ExitCode {
    let mut tree = LineTree::new();
    for path in &args.inputs {
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("{}: error: {e}", path.display());
                return ExitCode::FAILURE;
            }
        };
        if let Err(e) = tree.add_sgf(&bytes) {
            eprintln!("{}: error: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    tree.finish();
    if args.min_count > 1 {
        tree.prune(args.min_count);
    }
    let sgf = tree.to_sgf(&args.note);
    if let Err(e) = std::fs::write(&args.output, &sgf) {
        eprintln!("{}: error: {e}", args.output.display());
        return ExitCode::FAILURE;
    }
    eprintln!("{}", tree.stats.summary());
    eprintln!(
        "wrote {}: {} moves, {} lines, {} bytes",
        args.output.display(),
        tree.move_count(),
        tree.line_count(),
        sgf.len()
    );
    ExitCode::SUCCESS
}
