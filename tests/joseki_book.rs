//! Handwritten fixtures for the joseki book: transpositions, tenuki, symmetries and colour
//! swaps, relaxed matches, counts, and the oddities real files contain.

use tesuji::board::{Board, Color, Point};
use tesuji::joseki::{BookError, Candidate, Corner, JosekiBook, LineTree, MatchMemo, Step};

fn book(sgf: &str) -> JosekiBook {
    let mut book = JosekiBook::from_sgf(&[sgf.as_bytes()]).expect("fixture parses");
    book.set_window(11);
    book
}

fn tree(sgf: &str) -> LineTree {
    let mut tree = LineTree::new();
    tree.add_sgf(sgf.as_bytes()).expect("fixture parses");
    tree.finish();
    tree
}

/// A board from SGF-coordinate stones such as "dd".
fn board(black: &[&str], white: &[&str]) -> Board {
    let mut board = Board::new(19);
    for (stones, color) in [(black, Color::Black), (white, Color::White)] {
        for s in stones {
            board
                .place_setup(color, sgf_point(&board, s))
                .expect("empty point");
        }
    }
    board
}

fn sgf_point(board: &Board, s: &str) -> Point {
    let b = s.as_bytes();
    board.point((b[0] - b'a') as usize, (b[1] - b'a') as usize)
}

fn names(board: &Board, candidates: &[(Point, f32)]) -> Vec<String> {
    let mut v: Vec<String> = candidates
        .iter()
        .map(|&(p, _)| {
            let (x, y) = board.xy(p);
            format!("{}{}", (b'a' + x as u8) as char, (b'a' + y as u8) as char)
        })
        .collect();
    v.sort();
    v
}

/// The points of book moves in one corner (0 top-left, 1 top-right, 2 bottom-left, 3
/// bottom-right) at the book's window, both images of a symmetric position's move, sorted by
/// name; tenuki shows as "tt". Empty corners elsewhere would add the book's opening moves,
/// which these tests are not about.
fn corner_names(book: &JosekiBook, board: &Board, color: Color, corner: usize) -> Vec<String> {
    let mut out = Vec::new();
    book.corner_candidates(board, color, Corner::ALL[corner], book.window(), &mut out);
    let mut v: Vec<String> = out
        .iter()
        .flat_map(Candidate::points)
        .map(|p| {
            if p.is_pass() {
                return "tt".to_string();
            }
            let (x, y) = board.xy(p);
            format!("{}{}", (b'a' + x as u8) as char, (b'a' + y as u8) as char)
        })
        .collect();
    v.sort();
    v
}

#[test]
fn two_move_orders_meet_at_one_node() {
    // The second line starts off the diagonal below it, so it is also stored transposed:
    // the merge has to see through the mirror image as well as the move order.
    let book = book("(;SZ[19](;B[dd];W[fc];B[cf];W[cc])(;B[cf];W[fc];B[dd];W[dc]))");
    let graph = book.graph();
    let merged: Vec<_> = graph
        .nodes
        .iter()
        .filter(|n| n.stones.len() == 3 && n.to_play == Color::White)
        .collect();
    assert_eq!(merged.len(), 1, "both orders reach one position");
    assert_eq!(merged[0].edges.len(), 2);
    let b = board(&["dd", "cf"], &["fc"]);
    assert_eq!(corner_names(&book, &b, Color::White, 0), ["cc", "dc"]);
}

#[test]
fn tenuki_is_an_edge() {
    let book = book("(;SZ[19];B[dd];W[tt];B[cf])");
    let b = board(&["dd"], &[]);
    assert_eq!(
        corner_names(&book, &b, Color::Black, 0),
        ["cf", "fc"],
        "after White's tenuki, Black plays on (either side)"
    );
    // White to play at the same stones: the book's move is tenuki, which `candidates` omits;
    // what it lists comes from the other, empty corners.
    let mut out = Vec::new();
    book.candidates(&b, Color::White, &mut out);
    assert_eq!(names(&b, &out), ["dp", "pd", "pp"]);
    let mut corner = Vec::new();
    book.corner_candidates(&b, Color::White, Corner::ALL[0], 11, &mut corner);
    assert_eq!(corner.len(), 1);
    assert!(corner[0].point.is_pass());
    assert!((corner[0].weight - 1.0).abs() < 1e-6);
}

#[test]
fn matches_under_symmetry_and_colour_swap() {
    // Top-right 4-4 and a low approach, with counts.
    let book = book("(;SZ[19];B[pd]XC[10];W[qf]XC[4])");
    // The same shape in the bottom-left with the colours swapped, Black to answer.
    let b = board(&[], &["dp"]);
    let mut out = Vec::new();
    book.candidates(&b, Color::Black, &mut out);
    // The 4-4 is symmetric, so both approaches are offered, sharing the one move's count; the
    // empty corners offer the 4-4.
    assert_eq!(names(&b, &out), ["cn", "dd", "fq", "pd", "pp"]);
    for (p, w) in &out {
        let approach = ["cn", "fq"].contains(&names(&b, &[(*p, *w)])[0].as_str());
        assert!(
            (w - if approach { 0.5 } else { 1.0 }).abs() < 1e-6,
            "{out:?}"
        );
    }
    // The empty corners offer the 4-4 to the side to move in every orientation.
    let empty = Board::new(19);
    book.candidates(&empty, Color::White, &mut out);
    assert_eq!(names(&empty, &out), ["dd", "dp", "pd", "pp"]);
}

#[test]
fn relaxed_match_allows_extra_stones_at_lower_weight() {
    let book = book("(;SZ[19];B[dd];W[fc];B[fd])");
    let b = board(&["dd"], &["fc", "bb"]);
    let mut corner: Vec<Candidate> = Vec::new();
    book.corner_candidates(&b, Color::Black, Corner::ALL[0], 11, &mut corner);
    assert_eq!(corner.len(), 1);
    assert_eq!(corner[0].point, sgf_point(&b, "fd"));
    assert!(!corner[0].exact);
    assert!((corner[0].weight - tesuji::joseki::RELAXED_FACTOR).abs() < 1e-6);
    // Too many extra stones: more than the book position has.
    let crowded = board(&["dd", "aa", "ab"], &["fc", "bb"]);
    book.corner_candidates(&crowded, Color::Black, Corner::ALL[0], 11, &mut corner);
    assert!(corner.is_empty());
}

#[test]
fn window_limits_what_matches() {
    // The approach at distance 9 from the top edge lies outside a 7x7 window.
    let mut book = book("(;SZ[19];B[dd];W[di];B[cc])");
    let b = board(&["dd"], &["di"]);
    assert_eq!(corner_names(&book, &b, Color::Black, 0), ["cc"]);
    book.set_window(7);
    // The window sees Black's 4-4 alone, with Black to play: the book has no such position.
    assert!(corner_names(&book, &b, Color::Black, 0).is_empty());
}

#[test]
fn counts_from_json_comments_become_weights_and_survive_the_book_format() {
    let source = r#"(;SZ[19];B[pd]C[{"count": 100, "b_win": 50}](;W[qc]C[{"count": 60}])(;W[nc]C[{"count": 30}]))"#;
    let t = tree(source);
    let written = t.to_sgf("test");
    assert!(
        written.contains("XC[60]") && written.contains("XC[30]") && written.contains("XC[100]")
    );
    let reread = tree(&written);
    assert_eq!(
        reread.to_sgf("test"),
        written,
        "the book format is a fixed point"
    );
    let book = book(&written);
    let b = board(&["pd"], &[]);
    assert_eq!(corner_names(&book, &b, Color::White, 1), ["nc", "qc", "qf"]);
    let mut out = Vec::new();
    book.corner_candidates(&b, Color::White, Corner::ALL[1], 11, &mut out);
    // 60 of 90 for the 3-3 invasion, 30 of 90 for the approach on either side: one move with
    // two images, so the shares total 1.
    assert_eq!(out.len(), 2);
    assert!((out[0].share - 60.0 / 90.0).abs() < 1e-6);
    assert!((out[0].weight - 60.0 / 90.0).abs() < 1e-6);
    assert_eq!((out[0].count, out[0].mirror), (60, None));
    assert!((out[1].share - 30.0 / 90.0).abs() < 1e-6);
    assert_eq!(out[1].count, 30);
    assert!(out[1].mirror.is_some());
}

#[test]
fn sources_merge_and_counts_add() {
    let mut t = LineTree::new();
    t.add_sgf(b"(;SZ[19];B[pd]XC[5];W[qc]XC[2])").unwrap();
    // The same line in the bottom-left corner, mirrored.
    t.add_sgf(b"(;SZ[19];B[dp]XC[7];W[cq]XC[3])").unwrap();
    t.finish();
    assert_eq!(t.move_count(), 2);
    assert_eq!(t.nodes[1].count, 12);
    assert_eq!(t.nodes[2].count, 5);
    assert_eq!(t.nodes[2].step, Step::Move(Color::White, Some((2, 2))));
    t.prune(6);
    assert_eq!(t.move_count(), 1);
    assert_eq!(t.stats.pruned, 1);
}

#[test]
fn oddities_are_counted_and_valid_parts_kept() {
    let sgf = "(;SZ[19]\
        (;B[dd];W[cc];B[dc];B[cd])\
        (;B[dd];W[dd];B[cc])\
        (;AB[ba][ab];W[aa];B[cc])\
        (;B[dd];AW[ee];W[cc])\
        (;B[dd];W[])\
        (;SZ[9];B[ee]))";
    let t = tree(sgf);
    let s = &t.stats;
    assert_eq!(s.same_colour_repeats, 1);
    assert_eq!(s.occupied, 1);
    assert_eq!(s.suicide, 1);
    assert_eq!(s.setup_nodes, 2);
    assert_eq!(s.tenuki, 2, "the explicit pass and the implied one");
    assert_eq!(s.skipped_moves(), 2);
    // A nested SZ is not a new tree: the 9x9 move is read as any other.
    let book = JosekiBook::from_tree(&t);
    // The repeat became an explicit White tenuki: after B dc, W tt, Black plays cd.
    let b = board(&["dd", "dc"], &["cc"]);
    assert_eq!(corner_names(&book, &b, Color::Black, 0), ["cd"]);
    // The setup node starts a position of its own.
    let b = board(&["dd"], &["ee"]);
    assert_eq!(corner_names(&book, &b, Color::White, 0), ["cc"]);
}

#[test]
fn trees_on_other_sizes_are_skipped() {
    let t = tree("(;SZ[9];B[ee];W[cc])(;SZ[19];B[dd])");
    assert_eq!(t.stats.trees, 2);
    assert_eq!(t.stats.trees_skipped, 1);
    assert_eq!(t.move_count(), 1);
    let book = JosekiBook::from_tree(&t);
    let small = Board::new(9);
    let mut out = vec![(Point::PASS, 1.0)];
    book.candidates(&small, Color::Black, &mut out);
    assert!(out.is_empty(), "the book is for 19x19 only");
}

#[test]
fn broken_input_is_an_error_not_a_panic() {
    let mut t = LineTree::new();
    for (input, column) in [(&b""[..], 1), (b"(;B[", 4), (b"garbage", 1)] {
        let error = t.add_sgf(input).expect_err("not SGF");
        assert!(matches!(error, BookError::NotSgf(_)), "{error:?}");
        assert!(
            error
                .to_string()
                .contains(&format!("line 1, column {column}")),
            "{input:?}: {error}"
        );
    }
    assert_eq!(t.stats.trees, 0, "nothing is read from a file that fails");
    // Moves and setup off the board are skipped; the good move after them is kept.
    t.add_sgf(b"(;SZ[19];B[zz];W[ZZ];AB[a:];B[dd])")
        .expect("readable SGF with bad points");
    assert_eq!(t.stats.trees, 1);
    assert_eq!(t.stats.setup_skipped, 1, "{}", t.stats.summary());
    assert_eq!(t.stats.moves_kept, 1, "{}", t.stats.summary());
    let book = JosekiBook::from_tree(&t);
    assert_eq!(book.stats().moves_kept, 1);
}

#[test]
fn book_moves_raise_search_priors() {
    use std::sync::Arc;
    use tesuji::search::BookPriorWeights;
    use tesuji::search::JosekiPriors;
    use tesuji::search::Prior;
    use tesuji::search::PriorHook;
    let book = Arc::new(book("(;SZ[19];B[dd]XC[10];W[cc]XC[9])"));
    let b = board(&["dd"], &[]);
    let cc = sgf_point(&b, "cc");
    let elsewhere = sgf_point(&b, "kk");
    let mut priors = vec![Prior::new(cc, 0.5, 2.0), Prior::new(elsewhere, 0.5, 2.0)];
    assert!(
        JosekiPriors::new(&book, 0.0, BookPriorWeights::default()).is_none(),
        "weight 0 ignores the book"
    );
    let hook =
        JosekiPriors::new(&book, 1.0, BookPriorWeights::default()).expect("weight 1 uses the book");
    hook.adjust(&b, Color::White, &mut priors);
    assert!(priors[0].weight > 2.0 && priors[0].value > 0.5);
    assert_eq!(priors[1], Prior::new(elsewhere, 0.5, 2.0));
}

#[test]
fn a_ko_binds_only_the_side_it_was_taken_from() {
    // Black takes the ko at bb by playing cb. White may not take back at once; Black may fill
    // it after the White tenuki that the repeated colour stands for.
    let t = tree(
        "(;SZ[19];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];W[bb];B[cb]\
         (;W[bb])\
         (;B[bb]))",
    );
    let s = &t.stats;
    assert_eq!(s.ko, 1, "{}", s.summary());
    assert_eq!(s.same_colour_repeats, 2, "{}", s.summary());
    assert_eq!((s.moves_read, s.moves_kept), (10, 9), "{}", s.summary());
    // The position after the fill is in the book: the graph replays the tenuki and the fill.
    let book = JosekiBook::from_tree(&t);
    let before_fill = board(&["ba", "ab", "bc", "cb"], &["ca", "db", "cc"]);
    assert_eq!(corner_names(&book, &before_fill, Color::Black, 0), ["bb"]);
}

#[test]
fn a_book_file_that_adds_no_line_is_refused_by_name() {
    use tesuji::joseki::JosekiOptions;
    let dir = std::env::temp_dir().join(format!("tesuji-joseki-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let load = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let options = JosekiOptions {
            paths: vec![path],
            ..JosekiOptions::default()
        };
        JosekiBook::load(&options)
    };
    let no_line = |e: &BookError| matches!(e, BookError::NoLine);
    let other_size = |e: &BookError| matches!(e, BookError::OtherSize { size: 13 });
    let bad_size = |e: &BookError| matches!(e, BookError::BadSize(_));
    let not_sgf = |e: &BookError| matches!(e, BookError::NotSgf(_));
    type Case<'a> = (&'a str, &'a str, &'a str, &'a dyn Fn(&BookError) -> bool);
    let cases: [Case; 4] = [
        (
            "none.sgf",
            "(;SZ[19]C[no moves];C[still none])",
            "no joseki line",
            &no_line,
        ),
        (
            "thirteen.sgf",
            "(;SZ[13];B[dd])(;SZ[13];B[cc])",
            "recorded for 13x13",
            &other_size,
        ),
        ("odd.sgf", "(;SZ[19:13];B[dd])", "non-square", &bad_size),
        ("binary.sgf", "\u{1}\u{2}", "SGF error", &not_sgf),
    ];
    for (name, text, why, case) in cases {
        let error = load(name, text)
            .err()
            .unwrap_or_else(|| panic!("{name} loaded"));
        let message = error.to_string();
        assert!(
            message.contains(name) && message.contains(why),
            "{name}: {message}"
        );
        let BookError::File { path, error } = &error else {
            panic!("{name}: {error:?}");
        };
        assert!(path.ends_with(name) && case(error), "{name}: {error:?}");
    }
    let missing = JosekiBook::load(&JosekiOptions {
        paths: vec![dir.join("missing.sgf")],
        ..JosekiOptions::default()
    })
    .expect_err("a missing file is an error");
    assert!(matches!(missing, BookError::Read { .. }), "{missing:?}");
    assert!(missing.to_string().starts_with("cannot read joseki file "));
    // One usable 19x19 tree is enough, beside trees for other sizes.
    let book = load("mixed.sgf", "(;SZ[9];B[ee])(;SZ[19];B[ee];W[cc])")
        .expect("a usable line")
        .expect("a book was asked for");
    assert_eq!(book.stats().trees_skipped, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_search_memo_changes_no_answer() {
    // One memo serves two books in turn, over positions where the corners fill up move by
    // move (exact matches early, relaxed ones later) and the same windows come back: every
    // answer must be what a fresh match gives, whichever book asked before.
    let small = book("(;GM[1]SZ[19];B[pd];W[qf];B[nc];W[rd])");
    let shipped = JosekiBook::shipped();
    let mut memo = MatchMemo::new();
    let mut board = Board::new(19);
    let mut color = Color::Black;
    let mut seed = 12345u64;
    let (mut fresh, mut memoized) = (Vec::new(), Vec::new());
    let mut nonempty = 0;
    for _ in 0..120 {
        for book in [shipped, &small, shipped] {
            for window in [7, 11] {
                for corner in Corner::ALL {
                    for to_play in [Color::Black, Color::White] {
                        book.corner_candidates(&board, to_play, corner, window, &mut fresh);
                        book.graph().match_corner(
                            &board,
                            to_play,
                            corner,
                            window,
                            Some(&mut memo),
                            &mut memoized,
                        );
                        assert_eq!(fresh, memoized);
                        nonempty += usize::from(!fresh.is_empty());
                    }
                }
            }
        }
        // A move near a corner, picked by a fixed linear congruential sequence.
        loop {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (x, y) = ((seed >> 33) % 7, (seed >> 45) % 7);
            let (x, y) = (x as usize, y as usize);
            let x = if (seed >> 20) & 1 == 0 { x } else { 18 - x };
            let y = if (seed >> 21) & 1 == 0 { y } else { 18 - y };
            if board.play(color, board.point(x, y)).is_ok() {
                break;
            }
        }
        color = color.opponent();
    }
    assert!(
        nonempty > 200,
        "the positions should reach the books: {nonempty}"
    );
}
