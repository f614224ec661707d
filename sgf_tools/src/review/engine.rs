//! The engine part: Black's win rate in every position of the main line from a GTP engine's
//! analysis, and each player's largest drops with the engine's move and line there.

use std::time::Duration;

use tesuji::board::Color;

use super::Replay;
use crate::gtp_client::{colour_arg, vertex, Engine, EngineError, MoveInfo};

pub struct Settings {
    pub visits: u64,
    pub seconds: Option<f64>,
    pub timeout: Duration,
    pub mistakes: usize,
}

/// A move after which the player's win rate fell.
#[derive(Clone, Debug)]
pub struct Mistake {
    /// 1-based move number.
    pub move_number: usize,
    pub color: Color,
    pub at: Option<(usize, usize)>,
    /// The player's win rate before and after the move, 0..1.
    pub before: f64,
    pub after: f64,
    /// The engine's move in the position before, and its line (starting with that move).
    pub suggested: Option<(usize, usize)>,
    pub pv: Vec<Option<(usize, usize)>>,
}

impl Mistake {
    pub fn drop(&self) -> f64 {
        self.before - self.after
    }
}

pub struct EngineReport {
    pub command: String,
    /// Black's win rate (0..1) in position k (after k moves), for as many positions as the
    /// engine answered.
    pub black_winrate: Vec<f64>,
    /// The engine's best move and line in position k.
    pub best: Vec<Option<MoveInfo>>,
    /// Each player's largest drops, largest first, Black's then White's.
    pub mistakes: Vec<Mistake>,
    /// Why the engine part stopped early, naming the command.
    pub error: Option<EngineError>,
}

/// Sets the engine up with position k's stones as moves (GTP has no setup command that every
/// engine knows; a legal position can be played stone by stone without captures).
fn set_position(engine: &mut Engine, replay: &Replay, k: usize) -> Result<(), EngineError> {
    engine.send("clear_board")?;
    let board = &replay.positions[k].0;
    for color in Color::BOTH {
        for y in 0..replay.size {
            for x in 0..replay.size {
                if board.color_at(board.point(x, y)) == Some(color) {
                    engine.send(&format!(
                        "play {} {}",
                        colour_arg(color),
                        vertex(Some((x, y)), replay.size)
                    ))?;
                }
            }
        }
    }
    Ok(())
}

pub fn review(
    command: &str,
    replay: &Replay,
    settings: &Settings,
    bar: indicatif::ProgressBar,
) -> EngineReport {
    let mut report = EngineReport {
        command: command.to_string(),
        black_winrate: Vec::new(),
        best: Vec::new(),
        mistakes: Vec::new(),
        error: None,
    };
    if let Err(e) = analyse(command, replay, settings, &mut report, &bar) {
        report.error = Some(e);
    }
    bar.finish_and_clear();
    report.mistakes = mistakes(
        replay,
        &report.black_winrate,
        &report.best,
        settings.mistakes,
    );
    report
}

fn analyse(
    command: &str,
    replay: &Replay,
    settings: &Settings,
    report: &mut EngineReport,
    bar: &indicatif::ProgressBar,
) -> Result<(), EngineError> {
    let mut engine = Engine::start(command, Some(settings.timeout))?;
    let dialect = engine
        .analysis_dialect()?
        .ok_or_else(|| EngineError::NoAnalysis {
            engine: command.to_string(),
        })?;
    engine.send(&format!("boardsize {}", replay.size))?;
    engine.send(&format!("komi {}", replay.komi))?;
    set_position(&mut engine, replay, 0)?;
    for k in 0..replay.positions.len() {
        if k > 0 {
            if replay.setup_before[k] {
                set_position(&mut engine, replay, k)?;
            } else {
                let (color, at) = replay.moves[k - 1];
                engine.send(&format!(
                    "play {} {}",
                    colour_arg(color),
                    vertex(at, replay.size)
                ))?;
            }
        }
        let to_play = replay.positions[k].1;
        let moves = engine.analyze(
            dialect,
            colour_arg(to_play),
            settings.visits,
            settings.seconds,
            replay.size,
        )?;
        let best = moves
            .into_iter()
            .next()
            .ok_or_else(|| EngineError::NoMove {
                engine: engine.command().to_string(),
                position: k,
            })?;
        let black = if to_play == Color::Black {
            best.winrate
        } else {
            1.0 - best.winrate
        };
        report.black_winrate.push(black);
        report.best.push(Some(best));
        bar.inc(1);
    }
    Ok(())
}

/// Each player's `per_player` largest drops (win rate lost by their own move), largest first.
fn mistakes(
    replay: &Replay,
    black: &[f64],
    best: &[Option<MoveInfo>],
    per_player: usize,
) -> Vec<Mistake> {
    let mut all: Vec<Mistake> = Vec::new();
    for k in 1..black.len() {
        let (color, at) = replay.moves[k - 1];
        let own = |w: f64| if color == Color::Black { w } else { 1.0 - w };
        let (before, after) = (own(black[k - 1]), own(black[k]));
        if before - after <= 0.0 {
            continue;
        }
        let engine_best = best[k - 1].as_ref();
        // When the engine's move is the one played, the drop is the engine's noise, not a
        // mistake.
        if engine_best.is_some_and(|b| b.at == at) {
            continue;
        }
        all.push(Mistake {
            move_number: k,
            color,
            at,
            before,
            after,
            suggested: engine_best.and_then(|b| b.at),
            pv: engine_best.map(|b| b.pv.clone()).unwrap_or_default(),
        });
    }
    all.sort_by(|a, b| b.drop().total_cmp(&a.drop()));
    let mut out = Vec::new();
    for color in Color::BOTH {
        out.extend(
            all.iter()
                .filter(|m| m.color == color)
                .take(per_player)
                .cloned(),
        );
    }
    out
}
