//! `stats FILE...`: totals over all files. Depth is the longest root-to-leaf path counted in
//! nodes (the root alone is depth 1), the maximum over all games.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use std::fmt::Write;

use crate::input::{parse_file, print_out, report_failure};

#[derive(clap::Args)]
pub struct Args {
    /// SGF files to count.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

#[derive(Default)]
struct Totals {
    files: usize,
    failed: usize,
    games: usize,
    nodes: usize,
    leaves: usize,
    depth: usize,
    moves: usize,
    warnings: usize,
    errors: usize,
    properties: BTreeMap<String, usize>,
}

pub fn run(args: Args) -> ExitCode {
    let mut totals = Totals::default();
    for path in &args.files {
        totals.files += 1;
        let parsed = match parse_file(path) {
            Ok(parsed) => parsed,
            Err(failure) => {
                report_failure(path, &failure);
                totals.failed += 1;
                continue;
            }
        };
        totals.warnings += parsed.warnings.len();
        totals.errors += parsed.errors.len();
        for tree in &parsed.trees {
            totals.games += 1;
            totals.nodes += tree.nodes.len();
            totals.leaves += tree.leaves();
            totals.depth = totals.depth.max(tree.depth());
            for node in &tree.nodes {
                for property in &node.props {
                    *totals.properties.entry(property.ident.clone()).or_default() += 1;
                    if property.ident == "B" || property.ident == "W" {
                        totals.moves += 1;
                    }
                }
            }
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "files: {}", totals.files);
    let _ = writeln!(out, "unreadable: {}", totals.failed);
    let _ = writeln!(out, "games: {}", totals.games);
    let _ = writeln!(out, "nodes: {}", totals.nodes);
    let _ = writeln!(out, "leaves: {}", totals.leaves);
    let _ = writeln!(out, "depth: {}", totals.depth);
    let _ = writeln!(out, "moves: {}", totals.moves);
    let _ = writeln!(out, "warnings: {}", totals.warnings);
    let _ = writeln!(out, "errors: {}", totals.errors);
    let used: Vec<String> = totals
        .properties
        .iter()
        .map(|(ident, count)| format!("{ident}={count}"))
        .collect();
    let _ = writeln!(out, "properties: {}", used.join(" "));
    print_out(&out);
    if totals.failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
