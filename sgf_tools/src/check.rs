//! `check FILE...`: parse and report; exit status 1 when any file has errors.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::input::{located, parse_file, print_out, Failure};

#[derive(clap::Args)]
pub struct Args {
    /// SGF files to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print errors only.
    #[arg(short, long)]
    quiet: bool,
}

pub fn run(args: Args) -> ExitCode {
    let (mut errors, mut warnings) = (0usize, 0usize);
    for path in &args.files {
        let parsed = match parse_file(path) {
            Ok(parsed) => parsed,
            Err(Failure::Io(e)) => {
                print_out(&format!("{}: error: {e}\n", path.display()));
                errors += 1;
                continue;
            }
            Err(Failure::Parse(d)) => {
                print_out(&format!("{}\n", located(path, "error", &d)));
                errors += 1;
                continue;
            }
        };
        let mut lines: Vec<(usize, String)> = Vec::new();
        for d in &parsed.errors {
            lines.push((d.at.offset, located(path, "error", d)));
        }
        if !args.quiet {
            for d in &parsed.warnings {
                lines.push((d.at.offset, located(path, "warning", d)));
            }
        }
        lines.sort_by_key(|(offset, _)| *offset);
        for (_, line) in lines {
            print_out(&format!("{line}\n"));
        }
        // Records that parse but cannot be replayed (board size, off-board or illegal moves on
        // the main line) are worth a warning too; variations are not replayed.
        for (game, tree) in parsed.trees.iter().enumerate() {
            let replayed = tree
                .board_size()
                .and_then(|_| tesuji::sgf::to_game(tree, None).map(drop));
            if let Err(e) = replayed {
                warnings += 1;
                if !args.quiet {
                    print_out(&format!(
                        "{}: warning: game {}: {e}\n",
                        path.display(),
                        game + 1
                    ));
                }
            }
        }
        errors += parsed.errors.len();
        warnings += parsed.warnings.len();
    }
    eprintln!(
        "{} file(s): {errors} error(s), {warnings} warning(s)",
        args.files.len()
    );
    if errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
