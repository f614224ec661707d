//! `agree --engine "CMD ARGS" GAMES...`: how often a GTP engine plays the professional's move,
//! over the whole board, in positions sampled from game records.
//!
//! A position is (game, k): the board before move k of a record's main line, the move the
//! professional played there being the answer. Only 19x19 records without handicap or setup
//! stones are used (the engine is set up by replaying the moves with `play`); the others are
//! skipped and counted. `--positions` distinct positions are drawn uniformly, with `--seed`,
//! among every (game, k) with k in `--first-move..=--last-move` whose move is not a pass, so the
//! same seed and files give the same positions whatever the engine, and several engines can be
//! compared on them (`--list`, or the `positions` array of `--json`).
//!
//! Distances between points are Chebyshev distances, max(|dx|, |dy|): the number of king steps,
//! so "within 2" is the 5x5 square around a point. The rates:
//!
//! - exact agreement: the engine's move is the professional's;
//! - within 2: the engine's move is at most 2 from the professional's;
//! - local answer rate: among the positions where the professional answered locally (at most 3
//!   from the previous move), the share where the engine's move is also at most 3 from it;
//! - play-elsewhere rate: among the positions where the professional played elsewhere (more
//!   than 4 from the previous move), the share where the engine's move is also more than 4
//!   from it.
//!
//! Where there is no previous point (move 1, or a pass before move k) a position counts for
//! the first two only. An engine's `pass` or `resign` is a move that agrees with nothing: it
//! counts, as a miss, in every rate its position belongs to. Each rate comes with its 95%
//! Wilson score interval, which stays inside 0-100% and is honest for small counts, where the
//! normal approximation is not.
//!
//! One engine process serves the whole run; one that dies is started again once for the
//! position it died on. A second death there, a hang past `--engine-timeout`, an error answer
//! or a `genmove` answer that is no move stops the run: what was measured so far is printed,
//! the engine is named, and the exit status is 2.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use serde::Serialize;
use tesuji::board::Color;
use tesuji::sgf::GameTree;

use crate::gtp_client::{colour_arg, parse_vertex, vertex, Engine, EngineError};
use crate::input::{located, parse_file, print_out, Failure};

mod rates;
mod report;
mod sample;

use rates::Tally;
use report::{Asked, Report};
use sample::sample;

/// The only board the benchmark knows: professional records are 19x19, and a whole-board
/// rate mixed over sizes would mean little.
const SIZE: usize = 19;
/// Komi when the record gives none: the common Japanese komi of the professional records.
const DEFAULT_KOMI: f32 = 6.5;

/// The user's documentation of the rates, shown by `agree --help` below the options (the
/// one-line summary comes from main.rs).
const HELP: &str = "\
Positions (the board before move k of a game's main line, k from --first-move to --last-move,
the professional's move k not a pass) are drawn with --seed, distinct and uniformly, from every
19x19 record without handicap or setup stones; other records are skipped and counted. The same
seed and files give the same positions whatever the engine. For each position the engine is
sent `boardsize 19`, `clear_board`, `komi K` (the record's KM; 6.5 without one or where it
is 0, which no professional even game is played with; Fox's KM[650] is 6.5), `play` for
every earlier move (`play C pass` for passes) and `genmove C`; one engine process serves the
whole run, started again if it dies.

Distances are Chebyshev distances, max(|dx|,|dy|) (so \"within 2\" is the 5x5 square):
  exact agreement      the engine's move is the professional's
  within 2             the engine's move is at most 2 from the professional's
  local answer rate    where the professional played at most 3 from the previous move, how
                       often the engine did too
  play-elsewhere rate  where the professional played more than 4 from the previous move, how
                       often the engine did too
Positions without a previous point (move 1, or after a pass) count for exact and within 2
only. An engine's pass or resign matches none of the four: it is a miss wherever the position
counts. Each rate is printed as percent (hits/n, 95% Wilson interval).

An engine that hangs past --engine-timeout, answers with an error or with no move, or dies
again after a restart stops the run: what was measured so far is printed, the engine is
named, and the exit status is 2.";

#[derive(clap::Args)]
#[command(after_help = HELP)]
pub struct Args {
    /// Game records, or folders searched recursively for *.sgf.
    #[arg(required = true, value_name = "GAMES")]
    games: Vec<PathBuf>,
    /// GTP engine to ask ("CMD ARGS"); `--engine` alone runs the tesuji binary next to
    /// sgf-tools.
    #[arg(
        long,
        value_name = "CMD ARGS",
        required = true,
        num_args = 0..=1,
        default_missing_value = ""
    )]
    engine: String,
    /// Positions to ask about, all distinct (all eligible ones when there are fewer).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..))]
    positions: u64,
    /// Seed of the position sampling.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// First move number that may be asked (1 is the empty board).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    first_move: u64,
    /// Last move number that may be asked.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    last_move: u64,
    /// Give up on an engine that answers no command within this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0, value_parser = positive_seconds)]
    engine_timeout: f64,
    /// Print one JSON object instead of text (per-position results in its `positions` array).
    #[arg(long)]
    json: bool,
    /// Also print every position: file, game, move number, colour, professional's and
    /// engine's move (to compare engines on the same positions).
    #[arg(long)]
    list: bool,
}

fn positive_seconds(value: &str) -> Result<f64, String> {
    let seconds: f64 = value
        .parse()
        .map_err(|_| format!("`{value}` is not a number of seconds"))?;
    if seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0 {
        Ok(seconds)
    } else {
        Err("must be more than 0 and at most 86400 seconds".to_string())
    }
}

/// A point in the top-left frame, (column, row) from 0.
type Point = (usize, usize);

/// A main line's moves in order: colour and point (None for a pass).
type Moves = Vec<(Color, Option<Point>)>;

/// One usable game: its moves up to the last move that may be asked.
struct Record {
    file: PathBuf,
    /// 1-based index of the game in its file.
    game: usize,
    komi: f32,
    moves: Moves,
}

#[derive(Clone, Copy, Debug, Default, Serialize)]
struct Skipped {
    not_19x19: u64,
    handicap_or_setup: u64,
    unreadable: u64,
}

impl Skipped {
    fn total(&self) -> u64 {
        self.not_19x19 + self.handicap_or_setup + self.unreadable
    }
}

enum Unusable {
    NotNineteen,
    HandicapOrSetup,
    Unreadable(String),
}

/// The record's moves up to `last_move`, if the record is one the benchmark uses.
fn read_record(tree: &GameTree, last_move: usize) -> Result<(f32, Moves), Unusable> {
    let size = tree
        .board_size()
        .map_err(|e| Unusable::Unreadable(e.to_string()))?;
    if size != SIZE {
        return Err(Unusable::NotNineteen);
    }
    let root = tree
        .nodes
        .first()
        .ok_or_else(|| Unusable::Unreadable("empty game tree".into()))?;
    let handicap = root
        .value("HA")
        .and_then(|h| h.trim().parse::<u32>().ok())
        .is_some_and(|h| h > 0);
    if handicap {
        return Err(Unusable::HandicapOrSetup);
    }
    let mut line = tesuji::sgf::replay(tree).map_err(|e| Unusable::Unreadable(e.to_string()))?;
    let mut moves = Vec::new();
    // The whole line is read, not just the moves used: setup stones anywhere make the record
    // something other than a game played from the empty board.
    while let Some(mv) = line.next_move() {
        if line.setup_since_move() {
            return Err(Unusable::HandicapOrSetup);
        }
        if mv.number < last_move {
            moves.push((mv.color, mv.at));
        }
    }
    if line.setup_since_move() {
        return Err(Unusable::HandicapOrSetup);
    }
    // A move the board refuses means a damaged record: none of its positions is trusted,
    // unless the damage lies past the moves asked about.
    if let Some(why) = line.stopped() {
        if line.played() < last_move {
            return Err(Unusable::Unreadable(why.to_string()));
        }
    }
    let recorded = if root.value("KM").is_some() {
        // The library reads KM as GTP loadsgf does (decimal commas, Fox's komi times 100).
        Some(
            tesuji::sgf::to_game(tree, Some(0))
                .map_err(|e| Unusable::Unreadable(e.to_string()))?
                .komi(),
        )
    } else {
        None
    };
    // No professional even game is played without komi: KM[0] is a server's placeholder (the
    // Fox records write it for games whose half-point results show there was komi).
    let komi = recorded.filter(|&k| k != 0.0).unwrap_or(DEFAULT_KOMI);
    Ok((komi, moves))
}

/// Every usable record of the files, and what was skipped (unreadable ones named on stderr).
fn load(files: &[PathBuf], last_move: usize) -> (Vec<Record>, Skipped) {
    let mut records = Vec::new();
    let mut skipped = Skipped::default();
    for path in files {
        let parsed = match parse_file(path) {
            Ok(parsed) => parsed,
            Err(Failure::Io(e)) => {
                eprintln!("{}: error: {e}", path.display());
                skipped.unreadable += 1;
                continue;
            }
            Err(Failure::Parse(d)) => {
                eprintln!("{}", located(path, "error", &d));
                skipped.unreadable += 1;
                continue;
            }
        };
        if !parsed.errors.is_empty() {
            // Data was lost somewhere in the file: none of its games is trusted.
            for d in &parsed.errors {
                eprintln!("{}", located(path, "error", d));
            }
            skipped.unreadable += parsed.trees.len().max(1) as u64;
            continue;
        }
        for (index, tree) in parsed.trees.iter().enumerate() {
            match read_record(tree, last_move) {
                Ok((komi, moves)) => records.push(Record {
                    file: path.clone(),
                    game: index + 1,
                    komi,
                    moves,
                }),
                Err(Unusable::NotNineteen) => skipped.not_19x19 += 1,
                Err(Unusable::HandicapOrSetup) => skipped.handicap_or_setup += 1,
                Err(Unusable::Unreadable(why)) => {
                    let game = if parsed.trees.len() > 1 {
                        format!(" (game {})", index + 1)
                    } else {
                        String::new()
                    };
                    eprintln!("{}{game}: error: {why}; skipped", path.display());
                    skipped.unreadable += 1;
                }
            }
        }
    }
    (records, skipped)
}

/// A sampled position: record index and move number k (1-based; the board is before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Position {
    record: usize,
    k: usize,
}

/// Every (game, k) with first <= k <= last whose move is not a pass, in file order.
fn eligible(records: &[Record], first: usize, last: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for (record, r) in records.iter().enumerate() {
        for k in first..=last.min(r.moves.len()) {
            if r.moves[k - 1].1.is_some() {
                out.push(Position { record, k });
            }
        }
    }
    out
}

/// What the engine answered to `genmove`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Play(Point),
    Pass,
    Resign,
}

impl Answer {
    fn point(self) -> Option<Point> {
        match self {
            Answer::Play(p) => Some(p),
            Answer::Pass | Answer::Resign => None,
        }
    }

    fn gtp(self) -> String {
        match self {
            Answer::Play(p) => vertex(Some(p), SIZE),
            Answer::Pass => "pass".to_string(),
            Answer::Resign => "resign".to_string(),
        }
    }
}

/// The engine, kept for the whole run and started again when it dies.
struct Session {
    command: String,
    timeout: Duration,
    engine: Option<Engine>,
    genmoves: u64,
    genmove_time: Duration,
}

impl Session {
    /// The engine's move in `position`; Err (naming the engine) stops the run: a hang, an
    /// error answer, an unreadable move, or a death the restarted engine repeats.
    fn ask(&mut self, record: &Record, k: usize) -> Result<Answer, String> {
        let mut restarted = false;
        loop {
            let engine = match self.engine.take() {
                Some(engine) => engine,
                None => {
                    Engine::start(&self.command, Some(self.timeout)).map_err(|e| e.to_string())?
                }
            };
            let engine = self.engine.insert(engine);
            match ask_once(engine, record, k) {
                Ok((answer, took)) => {
                    self.genmoves += 1;
                    self.genmove_time += took;
                    return Ok(answer);
                }
                Err(e) => {
                    let died = engine.exited(Duration::from_secs(1));
                    self.engine = None;
                    if !died || restarted {
                        let again = if died { " (again after a restart)" } else { "" };
                        return Err(format!("{e}{again}"));
                    }
                    eprintln!("{e}: the engine died; starting `{}` again", self.command);
                    restarted = true;
                }
            }
        }
    }

    /// Asks about every chosen position in turn, scoring each answer; the first error stops
    /// the run and says where it stopped.
    fn ask_all(
        &mut self,
        records: &[Record],
        chosen: &[Position],
    ) -> (Tally, Vec<Asked>, Option<String>) {
        let bar = crate::review::progress("agree", chosen.len());
        let mut tally = Tally::default();
        let mut asked = Vec::new();
        let mut error = None;
        for &position in chosen {
            let record = &records[position.record];
            let answer = match self.ask(record, position.k) {
                Ok(answer) => answer,
                Err(e) => {
                    error = Some(format!(
                        "{e} (position {} of {}: {} move {})",
                        asked.len() + 1,
                        chosen.len(),
                        record.file.display(),
                        position.k
                    ));
                    break;
                }
            };
            let Some(pro) = record.moves[position.k - 1].1 else {
                continue;
            };
            let previous = position.k.checked_sub(2).and_then(|i| record.moves[i].1);
            tally.add(pro, previous, answer);
            asked.push(Asked { position, answer });
            bar.inc(1);
        }
        bar.finish_and_clear();
        (tally, asked, error)
    }
}

/// Sets up the board before move k and asks for move k; the answer and how long `genmove`
/// took.
fn ask_once(
    engine: &mut Engine,
    record: &Record,
    k: usize,
) -> Result<(Answer, Duration), EngineError> {
    engine.send(&format!("boardsize {SIZE}"))?;
    engine.send("clear_board")?;
    engine.send(&format!("komi {}", record.komi))?;
    for &(colour, at) in &record.moves[..k - 1] {
        engine.send(&format!("play {} {}", colour_arg(colour), vertex(at, SIZE)))?;
    }
    let genmove = format!("genmove {}", colour_arg(record.moves[k - 1].0));
    let started = Instant::now();
    let reply = engine.send(&genmove)?;
    let took = started.elapsed();
    let answer = if reply.eq_ignore_ascii_case("resign") {
        Answer::Resign
    } else {
        match parse_vertex(&reply, SIZE) {
            Some(Some(p)) => Answer::Play(p),
            Some(None) => Answer::Pass,
            None => {
                return Err(EngineError::NotAMove {
                    engine: engine.command().to_string(),
                    command: genmove,
                    answer: reply,
                    size: SIZE,
                })
            }
        }
    };
    Ok((answer, took))
}

fn usage_error(message: &str) -> ! {
    clap::Error::raw(
        clap::error::ErrorKind::ArgumentConflict,
        format!("{message}\n"),
    )
    .exit()
}

pub fn run(args: Args) -> ExitCode {
    if args.last_move < args.first_move {
        usage_error(&format!(
            "--last-move ({}) comes before --first-move ({})",
            args.last_move, args.first_move
        ));
    }
    let command = match crate::review::engine_command(&args.engine) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("agree: {e}");
            return ExitCode::from(2);
        }
    };
    // Both fit in usize: clap holds them to 1..=10,000.
    let (first, last) = (args.first_move as usize, args.last_move as usize);
    let files = tesuji::sgf::sgf_files(&args.games);
    let (records, skipped) = load(&files, last);
    let all = eligible(&records, first, last);
    if all.is_empty() {
        eprintln!(
            "agree: no eligible positions (moves {first}-{last} of {} usable games; {} records \
             skipped)",
            records.len(),
            skipped.total()
        );
        return ExitCode::from(2);
    }
    let wanted = usize::try_from(args.positions).unwrap_or(usize::MAX);
    if wanted > all.len() {
        eprintln!(
            "agree: only {} eligible positions; asking about all of them",
            all.len()
        );
    }
    let chosen: Vec<Position> = sample(all.len(), wanted, args.seed)
        .into_iter()
        .map(|i| all[i])
        .collect();
    let mut session = Session {
        command: command.clone(),
        timeout: Duration::from_secs_f64(args.engine_timeout),
        engine: None,
        genmoves: 0,
        genmove_time: Duration::ZERO,
    };
    let (tally, asked, error) = session.ask_all(&records, &chosen);
    let report = Report {
        command: &command,
        args: &args,
        records: &records,
        eligible: all.len(),
        sampled: chosen.len(),
        skipped,
        asked,
        tally,
        seconds_per_move: (session.genmoves > 0)
            .then(|| session.genmove_time.as_secs_f64() / session.genmoves as f64),
        error,
    };
    print_out(&if args.json {
        report.json()
    } else {
        report.text()
    });
    match &report.error {
        Some(e) => {
            eprintln!("agree: {e}");
            ExitCode::from(2)
        }
        None => ExitCode::SUCCESS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_is_the_records_or_the_professional_default() {
        let komi = |text: &str| {
            let parsed = tesuji::sgf::parse(text.as_bytes()).expect("parses");
            match read_record(&parsed.trees[0], 60) {
                Ok((komi, _)) => komi,
                Err(_) => panic!("{text} unusable"),
            }
        };
        assert_eq!(komi("(;SZ[19]KM[7.5];B[pd])"), 7.5);
        assert_eq!(komi("(;SZ[19];B[pd])"), DEFAULT_KOMI);
        // Fox: komi times 100, and 0 for games whose results show komi.
        assert_eq!(komi("(;SZ[19]KM[650];B[pd])"), 6.5);
        assert_eq!(komi("(;SZ[19]KM[750];B[pd])"), 7.5);
        assert_eq!(komi("(;SZ[19]KM[0];B[pd])"), DEFAULT_KOMI);
    }
}
