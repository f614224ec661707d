//! `joseki_moves` over GTP: format, side to move, colour argument, options.

use std::path::PathBuf;
use tesuji::app::{self, EngineOptions};
use tesuji::gtp::Session;

/// The engine as the binary wires it, playing random moves so that nothing here searches.
fn session(options: EngineOptions) -> Session {
    app::session(EngineOptions {
        random: true,
        ..options
    })
    .expect("the book loads")
}

fn answer(s: &mut Session, line: &str) -> String {
    let reply = s.handle_line(line).expect("a reply");
    reply.trim_end().to_string()
}

fn ok(s: &mut Session, line: &str) -> String {
    let reply = answer(s, line);
    assert!(reply.starts_with('='), "{line:?} failed: {reply:?}");
    reply.trim_start_matches('=').trim().to_string()
}

/// (vertex, weight) pairs, checking the format on the way.
fn pairs(text: &str) -> Vec<(String, f64)> {
    text.lines()
        .map(|line| {
            let (v, w) = line.split_once(' ').expect("VERTEX WEIGHT");
            let w: f64 = w.parse().expect("a number");
            assert!((0.0..=1.0).contains(&w), "{line}");
            (v.to_string(), w)
        })
        .collect()
}

#[test]
fn book_moves_for_the_side_to_move_best_first() {
    let mut s = session(EngineOptions::default());
    let opening = pairs(&ok(&mut s, "joseki_moves"));
    assert!(opening.iter().any(|(v, _)| v == "Q16"), "{opening:?}");
    assert!(opening.windows(2).all(|w| w[0].1 >= w[1].1));
    ok(&mut s, "play b Q16");
    let reply = pairs(&ok(&mut s, "joseki_moves"));
    // White's answers to the 4-4 include the 3-3 invasion.
    assert!(reply.iter().any(|(v, _)| v == "R17"), "{reply:?}");
    assert!(reply.windows(2).all(|w| w[0].1 >= w[1].1));
    // Asked for Black instead, the book answers as if White had played elsewhere.
    let for_black = pairs(&ok(&mut s, "joseki_moves b"));
    assert_ne!(for_black, reply);
    assert!(answer(&mut s, "joseki_moves purple").starts_with('?'));
    assert!(answer(&mut s, "joseki_moves b w").starts_with('?'));
}

#[test]
fn no_book_off_the_19x19_board_or_when_switched_off() {
    let mut s = session(EngineOptions::default());
    ok(&mut s, "boardsize 9");
    assert_eq!(ok(&mut s, "joseki_moves"), "");
    let mut off = session(EngineOptions {
        no_joseki: true,
        ..EngineOptions::default()
    });
    assert_eq!(ok(&mut off, "joseki_moves"), "");
}

#[test]
fn extra_books_are_loaded_and_bad_paths_reported() {
    let dir = std::env::temp_dir().join(format!("tesuji-joseki-gtp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("mine.sgf");
    // A 5-5 opening the shipped book does not have.
    std::fs::write(&path, "(;SZ[19];B[ee];W[cc])").unwrap();
    let mut only_mine = session(EngineOptions {
        no_joseki: true,
        joseki: vec![path.clone()],
        ..EngineOptions::default()
    });
    let moves = pairs(&ok(&mut only_mine, "joseki_moves"));
    let names: Vec<&str> = moves.iter().map(|(v, _)| v.as_str()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(names.contains(&"E15") && names.contains(&"P5"), "{names:?}");
    let mut both = session(EngineOptions {
        joseki: vec![path.clone()],
        ..EngineOptions::default()
    });
    let moves = pairs(&ok(&mut both, "joseki_moves"));
    assert!(moves.iter().any(|(v, _)| v == "E15") && moves.iter().any(|(v, _)| v == "Q16"));
    // A book that cannot be read stops the engine before it answers anything.
    let missing = app::session(EngineOptions {
        joseki: vec![PathBuf::from("no/such/joseki.sgf")],
        ..EngineOptions::default()
    });
    let error = missing.err().expect("a missing book is an error");
    assert!(
        matches!(
            error,
            app::StartError::Book(tesuji::joseki::BookError::Read { .. })
        ),
        "{error:?}"
    );
    let error = error.to_string();
    assert!(
        error.contains("joseki") && error.contains("no/such/joseki.sgf"),
        "{error}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_search_hook_follows_the_options() {
    use tesuji::board::{Board, Color};
    use tesuji::search::BookPriorWeights;
    use tesuji::search::JosekiPriors;
    use tesuji::search::Prior;
    use tesuji::search::PriorHook;
    let off = EngineOptions {
        no_joseki: true,
        ..EngineOptions::default()
    };
    assert!(app::load_book(&off).expect("no book to load").is_none());
    let book = app::load_book(&EngineOptions::default())
        .expect("the shipped book loads")
        .expect("the default has a book");
    assert!(JosekiPriors::new(&book, 0.0, BookPriorWeights::default()).is_none());
    let hook =
        JosekiPriors::new(&book, 1.0, BookPriorWeights::default()).expect("weight 1 uses the book");
    let board = Board::new(19);
    let hoshi = board.point(15, 3);
    let centre = board.point(9, 9);
    let mut priors = vec![Prior::new(hoshi, 0.5, 2.0), Prior::new(centre, 0.5, 2.0)];
    hook.adjust(&board, Color::Black, &mut priors);
    assert!(
        priors[0].weight > 2.0 && priors[0].value > 0.5,
        "{priors:?}"
    );
    assert_eq!(priors[1].weight, 2.0);
    // Not a 19x19 board: nothing to say.
    let small = Board::new(9);
    let mut priors = vec![Prior::new(small.point(4, 4), 0.5, 2.0)];
    hook.adjust(&small, Color::Black, &mut priors);
    assert_eq!(priors[0].weight, 2.0);
}
