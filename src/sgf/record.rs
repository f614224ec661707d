//! Game records: the one place that reads a record's nodes (`node_actions`) and replays its
//! main line, on a bare `Board` (`Replay`, for tools that look at every position) or into a
//! `Game` (`to_game`, GTP loadsgf); and a `Game` written back out as a tree (GTP printsgf).

use crate::board::{Board, Color, Point};
use crate::game::{Game, Rules, Scoring};

use super::error::{MoveProblem, RecordError};
use super::{color_letter, move_point, parse_point, point_value, GameTree, Node, Property};

/// One thing a node does to the position, read for a board of one size (see `node_actions`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action<'a> {
    /// A stone of the colour (AB, AW), or none (AE), at a point of the board.
    Setup(Option<Color>, (usize, usize)),
    /// A setup value the board cannot take: a point off it (`at`), or no point at all.
    SetupSkipped {
        ident: &'a str,
        at: Option<(usize, usize)>,
    },
    /// PL: the side to move next.
    ToPlay(Color),
    /// B or W at a point of the board, or a pass (`at` None); `value` as written, for messages.
    Move {
        color: Color,
        at: Option<(usize, usize)>,
        value: &'a str,
    },
    /// B or W whose value is no point of the board (off it, or not a point).
    BadMove { color: Color, value: &'a str },
}

/// The node's actions in the order a replay applies them: setup first (AE, then AB, then AW;
/// FF[4] forbids a point in two of them, so the order only matters for files that break that
/// rule, where the stone should end up placed), then PL, then the moves in file order (FF[4]
/// allows one per node, but files with a B and a W in one node exist and mean both).
pub fn node_actions(node: &Node, size: usize) -> impl Iterator<Item = Action<'_>> {
    let setup = [
        ("AE", None),
        ("AB", Some(Color::Black)),
        ("AW", Some(Color::White)),
    ]
    .into_iter()
    .filter_map(move |(ident, color)| Some((node.get(ident)?, color)))
    .flat_map(move |(property, color)| {
        property
            .values
            .iter()
            .flat_map(move |value| setup_value(&property.ident, value, color, size))
    });
    let to_play = node.value("PL").and_then(player).map(Action::ToPlay);
    let moves = node.props.iter().filter_map(move |property| {
        let color = match property.ident.as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => return None,
        };
        let value = property.values.first().map_or("", String::as_str);
        Some(match move_point(value, size) {
            Ok(at) => Action::Move { color, at, value },
            Err(_) => Action::BadMove { color, value },
        })
    });
    setup.chain(to_play).chain(moves)
}

/// One setup value's points (a compressed rectangle gives several), each on the board or
/// skipped; a value that names no point gives one skip, so that callers can count it.
fn setup_value<'a>(
    ident: &'a str,
    value: &str,
    color: Option<Color>,
    size: usize,
) -> impl Iterator<Item = Action<'a>> {
    let points = Points::parse(value);
    let unreadable = points
        .is_none()
        .then_some(Action::SetupSkipped { ident, at: None });
    points
        .into_iter()
        .flatten()
        .map(move |(x, y)| {
            if x < size && y < size {
                Action::Setup(color, (x, y))
            } else {
                Action::SetupSkipped {
                    ident,
                    at: Some((x, y)),
                }
            }
        })
        .chain(unreadable)
}

/// The points of one value, a point or a compressed rectangle `aa:cc` (either corner order),
/// row by row.
pub(super) struct Points {
    x0: usize,
    x1: usize,
    y1: usize,
    next: Option<(usize, usize)>,
}

impl Points {
    /// None when the value is not a point or a rectangle of points.
    pub(super) fn parse(value: &str) -> Option<Points> {
        let (a, b) = match value.split_once(':') {
            None => {
                let p = parse_point(value)?;
                (p, p)
            }
            Some((from, to)) => (parse_point(from)?, parse_point(to)?),
        };
        let (x0, y0) = (a.0.min(b.0), a.1.min(b.1));
        Some(Points {
            x0,
            x1: a.0.max(b.0),
            y1: a.1.max(b.1),
            next: Some((x0, y0)),
        })
    }
}

impl Iterator for Points {
    type Item = (usize, usize);

    fn next(&mut self) -> Option<(usize, usize)> {
        let (x, y) = self.next?;
        self.next = if x < self.x1 {
            Some((x + 1, y))
        } else if y < self.y1 {
            Some((self.x0, y + 1))
        } else {
            None
        };
        Some((x, y))
    }
}

/// A move of a replayed line, met before it is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineMove {
    pub color: Color,
    /// None is a pass.
    pub at: Option<(usize, usize)>,
    /// `at` on the replay's board; `Point::PASS` for a pass.
    pub point: Point,
    /// How many moves were played before this one.
    pub number: usize,
    /// The tree node that holds the move (0 for lines that do not come from a tree).
    pub node: usize,
}

/// A line replayed on a `Board`, a move at a time: `next_move` applies the setup up to the
/// next move and shows that move with the board still before it; the following call plays it.
/// The line ends after its last move, or at the first move the board refuses or that is no
/// point of the board: that move is not shown, and `stopped` says why.
///
/// Setup stones end up as the record says: AB on a stone of the other colour replaces it, AE
/// on an empty point does nothing. PL is left to the caller (a board has no side to move).
pub struct Replay<I> {
    actions: I,
    board: Board,
    pending: Option<LineMove>,
    played: usize,
    setup_since_move: bool,
    stopped: Option<RecordError>,
}

/// The main line of `tree` as a `Replay` on an empty board of the tree's size. Err when the
/// size is not one the board supports.
pub fn replay(
    tree: &GameTree,
) -> Result<Replay<impl Iterator<Item = (usize, Action<'_>)>>, RecordError> {
    let size = tree.board_size()?;
    let actions = tree
        .main_line()
        .into_iter()
        .flat_map(move |id| node_actions(&tree.nodes[id], size).map(move |action| (id, action)));
    Ok(Replay::new(size, actions))
}

impl<'a, I: Iterator<Item = (usize, Action<'a>)>> Replay<I> {
    /// A replay of `actions` (each with the node it comes from) on an empty board of `size`,
    /// which must lie in MIN_SIZE..=MAX_SIZE.
    pub fn new(size: usize, actions: I) -> Replay<I> {
        Replay {
            actions,
            board: Board::new(size),
            pending: None,
            played: 0,
            setup_since_move: false,
            stopped: None,
        }
    }

    /// Plays the move shown last, then reads on to the next one: see `Replay`.
    pub fn next_move(&mut self) -> Option<LineMove> {
        if let Some(shown) = self.pending.take() {
            // Shown only when legal, so it can be played without a second check.
            self.board.play_legal(shown.color, shown.point);
            self.played += 1;
            self.setup_since_move = false;
        }
        if self.stopped.is_some() {
            return None;
        }
        let size = self.board.size();
        for (node, action) in self.actions.by_ref() {
            match action {
                Action::Setup(color, (x, y)) => {
                    self.setup_since_move = true;
                    set_point(&mut self.board, color, Point::at(x, y, size));
                }
                Action::SetupSkipped { .. } | Action::ToPlay(_) => {}
                Action::Move { color, at, value } => {
                    let point = at.map_or(Point::PASS, |(x, y)| Point::at(x, y, size));
                    if let Err(why) = self.board.check_move(color, point) {
                        self.stopped = Some(move_error(
                            color,
                            value,
                            self.played,
                            MoveProblem::Illegal(why),
                        ));
                        return None;
                    }
                    let shown = LineMove {
                        color,
                        at,
                        point,
                        number: self.played,
                        node,
                    };
                    self.pending = Some(shown);
                    return Some(shown);
                }
                Action::BadMove { color, value } => {
                    let why = bad_move_problem(value, size);
                    self.stopped = Some(move_error(color, value, self.played, why));
                    return None;
                }
            }
        }
        None
    }
}

impl<I> Replay<I> {
    /// The position before the move shown last (after the whole line once it has ended).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Moves played so far (the one shown last is not played yet).
    pub fn played(&self) -> usize {
        self.played
    }

    /// Whether setup stones came between the last move played (or the start) and now.
    pub fn setup_since_move(&self) -> bool {
        self.setup_since_move
    }

    /// Why the line ended early: the move refused, named as `to_game` names it.
    pub fn stopped(&self) -> Option<&RecordError> {
        self.stopped.as_ref()
    }
}

/// Puts `color`'s stone (or nothing) on `p`, replacing what is there.
fn set_point(board: &mut Board, color: Option<Color>, p: Point) {
    let already = board.color_at(p);
    if already == color {
        return;
    }
    // Neither can fail: `p` is on the board, and emptied before a stone goes on it.
    if already.is_some() {
        let _ = board.remove_setup(p);
    }
    if let Some(c) = color {
        let _ = board.place_setup(c, p);
    }
}

/// "move 12 (B[zz]): PROBLEM", `played` moves having gone before.
fn move_error(color: Color, value: &str, played: usize, problem: MoveProblem) -> RecordError {
    RecordError::Move {
        number: played + 1,
        color,
        value: value.to_string(),
        problem,
    }
}

/// What is wrong with a move value `node_actions` found to be no point of the board.
fn bad_move_problem(value: &str, size: usize) -> MoveProblem {
    move_point(value, size)
        .err()
        .unwrap_or(MoveProblem::NotAPoint)
}

/// The main line replayed up to `moves` moves (all when None): root info, handicap, setup
/// and moves, into a `Game` (which adds positional superko and the history GTP needs).
/// Errors name the move that fails.
pub(super) fn to_game(tree: &GameTree, moves: Option<usize>) -> Result<Game, RecordError> {
    let size = tree.board_size()?;
    let root = tree.nodes.first().ok_or(RecordError::EmptyTree)?;
    let mut game = Game::new(size);
    apply_game_info(&mut game, root)?;
    let handicap = handicap_stones(root, size);
    if let Some(stones) = &handicap {
        let points: Vec<_> = stones
            .iter()
            .map(|&(x, y)| game.board().point(x, y))
            .collect();
        game.set_handicap(&points).map_err(RecordError::Handicap)?;
    }
    let mut played = 0;
    for (depth, &index) in tree.main_line().iter().enumerate() {
        let node = &tree.nodes[index];
        let next_move = node.move_property().map(|(color, _)| color);
        if let (Some(color), Some(limit)) = (next_move, moves) {
            if played >= limit {
                game.set_to_play(color);
                return Ok(game);
            }
        }
        // The root's AB went in as handicap stones.
        let skip_setup = depth == 0 && handicap.is_some();
        for action in node_actions(node, size) {
            match action {
                Action::Setup(color, (x, y)) if !skip_setup => {
                    let point = game.board().point(x, y);
                    setup_game(&mut game, color, point)
                        .map_err(|error| RecordError::Setup { at: (x, y), error })?;
                }
                Action::SetupSkipped {
                    ident,
                    at: Some((x, y)),
                } if !skip_setup => {
                    return Err(RecordError::SetupOffBoard {
                        ident: ident.to_string(),
                        at: (x, y),
                        size,
                    });
                }
                Action::ToPlay(color) => game.set_to_play(color),
                Action::Move { color, at, value } => {
                    let point = at.map_or(Point::PASS, |(x, y)| game.board().point(x, y));
                    game.play_recorded(color, point)
                        .map_err(|e| move_error(color, value, played, MoveProblem::Refused(e)))?;
                    played += 1;
                }
                Action::BadMove { color, value } => {
                    let why = bad_move_problem(value, size);
                    return Err(move_error(color, value, played, why));
                }
                _ => {}
            }
        }
    }
    Ok(game)
}

/// `set_point` for a game, whose setup is part of its history.
fn setup_game(
    game: &mut Game,
    color: Option<Color>,
    p: Point,
) -> Result<(), crate::game::GameError> {
    let already = game.board().color_at(p);
    if already == color {
        return Ok(());
    }
    if color.is_some() && already.is_some() {
        game.setup(None, p)?;
    }
    game.setup(color, p)
}

/// A komi no game is played with, larger than the board's area, read as the Fox server
/// writes komi: times 100 (`KM[650]` for 6.5, `KM[750]` for 7.5). At face value it would tell
/// the engine that one side has lost before the first move.
fn plausible_komi(komi: f32, size: usize) -> f32 {
    let area = (size * size) as f32;
    if komi.abs() > area && (komi / 100.0).abs() <= area {
        komi / 100.0
    } else {
        komi
    }
}

/// KM and RU of the root.
fn apply_game_info(game: &mut Game, root: &Node) -> Result<(), RecordError> {
    if let Some(komi) = root.value("KM") {
        // Some servers write a decimal comma.
        let komi = komi.trim().replace(',', ".");
        let komi: f32 = komi
            .parse()
            .map_err(|_| RecordError::KomiNotANumber { value: komi })?;
        game.set_komi(plausible_komi(komi, game.board().size()));
    }
    if let Some(rules) = root.value("RU") {
        let rules = rules.to_ascii_lowercase();
        if rules.contains("japan") || rules.contains("korea") {
            game.set_rules(Rules::JAPANESE);
        } else if rules.contains("chin") {
            game.set_rules(Rules::CHINESE);
        }
    }
    Ok(())
}

/// The root's AB as handicap stones when HA says so (HA >= 2, only black stones placed, all
/// on the board).
fn handicap_stones(root: &Node, size: usize) -> Option<Vec<(usize, usize)>> {
    let count: usize = root.value("HA")?.trim().parse().ok()?;
    if count < 2 || root.get("AW").is_some() || root.get("AE").is_some() {
        return None;
    }
    let stones = on_board(root.get("AB")?, size)?;
    (!stones.is_empty()).then_some(stones)
}

/// The property's points, None if one lies off the board.
fn on_board(property: &Property, size: usize) -> Option<Vec<(usize, usize)>> {
    let points = super::expand_points(&property.values);
    points
        .iter()
        .all(|&(x, y)| x < size && y < size)
        .then_some(points)
}

/// PL[B]/PL[W], and FF[3]'s PL[1]/PL[2].
fn player(value: &str) -> Option<Color> {
    match value.trim() {
        "B" | "b" | "1" => Some(Color::Black),
        "W" | "w" | "2" => Some(Color::White),
        _ => None,
    }
}

fn property(ident: &str, values: Vec<String>) -> Property {
    Property {
        ident: ident.to_string(),
        values,
    }
}

pub(crate) fn from_game(game: &Game) -> GameTree {
    let board = game.board();
    let size = game.size();
    let rules = match game.rules().scoring {
        Scoring::Area => "Chinese",
        Scoring::Territory => "Japanese",
    };
    let mut root = vec![
        property("FF", vec!["4".into()]),
        property("GM", vec!["1".into()]),
        property("CA", vec!["UTF-8".into()]),
        property("SZ", vec![size.to_string()]),
        property("KM", vec![game.komi().to_string()]),
        property("RU", vec![rules.into()]),
    ];
    if !game.handicap().is_empty() {
        root.push(property("HA", vec![game.handicap().len().to_string()]));
    }
    let setup = game.setup_stones();
    for (ident, color) in [("AB", Color::Black), ("AW", Color::White)] {
        let stones: Vec<String> = setup
            .iter()
            .filter(|&&(c, _)| c == color)
            .map(|&(_, p)| {
                let (x, y) = board.xy(p);
                point_value(x, y)
            })
            .collect();
        if !stones.is_empty() {
            root.push(property(ident, stones));
        }
    }
    let starter = if game.handicap().is_empty() {
        Color::Black
    } else {
        Color::White
    };
    if game.moves().is_empty() && game.to_play() != starter {
        root.push(property("PL", vec![color_letter(game.to_play()).into()]));
    }
    let mut tree = GameTree::default();
    tree.nodes.push(Node {
        props: root,
        parent: None,
        children: Vec::new(),
    });
    for &(color, point) in game.moves() {
        let ident = color_letter(color);
        let value = if point.is_pass() {
            String::new()
        } else {
            let (x, y) = board.xy(point);
            point_value(x, y)
        };
        let index = tree.nodes.len();
        tree.nodes[index - 1].children.push(index);
        tree.nodes.push(Node {
            props: vec![property(ident, vec![value])],
            parent: Some(index - 1),
            children: Vec::new(),
        });
    }
    tree
}
