//! Analysis commands: pondering streams (lz-analyze, kata-analyze, Sabaki's analyze), blocking
//! move generation with a stream (…genmove_analyze), and GoGui's analyze commands.

use super::analysis::{parse_request, BudgetObserver, Dialect, StopRule, StreamObserver};
use super::args::{vertex_name, VertexNames};
use super::context::{text, Ctx, Outcome, Reply};
use super::framing::stream_header;
use super::play::{color_arg, commit};
use super::session::Session;
use crate::board::Color;
use crate::engine::{Analysis, GenmoveMode};
use std::time::{Duration, Instant};

fn stream(
    s: &mut Session,
    args: &[&str],
    ctx: &mut Ctx,
    dialect: Dialect,
    genmove: bool,
) -> Outcome {
    let request = parse_request(args, dialect).map_err(str::to_string)?;
    let color = request.color.unwrap_or_else(|| s.game.to_play());
    let names = VertexNames::new(s.game.board());
    if let Err(e) = ctx
        .out
        .write_all(stream_header(ctx.id).as_bytes())
        .and_then(|_| ctx.out.flush())
    {
        return Ok(Reply::Failed(e));
    }
    let mut observer = StreamObserver {
        out: &mut *ctx.out,
        stop: &mut *ctx.stop,
        request: &request,
        dialect,
        color,
        names: &names,
        banned: request.banned_moves(s.game.board(), color),
        rule: if genmove {
            StopRule::Interrupt
        } else {
            StopRule::AnyInput
        },
        reports: 0,
        write_failed: false,
    };
    let mut tail = String::new();
    if genmove {
        s.clock.start_move(color, Instant::now());
        let choice = s
            .brain
            .genmove(&s.game, color, &s.clock, GenmoveMode::Normal, &mut observer);
        s.clock.charge(color, Instant::now());
        let failed = observer.write_failed;
        tail = format!("play {}\n", commit(s, color, choice));
        if failed {
            return Ok(Reply::Failed(std::io::ErrorKind::BrokenPipe.into()));
        }
    } else {
        s.brain.analyze(&s.game, color, &mut observer);
        if observer.write_failed {
            return Ok(Reply::Failed(std::io::ErrorKind::BrokenPipe.into()));
        }
    }
    tail.push('\n');
    match ctx
        .out
        .write_all(tail.as_bytes())
        .and_then(|_| ctx.out.flush())
    {
        Ok(()) => Ok(Reply::Streamed),
        Err(e) => Ok(Reply::Failed(e)),
    }
}

pub(crate) fn lz_analyze(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    stream(s, args, ctx, Dialect::Lz, false)
}

pub(crate) fn kata_analyze(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    stream(s, args, ctx, Dialect::Kata, false)
}

pub(crate) fn sabaki_analyze(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    stream(s, args, ctx, Dialect::Sabaki, false)
}

pub(crate) fn lz_genmove_analyze(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    stream(s, args, ctx, Dialect::Lz, true)
}

pub(crate) fn kata_genmove_analyze(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    stream(s, args, ctx, Dialect::Kata, true)
}

pub(crate) fn sabaki_genmove_analyze(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    stream(s, args, ctx, Dialect::Sabaki, true)
}

/// `type/label/command` lines; `%m` is replaced by GoGui with the colour to move.
pub(crate) fn gogui_analyze_commands(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    text(
        "dboard/Tesuji ownership/tesuji-ownership %m\n\
         var/Tesuji principal variation/tesuji-pv %m\n\
         pspairs/Tesuji best moves (visits)/tesuji-best_moves %m\n\
         string/Tesuji search statistics/tesuji-statistics %m\n\
         pspairs/Joseki moves/joseki_moves",
    )
}

/// Searches for `--time-per-move` seconds (or until `# interrupt`) and returns the last snapshot.
fn think_briefly(
    s: &mut Session,
    args: &[&str],
    ctx: &mut Ctx,
    ownership: bool,
) -> Result<(Color, Option<Analysis>), String> {
    let color = match args {
        [] => s.game.to_play(),
        [c] => color_arg(c)?,
        _ => return Err("syntax error".to_string()),
    };
    let budget = Duration::from_secs_f64(s.settings.time_per_move.clamp(0.01, 3600.0));
    let mut observer = BudgetObserver {
        stop: &mut *ctx.stop,
        deadline: Instant::now() + budget,
        ownership,
        last: None,
    };
    s.brain.analyze(&s.game, color, &mut observer);
    Ok((color, observer.last))
}

/// dboard: one row per board line, top row first, +1 Black owns … −1 White owns.
pub(crate) fn ownership_map(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    let (_, analysis) = think_briefly(s, args, ctx, true)?;
    let size = s.game.size();
    let values = analysis
        .and_then(|a| a.ownership)
        .filter(|o| o.len() == size * size)
        .unwrap_or_else(|| vec![0.0; size * size]);
    let rows: Vec<String> = values
        .chunks(size)
        .map(|row| {
            row.iter()
                .map(|v| {
                    format!(
                        "{:.2}",
                        if v.is_finite() {
                            v.clamp(-1.0, 1.0)
                        } else {
                            0.0
                        }
                    )
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    text(rows.join("\n"))
}

/// var: the best line as points, colours alternating from the side to move.
pub(crate) fn principal_variation(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    let (_, analysis) = think_briefly(s, args, ctx, false)?;
    let board = s.game.board();
    let pv: Vec<String> = analysis
        .and_then(|a| a.moves.into_iter().next())
        .map(|best| best.pv.iter().map(|&p| vertex_name(board, p)).collect())
        .unwrap_or_default();
    text(pv.join(" "))
}

/// pspairs: each candidate with its visit count as the label.
pub(crate) fn best_moves(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    let (_, analysis) = think_briefly(s, args, ctx, false)?;
    let board = s.game.board();
    let pairs: Vec<String> = analysis
        .map(|a| a.moves)
        .unwrap_or_default()
        .iter()
        .filter(|m| !m.mv.is_pass())
        .take(10)
        .map(|m| format!("{} {}", vertex_name(board, m.mv), m.visits))
        .collect();
    text(pairs.join(" "))
}

/// string: what the search reports about itself, plus the best move.
pub(crate) fn statistics(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    let (color, analysis) = think_briefly(s, args, ctx, false)?;
    let Some(analysis) = analysis else {
        return text("no search statistics");
    };
    let board = s.game.board();
    let mut lines = vec![format!(
        "{:?} to play, {} visits",
        color, analysis.root_visits
    )];
    if let Some(best) = analysis.moves.first() {
        lines.push(format!(
            "best {} winrate {:.1}% score lead {:.1}",
            vertex_name(board, best.mv),
            best.winrate * 100.0,
            best.score_lead
        ));
    }
    lines.extend(analysis.stats.lines().map(str::to_string));
    text(lines.join("\n"))
}
