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
    /// The inputs are game records (files or folders): mine their corner sequences.
    #[arg(long)]
    games: bool,
    /// With --games: a corner's line ends after this many moves in a row elsewhere.
    #[arg(long, default_value_t = 4)]
    max_elsewhere: usize,
}

pub fn run(args: Args) -> ExitCode {
    let mut tree = LineTree::new();
    if args.games {
        let files = tesuji::sgf::sgf_files(&args.inputs);
        let mut mined = 0usize;
        for path in &files {
            let Ok(bytes) = std::fs::read(path) else {
                eprintln!("{}: error: unreadable", path.display());
                continue;
            };
            let Ok(parsed) = tesuji::sgf::parse(&bytes) else {
                eprintln!("{}: error: not SGF", path.display());
                continue;
            };
            for game in &parsed.trees {
                for line in corner_lines(game, args.max_elsewhere) {
                    mined += 1;
                    let _ = tree.add_sgf(line.as_bytes());
                }
            }
        }
        eprintln!("{} game files, {mined} corner lines", files.len());
    }
    for path in args.inputs.iter().filter(|_| !args.games) {
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

/// The moves a game plays in each corner's 9x9 area (short of the centre lines, so each stone
/// belongs to one corner and the book frame maps it back there), as
/// one small SGF line per corner. A line ends when the corner is left: after `max_elsewhere`
/// moves in a row elsewhere, or at a pass. Games with setup stones (handicap) or not on 19x19
/// are skipped; a game's moves end at the first one the board refuses. A corner answered by the same colour twice reads as a tenuki between them
/// (`LineTree` does that), so the lines keep who played where.
fn corner_lines(game: &tesuji::sgf::GameTree, max_elsewhere: usize) -> Vec<String> {
    const AREA: usize = 9;
    const MAX_LINE: usize = 45;
    if game.board_size() != Ok(19) {
        return Vec::new();
    }
    let Ok(mut replay) = tesuji::sgf::replay(game) else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    while let Some(mv) = replay.next_move() {
        if replay.setup_since_move() {
            return Vec::new();
        }
        moves.push((mv.color, mv.at));
    }
    if replay.setup_since_move() {
        return Vec::new();
    }
    let mut lines = Vec::new();
    for corner in tesuji::joseki::Corner::ALL {
        let mut line = String::from("(;SZ[19]");
        let mut length = 0;
        let mut elsewhere = 0;
        for &(color, at) in &moves {
            let Some((x, y)) = at else {
                break;
            };
            let (dx, dy) = corner.to_board(x, y);
            if dx < AREA && dy < AREA {
                line.push_str(if color == tesuji::board::Color::Black {
                    ";B["
                } else {
                    ";W["
                });
                line.push_str(&tesuji::sgf::point_value(x, y));
                line.push(']');
                length += 1;
                elsewhere = 0;
                if length == MAX_LINE {
                    break;
                }
            } else if length > 0 {
                elsewhere += 1;
                if elsewhere > max_elsewhere {
                    break;
                }
            }
        }
        if length > 0 {
            line.push(')');
            lines.push(line);
        }
    }
    lines
}
