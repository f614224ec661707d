//! How the reports (joseki coverage, and sgf-tools' engine coverage and agreement) write JSON:
//! serde_json does the syntax, this module the two choices they share.

use serde::Serialize;

/// A rate as the reports write it: six decimals, as many as the text reports show and more
/// than any count of positions they measure can resolve.
pub fn rate(x: f64) -> f64 {
    rounded(x, 6)
}

/// `x` rounded to `places` decimals, so that the JSON carries what was measured and not the
/// binary fraction's tail.
pub fn rounded(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

/// One compact JSON object on one line.
pub fn line<T: Serialize>(value: &T) -> String {
    // Plain structs of numbers, strings and lists: serde_json fails only on maps with
    // non-string keys and on failing writers, and these have neither.
    serde_json::to_string(value).expect("a report serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_read_back_as_the_six_decimals_the_text_shows() {
        for (n, d) in [
            (1u32, 3u32),
            (2, 3),
            (1, 7),
            (5, 8),
            (0, 1),
            (1, 1),
            (123_457, 1_000_000),
        ] {
            let x = f64::from(n) / f64::from(d);
            let text: f64 = format!("{x:.6}").parse().expect("a number");
            assert_eq!(rate(x), text, "{n}/{d}");
        }
        assert_eq!(line(&[rate(1.0 / 3.0)]), "[0.333333]");
        // File names and engine commands may hold quotes, backslashes and control characters.
        assert_eq!(line(&"a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }
}
