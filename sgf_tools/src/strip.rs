//! `strip FILE... [-o OUT]`: keeps moves, setup and game information, drops comments, markup
//! and annotations, splices out nodes left empty, and writes canonical FF[4] (all input trees
//! as one collection).

use std::path::PathBuf;
use std::process::ExitCode;

use tesuji::sgf::{self, GameTree, Node};

use crate::input::{parse_file, print_out, report_failure};

#[derive(clap::Args)]
pub struct Args {
    /// SGF files to strip.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Output file (standard output if absent).
    #[arg(short, long)]
    output: Option<PathBuf>,
}

/// Comments, markup and move/position annotations.
const DROPPED: &[&str] = &[
    "C", "GC", "N", "AR", "CR", "DD", "LB", "LN", "MA", "SL", "SQ", "TR", "TB", "TW", "VW", "BM",
    "DO", "IT", "TE", "DM", "GB", "GW", "HO", "UC", "V",
];

pub fn run(args: Args) -> ExitCode {
    let mut trees = Vec::new();
    let mut failed = false;
    for path in &args.files {
        match parse_file(path) {
            Ok(parsed) => trees.extend(parsed.trees.iter().map(strip)),
            Err(failure) => {
                report_failure(path, &failure);
                failed = true;
            }
        }
    }
    let text = sgf::write(&trees);
    let written = match &args.output {
        Some(path) => {
            std::fs::write(path, text).map_err(|e| eprintln!("{}: error: {e}", path.display()))
        }
        None => {
            print_out(&text);
            Ok(())
        }
    };
    if failed || written.is_err() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The tree without dropped properties; non-root nodes left empty are replaced by their
/// children (attached to the nearest kept ancestor, order preserved).
pub fn strip(tree: &GameTree) -> GameTree {
    let mut out = GameTree::default();
    if tree.nodes.is_empty() {
        return out;
    }
    // (old node, new parent) in pre-order, explicit stack: deep trees must not overflow.
    let mut stack = vec![(0usize, None::<usize>)];
    while let Some((old, new_parent)) = stack.pop() {
        let node = &tree.nodes[old];
        let props: Vec<_> = node
            .props
            .iter()
            .filter(|p| !DROPPED.contains(&p.ident.as_str()))
            .cloned()
            .collect();
        let kept_as = if props.is_empty() && new_parent.is_some() {
            new_parent
        } else {
            let index = out.nodes.len();
            out.nodes.push(Node {
                props,
                parent: new_parent,
                children: Vec::new(),
            });
            if let Some(parent) = new_parent {
                out.nodes[parent].children.push(index);
            }
            Some(index)
        };
        stack.extend(node.children.iter().rev().map(|&child| (child, kept_as)));
    }
    out
}
