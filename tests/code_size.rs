//! Size limits on the code: no source file in `src/` or `sgf_tools/src/` over 700 lines, no
//! function over 80. A file or a function past them has usually taken on a second job; the
//! limit is checked here rather than by hand so that it holds without anyone remembering it.
//! Every `fn` with a body counts, test modules and nested functions included, each measured
//! from the line of its `fn` to the line of its closing brace.

mod source_scan;

use source_scan::{code_only, is_ident, rust_files};
use std::fs;
use std::path::Path;

const MAX_FILE_LINES: usize = 700;
const MAX_FN_LINES: usize = 80;

/// Each function with a body: its name, the line of its `fn` and its length in lines.
fn functions(source: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(source);
    let line_at = |i: usize| code[..i].iter().filter(|&&c| c == '\n').count() + 1;
    let mut found = Vec::new();
    let mut i = 0;
    while i + 2 < code.len() {
        let starts_fn = code[i] == 'f'
            && code[i + 1] == 'n'
            && (i == 0 || !is_ident(code[i - 1]))
            && code[i + 2].is_whitespace();
        if !starts_fn {
            i += 1;
            continue;
        }
        let mut j = i + 2;
        while j < code.len() && code[j].is_whitespace() {
            j += 1;
        }
        let name: String = code[j..].iter().take_while(|&&c| is_ident(c)).collect();
        if name.is_empty() {
            // `fn(...)`, a function pointer type.
            i += 2;
            continue;
        }
        // The body's brace, or the `;` of a declaration, outside the brackets of the
        // parameters and of array types such as `[u8; 4]`.
        let mut nesting = 0i32;
        let Some(open) = (j..code.len()).find(|&k| {
            match code[k] {
                '(' | '[' => nesting += 1,
                ')' | ']' => nesting -= 1,
                _ => {}
            }
            nesting == 0 && (code[k] == '{' || code[k] == ';')
        }) else {
            break;
        };
        if code[open] == ';' {
            // A declaration without a body, as in a trait.
            i = open;
            continue;
        }
        let mut depth = 0;
        let mut close = open;
        for (k, &c) in code.iter().enumerate().skip(open) {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = k;
                        break;
                    }
                }
                _ => {}
            }
        }
        let first = line_at(i);
        found.push((name, first, line_at(close) - first + 1));
        // Go on inside the body too: a nested function counts on its own.
        i = open + 1;
    }
    found
}

#[test]
fn no_file_or_function_over_the_limits() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "sgf_tools/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 50, "found only {} source files", files.len());
    let mut over = Vec::new();
    for path in &files {
        let source = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let shown = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let lines = source.lines().count();
        if lines > MAX_FILE_LINES {
            over.push(format!("{shown}: {lines} lines (at most {MAX_FILE_LINES})"));
        }
        for (name, line, length) in functions(&source) {
            if length > MAX_FN_LINES {
                over.push(format!(
                    "{shown}:{line}: fn {name} is {length} lines (at most {MAX_FN_LINES})"
                ));
            }
        }
    }
    assert!(
        over.is_empty(),
        "over the size limits:\n{}",
        over.join("\n")
    );
}

#[test]
fn the_scanner_measures_functions_and_skips_literals() {
    let source = "fn a() {\n    let s = \"}\";\n    let c = '}';\n    let q = '\\'';\n    // }\n    /* } */\n}\n\
                  trait T {\n    fn b(&self);\n}\n\
                  fn c<'a>(x: &'a str, f: fn([u8; 2]) -> u8) -> &'a str {\n    let r = r#\"{\"#;\n    fn d() {}\n    x\n}\n";
    let found = functions(source);
    let summary: Vec<_> = found
        .iter()
        .map(|(n, l, len)| format!("{n}@{l}:{len}"))
        .collect();
    assert_eq!(summary, ["a@1:7", "c@11:5", "d@13:1"]);
}
