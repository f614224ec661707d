//! Figures and notes are dated by day and commit, never by the working session that made them
//! or by the tracker's request that asked for them: a reader without the tracker must still be
//! able to place every measurement. This test walks the documentation and the sources and names
//! each line that dates something the other way: an ordinal word (ending in th, st, nd or rd)
//! before "session", or "the" before "issue", case-insensitively, as the project's grep
//! finds them, and the same words broken across two lines of text or comment.

use std::fs;
use std::path::{Path, PathBuf};

/// Where the words are looked for, relative to the repository root.
const ROOTS: [&str; 7] = [
    "docs",
    "src",
    "sgf_tools",
    "tests",
    "tools",
    "README.md",
    "joseki",
];

/// The text files read; anything else (SGF, test suites, data) is skipped.
const EXTENSIONS: [&str; 5] = ["md", "rs", "py", "toml", "txt"];

/// Built from pieces so that this file does not name what it looks for.
fn session_word() -> String {
    [" ses", "sion"].concat()
}

fn issue_phrase() -> String {
    ["the ", "iss", "ue"].concat()
}

const ORDINAL_ENDINGS: [&[u8]; 4] = [b"th", b"st", b"nd", b"rd"];

fn ends_like_an_ordinal(text: &[u8]) -> bool {
    ORDINAL_ENDINGS.iter().any(|ending| text.ends_with(ending))
}

/// What a single line says that it should not, if anything.
fn offence(line: &str) -> Option<String> {
    let lower = line.to_lowercase();
    let bytes = lower.as_bytes();
    let session = session_word();
    let mut from = 0;
    while let Some(at) = lower[from..].find(&session) {
        let start = from + at;
        if ends_like_an_ordinal(&bytes[..start]) {
            return Some(format!("dates by a{session}"));
        }
        from = start + session.len();
    }
    let issue = issue_phrase();
    if lower.contains(&issue) {
        return Some(format!("dates by \"{issue}\""));
    }
    None
}

/// The line's text without its indentation and comment markers (`//!`, `///`, `//`, `#`).
fn text_of(line: &str) -> String {
    let trimmed = line.trim();
    let without = trimmed
        .strip_prefix("//!")
        .or_else(|| trimmed.strip_prefix("///"))
        .or_else(|| trimmed.strip_prefix("//"))
        .or_else(|| trimmed.strip_prefix('#'))
        .unwrap_or(trimmed);
    without.trim().to_lowercase()
}

/// The same words broken across the end of `line` and the start of `next`.
fn offence_across(line: &str, next: &str) -> Option<String> {
    let tail = text_of(line);
    let head = text_of(next);
    let last = tail.split_whitespace().last()?;
    let first = head.split_whitespace().next()?;
    let session = session_word();
    let issue = issue_phrase();
    let issue_word = issue.trim_start_matches("the ");
    if ends_like_an_ordinal(last.as_bytes()) && first.starts_with(session.trim_start()) {
        return Some(format!("dates by a{session} (across the line break)"));
    }
    if last == "the" && first.starts_with(issue_word) {
        return Some(format!("dates by \"{issue}\" (across the line break)"));
    }
    None
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || name == "target" || name == "node_modules" {
            return;
        }
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", path.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        entries.sort();
        for entry in entries {
            collect(&entry, files);
        }
    } else if path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| EXTENSIONS.contains(&e))
    {
        files.push(path.to_path_buf());
    }
}

#[test]
fn no_text_dates_anything_by_a_session_or_an_issue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for name in ROOTS {
        let path = root.join(name);
        assert!(path.exists(), "{} is missing", path.display());
        collect(&path, &mut files);
    }
    assert!(files.len() > 20, "only {} files found", files.len());

    let mut found = Vec::new();
    for file in &files {
        // Not valid UTF-8: not one of the project's text files.
        let Ok(text) = fs::read_to_string(file) else {
            continue;
        };
        let shown = file
            .strip_prefix(root)
            .unwrap_or(file)
            .display()
            .to_string();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if let Some(why) = offence(line) {
                found.push(format!("{shown}:{}: {why}: {}", i + 1, line.trim()));
            } else if let Some(why) = lines.get(i + 1).and_then(|next| offence_across(line, next)) {
                found.push(format!("{shown}:{}: {why}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "date figures and notes by day and commit instead:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_matcher_finds_what_grep_would() {
    let ordinal = format!("the fourteenth{}", session_word());
    assert!(offence(&ordinal).is_some());
    assert!(offence(&ordinal.to_uppercase()).is_some());
    assert!(offence(&format!("the first{}'s main", session_word())).is_some());
    assert!(offence(&format!("as {} asks", issue_phrase())).is_some());
    assert!(offence(&format!("context and{}", session_word())).is_some());
    // Words that only look alike pass.
    assert!(offence(&format!("the{} state", session_word())).is_none());
    assert!(offence("gtp/session.rs holds the SessionSettings").is_none());
    assert!(offence("issues of the tracker").is_none());
    // Broken across two lines, in text or in comments.
    let session = session_word();
    assert!(offence_across("measured in the eleventh", &format!("//{session}'s run")).is_some());
    assert!(offence_across("/// as asked in the", "/// issue, 40 %").is_some());
    assert!(offence_across("the other", "issue").is_none());
    assert!(offence_across("in the", &format!("{session}'s state")).is_none());
}
