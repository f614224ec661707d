//! Arbitrary bytes as an SGF file: parse, replay, write, parse again.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tesuji_fuzz::checks::sgf_bytes(data));
