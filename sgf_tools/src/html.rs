//! What the HTML pages (`coverage --html`, `review --html`) share.

/// Text made safe for an element's content and for a double-quoted attribute value: file
/// names, player names and comments come from the records and may hold any character.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_quotes_are_escaped_ampersand_first() {
        assert_eq!(
            escape(r#"<a href="x">&amp;</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;"
        );
        assert_eq!(escape("Honinbō Shūsaku"), "Honinbō Shūsaku");
    }
}
