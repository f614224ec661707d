//! The book's priors fit the position: the corner of the last move (a joseki under way) before
//! the other corners, empty corners no stronger than a good opening move, a finished joseki
//! (mostly tenuki in the book) quieter than an unanswered approach, relaxed matches weaker.

use std::sync::Arc;
use tesuji::app::{self, EngineOptions};
use tesuji::board::{Board, Color, Point};
use tesuji::joseki::JosekiBook;
use tesuji::search::JosekiPriors;
use tesuji::search::{priors, BookPriorWeights, Prior};

fn shipped_hook() -> JosekiPriors {
    let book = app::load_book(&EngineOptions::default())
        .expect("the shipped book loads")
        .expect("the default has a book");
    JosekiPriors::new(&book, 1.0, BookPriorWeights::default()).expect("weight 1 uses the book")
}

/// Board point from GTP coordinates such as "Q16".
fn vertex(board: &Board, text: &str) -> Point {
    let letters = "ABCDEFGHJKLMNOPQRST";
    let x = letters.find(&text[..1]).expect("a column letter");
    let row: usize = text[1..].parse().expect("a row number");
    board.point(x, board.size() - row)
}

fn in_quarter(board: &Board, p: Point, right: bool, top: bool) -> bool {
    let (x, y) = board.xy(p);
    let s = board.size();
    // The quarter of the board: book moves reach past the window (pincers, extensions).
    let near = |v: usize, far: bool| if far { v >= s / 2 } else { v <= s / 2 };
    near(x, right) && near(y, !top)
}

/// The book's best move in the top-right quarter and its best elsewhere.
fn best_here_and_elsewhere(hook: &JosekiPriors, board: &Board, to_play: Color) -> (f32, f32) {
    let visits = hook.book_visits(board, to_play);
    let best = |here: bool| {
        visits
            .iter()
            .filter(|(p, _)| in_quarter(board, *p, true, true) == here)
            .map(|&(_, v)| v)
            .fold(0.0, f32::max)
    };
    (best(true), best(false))
}

#[test]
fn the_approached_corner_outweighs_the_empty_corners() {
    let hook = shipped_hook();
    let mut board = Board::new(19);
    for (color, v) in [(Color::Black, "Q16"), (Color::White, "R14")] {
        board.play(color, vertex(&board, v)).expect("legal");
    }
    let (local, elsewhere) = best_here_and_elsewhere(&hook, &board, Color::Black);
    assert!(local > 0.0 && elsewhere > 0.0, "{local} / {elsewhere}");
    assert!(
        local > 5.0 * elsewhere,
        "answer {local} against empty corners {elsewhere}"
    );
    // While a joseki is under way an empty corner counts no more than a good opening move.
    assert!(elsewhere <= BookPriorWeights::default().empty_visits);
}

#[test]
fn after_a_lone_corner_stone_an_empty_corner_is_the_big_point() {
    let hook = shipped_hook();
    let mut board = Board::new(19);
    board
        .play(Color::Black, vertex(&board, "Q16"))
        .expect("legal");
    let (approach, empty_corner) = best_here_and_elsewhere(&hook, &board, Color::White);
    assert!(approach > 0.0, "the book still orders the corner's moves");
    assert!(
        empty_corner >= approach,
        "empty corners {empty_corner} against an approach {approach}"
    );
    assert!(empty_corner <= BookPriorWeights::default().open_visits);
}

#[test]
fn a_lone_corner_stone_asks_less_than_an_approach_does() {
    let hook = shipped_hook();
    let best_in_top_right = |board: &Board, to_play| {
        hook.book_visits(board, to_play)
            .iter()
            .filter(|(p, _)| in_quarter(board, *p, true, true))
            .map(|&(_, v)| v)
            .fold(0.0, f32::max)
    };
    let mut board = Board::new(19);
    board
        .play(Color::Black, vertex(&board, "Q16"))
        .expect("legal");
    let lone = best_in_top_right(&board, Color::White);
    board
        .play(Color::White, vertex(&board, "R14"))
        .expect("legal");
    let approached = best_in_top_right(&board, Color::Black);
    let weights = BookPriorWeights::default();
    assert!(lone > 0.0, "the book still orders the corner's moves");
    assert!(lone <= weights.lone_visits, "lone {lone}");
    assert!(
        approached > 3.0 * lone,
        "approached {approached} against lone {lone}"
    );
}

#[test]
fn a_corner_left_for_now_counts_less_than_the_corner_of_the_last_move() {
    let hook = shipped_hook();
    let mut board = Board::new(19);
    // Black Q16, White approaches R14; then Black plays in another corner: the approach is
    // still unanswered, but the last move is elsewhere.
    for (color, v) in [(Color::Black, "Q16"), (Color::White, "R14")] {
        board.play(color, vertex(&board, v)).expect("legal");
    }
    let active = hook.book_visits(&board, Color::Black);
    let best_active = active
        .iter()
        .filter(|(p, _)| in_quarter(&board, *p, true, true))
        .map(|&(_, v)| v)
        .fold(0.0, f32::max);
    board
        .play(Color::Black, vertex(&board, "D4"))
        .expect("legal");
    board
        .play(Color::White, vertex(&board, "D16"))
        .expect("legal");
    let quiet = hook.book_visits(&board, Color::Black);
    let best_quiet = quiet
        .iter()
        .filter(|(p, _)| in_quarter(&board, *p, true, true))
        .map(|&(_, v)| v)
        .fold(0.0, f32::max);
    assert!(
        best_active > 0.0 && best_quiet > 0.0,
        "{active:?} / {quiet:?}"
    );
    assert!(
        best_quiet < best_active,
        "quiet {best_quiet} against active {best_active}"
    );
}

/// A two-move book, its reply played at `count` of 10 with tenuki the rest.
fn tiny_book(reply_count: u32) -> Arc<JosekiBook> {
    let tenuki = 10 - reply_count;
    let sgf = format!("(;SZ[19];B[dd]XC[10](;W[cc]XC[{reply_count}])(;W[tt]XC[{tenuki}]))");
    Arc::new(JosekiBook::from_sgf(&[sgf.as_bytes()]).expect("a valid book"))
}

#[test]
fn urgency_follows_the_books_tenuki_share() {
    let mut board = Board::new(19);
    board.play(Color::Black, board.point(3, 3)).expect("legal");
    let cc = board.point(2, 2);
    let visits_at = |reply_count| {
        let hook = JosekiPriors::new(&tiny_book(reply_count), 1.0, BookPriorWeights::default())
            .expect("a hook");
        let v = hook.book_visits(&board, Color::White);
        v.iter()
            .find(|(p, _)| *p == cc)
            .map(|&(_, v)| v)
            .unwrap_or(0.0)
    };
    let urgent = visits_at(9);
    let relaxed = visits_at(2);
    assert!(
        urgent > 3.0 * relaxed && relaxed > 0.0,
        "{urgent} / {relaxed}"
    );
    let weights = BookPriorWeights::default();
    assert!(
        (urgent - weights.lone_visits * 0.9).abs() < 1e-3,
        "{urgent}"
    );
}

#[test]
fn a_relaxed_match_counts_less_than_an_exact_one() {
    let book = tiny_book(10);
    let hook = JosekiPriors::new(&book, 1.0, BookPriorWeights::default()).expect("a hook");
    let mut board = Board::new(19);
    board.play(Color::Black, board.point(3, 3)).expect("legal");
    let cc = board.point(2, 2);
    let exact = hook.book_visits(&board, Color::White);
    // An extra stone in the window: no exact match, the relaxed one still finds the line.
    board.play(Color::White, board.point(6, 1)).expect("legal");
    board
        .play(Color::Black, board.point(3, 3 + 15))
        .expect("legal");
    let relaxed = hook.book_visits(&board, Color::White);
    let at = |v: &[(Point, f32)]| v.iter().find(|(p, _)| *p == cc).map(|&(_, v)| v);
    let (Some(exact), Some(relaxed)) = (at(&exact), at(&relaxed)) else {
        panic!("the reply is proposed in both: {exact:?} / {relaxed:?}");
    };
    assert!(relaxed < exact, "relaxed {relaxed} against exact {exact}");
}

#[test]
fn other_board_sizes_get_no_book_priors() {
    let hook = shipped_hook();
    let board = Board::new(13);
    assert!(hook.book_visits(&board, Color::Black).is_empty());
}

/// The board's quarter without the middle lines, so that no point is in two.
fn in_strict_quarter(board: &Board, p: Point, right: bool, top: bool) -> bool {
    let (x, y) = board.xy(p);
    let middle = board.size() / 2;
    let near = |v: usize, far: bool| if far { v > middle } else { v < middle };
    near(x, right) && near(y, !top)
}

/// The move model's probabilities for `priors`: all of it spread evenly over the points of the
/// board's quarter given, none elsewhere.
fn model_all_in_quarter(board: &Board, priors: &[Prior], right: bool, top: bool) -> Vec<f32> {
    let inside: Vec<bool> = priors
        .iter()
        .map(|p| in_strict_quarter(board, p.point, right, top))
        .collect();
    let count = inside.iter().filter(|&&i| i).count() as f32;
    inside
        .iter()
        .map(|&i| if i { 1.0 / count } else { 0.0 })
        .collect()
}

/// The shipped book with the default weights, and the same book judged by the corner states
/// alone (the move model's weight off).
fn default_and_states_hooks() -> (JosekiPriors, JosekiPriors) {
    let book = app::load_book(&EngineOptions::default())
        .expect("the shipped book loads")
        .expect("the default has a book");
    let weights = BookPriorWeights::default();
    let states = BookPriorWeights {
        model_visits: 0.0,
        ..weights
    };
    (
        JosekiPriors::new(&book, 1.0, weights).expect("a hook"),
        JosekiPriors::new(&book, 1.0, states).expect("a hook"),
    )
}

/// Every corner holds a stone and White has just approached Black's Q16 stone at R14.
const EVERY_CORNER_TAKEN: [(Color, &str); 6] = [
    (Color::Black, "Q16"),
    (Color::White, "D4"),
    (Color::Black, "Q3"),
    (Color::White, "D16"),
    (Color::Black, "K10"),
    (Color::White, "R14"),
];

fn board_after(moves: &[(Color, &str)]) -> Board {
    let mut board = Board::new(19);
    for &(color, v) in moves {
        board.play(color, vertex(&board, v)).expect("legal");
    }
    board
}

/// The most visits any book move in the board's strict quarter gets.
fn best_in(board: &Board, visits: &[(Point, f32)], right: bool, top: bool) -> f32 {
    visits
        .iter()
        .filter(|(p, _)| in_strict_quarter(board, *p, right, top))
        .map(|&(_, v)| v)
        .fold(0.0, f32::max)
}

#[test]
fn with_the_model_a_corner_with_stones_counts_as_much_as_the_model_expects_play_there() {
    let weights = BookPriorWeights::default();
    assert!(weights.model_visits > 0.0, "on by default");
    let (hook, states) = default_and_states_hooks();
    // Every corner taken: the model judges (with a corner empty the states would).
    let board = board_after(&EVERY_CORNER_TAKEN);
    let mut candidates = Vec::new();
    priors(&board, Color::Black, &mut candidates);
    let best_in =
        |visits: &[(Point, f32)], right: bool, top: bool| best_in(&board, visits, right, top);
    // The model sees the approach as urgent: the book answers it, far above the empty corner.
    let model = model_all_in_quarter(&board, &candidates, true, true);
    let urgent = hook.book_visits_with_model(&board, Color::Black, &candidates, &model);
    let answer = best_in(&urgent, true, true);
    assert!(answer > 4.0 * weights.empty_visits, "{urgent:?}");
    assert!(answer <= weights.model_visits, "{answer}");
    // The model sees the approach to the lone stone at D16 as the big point: the book's
    // answer to R14 falls silent, and the book's approaches at D16 count up to `model_visits`.
    let model = model_all_in_quarter(&board, &candidates, false, true);
    let tenuki = hook.book_visits_with_model(&board, Color::Black, &candidates, &model);
    assert_eq!(best_in(&tenuki, true, true), 0.0, "{tenuki:?}");
    let approach = best_in(&tenuki, false, true);
    assert!(approach > 4.0 * weights.empty_visits, "{tenuki:?}");
    assert!(approach <= weights.model_visits, "{tenuki:?}");
    assert!(approach > best_in(&urgent, false, true));
    // Without the model's probabilities the corner states decide, as with the setting off.
    assert_eq!(
        hook.book_visits(&board, Color::Black),
        states.book_visits(&board, Color::Black)
    );
    assert_eq!(
        states.book_visits_with_model(&board, Color::Black, &candidates, &model),
        states.book_visits(&board, Color::Black)
    );
}

#[test]
fn beside_an_empty_corner_a_joseki_under_way_counts_by_its_state_a_lone_stone_by_the_model() {
    let weights = BookPriorWeights::default();
    assert!(weights.model_needs_every_corner, "on by default");
    let (hook, states) = default_and_states_hooks();
    // Black to play; the model's whole belief in one quarter of the board.
    let judge = |board: &Board, right: bool, top: bool| {
        let mut candidates = Vec::new();
        priors(board, Color::Black, &mut candidates);
        let model = model_all_in_quarter(board, &candidates, right, top);
        hook.book_visits_with_model(board, Color::Black, &candidates, &model)
    };
    let states_answer =
        |board: &Board| best_in(board, &states.book_visits(board, Color::Black), true, true);
    // A joseki under way in the top right, as a dictionary shows it: the other corners empty.
    // The model would rather take the empty top-left corner; the states answer the approach.
    let board = board_after(&[(Color::Black, "Q16"), (Color::White, "R14")]);
    let judged = judge(&board, false, true);
    assert_eq!(judged, states.book_visits(&board, Color::Black));
    assert!(best_in(&board, &judged, true, true) > 4.0 * weights.empty_visits);
    // A lone stone beside the empty corners stays with the model: its approaches fall silent
    // where the model expects an empty corner to be taken.
    let board = board_after(&[(Color::White, "Q16")]);
    let judged = judge(&board, false, true);
    assert_eq!(best_in(&board, &judged, true, true), 0.0, "{judged:?}");
    assert!(states_answer(&board) > 0.0);
    // With a stone in every corner the model judges again, and the approach can wait.
    let board = board_after(&EVERY_CORNER_TAKEN);
    let judged = judge(&board, false, false);
    assert_eq!(best_in(&board, &judged, true, true), 0.0, "{judged:?}");
    assert!(states_answer(&board) > 4.0 * weights.empty_visits);
}

/// The model's belief split between two points, none elsewhere.
fn model_on_two(priors: &[Prior], first: (Point, f32), second: (Point, f32)) -> Vec<f32> {
    priors
        .iter()
        .map(|p| match p.point {
            point if point == first.0 => first.1,
            point if point == second.0 => second.1,
            _ => 0.0,
        })
        .collect()
}

#[test]
fn a_joseki_the_book_does_not_know_beside_an_empty_corner_is_held_by_the_models_local_moves() {
    let weights = BookPriorWeights::default();
    assert_eq!(weights.offbook_visits, 150.0, "on by default");
    let without = BookPriorWeights {
        offbook_visits: 0.0,
        ..weights
    };
    let book = app::load_book(&EngineOptions::default())
        .expect("the shipped book loads")
        .expect("the default has a book");
    let on = JosekiPriors::new(&book, 1.0, weights).expect("a hook");
    let off = JosekiPriors::new(&book, 1.0, without).expect("a hook");
    let visits_at = |hook: &JosekiPriors, board: &Board, local: &str| {
        let mut candidates = Vec::new();
        priors(board, Color::Black, &mut candidates);
        let local = vertex(board, local);
        // Most of the model's belief in an empty corner, the rest on one local move.
        let model = model_on_two(&candidates, (local, 0.3), (vertex(board, "D4"), 0.7));
        let visits = hook.book_visits_with_model(board, Color::Black, &candidates, &model);
        let at = |p: Point| visits.iter().find(|v| v.0 == p).map_or(0.0, |v| v.1);
        (at(local), at(vertex(board, "D4")), visits)
    };
    // White's shoulder hit from afar matches no book line exactly: the model's local move
    // gains the whole off-book weight (all the model's belief in the window is on it), far
    // above the empty corner, which keeps its state's few visits.
    let unknown = board_after(&[(Color::Black, "Q16"), (Color::White, "P14")]);
    let (local, empty, visits) = visits_at(&on, &unknown, "P15");
    assert!((local - 150.0).abs() < 1e-3, "{visits:?}");
    assert!(empty <= weights.empty_visits, "{visits:?}");
    let (without, _, visits) = visits_at(&off, &unknown, "P15");
    assert!(without < 0.5 * local, "{visits:?}");
    // The approach the book knows: its own moves decide, the model's local move gains nothing.
    let known = board_after(&[(Color::Black, "Q16"), (Color::White, "R14")]);
    assert_eq!(
        visits_at(&on, &known, "S16").2,
        visits_at(&off, &known, "S16").2
    );
    // With every corner taken the model judges the corner, as without the setting.
    let settled = board_after(&EVERY_CORNER_TAKEN);
    assert_eq!(
        visits_at(&on, &settled, "S16").2,
        visits_at(&off, &settled, "S16").2
    );
}
