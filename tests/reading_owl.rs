//! The dragon reader: dragons joined across the connections the opponent cannot cut, their eye
//! spaces counted, their life read by the owl search, and GNU Go's reading commands answered in
//! GNU Go's formats.

use tesuji::app::EngineOptions;
use tesuji::board::{Board, Point};
use tesuji::engine::RandomBrain;
use tesuji::gtp::Session;
use tesuji::reading::dragon::Dragon;
use tesuji::reading::eyes::read_eyes;
use tesuji::reading::owl::{Owl, Status, DEFAULT_BUDGET};
use tesuji::reading::semeai::{read_race, RaceOutcome, DEFAULT_RACE_BUDGET};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("test diagram parses")
}

/// Black's group on the bottom edge of a 7x7 board, sealed in by White, around a straight
/// three (C1, D1, E1): whoever takes D1 decides it.
const STRAIGHT_THREE: &str = "
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O O O
    O X X X X X O
    O X . . . X O";

/// The same group with two eyes (C1 and E1, D1 Black's).
const TWO_EYES: &str = "
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O O O
    O X X X X X O
    O X . X . X O
    O X X X X X O";

/// The same group with one eye: dead as it stands.
const ONE_EYE: &str = "
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O O O
    O X X X X X O
    O X . X X X O
    O X X X X X O";

#[test]
fn chains_sharing_two_liberties_or_an_open_diagonal_are_one_dragon() {
    let b = board(
        ". . . . . . .
         . X . X . . .
         . X . X . . .
         . . . . . . .
         . . . . X . .
         . . . . . X .
         . . . . . . .",
    );
    let pair = Dragon::at(&b, b.point(1, 1)).expect("a stone");
    assert!(
        pair.contains(&b, b.point(3, 2)),
        "two shared liberties join"
    );
    assert_eq!(pair.stones.len(), 4);
    let diagonal = Dragon::at(&b, b.point(4, 4)).expect("a stone");
    assert!(
        diagonal.contains(&b, b.point(5, 5)),
        "an open diagonal joins"
    );
    let cut = board(
        ". . . . . . .
         . X O X . . .
         . . . . . . .
         . . . . . . .
         . . . . X . .
         . . . . O X .
         . . . . . . .",
    );
    let apart = Dragon::at(&cut, cut.point(1, 1)).expect("a stone");
    assert!(!apart.contains(&cut, cut.point(3, 1)), "no shared liberty");
    let cut_diagonal = Dragon::at(&cut, cut.point(4, 4)).expect("a stone");
    assert!(
        !cut_diagonal.contains(&cut, cut.point(5, 5)),
        "a diagonal with a crossing point taken is a cut"
    );
    assert!(
        Dragon::at(&cut, cut.point(0, 0)).is_none(),
        "an empty point"
    );
}

#[test]
fn eye_spaces_count_as_a_player_counts_them() {
    let three = board(STRAIGHT_THREE);
    let group = Dragon::at(&three, three.point(1, 5)).expect("a stone");
    let eyes = read_eyes(&three, &group);
    assert_eq!(eyes.spaces.len(), 1);
    assert_eq!(eyes.eyes, 1, "a straight three is one eye as it stands");
    assert_eq!(eyes.spaces[0].vital, Some(three.point(3, 6)));
    assert!(eyes.outside_liberties.is_empty(), "sealed in");

    let two = board(TWO_EYES);
    let group = Dragon::at(&two, two.point(1, 4)).expect("a stone");
    assert_eq!(read_eyes(&two, &group).eyes, 2);

    // The corner eye at A1 whose only diagonal, B2, White holds is false.
    let false_eye = board(
        ". . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         X O . . . . . . .
         . X . . . . . . .",
    );
    let group = Dragon::at(&false_eye, false_eye.point(0, 7)).expect("a stone");
    assert!(
        group.contains(&false_eye, false_eye.point(1, 8)),
        "a liberty White cannot take joins the two stones"
    );
    let eyes = read_eyes(&false_eye, &group);
    assert_eq!(eyes.eyes, 0, "{eyes:?}");

    // Seven points make two eyes as they stand, but only one the opponent cannot take by
    // moving first: the reading goes on into the space rather than stopping there.
    let seven = board(
        ". . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         X X X X X X X X X
         X . . . . . . . X",
    );
    let group = Dragon::at(&seven, seven.point(0, 7)).expect("a stone");
    let eyes = read_eyes(&seven, &group);
    assert_eq!(eyes.spaces.len(), 1, "{eyes:?}");
    assert_eq!((eyes.eyes, eyes.sure), (2, 1), "{eyes:?}");
}

#[test]
fn a_big_space_is_two_sure_eyes_unless_the_opponent_comes_in_from_several_sides() {
    let walled = |diagram: &str| {
        let b = board(diagram);
        let wall = Dragon::at(&b, b.point(6, 0)).expect("a stone");
        let eyes = read_eyes(&b, &wall);
        assert_eq!(eyes.spaces.len(), 1, "{eyes:?}");
        (eyes.eyes, eyes.sure, eyes.spaces[0].margins.len())
    };
    // On 13x13, so that the open board beyond the wall is too big to count as an eye space:
    // the wall seals the top left corner's thirty points below `top_row`.
    let corner = |top_row: &str| {
        let mut rows = vec![top_row.to_string()];
        rows.extend(std::iter::repeat_n(
            ". . . . . . X . . . . . .".to_string(),
            4,
        ));
        rows.push("X X X X X X X . . . . . .".to_string());
        rows.extend(std::iter::repeat_n(
            ". . . . . . . . . . . . .".to_string(),
            7,
        ));
        rows.join("\n")
    };
    let territory = walled(&corner(". . . . . . X . . . . . ."));
    assert_eq!(territory, (2, 2, 0), "thirty points sealed in");
    // White's B13 has three liberties: what is left is room for two eyes as it stands, but
    // open to White from three sides.
    let invaded = walled(&corner(". O . . . . X . . . . . ."));
    assert_eq!(invaded, (2, 1, 3));
}

#[test]
fn the_vital_point_decides_a_straight_three_whoever_moves_first() {
    let b = board(STRAIGHT_THREE);
    let stone = b.point(1, 5);
    let vital = b.point(3, 6);
    let attack = Owl::new(DEFAULT_BUDGET).attack(&b, stone);
    assert!(attack.success);
    assert_eq!(attack.mv, vital);
    let defence = Owl::new(DEFAULT_BUDGET).defend(&b, stone);
    assert!(defence.success);
    assert_eq!(defence.mv, vital);
    assert_eq!(
        Owl::new(DEFAULT_BUDGET).status(&b, stone),
        Status::Critical {
            attack: vital,
            defence: vital
        }
    );
}

#[test]
fn two_eyes_live_and_one_eye_dies() {
    let alive = board(TWO_EYES);
    let stone = alive.point(1, 4);
    assert!(!Owl::new(DEFAULT_BUDGET).attack(&alive, stone).success);
    let defence = Owl::new(DEFAULT_BUDGET).defend(&alive, stone);
    assert!(defence.success && defence.mv == Point::PASS, "{defence:?}");
    assert_eq!(
        Owl::new(DEFAULT_BUDGET).status(&alive, stone),
        Status::Alive
    );

    let dead = board(ONE_EYE);
    let stone = dead.point(1, 4);
    assert!(Owl::new(DEFAULT_BUDGET).attack(&dead, stone).success);
    assert!(!Owl::new(DEFAULT_BUDGET).defend(&dead, stone).success);
    assert_eq!(Owl::new(DEFAULT_BUDGET).status(&dead, stone), Status::Dead);
}

#[test]
fn a_capture_race_between_eyeless_chains_goes_to_whoever_moves_first() {
    // Black's two stones and White's two, each with two liberties of its own on the edge and
    // none shared, walled in: the side to move takes the other's liberties first.
    let b = board(
        ". . . . . .
         . . . . . .
         . . . . . .
         O O O X X X
         O X X O O X
         O . . . . X",
    );
    let black = b.point(1, 4);
    let white = b.point(3, 4);
    let race = read_race(&b, black, white, DEFAULT_RACE_BUDGET);
    assert_eq!(
        race.outcome,
        RaceOutcome::Wins,
        "Black moving first: {race:?}"
    );
    assert!(
        [b.point(3, 5), b.point(4, 5)].contains(&race.mv),
        "by taking a White liberty: {race:?}"
    );
    let race = read_race(&b, white, black, DEFAULT_RACE_BUDGET);
    assert_eq!(race.outcome, RaceOutcome::Wins, "so does White: {race:?}");
}

#[test]
fn a_race_the_first_mover_cannot_win_is_lost_without_a_move() {
    // White's two stones have one liberty, Black's two have two: White moving first cannot
    // escape (its one move leaves it in atari) nor capture, and Black moving first captures.
    let b = board(
        ". . . . . .
         . . . . . .
         . . . . . .
         O O O X X X
         O X X O O X
         O . . . X X",
    );
    let black = b.point(1, 4);
    let white = b.point(3, 4);
    let race = read_race(&b, white, black, DEFAULT_RACE_BUDGET);
    assert_eq!(race.outcome, RaceOutcome::Loses, "{race:?}");
    let race = read_race(&b, black, white, DEFAULT_RACE_BUDGET);
    assert_eq!(
        (race.outcome, race.mv),
        (RaceOutcome::Wins, b.point(3, 5)),
        "Black takes the last liberty"
    );
}

fn session() -> Session {
    let options = EngineOptions {
        seed: Some(7),
        ..EngineOptions::default()
    };
    Session::new(Box::new(RandomBrain::new(7)), options)
}

/// The reply's text after `=` (or `?` for a failure, marked by a leading `?`).
fn ask(s: &mut Session, line: &str) -> String {
    let reply = s.handle_line(line).expect("a reply");
    reply.trim_end().to_string()
}

/// A 7x7 game with `diagram`'s position set up by moves.
fn set_up(s: &mut Session, diagram: &str) {
    ask(s, "boardsize 7");
    ask(s, "clear_board");
    let b = board(diagram);
    for p in b.points() {
        if let Some(color) = b.color_at(p) {
            let (x, y) = b.xy(p);
            let vertex = format!("{}{}", "ABCDEFG".as_bytes()[x] as char, 7 - y);
            let color = if color == tesuji::board::Color::Black {
                "b"
            } else {
                "w"
            };
            assert_eq!(ask(s, &format!("play {color} {vertex}")), "=");
        }
    }
}

fn straight_three_game(s: &mut Session) {
    set_up(s, STRAIGHT_THREE);
}

#[test]
fn gnu_go_s_reading_commands_answer_in_its_formats() {
    let mut s = session();
    straight_three_game(&mut s);
    assert_eq!(ask(&mut s, "owl_attack B2"), "= 1 D1");
    assert_eq!(ask(&mut s, "owl_defend B2"), "= 1 D1");
    assert_eq!(ask(&mut s, "dragon_status B2"), "= critical D1 D1");
    assert_eq!(
        ask(&mut s, "12 owl_attack A3"),
        "=12 0",
        "White's wall stands"
    );
    assert_eq!(ask(&mut s, "analyze_semeai B2 A3"), "= 1 0 D1");
    assert_eq!(ask(&mut s, "owl_attack D5"), "? vertex must not be empty");
    assert_eq!(ask(&mut s, "owl_attack Z9"), "? syntax error");
    assert_eq!(ask(&mut s, "owl_attack"), "? syntax error");
    assert_eq!(
        ask(&mut s, "analyze_semeai B2 C2"),
        "? the dragons must be of opposite colours"
    );
}

/// Two living groups; White's D5 stands in atari between them. Black takes it at E5, and
/// White may not retake at once.
const STONE_IN_A_KO: &str = ". X . X O . O
                             X X X X O O O
                             X X X O . O O
                             X X X X O O O
                             X . X X O . O
                             X X X X O O O
                             . X . X O . O";

#[test]
fn a_result_that_rests_on_a_ko_is_coded_as_gnu_go_codes_it() {
    let mut s = session();
    set_up(&mut s, STONE_IN_A_KO);
    assert_eq!(
        ask(&mut s, "owl_attack D5"),
        "= 2 E5",
        "Black takes the stone in a ko that White, winning kos, retakes and connects"
    );
    assert_eq!(ask(&mut s, "play b E5"), "=");
    assert_eq!(
        ask(&mut s, "owl_attack E5"),
        "= 3 D5",
        "White kills only by winning the ko it must wait to retake"
    );
    assert_eq!(
        ask(&mut s, "owl_defend E5"),
        "= 1 D5",
        "connecting saves the stone whoever wins kos"
    );
}

#[test]
fn a_capture_race_that_rests_on_a_ko_is_coded_as_gnu_go_codes_it() {
    // White's D5 stone races the living black group beside it.
    let mut s = session();
    set_up(&mut s, STONE_IN_A_KO);
    assert_eq!(
        ask(&mut s, "analyze_semeai C5 D5"),
        "= 1 2 E5",
        "Black lives whatever happens, and captures only by taking the ko first"
    );
    assert_eq!(ask(&mut s, "play b E5"), "=");
    assert_eq!(
        ask(&mut s, "analyze_semeai E6 E5"),
        "= 1 3 D5",
        "White captures only by winning the ko Black took"
    );
    assert_eq!(
        ask(&mut s, "analyze_semeai E5 E6"),
        "= 1 0 D5",
        "Black connects and both live"
    );
}

#[test]
fn the_reader_s_deciding_moves_are_urgent_priors_at_the_root_alone() {
    use tesuji::board::Color;
    use tesuji::search::{priors, DragonPriors, DragonWeights, Opinion, PriorHook};
    let off = DragonWeights::default();
    assert!(DragonPriors::new(off).is_none(), "off by default");
    let weights = DragonWeights {
        opinion: Opinion::new(0.8, 20.0),
        ..DragonWeights::default()
    };
    let reader = DragonPriors::new(weights).expect("on");
    let b = board(STRAIGHT_THREE);
    let vital = b.point(3, 6);
    // Black's group of seven stones is critical: D1 kills it for White and saves it for Black.
    assert_eq!(reader.deciding_moves(&b, Color::White), [vital]);
    assert_eq!(reader.deciding_moves(&b, Color::Black), [vital]);
    let bigger_only = DragonPriors::new(DragonWeights {
        min_stones: 8,
        ..weights
    })
    .expect("on");
    assert!(bigger_only.deciding_moves(&b, Color::White).is_empty());

    reader.prepare(&b, Color::White);
    let mut list = Vec::new();
    priors(&b, Color::White, &mut list);
    let urgent = |list: &[tesuji::search::Prior]| {
        let mut points: Vec<_> = list.iter().filter(|p| p.urgent).map(|p| p.point).collect();
        points.sort();
        points
    };
    let mut expected = urgent(&list);
    if !expected.contains(&vital) {
        expected.push(vital);
        expected.sort();
    }
    let before = list
        .iter()
        .find(|p| p.point == vital)
        .copied()
        .expect("legal");
    reader.adjust(&b, Color::White, &mut list);
    let after = list
        .iter()
        .find(|p| p.point == vital)
        .copied()
        .expect("legal");
    assert!(
        after.urgent && after.weight > before.weight + 19.0,
        "{after:?}"
    );
    assert_eq!(
        urgent(&list),
        expected,
        "only the deciding move is made urgent"
    );
    // Another position (Black to move, or after a move) is left alone.
    let mut other = Vec::new();
    priors(&b, Color::Black, &mut other);
    let untouched = other.clone();
    reader.adjust(&b, Color::Black, &mut other);
    assert_eq!(other, untouched);
}

/// Black's wall down the second line from the corner, its eye space the five points of the
/// edge beside it, open at the foot where White's stone touches the next point.
const OPEN_FOOT: &str = "
    . X O . . . .
    . X O . . . .
    . X O . . . .
    . X O . . . .
    . X O . . . .
    . O O . . . .
    . . . . . . .";

#[test]
fn an_eye_space_open_to_a_lively_opponent_stone_counts_what_is_left_once_it_comes_in() {
    let b = board(OPEN_FOOT);
    let group = Dragon::at(&b, b.point(1, 0)).expect("a stone");
    let eyes = read_eyes(&b, &group);
    assert_eq!(eyes.spaces.len(), 1, "the edge points are one eye space");
    let space = &eyes.spaces[0];
    assert_eq!(space.points.len(), 5);
    assert_eq!(space.margins, vec![b.point(0, 5)], "the gap at the foot");
    assert!(
        eyes.eyes < 2,
        "the hane at the foot leaves one eye: not alive as it stands"
    );
    let mut closed = b.clone();
    closed
        .play(tesuji::board::Color::Black, b.point(0, 5))
        .expect("legal");
    let group = Dragon::at(&closed, b.point(1, 0)).expect("a stone");
    assert_eq!(
        read_eyes(&closed, &group).eyes,
        2,
        "closed at the foot, the five points make two eyes"
    );
}

#[test]
fn a_chain_in_atari_that_cannot_escape_is_rescued_by_capturing_what_holds_it() {
    // Black's corner group has one eye at the top (a White stone inside it, to be taken) and
    // wants a second in the gap lower on the edge. White's stone in that gap is in atari
    // with its liberty a suicide, but Black's stone below holding it is in atari too: White
    // takes it, keeps the stone in the gap, and the second eye is gone.
    let b = board(
        ". X . O . . . . .
         O X O O . . . . .
         X X O . . . . . .
         . X O . . . . . .
         O X O . . . . . .
         X O O . . . . . .
         . O . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    let stone = b.point(1, 1);
    let attack = Owl::new(DEFAULT_BUDGET).attack(&b, stone);
    assert!(attack.success, "{attack:?}");
    assert_eq!(
        attack.mv,
        b.point(0, 6),
        "the capture of the stone holding White's"
    );
}

#[test]
fn an_eye_beside_a_chain_short_of_liberties_is_not_sure() {
    // Black has two one-point eyes, but the stone at G4 walling the one on the edge has just
    // one liberty outside it, F4: White there puts it in atari, and Black can save it only by
    // filling that eye.
    let b = board(
        ". . . . . . .
         . . . . . . .
         O O O O O O O
         O X X X X . X
         O X . X X X .
         O X X X X X X
         O O O O O O O",
    );
    let stone = b.point(1, 3);
    let dragon = Dragon::at(&b, stone).expect("a stone");
    assert!(
        dragon.contains(&b, b.point(6, 3)),
        "two shared liberties join"
    );
    let eyes = read_eyes(&b, &dragon);
    assert_eq!((eyes.eyes, eyes.sure), (2, 1), "{eyes:?}");
    let fill = b.point(5, 3);
    assert_eq!(
        Owl::new(DEFAULT_BUDGET).status(&b, stone),
        Status::Critical {
            attack: fill,
            defence: fill
        }
    );
}

#[test]
fn the_side_to_move_plays_first_in_the_space_whose_eye_is_in_doubt() {
    use tesuji::reading::eyes::{EyeReport, EyeSpace};
    let space = |eyes, sure| EyeSpace {
        points: Vec::new(),
        margins: Vec::new(),
        eyes,
        sure,
        vital: None,
    };
    // One sure eye and a space of one eye that the attacker may take.
    let report = EyeReport {
        spaces: vec![space(1, 1), space(1, 0)],
        eyes: 2,
        sure: 1,
        ..EyeReport::default()
    };
    assert!(report.two_eyes_after(true), "the defender secures it");
    assert!(!report.two_eyes_after(false), "the attacker takes it");
    // Two spaces in doubt: the defender can secure only one of them.
    let halves = EyeReport {
        spaces: vec![space(1, 0), space(1, 0)],
        eyes: 2,
        sure: 0,
        ..EyeReport::default()
    };
    assert!(!halves.two_eyes_after(true));
    assert!(!halves.two_eyes_after(false));
}

#[test]
fn a_group_on_the_second_line_lives_by_the_hane_at_the_edge_when_it_moves_first() {
    // Black's four stones on the second line under White's wall, open towards the corner:
    // the hane at T18 makes the room for two eyes, and White's stone there takes it. The
    // defence was the 17th of the candidates in their fixed order, past the twelve read.
    let mut s = session();
    ask(&mut s, "boardsize 19");
    ask(&mut s, "clear_board");
    for p in ["P18", "Q18", "R18", "S18"] {
        assert_eq!(ask(&mut s, &format!("play b {p}")), "=");
    }
    for p in [
        "K18", "K17", "L17", "M17", "N17", "O17", "P17", "Q17", "R17", "S17", "S16",
    ] {
        assert_eq!(ask(&mut s, &format!("play w {p}")), "=");
    }
    assert_eq!(ask(&mut s, "dragon_status S18"), "= critical T18 T18");
}
