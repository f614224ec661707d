//! Reading the controller's input on its own thread, so that a thinking brain can notice new
//! input (analysis stops on any line, genmove on `# interrupt`) without consuming it.

use super::framing::is_interrupt;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, ErrorKind, Read};
use std::sync::mpsc::{sync_channel, Receiver, TryRecvError};

/// Longest accepted input line. The longest sensible command (set_free_handicap with every
/// point of a 25×25 board) needs about 2.5 KB; longer lines are refused, and only this many bytes
/// of them are ever held in memory.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Lines waiting in the channel before the reader blocks (back-pressure on a flooding controller).
const CHANNEL_LINES: usize = 1024;
/// Lines taken out of the channel while the brain thinks; beyond this the channel's back-pressure
/// holds the rest, so a flood cannot exhaust memory.
const MAX_PENDING_LINES: usize = 4096;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawLine {
    /// One line without its LF, bytes as received.
    Line(Vec<u8>),
    /// A line longer than MAX_LINE_BYTES: its first MAX_LINE_BYTES bytes.
    TooLong(Vec<u8>),
}

impl RawLine {
    pub fn bytes(&self) -> &[u8] {
        match self {
            RawLine::Line(b) | RawLine::TooLong(b) => b,
        }
    }
}

/// Where a thinking brain learns that it should stop.
pub trait StopSource {
    /// Analysis stops on any input at all (including a bare newline or end of input).
    /// `reports` says how many analysis lines were written so far.
    fn input_waiting(&mut self, reports: usize) -> bool;
    /// A move generation stops only when the controller asked for it (`# interrupt`).
    fn interrupt_requested(&mut self) -> bool;
}

/// Reads one line of at most `cap` bytes; the rest of a longer line is read and dropped.
/// Ok(None) at the end of input.
pub fn read_capped_line<R: BufRead>(
    reader: &mut R,
    cap: usize,
) -> std::io::Result<Option<RawLine>> {
    let mut line = Vec::new();
    let mut overflow = false;
    let mut any = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(any.then(|| finish(line, overflow)));
        }
        any = true;
        let (chunk, end_of_line) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], Some(at + 1)),
            None => (available, None),
        };
        let room = cap.saturating_sub(line.len());
        if chunk.len() > room {
            overflow = true;
        }
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = end_of_line.unwrap_or(available.len());
        reader.consume(used);
        if end_of_line.is_some() {
            return Ok(Some(finish(line, overflow)));
        }
    }
}

fn finish(line: Vec<u8>, overflow: bool) -> RawLine {
    if overflow {
        RawLine::TooLong(line)
    } else {
        RawLine::Line(line)
    }
}

/// The controller's lines, read ahead by a background thread.
pub struct InputQueue {
    receiver: Receiver<RawLine>,
    pending: VecDeque<RawLine>,
    closed: bool,
}

impl InputQueue {
    pub fn spawn<R: Read + Send + 'static>(input: R) -> InputQueue {
        let (sender, receiver) = sync_channel(CHANNEL_LINES);
        let spawned = std::thread::Builder::new()
            .name("gtp-input".into())
            .spawn(move || {
                let mut reader = BufReader::new(input);
                // A read error ends the input like EOF does: there is nobody left to answer.
                while let Ok(Some(line)) = read_capped_line(&mut reader, MAX_LINE_BYTES) {
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            });
        let closed = spawned.is_err();
        InputQueue {
            receiver,
            pending: VecDeque::new(),
            closed,
        }
    }

    /// The next line, waiting for it; None once the input has ended and everything was read.
    pub fn next_line(&mut self) -> Option<RawLine> {
        if let Some(line) = self.pending.pop_front() {
            return Some(line);
        }
        if self.closed {
            return None;
        }
        match self.receiver.recv() {
            Ok(line) => Some(line),
            Err(_) => {
                self.closed = true;
                None
            }
        }
    }

    /// Moves whatever arrived into `pending` without waiting.
    fn poll(&mut self) {
        while !self.closed && self.pending.len() < MAX_PENDING_LINES {
            match self.receiver.try_recv() {
                Ok(line) => self.pending.push_back(line),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => self.closed = true,
            }
        }
    }
}

impl StopSource for InputQueue {
    fn input_waiting(&mut self, _reports: usize) -> bool {
        self.poll();
        !self.pending.is_empty() || self.closed
    }

    fn interrupt_requested(&mut self) -> bool {
        self.poll();
        self.pending.iter().any(|line| is_interrupt(line.bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn lines(input: &[u8], cap: usize) -> Vec<RawLine> {
        let mut reader = Cursor::new(input.to_vec());
        let mut out = Vec::new();
        while let Some(line) = read_capped_line(&mut reader, cap).expect("cursor reads") {
            out.push(line);
        }
        out
    }

    #[test]
    fn splits_lines_and_keeps_the_last_unterminated_one() {
        assert_eq!(
            lines(b"name\r\n\nversion", 100),
            [
                RawLine::Line(b"name\r".to_vec()),
                RawLine::Line(vec![]),
                RawLine::Line(b"version".to_vec())
            ]
        );
        assert!(lines(b"", 100).is_empty());
    }

    #[test]
    fn long_lines_are_cut_and_flagged() {
        let mut input = vec![b'x'; 10_000];
        input.extend_from_slice(b"\nname\n");
        let got = lines(&input, 16);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0], RawLine::TooLong(vec![b'x'; 16]));
        assert_eq!(got[1], RawLine::Line(b"name".to_vec()));
        // Exactly at the cap is still fine.
        assert_eq!(lines(b"abcd\n", 4), [RawLine::Line(b"abcd".to_vec())]);
    }

    #[test]
    fn queue_sees_input_without_consuming_it() {
        let mut queue = InputQueue::spawn(Cursor::new(b"# interrupt\nname\n".to_vec()));
        // The reader thread needs a moment; wait until the input is closed.
        while !queue.closed {
            queue.poll();
            std::thread::yield_now();
        }
        assert!(queue.interrupt_requested());
        assert!(queue.input_waiting(0));
        assert_eq!(
            queue.next_line(),
            Some(RawLine::Line(b"# interrupt".to_vec()))
        );
        assert!(!queue.interrupt_requested());
        assert_eq!(queue.next_line(), Some(RawLine::Line(b"name".to_vec())));
        assert_eq!(queue.next_line(), None);
        // End of input counts as input for analysis: nobody is left to watch it.
        assert!(queue.input_waiting(0));
    }
}
