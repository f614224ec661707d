//! The properties the fuzz targets check. Shared by the cargo-fuzz crate and the stable test
//! suite, so one file says what "no crash" means for each input: no panic, every GTP reply
//! well framed, every SGF error located, every parsed record written back readably.

use tesuji::app::EngineOptions;
use tesuji::engine::RandomBrain;
use tesuji::gtp::Session;

/// A session whose brain answers at once (random moves), so that inputs run fast.
pub fn session() -> Session {
    let options = EngineOptions {
        seed: Some(1),
        time_per_move: Some(0.01),
        threads: 1,
        ..EngineOptions::default()
    };
    Session::new(Box::new(RandomBrain::new(1)), options)
}

/// Lines that would stream until the next command, touch files or end the session: the
/// in-process session runs them as a controller would, but they take seconds or leave traces.
fn slow_or_external(line: &[u8]) -> bool {
    // GTP drops control characters before reading a line, so `print\x01sgf` is `printsgf`:
    // look at the line as the session will.
    let text = tesuji::gtp::framing::preprocess(line).to_ascii_lowercase();
    ["analyze", "printsgf", "loadsgf", "tesuji-", "quit"]
        .iter()
        .any(|word| text.contains(word))
}

/// One reply: `=` or `?`, ends with exactly one empty line, none inside.
pub fn assert_framed(input: &[u8], reply: &str) {
    assert!(
        reply.starts_with('=') || reply.starts_with('?'),
        "{input:?} -> {reply:?}"
    );
    assert!(reply.ends_with("\n\n"), "{input:?} -> {reply:?}");
    assert!(
        !reply[..reply.len() - 2].contains("\n\n"),
        "{input:?} -> {reply:?}"
    );
    assert!(!reply.contains("internal error"), "{input:?} -> {reply:?}");
}

/// Every line of `data` as GTP input; the session must answer each in frame and go on.
pub fn gtp_input(data: &[u8]) {
    let mut session = session();
    for line in data.split(|&b| b == b'\n').take(64) {
        if slow_or_external(line) {
            continue;
        }
        if let Some(reply) = session.handle_bytes(line) {
            assert_framed(line, &reply);
        }
    }
    let name = session.handle_line("name");
    assert_eq!(name.as_deref(), Some("= Tesuji\n\n"));
}

/// `data` as an SGF file: an error names a line and a column; a parsed file replays or says
/// why not, and what it writes parses again into as many game trees.
pub fn sgf_bytes(data: &[u8]) {
    match tesuji::sgf::parse(data) {
        Err(diagnostic) => {
            assert!(
                diagnostic.at.line >= 1 && diagnostic.at.column >= 1,
                "{diagnostic:?}"
            );
        }
        Ok(parsed) => {
            for d in parsed.warnings.iter() {
                assert!(d.at.line >= 1 && d.at.column >= 1, "{d:?}");
            }
            for tree in &parsed.trees {
                let _ = tesuji::sgf::to_game(tree, None);
            }
            let written = tesuji::sgf::write(&parsed.trees);
            let again = tesuji::sgf::parse(written.as_bytes())
                .unwrap_or_else(|d| panic!("written SGF does not parse: {d}\n{written}"));
            assert_eq!(again.trees.len(), parsed.trees.len(), "{written}");
        }
    }
}

/// `data` as the file of `loadsgf`, then the commands a regression run sends next.
pub fn loadsgf_bytes(data: &[u8]) {
    let path = std::env::temp_dir().join(format!("tesuji-fuzz-{}.sgf", std::process::id()));
    if std::fs::write(&path, data).is_err() {
        return;
    }
    let mut session = session();
    let load = format!("loadsgf {}", path.display());
    for line in [
        load.as_str(),
        "showboard",
        "genmove b",
        "final_score",
        "undo",
        "printsgf",
    ] {
        let reply = session
            .handle_line(line)
            .unwrap_or_else(|| panic!("no reply to {line}"));
        assert_framed(line.as_bytes(), &reply);
    }
    let _ = std::fs::remove_file(&path);
}
