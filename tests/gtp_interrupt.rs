//! Custom brains through the session. Stop rules while a brain thinks, via `Session::run` over a
//! pipe: genmove ignores ordinary commands and stops on `# interrupt`; analysis stops on any
//! input. A panicking brain costs one reply, not the session.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tesuji::app::EngineOptions;
use tesuji::board::Color;
use tesuji::clock::Clock;
use tesuji::engine::{Analysis, Brain, GenmoveMode, MoveChoice, PointStatus, SearchObserver};
use tesuji::game::Game;
use tesuji::gtp::Session;

/// Thinks until told to stop. Answers `pass` if the stop came after `allowed` was set, and
/// `resign` if it came too early.
struct Ponderer {
    allowed: Arc<AtomicBool>,
}

impl Brain for Ponderer {
    fn genmove(
        &mut self,
        _: &Game,
        _: Color,
        _: &Clock,
        _: GenmoveMode,
        observer: &mut dyn SearchObserver,
    ) -> MoveChoice {
        while !observer.should_stop() {
            std::thread::sleep(Duration::from_millis(1));
        }
        if self.allowed.load(Ordering::SeqCst) {
            MoveChoice::Pass
        } else {
            MoveChoice::Resign
        }
    }

    fn analyze(&mut self, _: &Game, _: Color, observer: &mut dyn SearchObserver) {
        while !observer.should_stop() {
            observer.report(&Analysis::default());
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        game.board().points().map(|_| PointStatus::Empty).collect()
    }

    fn clear(&mut self) {}
}

#[derive(Clone, Default)]
struct SharedOutput(Arc<Mutex<Vec<u8>>>);

impl Write for SharedOutput {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::ErrorKind::Other)?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl SharedOutput {
    fn text(&self) -> String {
        self.0
            .lock()
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default()
    }

    /// Waits until `wanted` was written; the limit only keeps a broken engine from hanging the
    /// test suite.
    fn wait_for(&self, wanted: &str) {
        let started = std::time::Instant::now();
        while !self.text().contains(wanted) {
            assert!(
                started.elapsed() < Duration::from_secs(120),
                "never wrote {wanted:?}: {:?}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

type EngineThread = std::thread::JoinHandle<std::io::Result<()>>;

/// Runs a session on its own thread, reading from a pipe: the test writes commands into the
/// returned writer and reads the replies from the shared output.
fn start_session(brain: Box<dyn Brain>) -> (std::io::PipeWriter, SharedOutput, EngineThread) {
    let mut session = Session::new(brain, EngineOptions::default());
    let (reader, writer) = std::io::pipe().expect("pipe");
    let output = SharedOutput::default();
    let engine_output = output.clone();
    let engine = std::thread::spawn(move || session.run(reader, engine_output));
    (writer, output, engine)
}

#[test]
fn genmove_ignores_commands_and_stops_on_interrupt() {
    let allowed = Arc::new(AtomicBool::new(false));
    let brain = Box::new(Ponderer {
        allowed: allowed.clone(),
    });
    let (mut writer, output, engine) = start_session(brain);

    writer
        .write_all(b"1 genmove b\n2 name\n\n")
        .expect("engine reads");
    // However long genmove has been waiting, those lines must not have stopped it.
    std::thread::sleep(Duration::from_millis(50));
    allowed.store(true, Ordering::SeqCst);
    writer.write_all(b"# interrupt\n").expect("engine reads");
    output.wait_for("=2 Tesuji\n\n");
    assert_eq!(output.text(), "=1 pass\n\n=2 Tesuji\n\n");
    drop(writer);
    assert!(engine.join().expect("no panic").is_ok());
}

#[test]
fn analysis_stops_on_any_input() {
    let brain = Box::new(Ponderer {
        allowed: Arc::new(AtomicBool::new(true)),
    });
    let (mut writer, output, engine) = start_session(brain);

    writer
        .write_all(b"5 lz-analyze b 1\n")
        .expect("engine reads");
    output.wait_for("=5\n");
    writer.write_all(b"\n").expect("engine reads");
    output.wait_for("=5\n\n");
    writer
        .write_all(b"6 kata-analyze w 1\n")
        .expect("engine reads");
    output.wait_for("=6\n");
    writer
        .write_all(b"7 protocol_version\n")
        .expect("engine reads");
    output.wait_for("=7 2\n\n");
    assert_eq!(output.text(), "=5\n\n=6\n\n=7 2\n\n");
    writer.write_all(b"quit\n").expect("engine reads");
    assert!(engine.join().expect("no panic").is_ok());
    assert!(output.text().ends_with("=7 2\n\n=\n\n"));
}

/// A brain with a bug: it panics after its first report.
struct Broken;

impl Brain for Broken {
    fn genmove(
        &mut self,
        _: &Game,
        _: Color,
        _: &Clock,
        _: GenmoveMode,
        _: &mut dyn SearchObserver,
    ) -> MoveChoice {
        panic!("deliberate test panic in genmove");
    }

    fn analyze(&mut self, game: &Game, _: Color, observer: &mut dyn SearchObserver) {
        let p = game.board().point(3, 3);
        observer.report(&Analysis {
            moves: vec![tesuji::engine::MoveInfo {
                mv: p,
                visits: 1,
                winrate: 0.5,
                prior: 0.5,
                lcb: 0.0,
                score_lead: 0.0,
                pv: vec![p],
                pv_visits: vec![1],
                score_stdev: 0.0,
                ownership: None,
            }],
            ..Analysis::default()
        });
        panic!("deliberate test panic in analyze");
    }

    fn final_status(&mut self, _: &Game) -> Vec<PointStatus> {
        Vec::new()
    }

    fn clear(&mut self) {}
}

#[test]
fn a_panicking_brain_costs_one_reply_not_the_session() {
    let mut session = Session::new(Box::new(Broken), EngineOptions::default());
    assert_eq!(
        session.handle_line("1 genmove b").as_deref(),
        Some("?1 internal error\n\n")
    );
    let stream = session.handle_line("2 lz-analyze b 1").expect("a reply");
    assert!(stream.starts_with("=2\ninfo move D16 "), "{stream:?}");
    assert!(stream.ends_with("\n\n") && !stream[..stream.len() - 2].contains("\n\n"));
    // A brain returning the wrong number of statuses cannot be scored.
    assert_eq!(
        session.handle_line("final_score").as_deref(),
        Some("? cannot score\n\n")
    );
    assert_eq!(
        session.handle_line("3 name").as_deref(),
        Some("=3 Tesuji\n\n")
    );
}

/// Panics in genmove; counts how often its search state was cleared.
struct Fragile {
    clears: Arc<std::sync::atomic::AtomicUsize>,
}

impl Brain for Fragile {
    fn genmove(
        &mut self,
        _: &Game,
        _: Color,
        _: &Clock,
        _: GenmoveMode,
        _: &mut dyn SearchObserver,
    ) -> MoveChoice {
        panic!("deliberate test panic mid-search");
    }

    fn analyze(&mut self, _: &Game, _: Color, _: &mut dyn SearchObserver) {}

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        game.board().points().map(|_| PointStatus::Empty).collect()
    }

    fn clear(&mut self) {
        self.clears.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn a_caught_panic_resets_the_search_state() {
    let clears = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let brain = Box::new(Fragile {
        clears: clears.clone(),
    });
    let mut session = Session::new(brain, EngineOptions::default());
    assert_eq!(session.handle_line("play b d4").as_deref(), Some("=\n\n"));
    assert_eq!(clears.load(Ordering::SeqCst), 0);
    assert_eq!(
        session.handle_line("genmove w").as_deref(),
        Some("? internal error\n\n")
    );
    // A node left half-expanded would otherwise stay in the graph for the rest of the game.
    assert_eq!(clears.load(Ordering::SeqCst), 1);
    // The game is as it was: the panicking move was never played.
    assert_eq!(session.game().moves().len(), 1);
}

/// Plays at once; while asked to analyse, records that it is thinking and for whom.
struct Listener {
    pondering: Arc<AtomicBool>,
    ponders: Arc<std::sync::atomic::AtomicUsize>,
    pondered_for: Arc<Mutex<Vec<Color>>>,
}

impl Brain for Listener {
    fn genmove(
        &mut self,
        game: &Game,
        _: Color,
        _: &Clock,
        _: GenmoveMode,
        _: &mut dyn SearchObserver,
    ) -> MoveChoice {
        MoveChoice::Play(game.board().point(4, 4))
    }

    fn analyze(&mut self, _: &Game, color: Color, observer: &mut dyn SearchObserver) {
        self.pondered_for.lock().expect("lock").push(color);
        self.pondering.store(true, Ordering::SeqCst);
        while !observer.should_stop() {
            std::thread::sleep(Duration::from_millis(1));
        }
        self.pondering.store(false, Ordering::SeqCst);
        self.ponders.fetch_add(1, Ordering::SeqCst);
    }

    fn final_status(&mut self, game: &Game) -> Vec<PointStatus> {
        game.board().points().map(|_| PointStatus::Empty).collect()
    }

    fn clear(&mut self) {}
}

#[test]
fn ponder_thinks_on_the_opponents_time_until_the_next_command() {
    for ponder in [true, false] {
        let pondering = Arc::new(AtomicBool::new(false));
        let ponders = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let pondered_for = Arc::new(Mutex::new(Vec::new()));
        let brain = Box::new(Listener {
            pondering: pondering.clone(),
            ponders: ponders.clone(),
            pondered_for: pondered_for.clone(),
        });
        let options = EngineOptions {
            ponder,
            ..EngineOptions::default()
        };
        let mut session = Session::new(brain, options);
        let (reader, mut writer) = std::io::pipe().expect("pipe");
        let output = SharedOutput::default();
        let engine_output = output.clone();
        let engine = std::thread::spawn(move || session.run(reader, engine_output));

        writer
            .write_all(b"boardsize 9\n1 genmove b\n")
            .expect("engine reads");
        output.wait_for("=1 E5\n\n");
        if ponder {
            let started = std::time::Instant::now();
            while !pondering.load(Ordering::SeqCst) {
                assert!(
                    started.elapsed() < Duration::from_secs(60),
                    "never pondered"
                );
                std::thread::sleep(Duration::from_millis(1));
            }
        } else {
            std::thread::sleep(Duration::from_millis(50));
            assert!(!pondering.load(Ordering::SeqCst));
        }
        // The opponent's move arrives: pondering stops and the command is answered.
        writer.write_all(b"2 play w c3\n").expect("engine reads");
        output.wait_for("=2\n\n");
        assert!(!pondering.load(Ordering::SeqCst));
        // Only a move of the engine's own starts pondering, not the opponent's.
        writer.write_all(b"3 name\n").expect("engine reads");
        output.wait_for("=3 Tesuji\n\n");
        writer.write_all(b"quit\n").expect("engine reads");
        assert!(engine.join().expect("no panic").is_ok());
        let expected = usize::from(ponder);
        assert_eq!(ponders.load(Ordering::SeqCst), expected);
        // It pondered the position White, the opponent, faces.
        let whom = pondered_for.lock().expect("lock").clone();
        assert_eq!(whom, if ponder { vec![Color::White] } else { vec![] });
    }
}
