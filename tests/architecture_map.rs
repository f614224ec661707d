//! docs/architecture.md's "What uses what" map against the code: every arrow there is a
//! `crate::` or `super::` path in the library's non-test code, and every such path between
//! two top-level modules is an arrow there. The map is read as one module a line,
//! `module -> used, used, ...` (`(none)` for a leaf), each module above the ones it uses, so
//! that the layering it claims (no module reaches back up, no two use each other) is checked
//! as well. The files its "Where to add knowledge" section names must be there too.

mod source_scan;

use source_scan::{code_only, is_ident, rust_files};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The top-level modules `src/lib.rs` declares.
fn top_level_modules(root: &Path) -> BTreeSet<String> {
    let lib = fs::read_to_string(root.join("src/lib.rs")).expect("src/lib.rs");
    lib.lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("mod "))?;
            Some(rest.strip_suffix(';')?.trim().to_string())
        })
        .collect()
}

/// The module path of a source file under `src/`: `search/uct/mod.rs` is `search::uct`.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let file = parts.pop().expect("a file name");
    if file != "mod.rs" {
        parts.push(file.trim_end_matches(".rs").to_string());
    }
    parts
}

/// Blanks every item under `#[cfg(test)]`: what tests import is not the library's structure.
fn without_test_items(code: &mut [char]) {
    let attribute: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + attribute.len() <= code.len() {
        if code[i..i + attribute.len()] != attribute[..] {
            i += 1;
            continue;
        }
        // The item ends at its `;` or at the brace closing its body.
        let mut end = i + attribute.len();
        let mut depth = 0i32;
        while end < code.len() {
            match code[end] {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' => depth -= 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ';' if depth == 0 => break,
                _ => {}
            }
            end += 1;
        }
        let stop = (end + 1).min(code.len());
        for c in &mut code[i..stop] {
            if *c != '\n' {
                *c = ' ';
            }
        }
        i = end;
    }
}

fn word_at(code: &[char], i: usize, word: &str) -> bool {
    let w: Vec<char> = word.chars().collect();
    code.len() >= i + w.len()
        && code[i..i + w.len()] == w[..]
        && (i == 0 || !(is_ident(code[i - 1]) || code[i - 1] == '$'))
}

fn ident_at(code: &[char], i: usize) -> String {
    code[i..].iter().take_while(|&&c| is_ident(c)).collect()
}

/// The first names of a path's continuation at `i`: `board::Board` gives `board`, a group
/// `{board::Board, game::Game}` gives `board` and `game`.
fn heads_at(code: &[char], mut i: usize) -> Vec<String> {
    while i < code.len() && code[i].is_whitespace() {
        i += 1;
    }
    if code.get(i) != Some(&'{') {
        return vec![ident_at(code, i)];
    }
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut expecting = true;
    for (k, &c) in code.iter().enumerate().skip(i) {
        match c {
            '{' => {
                depth += 1;
                expecting = depth == 1;
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ',' if depth == 1 => expecting = true,
            c if expecting && depth == 1 && is_ident(c) => {
                heads.push(ident_at(code, k));
                expecting = false;
            }
            _ => {}
        }
    }
    heads
}

/// The top-level modules one file's code uses (its own aside), each with the file.
fn uses_of(code: &[char], path: &[String], modules: &BTreeSet<String>) -> BTreeSet<String> {
    let top = &path[0];
    let mut used = BTreeSet::new();
    // Inline `mod name {` blocks deepen `super::`: the brace depth each opened at.
    let mut inline: Vec<(String, i32)> = Vec::new();
    let mut depth = 0i32;
    let mut i = 0;
    while i < code.len() {
        match code[i] {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            _ => {}
        }
        if word_at(code, i, "mod ") {
            let name = ident_at(code, i + 4);
            let after = i + 4 + name.len();
            if code[after..].iter().find(|c| !c.is_whitespace()) == Some(&'{') {
                inline.push((name, depth));
            }
        }
        let mut heads = Vec::new();
        if word_at(code, i, "crate::") {
            heads = heads_at(code, i + "crate::".len());
            i += "crate::".len();
        } else if word_at(code, i, "super::") {
            let mut supers = 0;
            while word_at(code, i, "super::") {
                supers += 1;
                i += "super::".len();
            }
            if supers == path.len() + inline.len() {
                heads = heads_at(code, i);
            }
        } else {
            i += 1;
        }
        used.extend(
            heads
                .into_iter()
                .filter(|head| head != top && modules.contains(head)),
        );
    }
    used
}

/// The map's arrows, in the order of its lines.
fn read_map(doc: &str) -> Vec<(String, Vec<String>)> {
    let mut lines = doc
        .lines()
        .skip_while(|line| !line.starts_with("What uses what"));
    assert!(
        lines.next().is_some(),
        "docs/architecture.md has no \"What uses what\" map"
    );
    let mut lines = lines.skip_while(|line| *line != "```");
    assert!(
        lines.next().is_some(),
        "the map is the fenced block after the \"What uses what\" line"
    );
    lines
        .take_while(|line| *line != "```")
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (from, to) = line
                .split_once("->")
                .unwrap_or_else(|| panic!("a map line is `module -> used, ...`: {line:?}"));
            let to = to.trim();
            let used = if to == "(none)" {
                Vec::new()
            } else {
                to.split(',').map(|m| m.trim().to_string()).collect()
            };
            (from.trim().to_string(), used)
        })
        .collect()
}

#[test]
fn the_architecture_map_is_the_imports() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let modules = top_level_modules(root);
    assert!(
        modules.contains("search") && modules.contains("board"),
        "{modules:?}"
    );

    // What the code uses: module -> used module -> the files that use it.
    let mut code_edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for file in &files {
        let relative = file.strip_prefix(root.join("src")).expect("under src");
        if relative == Path::new("lib.rs") || relative == Path::new("main.rs") {
            continue;
        }
        let path = module_path(relative);
        let mut code = code_only(&fs::read_to_string(file).expect("readable source"));
        without_test_items(&mut code);
        for used in uses_of(&code, &path, &modules) {
            code_edges
                .entry((path[0].clone(), used))
                .or_default()
                .push(format!("src/{}", relative.display()));
        }
    }

    let doc = fs::read_to_string(root.join("docs/architecture.md")).expect("docs/architecture.md");
    let map = read_map(&doc);
    let mut problems = Vec::new();
    let mut listed: BTreeMap<&str, usize> = BTreeMap::new();
    for (line, (from, _)) in map.iter().enumerate() {
        if !modules.contains(from) {
            problems.push(format!(
                "the map lists `{from}`, which src/lib.rs does not declare"
            ));
        }
        if listed.insert(from, line).is_some() {
            problems.push(format!("the map lists `{from}` twice"));
        }
    }
    for module in &modules {
        if !listed.contains_key(module.as_str()) {
            problems.push(format!(
                "the map has no line for `{module}` (`{module} -> (none)` for a leaf)"
            ));
        }
    }
    let mut map_edges = BTreeSet::new();
    for (line, (from, used)) in map.iter().enumerate() {
        for to in used {
            map_edges.insert((from.clone(), to.clone()));
            if !code_edges.contains_key(&(from.clone(), to.clone())) {
                problems.push(format!(
                    "the map has `{from} -> {to}`, which no non-test code of src/{from} uses"
                ));
            }
            if listed.get(to.as_str()).is_some_and(|&at| at <= line) {
                problems.push(format!(
                    "`{from} -> {to}` points up the map: `{to}` must be listed below `{from}`"
                ));
            }
        }
    }
    for ((from, to), files) in &code_edges {
        if !map_edges.contains(&(from.clone(), to.clone())) {
            problems.push(format!(
                "the map lacks `{from} -> {to}` ({})",
                files.join(", ")
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "docs/architecture.md's map disagrees with the code:\n{}",
        problems.join("\n")
    );
}

#[test]
fn uses_are_read_from_paths_groups_and_supers() {
    let modules: BTreeSet<String> = ["board", "game", "rules", "search"]
        .map(String::from)
        .into();
    let source = "use crate::{board::Board, game::Game};\n\
                  use super::super::rules::score;\n\
                  use super::prior::Prior;\n\
                  mod inner {\n    use super::super::super::game::Game;\n}\n\
                  #[cfg(test)]\nmod tests {\n    use crate::search::x;\n}\n\
                  // crate::search\n";
    let mut code = code_only(source);
    without_test_items(&mut code);
    let path = ["search".to_string(), "uct".to_string()];
    let used: Vec<String> = uses_of(&code, &path, &modules).into_iter().collect();
    assert_eq!(used, ["board", "game", "rules"]);
}

#[test]
fn the_files_where_to_add_knowledge_names_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = fs::read_to_string(root.join("docs/architecture.md")).expect("docs/architecture.md");
    let section: String = doc
        .lines()
        .skip_while(|line| *line != "## Where to add knowledge")
        .skip(1)
        .take_while(|line| !line.starts_with("## "))
        .collect::<Vec<_>>()
        .join("\n");
    let paths: Vec<&str> = section
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|span| {
            ["src/", "tests/", "benches/", "docs/"]
                .iter()
                .any(|dir| span.starts_with(dir))
        })
        .collect();
    assert!(
        paths.len() >= 10,
        "the section names too few files: {paths:?}"
    );
    let missing: Vec<&str> = paths
        .into_iter()
        .filter(|path| !root.join(path).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "\"Where to add knowledge\" names files that are not there: {missing:?}"
    );
}
