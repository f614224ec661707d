//! Parser and writer behaviour on small fixtures written for this project (no ../shared needed).

use tesuji::board::Color;
use tesuji::sgf::{self, expand_points, GameTree, Parsed};

fn parse(text: &[u8]) -> Parsed {
    match sgf::parse(text) {
        Ok(parsed) => parsed,
        Err(e) => panic!("parse failed: {e}"),
    }
}

fn only_tree(text: &[u8]) -> GameTree {
    let parsed = parse(text);
    assert_eq!(parsed.trees.len(), 1, "{:?}", parsed.trees);
    parsed.trees.into_iter().next().unwrap_or_default()
}

fn main_line_moves(tree: &GameTree) -> Vec<(Color, Option<(usize, usize)>)> {
    let size = tree.board_size().unwrap_or(19);
    tree.main_line()
        .iter()
        .filter_map(|&i| tree.nodes[i].mv(size))
        .collect()
}

fn assert_round_trip(parsed: &Parsed) {
    let text = sgf::write(&parsed.trees);
    let again = parse(text.as_bytes());
    assert_eq!(again.trees, parsed.trees, "written:\n{text}");
    assert!(again.warnings.is_empty(), "{:?}\n{text}", again.warnings);
}

#[test]
fn moves_variations_and_main_line() {
    let tree = only_tree(b"(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[dd]))");
    assert_eq!(tree.nodes.len(), 5);
    assert_eq!(tree.board_size(), Ok(9));
    assert_eq!(tree.main_line(), vec![0, 1, 2, 3]);
    assert_eq!(tree.nodes[1].children, vec![2, 4]);
    assert_eq!(tree.nodes[4].parent, Some(1));
    assert_eq!(
        main_line_moves(&tree),
        vec![
            (Color::Black, Some((4, 4))),
            (Color::White, Some((2, 2))),
            (Color::Black, Some((6, 6)))
        ]
    );
    assert_eq!(tree.leaves(), 2);
    assert_eq!(tree.depth(), 4);
    assert_eq!(tree.nodes[0].value("GM"), Some("1"));
}

#[test]
fn passes_depend_on_board_size() {
    let tree = only_tree(b"(;SZ[19];B[];W[tt];B[aa])");
    assert_eq!(
        main_line_moves(&tree),
        vec![
            (Color::Black, None),
            (Color::White, None),
            (Color::Black, Some((0, 0)))
        ]
    );
    let big = only_tree(b"(;SZ[25];B[tt];W[yy];B[])");
    assert_eq!(
        main_line_moves(&big),
        vec![
            (Color::Black, Some((19, 19))),
            (Color::White, Some((24, 24))),
            (Color::Black, None)
        ]
    );
    // Off the board is not a move (and not a pass).
    let small = only_tree(b"(;SZ[9];B[zz])");
    assert_eq!(small.nodes[1].mv(9), None);
}

#[test]
fn board_size_rules() {
    assert_eq!(only_tree(b"(;B[aa])").board_size(), Ok(19));
    assert_eq!(only_tree(b"(;SZ[13:13])").board_size(), Ok(13));
    assert!(only_tree(b"(;SZ[19:13])").board_size().is_err());
    assert!(only_tree(b"(;SZ[99])").board_size().is_err());
    assert!(only_tree(b"(;SZ[x])").board_size().is_err());
}

#[test]
fn escapes_soft_breaks_and_newlines() {
    let tree = only_tree(
        b"(;C[a\\]b\\\\c\\:d]GN[one \\\ntwo]N[x\r\ny\\\r\nz]LB[cc:a\\]b][dd:x\\:y];C[end\\\\])",
    );
    let root = &tree.nodes[0];
    assert_eq!(root.value("C"), Some("a]b\\c:d"));
    assert_eq!(root.value("GN"), Some("one two"));
    assert_eq!(root.value("N"), Some("x\nyz"));
    assert_eq!(
        root.get("LB").map(|p| p.values.clone()),
        Some(vec!["cc:a]b".to_string(), "dd:x:y".to_string()])
    );
    assert_eq!(tree.nodes[1].value("C"), Some("end\\"));
    assert_round_trip(&parse(
        b"(;C[a\\]b\\\\c\\:d]LB[cc:a\\:b]AP[x:1:2];C[end\\\\])",
    ));
}

#[test]
fn compressed_point_lists_expand() {
    let tree = only_tree(b"(;AB[aa:cc][ee]AW[ib:gb]AE[bb:bb])");
    let black = tree.nodes[0]
        .get("AB")
        .map(|p| p.points())
        .unwrap_or_default();
    assert_eq!(black.len(), 10);
    assert!(black.contains(&(2, 2)) && black.contains(&(4, 4)));
    let white = expand_points(&tree.nodes[0].get("AW").unwrap().values);
    assert_eq!(white, vec![(6, 1), (7, 1), (8, 1)]);
    assert_eq!(tree.nodes[0].get("AE").unwrap().points(), vec![(1, 1)]);
}

#[test]
fn ff3_long_identifiers_lose_lower_case_letters() {
    let tree = only_tree(b"(;GaMe[1]SiZe[9]AddBlack[aa];White[bb]Comment[hi])");
    assert_eq!(tree.nodes[0].value("GM"), Some("1"));
    assert_eq!(tree.nodes[0].value("AB"), Some("aa"));
    assert_eq!(tree.nodes[1].mv(9), Some((Color::White, Some((1, 1)))));
    assert_eq!(tree.nodes[1].value("C"), Some("hi"));
}

#[test]
fn collections_and_whitespace() {
    let parsed = parse(b" (;SZ[9];B[aa])\n( ; SZ [13]\n ; W [bb] ) (;B[cc]\t[dd])");
    assert_eq!(parsed.trees.len(), 3);
    assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
    assert_eq!(parsed.trees[1].board_size(), Ok(13));
    assert_eq!(
        parsed.trees[2].nodes[0].get("B").unwrap().values,
        vec!["cc", "dd"]
    );
}

#[test]
fn recovers_from_messy_files_with_warnings() {
    let cases: &[(&[u8], usize)] = &[
        (b"junk (;B[aa]) more junk", 1),
        (b"\xEF\xBB\xBF(;B[aa])", 1),
        (b"(B[aa];W[bb])", 2),
        (b";FF[4];B[aa];W[bb])", 3),
        (b"(;B[aa];W[bb]", 2),
        (b"(;B[aa]]W[bb])", 1),
        (b"(;B[aa]()(;W[bb]))", 2),
        (b"(;B[aa]))", 1),
        (b"(;B;W[bb])", 2),
        (b"(;AP[a]AP[b];W[bb])", 2),
    ];
    for &(text, nodes) in cases {
        let parsed = parse(text);
        let name = String::from_utf8_lossy(text);
        assert_eq!(parsed.trees.len(), 1, "{name}");
        assert_eq!(parsed.trees[0].nodes.len(), nodes, "{name}");
        assert!(parsed.errors.is_empty(), "{name}");
        let bom = text.starts_with(b"\xEF");
        assert_eq!(
            parsed.warnings.is_empty(),
            bom,
            "{name}: {:?}",
            parsed.warnings
        );
    }
    let merged = only_tree(b"(;AP[a]AP[b])");
    assert_eq!(merged.nodes[0].get("AP").unwrap().values, vec!["a", "b"]);
}

#[test]
fn unterminated_value_keeps_earlier_moves_and_reports_an_error() {
    let parsed = parse(b"(;SZ[9];B[ee];W[dd]\n;B[c");
    assert_eq!(parsed.trees[0].main_line().len(), 4);
    assert_eq!(parsed.errors.len(), 1);
    let at = parsed.errors[0].at;
    assert_eq!((at.line, at.column, at.offset), (2, 3, 22));
}

#[test]
fn unusable_input_is_an_error_with_a_position() {
    for text in [&b""[..], b"not sgf", b"()", b"(", b"(;C[open"] {
        let e = sgf::parse(text).expect_err(&String::from_utf8_lossy(text));
        assert_eq!(e.at.line, 1, "{e}");
    }
}

#[test]
fn arbitrary_bytes_never_panic() {
    // A deterministic xorshift stream of SGF-ish bytes.
    let alphabet = b"();[]\\:ABWCabt \n\r\x95\x5c\xe9";
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..2000 {
        let mut text = Vec::new();
        for _ in 0..(state % 64) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push(alphabet[(state % alphabet.len() as u64) as usize]);
        }
        if let Ok(parsed) = sgf::parse(&text) {
            assert_writer_round_trips(&parsed, &text);
        }
    }
}

#[test]
fn deep_nesting_and_long_lines_use_no_recursion() {
    let depth = 100_000;
    let mut text = b"(;SZ[19]".to_vec();
    for i in 0..depth {
        text.extend_from_slice(if i % 2 == 0 { b"(;B[aa]" } else { b"(;W[bb]" });
    }
    text.extend(std::iter::repeat_n(b')', depth + 1));
    let tree = only_tree(&text);
    assert_eq!(tree.nodes.len(), depth + 1);
    assert_eq!(tree.depth(), depth + 1);
    assert_eq!(tree.main_line().len(), depth + 1);
    assert_round_trip(&parse(sgf::write(&[tree]).as_bytes()));

    let moves = 200_000;
    let mut line = b"(;SZ[19]".to_vec();
    for i in 0..moves {
        line.extend_from_slice(if i % 2 == 0 { b";B[pd]" } else { b";W[dp]" });
    }
    line.push(b')');
    let tree = only_tree(&line);
    assert_eq!(tree.main_line().len(), moves + 1);
    assert_eq!(tree.leaves(), 1);
}

#[test]
fn charsets() {
    // Shift_JIS 表 is 0x95 0x5C: its trail byte must not escape the closing bracket.
    let tree = only_tree(b"(;CA[SHIFT_JIS]PB[\x95\x5c]C[\x95\x5c\x8e\xa6];B[pd])");
    assert_eq!(tree.nodes[0].value("PB"), Some("表"));
    assert_eq!(tree.nodes[0].value("C"), Some("表示"));
    assert_eq!(tree.nodes[0].value("CA"), Some("UTF-8"));
    assert_eq!(tree.nodes.len(), 2);
    // No CA: UTF-8 first, then paired high bytes as GB18030, else Latin-1.
    let utf8 = only_tree("(;PB[Müller])".as_bytes());
    assert_eq!(utf8.nodes[0].value("PB"), Some("Müller"));
    let gbk = only_tree(b"(;PB[\xBF\xC2\xBD\xE0])");
    assert_eq!(gbk.nodes[0].value("PB"), Some("柯洁"));
    let latin1 = only_tree(b"(;PB[Jos\xE9])");
    assert_eq!(latin1.nodes[0].value("PB"), Some("José"));
    let declared = only_tree(b"(;CA[ISO-8859-1]PB[M\xFCller])");
    assert_eq!(declared.nodes[0].value("PB"), Some("Müller"));
    // Declared UTF-8 with invalid bytes: replacement character and a warning.
    let parsed = parse(b"(;CA[UTF-8]PB[Jos\xE9])");
    assert_eq!(parsed.trees[0].nodes[0].value("PB"), Some("Jos\u{FFFD}"));
    assert_eq!(parsed.warnings.len(), 1);
    // UTF-16 with a byte order mark.
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain("(;PB[井山])".encode_utf16().flat_map(|u| u.to_le_bytes()))
        .collect();
    assert_eq!(only_tree(&utf16).nodes[0].value("PB"), Some("井山"));
}

#[test]
fn mutated_fixtures_never_panic_and_round_trip() {
    let fixtures: [&[u8]; 4] = [
        b"(;FF[4]CA[UTF-8]GN[a\\]b]C[x\\\\y\\\nz];B[ee]LB[cc:a\\:b](;W[dd]AB[aa:cc])(;W[]PL[B]))",
        b"(;CA[SHIFT_JIS]PB[\x95\x5c]C[\x95\x5c\x8e\xa6];B[pd];W[tt])",
        b"junk(;GaMe[1]SZ[25]AddBlack[yy];W[tt]C[\r\nx\\\r\ny];B[])\r\n(;SZ[9];B[aa])",
        b"(;PB[\xBF\xC2\xBD\xE0]AP[a]AP[b];B[aa](;W[bb])())",
    ];
    let alphabet = b"();[]\\:ABWCabt \n\r\x95\x5c\xe9\0\xff";
    let mut state = 0x1234_5678_9ABC_DEF1u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..20_000 {
        let mut text = fixtures[round % fixtures.len()].to_vec();
        for _ in 0..(next() % 6 + 1) {
            let r = next();
            let at = (r as usize >> 8) % (text.len() + 1);
            match r % 3 {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 => text.insert(at, alphabet[(r >> 40) as usize % alphabet.len()]),
                _ => text.truncate(at.max(1)),
            }
        }
        let Ok(parsed) = sgf::parse(&text) else {
            continue;
        };
        assert_writer_round_trips(&parsed, &text);
        for tree in &parsed.trees {
            let _ = sgf::to_game(tree, None);
            for node in &tree.nodes {
                let _ = (node.mv(19), node.mv(25));
                node.props.iter().for_each(|p| drop(p.points()));
            }
        }
    }
}

/// What the parser made of `text` survives writing and parsing again unchanged.
fn assert_writer_round_trips(parsed: &sgf::Parsed, text: &[u8]) {
    let written = sgf::write(&parsed.trees);
    let again = sgf::parse(written.as_bytes()).expect("writer output parses");
    assert_eq!(
        again.trees,
        parsed.trees,
        "{:?}",
        String::from_utf8_lossy(text)
    );
}

/// A Fox record without CA[]: UTF-8 but for two broken bytes in the game name. Every valid
/// character survives, only the broken bytes become U+FFFD, and a warning says where they were.
#[test]
fn utf8_without_ca_keeps_its_characters_around_broken_bytes() {
    let mut record = "(;GM[1]FF[4]SZ[19]\nPB[柯洁]PW[朴廷桓]\nGN[第二届应氏杯决赛第1局]"
        .as_bytes()
        .to_vec();
    let gn = record.windows(3).position(|w| w == b"GN[").expect("GN") + 3;
    // One broken byte after 第二届, one after 决赛.
    let (first, second) = (gn + 9, gn + 9 + 1 + 15);
    record.insert(first, 0xB1);
    record.insert(second, 0xFE);
    record.extend_from_slice(b";B[pd];W[dp])");
    let parsed = parse(&record);
    let root = &parsed.trees[0].nodes[0];
    assert_eq!(
        root.value("GN"),
        Some("第二届\u{FFFD}应氏杯决赛\u{FFFD}第1局")
    );
    assert_eq!(root.value("PB"), Some("柯洁"));
    assert_eq!(root.value("PW"), Some("朴廷桓"));
    let warning = parsed
        .warnings
        .iter()
        .find(|w| w.message.contains("invalid UTF-8"))
        .unwrap_or_else(|| panic!("no warning: {:?}", parsed.warnings));
    // Line 3, at the first broken byte: `GN[` then three characters.
    assert_eq!(warning.at.line, 3);
    assert_eq!(warning.at.offset, first);
}

/// A short record without CA whose only multibyte text is two names and two ranks, one name
/// with a byte lost to `?` (as some Fox records have): still UTF-8, not windows-1252 mojibake.
#[test]
fn short_utf8_record_with_one_broken_name_stays_utf8() {
    let mut record = b"(;GM[1]FF[4]SZ[19]PB[abc]PW[".to_vec();
    record.extend_from_slice("李元".as_bytes());
    record.extend_from_slice(b"\xE5?\x87]");
    record.extend_from_slice("BR[9段]WR[9段];B[pd])".as_bytes());
    let parsed = parse(&record);
    let root = &parsed.trees[0].nodes[0];
    assert_eq!(root.value("PW"), Some("李元\u{FFFD}?\u{FFFD}"));
    assert_eq!(root.value("BR"), Some("9段"));
}
