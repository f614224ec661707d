//! GTP v2 framing: input preprocessing, splitting a line into id, name and arguments, and
//! formatting replies so that every reply is `=`/`?`, the echoed id, the text, and exactly one
//! terminating empty line.

/// A command line after preprocessing, borrowed from that line.
#[derive(Debug, PartialEq, Eq)]
pub struct CommandLine<'a> {
    /// The numeric id, echoed verbatim (it may be longer than any integer type).
    pub id: Option<&'a str>,
    /// None when the line held only an id.
    pub name: Option<&'a str>,
    pub args: Vec<&'a str>,
}

/// Applies the GTP preprocessing to one raw input line (without its LF): control characters
/// other than HT are deleted, HT becomes a space, everything from `#` on is dropped. Invalid
/// UTF-8 becomes U+FFFD, which no command accepts, so such input gets an error and not a panic.
pub fn preprocess(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let before_comment = match text.find('#') {
        Some(at) => &text[..at],
        None => &text[..],
    };
    before_comment
        .chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if (c as u32) < 32 || c as u32 == 127 => None,
            c => Some(c),
        })
        .collect()
}

/// GoGui's interrupt request is a comment line, so it has to be recognised before comments are
/// stripped.
pub fn is_interrupt(raw: &[u8]) -> bool {
    let trimmed = raw
        .iter()
        .copied()
        .filter(|&b| b >= 32 && b != 127)
        .collect::<Vec<u8>>();
    let text = String::from_utf8_lossy(&trimmed);
    let text = text.trim();
    text.strip_prefix('#')
        .is_some_and(|rest| rest.trim() == "interrupt")
}

/// None for lines that get no reply (empty after preprocessing).
pub fn split_command(line: &str) -> Option<CommandLine<'_>> {
    let mut tokens = line.split_ascii_whitespace().peekable();
    let first = *tokens.peek()?;
    let id = if first.bytes().all(|b| b.is_ascii_digit()) {
        tokens.next();
        Some(first)
    } else {
        None
    };
    let name = tokens.next();
    Some(CommandLine {
        id,
        name,
        args: tokens.collect(),
    })
}

/// The id of a line that was refused before it could be parsed (too long): its first token if
/// that is a number.
pub fn leading_id(raw: &[u8]) -> Option<String> {
    let text = preprocess(raw);
    let first = text.split_ascii_whitespace().next()?;
    (first.bytes().all(|b| b.is_ascii_digit()) && first.len() <= 64).then(|| first.to_string())
}

/// `=id text\n\n` or `?id text\n\n`. Empty lines inside the text are removed (they would end the
/// reply early); a text starting with a line break starts on the line after the marker.
pub fn format_reply(success: bool, id: Option<&str>, text: &str) -> String {
    let mut reply = String::with_capacity(text.len() + 8);
    reply.push(if success { '=' } else { '?' });
    reply.push_str(id.unwrap_or(""));
    let starts_below = text.starts_with('\n') || text.starts_with("\r\n");
    let mut first = true;
    for line in text.lines() {
        let line: String = line
            .chars()
            .filter(|&c| c == '\t' || (c as u32) >= 32 && c as u32 != 127)
            .collect();
        if line.trim().is_empty() {
            continue;
        }
        if first && !starts_below {
            reply.push(' ');
        } else {
            reply.push('\n');
        }
        reply.push_str(&line);
        first = false;
    }
    reply.push_str("\n\n");
    reply
}

/// The first line of a streamed reply (analysis): the marker and id alone.
pub fn stream_header(id: Option<&str>) -> String {
    format!("={}\n", id.unwrap_or(""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocessing_follows_the_spec() {
        assert_eq!(preprocess(b"play\tB D4\r"), "play B D4");
        assert_eq!(preprocess(b"name # comment"), "name ");
        assert_eq!(preprocess(b"# only a comment"), "");
        assert_eq!(preprocess(b"na\x01m\x7fe"), "name");
        assert_eq!(preprocess(b"\xff\xfename"), "\u{fffd}\u{fffd}name");
    }

    #[test]
    fn ids_names_and_arguments() {
        assert_eq!(
            split_command("12 play B D4"),
            Some(CommandLine {
                id: Some("12"),
                name: Some("play"),
                args: vec!["B", "D4"]
            })
        );
        assert_eq!(
            split_command("  name  "),
            Some(CommandLine {
                id: None,
                name: Some("name"),
                args: vec![]
            })
        );
        assert_eq!(
            split_command("7"),
            Some(CommandLine {
                id: Some("7"),
                name: None,
                args: vec![]
            })
        );
        assert_eq!(split_command("   "), None);
        assert_eq!(split_command(""), None);
        // A token mixing digits and letters is a (unknown) command name, not an id.
        assert_eq!(split_command("12a").and_then(|c| c.name), Some("12a"));
    }

    #[test]
    fn replies_are_framed() {
        assert_eq!(format_reply(true, None, ""), "=\n\n");
        assert_eq!(format_reply(true, Some("3"), ""), "=3\n\n");
        assert_eq!(format_reply(true, Some("3"), "2"), "=3 2\n\n");
        assert_eq!(
            format_reply(false, None, "unknown command"),
            "? unknown command\n\n"
        );
        assert_eq!(format_reply(true, None, "a\n\nb\n"), "= a\nb\n\n");
        assert_eq!(
            format_reply(true, Some("1"), "\n  A B\n1 . ."),
            "=1\n  A B\n1 . .\n\n"
        );
        assert_eq!(format_reply(true, None, "x\r\ny"), "= x\ny\n\n");
    }

    #[test]
    fn interrupt_is_seen_before_comment_stripping() {
        assert!(is_interrupt(b"# interrupt"));
        assert!(is_interrupt(b"# interrupt\r"));
        assert!(is_interrupt(b"  #interrupt "));
        assert!(!is_interrupt(b"# not an interrupt"));
        assert!(!is_interrupt(b"name"));
    }

    #[test]
    fn leading_ids_of_refused_lines() {
        assert_eq!(leading_id(b"42 play b d4 aaaa"), Some("42".into()));
        assert_eq!(leading_id(b"play b d4"), None);
    }
}
