//! Readers of the command line's values (sizes, counts, seconds, rates, weights), each with
//! the range the engine accepts. clap prints a refusal's `Display` beside the option's name.

use crate::search::params::ParamError;

/// Why a command-line value was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueError {
    /// Not a number at all.
    NotANumber { text: String },
    /// A number, but infinite or NaN.
    NotFinite { text: String },
    /// Not a memory size like 4096, 512M or 1G.
    NotASize { text: String },
    /// A size, but below one byte or beyond what a u64 holds.
    UnusableSize { text: String },
    /// A number outside the option's range, which `expected` says in words.
    OutOfRange { expected: String },
    /// A `--param` the search does not know, or a value outside its range.
    Param(ParamError),
}

impl std::fmt::Display for ValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueError::NotANumber { text } => write!(f, "`{text}` is not a number"),
            ValueError::NotFinite { text } => write!(f, "`{text}` is not a finite number"),
            ValueError::NotASize { text } => {
                write!(f, "`{text}` is not a size like 4096, 512M or 1G")
            }
            ValueError::UnusableSize { text } => write!(f, "`{text}` is not a usable memory size"),
            ValueError::OutOfRange { expected } => f.write_str(expected),
            ValueError::Param(e) => std::fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for ValueError {}

fn out_of_range<T>(expected: impl Into<String>) -> Result<T, ValueError> {
    Err(ValueError::OutOfRange {
        expected: expected.into(),
    })
}

pub(crate) fn parse_joseki_window(text: &str) -> Result<usize, ValueError> {
    let window: usize = text.parse().map_err(|_| ValueError::NotANumber {
        text: text.to_string(),
    })?;
    if (2..=crate::joseki::MAX_WINDOW).contains(&window) {
        Ok(window)
    } else {
        out_of_range(format!(
            "the window must be 2 to {} points wide",
            crate::joseki::MAX_WINDOW
        ))
    }
}

/// `help`, or a `NAME=VALUE` that names a known parameter with a value in its range.
pub(crate) fn parse_param(text: &str) -> Result<String, ValueError> {
    if text != "help" {
        crate::search::params::parse(text).map_err(ValueError::Param)?;
    }
    Ok(text.to_string())
}

/// `4096`, `512K`, `512M`, `1G`, `1.5G` (case-insensitive, optional trailing `B`/`iB`).
pub fn parse_memory(text: &str) -> Result<u64, ValueError> {
    let trimmed = text.trim();
    let lower = trimmed.to_ascii_lowercase();
    let without_b = lower
        .strip_suffix("ib")
        .or_else(|| lower.strip_suffix('b'))
        .unwrap_or(&lower);
    let (number, multiplier) = match without_b.chars().last() {
        Some('k') => (&without_b[..without_b.len() - 1], 1u64 << 10),
        Some('m') => (&without_b[..without_b.len() - 1], 1u64 << 20),
        Some('g') => (&without_b[..without_b.len() - 1], 1u64 << 30),
        Some('t') => (&without_b[..without_b.len() - 1], 1u64 << 40),
        _ => (without_b, 1),
    };
    let value: f64 = number.trim().parse().map_err(|_| ValueError::NotASize {
        text: trimmed.to_string(),
    })?;
    let bytes = value * multiplier as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes > u64::MAX as f64 {
        return Err(ValueError::UnusableSize {
            text: trimmed.to_string(),
        });
    }
    Ok(bytes as u64)
}

pub(crate) fn parse_threads(text: &str) -> Result<usize, ValueError> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=1024).contains(&n) => Ok(n),
        _ => out_of_range("the thread count must be a whole number from 1 to 1024"),
    }
}

fn parse_finite(text: &str) -> Result<f64, ValueError> {
    let value: f64 = text.trim().parse().map_err(|_| ValueError::NotANumber {
        text: text.to_string(),
    })?;
    if value.is_finite() {
        Ok(value)
    } else {
        Err(ValueError::NotFinite {
            text: text.to_string(),
        })
    }
}

/// A finite number inside `range`, or the refusal `expected` words.
fn finite_in(
    text: &str,
    range: impl std::ops::RangeBounds<f64>,
    expected: &str,
) -> Result<f64, ValueError> {
    let value = parse_finite(text)?;
    if range.contains(&value) {
        Ok(value)
    } else {
        out_of_range(expected)
    }
}

pub(crate) fn parse_positive_seconds(text: &str) -> Result<f64, ValueError> {
    let value = parse_finite(text)?;
    if value > 0.0 {
        Ok(value)
    } else {
        out_of_range("the time must be more than 0 seconds")
    }
}

pub(crate) fn parse_resign_rate(text: &str) -> Result<f64, ValueError> {
    finite_in(
        text,
        0.0..1.0,
        "the resign rate must be in 0..1 (0 = never resign)",
    )
}

pub(crate) fn parse_resign_margin(text: &str) -> Result<f32, ValueError> {
    finite_in(
        text,
        0.0..=361.0,
        "the resign margin must be 0 to 361 points (0 = the win rate alone decides)",
    )
    .map(|v| v as f32)
}

pub(crate) fn parse_komi(text: &str) -> Result<f32, ValueError> {
    finite_in(
        text,
        -1000.0..=1000.0,
        "komi must be between -1000 and 1000",
    )
    .map(|v| v as f32)
}

pub(crate) fn parse_weight(text: &str) -> Result<f32, ValueError> {
    finite_in(text, 0.0..=1000.0, "the weight must be between 0 and 1000").map(|v| v as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_sizes() {
        assert_eq!(parse_memory("4096"), Ok(4096));
        assert_eq!(parse_memory("512M"), Ok(512 << 20));
        assert_eq!(parse_memory("1g"), Ok(1 << 30));
        assert_eq!(parse_memory("1GiB"), Ok(1 << 30));
        assert_eq!(parse_memory("1.5G"), Ok(3 << 29));
        assert_eq!(parse_memory("64kb"), Ok(64 << 10));
        assert!(parse_memory("").is_err());
        assert!(parse_memory("G").is_err());
        assert_eq!(
            parse_memory("-1G"),
            Err(ValueError::UnusableSize { text: "-1G".into() })
        );
        assert!(parse_memory("nanG").is_err());
        assert!(parse_memory("1e30T").is_err());
    }

    #[test]
    fn refusals_say_what_was_wrong() {
        assert_eq!(
            parse_komi("much").unwrap_err().to_string(),
            "`much` is not a number"
        );
        assert_eq!(
            parse_komi("inf").unwrap_err().to_string(),
            "`inf` is not a finite number"
        );
        assert_eq!(
            parse_komi("1001").unwrap_err().to_string(),
            "komi must be between -1000 and 1000"
        );
        assert_eq!(parse_komi("-1000"), Ok(-1000.0));
        assert_eq!(parse_resign_rate("0"), Ok(0.0));
        assert!(parse_resign_rate("1").is_err(), "1 would resign every game");
        assert_eq!(parse_weight("1000"), Ok(1000.0));
        assert!(parse_weight("-0.5").is_err());
        assert!(matches!(
            parse_param("no_such_knob=1"),
            Err(ValueError::Param(_))
        ));
        assert_eq!(parse_param("help"), Ok("help".to_string()));
        assert_eq!(
            parse_joseki_window("12").unwrap_err().to_string(),
            format!(
                "the window must be 2 to {} points wide",
                crate::joseki::MAX_WINDOW
            )
        );
    }
}
