//! The conversation loop: reads the controller's lines, hands each command to the command
//! table and writes the replies; `handle_line` answers one line in-process for tests. Kept
//! apart from `session` so that the session's state knows nothing of the command table.

use super::analysis::PonderObserver;
use super::commands;
use super::context::Reply;
use super::framing::{format_reply, leading_id, preprocess, split_command};
use super::input::{InputQueue, RawLine, StopSource};
use super::session::{LogLevel, Session};
use std::io::{self, Read, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// What the caller of `execute` should do next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Flow {
    Continue,
    Quit,
}

impl Session {
    /// A panic may have left the brain's search state half-updated (a node still marked as
    /// being expanded, say): forget it. The game itself only changes in whole moves.
    fn recover_from_panic(&mut self, command: &str) {
        self.log(
            LogLevel::Error,
            format_args!("`{command}` panicked; the search state was reset"),
        );
        let cleared = catch_unwind(AssertUnwindSafe(|| self.brain.clear()));
        if cleared.is_err() {
            self.log(LogLevel::Error, "resetting the search state panicked too");
        }
    }

    /// Answers one input line in-process and returns the reply (None for lines that get none,
    /// such as comments). Analysis commands stream until their first report, as if the controller
    /// had then sent another command; genmove cannot be interrupted.
    pub fn handle_line(&mut self, line: &str) -> Option<String> {
        self.handle_bytes(line.as_bytes())
    }

    /// Like `handle_line`, for raw bytes (which need not be UTF-8).
    pub fn handle_bytes(&mut self, raw: &[u8]) -> Option<String> {
        let mut out = Vec::new();
        let mut stop = AfterFirstReport::new();
        let line = if raw.len() > super::input::MAX_LINE_BYTES {
            RawLine::TooLong(raw[..super::input::MAX_LINE_BYTES].to_vec())
        } else {
            RawLine::Line(raw.to_vec())
        };
        // Writing into a Vec cannot fail.
        let _ = self.execute(&line, &mut out, &mut stop);
        (!out.is_empty()).then(|| String::from_utf8_lossy(&out).into_owned())
    }

    /// Runs the conversation until `quit` or the end of `input`. Errors are write errors on
    /// `output` (the controller went away).
    pub fn run<R: Read + Send + 'static, W: Write>(
        &mut self,
        input: R,
        mut output: W,
    ) -> io::Result<()> {
        let mut queue = InputQueue::spawn(input);
        while let Some(line) = queue.next_line() {
            if self.execute(&line, &mut output, &mut queue)? == Flow::Quit {
                break;
            }
            if std::mem::take(&mut self.ponder_next) && self.settings.ponder {
                self.ponder(&mut queue);
            }
        }
        output.flush()
    }

    /// Searches the position the opponent faces until the controller's next line arrives. The
    /// brain keeps what it learns, so the next genmove starts from a grown graph.
    fn ponder(&mut self, queue: &mut InputQueue) {
        if self.game.consecutive_passes() >= 2 || queue.input_waiting(0) {
            return;
        }
        let color = self.game.to_play();
        let started = Instant::now();
        let mut observer = PonderObserver { stop: queue };
        let run = AssertUnwindSafe(|| self.brain.analyze(&self.game, color, &mut observer));
        if catch_unwind(run).is_err() {
            self.recover_from_panic("ponder");
        }
        self.log(
            LogLevel::Info,
            format_args!("pondered {:.2} s", started.elapsed().as_secs_f64()),
        );
    }

    fn execute(
        &mut self,
        raw: &RawLine,
        out: &mut dyn Write,
        stop: &mut dyn StopSource,
    ) -> io::Result<Flow> {
        let line = match raw {
            RawLine::Line(bytes) => preprocess(bytes),
            RawLine::TooLong(prefix) => {
                self.log(LogLevel::Warn, "refused an over-long input line");
                let id = leading_id(prefix);
                out.write_all(format_reply(false, id.as_deref(), "line too long").as_bytes())?;
                out.flush()?;
                return Ok(Flow::Continue);
            }
        };
        let Some(command) = split_command(&line) else {
            return Ok(Flow::Continue);
        };
        self.log(LogLevel::Debug, format_args!("<- {}", line.trim()));
        let id = command.id;
        let started = Instant::now();
        let mut counted = CountingWriter {
            inner: &mut *out,
            written: 0,
        };
        let outcome = match command.name {
            None => Err("syntax error".to_string()),
            Some(name) => {
                let run = AssertUnwindSafe(|| {
                    commands::dispatch(self, name, &command.args, id, &mut counted, &mut *stop)
                });
                let result = catch_unwind(run);
                if result.is_err() {
                    self.recover_from_panic(name);
                }
                match result {
                    Ok(result) => result,
                    // A bug must not end the game for the controller (the panic message already
                    // went to stderr). A streamed reply that was begun is ended instead.
                    Err(_) if counted.written > 0 => {
                        // Streams write whole lines, so one line break ends the reply.
                        out.write_all(b"\n")?;
                        Ok(Reply::Streamed)
                    }
                    Err(_) => Err("internal error".to_string()),
                }
            }
        };
        if let Some(name @ ("genmove" | "kgs-genmove_cleanup" | "reg_genmove")) = command.name {
            if let Ok(Reply::Text(mv)) = &outcome {
                self.log(
                    LogLevel::Info,
                    format_args!(
                        "{name} {} -> {mv} in {:.2} s",
                        command.args.join(" "),
                        started.elapsed().as_secs_f64()
                    ),
                );
            }
        }
        self.write_outcome(outcome, id, out)?;
        out.flush()?;
        Ok(if self.quit {
            Flow::Quit
        } else {
            Flow::Continue
        })
    }

    /// Writes a handler's reply, unless it streamed its own; a failed write is the
    /// connection's end.
    fn write_outcome(
        &self,
        outcome: Result<Reply, String>,
        id: Option<&str>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let reply = match outcome {
            Ok(Reply::Text(text)) => format_reply(true, id, &text),
            Ok(Reply::Streamed) => return Ok(()),
            Ok(Reply::Failed(io_error)) => return Err(io_error),
            Err(message) => format_reply(false, id, &message),
        };
        self.log(LogLevel::Debug, format_args!("-> {}", reply.trim_end()));
        out.write_all(reply.as_bytes())
    }
}

/// Tells whether a handler already wrote part of its reply.
struct CountingWriter<'a> {
    inner: &'a mut dyn Write,
    written: usize,
}

impl Write for CountingWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.written += n;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// In-process stand-in for the controller: pretends the next command arrives right after the
/// first analysis report (or after a while if the brain never reports).
struct AfterFirstReport {
    started: Instant,
}

impl AfterFirstReport {
    fn new() -> AfterFirstReport {
        AfterFirstReport {
            started: Instant::now(),
        }
    }
}

impl StopSource for AfterFirstReport {
    fn input_waiting(&mut self, reports: usize) -> bool {
        reports > 0 || self.started.elapsed() > Duration::from_secs(5)
    }

    fn interrupt_requested(&mut self) -> bool {
        false
    }
}
