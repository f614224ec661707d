//! Game records: replaying a tree's main line into a `Game` (GTP loadsgf) and writing a `Game`
//! back out as a tree (GTP printsgf).

use crate::board::Color;
use crate::game::{Game, Rules, Scoring};

use super::{expand_points, move_point, point_value, GameTree, Node, Property};

/// The main line replayed up to `moves` moves (all when None): root info, handicap, setup
/// and moves, the one replay of a record into a `Game`. Errors name the move that fails.
pub(crate) fn to_game(tree: &GameTree, moves: Option<usize>) -> Result<Game, String> {
    let size = tree.board_size()?;
    let root = tree.nodes.first().ok_or("empty game tree")?;
    let mut game = Game::new(size);
    apply_game_info(&mut game, root)?;
    let handicap = handicap_stones(root, size);
    if let Some(stones) = &handicap {
        let points: Vec<_> = stones
            .iter()
            .map(|&(x, y)| game.board().point(x, y))
            .collect();
        game.set_handicap(&points)
            .map_err(|e| format!("handicap stones: {e:?}"))?;
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
        let skip_setup = depth == 0 && handicap.is_some();
        if !skip_setup {
            apply_setup(&mut game, node, size)?;
        }
        if let Some(color) = node.value("PL").and_then(player) {
            game.set_to_play(color);
        }
        played += play_moves(&mut game, node, size, played)?;
    }
    Ok(game)
}

/// KM and RU of the root.
fn apply_game_info(game: &mut Game, root: &Node) -> Result<(), String> {
    if let Some(komi) = root.value("KM") {
        // Some servers write a decimal comma.
        let komi = komi.trim().replace(',', ".");
        let komi: f32 = komi
            .parse()
            .map_err(|_| format!("KM[{komi}] is not a number"))?;
        game.set_komi(komi);
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

/// Plays the node's B and W moves; errors name the move's number (after `played` before
/// it). Returns how many were played.
fn play_moves(game: &mut Game, node: &Node, size: usize, played: usize) -> Result<usize, String> {
    let mut count = 0;
    // Two moves in one node are illegal FF[4] but occur: play them in file order.
    for property in &node.props {
        let color = match property.ident.as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        let value = property.values.first().map_or("", String::as_str);
        let describe = |problem: String| {
            format!(
                "move {} ({}[{value}]): {problem}",
                played + count + 1,
                property.ident
            )
        };
        let point = match move_point(value, size).map_err(describe)? {
            Some((x, y)) => game.board().point(x, y),
            None => crate::board::Point::PASS,
        };
        game.play(color, point)
            .map_err(|e| describe(format!("illegal ({e:?})")))?;
        count += 1;
    }
    Ok(count)
}

/// The root's AB as handicap stones when HA says so (HA >= 2, only black stones placed).
fn handicap_stones(root: &Node, size: usize) -> Option<Vec<(usize, usize)>> {
    let count: usize = root.value("HA")?.trim().parse().ok()?;
    if count < 2 || root.get("AW").is_some() || root.get("AE").is_some() {
        return None;
    }
    let stones = on_board(root.get("AB")?, size).ok()?;
    (!stones.is_empty()).then_some(stones)
}

fn on_board(property: &Property, size: usize) -> Result<Vec<(usize, usize)>, String> {
    let points = expand_points(&property.values);
    match points.iter().find(|&&(x, y)| x >= size || y >= size) {
        Some(&(x, y)) => Err(format!(
            "{}[{}] is off the {size}x{size} board",
            property.ident,
            point_value(x, y)
        )),
        None => Ok(points),
    }
}

/// AE first, then AB and AW: FF[4] forbids one point in two of them, so the order only
/// matters for files that break that rule, where the stone should end up placed.
fn apply_setup(game: &mut Game, node: &Node, size: usize) -> Result<(), String> {
    for (ident, color) in [
        ("AE", None),
        ("AB", Some(Color::Black)),
        ("AW", Some(Color::White)),
    ] {
        let Some(property) = node.get(ident) else {
            continue;
        };
        for (x, y) in on_board(property, size)? {
            let point = game.board().point(x, y);
            let already = game.board().color_at(point);
            if already == color {
                continue;
            }
            if color.is_some() && already.is_some() {
                game.setup(None, point)
                    .map_err(|e| format!("{ident}[{}]: {e:?}", point_value(x, y)))?;
            }
            game.setup(color, point)
                .map_err(|e| format!("{ident}[{}]: {e:?}", point_value(x, y)))?;
        }
    }
    Ok(())
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

fn color_letter(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}
