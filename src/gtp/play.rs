//! Setup and play commands: boardsize, clear_board, komi, play, genmove and its variants, undo,
//! showboard, and the regression commands loadsgf, printsgf, reg_genmove, restricted_genmove.

use super::analysis::InterruptObserver;
use super::args::{parse_color, parse_finite, parse_uint, vertex_name, SYNTAX_ERROR};
use super::context::{expect_args, fail, text, Ctx, Outcome};
use super::session::Session;
use super::LogLevel;
use crate::board::{Color, Point, MAX_SIZE, MIN_SIZE};
use crate::engine::{GenmoveMode, MoveChoice};
use crate::game::Game;
use crate::geometry::{parse_vertex, COLUMNS};
use std::io::Read;
use std::time::Instant;

/// Largest SGF file loadsgf reads; real game records are a few KB.
const MAX_SGF_BYTES: u64 = 16 << 20;

/// Largest |komi| accepted: anything beyond is a mistake, not a handicap.
const MAX_KOMI: f64 = 1000.0;

pub(crate) fn color_arg(token: &str) -> Result<Color, String> {
    parse_color(token).ok_or_else(|| SYNTAX_ERROR.to_string())
}

pub(crate) fn boardsize(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let number = |t: &str| parse_uint(t).ok_or_else(|| SYNTAX_ERROR.to_string());
    let size = match args {
        [n] => number(n)?,
        // Lizzie sends `boardsize W H`; only square boards are supported.
        [w, h] => {
            let (w, h) = (number(w)?, number(h)?);
            if w != h {
                return fail("unacceptable size");
            }
            w
        }
        _ => return fail(SYNTAX_ERROR),
    };
    if !(MIN_SIZE as u64..=MAX_SIZE as u64).contains(&size) {
        return fail("unacceptable size");
    }
    s.new_game(size as usize);
    text("")
}

pub(crate) fn clear_board(s: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    s.new_game(s.game.size());
    text("")
}

pub(crate) fn komi(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [value] = expect_args(args)?;
    let komi = parse_finite(value)
        .filter(|k| k.abs() <= MAX_KOMI)
        .ok_or_else(|| SYNTAX_ERROR.to_string())?;
    s.komi = komi as f32;
    s.game.set_komi(s.komi);
    text("")
}

pub(crate) fn play(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [color, vertex] = expect_args(args)?;
    let color = color_arg(color)?;
    let vertex = parse_vertex(vertex).ok_or_else(|| SYNTAX_ERROR.to_string())?;
    let point = vertex
        .to_point(s.game.board().size())
        .ok_or_else(|| "illegal move".to_string())?;
    match s.game.play(color, point) {
        Ok(()) => text(""),
        Err(_) => fail("illegal move"),
    }
}

/// Asks the brain for a move; only `# interrupt` cuts it short.
pub(crate) fn think(s: &mut Session, color: Color, mode: GenmoveMode, ctx: &mut Ctx) -> MoveChoice {
    think_without(s, color, mode, ctx, Vec::new())
}

/// `think` with the root moves in `banned` (PASS included) ruled out.
fn think_without(
    s: &mut Session,
    color: Color,
    mode: GenmoveMode,
    ctx: &mut Ctx,
    banned: Vec<Point>,
) -> MoveChoice {
    let mut observer = InterruptObserver {
        stop: &mut *ctx.stop,
        keep_stats: s.settings.log_level >= LogLevel::Info,
        last_stats: None,
        banned,
    };
    s.clock.start_move(color, Instant::now());
    let choice = s
        .brain
        .genmove(&s.game, color, &s.clock, mode, &mut observer);
    if mode != GenmoveMode::Regression {
        s.clock.charge(color, Instant::now());
    }
    if let Some((visits, stats)) = observer.last_stats {
        s.log(LogLevel::Info, format_args!("{visits} visits; {stats}"));
    }
    choice
}

/// Plays the brain's choice and names it. A brain proposing an illegal move is a bug; passing
/// keeps the game going.
pub(crate) fn commit(s: &mut Session, color: Color, choice: MoveChoice) -> String {
    s.ponder_next = choice != MoveChoice::Resign;
    match choice {
        MoveChoice::Resign => "resign".to_string(),
        MoveChoice::Play(p) if s.game.play(color, p).is_ok() => vertex_name(s.game.board(), p),
        other => {
            if other != MoveChoice::Pass {
                s.log(
                    LogLevel::Error,
                    format_args!("brain chose an illegal move {other:?}; passing"),
                );
            }
            // Passing is always legal.
            let _ = s.game.play(color, Point::PASS);
            "pass".to_string()
        }
    }
}

fn generate(s: &mut Session, args: &[&str], ctx: &mut Ctx, mode: GenmoveMode) -> Outcome {
    let [color] = expect_args(args)?;
    let color = color_arg(color)?;
    let choice = think(s, color, mode, ctx);
    if mode == GenmoveMode::Regression {
        return text(match choice {
            MoveChoice::Play(p) => vertex_name(s.game.board(), p),
            MoveChoice::Pass => "pass".to_string(),
            MoveChoice::Resign => "resign".to_string(),
        });
    }
    text(commit(s, color, choice))
}

pub(crate) fn genmove(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    generate(s, args, ctx, GenmoveMode::Normal)
}

pub(crate) fn kgs_genmove_cleanup(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    generate(s, args, ctx, GenmoveMode::Cleanup)
}

pub(crate) fn reg_genmove(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    generate(s, args, ctx, GenmoveMode::Regression)
}

/// GNU Go's `restricted_genmove COLOR VERTEX...`: the best move among the listed ones, not
/// played (its regression suites ask which of two or three moves works). Listed moves that are
/// illegal are left out; `pass` when none is legal, as no listed move can be played.
pub(crate) fn restricted_genmove(s: &mut Session, args: &[&str], ctx: &mut Ctx) -> Outcome {
    let [color, vertices @ ..] = args else {
        return fail(SYNTAX_ERROR);
    };
    let color = color_arg(color)?;
    if vertices.is_empty() {
        return fail(SYNTAX_ERROR);
    }
    let board = s.game.board();
    let mut allowed = Vec::with_capacity(vertices.len());
    for token in vertices {
        let vertex = parse_vertex(token).ok_or_else(|| SYNTAX_ERROR.to_string())?;
        let point = vertex
            .to_point(board.size())
            .ok_or_else(|| SYNTAX_ERROR.to_string())?;
        if point.is_pass() || s.game.is_legal(color, point) {
            allowed.push(point);
        }
    }
    match allowed.as_slice() {
        [] => return text("pass"),
        [only] => return text(vertex_name(board, *only)),
        _ => {}
    }
    let banned: Vec<Point> = board
        .points()
        .chain([Point::PASS])
        .filter(|p| !allowed.contains(p))
        .collect();
    let choice = think_without(s, color, GenmoveMode::Regression, ctx, banned);
    text(match choice {
        MoveChoice::Play(p) if allowed.contains(&p) => vertex_name(s.game.board(), p),
        MoveChoice::Pass if allowed.contains(&Point::PASS) => "pass".to_string(),
        // A search that found nothing to say (no time at all) still answers from the list.
        _ => vertex_name(s.game.board(), allowed[0]),
    })
}

pub(crate) fn undo(s: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    if s.game.undo() {
        text("")
    } else {
        fail("cannot undo")
    }
}

pub(crate) fn showboard(s: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    text(render_board(&s.game))
}

/// The board with coordinates, starting on the line after the `=` marker.
pub(crate) fn render_board(game: &Game) -> String {
    let board = game.board();
    let size = board.size();
    let letters: Vec<String> = COLUMNS[..size]
        .iter()
        .map(|&c| (c as char).to_string())
        .collect();
    let header = format!("   {}", letters.join(" "));
    let mut out = format!("\n{header}\n");
    for y in 0..size {
        let row = size - y;
        out.push_str(&format!("{row:>2}"));
        for x in 0..size {
            let p = board.point(x, y);
            out.push(' ');
            out.push(match board.color_at(p) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            });
        }
        out.push_str(&format!(" {row}\n"));
    }
    out.push_str(&header);
    let to_play = match game.to_play() {
        Color::Black => "Black",
        Color::White => "White",
    };
    out.push_str(&format!(
        "\nBlack (X) captured {}, White (O) captured {}\nkomi {}, {to_play} to play, move {}",
        board.captures(Color::Black),
        board.captures(Color::White),
        game.komi(),
        game.moves().len() + 1,
    ));
    out
}

pub(crate) fn loadsgf(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    // A trailing number is the move number; the rest is the path (which may contain spaces).
    let (path_parts, move_number) = match args {
        [] => return fail(SYNTAX_ERROR),
        [_] => (args, None),
        [rest @ .., last] => match parse_uint(last) {
            Some(n) => (rest, Some(n)),
            None => (args, None),
        },
    };
    let path = path_parts.join(" ");
    let moves = move_number.map(|n| usize::try_from(n.saturating_sub(1)).unwrap_or(usize::MAX));
    let game = load_game(&path, moves).map_err(|why| {
        s.log(LogLevel::Warn, format_args!("loadsgf {path}: {why}"));
        "cannot load file".to_string()
    })?;
    s.komi = game.komi();
    s.rules = game.rules();
    s.game = game;
    s.clock.left = [None, None];
    s.brain.clear();
    text("")
}

fn load_game(path: &str, moves: Option<usize>) -> Result<Game, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut bytes = Vec::new();
    file.take(MAX_SGF_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_SGF_BYTES {
        return Err("file too large".into());
    }
    let parsed = crate::sgf::parse(&bytes).map_err(|d| d.message)?;
    let tree = parsed.trees.first().ok_or("no game in the file")?;
    crate::sgf::to_game(tree, moves).map_err(|e| e.to_string())
}

pub(crate) fn printsgf(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let record = crate::sgf::write(&[crate::sgf::from_game(&s.game)]);
    match args {
        [] => text(record),
        _ => {
            let path = args.join(" ");
            match std::fs::write(&path, record) {
                Ok(()) => text(""),
                Err(e) => {
                    s.log(LogLevel::Warn, format_args!("printsgf {path}: {e}"));
                    fail("cannot save file")
                }
            }
        }
    }
}
