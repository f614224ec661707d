//! The real `tesuji` binary over pipes: exit status, stdout cleanliness, streaming analysis
//! stopped by the next command, hostile bytes.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

const BINARY: &str = env!("CARGO_BIN_EXE_tesuji");
/// Generous: the machine running the tests may be very busy; nothing here measures speed.
const PATIENCE: Duration = Duration::from_secs(60);

fn spawn(args: &[&str]) -> Child {
    Command::new(BINARY)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tesuji binary starts")
}

/// Feeds all of `input` at once, closes stdin, and returns (status, stdout, stderr).
fn converse(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = spawn(args);
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Write on a thread: the engine may answer before reading everything.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary runs");
    let _ = writer.join();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Splits stdout into replies, asserting that it holds nothing but well-framed replies.
fn replies(stdout: &str) -> Vec<String> {
    assert!(stdout.is_empty() || stdout.ends_with("\n\n"), "{stdout:?}");
    let replies: Vec<String> = stdout
        .split_terminator("\n\n")
        .map(|r| r.to_string())
        .collect();
    for r in &replies {
        assert!(
            r.starts_with('=') || r.starts_with('?'),
            "not a reply: {r:?} in {stdout:?}"
        );
    }
    replies
}

#[test]
fn end_of_input_without_quit_exits_cleanly() {
    let (status, stdout, _) = converse(
        &["--seed", "1"],
        b"name\r\nprotocol_version\n# comment\n\n3 version",
    );
    assert_eq!(status, 0);
    let replies = replies(&stdout);
    assert_eq!(replies.len(), 3, "{stdout:?}");
    assert_eq!(replies[0], "= Tesuji");
    assert_eq!(replies[1], "= 2");
    assert!(replies[2].starts_with("=3 "));
}

#[test]
fn quit_answers_then_exits() {
    let (status, stdout, _) = converse(&[], b"1 name\n2 quit\n3 name\n");
    assert_eq!(status, 0);
    assert_eq!(stdout, "=1 Tesuji\n\n=2\n\n");
}

#[test]
fn empty_input_exits_cleanly() {
    let (status, stdout, _) = converse(&[], b"");
    assert_eq!(status, 0);
    assert_eq!(stdout, "");
}

#[test]
fn stdout_holds_only_replies_even_when_logging() {
    let script = b"boardsize 9\nkomi 6.5\nplay b e5\ngenmove w\ngenmove b\nshowboard\nbogus\nfinal_score\nlist_commands\nprintsgf\nquit\n";
    let (status, stdout, stderr) = converse(&["--log-level", "debug", "--seed", "3"], script);
    assert_eq!(status, 0);
    let replies = replies(&stdout);
    assert_eq!(replies.len(), 11, "{stdout}");
    assert_eq!(replies[6], "? unknown command");
    // The debug log went to stderr.
    assert!(stderr.contains("genmove"), "{stderr}");
}

#[test]
fn hostile_bytes_get_errors_and_the_engine_carries_on() {
    let mut input = Vec::new();
    input.extend(std::iter::repeat_n(b'a', 2 << 20));
    input.extend_from_slice(b"\n\xff\xfe\xfd\n\x00\x01\x02\nkomi nan\nboardsize 99999999999999999999999\nplay b\n5 name\n");
    let (status, stdout, _) = converse(&[], &input);
    assert_eq!(status, 0);
    let replies = replies(&stdout);
    assert_eq!(
        replies,
        [
            "? line too long",
            "? unknown command",
            "? syntax error",
            "? unacceptable size",
            "? syntax error",
            "=5 Tesuji"
        ]
    );
}

#[test]
fn help_documents_every_option() {
    let output = Command::new(BINARY).arg("--help").output().expect("help");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    for option in [
        "--threads",
        "--max-memory",
        "--time-per-move",
        "--playouts",
        "--resign",
        "--komi",
        "--rules",
        "--joseki",
        "--no-joseki",
        "--joseki-weight",
        "--patterns",
        "--pattern-weight",
        "--seed",
        "--random",
        "--log-level",
    ] {
        assert!(help.contains(option), "{option} missing from --help");
    }
    let bad = Command::new(BINARY)
        .arg("--threads=0")
        .output()
        .expect("runs");
    assert!(!bad.status.success());
    assert!(bad.stdout.is_empty());
}

#[test]
fn search_parameters_are_listed_and_checked_at_start() {
    let help = Command::new(BINARY)
        .args(["--param", "help"])
        .output()
        .expect("runs");
    assert!(help.status.success());
    let listing = String::from_utf8_lossy(&help.stdout);
    for name in ["explore", "rave_equiv", "prior_scale", "policy_atari"] {
        assert!(listing.contains(name), "{name} missing from --param help");
    }
    let (status, stdout, _) = converse(&["--param", "explore=0.5", "--random"], b"1 name\n");
    assert_eq!(status, 0);
    assert!(stdout.starts_with("=1"), "{stdout:?}");
    let bad = Command::new(BINARY)
        .args(["--param", "explore=-1"])
        .output()
        .expect("runs");
    assert!(!bad.status.success());
    assert!(bad.stdout.is_empty());
}

#[test]
fn a_parameter_file_is_read_at_start_and_a_bad_one_stops_the_engine() {
    let dir = std::env::temp_dir().join(format!("tesuji-params-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.cfg");
    std::fs::write(&good, "# tuning\nexplore = 0.2\npolicy_atari=0.8\n").unwrap();
    let (status, stdout, _) = converse(
        &["--config", good.to_str().unwrap(), "--playouts", "50"],
        b"1 genmove b\n",
    );
    assert_eq!(status, 0);
    assert!(stdout.starts_with("=1 "), "{stdout:?}");
    let bad = dir.join("bad.cfg");
    std::fs::write(&bad, "explore=0.2\nexplroe=0.3\n").unwrap();
    let (status, stdout, stderr) = converse(&["--config", bad.to_str().unwrap()], b"name\n");
    assert_eq!(status, 2);
    assert!(stdout.is_empty(), "{stdout:?}");
    assert!(
        stderr.contains("bad.cfg:2") && stderr.contains("explroe"),
        "{stderr}"
    );
    let (status, _, stderr) = converse(&["--config", "no/such/params.cfg"], b"name\n");
    assert_eq!(status, 2);
    assert!(stderr.contains("no/such/params.cfg"), "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_joseki_book_that_cannot_be_read_stops_the_engine_at_start() {
    let (status, stdout, stderr) = converse(&["--joseki", "no/such/book.sgf"], b"name\n");
    assert_eq!(status, 2);
    assert!(stdout.is_empty(), "answered before failing: {stdout:?}");
    assert!(
        stderr.contains("joseki") && stderr.contains("no/such/book.sgf"),
        "{stderr}"
    );
}

#[test]
fn a_joseki_file_without_a_usable_line_stops_the_engine_naming_it() {
    let dir = std::env::temp_dir().join(format!("tesuji-joseki-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text, why) in [
        (
            "comment.sgf",
            "(;SZ[19]C[a diagram without moves])",
            "no joseki line",
        ),
        ("off.sgf", "(;SZ[19];B[zz];W[ZZ])", "no joseki line"),
        (
            "nine.sgf",
            "(;SZ[9];B[ee];W[cc])",
            "recorded for 9x9, but the joseki book is for 19x19",
        ),
        ("prose.sgf", "not a game record", "SGF error"),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let (status, stdout, stderr) = converse(&["--joseki", path.to_str().unwrap()], b"name\n");
        assert_eq!(status, 2, "{name}: {stderr}");
        assert!(
            stdout.is_empty(),
            "{name}: answered before failing: {stdout:?}"
        );
        assert!(
            stderr.contains(path.to_str().unwrap()) && stderr.contains(why),
            "{name}: {stderr}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn joseki_moves_off_the_19x19_board_is_an_empty_answer() {
    let (status, stdout, stderr) = converse(
        &[],
        b"boardsize 9\njoseki_moves\nplay b e5\njoseki_moves white\nboardsize 25\njoseki_moves\n\
          boardsize 13\njoseki_moves b\nquit\n",
    );
    assert_eq!(status, 0, "{stderr}");
    let replies = replies(&stdout);
    assert_eq!(replies.len(), 9, "{stdout:?}");
    assert!(replies.iter().all(|r| r == "="), "{replies:?}");
}

#[test]
fn a_pattern_model_that_cannot_be_read_stops_the_engine_at_start() {
    let (status, stdout, stderr) = converse(&["--patterns", "no/such/model.bin"], b"name\n");
    assert_eq!(status, 2, "{stderr}");
    assert!(stdout.is_empty(), "answered before failing: {stdout:?}");
    assert!(
        stderr.contains("no/such/model.bin") && stderr.contains("cannot read pattern model"),
        "{stderr}"
    );
}

/// Lines of the engine's stdout, as they arrive.
fn line_reader(child: &mut Child) -> Receiver<String> {
    let stdout = child.stdout.take().expect("stdout");
    let (sender, receiver) = channel();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut line = String::new();
        while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
            if sender.send(std::mem::take(&mut line)).is_err() {
                break;
            }
        }
    });
    receiver
}

fn next_line(lines: &Receiver<String>) -> String {
    lines.recv_timeout(PATIENCE).expect("the engine answers")
}

fn send(stdin: &mut ChildStdin, text: &str) {
    stdin.write_all(text.as_bytes()).expect("engine reads");
    stdin.flush().expect("engine reads");
}

fn stop_analysis_with(stopper: &str, analysis: &str) {
    let mut child = spawn(&["--seed", "5"]);
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = line_reader(&mut child);
    send(&mut stdin, "boardsize 9\n");
    assert_eq!(next_line(&lines), "=\n");
    assert_eq!(next_line(&lines), "\n");
    send(&mut stdin, &format!("7 {analysis}\n"));
    assert_eq!(next_line(&lines), "=7\n");
    // Wait for streaming to be under way.
    let first = next_line(&lines);
    assert!(first.starts_with("info move "), "{first:?}");
    send(&mut stdin, stopper);
    // Finish the stream: more info lines may come, then the empty line.
    loop {
        let line = next_line(&lines);
        if line == "\n" {
            break;
        }
        assert!(line.starts_with("info "), "{line:?}");
    }
    if stopper.trim().is_empty() {
        send(&mut stdin, "name\n");
    }
    assert_eq!(next_line(&lines), "= Tesuji\n");
    assert_eq!(next_line(&lines), "\n");
    send(&mut stdin, "quit\n");
    assert_eq!(next_line(&lines), "=\n");
    drop(stdin);
    assert!(child.wait().expect("exits").success());
}

#[test]
fn analysis_is_stopped_by_the_next_command() {
    stop_analysis_with("name\n", "lz-analyze b 5");
    stop_analysis_with("name\n", "kata-analyze 5 ownership true");
}

#[test]
fn analysis_is_stopped_by_a_bare_newline() {
    stop_analysis_with("\n", "analyze w 5");
}

#[test]
fn analysis_ends_at_end_of_input() {
    let mut child = spawn(&[]);
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = line_reader(&mut child);
    send(&mut stdin, "lz-analyze b 5\n");
    assert_eq!(next_line(&lines), "=\n");
    drop(stdin);
    let mut rest = String::new();
    while let Ok(line) = lines.recv_timeout(PATIENCE) {
        rest.push_str(&line);
    }
    assert!(rest.ends_with("\n\n") || rest == "\n", "{rest:?}");
    assert!(child.wait().expect("exits").success());
    let mut stderr = String::new();
    let _ = child
        .stderr
        .take()
        .map(|mut e| e.read_to_string(&mut stderr));
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn lz_analyze_with_interval_zero_prints_nothing_periodic() {
    let mut child = spawn(&["--seed", "5", "--threads", "1"]);
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = line_reader(&mut child);
    send(&mut stdin, "boardsize 9\n");
    assert_eq!(next_line(&lines), "=\n");
    assert_eq!(next_line(&lines), "\n");
    send(&mut stdin, "lz-analyze b 0\n");
    assert_eq!(next_line(&lines), "=\n");
    // Leela Zero prints nothing for 0 however long it thinks; the old stream wrote about 69
    // lines a second.
    std::thread::sleep(std::time::Duration::from_millis(400));
    send(&mut stdin, "name\n");
    assert_eq!(next_line(&lines), "\n");
    assert_eq!(next_line(&lines), "= Tesuji\n");
    assert_eq!(next_line(&lines), "\n");
    drop(stdin);
    assert!(child.wait().expect("exits").success());
}

#[test]
fn a_pipe_gets_no_greeting_on_stderr() {
    let (code, _, stderr) = converse(&[], b"quit\n");
    assert_eq!(code, 0);
    assert!(!stderr.contains("list_commands"), "{stderr}");
}

/// `script` (util-linux) runs the engine on a pseudo-terminal, as a person at a shell would.
#[test]
fn a_terminal_gets_a_greeting_on_stderr() {
    let probe = Command::new("script").arg("--version").output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("SKIPPED a_terminal_gets_a_greeting_on_stderr: no `script` to make a terminal");
        return;
    }
    let output = Command::new("script")
        .args(["-qec", &format!("{BINARY} 2>&1"), "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().expect("stdin").write_all(b"quit\n")?;
            child.wait_with_output()
        })
        .expect("script runs");
    let text = String::from_utf8_lossy(&output.stdout);
    for wanted in ["GTP", "list_commands", "showboard", "genmove b", "quit"] {
        assert!(text.contains(wanted), "{wanted} missing from {text:?}");
    }
}

#[test]
fn ponder_with_the_real_search_stops_for_each_command() {
    let mut child = spawn(&[
        "--ponder",
        "--threads",
        "1",
        "--time-per-move",
        "0.1",
        "--max-memory",
        "64M",
        "--log-level",
        "info",
    ]);
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = line_reader(&mut child);
    send(&mut stdin, "boardsize 9\n");
    assert_eq!(next_line(&lines), "=\n");
    assert_eq!(next_line(&lines), "\n");
    for (mine, theirs) in [("b", "w c3"), ("b", "w g7")] {
        send(&mut stdin, &format!("genmove {mine}\n"));
        assert!(next_line(&lines).starts_with("= "));
        assert_eq!(next_line(&lines), "\n");
        // The engine ponders now; the opponent's move must still be answered.
        std::thread::sleep(Duration::from_millis(200));
        send(&mut stdin, &format!("play {theirs}\n"));
        // `? illegal move` only if the engine happened to take that point itself.
        let answer = next_line(&lines);
        assert!(
            answer == "=\n" || answer == "? illegal move\n",
            "{answer:?}"
        );
        assert_eq!(next_line(&lines), "\n");
    }
    send(&mut stdin, "quit\n");
    assert_eq!(next_line(&lines), "=\n");
    drop(stdin);
    let output = child.wait_with_output().expect("exits");
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.matches("pondered").count(), 2, "{stderr}");
}
