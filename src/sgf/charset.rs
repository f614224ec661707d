//! Turning SGF bytes into text the parser can split on ASCII delimiters.
//!
//! Multibyte charsets such as Shift_JIS, GBK and Big5 use bytes 0x5C (`\`) and 0x5D (`]`) as
//! trail bytes, so a byte-level parser would read escapes and value ends inside characters.
//! When CA[] declares any charset other than UTF-8, or the file is UTF-16, the whole file is
//! transcoded to UTF-8 before parsing; the delimiters are ASCII, so they survive unchanged.
//! Without CA the bytes are parsed as they are and each value is decoded on its own: UTF-8
//! when valid, else the file-wide guess (GB18030 when every run of high bytes has even length
//! and decodes cleanly, Latin-1/windows-1252 otherwise).

use std::borrow::Cow;

use encoding_rs::{Encoding, GB18030, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1252};
use nom::bytes::complete::take_until;
use nom::IResult;

/// How the parser turns a value's bytes into a String.
#[derive(Copy, Clone, Debug)]
pub(crate) enum ValueDecoding {
    /// Text is UTF-8; invalid sequences become U+FFFD (with a warning).
    Utf8,
    /// No CA: UTF-8 when the value is valid UTF-8, else this encoding.
    Guess(&'static Encoding),
}

pub(crate) struct Prepared<'a> {
    pub text: Cow<'a, [u8]>,
    pub decoding: ValueDecoding,
    /// Notes about the charset, reported as warnings at offset 0.
    pub notes: Vec<String>,
}

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

pub(crate) fn prepare(input: &[u8]) -> Prepared<'_> {
    let mut notes = Vec::new();
    if let Some(encoding) = utf16_encoding(input) {
        let (text, _, had_errors) = encoding.decode(input);
        if had_errors {
            notes.push(format!(
                "invalid {} sequences replaced by U+FFFD",
                encoding.name()
            ));
        }
        return decoded(text, notes);
    }
    let body = input.strip_prefix(UTF8_BOM).unwrap_or(input);
    let has_bom = body.len() != input.len();
    match declared_charset(body) {
        Some(label) => match for_label(label.trim_ascii()) {
            Some(encoding) if encoding == UTF_8 => {
                return utf8_text(input);
            }
            // CA[UTF-16] in a file whose CA[] is readable as ASCII cannot be right.
            Some(encoding) if encoding == UTF_16LE || encoding == UTF_16BE => notes.push(format!(
                "CA[{}] ignored: the file is not UTF-16",
                String::from_utf8_lossy(label)
            )),
            Some(encoding) if has_bom => notes.push(format!(
                "CA[{}] ignored: the file starts with a UTF-8 byte order mark",
                encoding.name()
            )),
            Some(encoding) => {
                let (text, had_errors) = encoding.decode_without_bom_handling(input);
                if had_errors {
                    notes.push(format!(
                        "bytes invalid in CA[{}] replaced by U+FFFD",
                        String::from_utf8_lossy(label)
                    ));
                }
                return decoded(text, notes);
            }
            None => notes.push(format!(
                "unknown charset CA[{}]: guessing",
                String::from_utf8_lossy(label)
            )),
        },
        None if has_bom => return utf8_text(input),
        None => {}
    }
    undeclared(input, body, notes)
}

/// Text decoded to UTF-8 already.
fn decoded(text: Cow<'_, str>, notes: Vec<String>) -> Prepared<'static> {
    Prepared {
        text: Cow::Owned(text.into_owned().into_bytes()),
        decoding: ValueDecoding::Utf8,
        notes,
    }
}

/// No charset to go by: UTF-8 when the body reads as it (or nearly), else a guess that
/// values are decoded with.
fn undeclared<'a>(input: &'a [u8], body: &[u8], notes: Vec<String>) -> Prepared<'a> {
    if std::str::from_utf8(body).is_ok() {
        return Prepared {
            text: Cow::Borrowed(input),
            decoding: ValueDecoding::Utf8,
            notes,
        };
    }
    // Real records without CA (Fox's, for one) are UTF-8 with a few broken bytes: keep every
    // valid character and replace only the broken bytes, rather than re-reading it all.
    if mostly_utf8(body) {
        return Prepared {
            text: Cow::Borrowed(input),
            decoding: ValueDecoding::Utf8,
            notes,
        };
    }
    let guess = if looks_like_gb(body) {
        GB18030
    } else {
        WINDOWS_1252
    };
    Prepared {
        text: Cow::Borrowed(input),
        decoding: ValueDecoding::Guess(guess),
        notes,
    }
}

/// WHATWG labels plus names seen in SGF files that the WHATWG list lacks.
fn for_label(label: &[u8]) -> Option<&'static Encoding> {
    Encoding::for_label(label).or_else(|| {
        let label = label.to_ascii_uppercase();
        match label.as_slice() {
            b"EUC-CN" | b"EUCCN" | b"CP936" | b"GB_2312-80" => Some(encoding_rs::GBK),
            b"CP932" | b"SJIS-WIN" | b"SHIFT-JIS" => Some(encoding_rs::SHIFT_JIS),
            b"CP949" | b"UHC" | b"KS_C_5601" => Some(encoding_rs::EUC_KR),
            b"CP950" | b"BIG-5" => Some(encoding_rs::BIG5),
            b"UTF8" => Some(UTF_8),
            _ => None,
        }
    })
}

/// For a file without CA whose values were cut short by a 0x5C trail byte: the whole file
/// decoded with the first multibyte charset that reads it without errors (Shift_JIS, whose
/// files most often show this, then GB18030, then Big5).
pub(crate) fn multibyte_guess(input: &[u8]) -> Option<Prepared<'_>> {
    [encoding_rs::SHIFT_JIS, GB18030, encoding_rs::BIG5]
        .into_iter()
        .find_map(|encoding| {
            let text = encoding.decode_without_bom_handling_and_without_replacement(input)?;
            Some(Prepared {
                text: Cow::Owned(text.into_owned().into_bytes()),
                decoding: ValueDecoding::Utf8,
                notes: vec![format!(
                    "no CA[] and a multibyte trail byte 0x5C: decoded as {}",
                    encoding.name()
                )],
            })
        })
}

fn utf8_text(input: &[u8]) -> Prepared<'_> {
    Prepared {
        text: Cow::Borrowed(input),
        decoding: ValueDecoding::Utf8,
        notes: Vec::new(),
    }
}

/// UTF-16 by byte order mark, or by the NUL byte next to the first `(` when the BOM is missing.
fn utf16_encoding(input: &[u8]) -> Option<&'static Encoding> {
    match input {
        [0xFF, 0xFE, ..] => Some(UTF_16LE),
        [0xFE, 0xFF, ..] => Some(UTF_16BE),
        [0, b, ..] if *b != 0 => Some(UTF_16BE),
        [b, 0, ..] if *b != 0 => Some(UTF_16LE),
        _ => None,
    }
}

/// The label of the first `CA[...]` that is a property, not text inside another value.
/// Candidates come from a memchr-backed substring search (files without CA cost one fast
/// scan); each is confirmed by a structural walk from the previous one. When that walk meets a
/// non-ASCII byte before `\` (a possible Shift_JIS/GBK/Big5 trail byte), escapes cannot be
/// trusted before the charset is known, and the candidate is taken as it stands.
fn declared_charset(input: &[u8]) -> Option<&[u8]> {
    let mut walk = ValueWalk::default();
    let mut rest = input;
    let mut consumed = 0;
    loop {
        let found: IResult<&[u8], &[u8], ()> = take_until(&b"CA["[..])(rest);
        let (after, before) = found.ok()?;
        let start = consumed + before.len();
        let preceded_by_letter = start > 0 && input[start - 1].is_ascii_uppercase();
        let is_property = walk.outside_value_at(input, start);
        let value = &after[3..];
        let end = value.iter().take(64).position(|&b| b == b']');
        if let (false, true, Some(end)) = (preceded_by_letter, is_property, end) {
            let label = &value[..end];
            if !label.is_empty()
                && label
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.: ".contains(b))
            {
                return Some(label);
            }
        }
        consumed = start + 3;
        rest = &after[3..];
    }
}

/// Tracks whether a byte offset lies inside a property value, walking forward only.
#[derive(Default)]
struct ValueWalk {
    pos: usize,
    in_value: bool,
    escapes_unreliable: bool,
}

impl ValueWalk {
    fn outside_value_at(&mut self, input: &[u8], target: usize) -> bool {
        while self.pos < target {
            let byte = input[self.pos];
            if self.in_value {
                if byte == b'\\' {
                    self.escapes_unreliable |= self.pos > 0 && input[self.pos - 1] >= 0x80;
                    self.pos += 1;
                } else if byte == b']' {
                    self.in_value = false;
                }
            } else if byte == b'[' {
                self.in_value = true;
            }
            self.pos += 1;
        }
        self.escapes_unreliable || (!self.in_value && self.pos == target)
    }
}

/// Text that is UTF-8 but for a few broken bytes: at least two bytes of valid multibyte
/// characters for every invalid byte. Latin-1 and GBK text almost never form valid UTF-8
/// sequences (GBK by accident about once in seventy characters), so their invalid bytes far
/// outnumber any accidental valid ones; a short Fox record with one broken name among four
/// good CJK characters (12 valid bytes, 2 broken) must still read as UTF-8.
pub(crate) fn mostly_utf8(bytes: &[u8]) -> bool {
    let (mut valid, mut invalid) = (0usize, 0usize);
    for chunk in bytes.utf8_chunks() {
        valid += chunk.valid().bytes().filter(|b| !b.is_ascii()).count();
        invalid += chunk.invalid().len();
    }
    valid > 0 && valid >= 2 * invalid
}

/// GB2312/GBK text is runs of two-byte characters; Latin-1 text has mostly single high bytes.
fn looks_like_gb(bytes: &[u8]) -> bool {
    let mut run = 0usize;
    let mut runs = 0usize;
    for &b in bytes {
        if b >= 0x80 {
            run += 1;
        } else {
            if !run.is_multiple_of(2) {
                return false;
            }
            runs += usize::from(run > 0);
            run = 0;
        }
    }
    run.is_multiple_of(2)
        && runs > 0
        && GB18030
            .decode_without_bom_handling_and_without_replacement(bytes)
            .is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_declared_charset_after_other_properties() {
        assert_eq!(
            declared_charset(b"(;FF[4]XCA[x]CA[ Shift_JIS ]"),
            Some(&b" Shift_JIS "[..])
        );
        assert_eq!(declared_charset(b"(;FF[4]C[CA[]]"), None);
        assert_eq!(declared_charset(b"(;FF[4\\]CA[Shift_JIS]GM[1])"), None);
        assert_eq!(
            declared_charset(b"(;C[CA[x\\]CA[GBK]]CA[Big5])"),
            Some(&b"Big5"[..])
        );
        // A trail byte 0x5C before CA: structure is unknowable, the candidate stands.
        assert_eq!(
            declared_charset(b"(;PB[\x95\\]CA[SHIFT_JIS]"),
            Some(&b"SHIFT_JIS"[..])
        );
    }

    #[test]
    fn utf8_with_a_few_broken_bytes_is_still_utf8() {
        let mut fox = "GN[第二届应氏杯决赛第1局]".as_bytes().to_vec();
        fox.insert(12, 0xFF);
        fox.insert(22, 0x80);
        assert!(mostly_utf8(&fox));
        // A short record: a name with one character broken (a byte lost to '?'), the
        // players' ranks intact.
        let mut short = "PW[李元".as_bytes().to_vec();
        short.extend_from_slice(b"\xE5?\x87]BR[9");
        short.extend_from_slice("段]WR[9段]".as_bytes());
        assert!(mostly_utf8(&short));
        assert!(!mostly_utf8(b"PB[Jos\xE9 Garc\xEDa]"));
        assert!(!mostly_utf8(b"PB[\xBF\xC2\xBD\xE0]"));
        assert!(!mostly_utf8(b"plain"));
    }

    #[test]
    fn gb_guess_needs_paired_high_bytes() {
        assert!(looks_like_gb(b"PB[\xBF\xC2\xBD\xE0]"));
        assert!(!looks_like_gb(b"PB[Jos\xE9]"));
        assert!(!looks_like_gb(b"plain"));
    }

    #[test]
    fn utf16_without_bom_is_detected() {
        assert_eq!(utf16_encoding(b"\0(\0;"), Some(UTF_16BE));
        assert_eq!(utf16_encoding(b"(\0;\0"), Some(UTF_16LE));
        assert_eq!(utf16_encoding(b"(;"), None);
    }
}
