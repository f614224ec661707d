//! Arbitrary bytes as the file of a GTP `loadsgf`, then commands on the loaded game.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tesuji_fuzz::checks::loadsgf_bytes(data));
