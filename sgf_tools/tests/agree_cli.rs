//! `sgf-tools agree`, run as a user would, against a scripted fake GTP engine: the four rates
//! counted by hand on two small games, pass and resign, the seeded sampling, the JSON, the
//! skipped records, and engines that die, hang or answer nonsense.

mod common;
use common::{python_available, stderr};

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_sgf-tools");
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data");

/// A scratch directory per test, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("sgf-tools-agree-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Scratch(dir)
    }

    fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("fixture dir");
        }
        std::fs::write(&path, text).expect("write fixture");
        path
    }

    /// The fake engine, started through python3 so no execute bit is needed.
    fn engine(&self, mode: &str) -> String {
        let script = self.0.join("fake_engine.py");
        std::fs::write(&script, FAKE_ENGINE).expect("write fake engine");
        format!("python3 {} {mode}", script.display())
    }

    /// A path in the scratch folder for the engine's state or log, as text.
    fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A GTP engine in a few lines. `fixed V` answers every genmove with V; `die-after N STATE`
/// exits at a genmove once N were answered, counted over all its lives in STATE (so a
/// restart dies too); `die-once N STATE` exits at its N+1-th genmove in its first life only;
/// `hang` never answers a genmove; `garbage` answers one with no vertex; `refuse` answers
/// `play` with an error. Everything else succeeds. With AGREE_FAKE_LOG set, every command is
/// appended to that file.
const FAKE_ENGINE: &str = r#"
import os, sys, time
mode = sys.argv[1]
arg = sys.argv[2] if len(sys.argv) > 2 else ""
state = sys.argv[3] if len(sys.argv) > 3 else ""
log = os.environ.get("AGREE_FAKE_LOG")
first_life = bool(state) and not os.path.exists(state)
answered = 0
def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()
def total():
    try:
        return int(open(state).read())
    except Exception:
        return 0
while True:
    line = sys.stdin.readline()
    if not line:
        break
    if log:
        with open(log, "a") as f:
            f.write(line.strip() + "\n")
    words = line.split()
    if not words:
        continue
    cmd = words[0]
    if cmd == "quit":
        out("=\n\n")
        break
    if cmd == "play" and mode == "refuse":
        out("? illegal move\n\n")
        continue
    if cmd == "genmove":
        if mode == "hang":
            time.sleep(3600)
        if mode == "die-after":
            count = total()
            if count >= int(arg):
                sys.exit(1)
            with open(state, "w") as f:
                f.write(str(count + 1))
        if mode == "die-once" and first_life and answered >= int(arg):
            with open(state, "w") as f:
                f.write("died")
            sys.exit(1)
        answered += 1
        if mode == "garbage":
            out("= Z99\n\n")
        elif mode == "fixed":
            out("= " + arg + "\n\n")
        else:
            out("= Q16\n\n")
        continue
    out("=\n\n")
"#;

/// Straight to stderr: the test harness captures println!, and a skip must be seen.
fn skip(test: &str, why: &str) {
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
}

fn agree(args: &[&str]) -> Output {
    agree_logged(args, None)
}

fn agree_logged(args: &[&str], log: Option<&str>) -> Output {
    let mut command = Command::new(BIN);
    command.arg("agree").args(args);
    if let Some(log) = log {
        command.env("AGREE_FAKE_LOG", log);
    }
    command.output().expect("sgf-tools runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// No KM: komi 6.5. Every move after the first is far from the one before.
/// 1 B Q16, 2 W D4, 3 B Q3, 4 W D16, 5 B R14.
const GAME_A: &str = "(;GM[1]FF[4]SZ[19];B[pd];W[dp];B[pq];W[dd];B[qf])";

/// KM 7.5, local answers, a pass, and a move exactly 4 from the one before.
/// 1 B Q16, 2 W R17, 3 B Q17, 4 W pass, 5 B D4, 6 W D3, 7 B E3, 8 W Q14, 9 B M14.
const GAME_B: &str =
    "(;GM[1]FF[4]SZ[19]KM[7.5];B[pd];W[qc];B[pc];W[tt];B[dp];W[dq];B[eq];W[pf];B[lf])";

/// The two games in a folder with a subfolder, and four records that are skipped: a 9x9
/// game, a handicap game, a game with setup stones mid-way and an unreadable file.
fn corpus(scratch: &Scratch) -> PathBuf {
    scratch.file("games/a.sgf", GAME_A);
    scratch.file("games/sub/b.sgf", GAME_B);
    scratch.file("games/nine.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
    scratch.file(
        "games/sub/handicap.sgf",
        "(;GM[1]FF[4]SZ[19]HA[2]AB[pd][dp];W[dd];B[pp])",
    );
    scratch.file(
        "games/setup.sgf",
        "(;GM[1]FF[4]SZ[19];B[pd];W[dd]AB[qq];B[pp])",
    );
    scratch.file("games/bad.sgf", "(;GM[1]FF[4]SZ[19]\n;B[pd];W[dp\n");
    scratch.file("games/notes.txt", "not a record");
    scratch.0.join("games")
}

/// Position (game, k) by hand, the engine always answering Q16 (15,3):
///
/// A1 exact, within 2. A2-A5 the professional plays elsewhere; the engine does too except
/// at A2 (Q16 is the previous move there); A5 (R14) is within 2 of Q16.
/// B1 exact, within 2. B2, B3 local, the engine local too, both within 2. B4 is a pass (not
/// asked); B5 follows it (exact and within 2 only, both missed). B6, B7 local, the engine far
/// away. B8 elsewhere, the engine too, within 2 (Q14). B9 is 4 from B8: neither local nor
/// elsewhere, and 4 from Q16.
///
/// 13 positions: exact 2, within 2 6, local 2 of 4, elsewhere 4 of 5.
#[test]
fn rates_match_the_hand_scored_games_and_skipped_records_are_counted() {
    let test = "rates_match_the_hand_scored_games_and_skipped_records_are_counted";
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("counts");
    let games = corpus(&scratch);
    let log = scratch.path("commands.log");
    let engine = scratch.engine("fixed Q16");
    let output = agree_logged(
        &["--engine", &engine, games.to_str().expect("path")],
        Some(&log),
    );
    let text = stdout(&output);
    assert!(output.status.success(), "{}\n{text}", stderr(&output));
    assert!(text.contains(&format!("engine: {engine}\n")), "{text}");
    assert!(
        text.contains("positions: 13, drawn with seed 1 from 13 eligible"),
        "{text}"
    );
    for (label, counts) in [
        ("exact agreement:", "(2/13, 95% Wilson interval "),
        ("within 2:", "(6/13, 95% Wilson interval "),
        ("local answer rate:", "(2/4, 95% Wilson interval "),
        ("play-elsewhere rate:", "(4/5, 95% Wilson interval "),
    ] {
        let line = text
            .lines()
            .find(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("{label} missing:\n{text}"));
        assert!(line.contains(counts), "{line}");
    }
    // 2/13 is 15.4%, its Wilson interval 4.3-42.2%.
    assert!(
        text.contains("15.4% (2/13, 95% Wilson interval 4.3-42.2%)"),
        "{text}"
    );
    assert!(text.contains("seconds per genmove: "), "{text}");
    assert!(
        text.contains(
            "skipped 4 records: 1 not 19x19, 2 with handicap or setup stones, 1 unreadable"
        ),
        "{text}"
    );
    // The unreadable file is located as FILE:LINE:COL: error: ….
    let message = stderr(&output);
    let bad = format!("{}:", games.join("bad.sgf").display());
    let line = message
        .lines()
        .find(|l| l.starts_with(&bad))
        .unwrap_or_else(|| panic!("{message}"));
    let fields: Vec<&str> = line[bad.len()..].splitn(3, ':').collect();
    assert!(
        fields[0].parse::<usize>().is_ok() && fields[1].parse::<usize>().is_ok(),
        "{line}"
    );

    // What the engine was sent for B3: the board set up afresh, the record's komi, the
    // moves before, then the question; and B5 follows a pass, played as one.
    let commands = std::fs::read_to_string(&log).expect("engine log");
    assert!(
        commands
            .contains("boardsize 19\nclear_board\nkomi 7.5\nplay b Q16\nplay w R17\ngenmove b\n"),
        "{commands}"
    );
    assert!(commands.contains("play w pass\ngenmove b\n"), "{commands}");
    assert!(commands.contains("clear_board\nkomi 6.5\n"), "{commands}");
    assert_eq!(commands.matches("genmove").count(), 13);
    // One engine for the whole run: one quit.
    assert_eq!(commands.matches("quit").count(), 1, "{commands}");

    // Moves 2-3 only: A2, A3, B2, B3.
    let output = agree(&[
        "--engine",
        &engine,
        "--first-move",
        "2",
        "--last-move",
        "3",
        games.to_str().expect("path"),
    ]);
    let text = stdout(&output);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(text.contains("positions: 4,"), "{text}");
    assert!(text.contains("(0/4, 95%"), "{text}");
    assert!(text.contains("within 2:            50.0% (2/4,"), "{text}");
    assert!(text.contains("local answer rate:   100.0% (2/2,"), "{text}");
    assert!(text.contains("play-elsewhere rate: 50.0% (1/2,"), "{text}");
}

/// Runs python3 on `script` with `input` on stdin; its stdout.
fn python(script: &str, input: &str) -> String {
    let mut child = Command::new("python3")
        .arg("-c")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    let output = child.wait_with_output().expect("python3 ends");
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// The rates' hits and n from the JSON, read by Python's own parser.
const RATES: &str = r#"
import json, sys
d = json.load(sys.stdin)
print(" ".join("%s=%d/%d" % (k, d[k]["hits"], d[k]["n"]) for k in ("exact", "within2", "local", "elsewhere")))
print(len(d["positions"]), d["sampled"], d["measured"], d["seed"], d["skipped"], d["complete"], d["error"])
print(d["skipped_by_reason"]["not_19x19"], d["skipped_by_reason"]["handicap_or_setup"], d["skipped_by_reason"]["unreadable"])
print(type(d["seconds_per_move"]).__name__, d["engine"])
for p in d["positions"]:
    print(p["file"].split("/")[-1], p["game"], p["move"], p["colour"], p["pro"], p["engine"])
"#;

#[test]
fn json_parses_and_holds_the_counts_and_every_position() {
    let test = "json_parses_and_holds_the_counts_and_every_position";
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("json");
    let games = corpus(&scratch);
    // A lower-case answer is a vertex all the same.
    let engine = scratch.engine("fixed q16");
    let output = agree(&["--engine", &engine, "--json", games.to_str().expect("path")]);
    assert!(output.status.success(), "{}", stderr(&output));
    let json = stdout(&output);
    assert!(
        json.starts_with('{') && json.trim_end().ends_with('}'),
        "{json}"
    );
    let read = python(RATES, &json);
    let mut lines = read.lines();
    assert_eq!(
        lines.next(),
        Some("exact=2/13 within2=6/13 local=2/4 elsewhere=4/5")
    );
    assert_eq!(lines.next(), Some("13 13 13 1 4 True None"));
    assert_eq!(lines.next(), Some("1 2 1"));
    assert_eq!(lines.next(), Some(format!("float {engine}").as_str()));
    let positions: Vec<&str> = lines.collect();
    assert_eq!(positions.len(), 13);
    assert_eq!(positions[0], "a.sgf 1 1 B Q16 Q16");
    assert!(positions.contains(&"b.sgf 1 3 B Q17 Q16"), "{positions:?}");
    assert!(positions.contains(&"b.sgf 1 8 W Q14 Q16"), "{positions:?}");
    // The pass (B4) is never asked.
    assert!(!positions.iter().any(|p| p.starts_with("b.sgf 1 4 ")));
}

#[test]
fn pass_and_resign_match_nothing_but_are_counted() {
    let test = "pass_and_resign_match_nothing_but_are_counted";
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("pass");
    let games = corpus(&scratch);
    for answer in ["pass", "resign", "PASS"] {
        let engine = scratch.engine(&format!("fixed {answer}"));
        let output = agree(&["--engine", &engine, "--json", games.to_str().expect("path")]);
        assert!(output.status.success(), "{}", stderr(&output));
        let read = python(RATES, &stdout(&output));
        assert_eq!(
            read.lines().next(),
            Some("exact=0/13 within2=0/13 local=0/4 elsewhere=0/5"),
            "{answer}"
        );
        let shown = answer.to_ascii_lowercase();
        assert!(
            read.contains(&format!("a.sgf 1 1 B Q16 {shown}\n")),
            "{read}"
        );
    }
}

/// Three 60-move games on the even points (no two stones touch, so nothing is captured),
/// each in its own order: 180 eligible positions.
fn long_games(scratch: &Scratch) -> PathBuf {
    for game in 0..3u32 {
        let mut points: Vec<(u32, u32)> = (0..10)
            .flat_map(|x| (0..10).map(move |y| (2 * x, 2 * y)))
            .collect();
        // A fixed shuffle per game (a small LCG; the test needs no randomness).
        let mut state = 12_345 + game;
        for i in (1..points.len()).rev() {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            points.swap(i, (state >> 8) as usize % (i + 1));
        }
        let mut record = String::from("(;GM[1]FF[4]SZ[19]KM[6.5]");
        for (i, (x, y)) in points.iter().take(60).enumerate() {
            let colour = if i % 2 == 0 { 'B' } else { 'W' };
            let letter = |v: u32| char::from(b'a' + v as u8);
            record.push_str(&format!(";{colour}[{}{}]", letter(*x), letter(*y)));
        }
        record.push(')');
        scratch.file(&format!("long/game{game}.sgf"), &record);
    }
    scratch.0.join("long")
}

/// The positions of a `--list` run: file, game, move, colour and professional's move.
fn listed_positions(output: &Output) -> Vec<String> {
    assert!(output.status.success(), "{}", stderr(output));
    stdout(output)
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("engine: "))
        .map(|l| l.rsplit_once('\t').expect("six columns").0.to_string())
        .collect()
}

#[test]
fn the_seed_alone_decides_the_positions() {
    let test = "the_seed_alone_decides_the_positions";
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("seed");
    let games = long_games(&scratch);
    let games = games.to_str().expect("path");
    let run = |seed: &str, engine: &str| {
        agree(&[
            "--engine",
            &scratch.engine(engine),
            "--positions",
            "20",
            "--seed",
            seed,
            "--list",
            games,
        ])
    };
    let first = run("1", "fixed Q16");
    assert!(
        stdout(&first).contains("positions: 20, drawn with seed 1 from 180 eligible"),
        "{}",
        stdout(&first)
    );
    let first = listed_positions(&first);
    assert_eq!(first.len(), 20);
    let mut distinct = first.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 20, "{first:?}");
    // Another engine, the same positions; another seed, others.
    assert_eq!(listed_positions(&run("1", "fixed D4")), first);
    assert_eq!(listed_positions(&run("1", "fixed pass")), first);
    let other = listed_positions(&run("2", "fixed Q16"));
    assert_eq!(other.len(), 20);
    assert_ne!(other, first);
    // More positions than there are: all of them, once each.
    let all = agree(&[
        "--engine",
        &scratch.engine("fixed Q16"),
        "--positions",
        "1000",
        "--list",
        games,
    ]);
    assert!(stderr(&all).contains("only 180 eligible positions"));
    assert_eq!(listed_positions(&all).len(), 180);
}

#[test]
fn an_engine_that_dies_is_restarted_once_then_named_with_what_was_measured() {
    let test = "an_engine_that_dies_is_restarted_once_then_named_with_what_was_measured";
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("dies");
    let games = corpus(&scratch);
    let games = games.to_str().expect("path");

    // Dies for good after three answers: the restarted engine dies at the same position.
    let engine = scratch.engine(&format!("die-after 3 {}", scratch.path("after.state")));
    let output = agree(&["--engine", &engine, games]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains(&format!("engine `{engine}`"))
            && message.contains("again after a restart"),
        "{message}"
    );
    assert!(message.contains("position 4 of 13"), "{message}");
    let text = stdout(&output);
    assert!(
        text.contains("positions: 3 (the run stopped early: 13 were sampled)"),
        "{text}"
    );
    assert!(text.contains("exact agreement:     33.3% (1/3,"), "{text}");

    // The JSON says so too.
    std::fs::remove_file(scratch.path("after.state")).expect("state");
    let output = agree(&["--engine", &engine, "--json", games]);
    assert_eq!(output.status.code(), Some(2));
    let read = python(RATES, &stdout(&output));
    let summary = read.lines().nth(1).expect("summary");
    assert!(summary.starts_with("3 13 3 1 4 False "), "{summary}");
    assert!(summary.contains(&engine), "{summary}");

    // Dies once: started again, the run completes.
    let engine = scratch.engine(&format!("die-once 5 {}", scratch.path("once.state")));
    let output = agree(&["--engine", &engine, games]);
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(
        message.contains(&format!("starting `{engine}` again")),
        "{message}"
    );
    assert!(stdout(&output).contains("(2/13,"), "{}", stdout(&output));

    // A command that cannot start at all.
    let output = agree(&["--engine", "/nonexistent/gtp-engine --flag", games]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("/nonexistent/gtp-engine --flag"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn hung_refusing_and_nonsense_engines_are_named() {
    let test = "hung_refusing_and_nonsense_engines_are_named";
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("hang");
    let games = corpus(&scratch);
    let games = games.to_str().expect("path");

    let engine = scratch.engine("hang");
    let started = Instant::now();
    let output = agree(&["--engine", &engine, "--engine-timeout", "1", games]);
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains(&engine) && message.contains("no answer to `genmove b` within 1 s"),
        "{message}"
    );
    assert!(
        stdout(&output).contains("positions: 0 "),
        "{}",
        stdout(&output)
    );

    let engine = scratch.engine("garbage");
    let output = agree(&["--engine", &engine, games]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains(&engine) && message.contains("`Z99`"),
        "{message}"
    );

    let engine = scratch.engine("refuse");
    let output = agree(&["--engine", &engine, games]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains(&engine) && message.contains("illegal move"),
        "{message}"
    );
}

#[test]
fn bad_arguments_are_usage_errors() {
    let scratch = Scratch::new("args");
    let game = scratch.file("a.sgf", GAME_A);
    let game = game.to_str().expect("path");
    for args in [
        vec!["--engine", "x", "--positions", "0", game],
        vec!["--engine", "x", "--positions", "-3", game],
        vec!["--engine", "x", "--first-move", "0", game],
        vec![
            "--engine",
            "x",
            "--first-move",
            "10",
            "--last-move",
            "5",
            game,
        ],
        vec!["--engine", "x", "--engine-timeout", "0", game],
        vec!["--engine", "x", "--engine-timeout", "soon", game],
        vec!["--engine", "x", "--seed", "many", game],
        vec![game],
        vec!["--engine", "x"],
    ] {
        let output = agree(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = stderr(&output);
        assert!(message.contains("error:"), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{args:?}: {message}");
    }
}

#[test]
fn records_without_eligible_positions_are_an_error() {
    let scratch = Scratch::new("none");
    let nine = scratch.file("nine.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
    let output = agree(&["--engine", "x", nine.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains("no eligible positions") && message.contains("1 records skipped"),
        "{message}"
    );
    // Passes only: nothing to ask either.
    let passes = scratch.file("passes.sgf", "(;GM[1]FF[4]SZ[19];B[];W[tt])");
    let output = agree(&["--engine", "x", passes.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("no eligible positions"));
}

/// Twenty positions drawn from the 1p professional games, a fake engine answering.
#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn corpus_sampling_finds_twenty_positions_among_the_1p_games() {
    let test = "corpus_sampling_finds_twenty_positions_among_the_1p_games";
    let games = Path::new(DATA).join("games/featurecat-go-dataset/Pro2.7z-all/Pro/1p");
    if !games.is_dir() {
        return skip(
            test,
            "../shared/data/games/featurecat-go-dataset/Pro2.7z-all/Pro/1p not found",
        );
    }
    if !python_available() {
        return skip(test, "python3 is not installed");
    }
    let scratch = Scratch::new("corpus");
    let output = agree(&[
        "--engine",
        &scratch.engine("fixed Q16"),
        "--positions",
        "20",
        "--list",
        games.to_str().expect("path"),
    ]);
    let text = stdout(&output);
    assert!(output.status.success(), "{}\n{text}", stderr(&output));
    assert!(
        text.contains("positions: 20, drawn with seed 1 from "),
        "{text}"
    );
    let positions = listed_positions(&output);
    assert_eq!(positions.len(), 20, "{text}");
    for p in &positions {
        let fields: Vec<&str> = p.split('\t').collect();
        let k: usize = fields[2].parse().expect("move number");
        assert!((1..=60).contains(&k), "{p}");
        assert_ne!(fields[4], "pass", "{p}");
    }
    let exact = text
        .lines()
        .find(|l| l.starts_with("exact agreement:"))
        .expect("exact line");
    assert!(exact.contains("/20, 95% Wilson interval"), "{exact}");
}
