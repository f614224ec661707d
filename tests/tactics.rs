//! The tactical suites in `tests/tactics/*.tst` and `tests/tactics/groups/*.tst`: GNU Go
//! regression format (GTP setup commands, numbered `reg_genmove` lines, `#? [A1|B2]` or
//! `#? [!A1]` answers, a trailing `*` marking a case the engine is known not to solve yet). The
//! whole engine plays every case at a fixed seed and playout budget, so a run is reproducible;
//! each test asserts a minimum number of passes and prints every case that differs from its
//! mark, so progress shows either way.

use std::path::{Path, PathBuf};
use tesuji::app::EngineOptions;
use tesuji::gtp::Session;

/// Playouts per move: enough for the search to see two-move tactics on 9x9, small enough that
/// the suite takes seconds.
const PLAYOUTS: u64 = 2000;
/// A floor a little under the passes the engine reaches at this seed and budget (the count is
/// printed): other changes to priors and playouts move single cases either way, but a change
/// that drops below it has made the engine tactically weaker. Raise it as the engine improves.
const MIN_PASSES: usize = 85;

/// The group suites (`groups/`: races, life and death of big groups, seki, ko) are whole-group
/// fights that a 2,000-playout search cannot be asked to read on 19x19.
const GROUP_PLAYOUTS: u64 = 10_000;
/// A floor a little under the passes at `GROUP_PLAYOUTS` and seed 1, as for `MIN_PASSES`.
const MIN_GROUP_PASSES: usize = 84;

struct Case {
    file: String,
    number: String,
    /// Setup commands since the file's start (each case begins with boardsize/clear_board).
    setup: Vec<String>,
    color: String,
    accept: Vec<String>,
    reject: Vec<String>,
    known_failure: bool,
}

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tactics")
}

fn group_dir() -> PathBuf {
    suite_dir().join("groups")
}

/// `[A1|B2]`, `[!A1|B2]` or `[!(A1|B2)]` as (accepted, rejected) upper-case moves.
fn parse_answer(text: &str) -> Option<(Vec<String>, Vec<String>)> {
    let body = text.trim().strip_prefix('[')?;
    let body = &body[..body.find(']')?];
    let (negated, body) = match body.trim().strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, body),
    };
    let moves: Vec<String> = body
        .trim_matches(|c| c == '(' || c == ')' || c == ' ')
        .split('|')
        .map(|m| m.trim().to_ascii_uppercase())
        .filter(|m| !m.is_empty())
        .collect();
    Some(if negated {
        (Vec::new(), moves)
    } else {
        (moves, Vec::new())
    })
}

fn read_cases(path: &Path) -> Vec<Case> {
    let file = path.file_stem().unwrap().to_string_lossy().into_owned();
    let text = std::fs::read_to_string(path).expect("suite file reads");
    let mut cases = Vec::new();
    let mut setup: Vec<String> = Vec::new();
    let mut pending: Option<(String, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(answer) = line.strip_prefix("#?") {
            let (number, color) = pending
                .take()
                .unwrap_or_else(|| panic!("{file}:{}: answer without a question", i + 1));
            let (accept, reject) = parse_answer(answer)
                .unwrap_or_else(|| panic!("{file}:{}: unreadable answer {answer:?}", i + 1));
            cases.push(Case {
                file: file.clone(),
                number,
                setup: setup.clone(),
                color,
                accept,
                reject,
                known_failure: answer.trim_end().ends_with('*'),
            });
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let first = words.next().unwrap();
        if first.chars().all(|c| c.is_ascii_digit()) {
            let command = words.next().unwrap_or("");
            assert_eq!(
                command,
                "reg_genmove",
                "{file}:{}: only reg_genmove is a test",
                i + 1
            );
            let color = words.next().expect("reg_genmove has a colour").to_string();
            pending = Some((first.to_string(), color));
        } else {
            if first == "boardsize" {
                setup.clear();
            }
            setup.push(line.to_string());
        }
    }
    assert!(pending.is_none(), "{file}: last question has no answer");
    cases
}

/// Every case of the `.tst` files directly in `dir`, files in name order.
fn cases_in(dir: &Path) -> Vec<Case> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "tst"))
        .collect();
    files.sort();
    files.iter().flat_map(|f| read_cases(f)).collect()
}

fn all_cases() -> Vec<Case> {
    cases_in(&suite_dir())
}

fn group_cases() -> Vec<Case> {
    cases_in(&group_dir())
}

fn session(playouts: u64) -> Session {
    let options = EngineOptions {
        seed: Some(1),
        threads: 1,
        playouts: Some(playouts),
        time_per_move: Some(600.0),
        max_memory: 64 << 20,
        resign: 0.0,
        ..EngineOptions::default()
    };
    tesuji::app::session(options).expect("the built-in book loads")
}

/// The move the engine answers, upper case, or the failure text.
fn play_case(case: &Case, playouts: u64) -> Result<String, String> {
    let mut s = session(playouts);
    for line in &case.setup {
        let reply = s.handle_line(line).unwrap_or_default();
        if !reply.starts_with('=') {
            return Err(format!("setup {line:?} failed: {}", reply.trim()));
        }
    }
    let reply = s
        .handle_line(&format!("reg_genmove {}", case.color))
        .unwrap_or_default();
    match reply.strip_prefix('=') {
        Some(m) => Ok(m.trim().to_ascii_uppercase()),
        None => Err(format!("reg_genmove failed: {}", reply.trim())),
    }
}

fn passes(case: &Case, answer: &str) -> bool {
    (case.accept.is_empty() || case.accept.iter().any(|m| m == answer))
        && !case.reject.iter().any(|m| m == answer)
}

fn assert_well_formed(cases: &[Case]) {
    for case in cases {
        assert!(
            !case.accept.is_empty() || !case.reject.is_empty(),
            "{}:{} has no answer",
            case.file,
            case.number
        );
        assert!(
            case.setup
                .first()
                .is_some_and(|l| l.starts_with("boardsize")),
            "{}:{} does not start from a fresh board",
            case.file,
            case.number
        );
    }
}

#[test]
fn suite_files_are_well_formed() {
    let cases = all_cases();
    assert!(cases.len() >= 100, "only {} cases", cases.len());
    assert_well_formed(&cases);
}

#[test]
fn group_files_are_well_formed() {
    let cases = group_cases();
    assert!(cases.len() >= 60, "only {} group cases", cases.len());
    let big = cases
        .iter()
        .filter(|c| c.setup[0].trim() == "boardsize 19")
        .count();
    assert!(
        3 * big >= cases.len(),
        "{big} of {} group cases on 19x19",
        cases.len()
    );
    assert_well_formed(&cases);
}

/// Plays every case on two workers (the suites are CPU-bound and the test machine has two
/// cores), prints the cases that differ from their mark and the passes per file, and returns
/// the number of passes.
fn run_suite(cases: &[Case], playouts: u64) -> usize {
    let results: Vec<Result<String, String>> = std::thread::scope(|scope| {
        let half = cases.len().div_ceil(2);
        let workers: Vec<_> = cases
            .chunks(half)
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|c| play_case(c, playouts))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("worker finished"))
            .collect()
    });
    let mut passed = 0;
    let mut by_file: std::collections::BTreeMap<&str, (usize, usize)> = Default::default();
    for (case, result) in cases.iter().zip(&results) {
        let entry = by_file.entry(&case.file).or_default();
        entry.1 += 1;
        let ok = matches!(result, Ok(m) if passes(case, m));
        if ok {
            passed += 1;
            entry.0 += 1;
        }
        if ok == case.known_failure {
            let want = if case.accept.is_empty() {
                format!("not {}", case.reject.join("|"))
            } else {
                case.accept.join("|")
            };
            let got = match result {
                Ok(m) => m.clone(),
                Err(e) => e.clone(),
            };
            let what = if ok { "unexpected pass" } else { "FAIL" };
            eprintln!(
                "{what} {}:{} got {got}, want {want}",
                case.file, case.number
            );
        }
    }
    for (file, (p, n)) in &by_file {
        eprintln!("{file:<10} {p:>3} / {n:>3}");
    }
    eprintln!("total      {passed:>3} / {:>3}", cases.len());
    passed
}

#[test]
fn engine_solves_the_tactical_suite() {
    let cases = all_cases();
    let passed = run_suite(&cases, PLAYOUTS);
    assert!(
        passed >= MIN_PASSES,
        "{passed} of {} tactical cases pass, fewer than {MIN_PASSES}",
        cases.len()
    );
}

#[test]
fn engine_solves_the_group_suite() {
    let cases = group_cases();
    let passed = run_suite(&cases, GROUP_PLAYOUTS);
    assert!(
        passed >= MIN_GROUP_PASSES,
        "{passed} of {} group cases pass, fewer than {MIN_GROUP_PASSES}",
        cases.len()
    );
}
