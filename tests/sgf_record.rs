//! Game records: SGF trees read node by node, replayed on a board and into `Game` (GTP loadsgf),
//! and written back (printsgf).

use tesuji::board::{Color, Point};
use tesuji::game::{Game, Scoring};
use tesuji::sgf::{self, GameTree};

fn tree(text: &str) -> GameTree {
    let parsed = sgf::parse(text.as_bytes()).expect("fixture parses");
    parsed.trees.into_iter().next().unwrap_or_default()
}

fn at(game: &Game, x: usize, y: usize) -> Point {
    game.board().point(x, y)
}

const HANDICAP_GAME: &str = "(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]AB[cc][gg];W[ee];B[dd];W[]C[pass];B[ef])";

#[test]
fn replays_handicap_komi_and_moves() {
    let game = sgf::to_game(&tree(HANDICAP_GAME), None).expect("replays");
    assert_eq!(game.size(), 9);
    assert_eq!(game.komi(), 0.5);
    assert_eq!(game.handicap(), &[at(&game, 2, 2), at(&game, 6, 6)]);
    assert_eq!(
        game.moves(),
        &[
            (Color::White, at(&game, 4, 4)),
            (Color::Black, at(&game, 3, 3)),
            (Color::White, Point::PASS),
            (Color::Black, at(&game, 4, 5)),
        ]
    );
    assert_eq!(game.to_play(), Color::White);
}

#[test]
fn fox_komi_times_a_hundred_is_read_as_the_komi_played() {
    let komi = |text: &str| sgf::to_game(&tree(text), None).expect("replays").komi();
    assert_eq!(komi("(;SZ[19]KM[650];B[pd])"), 6.5);
    assert_eq!(komi("(;SZ[19]KM[750])"), 7.5);
    assert_eq!(komi("(;SZ[19]KM[-650])"), -6.5);
    // Anything within the board's area is taken as written, large or not.
    assert_eq!(komi("(;SZ[19]KM[300])"), 300.0);
    assert_eq!(komi("(;SZ[9]KM[81])"), 81.0);
    assert_eq!(komi("(;SZ[9]KM[650])"), 6.5);
    assert_eq!(komi("(;SZ[19]KM[0])"), 0.0);
}

#[test]
fn move_limit_gives_the_position_before_the_next_move() {
    // GTP `loadsgf FILE 3` = the position before move 3 = two moves played.
    let game = sgf::to_game(&tree(HANDICAP_GAME), Some(2)).expect("replays");
    assert_eq!(game.moves().len(), 2);
    assert_eq!(game.to_play(), Color::White);
    let start = sgf::to_game(&tree(HANDICAP_GAME), Some(0)).expect("replays");
    assert!(start.moves().is_empty());
    assert_eq!(start.handicap().len(), 2);
    // A limit past the end plays everything.
    let all = sgf::to_game(&tree(HANDICAP_GAME), Some(99)).expect("replays");
    assert_eq!(all.moves().len(), 4);
}

#[test]
fn side_to_move_follows_the_record() {
    // Two black moves in a row: stopping before the second leaves Black to play.
    let game = sgf::to_game(&tree("(;SZ[9];B[aa];B[bb])"), Some(1)).expect("replays");
    assert_eq!(game.to_play(), Color::Black);
    let pl = sgf::to_game(&tree("(;SZ[9]AB[aa]PL[W])"), None).expect("replays");
    assert_eq!(pl.to_play(), Color::White);
    assert_eq!(pl.board().color_at(at(&pl, 0, 0)), Some(Color::Black));
}

#[test]
fn rules_and_bad_records() {
    let japanese = sgf::to_game(&tree("(;SZ[9]RU[Japanese])"), None).expect("replays");
    assert_eq!(japanese.rules().scoring, Scoring::Territory);
    for bad in [
        "(;SZ[19:13])",
        "(;SZ[9]KM[lots])",
        "(;SZ[9];B[jj])",
        "(;SZ[9];B[aa];W[aa])",
        "(;SZ[9]AB[zz])",
    ] {
        assert!(sgf::to_game(&tree(bad), None).is_err(), "{bad}");
    }
}

/// Each way a record fails is its own case, with the text users have always read.
#[test]
fn record_errors_tell_their_cases_apart() {
    use sgf::{MoveProblem, RecordError};
    use tesuji::board::Illegal;
    use tesuji::game::GameError;
    let error = |record: &str| sgf::to_game(&tree(record), None).expect_err(record);
    let cases: [(&str, RecordError, &str); 8] = [
        (
            "(;SZ[nine])",
            RecordError::SizeNotANumber {
                value: "nine".into(),
            },
            "SZ[nine] is not a board size",
        ),
        (
            "(;SZ[19:13])",
            RecordError::NonSquare {
                value: "19:13".into(),
                columns: 19,
                rows: 13,
            },
            "SZ[19:13]: non-square boards (19x13) are not supported",
        ),
        (
            "(;SZ[30])",
            RecordError::SizeOutOfRange { value: "30".into() },
            "SZ[30]: board size must be 2..=25",
        ),
        (
            "(;SZ[9]KM[lots])",
            RecordError::KomiNotANumber {
                value: "lots".into(),
            },
            "KM[lots] is not a number",
        ),
        (
            "(;SZ[9];B[jj])",
            RecordError::Move {
                number: 1,
                color: Color::Black,
                value: "jj".into(),
                problem: MoveProblem::OffBoard { size: 9 },
            },
            "move 1 (B[jj]): move [jj] is off the 9x9 board",
        ),
        (
            "(;SZ[9];B[a!])",
            RecordError::Move {
                number: 1,
                color: Color::Black,
                value: "a!".into(),
                problem: MoveProblem::NotAPoint,
            },
            "move 1 (B[a!]): move [a!] is not a point",
        ),
        (
            "(;SZ[9];B[aa];W[aa])",
            RecordError::Move {
                number: 2,
                color: Color::White,
                value: "aa".into(),
                problem: MoveProblem::Refused(GameError::Illegal(Illegal::Occupied)),
            },
            "move 2 (W[aa]): illegal (Illegal(Occupied))",
        ),
        (
            "(;SZ[9]AB[zz])",
            RecordError::SetupOffBoard {
                ident: "AB".into(),
                at: (25, 25),
                size: 9,
            },
            "AB[zz] is off the 9x9 board",
        ),
    ];
    for (record, case, text) in cases {
        let got = error(record);
        assert_eq!(got, case, "{record}");
        assert_eq!(got.to_string(), text, "{record}");
    }
}

#[test]
fn from_game_writes_a_record_that_replays() {
    let mut game = Game::new(13);
    game.set_komi(6.5);
    let handicap = [at(&game, 3, 3), at(&game, 9, 9)];
    game.set_handicap(&handicap).expect("empty board");
    for (color, point) in [
        (Color::White, at(&game, 9, 3)),
        (Color::Black, at(&game, 3, 9)),
        (Color::White, Point::PASS),
        (Color::Black, at(&game, 6, 6)),
    ] {
        game.play(color, point).expect("legal");
    }
    let record = sgf::from_game(&game);
    let text = sgf::write(std::slice::from_ref(&record));
    for expected in [
        "FF[4]",
        "GM[1]",
        "CA[UTF-8]",
        "SZ[13]",
        "KM[6.5]",
        "RU[Chinese]",
        "HA[2]",
        "AB[dd][jj]",
        ";W[jd]",
        ";W[]",
    ] {
        assert!(text.contains(expected), "{expected} missing in {text}");
    }
    let replayed = sgf::to_game(&tree(&text), None).expect("replays");
    assert_eq!(replayed.moves(), game.moves());
    assert_eq!(replayed.handicap(), game.handicap());
    assert_eq!(replayed.komi(), game.komi());
    assert_eq!(replayed.to_play(), game.to_play());
    assert_eq!(replayed.board().hash(), game.board().hash());
}

#[test]
fn from_game_keeps_setup_and_side_to_move() {
    let mut game = Game::new(9);
    game.setup(Some(Color::White), at(&game, 4, 4))
        .expect("empty");
    game.setup(Some(Color::Black), at(&game, 0, 0))
        .expect("empty");
    game.set_to_play(Color::White);
    let record = sgf::from_game(&game);
    let root = &record.nodes[0];
    assert_eq!(root.value("AW"), Some("ee"));
    assert_eq!(root.value("AB"), Some("aa"));
    assert!(root.get("HA").is_none());
    let replayed = sgf::to_game(&record, None).expect("replays");
    assert_eq!(replayed.to_play(), Color::White);
    assert_eq!(replayed.setup_stones(), game.setup_stones());
}

#[test]
fn node_actions_read_setup_then_the_side_to_move_then_every_move() {
    use sgf::Action::{Move, Setup, SetupSkipped, ToPlay};
    let t = tree("(;SZ[9];W[cc]B[dd]AB[aa:ba][zz][]AE[ee]PL[W])");
    let actions: Vec<sgf::Action> = sgf::node_actions(&t.nodes[1], 9).collect();
    assert_eq!(
        actions,
        [
            Setup(None, (4, 4)),
            Setup(Some(Color::Black), (0, 0)),
            Setup(Some(Color::Black), (1, 0)),
            SetupSkipped {
                ident: "AB",
                at: Some((25, 25)),
            },
            SetupSkipped {
                ident: "AB",
                at: None,
            },
            ToPlay(Color::White),
            Move {
                color: Color::White,
                at: Some((2, 2)),
                value: "cc",
            },
            Move {
                color: Color::Black,
                at: Some((3, 3)),
                value: "dd",
            },
        ]
    );
    // `tt` passes up to 19x19 and is a point beyond; what is no point of the board is bad.
    let t = tree("(;SZ[9];B[tt];W[jj];B[x])");
    let first = |id: usize, size: usize| sgf::node_actions(&t.nodes[id], size).next();
    assert!(matches!(first(1, 9), Some(Move { at: None, .. })));
    assert!(matches!(
        first(1, 21),
        Some(Move {
            at: Some((19, 19)),
            ..
        })
    ));
    assert!(matches!(first(2, 9), Some(sgf::Action::BadMove { .. })));
    assert!(matches!(
        first(3, 19),
        Some(sgf::Action::BadMove { value: "x", .. })
    ));
}

#[test]
fn a_replay_shows_each_move_before_playing_it_and_ends_at_a_refused_one() {
    let t = tree("(;SZ[9]AB[aa];W[ba];AW[bb];B[];AE[aa]B[cc];W[cc];B[dd])");
    let mut line = sgf::replay(&t).expect("9x9 replays");
    fn colour<I>(line: &sgf::Replay<I>, x: usize, y: usize) -> Option<Color> {
        line.board().color_at(line.board().point(x, y))
    }

    let first = line.next_move().expect("W ba");
    assert_eq!(
        (first.color, first.at, first.number, first.node),
        (Color::White, Some((1, 0)), 0, 1)
    );
    assert_eq!(colour(&line, 0, 0), Some(Color::Black), "root setup placed");
    assert!(
        line.setup_since_move(),
        "the root's setup came since the start"
    );

    let pass = line.next_move().expect("B pass");
    assert_eq!(
        (pass.at, pass.point, pass.number, pass.node),
        (None, Point::PASS, 1, 3)
    );
    assert!(line.setup_since_move(), "AW[bb] came after the first move");
    assert_eq!(colour(&line, 1, 1), Some(Color::White));

    let third = line.next_move().expect("B cc");
    assert_eq!((third.at, third.number, third.node), (Some((2, 2)), 2, 4));
    assert_eq!(
        colour(&line, 0, 0),
        None,
        "the node's AE comes before its move"
    );

    assert_eq!(line.next_move(), None, "W cc is on a stone");
    assert_eq!(
        line.stopped().map(ToString::to_string).as_deref(),
        Some("move 4 (W[cc]): illegal (Occupied)")
    );
    assert_eq!(line.played(), 3);
    assert_eq!(colour(&line, 2, 2), Some(Color::Black));
    assert_eq!(line.next_move(), None, "nothing after the end");

    let bad = tree("(;SZ[9];B[ee];W[zz];B[ff])");
    let mut line = sgf::replay(&bad).expect("9x9 replays");
    assert!(line.next_move().is_some());
    assert_eq!(line.next_move(), None);
    let why = line.stopped().expect("zz is off the board").to_string();
    assert!(
        why.starts_with("move 2 (W[zz])") && why.contains("off the 9x9 board"),
        "{why}"
    );

    // Setup ends up as the record says: a stone of the other colour is replaced.
    let replaced = tree("(;SZ[9]AW[aa];AB[aa])");
    let mut line = sgf::replay(&replaced).expect("9x9 replays");
    assert_eq!(line.next_move(), None);
    assert_eq!(line.stopped(), None);
    assert_eq!(colour(&line, 0, 0), Some(Color::Black));
    assert!(line.setup_since_move());

    assert!(
        sgf::replay(&tree("(;SZ[30])")).is_err(),
        "a size the board cannot have"
    );
}

/// A record may repeat a whole-board position (games played under simple ko, GNU Go's
/// regression games among them): loadsgf replays it instead of refusing the rest of the game.
/// Here Black takes a ko, both pass, and White retakes: legal under simple ko, a positional
/// superko repetition under the Chinese rules the record is loaded with.
#[test]
fn a_record_that_repeats_a_position_still_loads() {
    let record = "(;SZ[4]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[];B[];W[bb];B[dd])";
    let game = sgf::to_game(&tree(record), None).expect("replays");
    assert_eq!(game.moves().len(), 5);
    assert_eq!(game.board().color_at(at(&game, 1, 1)), Some(Color::White));
    assert_eq!(
        game.board().color_at(at(&game, 2, 1)),
        None,
        "the retake captured"
    );
    assert_eq!(game.rules().scoring, Scoring::Area);
    // A move no rule allows still stops the replay.
    assert!(sgf::to_game(&tree("(;SZ[4];B[aa];W[aa])"), None).is_err());
}
