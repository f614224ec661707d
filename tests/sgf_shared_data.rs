//! Parsing the shared corpus beside the repository: the handmade edge cases (expectations from
//! their README), Kogo's Joseki Dictionary, every game record, and a write/parse round trip of
//! every SGF file there. Ignored by default, so a run without the corpus counts them as ignored
//! rather than passed; `.ci/run` includes them when `../shared/data` is there, and a test whose
//! own file is still missing prints SKIP.

use std::io::Write;
use std::path::{Path, PathBuf};

use tesuji::board::Color;
use tesuji::game::Game;
use tesuji::sgf::{self, GameTree, Parsed};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data");

fn data(relative: &str) -> Option<PathBuf> {
    let path = Path::new(DATA).join(relative);
    if path.exists() {
        Some(path)
    } else {
        // Straight to stderr: the test harness captures println!, and a skip must be seen.
        let _ = writeln!(
            std::io::stderr(),
            "SKIP: ../shared/data/{relative} not found"
        );
        None
    }
}

fn parse_file(path: &Path) -> Result<Parsed, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    sgf::parse(&bytes).map_err(|e| format!("{}:{e}", path.display()))
}

fn sgf_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

type Move = (Color, Option<(usize, usize)>);

fn moves(tree: &GameTree) -> Vec<Move> {
    let size = tree.board_size().unwrap_or(19);
    tree.main_line()
        .iter()
        .filter_map(|&i| tree.nodes[i].mv(size))
        .collect()
}

fn xy(point: &str) -> (usize, usize) {
    sgf::parse_point(point).unwrap_or((99, 99))
}

fn b(point: &str) -> Move {
    (Color::Black, Some(xy(point)))
}

fn w(point: &str) -> Move {
    (Color::White, Some(xy(point)))
}

const B_PASS: Move = (Color::Black, None);
const W_PASS: Move = (Color::White, None);

fn stone(game: &Game, point: &str) -> Option<Color> {
    let (x, y) = xy(point);
    game.board().color_at(game.board().point(x, y))
}

fn stones(game: &Game, color: Color) -> usize {
    let board = game.board();
    board
        .points()
        .filter(|&p| board.color_at(p) == Some(color))
        .count()
}

/// The handmade files, by path under sgf-tests/handmade.
struct Handmade {
    root: PathBuf,
}

impl Handmade {
    fn new() -> Option<Handmade> {
        data("sgf-tests/handmade").map(|root| Handmade { root })
    }

    fn parsed(&self, name: &str) -> Parsed {
        parse_file(&self.root.join(name)).unwrap_or_else(|e| panic!("{e}"))
    }

    fn tree(&self, name: &str) -> GameTree {
        let parsed = self.parsed(name);
        assert_eq!(parsed.trees.len(), 1, "{name}");
        assert!(parsed.errors.is_empty(), "{name}: {:?}", parsed.errors);
        parsed.trees.into_iter().next().unwrap_or_default()
    }

    fn root_value(&self, name: &str, ident: &str) -> String {
        self.tree(name).nodes[0]
            .value(ident)
            .unwrap_or("<absent>")
            .to_string()
    }
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn handmade_valid() {
    let Some(h) = Handmade::new() else { return };

    let escapes = h.tree("valid/escapes.sgf");
    assert_eq!(
        escapes.nodes[0].value("C"),
        Some(
            "Closing bracket: ] ; backslash: \\ ; backslash then bracket: \\] ; escaped ordinary \
             char: abc ; colon: : ; open bracket needs no escape: [ ok"
        )
    );
    assert_eq!(
        escapes.nodes[0].value("GN"),
        Some("Escapes ] and \\ in SimpleText")
    );
    assert!(escapes.nodes[1]
        .value("C")
        .is_some_and(|c| c.ends_with(": \\")));
    assert_eq!(
        escapes.nodes[2].get("LB").map(|p| p.values.clone()),
        Some(vec!["cc:a]b".to_string(), "dd:x\\y".to_string()])
    );

    for name in [
        "valid/soft-linebreaks-lf.sgf",
        "valid/soft-linebreaks-crlf.sgf",
    ] {
        let tree = h.tree(name);
        assert_eq!(tree.nodes[0].value("C"), Some("one two"), "{name}");
        assert_eq!(
            tree.nodes[1].value("C"),
            Some("hard line\nbreak kept, soft break removed"),
            "{name}"
        );
    }
    assert_eq!(
        h.root_value("valid/soft-linebreaks-lfcr-cr.sgf", "C"),
        "LFCR: one two; CR only: three four"
    );

    let collection = h.parsed("valid/collection-3-games.sgf");
    let sizes: Vec<_> = collection.trees.iter().map(|t| t.board_size()).collect();
    assert_eq!(sizes, vec![Ok(9), Ok(13), Ok(19)]);
    let counts: Vec<_> = collection.trees.iter().map(|t| moves(t).len()).collect();
    assert_eq!(counts, vec![3, 2, 3]);
    assert_eq!(collection.trees[1].nodes[0].value("KM"), Some("6.5"));
    assert_eq!(collection.trees[2].nodes[1].children.len(), 2);

    let points = h.tree("valid/compressed-point-lists.sgf");
    let root = &points.nodes[0];
    assert_eq!(root.get("AB").map(|p| p.points().len()), Some(10));
    assert_eq!(root.get("AW").map(|p| p.points().len()), Some(12));
    assert_eq!(
        points.nodes[1].get("AE").map(|p| p.points()),
        Some(vec![(1, 1)])
    );
    let marks = &points.nodes[2];
    assert_eq!(
        marks.get("TR").map(|p| p.points()),
        Some(vec![xy("aa"), xy("ab")])
    );
    assert_eq!(
        marks.get("SQ").map(|p| p.points()),
        Some(vec![xy("gg"), xy("gh")])
    );
    assert_eq!(marks.get("MA").map(|p| p.points()), Some(vec![xy("ee")]));
    let game = sgf::to_game(&points, None).expect("replays");
    assert_eq!(stones(&game, Color::Black), 9);
    assert_eq!(stones(&game, Color::White), 12);
    assert_eq!(stone(&game, "bb"), None);

    assert_eq!(
        moves(&h.tree("valid/pass-moves.sgf")),
        vec![b("pd"), W_PASS, B_PASS, w("dp"), B_PASS, W_PASS]
    );
    assert_eq!(
        moves(&h.tree("valid/pass-tt-9x9.sgf")),
        vec![b("ee"), W_PASS, B_PASS]
    );
    assert_eq!(
        moves(&h.tree("valid/large-board-25.sgf")),
        vec![b("yy"), w("aa"), b("mm"), w("tt"), B_PASS]
    );
    assert!(h.tree("valid/nonsquare-board.sgf").board_size().is_err());

    let ff3 = h.tree("valid/ff3-lowercase-idents.sgf");
    for ident in ["GM", "FF", "SZ", "PB", "PW", "KM", "AB"] {
        assert!(ff3.nodes[0].get(ident).is_some(), "{ident}");
    }
    assert_eq!(ff3.nodes[0].value("PB"), Some("Alice"));
    assert_eq!(moves(&ff3), vec![w("pd"), b("dp")]);
    assert!(ff3.nodes[1].value("C").is_some());

    let pl = h.tree("valid/ff3-pl-numeric.sgf");
    assert_eq!(pl.nodes[0].value("PL"), Some("2"));
    let start = sgf::to_game(&pl, Some(0)).expect("replays");
    assert_eq!(start.to_play(), Color::White);
    assert_eq!(stones(&start, Color::Black), 2);

    let spaced = h.tree("valid/whitespace-everywhere.sgf");
    assert_eq!(
        spaced.nodes[0].get("AB").map(|p| p.points()),
        Some(vec![xy("aa"), xy("bb"), xy("cc")])
    );
    assert_eq!(spaced.nodes[1].mv(9), Some(b("ee")));
    let variations: Vec<_> = spaced.nodes[1]
        .children
        .iter()
        .map(|&c| spaced.nodes[c].mv(9))
        .collect();
    assert_eq!(variations, vec![Some(w("dd")), Some(w("ff"))]);

    let empty_nodes = h.tree("valid/empty-nodes-and-root-only.sgf");
    assert_eq!(empty_nodes.nodes.len(), 5);
    assert_eq!(moves(&empty_nodes), vec![b("ee"), w("dd")]);

    let setup = h.tree("valid/setup-in-tree-and-pl.sgf");
    let before_gc = sgf::to_game(&setup, Some(2)).expect("replays");
    for (point, color) in [
        ("cc", Some(Color::Black)),
        ("gg", Some(Color::Black)),
        ("dd", Some(Color::White)),
        ("cg", Some(Color::White)),
        ("ee", None),
    ] {
        assert_eq!(stone(&before_gc, point), color, "{point}");
    }
    assert_eq!(before_gc.to_play(), Color::White);
    let all = sgf::to_game(&setup, None).expect("replays");
    assert_eq!(stone(&all, "gc"), Some(Color::White));

    let any_order = h.tree("valid/node-props-any-order.sgf");
    assert_eq!(moves(&any_order), vec![b("pd"), w("dp")]);
    assert!(any_order.nodes[1].get("LB").is_some() && any_order.nodes[1].get("C").is_some());
    assert!(any_order.nodes[2].get("TR").is_some() && any_order.nodes[2].get("C").is_some());

    let deep = moves(&h.tree("valid/variation-deep-nesting.sgf"));
    assert_eq!(deep.len(), 30);
    assert!(deep.iter().all(|&(c, p)| c == Color::Black && p.is_some()));

    let unicode = h.tree("valid/unicode-utf8.sgf");
    assert_eq!(unicode.nodes[0].value("PB"), Some("井山裕太"));
    assert_eq!(unicode.nodes[0].value("PW"), Some("신진서"));
    assert_eq!(unicode.nodes[0].value("EV"), Some("第46期棋聖戦"));
    assert_eq!(h.root_value("valid/unicode-utf8-bom.sgf", "PB"), "柯洁");
    assert!(h.parsed("valid/unicode-utf8-bom.sgf").warnings.is_empty());
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn handmade_encodings() {
    let Some(h) = Handmade::new() else { return };
    assert_eq!(
        h.root_value("encoding/latin1-default-no-ca.sgf", "PB"),
        "José"
    );
    assert_eq!(h.root_value("encoding/latin1-declared.sgf", "PB"), "Müller");
    assert_eq!(
        h.root_value("encoding/latin1-declared.sgf", "C"),
        "Gö spielen"
    );
    assert_eq!(h.root_value("encoding/utf8-without-ca.sgf", "PB"), "Müller");
    assert_eq!(
        h.root_value("encoding/shiftjis-backslash-trailbyte.sgf", "PB"),
        "表"
    );
    assert_eq!(
        h.root_value("encoding/shiftjis-backslash-trailbyte.sgf", "C"),
        "表示"
    );
    assert_eq!(
        moves(&h.tree("encoding/shiftjis-backslash-trailbyte.sgf")),
        vec![b("pd")]
    );
    assert_eq!(h.root_value("encoding/gbk-no-ca.sgf", "PB"), "柯洁");
    assert_eq!(h.root_value("encoding/gbk-no-ca.sgf", "PW"), "党毅飞");
    assert_eq!(
        h.root_value("encoding/ca-mismatch-declared-utf8-bytes-latin1.sgf", "PB"),
        "Jos\u{FFFD}"
    );
    // Without CA the trail byte would escape the bracket and PB would swallow the move; the
    // parser notices and reads the file as Shift_JIS instead, with a warning saying so.
    let guessed = h.parsed("encoding/shiftjis-backslash-trailbyte-no-ca.sgf");
    assert!(guessed
        .warnings
        .iter()
        .any(|w| w.message.contains("Shift_JIS")));
    assert_eq!(guessed.trees[0].nodes[0].value("PB"), Some("表"));
    assert_eq!(moves(&guessed.trees[0]), vec![b("pd")]);
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn handmade_malformed() {
    let Some(h) = Handmade::new() else { return };
    let warned = |name: &str| {
        let parsed = h.parsed(name);
        assert!(!parsed.warnings.is_empty(), "{name} should warn");
        assert!(parsed.errors.is_empty(), "{name}: {:?}", parsed.errors);
        assert_eq!(parsed.trees.len(), 1, "{name}");
        parsed.trees.into_iter().next().unwrap_or_default()
    };

    let bracket = warned("malformed/unescaped-bracket-in-value.sgf");
    assert_eq!(bracket.nodes[0].value("US"), Some("Matsuyama[3d"));
    assert_eq!(bracket.nodes[0].value("PB"), Some("x"));
    assert_eq!(moves(&bracket), vec![b("pd")]);

    let implicit = warned("malformed/missing-initial-semicolon.sgf");
    assert_eq!(implicit.board_size(), Ok(9));
    assert_eq!(moves(&implicit), vec![b("ee"), w("dd")]);

    for name in [
        "malformed/unclosed-gametree.sgf",
        "malformed/junk-before-and-after.sgf",
        "malformed/extra-closing-paren.sgf",
    ] {
        assert_eq!(moves(&warned(name)), vec![b("ee"), w("dd")], "{name}");
    }

    let empty_variation = warned("malformed/empty-variation.sgf");
    assert_eq!(empty_variation.nodes.len(), 3);
    assert_eq!(moves(&empty_variation), vec![b("ee"), w("dd")]);

    let duplicate = warned("malformed/duplicate-property-in-node.sgf");
    assert_eq!(
        duplicate.nodes[0].get("AP").map(|p| p.values.clone()),
        Some(vec!["GNU Go:3.8".to_string(), "foxwq".to_string()])
    );
    assert_eq!(duplicate.nodes[0].value("KM"), Some("650"));

    let no_value = warned("malformed/property-without-value.sgf");
    assert_eq!(no_value.nodes.len(), 3);
    assert_eq!(moves(&no_value), vec![w("dd")]);

    for (name, kept) in [
        ("malformed/unterminated-value.sgf", vec![b("ee"), w("dd")]),
        (
            "malformed/truncated-mid-property.sgf",
            vec![b("pd"), w("dp")],
        ),
    ] {
        let parsed = h.parsed(name);
        assert_eq!(parsed.errors.len(), 1, "{name}");
        assert!(parsed.errors[0].message.contains("unterminated"), "{name}");
        assert_eq!(moves(&parsed.trees[0]), kept, "{name}");
    }

    let two_moves = h.tree("malformed/two-moves-same-node.sgf");
    let game = sgf::to_game(&two_moves, None).expect("both moves are played");
    assert_eq!(game.moves().len(), 3);
    assert_eq!(stone(&game, "dd"), Some(Color::White));

    let occupied = h.tree("malformed/move-on-occupied-point.sgf");
    assert!(sgf::to_game(&occupied, None).is_err());
    assert!(sgf::to_game(&occupied, Some(1)).is_ok());

    let off_board = h.tree("malformed/move-out-of-board.sgf");
    assert_eq!(off_board.nodes[2].mv(9), None);
    let error = sgf::to_game(&off_board, None).expect_err("zz is off a 9x9 board");
    assert!(error.to_string().contains("off"), "{error}");
    assert!(
        matches!(
            error,
            sgf::RecordError::Move {
                problem: sgf::MoveProblem::OffBoard { size: 9 },
                ..
            }
        ),
        "{error:?}"
    );

    let suicide = h.tree("malformed/suicide-move.sgf");
    assert!(sgf::to_game(&suicide, None).is_err());
    assert!(sgf::to_game(&suicide, Some(0)).is_ok());

    for name in [
        "malformed/empty-file.sgf",
        "malformed/no-gametree-only-text.sgf",
    ] {
        let error = parse_file(&h.root.join(name)).expect_err(name);
        assert!(error.contains("1:1: no game tree"), "{error}");
    }
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn kogo_joseki_dictionary_2014() {
    let Some(path) = data("joseki/kogo/kogos_joseki_dictionary_2014-02-25.sgf") else {
        return;
    };
    let parsed = parse_file(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(parsed.errors.is_empty() && parsed.warnings.is_empty());
    assert_eq!(parsed.trees.len(), 1);
    let tree = &parsed.trees[0];
    // Depth is the longest root-to-leaf path counted in nodes, root included.
    let (nodes, leaves, depth) = (tree.nodes.len(), tree.leaves(), tree.depth());
    println!("Kogo 2014: nodes {nodes}, leaves {leaves}, depth {depth}");
    assert_eq!((nodes, leaves, depth), (62_749, 7_721, 274));
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn kogo_joseki_dictionary_2007() {
    let Some(path) = data("joseki/kogo/kogos_joseki_dictionary_2007_zh-translation.sgf") else {
        return;
    };
    let parsed = parse_file(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let tree = &parsed.trees[0];
    let (nodes, leaves, depth) = (tree.nodes.len(), tree.leaves(), tree.depth());
    println!("Kogo 2007: nodes {nodes}, leaves {leaves}, depth {depth}");
    assert_eq!((nodes, leaves, depth), (62_443, 7_667, 274));
    // Its 2,158 soft line breaks are gone: the words they split are whole again.
    let comments: Vec<&str> = tree.nodes.iter().filter_map(|n| n.value("C")).collect();
    assert!(comments.iter().any(|c| c.contains("show a special")));
    assert!(comments.iter().all(|c| !c.contains("\\\n")));
    assert!(tree.nodes[0]
        .value("C")
        .is_some_and(|c| c.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch))));
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn every_game_record_parses_and_replays() {
    let Some(root) = data("games") else { return };
    let files = sgf_files(&root);
    let (mut games, mut moves_total, mut warned) = (0usize, 0usize, 0usize);
    let mut failures = Vec::new();
    let mut unplayable = Vec::new();
    for path in &files {
        match parse_file(path) {
            Ok(parsed) if parsed.errors.is_empty() => {
                warned += usize::from(!parsed.warnings.is_empty());
                for tree in &parsed.trees {
                    games += 1;
                    moves_total += moves(tree).len();
                    if let Err(e) = sgf::to_game(tree, None) {
                        unplayable.push(format!("{}: {e}", path.display()));
                    }
                }
            }
            Ok(parsed) => failures.push(format!("{}: {:?}", path.display(), parsed.errors)),
            Err(e) => failures.push(e),
        }
    }
    println!(
        "games: {} files, {games} game trees, {moves_total} main-line moves, {warned} files \
         with warnings, {} not replayable",
        files.len(),
        unplayable.len()
    );
    for line in &unplayable {
        println!("  not replayable: {line}");
    }
    assert!(failures.is_empty(), "{failures:#?}");
    // One Fox record has a ko recapture the rules forbid; more would mean a replay bug.
    assert!(unplayable.len() * 1000 < games, "{unplayable:#?}");
    assert!(files.len() > 4000, "expected the whole games corpus");
}

#[test]
#[ignore = "reads ../shared/data; .ci/run includes it when the data is there"]
fn every_parsable_file_round_trips() {
    let Some(root) = data("") else { return };
    let (mut checked, mut unparsable) = (0usize, 0usize);
    for path in sgf_files(&root) {
        let Ok(parsed) = parse_file(&path) else {
            unparsable += 1;
            continue;
        };
        let written = sgf::write(&parsed.trees);
        let again = sgf::parse(written.as_bytes())
            .unwrap_or_else(|e| panic!("{}: rewritten text fails: {e}", path.display()));
        assert!(
            again.trees == parsed.trees,
            "{}: round trip changed the trees",
            path.display()
        );
        assert!(
            again.warnings.is_empty(),
            "{}: {:?}",
            path.display(),
            again.warnings
        );
        checked += 1;
    }
    println!("round trip: {checked} files, {unparsable} unparsable skipped");
    assert!(checked > 4000);
}
