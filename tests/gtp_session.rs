//! The GTP conversation in-process: every command, its failure texts, and framing.

use tesuji::app::EngineOptions;
use tesuji::board::Color;
use tesuji::clock::TimeSystem;
use tesuji::engine::RandomBrain;
use tesuji::game::Rules;
use tesuji::gtp::{command_names, Session};

fn options() -> EngineOptions {
    EngineOptions {
        seed: Some(7),
        time_per_move: Some(0.05),
        ..EngineOptions::default()
    }
}

fn session() -> Session {
    let options = options();
    Session::new(Box::new(RandomBrain::new(options.seed_or_fresh())), options)
}

/// The reply, checked for framing.
fn reply(s: &mut Session, line: &str) -> String {
    let reply = s
        .handle_line(line)
        .unwrap_or_else(|| panic!("no reply to {line:?}"));
    assert!(reply.ends_with("\n\n"), "{line:?} -> {reply:?}");
    assert!(
        !reply[..reply.len() - 2].contains("\n\n"),
        "{line:?} -> {reply:?}"
    );
    reply
}

/// The text of a successful reply without marker, id and final empty line.
fn ok(s: &mut Session, line: &str) -> String {
    let reply = reply(s, line);
    assert!(reply.starts_with('='), "{line:?} failed: {reply:?}");
    let body = reply
        .trim_start_matches('=')
        .trim_start_matches(|c: char| c.is_ascii_digit());
    body.strip_prefix(' ')
        .unwrap_or(body)
        .trim_end_matches('\n')
        .to_string()
}

fn err(s: &mut Session, line: &str) -> String {
    let reply = reply(s, line);
    assert!(reply.starts_with('?'), "{line:?} succeeded: {reply:?}");
    reply[1..].trim().to_string()
}

fn sorted_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    words.sort();
    words
}

#[test]
fn administrative_commands() {
    let mut s = session();
    assert_eq!(ok(&mut s, "protocol_version"), "2");
    assert_eq!(ok(&mut s, "name"), "Tesuji");
    let version = ok(&mut s, "version");
    // Lizzie reads X.Y with an integer Y.
    let mut parts = version.split('.');
    assert!(parts.next().is_some_and(|x| x.parse::<u32>().is_ok()));
    assert!(parts.next().is_some_and(|y| y.parse::<u32>().is_ok()));
    assert_eq!(ok(&mut s, "known_command play"), "true");
    assert_eq!(ok(&mut s, "known_command rectangular_boardsize"), "false");
    assert_eq!(ok(&mut s, "known_command known_command"), "true");
    assert_eq!(err(&mut s, "known_command"), "syntax error");
    let listed: Vec<String> = ok(&mut s, "list_commands")
        .lines()
        .map(str::to_string)
        .collect();
    let table: Vec<String> = command_names().map(str::to_string).collect();
    assert_eq!(listed, table);
    for name in &listed {
        assert_eq!(ok(&mut s, &format!("known_command {name}")), "true");
    }
    for required in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
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
        "kgs-game_over",
        "loadsgf",
        "printsgf",
        "reg_genmove",
        "restricted_genmove",
        "lz-analyze",
        "kata-analyze",
        "analyze",
        "lz-genmove_analyze",
        "kata-genmove_analyze",
        "gogui-analyze_commands",
        "gogui-interrupt",
        "cputime",
    ] {
        assert!(
            listed.iter().any(|n| n == required),
            "{required} not listed"
        );
    }
    assert_eq!(err(&mut s, "no_such_command"), "unknown command");
    // Names are case-sensitive.
    assert_eq!(err(&mut s, "NAME"), "unknown command");
    assert!(!s.finished());
    assert_eq!(s.handle_line("quit").as_deref(), Some("=\n\n"));
    assert!(s.finished());
}

#[test]
fn ids_are_echoed() {
    let mut s = session();
    assert_eq!(s.handle_line("12 name").as_deref(), Some("=12 Tesuji\n\n"));
    assert_eq!(s.handle_line("0 komi 6.5").as_deref(), Some("=0\n\n"));
    assert_eq!(
        s.handle_line("3 bogus").as_deref(),
        Some("?3 unknown command\n\n")
    );
    assert_eq!(
        s.handle_line("4 play b").as_deref(),
        Some("?4 syntax error\n\n")
    );
    assert_eq!(s.handle_line("5").as_deref(), Some("?5 syntax error\n\n"));
    let long_id = "123456789012345678901234567890";
    assert_eq!(
        s.handle_line(&format!("{long_id} protocol_version")),
        Some(format!("={long_id} 2\n\n"))
    );
    assert!(s
        .handle_line("9 showboard")
        .is_some_and(|r| r.starts_with("=9\n")));
    assert!(s
        .handle_line("10 lz-analyze b 1")
        .is_some_and(|r| r.starts_with("=10\n") && r.ends_with("\n\n")));
}

#[test]
fn preprocessing() {
    let mut s = session();
    assert_eq!(s.handle_line(""), None);
    assert_eq!(s.handle_line("   "), None);
    assert_eq!(s.handle_line("# a comment"), None);
    assert_eq!(s.handle_line("# interrupt"), None);
    assert_eq!(s.handle_line("\r"), None);
    assert_eq!(s.handle_line("name\r").as_deref(), Some("= Tesuji\n\n"));
    assert_eq!(
        s.handle_line("\tname\t# why").as_deref(),
        Some("= Tesuji\n\n")
    );
    assert_eq!(s.handle_line("na\u{1}me").as_deref(), Some("= Tesuji\n\n"));
    assert_eq!(s.handle_line("play\tb\td4").as_deref(), Some("=\n\n"));
    assert_eq!(
        s.handle_bytes(b"\xff\xfe name").as_deref(),
        Some("? unknown command\n\n")
    );
    assert_eq!(
        s.handle_bytes(b"play b \xffd4").as_deref(),
        Some("? syntax error\n\n")
    );
}

#[test]
fn boardsize_and_komi() {
    let mut s = session();
    for size in 2..=25 {
        assert_eq!(ok(&mut s, &format!("boardsize {size}")), "");
        assert_eq!(s.game().size(), size);
    }
    for bad in ["0", "1", "26", "99999999999999999999999999", "100"] {
        assert_eq!(
            err(&mut s, &format!("boardsize {bad}")),
            "unacceptable size"
        );
    }
    assert_eq!(err(&mut s, "boardsize 9 13"), "unacceptable size");
    assert_eq!(ok(&mut s, "boardsize 13 13"), "");
    assert_eq!(s.game().size(), 13);
    for bad in [
        "boardsize",
        "boardsize x",
        "boardsize -9",
        "boardsize 9.0",
        "boardsize 9 9 9",
    ] {
        assert_eq!(err(&mut s, bad), "syntax error", "{bad}");
    }

    // Sabaki sends komi before boardsize; neither boardsize nor clear_board may reset it.
    assert_eq!(ok(&mut s, "komi 0.5"), "");
    assert_eq!(ok(&mut s, "boardsize 9"), "");
    assert_eq!(s.game().komi(), 0.5);
    assert_eq!(ok(&mut s, "clear_board"), "");
    assert_eq!(s.game().komi(), 0.5);
    assert_eq!(ok(&mut s, "final_score"), "W+0.5");
    assert_eq!(ok(&mut s, "komi -3"), "");
    assert_eq!(ok(&mut s, "final_score"), "B+3");
    assert_eq!(ok(&mut s, "komi 0"), "");
    assert_eq!(ok(&mut s, "final_score"), "0");
    for bad in [
        "nan", "NaN", "inf", "-inf", "infinity", "1e999", "x", "", "6.5 1", "1e30",
    ] {
        assert_eq!(err(&mut s, &format!("komi {bad}")), "syntax error", "{bad}");
    }
    assert_eq!(s.game().komi(), 0.0);
}

#[test]
fn play_and_undo() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    assert_eq!(err(&mut s, "undo"), "cannot undo");
    for line in [
        "play b D4",
        "play W e5",
        "play black c3",
        "play WHITE J9",
        "play B pass",
        "play b PASS",
    ] {
        assert_eq!(ok(&mut s, line), "", "{line}");
    }
    // Same-colour runs are legal (handicap as plays).
    assert_eq!(ok(&mut s, "play b a1"), "");
    assert_eq!(ok(&mut s, "play b a2"), "");
    assert_eq!(s.game().moves().len(), 8);
    assert_eq!(err(&mut s, "play w d4"), "illegal move");
    assert_eq!(err(&mut s, "play w K10"), "illegal move");
    assert_eq!(err(&mut s, "play w Z25"), "illegal move");
    for bad in [
        "play x d4",
        "play b i5",
        "play b",
        "play",
        "play b d4 e5",
        "play b resign",
        "play b d0",
        "play b d26",
        "play w 44",
    ] {
        assert_eq!(err(&mut s, bad), "syntax error", "{bad}");
    }
    assert_eq!(ok(&mut s, "undo"), "");
    assert_eq!(s.game().moves().len(), 7);
    while !s.game().moves().is_empty() {
        ok(&mut s, "undo");
    }
    assert_eq!(err(&mut s, "undo"), "cannot undo");
    // Suicide is illegal.
    ok(&mut s, "play b b1");
    ok(&mut s, "play b a2");
    assert_eq!(err(&mut s, "play w a1"), "illegal move");
}

#[test]
fn genmove_plays_legal_moves_and_passes_when_only_eyes_remain() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    for i in 0..20 {
        let color = if i % 2 == 0 { "b" } else { "w" };
        let before = s.game().moves().len();
        let mv = ok(&mut s, &format!("genmove {color}"));
        assert_eq!(s.game().moves().len(), before + 1);
        assert!(mv == "pass" || mv.len() >= 2, "{mv}");
        assert_ne!(mv, "resign");
    }
    // reg_genmove answers without playing.
    let before = s.game().moves().len();
    let mv = ok(&mut s, "reg_genmove b");
    assert!(!mv.is_empty());
    assert_eq!(s.game().moves().len(), before);

    // On 2×2 with Black on A1 and B2 the empty points are Black's eyes and White's suicides.
    ok(&mut s, "boardsize 2");
    ok(&mut s, "play b a1");
    ok(&mut s, "play b b2");
    assert_eq!(ok(&mut s, "genmove b"), "pass");
    assert_eq!(ok(&mut s, "genmove w"), "pass");
    assert_eq!(ok(&mut s, "kgs-genmove_cleanup b"), "pass");
    assert_eq!(err(&mut s, "genmove"), "syntax error");
    assert_eq!(err(&mut s, "genmove x"), "syntax error");
    assert_eq!(err(&mut s, "genmove b w"), "syntax error");
}

/// GoGui's `cputime` as gogui-twogtp and gogui-regress parse it: a plain non-negative decimal
/// (GNU Go's three places), never shrinking, and counting this process's own work.
#[cfg(unix)]
#[test]
fn cputime_answers_the_process_cpu_seconds() {
    fn seconds(s: &mut Session) -> f64 {
        let answer = ok(s, "cputime");
        let (whole, places) = answer.split_once('.').expect("a decimal point");
        assert!(
            !whole.is_empty() && whole.bytes().all(|b| b.is_ascii_digit()),
            "{answer}"
        );
        assert!(
            places.len() == 3 && places.bytes().all(|b| b.is_ascii_digit()),
            "{answer}"
        );
        answer.parse().unwrap()
    }
    let mut s = session();
    assert_eq!(ok(&mut s, "known_command cputime"), "true");
    assert!(ok(&mut s, "list_commands").lines().any(|n| n == "cputime"));
    let before = seconds(&mut s);
    assert!(before >= 0.0);
    ok(&mut s, "boardsize 9");
    ok(&mut s, "genmove b");
    let after_genmove = seconds(&mut s);
    assert!(after_genmove >= before, "{before} then {after_genmove}");
    // Busy work in this thread is the process's CPU time too.
    let start = std::time::Instant::now();
    let mut x = 1u64;
    while start.elapsed() < std::time::Duration::from_millis(100) {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
    let after_work = seconds(&mut s);
    assert!(
        after_work > after_genmove,
        "{after_genmove} then {after_work}"
    );
}

#[test]
fn fixed_handicap_positions() {
    let mut s = session();
    assert_eq!(
        sorted_words(&ok(&mut s, "fixed_handicap 3")),
        sorted_words("D4 Q16 D16")
    );
    assert_eq!(s.game().to_play(), Color::White);
    assert_eq!(err(&mut s, "fixed_handicap 2"), "board not empty");
    // Handicap stones are not moves.
    assert_eq!(err(&mut s, "undo"), "cannot undo");
    let sgf = ok(&mut s, "printsgf");
    assert!(sgf.contains("HA[3]") && sgf.contains("AB["), "{sgf}");
    assert!(!sgf.contains(";B["), "{sgf}");

    let cases: &[(usize, usize, &str)] = &[
        (19, 9, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10"),
        (13, 5, "D4 K10 D10 K4 G7"),
        (9, 7, "C3 G7 C7 G3 C5 G5 E5"),
        (7, 4, "C3 E5 C5 E3"),
        (8, 4, "C3 F6 C6 F3"),
        (25, 2, "D4 W22"),
    ];
    for &(size, n, expected) in cases {
        ok(&mut s, &format!("boardsize {size}"));
        assert_eq!(
            sorted_words(&ok(&mut s, &format!("fixed_handicap {n}"))),
            sorted_words(expected),
            "{size} {n}"
        );
    }
    for (size, n) in [
        (19, "1"),
        (19, "10"),
        (19, "0"),
        (7, "5"),
        (8, "5"),
        (6, "2"),
        (5, "4"),
        (2, "2"),
        (19, "99999999999999999999"),
    ] {
        ok(&mut s, &format!("boardsize {size}"));
        assert_eq!(
            err(&mut s, &format!("fixed_handicap {n}")),
            "invalid number of stones",
            "{size} {n}"
        );
    }
    assert_eq!(err(&mut s, "fixed_handicap"), "syntax error");
    assert_eq!(err(&mut s, "fixed_handicap two"), "syntax error");
}

#[test]
fn free_handicap() {
    let mut s = session();
    let stones = ok(&mut s, "place_free_handicap 4");
    assert_eq!(sorted_words(&stones), sorted_words("D4 Q16 D16 Q4"));
    assert_eq!(err(&mut s, "place_free_handicap 2"), "board not empty");
    ok(&mut s, "clear_board");
    let stones = sorted_words(&ok(&mut s, "place_free_handicap 13"));
    assert_eq!(stones.len(), 13);
    let mut unique = stones.clone();
    unique.dedup();
    assert_eq!(unique, stones);
    ok(&mut s, "boardsize 5");
    assert_eq!(
        ok(&mut s, "place_free_handicap 3")
            .split_whitespace()
            .count(),
        3
    );
    ok(&mut s, "clear_board");
    for n in ["1", "0", "25", "361"] {
        assert_eq!(
            err(&mut s, &format!("place_free_handicap {n}")),
            "invalid number of stones"
        );
    }
    assert_eq!(
        ok(&mut s, "place_free_handicap 24")
            .split_whitespace()
            .count(),
        24
    );

    ok(&mut s, "boardsize 19");
    for bad in [
        "set_free_handicap",
        "set_free_handicap D4",
        "set_free_handicap D4 D4",
        "set_free_handicap D4 pass",
        "set_free_handicap D4 I5",
        "set_free_handicap D4 Z25",
        "set_free_handicap D4 xyz",
    ] {
        assert_eq!(err(&mut s, bad), "bad vertex list", "{bad}");
    }
    assert_eq!(ok(&mut s, "set_free_handicap d4 Q16 k10"), "");
    assert_eq!(s.game().handicap().len(), 3);
    assert_eq!(s.game().to_play(), Color::White);
    assert_eq!(err(&mut s, "set_free_handicap C3 C4"), "board not empty");
}

#[test]
fn scoring() {
    let mut s = session();
    ok(&mut s, "boardsize 5");
    ok(&mut s, "komi 0.5");
    for row in 1..=5 {
        ok(&mut s, &format!("play b c{row}"));
        ok(&mut s, &format!("play w d{row}"));
    }
    // Black owns columns A–C (15 points), White D–E (10), komi 0.5.
    assert_eq!(ok(&mut s, "final_score"), "B+4.5");
    let alive = ok(&mut s, "final_status_list alive");
    let mut chains: Vec<Vec<String>> = alive.lines().map(sorted_words).collect();
    chains.sort();
    assert_eq!(
        chains,
        vec![
            sorted_words("C1 C2 C3 C4 C5"),
            sorted_words("D1 D2 D3 D4 D5")
        ]
    );
    assert_eq!(ok(&mut s, "final_status_list dead"), "");
    assert_eq!(ok(&mut s, "final_status_list seki"), "");
    assert_eq!(
        s.handle_line("final_status_list dead").as_deref(),
        Some("=\n\n")
    );
    assert_eq!(err(&mut s, "final_status_list"), "syntax error");
    assert_eq!(err(&mut s, "final_status_list zombie"), "syntax error");
}

#[test]
fn clocks() {
    let mut s = session();
    ok(&mut s, "time_settings 300 30 5");
    assert_eq!(
        s.clock().system,
        TimeSystem::Canadian {
            main: 300.0,
            period: 30.0,
            stones: 5
        }
    );
    ok(&mut s, "time_settings 60 0 0");
    assert_eq!(s.clock().system, TimeSystem::Absolute { main: 60.0 });
    ok(&mut s, "time_settings 0 1 0");
    assert_eq!(s.clock().system, TimeSystem::Unlimited);
    ok(&mut s, "kgs-time_settings byoyomi 600 30 5");
    assert_eq!(
        s.clock().system,
        TimeSystem::Byoyomi {
            main: 600.0,
            period: 30.0,
            periods: 5
        }
    );
    ok(&mut s, "kgs-time_settings canadian 600 300 25");
    assert_eq!(
        s.clock().system,
        TimeSystem::Canadian {
            main: 600.0,
            period: 300.0,
            stones: 25
        }
    );
    ok(&mut s, "kgs-time_settings absolute 900");
    assert_eq!(s.clock().system, TimeSystem::Absolute { main: 900.0 });
    ok(&mut s, "kgs-time_settings none");
    assert_eq!(s.clock().system, TimeSystem::Unlimited);
    ok(&mut s, "time_left w 123.5 3");
    let left = s.clock().left[Color::White.index()].expect("white's clock");
    assert_eq!((left.seconds, left.count), (123.5, 3));
    assert!(s.clock().left[Color::Black.index()].is_none());
    ok(&mut s, "time_left B 10 0");
    for bad in [
        "time_settings -1 0 0",
        "time_settings nan 0 0",
        "time_settings inf 0 0",
        "time_settings 1 -5 0",
        "time_settings 1 1 -1",
        "time_settings 1 1",
        "time_settings 1 1 1 1",
        "time_left w -1 0",
        "time_left w nan 0",
        "time_left x 10 0",
        "time_left w 10",
        "kgs-time_settings",
        "kgs-time_settings byoyomi 1 2",
        "kgs-time_settings absolute -5",
        "kgs-time_settings hourglass 5",
        "kgs-time_settings none 5",
    ] {
        assert_eq!(err(&mut s, bad), "syntax error", "{bad}");
    }
    // Huge but finite numbers are accepted (and saturate).
    ok(&mut s, "time_left w 1e300 99999999999999999999");
}

#[test]
fn kgs_and_cgos_extras() {
    let mut s = session();
    ok(&mut s, "kgs-rules japanese");
    assert_eq!(s.game().rules(), Rules::JAPANESE);
    // Rules survive a new game.
    ok(&mut s, "boardsize 9");
    assert_eq!(s.game().rules(), Rules::JAPANESE);
    for name in ["chinese", "aga", "new_zealand"] {
        ok(&mut s, &format!("kgs-rules {name}"));
        assert_eq!(s.game().rules(), Rules::CHINESE);
    }
    assert_eq!(err(&mut s, "kgs-rules klingon"), "syntax error");
    assert_eq!(err(&mut s, "kgs-rules"), "syntax error");
    ok(&mut s, "kgs-game_over");
    ok(&mut s, "cgos-opponent_name someone");
    ok(&mut s, "cgos-opponent_rating 1500?");
    ok(&mut s, "cgos-gameover B+Resign");
    ok(&mut s, "gogui-interrupt");
}

#[test]
fn showboard_starts_below_the_marker() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    ok(&mut s, "play b e5");
    ok(&mut s, "play w c3");
    let board = reply(&mut s, "showboard");
    assert!(board.starts_with("=\n"), "{board}");
    let rows: Vec<&str> = board.lines().collect();
    assert!(
        rows.iter()
            .any(|r| r.trim_start().starts_with("5 . . . . X . . . . 5")),
        "{board}"
    );
    assert!(
        rows.iter()
            .any(|r| r.trim_start().starts_with("3 . . O . . . . . . 3")),
        "{board}"
    );
    assert!(
        rows.iter().any(|r| r.trim() == "A B C D E F G H J"),
        "{board}"
    );
}

fn temp_path(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("tesuji-gtp-{}-{name}", std::process::id()))
}

#[test]
fn printsgf_and_loadsgf_round_trip() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    ok(&mut s, "komi 5.5");
    ok(&mut s, "fixed_handicap 2");
    for mv in ["w e5", "b c5", "w pass", "b d6"] {
        ok(&mut s, &format!("play {mv}"));
    }
    let record = ok(&mut s, "printsgf");
    assert!(record.starts_with("(;") && record.contains("FF[4]") && record.contains("SZ[9]"));
    assert!(
        record.contains("KM[5.5]") && record.contains("HA[2]"),
        "{record}"
    );
    let path = temp_path("round-trip.sgf");
    std::fs::write(&path, &record).expect("temp file");

    let mut other = session();
    assert_eq!(ok(&mut other, &format!("loadsgf {}", path.display())), "");
    assert_eq!(other.game().size(), 9);
    assert_eq!(other.game().komi(), 5.5);
    assert_eq!(other.game().moves().len(), 4);
    assert_eq!(other.game().handicap().len(), 2);
    assert_eq!(ok(&mut other, "printsgf"), record);
    // Komi from the file survives clear_board.
    ok(&mut other, "clear_board");
    assert_eq!(other.game().komi(), 5.5);

    // `loadsgf FILE N`: the position before move N.
    ok(&mut other, &format!("loadsgf {} 3", path.display()));
    assert_eq!(other.game().moves().len(), 2);
    assert_eq!(other.game().to_play(), Color::White);
    ok(&mut other, &format!("loadsgf {} 1", path.display()));
    assert_eq!(other.game().moves().len(), 0);
    ok(&mut other, &format!("loadsgf {} 100", path.display()));
    assert_eq!(other.game().moves().len(), 4);

    // printsgf FILE writes the file instead.
    let written = temp_path("written.sgf");
    assert_eq!(ok(&mut s, &format!("printsgf {}", written.display())), "");
    let file = std::fs::read_to_string(&written).unwrap_or_default();
    assert_eq!(file.trim_end(), record);

    let garbage = temp_path("garbage.sgf");
    std::fs::write(&garbage, b"this is not a game record").expect("temp file");
    let missing = temp_path("missing.sgf");
    for line in [
        format!("loadsgf {}", missing.display()),
        format!("loadsgf {}", garbage.display()),
        format!("loadsgf {} 3", missing.display()),
    ] {
        assert_eq!(err(&mut other, &line), "cannot load file", "{line}");
    }
    assert_eq!(err(&mut other, "loadsgf"), "syntax error");
    // A failed load leaves the game as it was.
    assert_eq!(other.game().moves().len(), 4);
    for p in [path, written, garbage] {
        let _ = std::fs::remove_file(p);
    }
}

/// Splits a streamed reply into its lines, checking the header and the end.
fn stream_lines(s: &mut Session, line: &str) -> Vec<String> {
    let reply = reply(s, line);
    assert!(reply.starts_with("=\n"), "{line}: {reply:?}");
    reply[2..]
        .lines()
        .map(str::to_string)
        .filter(|l| !l.is_empty())
        .collect()
}

/// `key value` pairs of the first `info` segment.
fn first_segment(line: &str) -> Vec<(String, String)> {
    let segment = line.split(" info ").next().unwrap_or("");
    let tokens: Vec<&str> = segment.trim_start_matches("info ").split(' ').collect();
    let end = tokens
        .iter()
        .position(|t| *t == "pv" || *t == "ownership")
        .unwrap_or(tokens.len());
    tokens[..end]
        .chunks(2)
        .map(|c| (c[0].to_string(), c.get(1).unwrap_or(&"").to_string()))
        .collect()
}

fn field<'a>(fields: &'a [(String, String)], key: &str) -> &'a str {
    fields
        .iter()
        .find(|(k, _)| k == key)
        .map_or_else(|| panic!("no {key} in {fields:?}"), |(_, v)| v)
}

#[test]
fn lz_analyze_prints_integer_winrates() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    let lines = stream_lines(&mut s, "lz-analyze b 1");
    assert!(!lines.is_empty());
    let info = &lines[0];
    assert!(info.starts_with("info move "), "{info}");
    let fields = first_segment(info);
    for key in ["winrate", "prior", "lcb", "visits", "order"] {
        let value: i64 = field(&fields, key)
            .parse()
            .unwrap_or_else(|_| panic!("{key} in {info}"));
        assert!((0..=10000).contains(&value) || key == "visits", "{info}");
    }
    assert_eq!(field(&fields, "order"), "0");
    assert!(info.contains(" pv "), "{info}");
    // Lizzie: interval only, side to move implied; maxmoves limits the candidates.
    let lines = stream_lines(&mut s, "lz-analyze 1 maxmoves 2");
    assert!(lines[0].matches("info move").count() <= 2, "{}", lines[0]);
    assert_eq!(err(&mut s, "lz-analyze b -1"), "syntax error");
    assert_eq!(err(&mut s, "lz-analyze b 1 maxmoves"), "syntax error");
}

#[test]
fn kata_analyze_prints_floats_and_ownership() {
    let mut s = session();
    ok(&mut s, "boardsize 7");
    ok(&mut s, "play b d4");
    let lines = stream_lines(&mut s, "kata-analyze w 1 ownership true rootInfo true");
    let info = &lines[0];
    let fields = first_segment(info);
    for key in [
        "winrate",
        "prior",
        "lcb",
        "scoreLead",
        "scoreMean",
        "utility",
    ] {
        let value: f64 = field(&fields, key)
            .parse()
            .unwrap_or_else(|_| panic!("{key} in {info}"));
        assert!(value.is_finite(), "{info}");
    }
    let winrate: f64 = field(&fields, "winrate").parse().unwrap_or(-1.0);
    assert!((0.0..=1.0).contains(&winrate));
    assert!(info.contains(" rootInfo visits "), "{info}");
    let ownership: Vec<f64> = info
        .split(" ownership ")
        .nth(1)
        .expect("ownership")
        .split(' ')
        .map(|v| v.parse().expect("float"))
        .collect();
    assert_eq!(ownership.len(), 49);
    assert!(ownership.iter().all(|v| (-1.0..=1.0).contains(v)));
    // Black's stone on D4 (row 4, column 4: index 3*7+3) belongs to Black: negative for White.
    assert!(ownership[3 * 7 + 3] < 0.0, "{ownership:?}");
    // Without `ownership true` there is none.
    let lines = stream_lines(&mut s, "kata-analyze 1");
    assert!(!lines[0].contains("ownership"));
}

#[test]
fn sabaki_analyze_prints_integer_winrates() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    let lines = stream_lines(&mut s, "analyze B 1");
    let fields = first_segment(&lines[0]);
    // Sabaki v0.60 divides `analyze` winrates by 100 to get a percentage.
    assert!(field(&fields, "winrate")
        .parse::<u32>()
        .is_ok_and(|w| w <= 10_000));
    assert!(field(&fields, "scoreLead").parse::<f64>().is_ok());
}

#[test]
fn genmove_analyze_streams_then_plays() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    for (n, command) in [
        "lz-genmove_analyze b 1",
        "kata-genmove_analyze w 1",
        "genmove_analyze b 1",
    ]
    .iter()
    .enumerate()
    {
        let lines = stream_lines(&mut s, command);
        let last = lines.last().expect("a play line");
        assert!(last.starts_with("play "), "{command}: {lines:?}");
        assert!(lines[..lines.len() - 1]
            .iter()
            .all(|l| l.starts_with("info ")));
        assert_eq!(s.game().moves().len(), n + 1);
    }
}

#[test]
fn gogui_analyze_commands_all_work() {
    let mut s = session();
    ok(&mut s, "boardsize 7");
    let listed = ok(&mut s, "gogui-analyze_commands");
    let types: Vec<&str> = listed
        .lines()
        .map(|l| l.split('/').next().unwrap_or(""))
        .collect();
    for wanted in ["dboard", "var", "pspairs", "string"] {
        assert!(types.contains(&wanted), "{listed}");
    }
    for line in listed.lines() {
        let command = line
            .split('/')
            .nth(2)
            .expect("type/label/command")
            .replace("%m", "b");
        let name = command.split(' ').next().unwrap_or("");
        assert_eq!(ok(&mut s, &format!("known_command {name}")), "true");
        let answer = ok(&mut s, &command);
        if line.starts_with("dboard") {
            let rows: Vec<&str> = answer.lines().collect();
            assert_eq!(rows.len(), 7);
            assert!(rows.iter().all(|r| r
                .split(' ')
                .filter_map(|v| v.parse::<f64>().ok())
                .count()
                == 7));
        }
        if line.starts_with("pspairs") {
            assert_eq!(answer.split_whitespace().count() % 2, 0, "{answer}");
        }
        if line.starts_with("string") {
            assert!(!answer.is_empty());
        }
    }
}

#[test]
fn hostile_input_gets_errors() {
    let mut s = session();
    let huge = vec![b'x'; 2 << 20];
    assert_eq!(
        s.handle_bytes(&huge).as_deref(),
        Some("? line too long\n\n")
    );
    let mut with_id = b"77 play b ".to_vec();
    with_id.extend(std::iter::repeat_n(b'd', 1 << 20));
    assert_eq!(
        s.handle_bytes(&with_id).as_deref(),
        Some("?77 line too long\n\n")
    );
    for line in [
        "boardsize 18446744073709551616",
        "komi 1e400",
        "play b D99999999999999999999",
        "fixed_handicap -1",
        "time_left b 1e400 0",
        "set_free_handicap \u{fffd}",
        "final_status_list \u{0}",
        "lz-analyze b 1 interval",
    ] {
        let reply = s.handle_line(line).expect("a reply");
        assert!(
            reply.starts_with('?') && reply.ends_with("\n\n"),
            "{line}: {reply}"
        );
        assert!(!reply.contains("internal error"), "{line}");
    }
    // And the engine still answers.
    assert_eq!(s.handle_line("name").as_deref(), Some("= Tesuji\n\n"));
}

#[test]
fn a_whole_self_play_game_ends_in_two_passes_and_a_score() {
    let mut s = session();
    ok(&mut s, "boardsize 7");
    ok(&mut s, "komi 7.5");
    let mut passes = 0;
    let mut color = "b";
    let mut moves = 0;
    while passes < 2 {
        let mv = ok(&mut s, &format!("genmove {color}"));
        passes = if mv == "pass" { passes + 1 } else { 0 };
        color = if color == "b" { "w" } else { "b" };
        moves += 1;
        assert!(moves < 2000, "the random game does not end");
    }
    let score = ok(&mut s, "final_score");
    let valid = score == "0"
        || score
            .strip_prefix("B+")
            .or_else(|| score.strip_prefix("W+"))
            .is_some_and(|n| n.parse::<f32>().is_ok_and(|v| v > 0.0));
    assert!(valid, "{score}");
    // Every stone is listed alive exactly once.
    let alive = ok(&mut s, "final_status_list alive");
    let listed = alive.split_whitespace().count() as u32;
    let board = s.game().board();
    assert_eq!(
        listed,
        board.stone_count(Color::Black) + board.stone_count(Color::White)
    );
}

/// The winrate of every `info` segment the way Sabaki v0.60 reads it: `+winrate / 100` as a
/// percentage for `analyze`, `genmove_analyze` and `lz-*`; `+winrate * 100` only for `kata-*`.
fn sabaki_winrates(stream: &str, kata: bool) -> Vec<f64> {
    let mut rates = Vec::new();
    for line in stream.lines().filter(|l| l.starts_with("info ")) {
        for segment in line.split("info ").filter(|s| !s.trim().is_empty()) {
            let tokens: Vec<&str> = segment.split_whitespace().collect();
            let at = tokens
                .iter()
                .position(|&t| t == "winrate")
                .unwrap_or_else(|| panic!("no winrate in {segment:?}"));
            let value = tokens[at + 1];
            let percent = if kata {
                value.parse::<f64>().expect("a fraction") * 100.0
            } else {
                // JavaScript's `+value` would take a float too; the dialect is an integer.
                assert!(
                    value.parse::<u32>().is_ok(),
                    "winrate {value:?} is not an integer in ten-thousandths"
                );
                value.parse::<f64>().expect("a number") / 100.0
            };
            rates.push(percent);
        }
    }
    rates
}

#[test]
fn sabaki_reads_every_dialects_winrate_as_a_percentage() {
    let mut s = session();
    ok(&mut s, "boardsize 9");
    ok(&mut s, "play b e5");
    for (command, kata) in [
        ("analyze w 10", false),
        ("lz-analyze w 10", false),
        ("kata-analyze w 10", true),
        ("genmove_analyze w 10", false),
        ("lz-genmove_analyze b 10", false),
    ] {
        let stream = reply(&mut s, command);
        let rates = sabaki_winrates(&stream, kata);
        assert!(!rates.is_empty(), "{command}: {stream:?}");
        // A few random visits can give any one move 0 % or 100 %, but the best move's rate is
        // well above 1 %; 100× too small would read under 1 %, 100× too large above 100 %.
        for &rate in &rates {
            assert!(
                (0.0..=100.0).contains(&rate),
                "{command}: {rate} % from {stream:?}"
            );
        }
        assert!(rates[0] >= 1.0, "{command}: {} % from {stream:?}", rates[0]);
    }
}

#[test]
fn help_answers_like_gnu_go_with_the_command_list() {
    let mut s = session();
    let help = ok(&mut s, "help");
    assert_eq!(help, ok(&mut s, "list_commands"));
    assert!(help.lines().any(|l| l == "genmove"));
    assert_eq!(ok(&mut s, "known_command help"), "true");
}

fn info_moves(stream: &str) -> Vec<String> {
    stream
        .lines()
        .filter(|l| l.starts_with("info "))
        .flat_map(|l| {
            let tokens: Vec<&str> = l.split_whitespace().collect();
            tokens
                .windows(2)
                .filter(|w| w[0] == "move")
                .map(|w| w[1].to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Lizzie and Sabaki send `avoid`/`allow`: the search itself must leave those moves alone.
#[test]
fn analysis_honours_avoid_and_allow() {
    let uct_options = EngineOptions {
        seed: Some(11),
        threads: 1,
        no_joseki: true,
        ..EngineOptions::default()
    };
    let brains: [(&str, Box<dyn tesuji::engine::Brain>); 2] = [
        ("random", Box::new(RandomBrain::new(11))),
        (
            "uct",
            tesuji::app::make_brain(&uct_options, None, None).expect("valid options"),
        ),
    ];
    for (which, brain) in brains {
        let mut s = Session::new(brain, options());
        ok(&mut s, "boardsize 9");
        let allowed = reply(&mut s, "lz-analyze b 10 allow b c3,g7 1");
        let moves = info_moves(&allowed);
        assert!(!moves.is_empty(), "{which}: {allowed:?}");
        assert!(
            moves.iter().all(|m| m == "C3" || m == "G7"),
            "{which}: {moves:?}"
        );
        let avoid = "A1:J4,A5:D5";
        let avoided = reply(&mut s, &format!("kata-analyze b 10 avoid b {avoid} 1"));
        let moves = info_moves(&avoided);
        assert!(!moves.is_empty(), "{which}: {avoided:?}");
        for m in &moves {
            let row: u32 = m[1..].parse().unwrap_or(99);
            let column = m.as_bytes()[0];
            assert!(
                m == "pass" || row > 5 || (row == 5 && column > b'D'),
                "{which}: {m} avoided"
            );
        }
        // The filter is for Black: White's analysis is not filtered.
        ok(&mut s, "play b e5");
        let white = reply(&mut s, "lz-analyze w 10 allow b c3 1");
        assert!(
            info_moves(&white).iter().any(|m| m != "C3"),
            "{which}: {white:?}"
        );
    }
}

#[test]
fn kata_analyze_prints_score_stdev_pv_visits_and_ownership_stdev() {
    let uct_options = EngineOptions {
        seed: Some(5),
        threads: 1,
        no_joseki: true,
        playouts: Some(3000),
        max_memory: 64 << 20,
        ..EngineOptions::default()
    };
    let mut s = Session::new(
        tesuji::app::make_brain(&uct_options, None, None).expect("valid options"),
        options(),
    );
    ok(&mut s, "boardsize 9");
    // Blocking, so the last line has the whole search behind it.
    let stream = reply(
        &mut s,
        "kata-genmove_analyze b 1000 pvVisits true ownership true ownershipStdev true",
    );
    let line = stream
        .lines()
        .rev()
        .find(|l| l.starts_with("info "))
        .unwrap_or_else(|| panic!("{stream:?}"));
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let value = |key: &str| -> f64 {
        let at = tokens
            .iter()
            .position(|&t| t == key)
            .unwrap_or_else(|| panic!("{key}: {line}"));
        tokens[at + 1].parse().expect("a number")
    };
    assert!(value("scoreStdev") > 0.0, "{line}");
    // pvVisits: one count per pv move, each no more than the one before.
    let pv_at = tokens.iter().position(|&t| t == "pv").expect("pv");
    let visits_at = tokens
        .iter()
        .position(|&t| t == "pvVisits")
        .expect("pvVisits");
    let pv_len = visits_at - pv_at - 1;
    let counts: Vec<u64> = tokens[visits_at + 1..]
        .iter()
        .take_while(|t| t.parse::<u64>().is_ok())
        .map(|t| t.parse().expect("count"))
        .collect();
    assert_eq!(counts.len(), pv_len, "{line}");
    assert!(counts.windows(2).all(|w| w[0] >= w[1]), "{line}");
    let stdev_at = tokens
        .iter()
        .position(|&t| t == "ownershipStdev")
        .expect("ownershipStdev");
    let spreads: Vec<f64> = tokens[stdev_at + 1..]
        .iter()
        .map(|t| t.parse().expect("a spread"))
        .collect();
    assert_eq!(spreads.len(), 81);
    assert!(spreads.iter().all(|v| (0.0..=1.0).contains(v)));
}

#[test]
fn kata_analyze_prints_each_moves_ownership_when_asked() {
    let uct_options = EngineOptions {
        seed: Some(5),
        threads: 1,
        no_joseki: true,
        playouts: Some(600),
        max_memory: 64 << 20,
        ..EngineOptions::default()
    };
    // The playouts, not the clock, end each search: a handful of visits says nothing of
    // ownership.
    let mut s = Session::new(
        tesuji::app::make_brain(&uct_options, None, None).expect("valid options"),
        EngineOptions {
            time_per_move: Some(60.0),
            ..options()
        },
    );
    ok(&mut s, "boardsize 9");
    // Only E5 (the centre: index 40 whichever way the points run) and D4 may be searched.
    let stream = reply(
        &mut s,
        "kata-genmove_analyze b 1000 movesOwnership true allow b e5,d4 1",
    );
    let line = stream
        .lines()
        .rev()
        .find(|l| l.starts_with("info "))
        .unwrap_or_else(|| panic!("{stream:?}"));
    let segments: Vec<&str> = line.split("info ").filter(|s| !s.is_empty()).collect();
    assert!(!segments.is_empty(), "{line}");
    for segment in segments {
        let tokens: Vec<&str> = segment.split_whitespace().collect();
        let at = tokens
            .iter()
            .position(|&t| t == "movesOwnership")
            .unwrap_or_else(|| panic!("no movesOwnership: {segment}"));
        let values: Vec<f64> = tokens[at + 1..]
            .iter()
            .take_while(|t| t.parse::<f64>().is_ok())
            .map(|t| t.parse().expect("a number"))
            .collect();
        assert_eq!(values.len(), 81, "{segment}");
        assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)), "{segment}");
        assert!(
            tokens[1] == "E5" || tokens[1] == "D4",
            "not allowed: {segment}"
        );
        if tokens.windows(2).any(|w| w == ["order", "0"]) {
            // The most searched move's own stone, alone near the centre of an empty 9x9
            // board, stays Black's. Points run row by row from the top.
            let at = if tokens[1] == "E5" {
                4 * 9 + 4
            } else {
                5 * 9 + 3
            };
            assert!(values[at] > 0.5, "{segment}");
        }
    }
    // Without the key, no line carries it.
    let plain = reply(&mut s, "kata-analyze w 10 1");
    assert!(!plain.contains("movesOwnership"), "{plain}");
}

/// GNU Go's `restricted_genmove`, as its regression suites send it: the engine's best move
/// among those listed, not played.
#[test]
fn restricted_genmove_answers_among_the_listed_moves_without_playing() {
    let mut s = tesuji::app::session(EngineOptions {
        seed: Some(1),
        threads: 1,
        playouts: Some(400),
        max_memory: 64 << 20,
        ..EngineOptions::default()
    })
    .expect("the built-in book loads");
    ok(&mut s, "boardsize 9");
    // White's three stones at D5-F5 have one liberty left, at G5.
    for line in [
        "play w d5",
        "play b d6",
        "play w e5",
        "play b e6",
        "play w f5",
        "play b f6",
        "play w a1",
        "play b c5",
        "play w a2",
        "play b d4",
        "play w a3",
        "play b e4",
        "play w a4",
        "play b f4",
    ] {
        ok(&mut s, line);
    }
    let before = s.game().moves().len();
    assert_eq!(ok(&mut s, "restricted_genmove b J9 G5 B8"), "G5");
    // The capture is not listed: the answer is one of the moves that are.
    let quiet = ok(&mut s, "restricted_genmove b J9 B8");
    assert!(quiet == "J9" || quiet == "B8", "{quiet}");
    // Illegal listed moves are left out; with none left there is nothing to play.
    assert_eq!(ok(&mut s, "restricted_genmove b D5 B8"), "B8");
    assert_eq!(ok(&mut s, "restricted_genmove b D5 E5"), "pass");
    assert_eq!(s.game().moves().len(), before);
    assert_eq!(err(&mut s, "restricted_genmove b"), "syntax error");
    assert_eq!(err(&mut s, "restricted_genmove b Z9"), "syntax error");
    assert_eq!(err(&mut s, "restricted_genmove x G5"), "syntax error");
}
