//! A GTP engine as a subprocess, for the subcommands that ask one (`coverage --engine`,
//! `review --engine`, `agree`): plain commands and the streamed `kata-analyze` / `lz-analyze` replies.
//!
//! The engine's stdout is read on a thread of its own and handed over line by line, so that an
//! engine that hangs is noticed after `timeout` instead of blocking the tool for ever.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use tesuji::board::Color;
use tesuji::geometry::{self, format_vertex, COLUMNS};

/// How long an analysis may stay silent, once it has reported, before it counts as finished.
const SETTLED: Duration = Duration::from_secs(1);

/// Why the engine did not give an answer: it could not be started, it refused a command, it
/// died or it hung. Every case names the engine's command line, as users have read it.
#[derive(Debug)]
pub enum EngineError {
    /// `--engine ""`.
    EmptyCommand,
    /// The program could not be started.
    Start {
        engine: String,
        error: std::io::Error,
    },
    /// The engine's standard input or output could not be taken (`what` names it).
    NoPipe { what: &'static str },
    /// A command could not be written: the engine has gone.
    Write {
        engine: String,
        command: String,
        error: std::io::Error,
    },
    /// No line within the timeout after `command`.
    Timeout {
        engine: String,
        command: String,
        limit: Duration,
    },
    /// The engine closed its output (it died or quit) after `command`.
    Closed { engine: String, command: String },
    /// A `?` answer: the engine refused `command`.
    Refused {
        engine: String,
        command: String,
        answer: String,
    },
    /// An analysis stream ended without being stopped.
    EndedAnalysis { engine: String, command: String },
    /// The engine lists no analysis command the review can read.
    NoAnalysis { engine: String },
    /// An analysis report without a single move, at position `position`.
    NoMove { engine: String, position: usize },
    /// `command` (a `genmove`) was answered with something that is no move on the board.
    NotAMove {
        engine: String,
        command: String,
        answer: String,
        size: usize,
    },
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::EmptyCommand => f.write_str("--engine: empty command"),
            EngineError::Start { engine, error } => {
                write!(f, "engine `{engine}`: cannot start: {error}")
            }
            EngineError::NoPipe { what } => write!(f, "no engine {what}"),
            EngineError::Write {
                engine,
                command,
                error,
            } => write!(f, "engine `{engine}`: {error} (after `{command}`)"),
            EngineError::Timeout {
                engine,
                command,
                limit,
            } => write!(
                f,
                "engine `{engine}`: no answer to `{command}` within {} s",
                limit.as_secs_f64()
            ),
            EngineError::NotAMove {
                engine,
                command,
                answer,
                size,
            } => write!(
                f,
                "engine `{engine}`: `{command}` answered `{answer}`, which is no move on a {size}x{size} board"
            ),
            EngineError::Closed { engine, command } => {
                write!(f, "engine `{engine}` closed its output after `{command}`")
            }
            EngineError::Refused {
                engine,
                command,
                answer,
            } => write!(f, "engine `{engine}`: `{command}`: {answer}"),
            EngineError::EndedAnalysis { engine, command } => {
                write!(f, "engine `{engine}` ended `{command}` on its own")
            }
            EngineError::NoAnalysis { engine } => write!(
                f,
                "engine `{engine}` lists neither kata-analyze nor lz-analyze: no win rates"
            ),
            EngineError::NoMove { engine, position } => write!(
                f,
                "engine `{engine}` sent no move in its analysis of position {position}"
            ),
        }
    }
}

impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EngineError::Start { error, .. } | EngineError::Write { error, .. } => Some(error),
            _ => None,
        }
    }
}

impl EngineError {
    /// Whether the engine is gone or stuck, so that nothing more can be asked of it (a refused
    /// command leaves it able to answer the next).
    pub fn is_fatal(&self) -> bool {
        !matches!(
            self,
            EngineError::Refused { .. } | EngineError::NoMove { .. }
        )
    }
}

pub struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// The command line, for messages: the user should see which engine failed.
    command: String,
    /// How long to wait for any line of an answer; None waits for ever.
    timeout: Option<Duration>,
}

impl Engine {
    pub fn start(command: &str, timeout: Option<Duration>) -> Result<Engine, EngineError> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or(EngineError::EmptyCommand)?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| EngineError::Start {
                engine: command.to_string(),
                error,
            })?;
        let input = child
            .stdin
            .take()
            .ok_or(EngineError::NoPipe { what: "stdin" })?;
        let output = child
            .stdout
            .take()
            .ok_or(EngineError::NoPipe { what: "stdout" })?;
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine {
            child,
            input,
            lines,
            command: command.to_string(),
            timeout,
        })
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    /// Whether the engine process has ended, waiting up to `grace` for it: its output closes a
    /// moment before its exit status can be read, so a failed command is only taken as the
    /// engine's death once the process is gone (a hung engine is still running).
    pub fn exited(&mut self, grace: Duration) -> bool {
        let deadline = Instant::now() + grace;
        loop {
            match self.child.try_wait() {
                Ok(Some(_)) => return true,
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10))
                }
                Ok(None) => return false,
                // The status cannot be read: nothing can be asked of it either.
                Err(_) => return true,
            }
        }
    }

    fn write(&mut self, command: &str) -> Result<(), EngineError> {
        writeln!(self.input, "{command}")
            .and_then(|_| self.input.flush())
            .map_err(|error| EngineError::Write {
                engine: self.command.clone(),
                command: command.to_string(),
                error,
            })
    }

    /// The next line of output, or why none came: the engine died or hung past the timeout.
    fn line(&mut self, after: &str) -> Result<String, EngineError> {
        let received = match self.timeout {
            Some(limit) => self.lines.recv_timeout(limit),
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
        };
        received.map_err(|e| self.failure(e, after))
    }

    /// The next line if one comes within `limit`; Ok(None) when none does.
    fn line_within(&mut self, after: &str, limit: Duration) -> Result<Option<String>, EngineError> {
        match self.lines.recv_timeout(limit) {
            Ok(line) => Ok(Some(line)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(e) => Err(self.failure(e, after)),
        }
    }

    fn failure(&self, e: RecvTimeoutError, after: &str) -> EngineError {
        let (engine, command) = (self.command.clone(), after.to_string());
        match e {
            RecvTimeoutError::Timeout => EngineError::Timeout {
                engine,
                command,
                limit: self.timeout.unwrap_or_default(),
            },
            RecvTimeoutError::Disconnected => EngineError::Closed { engine, command },
        }
    }

    /// Sends one command; Ok(answer) on `=`, Err on `?`, a closed pipe or a timeout.
    pub fn send(&mut self, command: &str) -> Result<String, EngineError> {
        self.write(command)?;
        let answer = self.read_answer(command)?;
        match answer.strip_prefix('=') {
            Some(rest) => Ok(rest.trim().to_string()),
            None => Err(EngineError::Refused {
                engine: self.command.clone(),
                command: command.to_string(),
                answer,
            }),
        }
    }

    /// Lines up to the empty line that ends a GTP answer, joined.
    fn read_answer(&mut self, command: &str) -> Result<String, EngineError> {
        let mut answer = String::new();
        loop {
            let line = self.line(command)?;
            if line.trim().is_empty() {
                if answer.is_empty() {
                    continue;
                }
                break;
            }
            answer.push_str(&line);
            answer.push('\n');
        }
        Ok(answer.trim().to_string())
    }

    /// Which analysis command the engine lists, if any (KataGo's dialect preferred: its win
    /// rates have more precision).
    pub fn analysis_dialect(&mut self) -> Result<Option<Dialect>, EngineError> {
        let commands = self.send("list_commands")?;
        let listed = |name: &str| commands.lines().any(|l| l.trim() == name);
        Ok(if listed("kata-analyze") {
            Some(Dialect::Kata)
        } else if listed("lz-analyze") {
            Some(Dialect::Lz)
        } else {
            None
        })
    }

    /// Analyses the current position for `colour` ("b"/"w") until the moves' visits add up to
    /// `visits` or `seconds` pass, whichever comes first; the last full report.
    pub fn analyze(
        &mut self,
        dialect: Dialect,
        colour: &str,
        visits: u64,
        seconds: Option<f64>,
        size: usize,
    ) -> Result<Vec<MoveInfo>, EngineError> {
        let name = match dialect {
            Dialect::Kata => "kata-analyze",
            Dialect::Lz => "lz-analyze",
        };
        // Reports every 5 centiseconds: the stop lands at most that far past the visits.
        let command = format!("{name} {colour} 5");
        self.write(&command)?;
        let started = Instant::now();
        let mut last = Vec::new();
        let mut header = false;
        loop {
            // An engine with a visit limit of its own (KataGo's maxVisits) goes quiet when it
            // reaches it: a report in hand and a second of silence is its final word.
            let line = if last.is_empty() {
                self.line(&command)?
            } else {
                match self.line_within(&command, SETTLED.min(self.timeout.unwrap_or(SETTLED)))? {
                    Some(line) => line,
                    None => break,
                }
            };
            let line = line.trim();
            if !header {
                if line.is_empty() {
                    continue;
                }
                if line.starts_with('?') {
                    return Err(EngineError::Refused {
                        engine: self.command.clone(),
                        command,
                        answer: line.to_string(),
                    });
                }
                header = true;
                // Some engines put the first report on the `=` line.
                let rest = line.trim_start_matches('=').trim();
                if !rest.starts_with("info") {
                    continue;
                }
                last = parse_info(rest, dialect, size);
            } else if line.is_empty() {
                return Err(EngineError::EndedAnalysis {
                    engine: self.command.clone(),
                    command,
                });
            } else if line.starts_with("info") {
                let report = parse_info(line, dialect, size);
                if !report.is_empty() {
                    last = report;
                }
            }
            let total: u64 = last.iter().map(|m| m.visits).sum();
            let out_of_time = seconds.is_some_and(|s| started.elapsed().as_secs_f64() >= s);
            if (total >= visits && seconds.is_none()) || out_of_time {
                break;
            }
        }
        // Any command stops the stream; the empty line ends the analysis answer, then the
        // stopping command's own answer follows (Sabaki stops it the same way).
        self.write("protocol_version")?;
        loop {
            let line = self.line(&command)?;
            if line.trim().is_empty() {
                break;
            }
        }
        self.read_answer("protocol_version")?;
        Ok(last)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // A polite quit, then no waiting on an engine that might hang.
        let _ = writeln!(self.input, "quit").and_then(|_| self.input.flush());
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// `kata-analyze`: win rates as fractions 0..1.
    Kata,
    /// `lz-analyze`: win rates as integers in ten-thousandths.
    Lz,
}

/// One candidate move of an analysis report, win rate for the side to move in 0..1.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveInfo {
    /// None for pass.
    pub at: Option<(usize, usize)>,
    pub visits: u64,
    pub winrate: f64,
    pub order: usize,
    pub pv: Vec<Option<(usize, usize)>>,
}

/// The `info move … info move …` segments of one report, in the engine's order (order 0
/// first). Unknown fields are skipped, as the formats allow new ones.
pub fn parse_info(line: &str, dialect: Dialect, size: usize) -> Vec<MoveInfo> {
    let mut out = Vec::new();
    for segment in line.split("info ").filter(|s| !s.trim().is_empty()) {
        let tokens: Vec<&str> = segment.split_whitespace().collect();
        let mut info = MoveInfo {
            at: None,
            visits: 0,
            winrate: f64::NAN,
            order: usize::MAX,
            pv: Vec::new(),
        };
        let mut has_move = false;
        let mut i = 0;
        while i < tokens.len() {
            let key = tokens[i];
            if key == "pv" {
                i += 1;
                while i < tokens.len() {
                    match parse_vertex(tokens[i], size) {
                        Some(v) => info.pv.push(v),
                        None => break,
                    }
                    i += 1;
                }
                continue;
            }
            let Some(value) = tokens.get(i + 1) else {
                break;
            };
            match key {
                "move" => {
                    if let Some(v) = parse_vertex(value, size) {
                        info.at = v;
                        has_move = true;
                    }
                }
                "visits" => info.visits = value.parse().unwrap_or(0),
                "winrate" => {
                    let w: f64 = value.parse().unwrap_or(f64::NAN);
                    info.winrate = match dialect {
                        Dialect::Kata => w,
                        Dialect::Lz => w / 10_000.0,
                    };
                }
                "order" => info.order = value.parse().unwrap_or(usize::MAX),
                // Everything after these is per-point data, not fields.
                "ownership" | "ownershipStdev" | "rootInfo" => break,
                _ => {}
            }
            i += 2;
        }
        if has_move && info.winrate.is_finite() {
            info.winrate = info.winrate.clamp(0.0, 1.0);
            out.push(info);
        }
    }
    out.sort_by_key(|m| m.order);
    out
}

/// A colour as a GTP argument, in the lower case every engine accepts.
pub fn colour_arg(c: Color) -> &'static str {
    if c == Color::Black {
        "b"
    } else {
        "w"
    }
}

/// The GTP vertex of (x, y) in the top-left frame on a board of `size`; "pass" for None.
pub fn vertex(at: Option<(usize, usize)>, size: usize) -> String {
    match at {
        Some((x, y)) if x < COLUMNS.len() && y < size => format_vertex(size, x, y),
        _ => "pass".to_string(),
    }
}

/// A GTP vertex in the top-left frame: Some(None) for pass, None for anything unreadable.
pub fn parse_vertex(v: &str, size: usize) -> Option<Option<(usize, usize)>> {
    geometry::parse_vertex(v.trim())?.to_xy(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_dialects() {
        let kata = "info move D4 visits 12 edgeVisits 12 winrate 0.6 order 1 pv D4 Q16 \
                    info move Q16 visits 30 winrate 0.55 scoreLead 1.0 order 0 pv Q16";
        let moves = parse_info(kata, Dialect::Kata, 19);
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0].at, Some((15, 3)));
        assert_eq!(moves[1].pv, vec![Some((3, 15)), Some((15, 3))]);
        assert!((moves[0].winrate - 0.55).abs() < 1e-9);
        let lz = "info move C3 visits 5 winrate 5312 prior 100 lcb 5000 order 0 pv C3 pass";
        let moves = parse_info(lz, Dialect::Lz, 9);
        assert!((moves[0].winrate - 0.5312).abs() < 1e-9);
        assert_eq!(moves[0].pv, vec![Some((2, 6)), None]);
    }

    #[test]
    fn vertices_round_trip() {
        for size in [9, 19, 25] {
            for at in [Some((0, 0)), Some((size - 1, size - 1)), Some((8, 3)), None] {
                assert_eq!(parse_vertex(&vertex(at, size), size), Some(at));
            }
        }
        assert_eq!(parse_vertex("I5", 19), None);
        assert_eq!(parse_vertex("A20", 19), None);
    }

    /// An engine that answers `name`, refuses everything else, quits on `die` and goes
    /// silent on `hang`.
    const SCRIPTED: &str = r#"
import sys, time
for line in sys.stdin:
    word = line.strip()
    if word == "name":
        print("= scripted\n", flush=True)
    elif word == "die":
        sys.exit(0)
    elif word == "hang":
        time.sleep(60)
    else:
        print("? unknown command\n", flush=True)
"#;

    #[test]
    fn each_failure_is_its_own_case_with_the_text_users_read() {
        let empty = Engine::start("  ", None).err().expect("no program");
        assert!(matches!(empty, EngineError::EmptyCommand));
        assert_eq!(empty.to_string(), "--engine: empty command");
        let missing = Engine::start("no-such-engine-anywhere --gtp", None)
            .err()
            .expect("no such program");
        assert!(matches!(missing, EngineError::Start { .. }), "{missing:?}");
        assert!(missing
            .to_string()
            .starts_with("engine `no-such-engine-anywhere --gtp`: cannot start: "));
        assert!(missing.is_fatal());

        let python = Command::new("python3")
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !python {
            eprintln!("SKIPPED the scripted engine's cases: python3 is not installed");
            return;
        }
        let dir = std::env::temp_dir().join(format!("sgf-tools-gtp-client-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let script = dir.join("scripted.py");
        std::fs::write(&script, SCRIPTED).expect("write the script");
        let command = format!("python3 {}", script.display());
        // Only the hang waits out its limit; the other cases get one that a loaded machine
        // starting Python cannot exceed, so that a slow start is not read as a hang.
        let start = |limit| Engine::start(&command, Some(limit)).expect("starts");

        let mut engine = start(Duration::from_secs(60));
        assert_eq!(engine.send("name").expect("answers"), "scripted");
        let refused = engine.send("genmove b").expect_err("refused");
        assert!(
            matches!(refused, EngineError::Refused { .. }),
            "{refused:?}"
        );
        assert_eq!(
            refused.to_string(),
            format!("engine `{command}`: `genmove b`: ? unknown command")
        );
        assert!(!refused.is_fatal());
        // A refused command leaves the engine able to answer.
        assert_eq!(engine.send("name").expect("answers"), "scripted");
        let died = engine.send("die").expect_err("no answer");
        assert!(matches!(died, EngineError::Closed { .. }), "{died:?}");
        assert_eq!(
            died.to_string(),
            format!("engine `{command}` closed its output after `die`")
        );
        assert!(died.is_fatal());
        drop(engine);

        let mut engine = start(Duration::from_millis(500));
        let hung = engine.send("hang").expect_err("no answer");
        assert!(matches!(hung, EngineError::Timeout { .. }), "{hung:?}");
        assert_eq!(
            hung.to_string(),
            format!("engine `{command}`: no answer to `hang` within 0.5 s")
        );
        assert!(hung.is_fatal());
        drop(engine);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
