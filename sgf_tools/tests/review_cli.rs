//! `sgf-tools review`, run as a user would: the joseki part alone, the engine part against a
//! scripted fake engine (both analysis dialects, one that dies, one that hangs, one without
//! analysis), the annotated record held to the input and read back by Sabaki's own parser,
//! and the HTML page held to the record.

mod common;
use common::{python_available, stderr};

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use tesuji::sgf::{GameTree, Node};

const BIN: &str = env!("CARGO_BIN_EXE_sgf-tools");
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

/// A scratch directory per test, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("sgf-tools-review-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        Scratch(dir)
    }

    /// A copy of a fixture in the scratch folder (reviews are written beside their input).
    fn fixture(&self, name: &str) -> PathBuf {
        let path = self.0.join(name);
        std::fs::copy(Path::new(FIXTURES).join(name), &path).expect("copy fixture");
        path
    }

    /// The fake engine, started through python3 so no execute bit is needed.
    fn engine(&self, mode: &str) -> String {
        let script = self.0.join("fake_engine.py");
        std::fs::write(&script, FAKE_ENGINE).expect("write fake engine");
        format!("python3 {} {mode}", script.display())
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A GTP engine in a few lines: win rates that rise and fall with the number of stones
/// played, so every review has drops; `die N` exits during its N+1-th analysis, `hang`
/// never answers one, `none` lists no analysis command.
const FAKE_ENGINE: &str = r#"
import sys, time
mode = sys.argv[1]
limit = int(sys.argv[2]) if len(sys.argv) > 2 else -1
plays = 0
analyses = 0
def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()
while True:
    line = sys.stdin.readline()
    if not line:
        break
    words = line.split()
    if not words:
        continue
    cmd = words[0]
    if cmd == "quit":
        out("=\n\n")
        break
    if cmd == "list_commands":
        names = ["boardsize", "clear_board", "komi", "play", "list_commands", "quit"]
        if mode in ("kata", "die", "hang"):
            names.append("kata-analyze")
        if mode == "lz":
            names.append("lz-analyze")
        out("= " + "\n".join(names) + "\n\n")
        continue
    if cmd == "clear_board":
        plays = 0
    if cmd == "play":
        plays += 1
    if cmd in ("kata-analyze", "lz-analyze"):
        analyses += 1
        if mode == "hang":
            time.sleep(3600)
        if limit >= 0 and analyses > limit:
            sys.exit(1)
        w = 0.2 + (plays % 7) / 10.0
        if cmd == "kata-analyze":
            out("=\ninfo move C3 visits 15 winrate %.4f order 0 pv C3 D4 E5 info move D4 visits 10 winrate %.4f order 1 pv D4\n" % (w, w - 0.1))
        else:
            out("=\ninfo move C3 visits 15 winrate %d prior 1000 lcb 0 order 0 pv C3 D4 E5 info move D4 visits 10 winrate %d prior 900 lcb 0 order 1 pv D4\n" % (round(w * 10000), round((w - 0.1) * 10000)))
        sys.stdin.readline()
        out("\n= 2\n\n")
        continue
    out("=\n\n")
"#;

fn review(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("review")
        .args(args)
        .output()
        .expect("sgf-tools runs")
}

fn read_tree(path: &Path) -> GameTree {
    let bytes = std::fs::read(path).expect("review written");
    let parsed = tesuji::sgf::parse(&bytes).expect("review parses");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    parsed.trees.into_iter().next().expect("one game")
}

/// The node's properties other than the ones a review adds to.
fn kept(node: &Node) -> Vec<(String, Vec<String>)> {
    node.props
        .iter()
        .filter(|p| p.ident != "C" && p.ident != "SBKV")
        .map(|p| (p.ident.clone(), p.values.clone()))
        .collect()
}

/// Every node of the input is in the review at the same place, with the same moves, setup
/// and game info, and its comments kept at the start of the review's; the review only adds.
fn assert_kept(input: &GameTree, review: &GameTree) {
    let mut pairs = vec![(0usize, 0usize)];
    while let Some((i, r)) = pairs.pop() {
        let (a, b) = (&input.nodes[i], &review.nodes[r]);
        assert_eq!(kept(a), kept(b), "node {i} of the input changed");
        if let Some(comment) = a.value("C") {
            assert!(
                b.value("C").is_some_and(|c| c.starts_with(comment)),
                "comment of node {i} lost"
            );
        }
        assert!(a.children.len() <= b.children.len());
        for (k, &child) in a.children.iter().enumerate() {
            pairs.push((child, b.children[k]));
        }
    }
}

fn main_line_winrates(tree: &GameTree) -> Vec<String> {
    tree.main_line()
        .iter()
        .filter_map(|&i| tree.nodes[i].value("SBKV").map(str::to_string))
        .collect()
}

#[test]
fn joseki_part_alone_keeps_the_record_and_names_the_departures() {
    let scratch = Scratch::new("joseki");
    let input = scratch.fixture("review_handicap.sgf");
    let before = std::fs::read(&input).expect("input");
    let output = review(&[input.to_str().expect("path")]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        std::fs::read(&input).expect("input"),
        before,
        "input untouched"
    );
    let written = scratch.0.join("review_handicap.review.sgf");
    let review_tree = read_tree(&written);
    let input_tree = read_tree(&input);
    assert_kept(&input_tree, &review_tree);
    let root = review_tree.nodes[0].value("C").expect("root comment");
    assert!(root.contains("Joseki"), "{root}");
    assert!(root.contains("Black:") && root.contains("White:"), "{root}");
    // Somewhere a corner left the book, with who and how.
    let comments: Vec<&str> = review_tree
        .main_line()
        .iter()
        .skip(1)
        .filter_map(|&i| review_tree.nodes[i].value("C"))
        .collect();
    assert!(
        comments.iter().any(|c| c.contains("corner")
            && (c.contains("not a book move") || c.contains("no more moves"))),
        "{comments:?}"
    );
    // No engine: no win rates.
    assert!(main_line_winrates(&review_tree).is_empty());
}

/// White's lone 4-4 is symmetric across the corner's diagonal: the knight's approaches on
/// either side are one book move, named once with both images, and the listed shares total
/// 100 % (the list once read "R6 37 %, O3 37 %, R3 37 %, tenuki 20 %", 131 %).
#[test]
fn a_symmetric_corner_lists_each_book_move_once_with_shares_totalling_100() {
    let scratch = Scratch::new("symmetric");
    let input = scratch.0.join("lone.sgf");
    std::fs::write(&input, "(;GM[1]FF[4]SZ[19]KM[6.5];B[dd];W[pp];B[ss];W[dp])").expect("write");
    let html = scratch.0.join("lone.html");
    let output = review(&[
        input.to_str().expect("path"),
        "--html",
        html.to_str().expect("path"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let tree = read_tree(&scratch.0.join("lone.review.sgf"));
    let comment = tree.nodes[tree.main_line()[3]]
        .value("C")
        .expect("a comment");
    let list = comment.split("Book: ").nth(1).expect("a book list");
    assert!(!list.contains("rarer"), "{list}");
    let entries: Vec<&str> = list.trim_end_matches('.').split("), ").collect();
    let mut names = Vec::new();
    let mut total = 0.0;
    for entry in &entries {
        let (name, rest) = entry.split_once('%').expect("a share");
        let (name, share) = name.rsplit_once(' ').expect("name and share");
        total += share.parse::<f64>().expect("a number");
        names.extend(name.split(" or ").map(str::to_string));
        assert!(rest.contains("exact"), "{entry}");
    }
    let rounding = 0.5 * entries.len() as f64;
    assert!((total - 100.0).abs() <= rounding, "{total}: {list}");
    assert!(
        list.contains("O3 or R6") || list.contains("R6 or O3"),
        "{list}"
    );
    let listed = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), listed, "a point named twice: {list}");
    // Counts as words.
    let root = tree.nodes[0].value("C").expect("root comment");
    assert!(
        root.contains("Black: 1 book move; left the book in 1 corner "),
        "{root}"
    );
    assert!(
        root.contains("White: 2 book moves; left the book in 0 corners "),
        "{root}"
    );
    assert!(!root.contains("(s)"), "{root}");
    // The page shows the share once; the mirror image's square says "or".
    let page = std::fs::read_to_string(&html).expect("page written");
    assert!(page.contains(">or</text>"), "no mirror image marked");
}

#[test]
fn engine_review_writes_winrates_variations_and_a_matching_page() {
    if !python_available() {
        eprintln!("SKIPPED engine_review_writes_winrates_variations_and_a_matching_page: python3 is not installed");
        return;
    }
    let scratch = Scratch::new("engine");
    let input = scratch.fixture("review_9x9.sgf");
    let html = scratch.0.join("review.html");
    let out = scratch.0.join("kata.sgf");
    let output = review(&[
        input.to_str().expect("path"),
        "-o",
        out.to_str().expect("path"),
        "--html",
        html.to_str().expect("path"),
        "--engine",
        &scratch.engine("kata"),
        "--visits",
        "20",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let tree = read_tree(&out);
    assert_kept(&read_tree(&input), &tree);
    // A win rate on every node of the main line (root and 24 moves), in percent.
    let winrates = main_line_winrates(&tree);
    assert_eq!(winrates.len(), tree.main_line().len());
    for w in &winrates {
        let v: f64 = w.parse().expect("number");
        assert!((0.0..=100.0).contains(&v), "{w}");
    }
    let root = tree.nodes[0].value("C").expect("root comment");
    assert!(root.contains("book is for 19x19"), "{root}");
    // Each large drop has a comment and the engine's line as a variation beside the move.
    let page = std::fs::read_to_string(&html).expect("page written");
    let chart = attribute(&page, "data-winrates").expect("chart values");
    assert_eq!(chart.split(' ').collect::<Vec<_>>(), winrates);
    let marked: Vec<usize> = attributes(&page, "<circle class=\"mistake\" data-move")
        .iter()
        .map(|m| m.parse().expect("move number"))
        .collect();
    assert!(!marked.is_empty());
    let line = tree.main_line();
    for &m in &marked {
        let node = &tree.nodes[line[m]];
        let comment = node.value("C").expect("mistake comment");
        assert!(comment.contains(&format!("(move {m})")), "{comment}");
        let parent = node.parent.expect("parent");
        assert!(
            tree.nodes[parent].children.len() >= 2,
            "no variation at {m}"
        );
        // The drop in the page is the one in the SGF: before and after from the SBKVs.
        let before: f64 = winrates[m - 1].parse().expect("number");
        let after: f64 = winrates[m].parse().expect("number");
        let dropped = if m % 2 == 1 {
            before - after
        } else {
            after - before
        };
        assert!(page.contains(&format!("data-move=\"{m}\" data-drop=\"{dropped:.2}\"")));
    }
    // Self-contained: nothing to fetch.
    assert!(
        !page.contains("src=") && !page.contains("href="),
        "nothing fetched"
    );
    assert!(!page.contains("<script"), "no scripts");

    // lz-analyze's integer win rates come out the same.
    let lz_out = scratch.0.join("lz.sgf");
    let output = review(&[
        input.to_str().expect("path"),
        "-o",
        lz_out.to_str().expect("path"),
        "--engine",
        &scratch.engine("lz"),
        "--visits",
        "20",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(main_line_winrates(&read_tree(&lz_out)), winrates);

    // Handicap, a stone set up mid-game (the engine is set up afresh there) and a pass.
    let handicap = scratch.fixture("review_handicap.sgf");
    let output = review(&[
        handicap.to_str().expect("path"),
        "--engine",
        &scratch.engine("kata"),
        "--visits",
        "20",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let tree = read_tree(&scratch.0.join("review_handicap.review.sgf"));
    assert_kept(&read_tree(&handicap), &tree);
    assert_eq!(main_line_winrates(&tree).len(), tree.main_line().len());
}

/// The value of the first `name="…"` in `text`.
fn attribute(text: &str, name: &str) -> Option<String> {
    attributes(text, name).into_iter().next()
}

fn attributes(text: &str, name: &str) -> Vec<String> {
    let key = format!("{name}=\"");
    text.match_indices(&key)
        .filter_map(|(at, _)| {
            let rest = &text[at + key.len()..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

#[test]
fn engine_that_dies_midway_leaves_the_joseki_part_and_the_win_rates_so_far() {
    if !python_available() {
        eprintln!("SKIPPED engine_that_dies_midway_leaves_the_joseki_part_and_the_win_rates_so_far: python3 is not installed");
        return;
    }
    let scratch = Scratch::new("dies");
    let input = scratch.fixture("review_handicap.sgf");
    let engine = scratch.engine("die 5");
    let output = review(&[
        input.to_str().expect("path"),
        "--engine",
        &engine,
        "--visits",
        "20",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains(&engine), "{message}");
    let tree = read_tree(&scratch.0.join("review_handicap.review.sgf"));
    assert_eq!(main_line_winrates(&tree).len(), 5);
    let root = tree.nodes[0].value("C").expect("root comment");
    assert!(
        root.contains("Joseki") && root.contains("stopped early"),
        "{root}"
    );
}

#[test]
fn hung_engine_and_engine_without_analysis_are_named() {
    if !python_available() {
        eprintln!(
            "SKIPPED hung_engine_and_engine_without_analysis_are_named: python3 is not installed"
        );
        return;
    }
    let scratch = Scratch::new("hang");
    let input = scratch.fixture("review_9x9.sgf");
    let started = Instant::now();
    let engine = scratch.engine("hang");
    let output = review(&[
        input.to_str().expect("path"),
        "--engine",
        &engine,
        "--engine-timeout",
        "1",
    ]);
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains(&engine) && message.contains("no answer"),
        "{message}"
    );
    assert!(scratch.0.join("review_9x9.review.sgf").exists());

    let engine = scratch.engine("none");
    let output = review(&[input.to_str().expect("path"), "--engine", &engine]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains(&engine) && message.contains("neither kata-analyze nor lz-analyze"),
        "{message}"
    );
}

#[test]
fn unreadable_sgf_is_located_and_the_other_files_are_still_reviewed() {
    let scratch = Scratch::new("bad");
    let bad = scratch.0.join("bad.sgf");
    std::fs::write(&bad, "(;GM[1]FF[4]SZ[19]\n;B[pd];W[dp\n").expect("write");
    let good = scratch.fixture("review_9x9.sgf");
    let output = review(&[bad.to_str().expect("path"), good.to_str().expect("path")]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    let located = format!("{}:", bad.display());
    let line = message
        .lines()
        .find(|l| l.starts_with(&located))
        .unwrap_or_else(|| panic!("{message}"));
    // FILE:LINE:COL: error: …
    let fields: Vec<&str> = line[located.len()..].splitn(3, ':').collect();
    assert!(
        fields[0].parse::<usize>().is_ok() && fields[1].parse::<usize>().is_ok(),
        "{line}"
    );
    assert!(scratch.0.join("review_9x9.review.sgf").exists());
}

#[test]
fn the_input_is_never_overwritten_unless_asked() {
    let scratch = Scratch::new("overwrite");
    let input = scratch.fixture("review_9x9.sgf");
    let before = std::fs::read(&input).expect("input");
    let path = input.to_str().expect("path");
    let output = review(&[path, "-o", path]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("refusing"));
    assert_eq!(std::fs::read(&input).expect("input"), before);
    let output = review(&[path, "-o", path, "--in-place"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_ne!(std::fs::read(&input).expect("input"), before);
}

/// With `--engine` alone the tesuji binary beside sgf-tools is used: built when the whole
/// workspace is, so this test skips when only sgf-tools was built.
#[test]
fn tesuji_itself_is_the_default_engine() {
    let tesuji = Path::new(BIN).with_file_name(format!("tesuji{}", std::env::consts::EXE_SUFFIX));
    if !tesuji.exists() {
        eprintln!(
            "SKIPPED tesuji_itself_is_the_default_engine: no tesuji binary beside sgf-tools (build the workspace)"
        );
        return;
    }
    let scratch = Scratch::new("tesuji");
    let input = scratch.fixture("review_9x9.sgf");
    let output = review(&[input.to_str().expect("path"), "--engine", "--visits", "20"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let tree = read_tree(&scratch.0.join("review_9x9.review.sgf"));
    assert_eq!(main_line_winrates(&tree).len(), tree.main_line().len());
}

/// Sabaki's own SGF parser (`@sabaki/sgf`, installed with npm into a scratch folder under the
/// target directory) reads the review: the moves, the win rates and the variations.
#[test]
fn sabaki_reads_the_annotated_record() {
    let skip = |why: &str| eprintln!("SKIPPED sabaki_reads_the_annotated_record: {why}");
    if !python_available() {
        return skip("python3 is not installed");
    }
    let available = |tool: &str| {
        Command::new(tool)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if !available("node") || !available("npm") {
        return skip("node or npm is not installed");
    }
    let modules = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sabaki-sgf");
    if let Err(why) = install(&modules) {
        return skip(&why);
    }
    let scratch = Scratch::new("sabaki");
    let input = scratch.fixture("review_9x9.sgf");
    let out = scratch.0.join("out.sgf");
    let output = review(&[
        input.to_str().expect("path"),
        "-o",
        out.to_str().expect("path"),
        "--engine",
        &scratch.engine("kata"),
        "--visits",
        "20",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    // The main line's moves and SBKVs as Sabaki reads them, and the number of nodes.
    let script = r#"
const sgf = require('@sabaki/sgf');
const [root] = sgf.parseFile(process.argv[1]);
let nodes = 0;
const count = (n) => { nodes++; n.children.forEach(count); };
count(root);
const line = [];
for (let n = root; n; n = n.children[0]) {
  const move = n.data.B || n.data.W || [''];
  line.push((n.data.B ? 'B' : n.data.W ? 'W' : '-') + move[0] + '=' + (n.data.SBKV ? n.data.SBKV[0] : ''));
}
console.log(nodes);
console.log(line.join(' '));
"#;
    let ran = Command::new("node")
        .arg("-e")
        .arg(script)
        .arg(&out)
        .env("NODE_PATH", modules.join("node_modules"))
        .output()
        .expect("node runs");
    assert!(ran.status.success(), "{}", stderr(&ran));
    let text = String::from_utf8_lossy(&ran.stdout);
    let mut lines = text.lines();
    let nodes: usize = lines
        .next()
        .and_then(|n| n.parse().ok())
        .expect("node count");
    let tree = read_tree(&out);
    assert_eq!(nodes, tree.nodes.len());
    let expected: Vec<String> = tree
        .main_line()
        .iter()
        .map(|&i| {
            let n = &tree.nodes[i];
            let (c, v) = match (n.value("B"), n.value("W")) {
                (Some(v), _) => ("B", v),
                (_, Some(v)) => ("W", v),
                _ => ("-", ""),
            };
            format!("{c}{v}={}", n.value("SBKV").unwrap_or(""))
        })
        .collect();
    assert_eq!(lines.next().unwrap_or(""), expected.join(" "));
}

const PACKAGE: &str = "@sabaki/sgf@3.4.7";

fn install(scratch: &Path) -> Result<(), String> {
    let marker = scratch.join("node_modules/@sabaki/sgf/package.json");
    if marker.exists() {
        return Ok(());
    }
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let mut child = Command::new("npm")
        .args(["install", "--no-audit", "--no-fund", "--no-save"])
        .args(["--fetch-retries=0", "--fetch-timeout=20000", PACKAGE])
        .current_dir(scratch)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if started.elapsed() < Duration::from_secs(120) => {
                std::thread::sleep(Duration::from_millis(50))
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break;
            }
        }
    }
    if marker.exists() {
        Ok(())
    } else {
        Err(format!("`npm install {PACKAGE}` failed (offline?)"))
    }
}

/// An engine that stops short of the visits asked for (a visit limit of its own) and goes
/// quiet is taken at its last report instead of being waited on until the timeout.
#[test]
fn engine_that_stops_short_of_the_visits_is_taken_at_its_last_report() {
    if !python_available() {
        eprintln!("SKIPPED engine_that_stops_short_of_the_visits_is_taken_at_its_last_report: python3 is not installed");
        return;
    }
    let scratch = Scratch::new("short");
    let input = scratch.0.join("short.sgf");
    std::fs::write(&input, "(;GM[1]FF[4]SZ[9]KM[7];B[ee];W[cc])").expect("write");
    let started = Instant::now();
    let output = review(&[
        input.to_str().expect("path"),
        "--engine",
        &scratch.engine("kata"),
        "--visits",
        "100000",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(started.elapsed() < Duration::from_secs(20));
    let tree = read_tree(&scratch.0.join("short.review.sgf"));
    assert_eq!(main_line_winrates(&tree).len(), 3);
}
