//! Arbitrary bytes as GTP input lines to one fresh session.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tesuji_fuzz::checks::gtp_input(data));
