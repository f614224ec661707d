//! `sgf-tools train-patterns` and `sgf-tools predict`, run as a user would, on tiny fixtures.

use std::path::PathBuf;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sgf-tools");

struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("sgf-patterns-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        Scratch(dir)
    }

    fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.join(name);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("fixture dir");
        }
        std::fs::write(&path, text).expect("write fixture");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const GAMES: [&str; 3] = [
    "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gc];W[cg];B[gg];W[ce];B[dc];W[db];B[eb];W[cb];B[fe];W[dg])",
    "(;GM[1]FF[4]SZ[9];B[cc];W[gg];B[cg];W[gc];B[ee];W[ec];B[ed];W[dc];B[cd];W[fd];B[fe];W[gd])",
    "(;GM[1]FF[4]SZ[9];B[ec];W[ce];B[eg];W[ge];B[ee];W[cc];B[cg];W[gg];B[gc];W[dd];B[de];W[ed])",
];

fn run(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(BIN)
        .args(args)
        .output()
        .expect("sgf-tools runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn train_then_predict() {
    let scratch = Scratch::new("train");
    for (i, game) in GAMES.iter().enumerate() {
        scratch.file(&format!("games/g{i}.sgf"), game);
    }
    // A file under the held-out path: must be skipped, and said so.
    scratch.file("games/Pro/Pro/5p/held.sgf", GAMES[0]);
    let games = scratch.0.join("games");
    let model_a = scratch.0.join("a.bin");
    let model_b = scratch.0.join("b.bin");
    for model in [&model_a, &model_b] {
        let (ok, _, err) = run(&[
            "train-patterns",
            games.to_str().unwrap(),
            "-o",
            model.to_str().unwrap(),
            "--sample",
            "1",
            "--iterations",
            "3",
            "--min-pat3",
            "1",
            "--min-spatial",
            "1",
        ]);
        assert!(ok, "{err}");
        assert!(err.contains("skipping 1 file(s) of the held-out"), "{err}");
        assert!(err.contains("3 records from 3 files"), "{err}");
        assert!(
            err.contains("1 training records repeat one of 1 held-out games (dropped)"),
            "{err}"
        );
    }
    let a = std::fs::read(&model_a).unwrap();
    assert_eq!(a, std::fs::read(&model_b).unwrap(), "reproducible bytes");

    let (ok, out, err) = run(&[
        "predict",
        "--patterns",
        model_a.to_str().unwrap(),
        games.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("games 4\n"), "{out}");
    let top1 = out
        .lines()
        .find_map(|l| l.strip_prefix("top-1 "))
        .expect("a top-1 line");
    assert!(top1.ends_with('%'), "{out}");
    let rate: f64 = top1.trim_end_matches('%').parse().expect("a percentage");
    assert!((0.0..=100.0).contains(&rate));
    assert!(
        out.contains("top-5 ") && out.contains("mean log-likelihood "),
        "{out}"
    );
    assert!(out.contains("moves 1-30"), "{out}");
}

/// The game with its board mirrored in the diagonal (every point's two letters swapped).
fn transposed(game: &str) -> String {
    let mut out = String::new();
    let mut rest = game;
    while let Some(at) = rest.find(['B', 'W']) {
        let (before, from) = rest.split_at(at);
        out += before;
        let bytes = from.as_bytes();
        if bytes.len() >= 5 && bytes[1] == b'[' && bytes[4] == b']' {
            out.push(bytes[0] as char);
            out.push('[');
            out.push(bytes[3] as char);
            out.push(bytes[2] as char);
            out.push(']');
            rest = &from[5..];
        } else {
            out.push(bytes[0] as char);
            rest = &from[1..];
        }
    }
    out + rest
}

#[test]
fn training_drops_games_that_repeat_a_held_out_game_however_turned() {
    let scratch = Scratch::new("repeats");
    for (i, game) in GAMES.iter().enumerate() {
        scratch.file(&format!("games/g{i}.sgf"), game);
    }
    let held = scratch.file("held/turned.sgf", &transposed(GAMES[1]));
    assert_ne!(transposed(GAMES[1]), GAMES[1]);
    let model = scratch.0.join("m.bin");
    let train = |extra: &[&str]| {
        let mut args = vec![
            "train-patterns".to_string(),
            scratch.0.join("games").to_str().unwrap().to_string(),
            "-o".into(),
            model.to_str().unwrap().to_string(),
            "--iterations".into(),
            "2".into(),
        ];
        args.extend(extra.iter().map(|s| s.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run(&args)
    };
    let (ok, _, err) = train(&["--held-out", held.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        err.contains("1 training records repeat one of 1 held-out games (dropped)"),
        "{err}"
    );
    let (ok, _, err) = train(&[]);
    assert!(ok, "{err}");
    assert!(err.contains("no held-out games named"), "{err}");
    let games = scratch.0.join("games");
    let share = format!("{}=0.5", games.display());
    let (ok, _, err) = train(&["--sample-in", &share]);
    assert!(ok, "{err}");
    for bad in ["0.5", "games=2", "games=half"] {
        let (ok, _, err) = train(&["--sample-in", bad]);
        assert!(!ok, "{bad} accepted");
        assert!(err.contains("--sample-in"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn bad_inputs_are_errors_not_panics() {
    let scratch = Scratch::new("bad");
    let broken = scratch.file("broken.sgf", "no game tree here");
    let model = scratch.file("model.bin", "not a model");
    let (ok, _, err) = run(&[
        "predict",
        "--patterns",
        model.to_str().unwrap(),
        broken.to_str().unwrap(),
    ]);
    assert!(!ok);
    assert!(err.contains("not a Tesuji pattern model"), "{err}");
    let (ok, _, err) = run(&["predict", broken.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("broken.sgf:"), "{err}");
    let out = scratch.0.join("out.bin");
    let (ok, _, err) = run(&[
        "train-patterns",
        scratch.0.join("Pro/Pro/5p").to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok, "{err}");
}
