//! Canonical FF[4] output: one node per line, variations opened on their own line, `]` and `\`
//! escaped everywhere, and `:` escaped after the first one in composed values (so that
//! `LB[cc:a\:b]` reads back as point `cc`, text `a:b`). Properties keep their order, so
//! parse(write(t)) == t. The walk uses an explicit stack (deep trees cannot overflow).

use super::{GameTree, Property};

/// Properties whose values are composed `x:y` (or may be compressed point lists `aa:cc`).
const COMPOSED: &[&str] = &[
    "AB", "AE", "AP", "AR", "AW", "CR", "DD", "FG", "LB", "LN", "MA", "SL", "SQ", "SZ", "TB", "TR",
    "TW", "VW",
];

pub(crate) fn write(trees: &[GameTree]) -> String {
    let mut out = String::new();
    for tree in trees.iter().filter(|t| !t.nodes.is_empty()) {
        write_tree(tree, &mut out);
        out.push('\n');
    }
    out
}

enum Task {
    Open(usize),
    Close,
}

fn write_tree(tree: &GameTree, out: &mut String) {
    let mut tasks = vec![Task::Open(0)];
    let mut first = true;
    while let Some(task) = tasks.pop() {
        match task {
            Task::Close => out.push(')'),
            Task::Open(start) => {
                if !first {
                    out.push('\n');
                }
                first = false;
                out.push('(');
                let mut index = start;
                loop {
                    if index != start {
                        out.push('\n');
                    }
                    let Some(node) = tree.nodes.get(index) else {
                        break;
                    };
                    out.push(';');
                    for property in &node.props {
                        write_property(property, out);
                    }
                    match node.children.as_slice() {
                        [only] => index = *only,
                        children => {
                            tasks.push(Task::Close);
                            tasks.extend(children.iter().rev().map(|&c| Task::Open(c)));
                            break;
                        }
                    }
                }
            }
        }
    }
}

fn write_property(property: &Property, out: &mut String) {
    out.push_str(&property.ident);
    let composed = COMPOSED.contains(&property.ident.as_str());
    if property.values.is_empty() {
        out.push_str("[]");
    }
    for value in &property.values {
        out.push('[');
        let mut colon_seen = false;
        for c in value.chars() {
            match c {
                ']' | '\\' => out.push('\\'),
                ':' if composed && colon_seen => out.push('\\'),
                ':' => colon_seen = true,
                _ => {}
            }
            out.push(c);
        }
        out.push(']');
    }
}
