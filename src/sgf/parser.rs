//! The SGF grammar over bytes, with recovery.
//!
//! Tokens (whitespace, identifiers, values) are nom parsers over `&[u8]`; the tree structure is
//! a loop with an explicit stack of open variations, so nesting depth and line length cost
//! heap, never call stack. Values are borrowed slices of the input until the final `String`
//! is made; values without escapes or CRs skip the unescaping pass.
//!
//! Recovery rules (each leaves a warning unless noted):
//! - text outside game trees, including a UTF-8 BOM (silently), is skipped;
//! - `;` followed by a property outside any tree opens an implicit tree (missing `(`);
//! - properties before any `;` in a variation get an implicit node (missing `;`);
//! - a second root in one tree (`((;a)(;b))`) starts a new game tree;
//! - `()`, a stray `]`, an extra `)`, a value without identifier, an identifier without
//!   value, an identifier without upper-case letters: dropped;
//! - the same property twice in one node: values merged into the first;
//! - EOF before `)`: the open trees are closed;
//! - EOF inside a value: an error; the property is dropped, everything before it is kept.
//!
//! CA[] values become `UTF-8` in the model: all text has been decoded to UTF-8.

use nom::bytes::complete::{take_till, take_while, take_while1};
use nom::IResult;

use super::charset::{Prepared, ValueDecoding};
use super::{Diagnostic, GameTree, Node, Parsed, Position, Property};

/// Warnings about broken UTF-8, one per value, up to this many per file: enough to find them,
/// not a flood for a file that is garbage throughout.
const MAX_INVALID_TEXT_WARNINGS: usize = 20;

type Res<'a> = IResult<&'a [u8], &'a [u8], ()>;

fn is_sgf_whitespace(b: u8) -> bool {
    b.is_ascii_whitespace() || b == 0x0B
}

fn whitespace(input: &[u8]) -> Res<'_> {
    take_while(is_sgf_whitespace)(input)
}

fn identifier(input: &[u8]) -> Res<'_> {
    take_while1(|b: u8| b.is_ascii_alphabetic())(input)
}

/// Up to the next byte that ends a value, starts an escape or needs newline normalisation.
fn plain_value_text(input: &[u8]) -> Res<'_> {
    take_till(|b: u8| b == b']' || b == b'\\' || b == b'\r')(input)
}

/// Junk outside game trees runs until a tree (or a tree missing its `(`) may start.
fn outside_text(input: &[u8]) -> Res<'_> {
    take_till(|b: u8| b == b'(' || b == b')' || b == b';')(input)
}

/// Junk inside a tree runs until something the grammar knows.
fn unexpected_text(input: &[u8]) -> Res<'_> {
    take_till(|b: u8| {
        matches!(b, b'(' | b')' | b';' | b'[' | b']')
            || b.is_ascii_alphabetic()
            || is_sgf_whitespace(b)
    })(input)
}

struct OpenVariation {
    /// The node the variation hangs from (None at the top of a tree).
    parent: Option<usize>,
    at: usize,
    nodes_before: usize,
}

/// A value's extent in the input: `[start, end)` between the brackets.
struct RawValue {
    start: usize,
    end: usize,
    needs_unescaping: bool,
    /// A high byte then `\]`: in an undeclared Shift_JIS/GBK/Big5 file that is a character
    /// whose trail byte is 0x5C, and the value has run past its end.
    trail_byte_escape: bool,
}

struct Parser<'a> {
    input: &'a [u8],
    pos: usize,
    decoding: ValueDecoding,
    trees: Vec<GameTree>,
    tree: GameTree,
    open: Vec<OpenVariation>,
    current: Option<usize>,
    node_open: bool,
    warnings: Vec<(usize, String)>,
    errors: Vec<(usize, String)>,
    invalid_text_warnings: usize,
    saw_trail_byte_escape: bool,
    scratch: Vec<u8>,
}

/// The parse, and whether a value looked cut short by a multibyte trail byte 0x5C (the caller
/// may retry with a guessed multibyte charset).
pub(crate) struct Outcome {
    pub result: Result<Parsed, Diagnostic>,
    pub saw_trail_byte_escape: bool,
}

pub(crate) fn parse_prepared(prepared: &Prepared<'_>) -> Outcome {
    let input: &[u8] = &prepared.text;
    let mut parser = Parser {
        input,
        pos: 0,
        decoding: prepared.decoding,
        trees: Vec::new(),
        tree: GameTree::default(),
        open: Vec::new(),
        current: None,
        node_open: false,
        warnings: prepared.notes.iter().map(|n| (0, n.clone())).collect(),
        errors: Vec::new(),
        invalid_text_warnings: 0,
        saw_trail_byte_escape: false,
        scratch: Vec::new(),
    };
    if input.starts_with(b"\xEF\xBB\xBF") {
        parser.pos = 3;
    }
    parser.run();
    // Indexing lines costs a pass over the input: only when there is something to locate.
    let lines = if parser.warnings.is_empty() && parser.errors.is_empty() {
        LineIndex { starts: vec![0] }
    } else {
        LineIndex::new(input)
    };
    let diagnostics = |list: Vec<(usize, String)>| -> Vec<Diagnostic> {
        list.into_iter()
            .map(|(offset, message)| Diagnostic {
                at: lines.position(input, offset),
                message,
            })
            .collect()
    };
    let saw_trail_byte_escape = parser.saw_trail_byte_escape;
    let warnings = diagnostics(parser.warnings);
    let errors = diagnostics(parser.errors);
    let nothing_read = parser
        .trees
        .iter()
        .all(|tree| tree.nodes.iter().all(|node| node.props.is_empty()));
    let result = if parser.trees.is_empty() || (nothing_read && !errors.is_empty()) {
        Err(errors.into_iter().next().unwrap_or(Diagnostic {
            at: lines.position(input, 0),
            message: "no game tree found (an SGF file needs '(;')".to_string(),
        }))
    } else {
        Ok(Parsed {
            trees: parser.trees,
            warnings,
            errors,
        })
    };
    Outcome {
        result,
        saw_trail_byte_escape,
    }
}

impl<'a> Parser<'a> {
    fn rest(&self) -> &'a [u8] {
        &self.input[self.pos..]
    }

    fn advance_to(&mut self, rest: &'a [u8]) {
        self.pos = self.input.len() - rest.len();
    }

    fn warn(&mut self, at: usize, message: impl Into<String>) {
        self.warnings.push((at, message.into()));
    }

    fn skip_whitespace(&mut self) {
        if let Ok((rest, _)) = whitespace(self.rest()) {
            self.advance_to(rest);
        }
    }

    fn run(&mut self) {
        loop {
            self.skip_whitespace();
            let Some(&byte) = self.input.get(self.pos) else {
                break;
            };
            if self.open.is_empty() {
                self.outside_trees();
                continue;
            }
            let at = self.pos;
            match byte {
                b'(' => self.open_variation(),
                b')' => self.close_variation(),
                b';' => {
                    self.pos += 1;
                    self.new_node(at);
                }
                b'[' => {
                    self.warn(at, "value without a property identifier: dropped");
                    if !self.skip_values() {
                        break;
                    }
                }
                b']' => {
                    self.warn(at, "stray ']' ignored");
                    self.pos += 1;
                }
                b if b.is_ascii_alphabetic() => {
                    if !self.property() {
                        break;
                    }
                }
                _ => {
                    let end = match unexpected_text(self.rest()) {
                        Ok((rest, _)) => self.input.len() - rest.len(),
                        Err(_) => self.input.len(),
                    };
                    let text = String::from_utf8_lossy(&self.input[at..end]).into_owned();
                    self.warn(at, format!("unexpected text {text:?} ignored"));
                    self.pos = end.max(at + 1);
                }
            }
        }
        if let Some(outermost) = self.open.first() {
            let at = outermost.at;
            self.warn(
                self.input.len(),
                format!(
                    "end of file inside the game tree opened at byte {at}: missing ')' added \
                     (file truncated?)"
                ),
            );
            self.open.clear();
            self.finish_tree(at);
        }
    }

    fn outside_trees(&mut self) {
        let at = self.pos;
        match self.input.get(at) {
            Some(b'(') if self.tree_starts(at) => return self.open_variation(),
            Some(b';') if self.tree_starts(at) => {
                self.warn(at, "game tree without '(': implicit '(' added");
                self.open.push(OpenVariation {
                    parent: None,
                    at,
                    nodes_before: 0,
                });
                self.current = None;
                self.node_open = false;
                return;
            }
            _ => {}
        }
        // Prose around trees (mail headers, licence text, "(see below)") is common: skip to
        // the next thing that looks like a tree, one warning per run.
        loop {
            match outside_text(self.rest()) {
                Ok((rest, _)) => self.advance_to(rest),
                Err(_) => self.pos = self.input.len(),
            }
            if self.pos >= self.input.len() || self.tree_starts(self.pos) {
                break;
            }
            self.pos += 1;
        }
        let junk = &self.input[at..self.pos];
        let message = if junk.iter().all(|&b| b == b')' || is_sgf_whitespace(b)) {
            "extra ')' outside any game tree ignored"
        } else if self.trees.is_empty() {
            "text before the first game tree ignored"
        } else {
            "text outside game trees ignored"
        };
        self.warn(at, message);
    }

    /// `(` followed by `;`, `(` or a property, or `;` followed by a property.
    fn tree_starts(&self, at: usize) -> bool {
        match self.input.get(at) {
            Some(b'(') => {
                let after = self.input.get(at + 1..).unwrap_or_default();
                let rest = whitespace(after).map_or(after, |(rest, _)| rest);
                matches!(rest.first(), Some(b';' | b'(')) || self.node_follows(at + 1)
            }
            Some(b';') => self.node_follows(at + 1),
            _ => false,
        }
    }

    /// `ident [` after optional whitespace: what a node looks like.
    fn node_follows(&self, from: usize) -> bool {
        let Some(input) = self.input.get(from..) else {
            return false;
        };
        let Ok((rest, _)) = whitespace(input) else {
            return false;
        };
        let Ok((rest, _)) = identifier(rest) else {
            return false;
        };
        let Ok((rest, _)) = whitespace(rest) else {
            return false;
        };
        rest.first() == Some(&b'[')
    }

    fn open_variation(&mut self) {
        if self.open.is_empty() {
            self.tree = GameTree::default();
            self.current = None;
        }
        self.open.push(OpenVariation {
            parent: self.current,
            at: self.pos,
            nodes_before: self.tree.nodes.len(),
        });
        self.node_open = false;
        self.pos += 1;
    }

    fn close_variation(&mut self) {
        let at = self.pos;
        self.pos += 1;
        let Some(variation) = self.open.pop() else {
            return;
        };
        if self.tree.nodes.len() == variation.nodes_before && !self.open.is_empty() {
            self.warn(variation.at, "empty variation '()' ignored");
        }
        self.current = variation.parent;
        self.node_open = false;
        if self.open.is_empty() {
            self.finish_tree(at);
        }
    }

    fn finish_tree(&mut self, at: usize) {
        let tree = std::mem::take(&mut self.tree);
        if tree.nodes.is_empty() {
            self.warn(at, "empty game tree ignored");
        } else {
            self.trees.push(tree);
        }
        self.current = None;
        self.node_open = false;
    }

    fn new_node(&mut self, at: usize) {
        let parent = self.current;
        if parent.is_none() && !self.tree.nodes.is_empty() {
            // Only reachable when every open variation hangs from nothing, as in "((;a)(;b))".
            self.warn(
                at,
                "second root node in one game tree: starts a new game tree",
            );
            let tree = std::mem::take(&mut self.tree);
            self.trees.push(tree);
            for variation in &mut self.open {
                variation.nodes_before = 0;
            }
        }
        let index = self.tree.nodes.len();
        self.tree.nodes.push(Node {
            props: Vec::new(),
            parent,
            children: Vec::new(),
        });
        if let Some(parent) = parent {
            self.tree.nodes[parent].children.push(index);
        }
        self.current = Some(index);
        self.node_open = true;
    }

    /// Parses one property into the current node. False when the input ended inside a value.
    fn property(&mut self) -> bool {
        let at = self.pos;
        let Ok((rest, raw_ident)) = identifier(self.rest()) else {
            self.pos += 1;
            return true;
        };
        self.advance_to(rest);
        let ident: String = raw_ident
            .iter()
            .filter(|b| b.is_ascii_uppercase())
            .map(|&b| b as char)
            .collect();
        self.skip_whitespace();
        if self.input.get(self.pos) != Some(&b'[') {
            self.warn(
                at,
                format!(
                    "property {} without a value: dropped",
                    String::from_utf8_lossy(raw_ident)
                ),
            );
            return true;
        }
        if ident.is_empty() {
            self.warn(
                at,
                format!(
                    "property identifier {:?} has no upper-case letter: dropped",
                    String::from_utf8_lossy(raw_ident)
                ),
            );
            return self.skip_values();
        }
        if !self.node_open {
            self.warn(
                at,
                "properties without ';' before them: implicit node added",
            );
            self.new_node(at);
        }
        let Some(values) = self.values(&ident) else {
            return false;
        };
        self.store(at, ident, values);
        true
    }

    /// The property's `[..]` values, decoded. None when the input ended inside one.
    fn values(&mut self, ident: &str) -> Option<Vec<String>> {
        let mut values = Vec::with_capacity(1);
        loop {
            let value_at = self.pos;
            let Some(raw) = self.value() else {
                self.errors.push((
                    value_at,
                    format!("unterminated value of property {ident}: the rest of the file is lost"),
                ));
                return None;
            };
            if raw.trail_byte_escape && matches!(self.decoding, ValueDecoding::Guess(_)) {
                self.saw_trail_byte_escape = true;
                self.warn(
                    value_at,
                    format!(
                        "value of {ident} has a non-ASCII byte before '\\]': if this file is \
                         Shift_JIS, GBK or Big5 the value ran past its end; declare CA[]"
                    ),
                );
            }
            values.push(self.text(&raw));
            self.skip_whitespace();
            if self.input.get(self.pos) != Some(&b'[') {
                break;
            }
        }
        Some(values)
    }

    /// Adds a property to the current node, merging the values of a repeated one.
    fn store(&mut self, at: usize, ident: String, mut values: Vec<String>) {
        if ident == "CA" {
            // Every value in the model is UTF-8 now, whatever the file declared; keeping the old
            // label would make the writer's output lie about its charset.
            values = vec!["UTF-8".to_string()];
        }
        let Some(node) = self
            .current
            .and_then(|index| self.tree.nodes.get_mut(index))
        else {
            return;
        };
        match node.props.iter_mut().find(|p| p.ident == ident) {
            Some(existing) => {
                // CA holds exactly one (normalised) value.
                if ident != "CA" {
                    existing.values.extend(values);
                }
                self.warn(
                    at,
                    format!("property {ident} repeated in one node: values merged"),
                );
            }
            None => node.props.push(Property { ident, values }),
        }
    }

    /// Skips `[..]` values that belong to nothing. False when the input ended inside one.
    fn skip_values(&mut self) -> bool {
        while self.input.get(self.pos) == Some(&b'[') {
            let at = self.pos;
            if self.value().is_none() {
                self.errors.push((
                    at,
                    "unterminated value: the rest of the file is lost".into(),
                ));
                return false;
            }
            self.skip_whitespace();
        }
        true
    }

    /// At `[`: finds the matching `]`, skipping escaped characters, and moves past it.
    fn value(&mut self) -> Option<RawValue> {
        let start = self.pos + 1;
        let mut cursor = start;
        let mut needs_unescaping = false;
        let mut trail_byte_escape = false;
        loop {
            let rest = self.input.get(cursor..)?;
            let (after, text) = plain_value_text(rest).ok()?;
            cursor += text.len();
            match after.first()? {
                b']' => {
                    self.pos = cursor + 1;
                    return Some(RawValue {
                        start,
                        end: cursor,
                        needs_unescaping,
                        trail_byte_escape,
                    });
                }
                b'\\' => {
                    needs_unescaping = true;
                    trail_byte_escape |= cursor > start
                        && self.input[cursor - 1] >= 0x80
                        && self.input.get(cursor + 1) == Some(&b']');
                    cursor += 2;
                    if cursor > self.input.len() {
                        return None;
                    }
                }
                _ => {
                    needs_unescaping = true;
                    cursor += 1;
                }
            }
        }
    }

    fn text(&mut self, raw: &RawValue) -> String {
        let bytes = &self.input[raw.start..raw.end];
        if !raw.needs_unescaping {
            return self.decode(bytes, raw.start);
        }
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        unescape(bytes, &mut scratch);
        let text = self.decode(&scratch, raw.start);
        self.scratch = scratch;
        text
    }

    fn decode(&mut self, bytes: &[u8], at: usize) -> String {
        if let Ok(text) = std::str::from_utf8(bytes) {
            return text.to_owned();
        }
        match self.decoding {
            ValueDecoding::Utf8 => self.repair_utf8(bytes, at),
            ValueDecoding::Guess(_) if super::charset::mostly_utf8(bytes) => {
                self.repair_utf8(bytes, at)
            }
            ValueDecoding::Guess(encoding) => {
                encoding.decode_without_bom_handling(bytes).0.into_owned()
            }
        }
    }

    /// Keeps every valid character of a value that is UTF-8 but for some broken bytes, replaces
    /// those bytes by U+FFFD and says where they were: nothing a user wrote may be garbled
    /// silently.
    fn repair_utf8(&mut self, bytes: &[u8], at: usize) -> String {
        let broken_at = bytes.utf8_chunks().next().map_or(0, |c| c.valid().len());
        let broken = bytes
            .utf8_chunks()
            .map(|c| c.invalid().len())
            .sum::<usize>();
        if self.invalid_text_warnings < MAX_INVALID_TEXT_WARNINGS {
            self.invalid_text_warnings += 1;
            // Offsets count from the value's first byte; escapes before the broken byte (rare
            // in text with non-ASCII characters) shift it by a column or two.
            self.warn(
                at + broken_at,
                format!("{broken} invalid UTF-8 byte(s) in this value replaced by U+FFFD"),
            );
        }
        String::from_utf8_lossy(bytes).into_owned()
    }
}

/// Resolves escapes, removes soft line breaks (`\` + LF, CRLF, LFCR or CR) and normalises
/// hard line breaks to LF.
fn unescape(raw: &[u8], out: &mut Vec<u8>) {
    let mut i = 0;
    while i < raw.len() {
        let byte = raw[i];
        i += 1;
        match byte {
            b'\\' => match raw.get(i) {
                Some(b'\n') => i += 1 + usize::from(raw.get(i + 1) == Some(&b'\r')),
                Some(b'\r') => i += 1 + usize::from(raw.get(i + 1) == Some(&b'\n')),
                Some(&escaped) => {
                    out.push(escaped);
                    i += 1;
                }
                None => {}
            },
            b'\r' => {
                out.push(b'\n');
                i += usize::from(raw.get(i) == Some(&b'\n'));
            }
            b'\n' => {
                out.push(b'\n');
                i += usize::from(raw.get(i) == Some(&b'\r'));
            }
            _ => out.push(byte),
        }
    }
}

/// Line starts for turning byte offsets into line and column (LF, CRLF, LFCR and CR each end
/// one line).
struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(input: &[u8]) -> LineIndex {
        let mut starts = vec![0];
        let mut i = 0;
        while i < input.len() {
            match input[i] {
                b'\n' => {
                    i += 1 + usize::from(input.get(i + 1) == Some(&b'\r'));
                    starts.push(i);
                }
                b'\r' => {
                    i += 1 + usize::from(input.get(i + 1) == Some(&b'\n'));
                    starts.push(i);
                }
                _ => i += 1,
            }
        }
        LineIndex { starts }
    }

    fn position(&self, input: &[u8], offset: usize) -> Position {
        let offset = offset.min(input.len());
        let line = self.starts.partition_point(|&start| start <= offset).max(1);
        let start = self.starts[line - 1].min(offset);
        // Columns count characters, not UTF-8 continuation bytes.
        let column = input[start..offset]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
            + 1;
        Position {
            offset,
            line,
            column,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unescaped(raw: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        unescape(raw, &mut out);
        out
    }

    #[test]
    fn soft_line_breaks_and_newlines() {
        assert_eq!(unescaped(b"a\\\nb"), b"ab");
        assert_eq!(unescaped(b"a\\\r\nb"), b"ab");
        assert_eq!(unescaped(b"a\\\n\rb"), b"ab");
        assert_eq!(unescaped(b"a\\\rb"), b"ab");
        assert_eq!(unescaped(b"a\r\nb\rc\n\rd"), b"a\nb\nc\nd");
        assert_eq!(unescaped(b"\\]\\\\\\a"), b"]\\a");
    }

    #[test]
    fn line_index_counts_every_newline_style() {
        let input = b"a\nb\r\nc\rd\n\re";
        let lines = LineIndex::new(input);
        let e = input.len() - 1;
        assert_eq!(
            lines.position(input, e),
            Position {
                offset: e,
                line: 5,
                column: 1
            }
        );
        assert_eq!(lines.position(input, 0).line, 1);
    }
}
