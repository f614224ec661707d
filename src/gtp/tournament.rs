//! Tournament commands: handicap, scoring, clocks, and the server-specific extras of KGS and
//! CGOS.

use super::args::{parse_seconds, parse_uint, vertex_name, SYNTAX_ERROR};
use super::context::{expect_args, fail, text, Ctx, Outcome};
use super::handicap;
use super::play::color_arg;
use super::session::Session;
use crate::board::{Color, Point};
use crate::clock::{ClockSource, TimeLeft, TimeSystem};
use crate::engine::PointStatus;
use crate::game::{GameError, Rules};
use crate::geometry::parse_vertex;
use std::time::Instant;

fn board_is_empty(s: &Session) -> bool {
    let board = s.game.board();
    board.stone_count(Color::Black) + board.stone_count(Color::White) == 0
}

fn stone_count_arg(token: &str) -> Result<usize, String> {
    let n = parse_uint(token).ok_or_else(|| SYNTAX_ERROR.to_string())?;
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Places the stones and names them in the reply.
fn place(s: &mut Session, xy: &[(usize, usize)]) -> Outcome {
    let board = s.game.board();
    let points: Vec<Point> = xy.iter().map(|&(x, y)| board.point(x, y)).collect();
    match s.game.set_handicap(&points) {
        Ok(()) => {
            let board = s.game.board();
            let names: Vec<String> = points.iter().map(|&p| vertex_name(board, p)).collect();
            text(names.join(" "))
        }
        Err(GameError::BoardNotEmpty) => fail("board not empty"),
        Err(_) => fail("invalid number of stones"),
    }
}

pub(crate) fn fixed_handicap(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [n] = expect_args(args)?;
    let n = stone_count_arg(n)?;
    let xy =
        handicap::fixed(s.game.size(), n).ok_or_else(|| "invalid number of stones".to_string())?;
    if !board_is_empty(s) {
        return fail("board not empty");
    }
    place(s, &xy)
}

pub(crate) fn place_free_handicap(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [n] = expect_args(args)?;
    let n = stone_count_arg(n)?;
    let xy =
        handicap::free(s.game.size(), n).ok_or_else(|| "invalid number of stones".to_string())?;
    if !board_is_empty(s) {
        return fail("board not empty");
    }
    place(s, &xy)
}

pub(crate) fn set_free_handicap(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    if !board_is_empty(s) {
        return fail("board not empty");
    }
    let board = s.game.board();
    let size = board.size();
    if args.len() < 2 || args.len() >= size * size {
        return fail("bad vertex list");
    }
    let mut points = Vec::with_capacity(args.len());
    for token in args {
        let point = parse_vertex(token)
            .and_then(|v| v.to_point(board.size()))
            .filter(|p| !p.is_pass() && !points.contains(p))
            .ok_or_else(|| "bad vertex list".to_string())?;
        points.push(point);
    }
    match s.game.set_handicap(&points) {
        Ok(()) => text(""),
        Err(GameError::BoardNotEmpty) => fail("board not empty"),
        Err(_) => fail("bad vertex list"),
    }
}

/// The brain's verdict on every point, checked against the board.
fn statuses(s: &mut Session) -> Result<Vec<PointStatus>, String> {
    let statuses = s.brain.final_status(&s.game);
    if statuses.len() == s.game.board().points().count() {
        Ok(statuses)
    } else {
        fail("cannot score")
    }
}

pub(crate) fn final_score(s: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    let statuses = statuses(s)?;
    let board = s.game.board();
    let dead: Vec<Point> = board
        .points()
        .zip(&statuses)
        .filter(|&(p, &status)| status == PointStatus::Dead && !board.is_empty_at(p))
        .map(|(p, _)| p)
        .collect();
    let score = s.game.score(&dead);
    if !score.is_finite() {
        return fail("cannot score");
    }
    text(format_score(score))
}

/// `B+3.5`, `W+0.5`, `0`.
pub(crate) fn format_score(black_lead: f32) -> String {
    if black_lead > 0.0 {
        format!("B+{black_lead}")
    } else if black_lead < 0.0 {
        format!("W+{}", -black_lead)
    } else {
        "0".to_string()
    }
}

pub(crate) fn final_status_list(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [wanted] = expect_args(args)?;
    let wanted = match wanted.to_ascii_lowercase().as_str() {
        "alive" => PointStatus::Alive,
        "dead" => PointStatus::Dead,
        "seki" => PointStatus::Seki,
        _ => return fail(SYNTAX_ERROR),
    };
    let statuses = statuses(s)?;
    let board = s.game.board();
    let mut status_at = vec![PointStatus::Empty; board.array_len()];
    for (p, &status) in board.points().zip(&statuses) {
        if let Some(slot) = status_at.get_mut(p.index()) {
            *slot = status;
        }
    }
    // One chain per line, by the controllers' convention.
    let mut chains_done: Vec<Point> = Vec::new();
    let mut lines = Vec::new();
    for p in board.points() {
        if board.is_empty_at(p) || status_at[p.index()] != wanted {
            continue;
        }
        let chain = board.chain_id(p);
        if chains_done.contains(&chain) {
            continue;
        }
        chains_done.push(chain);
        let stones: Vec<String> = board
            .chain_stones(p)
            .filter(|q| status_at.get(q.index()) == Some(&wanted))
            .map(|q| vertex_name(board, q))
            .collect();
        lines.push(stones.join(" "));
    }
    text(lines.join("\n"))
}

fn seconds_arg(token: &str) -> Result<f64, String> {
    parse_seconds(token).ok_or_else(|| SYNTAX_ERROR.to_string())
}

fn count_arg(token: &str) -> Result<u32, String> {
    let n = parse_uint(token).ok_or_else(|| SYNTAX_ERROR.to_string())?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// GTP `time_settings M T S`: `M 0 0` absolute, `x T 0` with T > 0 no limit, else Canadian.
pub(crate) fn time_settings(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [main, period, stones] = expect_args(args)?;
    let (main, period, stones) = (seconds_arg(main)?, seconds_arg(period)?, count_arg(stones)?);
    let system = if stones == 0 && period > 0.0 {
        TimeSystem::Unlimited
    } else if stones == 0 || period == 0.0 {
        TimeSystem::Absolute { main }
    } else {
        TimeSystem::Canadian {
            main,
            period,
            stones,
        }
    };
    s.clock.system = system;
    s.clock.reset_reports();
    text("")
}

pub(crate) fn kgs_time_settings(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let (kind, rest) = args.split_first().ok_or_else(|| SYNTAX_ERROR.to_string())?;
    let system = match (kind.to_ascii_lowercase().as_str(), rest) {
        ("none", []) => TimeSystem::Unlimited,
        ("absolute", [main]) => TimeSystem::Absolute {
            main: seconds_arg(main)?,
        },
        ("byoyomi", [main, period, periods]) => TimeSystem::Byoyomi {
            main: seconds_arg(main)?,
            period: seconds_arg(period)?,
            periods: count_arg(periods)?,
        },
        ("canadian", [main, period, stones]) => TimeSystem::Canadian {
            main: seconds_arg(main)?,
            period: seconds_arg(period)?,
            stones: count_arg(stones)?,
        },
        _ => return fail(SYNTAX_ERROR),
    };
    s.clock.system = system;
    s.clock.reset_reports();
    text("")
}

pub(crate) fn time_left(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [color, seconds, count] = expect_args(args)?;
    let color = color_arg(color)?;
    let left = TimeLeft {
        seconds: seconds_arg(seconds)?,
        count: count_arg(count)?,
        at: Instant::now(),
        source: ClockSource::Controller,
    };
    s.clock.report(color, left);
    text("")
}

/// KGS rule sets; all but Japanese score by area.
pub(crate) fn kgs_rules(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [name] = expect_args(args)?;
    let rules = match name.to_ascii_lowercase().as_str() {
        "japanese" => Rules::JAPANESE,
        "chinese" | "aga" | "new_zealand" => Rules::CHINESE,
        _ => return fail(SYNTAX_ERROR),
    };
    s.rules = rules;
    s.game.set_rules(rules);
    text("")
}

/// Notifications the engine has no use for (game over, opponent's name): acknowledged.
pub(crate) fn accept(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    text("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores() {
        assert_eq!(format_score(3.5), "B+3.5");
        assert_eq!(format_score(-0.5), "W+0.5");
        assert_eq!(format_score(0.0), "0");
        assert_eq!(format_score(12.0), "B+12");
    }
}
