//! The fuzz targets' checks (fuzz/src/checks.rs) on seeded, mutated inputs, so that the stable
//! suite exercises them without libFuzzer, and on every input kept under fuzz/regressions/
//! (crash inputs the fuzzer found go there, one folder per target).

#[path = "../fuzz/src/checks.rs"]
mod checks;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::Path;

const SGF_SEEDS: &[&[u8]] = &[
    b"(;GM[1]FF[4]SZ[9]KM[7]PB[Black]PW[White]RE[B+R];B[ee];W[cc];B[gc](;W[eg];B[ge])(;W[gg]))",
    b"(;FF[4]SZ[19]HA[2]AB[dp][pd]C[a \\] and a \\\\ and\\\nsoft break];W[qp];B[];W[tt])",
    b"(;CA[Shift_JIS]PB[\x95\x5c]C[\x95\x5c\x8e\xa6];B[pd])",
    b"(;SZ[13]AB[aa:cc]AE[bb]PL[W];W[mm]TR[aa][bb]LB[cc:x])",
    b"\xEF\xBB\xBF(;GN[\xe7\xac\xac\xe4\xba\x8c]PB[Jos\xe9];B[aa])(;B[bb])",
    b"(;SZ[25:19];B[zz]W[a])",
];

const GTP_WORDS: &[&str] = &[
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "final_score",
    "final_status_list",
    "time_settings",
    "time_left",
    "kgs-time_settings",
    "kgs-rules",
    "kgs-genmove_cleanup",
    "reg_genmove",
    "restricted_genmove",
    "known_command",
    "list_commands",
    "help",
    "name",
    "b",
    "w",
    "black",
    "white",
    "pass",
    "resign",
    "a1",
    "D4",
    "j9",
    "T19",
    "Z25",
    "I3",
    "0",
    "1",
    "2",
    "9",
    "25",
    "-1",
    "7.5",
    "nan",
    "1e308",
    "byoyomi",
    "canadian",
    "absolute",
    "none",
    "dead",
    "alive",
    "seki",
    "#",
    "\t",
    "\r",
    "\x00",
    "\x7f",
    "\u{e9}",
];

fn mutate(bytes: &mut Vec<u8>, rng: &mut SmallRng) {
    for _ in 0..rng.random_range(1..6) {
        if bytes.is_empty() {
            bytes.push(rng.random());
            continue;
        }
        let at = rng.random_range(0..bytes.len());
        match rng.random_range(0..6) {
            0 => bytes[at] = rng.random(),
            1 => {
                bytes.remove(at);
            }
            2 => bytes.insert(
                at,
                *b"[];()\\:\n".get(rng.random_range(0..8)).unwrap_or(&b'['),
            ),
            3 => bytes.truncate(at),
            4 => {
                // Duplicate a chunk: repeated nodes and properties.
                let end = (at + rng.random_range(1..16)).min(bytes.len());
                let chunk = bytes[at..end].to_vec();
                bytes.splice(at..at, chunk);
            }
            _ => bytes.insert(at, rng.random()),
        }
    }
}

fn regressions(target: &str) -> Vec<Vec<u8>> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
        .iter()
        .map(|path| std::fs::read(path).expect("a regression input"))
        .collect()
}

#[test]
fn sgf_parse_on_mutated_records() {
    for input in regressions("sgf_parse") {
        checks::sgf_bytes(&input);
    }
    let mut rng = SmallRng::seed_from_u64(8_2026);
    for round in 0..4000 {
        let mut bytes = SGF_SEEDS[round % SGF_SEEDS.len()].to_vec();
        mutate(&mut bytes, &mut rng);
        checks::sgf_bytes(&bytes);
    }
    for _ in 0..500 {
        let bytes: Vec<u8> = (0..rng.random_range(0..200))
            .map(|_| rng.random())
            .collect();
        checks::sgf_bytes(&bytes);
    }
}

#[test]
fn loadsgf_on_mutated_records() {
    for input in regressions("loadsgf") {
        checks::loadsgf_bytes(&input);
    }
    let mut rng = SmallRng::seed_from_u64(9_2026);
    for round in 0..300 {
        let mut bytes = SGF_SEEDS[round % SGF_SEEDS.len()].to_vec();
        mutate(&mut bytes, &mut rng);
        checks::loadsgf_bytes(&bytes);
    }
}

#[test]
fn gtp_input_on_random_command_mixes() {
    for input in regressions("gtp_input") {
        checks::gtp_input(&input);
    }
    let mut rng = SmallRng::seed_from_u64(10_2026);
    for _ in 0..300 {
        let mut input = Vec::new();
        for _ in 0..rng.random_range(1..12) {
            let mut line = String::new();
            if rng.random_bool(0.2) {
                line.push_str(&format!("{} ", rng.random_range(0..1000)));
            }
            for _ in 0..rng.random_range(1..5) {
                line.push_str(GTP_WORDS[rng.random_range(0..GTP_WORDS.len())]);
                line.push(' ');
            }
            let mut bytes = line.into_bytes();
            if rng.random_bool(0.3) {
                mutate(&mut bytes, &mut rng);
            }
            input.extend_from_slice(&bytes);
            input.push(b'\n');
        }
        checks::gtp_input(&input);
    }
}
