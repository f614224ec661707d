//! Thousands of random and mutated command lines through one in-process session: every reply
//! must be well framed, echo the id, and no line may panic the engine.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji::app::EngineOptions;
use tesuji::engine::RandomBrain;
use tesuji::gtp::{command_names, Session};

/// Commands that stream until stopped; in-process they stop after the first report, which
/// comes after the interval, so their intervals are kept small below.
const STREAMING: &[&str] = &[
    "lz-analyze",
    "kata-analyze",
    "analyze",
    "lz-genmove_analyze",
    "kata-genmove_analyze",
    "genmove_analyze",
];

const TOKENS: &[&str] = &[
    "b",
    "w",
    "B",
    "W",
    "black",
    "WHITE",
    "x",
    "pass",
    "PASS",
    "resign",
    "A1",
    "a1",
    "D4",
    "q16",
    "T19",
    "Z25",
    "I5",
    "A0",
    "A26",
    "K10",
    "E5",
    "c3",
    "0",
    "1",
    "2",
    "3",
    "9",
    "19",
    "25",
    "26",
    "-1",
    "7.5",
    "-7.5",
    "nan",
    "inf",
    "-inf",
    "1e999",
    "1e-300",
    "99999999999999999999999",
    "18446744073709551616",
    "",
    "true",
    "false",
    "ownership",
    "rootInfo",
    "interval",
    "maxmoves",
    "dead",
    "alive",
    "seki",
    "japanese",
    "chinese",
    "none",
    "absolute",
    "byoyomi",
    "canadian",
    "\u{fffd}",
    "é",
    "#",
    "\t",
    "\u{0}",
    "\u{7f}",
    "=",
    "?",
];

fn random_token(rng: &mut SmallRng) -> String {
    match rng.random_range(0..10) {
        0 => {
            let len = rng.random_range(0..12);
            (0..len)
                .map(|_| char::from(rng.random_range(32u8..127)))
                .collect()
        }
        1 => rng.random_range(0u64..u64::MAX).to_string(),
        2 => format!("{}", rng.random::<f64>() * 1000.0 - 500.0),
        _ => TOKENS[rng.random_range(0..TOKENS.len())].to_string(),
    }
}

fn mutate(line: &mut Vec<u8>, rng: &mut SmallRng) {
    for _ in 0..rng.random_range(1..4) {
        if line.is_empty() {
            line.push(rng.random());
            continue;
        }
        let at = rng.random_range(0..line.len());
        match rng.random_range(0..4) {
            0 => line[at] = rng.random(),
            1 => {
                line.remove(at);
            }
            2 => line.insert(at, rng.random()),
            _ => line.truncate(at),
        }
    }
}

/// Commands that would write files or take seconds are left out.
fn fuzzable(name: &str) -> bool {
    name != "printsgf" && name != "quit" && !name.starts_with("tesuji-")
}

fn check(line: &[u8], reply: Option<String>) {
    let text = String::from_utf8_lossy(line).to_string();
    // GTP preprocessing, written out independently of the engine's.
    let cleaned: String = text
        .split('#')
        .next()
        .unwrap_or("")
        .chars()
        .filter(|&c| c == '\t' || (c as u32 >= 32 && c as u32 != 127))
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let first = cleaned.split(' ').find(|t| !t.is_empty());
    let Some(reply) = reply else {
        // Only lines that are empty after preprocessing get no reply.
        assert!(first.is_none(), "no reply to {text:?}");
        return;
    };
    assert!(
        reply.starts_with('=') || reply.starts_with('?'),
        "{text:?} -> {reply:?}"
    );
    assert!(reply.ends_with("\n\n"), "{text:?} -> {reply:?}");
    assert!(
        !reply[..reply.len() - 2].contains("\n\n"),
        "{text:?} -> {reply:?}"
    );
    assert!(!reply.contains("internal error"), "{text:?} -> {reply:?}");
    if let Some(id) = first.filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())) {
        assert_eq!(&reply[1..1 + id.len()], id, "{text:?} -> {reply:?}");
    }
}

#[test]
fn random_command_lines_never_break_framing() {
    let options = EngineOptions {
        seed: Some(11),
        time_per_move: Some(0.01),
        ..EngineOptions::default()
    };
    let mut session = Session::new(Box::new(RandomBrain::new(options.seed_or_fresh())), options);
    let names: Vec<&str> = command_names().filter(|n| fuzzable(n)).collect();
    let mut rng = SmallRng::seed_from_u64(20261121);
    for round in 0..4000 {
        let mut line = String::new();
        if rng.random_bool(0.2) {
            line.push_str(&format!("{} ", rng.random_range(0..100000)));
        }
        let name = names[rng.random_range(0..names.len())];
        line.push_str(name);
        if STREAMING.contains(&name) {
            line.push_str(if rng.random_bool(0.5) { " b 1" } else { " 1" });
            if rng.random_bool(0.3) {
                line.push_str(" ownership true");
            }
        } else {
            for _ in 0..rng.random_range(0..4) {
                line.push(' ');
                line.push_str(&random_token(&mut rng));
            }
        }
        let mut bytes = line.into_bytes();
        if rng.random_bool(0.3) && !STREAMING.iter().any(|s| bytes.starts_with(s.as_bytes())) {
            mutate(&mut bytes, &mut rng);
        }
        // Keep boards small most of the time so that genmove and scoring stay quick.
        if round % 50 == 0 {
            let size = rng.random_range(2..=13);
            let reply = session.handle_line(&format!("boardsize {size}"));
            assert_eq!(reply.as_deref(), Some("=\n\n"));
        }
        let reply = session.handle_bytes(&bytes);
        check(&bytes, reply);
        assert!(!session.finished());
    }
    assert_eq!(session.handle_line("name").as_deref(), Some("= Tesuji\n\n"));
}

#[test]
fn random_bytes_never_break_framing() {
    let options = EngineOptions::default();
    let mut session = Session::new(Box::new(RandomBrain::new(options.seed_or_fresh())), options);
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..3000 {
        let len = rng.random_range(0..40);
        let bytes: Vec<u8> = (0..len)
            .map(|_| rng.random())
            .filter(|&b| b != b'\n')
            .collect();
        // Random bytes never spell a streaming command with a long interval, nor quit.
        let reply = session.handle_bytes(&bytes);
        check(&bytes, reply);
    }
    assert_eq!(
        session.handle_line("protocol_version").as_deref(),
        Some("= 2\n\n")
    );
}
