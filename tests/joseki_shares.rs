//! The book's shares add up where a corner is symmetric across its diagonal: a move and its
//! mirror image are one book move, listed once with both images (or, where a list names points,
//! splitting the move's share), and a corner's shares with tenuki total 100 %.

use tesuji::app::{self, EngineOptions};
use tesuji::board::{Board, Color, Point};
use tesuji::joseki::{Candidate, Corner, JosekiBook};

/// Board point from GTP coordinates such as "Q16".
fn vertex(board: &Board, text: &str) -> Point {
    let letters = "ABCDEFGHJKLMNOPQRST";
    let x = letters.find(&text[..1]).expect("a column letter");
    let row: usize = text[1..].parse().expect("a row number");
    board.point(x, board.size() - row)
}

fn one_stone(color: Color, at: &str) -> Board {
    let mut board = Board::new(19);
    let p = vertex(&board, at);
    board.place_setup(color, p).expect("empty point");
    board
}

/// The corner's list, checked: shares total 1, no point in two entries.
fn corner_list(board: &Board, to_play: Color, corner: Corner) -> Vec<Candidate> {
    let book = JosekiBook::shipped();
    let mut list = Vec::new();
    book.corner_candidates(board, to_play, corner, book.window(), &mut list);
    assert!(!list.is_empty());
    let total: f32 = list.iter().map(|c| c.share).sum();
    assert!((total - 1.0).abs() < 1e-4, "shares total {total}: {list:?}");
    let mut points: Vec<Point> = list.iter().flat_map(Candidate::points).collect();
    let listed = points.len();
    points.sort();
    points.dedup();
    assert_eq!(points.len(), listed, "a point listed twice: {list:?}");
    list
}

fn entry<'a>(list: &'a [Candidate], board: &Board, at: &str) -> &'a Candidate {
    let p = vertex(board, at);
    list.iter()
        .find(|c| c.plays(p))
        .unwrap_or_else(|| panic!("{at} not listed: {list:?}"))
}

#[test]
fn a_lone_white_4_4_lists_each_black_answer_once() {
    // The 2014 position once listed at 131 %: White's 4-4 in the lower right, Black to play.
    let board = one_stone(Color::White, "Q4");
    let corner = Corner {
        right: true,
        bottom: true,
    };
    let list = corner_list(&board, Color::Black, corner);
    // The two knight's approaches are one move with two images, counted once.
    let approach = entry(&list, &board, "R6");
    assert!(approach.plays(vertex(&board, "O3")), "{approach:?}");
    // The 3-3 lies on the diagonal: one image.
    let invasion = entry(&list, &board, "R3");
    assert_eq!(invasion.mirror, None);
    let tenuki = list.iter().find(|c| c.point.is_pass()).expect("tenuki");
    // The book's main answers, as the list once read them (37 %, 37 %, 20 %), now total with the
    // rest to 100 % instead of 131 %.
    for (c, share) in [(approach, 0.37), (invasion, 0.37), (tenuki, 0.20)] {
        assert!((c.share - share).abs() < 0.01, "{c:?}");
    }
}

#[test]
fn after_black_q16_joseki_moves_splits_a_move_between_its_images() {
    let board = one_stone(Color::Black, "Q16");
    let corner = Corner {
        right: true,
        bottom: false,
    };
    let list = corner_list(&board, Color::White, corner);
    let approach = entry(&list, &board, "O17");
    assert!(approach.plays(vertex(&board, "R14")), "{approach:?}");
    let tenuki = list
        .iter()
        .find(|c| c.point.is_pass())
        .map_or(0.0, |c| c.share);

    // The whole-board list (what joseki_moves prints) names points: each image takes half.
    let book = JosekiBook::shipped();
    let mut points = Vec::new();
    book.candidates(&board, Color::White, &mut points);
    let share = |at: &str| {
        let p = vertex(&board, at);
        points.iter().find(|&&(q, _)| q == p).map(|&(_, s)| s)
    };
    let (o17, r14) = (share("O17").expect("O17"), share("R14").expect("R14"));
    assert!((o17 - approach.share / 2.0).abs() < 1e-6 && (o17 - r14).abs() < 1e-6);
    let in_corner: f32 = points
        .iter()
        .filter(|&&(p, _)| list.iter().any(|c| c.plays(p)))
        .map(|&(_, s)| s)
        .sum();
    assert!(
        (in_corner + tenuki - 1.0).abs() < 1e-4,
        "{in_corner} + {tenuki}"
    );

    // Over GTP, two decimals a line: the corner's lines and tenuki total 1 to the rounding.
    let mut session = app::session(EngineOptions {
        random: true,
        ..EngineOptions::default()
    })
    .expect("the book loads");
    session.handle_line("play b Q16").expect("a reply");
    let reply = session.handle_line("joseki_moves").expect("a reply");
    let lines: Vec<(String, f32)> = reply
        .trim_start_matches('=')
        .trim()
        .lines()
        .map(|l| {
            let (v, w) = l.split_once(' ').expect("VERTEX WEIGHT");
            (v.to_string(), w.parse().expect("a number"))
        })
        .collect();
    let corner_lines: Vec<&(String, f32)> = lines
        .iter()
        .filter(|(v, _)| list.iter().any(|c| c.plays(vertex(&board, v))))
        .collect();
    let printed: f32 = corner_lines.iter().map(|(_, w)| w).sum();
    let rounding = 0.005 * corner_lines.len() as f32;
    assert!(
        (printed + tenuki - 1.0).abs() <= rounding + 1e-4,
        "{printed} + {tenuki}: {lines:?}"
    );
    let weight = |at: &str| lines.iter().find(|(v, _)| v == at).map(|&(_, w)| w);
    assert_eq!(weight("O17"), weight("R14"));
}
