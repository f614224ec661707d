//! Writes a review into the game tree: comments on the nodes concerned, Black's win rate on
//! every node as Sabaki's `SBKV`, and each large drop's engine line as a variation. Nothing
//! of the record is removed; comments already there are kept ahead of the review's.

use tesuji::board::Color;
use tesuji::sgf::{point_value, GameTree, Node, Property};

use super::engine::Mistake;
use super::GameReview;
use crate::gtp_client::vertex;

/// Sabaki's win-rate property: Black's win rate in percent (Sabaki writes it with two
/// decimals and draws its graph from it).
pub const WINRATE: &str = "SBKV";

fn set(node: &mut Node, ident: &str, value: String) {
    match node.props.iter_mut().find(|p| p.ident == ident) {
        Some(p) => p.values = vec![value],
        None => node.props.push(Property {
            ident: ident.to_string(),
            values: vec![value],
        }),
    }
}

/// Adds a paragraph to the node's comment.
fn comment(node: &mut Node, text: &str) {
    match node.props.iter_mut().find(|p| p.ident == "C") {
        Some(p) => {
            let old = p.values.first().cloned().unwrap_or_default();
            p.values = vec![if old.is_empty() {
                text.to_string()
            } else {
                format!("{old}\n\n{text}")
            }];
        }
        None => node.props.push(Property {
            ident: "C".to_string(),
            values: vec![text.to_string()],
        }),
    }
}

pub fn percent(w: f64) -> String {
    format!("{:.2}", 100.0 * w)
}

pub fn annotate(tree: &mut GameTree, review: &GameReview) {
    let replay = &review.replay;
    let size = replay.size;
    let node_of = |k: usize| {
        if k == 0 {
            0
        } else {
            replay.move_nodes[k - 1]
        }
    };
    let mut summary = format!("Review (sgf-tools)\nJoseki: {}", review.joseki.summary());
    if let Some(engine) = &review.engine {
        for (k, &w) in engine.black_winrate.iter().enumerate() {
            set(&mut tree.nodes[node_of(k)], WINRATE, percent(w));
        }
        summary.push_str(&format!(
            "\nWin rates: {} ({} positions).",
            engine.command,
            engine.black_winrate.len()
        ));
        if let Some(e) = &engine.error {
            summary.push_str(&format!("\nThe engine part stopped early: {e}"));
        }
        for m in &engine.mistakes {
            summary.push_str(&format!(
                "\n{} move {} ({}): -{:.1}%",
                super::colour_name(m.color),
                m.move_number,
                vertex(m.at, size),
                100.0 * m.drop()
            ));
        }
        for m in &engine.mistakes {
            let node = node_of(m.move_number);
            comment(&mut tree.nodes[node], &mistake_text(m, size));
            add_variation(tree, node, m, size);
        }
    }
    for corner in &review.joseki.corners {
        if let Some(d) = &corner.departure {
            let node = node_of(d.move_number);
            comment(&mut tree.nodes[node], &d.describe(corner.name, size));
        }
    }
    comment(&mut tree.nodes[0], &summary);
}

pub fn mistake_text(m: &Mistake, size: usize) -> String {
    let line: Vec<String> = m.pv.iter().map(|&p| vertex(p, size)).collect();
    format!(
        "{} {} (move {}): {}'s win rate {}% -> {}% (-{:.1}%). Engine: {}{}.",
        super::colour_name(m.color),
        vertex(m.at, size),
        m.move_number,
        super::colour_name(m.color),
        percent(m.before),
        percent(m.after),
        100.0 * m.drop(),
        vertex(m.suggested, size),
        if line.len() > 1 {
            format!(" (line {})", line.join(" "))
        } else {
            String::new()
        }
    )
}

/// The engine's line as a variation beside the move played (after the main line, so the
/// record's own moves stay first).
fn add_variation(tree: &mut GameTree, move_node: usize, m: &Mistake, size: usize) {
    let Some(parent) = tree.nodes[move_node].parent else {
        return;
    };
    let mut color = m.color;
    let mut at = parent;
    for (i, &p) in m.pv.iter().enumerate() {
        let ident = if color == Color::Black { "B" } else { "W" };
        let value = p.map_or(String::new(), |(x, y)| point_value(x, y));
        let mut props = vec![Property {
            ident: ident.to_string(),
            values: vec![value],
        }];
        if i == 0 {
            props.push(Property {
                ident: "C".to_string(),
                values: vec![format!(
                    "Engine's line instead of {} (move {}).",
                    vertex(m.at, size),
                    m.move_number
                )],
            });
        }
        let index = tree.nodes.len();
        tree.nodes.push(Node {
            props,
            parent: Some(at),
            children: Vec::new(),
        });
        tree.nodes[at].children.push(index);
        at = index;
        color = color.opponent();
    }
}
