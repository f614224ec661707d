//! The documents against the code they describe. A reader who follows the README must get an
//! engine that starts: every option it tabulates exists with the default it states, every
//! search parameter a page tells them to set is one `--param help` lists (and the pages that
//! describe the engine as it is state its defaults as it ships them), every GTP command it
//! names is answered (and every answered one is written down somewhere), and every file a page
//! links to is there. The code is the authority: each failure names the stale word and the
//! page it is on, and the fix is to the page.
//!
//! The option table is read through clap's own definition of the options, not `--help`'s
//! layout; parameters and commands come from the built binary, as a user would ask it.

use clap::CommandFactory;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tesuji::app::EngineOptions;

const BINARY: &str = env!("CARGO_BIN_EXE_tesuji");

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    fs::read_to_string(root().join(relative))
        .unwrap_or_else(|e| panic!("cannot read {relative}: {e}"))
}

/// Every Markdown file under `dir` (relative to the root), sorted.
fn markdown_under(dir: &str) -> Vec<String> {
    fn walk(path: &Path, found: &mut Vec<PathBuf>) {
        if path.is_dir() {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with('.') || name == "target" || name == "node_modules" {
                return;
            }
            for entry in fs::read_dir(path).expect("a readable directory") {
                walk(&entry.expect("a directory entry").path(), found);
            }
        } else if path.extension().is_some_and(|e| e == "md") {
            found.push(path.to_path_buf());
        }
    }
    let mut found = Vec::new();
    walk(&root().join(dir), &mut found);
    let mut names: Vec<String> = found
        .iter()
        .map(|p| {
            p.strip_prefix(root())
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    names.sort();
    names
}

/// The pages a user is sent to: the README and everything under docs/.
fn user_pages() -> Vec<String> {
    let mut pages = vec!["README.md".to_string()];
    pages.extend(markdown_under("docs"));
    pages
}

/// Every Markdown page of the project, wherever it lives.
fn all_pages() -> Vec<String> {
    let mut pages = markdown_under(".");
    pages.retain(|p| !p.starts_with("fuzz/corpus") && !p.starts_with("fuzz/artifacts"));
    pages
}

/// The text with fenced code blocks blanked, line for line, so that line numbers still count.
fn without_fences(text: &str) -> String {
    let mut inside = false;
    text.lines()
        .map(|line| {
            if line.trim_start().starts_with("```") {
                inside = !inside;
                ""
            } else if inside {
                ""
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The lines of the `## title` section (up to the next heading of level two or one).
fn section<'a>(text: &'a str, title: &str) -> Vec<&'a str> {
    let mut lines = text
        .lines()
        .skip_while(|l| l.trim() != format!("## {title}"));
    assert!(lines.next().is_some(), "no section \"## {title}\"");
    lines
        .take_while(|l| !(l.starts_with("## ") || l.starts_with("# ")))
        .collect()
}

/// The contents of the inline code spans of `text`, a span allowed to run across a line break.
fn code_spans(text: &str) -> Vec<String> {
    let mut spans = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('`') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('`') else { break };
        spans.push(
            after[..end]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        );
        rest = &after[end + 1..];
    }
    spans
}

/// A table row's cells, split at the bars that are not escaped (`\|` stays in its cell).
fn cells(row: &str) -> Vec<String> {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    let mut found = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                found.last_mut().expect("a cell").push('|');
                chars.next();
            }
            '|' => found.push(String::new()),
            _ => found.last_mut().expect("a cell").push(c),
        }
    }
    found.into_iter().map(|c| c.trim().to_string()).collect()
}

/// The body rows of every table among `lines` (no header, no `|---|` rule).
fn table_rows<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for (i, line) in lines.iter().enumerate() {
        let is_row = line.trim_start().starts_with('|');
        let is_rule = is_row && line.chars().all(|c| "|-: ".contains(c));
        if is_row && !in_table {
            // The header: the next line is its rule.
            in_table = lines.get(i + 1).is_some_and(|n| n.contains("---"));
            continue;
        }
        if !is_row {
            in_table = false;
        } else if !is_rule {
            rows.push(*line);
        }
    }
    rows
}

/// Runs the binary with `args`, feeding `input`; its stdout.
fn run_binary(args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(BINARY)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tesuji binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("the binary reads");
    drop(stdin);
    let output = child.wait_with_output().expect("the binary runs");
    assert!(
        output.status.success(),
        "tesuji {args:?} failed: {output:?}"
    );
    String::from_utf8(output.stdout).expect("stdout is UTF-8")
}

/// Every parameter `--param help` lists, with the default it states (its second column) when
/// that is a number.
fn parameter_listing() -> Vec<(String, Option<f64>)> {
    let listing = run_binary(&["--param", "help"], "");
    let rows: Vec<(String, Option<f64>)> = listing
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let name = words.next()?.to_string();
            Some((name, words.next().and_then(|d| d.parse().ok())))
        })
        .collect();
    assert!(rows.len() > 20, "`--param help` listed too few:\n{listing}");
    rows
}

/// Every parameter `--param help` lists.
fn parameters() -> BTreeSet<String> {
    parameter_listing()
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}

/// Every command `list_commands` answers with.
fn gtp_commands() -> BTreeSet<String> {
    let reply = run_binary(&["--no-joseki"], "list_commands\nquit\n");
    let first = reply.split("\n\n").next().unwrap_or("");
    let names: BTreeSet<String> = first
        .trim_start_matches('=')
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert!(names.contains("genmove"), "no command list in {reply:?}");
    names
}

/// A word that names a parameter: lower-case snake case with at least one underscore.
fn looks_like_parameter(word: &str) -> bool {
    word.contains('_')
        && word.starts_with(|c: char| c.is_ascii_lowercase())
        && word
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The default a clap argument states: its default value, or the `[default: ...]` its help
/// writes when the value is computed at run time or has none.
fn stated_default(arg: &clap::Arg) -> Option<String> {
    let help = arg
        .get_long_help()
        .or(arg.get_help())
        .map(|h| {
            h.to_string()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    if let Some(at) = help.find("[default: ") {
        let rest = &help[at + "[default: ".len()..];
        return Some(rest[..rest.find(']').unwrap_or(rest.len())].to_string());
    }
    let values = arg.get_default_values();
    if values.is_empty() || arg.is_hide_default_value_set() || !arg.get_action().takes_values() {
        return None;
    }
    Some(
        values
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(","),
    )
}

/// The part of a default that a table cell must repeat: up to its first comma or bracket.
fn head(default: &str) -> String {
    let cut = default.find([',', '(']).unwrap_or(default.len());
    default[..cut].replace('`', "").trim().to_string()
}

#[test]
fn the_readme_option_table_is_the_command_line() {
    let readme = read("README.md");
    let options = section(&readme, "Options");
    let command = EngineOptions::command();
    let mut problems = Vec::new();
    let mut tabulated = BTreeSet::new();
    for row in table_rows(&options) {
        let cells = cells(row);
        let spans = code_spans(&cells[0]);
        let Some(first) = spans.first() else {
            problems.push(format!("README.md: an option row without an option: {row}"));
            continue;
        };
        let mut words = first.split_whitespace();
        let flag = words.next().unwrap_or("");
        let placeholder = words.collect::<Vec<_>>().join(" ");
        let Some(long) = flag.strip_prefix("--") else {
            problems.push(format!("README.md: `{first}` is not a long option"));
            continue;
        };
        tabulated.insert(long.to_string());
        let Some(arg) = command.get_arguments().find(|a| a.get_long() == Some(long)) else {
            problems.push(format!(
                "README.md: `--{long}` is in the option table but tesuji has no such option"
            ));
            continue;
        };

        let takes_value = arg.get_action().takes_values();
        let possible: Vec<String> = arg
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_string())
            .collect();
        let expected_placeholder = if !takes_value {
            String::new()
        } else if !possible.is_empty() {
            possible.join("|")
        } else {
            arg.get_value_names()
                .and_then(|names| names.first())
                .map(|n| n.to_string())
                .unwrap_or_default()
        };
        if placeholder != expected_placeholder {
            problems.push(format!(
                "README.md: `--{long} {placeholder}` should read `--{long} {expected_placeholder}`"
            ));
        }

        let written = cells.get(1).cloned().unwrap_or_default();
        let written_head = code_spans(&written)
            .first()
            .cloned()
            .unwrap_or_else(|| head(&written));
        match stated_default(arg) {
            Some(default) if head(&default) != written_head => problems.push(format!(
                "README.md: `--{long}` defaults to \"{}\", the table says \"{written}\"",
                head(&default)
            )),
            None if !matches!(written.as_str(), "–" | "-" | "") => problems.push(format!(
                "README.md: `--{long}` has no default, the table says \"{written}\""
            )),
            _ => {}
        }
    }
    for arg in command.get_arguments() {
        let Some(long) = arg.get_long() else { continue };
        if !matches!(long, "help" | "version") && !tabulated.contains(long) {
            problems.push(format!("README.md: the option table leaves out `--{long}`"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each `--param NAME` of `text` (a code span may break across lines), with the line it
/// starts on. Upper-case placeholders (`NAME=VALUE`) are not names; a family (`book_*`) comes
/// back with its star.
fn param_mentions(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = text[from..].find("--param") {
        let start = from + at;
        let mut i = start + "--param".len();
        from = i;
        // `--param=NAME` and `--param NAME` both reach clap.
        if i < bytes.len() && (bytes[i] == b'=' || bytes[i] == b' ' || bytes[i] == b'\n') {
            i += 1;
        } else {
            continue;
        }
        while i < bytes.len() && (bytes[i] == b' ' || bytes[i] == b'\n') {
            i += 1;
        }
        let mut name: String = text[i..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if text[i + name.len()..].starts_with('*') {
            name.push('*');
        }
        if name.is_empty() || name == "help" || name.chars().all(|c| !c.is_ascii_lowercase()) {
            continue;
        }
        let line = text[..start].matches('\n').count() + 1;
        found.push((line, name));
    }
    found
}

#[test]
fn every_parameter_the_pages_name_exists() {
    let known = parameters();
    let mut problems = Vec::new();
    for page in user_pages() {
        let text = without_fences(&read(&page));
        for (line, name) in param_mentions(&text) {
            let exists = match name.strip_suffix('*') {
                Some(family) => known.iter().any(|k| k.starts_with(family)),
                None => known.contains(&name),
            };
            // An account of an experiment names the parameter it ran with; once its code is
            // gone, the account says so, with the commit to bring it back from.
            let account_of_removed = page.starts_with("docs/experiments/")
                && removal_commit(&heading_section(&text, line)).is_some();
            if !exists && !account_of_removed {
                problems.push(format!(
                    "{page}:{line}: `--param {name}` is not a parameter (`tesuji --param help`)"
                ));
            }
        }
    }
    // The README names parameters in passing as well, without `--param` before them: every
    // snake-case word in a code span of its prose is a parameter or a GTP command.
    let commands = gtp_commands();
    let readme = without_fences(&read("README.md"));
    for (number, line) in readme.lines().enumerate() {
        for span in code_spans(line) {
            let word = span.split(['=', ' ']).next().unwrap_or("");
            if looks_like_parameter(word) && !known.contains(word) && !commands.contains(word) {
                problems.push(format!(
                    "README.md:{}: `{word}` is neither a parameter (`tesuji --param help`) nor \
                     a GTP command",
                    number + 1
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The commit named in "removed in COMMIT" (seven or more hex digits), if the text has one.
fn removal_commit(text: &str) -> Option<String> {
    text.match_indices("removed in ").find_map(|(at, found)| {
        let hex: String = text[at + found.len()..]
            .chars()
            .take_while(|c| c.is_ascii_hexdigit())
            .collect();
        (hex.len() >= 7).then_some(hex)
    })
}

/// The lines of the section (from one heading to the next, any level) holding line `number`
/// (1-based) of `text`.
fn heading_section(text: &str, number: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let at = number.saturating_sub(1).min(lines.len().saturating_sub(1));
    let start = (0..=at)
        .rev()
        .find(|&i| lines[i].starts_with('#'))
        .unwrap_or(0);
    let end = (at + 1..lines.len())
        .find(|&i| lines[i].starts_with('#'))
        .unwrap_or(lines.len());
    lines[start..end].join("\n")
}

/// The `(page, anchor)` of each relative link of a Markdown line.
fn link_targets(line: &str) -> Vec<(String, String)> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(end) = after.find(')') else { break };
        let target = &after[..end];
        if !target.contains("://") {
            let (page, anchor) = target.split_once('#').unwrap_or((target, ""));
            targets.push((page.to_string(), anchor.to_string()));
        }
        rest = &after[end..];
    }
    targets
}

/// A setting tried and not kept whose code is gone says so in the summary and in its account
/// alike, each naming the commit that removed it, so that it can be brought back from there.
#[test]
fn settings_tried_and_not_kept_say_when_their_code_is_gone() {
    let known = parameters();
    let strength = read("docs/strength.md");
    let mut problems = Vec::new();
    for line in section(&strength, "Tried, not kept") {
        let Some(item) = line.strip_prefix("- ") else {
            continue;
        };
        let gone: Vec<String> = code_spans(item)
            .iter()
            .map(|span| span.split(['=', ' ']).next().unwrap_or("").to_string())
            .filter(|word| looks_like_parameter(word) && !known.contains(word))
            .collect();
        if gone.is_empty() {
            continue;
        }
        let Some(commit) = removal_commit(item) else {
            problems.push(format!(
                "docs/strength.md: `{}` is no parameter any more; its line must say \
                 \"removed in COMMIT\": {line}",
                gone[0]
            ));
            continue;
        };
        for (page, anchor) in link_targets(item) {
            if page.is_empty() || !page.ends_with(".md") {
                continue;
            }
            let path = Path::new("docs").join(&page);
            let text = read(&path.to_string_lossy());
            let account = if anchor.is_empty() {
                text.clone()
            } else {
                let heading = text
                    .lines()
                    .position(|l| l.starts_with('#') && slug(l.trim_start_matches('#')) == anchor)
                    .map_or(1, |i| i + 1);
                heading_section(&text, heading)
            };
            if !account.contains(&format!("removed in {commit}")) {
                problems.push(format!(
                    "{}#{anchor}: the account of `{}` must say \"removed in {commit}\" as \
                     docs/strength.md does",
                    path.display(),
                    gone[0]
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every parameter `--param help` lists with a numeric default, and that default.
fn parameter_defaults() -> BTreeMap<String, f64> {
    parameter_listing()
        .into_iter()
        .filter_map(|(name, default)| Some((name, default?)))
        .collect()
}

/// Each default a page states for a parameter, with its line: a code span naming a parameter
/// (`name` or `name=...`) followed by a parenthesis that opens with a plain number and closes
/// there or says "by default" (`widen_base` (5), `rave_equiv=1000` (3,000 by default)).
/// A parenthesis that says more (`widen_critical` (0.3 measured; ...)) states no default.
fn stated_parameter_defaults(
    text: &str,
    known: &BTreeMap<String, f64>,
) -> Vec<(usize, String, f64)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(open) = text[from..].find('`') {
        let start = from + open + 1;
        let Some(len) = text[start..].find('`') else {
            break;
        };
        let span = &text[start..start + len];
        from = start + len + 1;
        let name = span.split('=').next().unwrap_or("");
        if !known.contains_key(name) {
            continue;
        }
        let Some(inside) = text[from..].trim_start().strip_prefix('(') else {
            continue;
        };
        let number: String = inside
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == ',' || *c == '.')
            .collect();
        let after: String = inside[number.len()..]
            .chars()
            .take(12)
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .collect();
        if !(after.starts_with(')') || after.starts_with(" by default")) {
            continue;
        }
        if let Ok(value) = number.replace(',', "").parse::<f64>() {
            let line = text[..start].matches('\n').count() + 1;
            found.push((line, name.to_string(), value));
        }
    }
    found
}

/// The pages that describe the engine as it is now. The experiment accounts, and the two pages
/// that keep dated accounts of their own (strength.md, tactics.md), state the defaults of
/// their day.
fn reference_pages() -> Vec<String> {
    user_pages()
        .into_iter()
        .filter(|p| {
            !p.starts_with("docs/experiments/") && p != "docs/strength.md" && p != "docs/tactics.md"
        })
        .collect()
}

#[test]
fn the_defaults_the_reference_pages_state_are_the_shipped_ones() {
    let defaults = parameter_defaults();
    assert!(
        defaults.len() > 20,
        "`--param help` listed too few defaults"
    );
    let mut problems = Vec::new();
    let mut stated = 0;
    for page in reference_pages() {
        let text = without_fences(&read(&page));
        for (line, name, value) in stated_parameter_defaults(&text, &defaults) {
            stated += 1;
            let shipped = defaults[&name];
            if (value - shipped).abs() > 1e-9 * shipped.abs().max(1.0) {
                problems.push(format!(
                    "{page}:{line}: `{name}` ({value}) is not its default, {shipped} \
                     (`tesuji --param help`)"
                ));
            }
        }
    }
    assert!(
        stated >= 5,
        "the reference pages state only {stated} defaults: the reader broke"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_gtp_commands_written_down_are_the_ones_answered() {
    let answered = gtp_commands();
    let readme = without_fences(&read("README.md"));
    let listed: BTreeSet<String> = code_spans(&section(&readme, "GTP commands").join("\n"))
        .iter()
        .flat_map(|span| {
            span.split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    let extensions = without_fences(&read("docs/gtp-extensions.md"));
    let documented: BTreeSet<String> = code_spans(&extensions)
        .iter()
        .filter_map(|span| span.split_whitespace().next().map(str::to_string))
        .collect();

    let mut problems = Vec::new();
    for name in listed.difference(&answered) {
        problems.push(format!(
            "README.md: \"GTP commands\" lists `{name}`, which `list_commands` does not answer"
        ));
    }
    for name in &answered {
        if !listed.contains(name) && !documented.contains(name) {
            problems.push(format!(
                "`{name}` is answered but neither README.md's \"GTP commands\" nor \
                 docs/gtp-extensions.md names it"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors a page offers: its headings' slugs (a repeated heading gains `-1`, `-2`, ...)
/// and any `<a id="...">` or `<a name="...">` it sets.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in without_fences(text).lines() {
        if line.starts_with('#') {
            let base = slug(line.trim_start_matches('#'));
            let mut candidate = base.clone();
            let mut n = 0;
            while found.contains(&candidate) {
                n += 1;
                candidate = format!("{base}-{n}");
            }
            found.insert(candidate);
        }
        for key in ["id=\"", "name=\""] {
            let mut rest = line;
            while let Some(at) = rest.find(key) {
                let after = &rest[at + key.len()..];
                if let Some(end) = after.find('"') {
                    found.insert(after[..end].to_string());
                }
                rest = after;
            }
        }
    }
    found
}

/// The inline link targets of a page, with their line numbers; code is not looked in.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in without_fences(text).lines().enumerate() {
        // Link syntax inside a code span is an example, not a link.
        let mut prose = String::new();
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                prose.push_str(part);
            }
        }
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find(')').unwrap_or(after.len());
            let target = after[..end].split_whitespace().next().unwrap_or("");
            if !target.is_empty() {
                found.push((number + 1, target.to_string()));
            }
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn every_link_between_pages_leads_somewhere() {
    let pages = all_pages();
    assert!(pages.len() >= 10, "only {} pages found", pages.len());
    let mut problems = Vec::new();
    for page in &pages {
        let text = read(page);
        let dir = Path::new(page).parent().unwrap_or(Path::new(""));
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                root().join(page)
            } else {
                root().join(dir).join(file)
            };
            if !path.exists() {
                problems.push(format!(
                    "{page}:{line}: links to {target}, which does not exist"
                ));
                continue;
            }
            if let Some(anchor) = anchor {
                if path.is_file() && path.extension().is_some_and(|e| e == "md") {
                    let target_text = fs::read_to_string(&path).unwrap_or_default();
                    if !anchors(&target_text).contains(anchor) {
                        problems.push(format!(
                            "{page}:{line}: links to {target}, a heading that is not there"
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_readme_is_a_guide_and_the_strength_page_a_summary() {
    let readme = read("README.md");
    let mut problems = Vec::new();
    let lines = readme.lines().count();
    if lines > 220 {
        problems.push(format!(
            "README.md is {lines} lines, over 220: move the detail to docs/"
        ));
    }
    let text = without_fences(&readme);
    let all: Vec<&str> = text.lines().collect();
    for row in table_rows(&all) {
        for cell in cells(row) {
            let words = cell.split_whitespace().count();
            if words > 40 {
                problems.push(format!(
                    "README.md: a table cell of {words} words, over 40: {cell}"
                ));
            }
        }
    }
    let strength = read("docs/strength.md").lines().count();
    if strength > 400 {
        problems.push(format!(
            "docs/strength.md is {strength} lines, over 400: move the accounts to \
             docs/experiments/"
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_markdown_readers_read_markdown() {
    assert_eq!(
        cells(r"| `--rules chinese\|japanese` | `chinese` | x |"),
        ["`--rules chinese|japanese`", "`chinese`", "x"]
    );
    assert_eq!(code_spans("a `b\nc` d `e`"), ["b c", "e"]);
    assert_eq!(
        param_mentions(
            "`--param\nscore_weight=0.1`, `--param NAME=VALUE`, `--param help`, `--param book_*`"
        ),
        [(1, "score_weight".to_string()), (2, "book_*".to_string())]
    );
    assert_eq!(
        slug("Groups that live: a defence prior, and 10,000 playouts"),
        "groups-that-live-a-defence-prior-and-10000-playouts"
    );
    assert_eq!(
        links("[a](b.md#c) `[x](y)` [d](https://e)"),
        [(1, "b.md#c".to_string()), (1, "https://e".to_string())]
    );
    let known: BTreeMap<String, f64> = [("widen_base", 5.0), ("rave_equiv", 3000.0)]
        .map(|(n, v)| (n.to_string(), v))
        .into();
    assert_eq!(
        stated_parameter_defaults(
            "`widen_base` (5), `rave_equiv=1000`\n(3,000 by\ndefault), `widen_base` (0.3 measured), \
             `explore_x` (2), `rave_equiv`",
            &known
        ),
        [
            (1, "widen_base".to_string(), 5.0),
            (1, "rave_equiv".to_string(), 3000.0)
        ]
    );
    assert_eq!(head("1, and no limit"), "1");
    assert!(looks_like_parameter("prior_ko_fill_weight"));
    assert!(!looks_like_parameter("Pro2.7z") && !looks_like_parameter("explore"));
}
