//! Reading Rust sources as the structural tests need them: the files of a tree, and their
//! code with comments and literals blanked out, so that a brace, a `fn` or a path found in it
//! is code. A scanner, not a parser: enough for the team's own sources.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, in a fixed order.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

pub fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The source with every comment, string and character literal blanked to spaces, newlines
/// kept, so that braces and `fn` are found only in code and line numbers stay where they were.
pub fn code_only(source: &str) -> Vec<char> {
    let src: Vec<char> = source.chars().collect();
    let mut out = src.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(src.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < src.len() {
        let c = src[i];
        let next = src.get(i + 1).copied();
        let prev_ident = i > 0 && is_ident(src[i - 1]);
        if c == '/' && next == Some('/') {
            let end = src[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(src.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            let mut j = i;
            while j < src.len() {
                if src[j] == '/' && src.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 2;
                } else if src[j] == '*' && src.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if !prev_ident && (c == 'r' || (c == 'b' && next == Some('r'))) && {
            let start = if c == 'b' { i + 2 } else { i + 1 };
            let hashes = src[start..].iter().take_while(|&&c| c == '#').count();
            src.get(start + hashes) == Some(&'"')
        } {
            let start = if c == 'b' { i + 2 } else { i + 1 };
            let hashes = src[start..].iter().take_while(|&&c| c == '#').count();
            let mut j = start + hashes + 1;
            while j < src.len() {
                if src[j] == '"'
                    && src[j + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&c| c == '#')
                        .count()
                        == hashes
                {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            blank(&mut out, i, j);
            i = j;
        } else if c == '"' {
            let mut j = i + 1;
            while j < src.len() && src[j] != '"' {
                j += if src[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if c == '\'' {
            // A character literal, or else a lifetime or a label, which hold no braces.
            if next == Some('\\') {
                let mut j = i + 3;
                while j < src.len() && src[j] != '\'' {
                    j += 1;
                }
                blank(&mut out, i, j + 1);
                i = j + 1;
            } else if src.get(i + 2) == Some(&'\'') {
                blank(&mut out, i, i + 3);
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}
