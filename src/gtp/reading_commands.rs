//! GNU Go's reading commands, answered by the dragon reader (`reading::owl`) in GNU Go's
//! formats, so that GNU Go's own regression files run against the engine:
//!
//! - `owl_attack VERTEX`: `1 MOVE` when the dragon's opponent, moving first, kills it; `2
//!   MOVE` when only by taking a ko first, `3 MOVE` when only by winning a ko the other side
//!   takes first; `0` when it cannot.
//! - `owl_defend VERTEX`: the same for the dragon's side saving it (`1 PASS` when it lives as
//!   it stands).
//! - `dragon_status VERTEX`: `alive`, `dead`, or `critical ATTACK DEFENCE`.
//! - `analyze_semeai DRAGON1 DRAGON2`: the capture race with DRAGON1's side moving first
//!   (`reading::semeai`): `LIVES CAPTURES MOVE`, each result coded as the owl questions'
//!   (`1 1 MOVE` when it captures DRAGON2, `1 0 MOVE` when both live, `0 0 PASS` when DRAGON1
//!   dies whatever it plays); MOVE is PASS when none is needed.
//!
//! A vertex on an empty point is an error, as in GNU Go.

use super::args::{vertex_name, SYNTAX_ERROR};
use super::context::{expect_args, fail, text, Ctx, Outcome};
use super::session::Session;
use crate::board::{Board, Color, Point};
use crate::geometry::parse_vertex;
use crate::reading::owl::{Answer, Owl, Status, DEFAULT_BUDGET};
use crate::reading::semeai::{read_race_with_ko, RaceOutcome, DEFAULT_RACE_BUDGET};

/// The stone at a vertex argument.
fn stone_arg(board: &Board, token: &str) -> Result<Point, String> {
    let point = parse_vertex(token)
        .and_then(|v| v.to_point(board.size()))
        .filter(|p| !p.is_pass())
        .ok_or_else(|| SYNTAX_ERROR.to_string())?;
    if board.color_at(point).is_none() {
        return fail("vertex must not be empty");
    }
    Ok(point)
}

/// GNU Go's `RESULT [MOVE]`: 1 when the side asked about succeeds whoever wins the kos on
/// the way, 2 when it succeeds by taking a ko first (the reading as the board stands, where
/// neither side has a threat), 3 when it succeeds only by winning a ko the other side takes
/// first (it retakes every ko at once), 0 when it fails even so.
fn ko_coded_answer(board: &Board, stone: Point, question: Question) -> String {
    let Some(owner) = board.color_at(stone) else {
        return "0".to_string();
    };
    let asker = match question {
        Question::Attack => owner.opponent(),
        Question::Defence => owner,
    };
    let ask = |mut owl: Owl| -> Answer {
        match question {
            Question::Attack => owl.attack(board, stone),
            Question::Defence => owl.defend(board, stone),
        }
    };
    let coded = |code: u8, answer: Answer| {
        format!("{code} {}", vertex_name(board, answer.mv).to_uppercase())
    };
    let plain = ask(Owl::new(DEFAULT_BUDGET));
    if plain.success {
        let unconditional = ask(Owl::new(DEFAULT_BUDGET)
            .with_ko_winner(asker.opponent())
            .trying_first(plain.mv));
        return if unconditional.success {
            coded(1, unconditional)
        } else {
            coded(2, plain)
        };
    }
    let by_ko = ask(Owl::new(DEFAULT_BUDGET).with_ko_winner(asker));
    if by_ko.success {
        coded(3, by_ko)
    } else {
        "0".to_string()
    }
}

/// Which owl question a command asks.
#[derive(Clone, Copy)]
enum Question {
    Attack,
    Defence,
}

pub(crate) fn owl_attack(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    owl_question(s, args, Question::Attack)
}

pub(crate) fn owl_defend(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    owl_question(s, args, Question::Defence)
}

/// One reading question about the dragon at the one vertex argument.
fn owl_question(s: &mut Session, args: &[&str], question: Question) -> Outcome {
    let [vertex] = expect_args(args)?;
    let board = s.game.board();
    let stone = stone_arg(board, vertex)?;
    text(ko_coded_answer(board, stone, question))
}

pub(crate) fn dragon_status(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [vertex] = expect_args(args)?;
    let board = s.game.board();
    let stone = stone_arg(board, vertex)?;
    let name = |p: Point| vertex_name(board, p).to_uppercase();
    // Each of the two questions gets the budget `owl_attack` and `owl_defend` read with, so
    // that the verdict agrees with their answers (with half of it each, GNU Go's reading
    // cases 297, with the whole 300, 2026-12-08).
    text(match Owl::new(2 * DEFAULT_BUDGET).status(board, stone) {
        Status::Alive => "alive".to_string(),
        Status::Dead => "dead".to_string(),
        Status::Critical { attack, defence } => {
            format!("critical {} {}", name(attack), name(defence))
        }
    })
}

pub(crate) fn analyze_semeai(s: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [ours, theirs] = expect_args(args)?;
    let board = s.game.board();
    let ours = stone_arg(board, ours)?;
    let theirs = stone_arg(board, theirs)?;
    let (Some(our_color), Some(their_color)) = (board.color_at(ours), board.color_at(theirs))
    else {
        return fail("vertex must not be empty");
    };
    if our_color == their_color {
        return fail("the dragons must be of opposite colours");
    }
    let read = |ko_winner: Option<Color>| {
        read_race_with_ko(board, ours, theirs, DEFAULT_RACE_BUDGET, ko_winner)
    };
    let plain = read(None);
    let against = read(Some(their_color));
    let with = read(Some(our_color));
    // GNU Go's codes, for living and for capturing alike: 1 whoever wins the kos, 2 by
    // taking a ko first, 3 only by winning a ko the other side takes first.
    let code = |reached: &dyn Fn(RaceOutcome) -> bool| -> (u8, Point) {
        if reached(plain.outcome) {
            (if reached(against.outcome) { 1 } else { 2 }, plain.mv)
        } else if reached(with.outcome) {
            (3, with.mv)
        } else {
            (0, Point::PASS)
        }
    };
    let (lives, life_move) = code(&|o| o >= RaceOutcome::BothLive);
    let (kills, kill_move) = code(&|o| o == RaceOutcome::Wins);
    let mv = if kills > 0 { kill_move } else { life_move };
    text(format!(
        "{lives} {kills} {}",
        vertex_name(board, mv).to_uppercase()
    ))
}
