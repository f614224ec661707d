//! `review --html`: one self-contained page (inline CSS and SVG, nothing fetched) for every
//! game reviewed: the win-rate chart with the mistakes marked, then each joseki departure and
//! each large mistake as a board diagram.
//!
//! The chart carries the win rates as written into the SGF (`data-winrates`, same rounding)
//! and each mistake its numbers in `data-*` attributes, so a test can hold the page to the
//! annotated record.

use tesuji::board::Color;

use super::annotate::{mistake_text, percent};
use super::engine::{EngineReport, Mistake};
use super::joseki::{CornerReport, Departure, Kind};
use super::{colour_name, GameReview, Replay};
use crate::board_svg::{draw, Diagram};
use crate::gtp_client::vertex;
use crate::html::escape;

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:24px;max-width:1150px;color:#222}\
h1{font-size:22px}h2{font-size:19px;margin-top:32px;border-bottom:2px solid #999}h3{font-size:16px;margin-top:20px}\
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}\
th{background:#f2f2f2}.note{color:#555;font-size:13px}.grid{display:flex;flex-wrap:wrap;gap:18px}\
.diagram{width:450px;font-size:13px}.diagram h4{font-size:14px;margin:4px 0}.legend span{margin-right:14px}\
.summary{white-space:pre-line}";

/// Rows of the board shown around a corner in a joseki diagram.
const CORNER_VIEW: usize = 10;
/// The last moves numbered on a mistake's board.
const NUMBERED: usize = 6;
/// Engine moves shown on a mistake's board.
const PV_SHOWN: usize = 6;

pub fn page(reviews: &[GameReview]) -> String {
    let mut h = String::with_capacity(64 * 1024);
    h.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Game review</title><style>{STYLE}</style></head><body>\n<h1>Game review</h1>\n"
    ));
    for (g, review) in reviews.iter().enumerate() {
        game(&mut h, g, review);
    }
    h.push_str("</body></html>\n");
    h
}

fn game(h: &mut String, g: usize, review: &GameReview) {
    let replay = &review.replay;
    h.push_str(&format!(
        "<section class=\"game\" data-game=\"{g}\"><h2>{}</h2>\n<p class=\"note\">{}{}x{} board, komi {}, {} moves reviewed.</p>\n",
        escape(&review.title),
        if review.info.is_empty() {
            String::new()
        } else {
            format!("{}. ", escape(&review.info))
        },
        replay.size,
        replay.size,
        replay.komi,
        replay.moves.len()
    ));
    if let Some(engine) = &review.engine {
        chart(h, g, engine, replay.size);
    }
    h.push_str("<h3>Joseki</h3>\n");
    h.push_str(&format!(
        "<p class=\"summary\">{}</p>\n",
        escape(&review.joseki.summary())
    ));
    if review.joseki.skipped.is_none() {
        corner_table(h, &review.joseki.corners, replay.size);
        h.push_str("<p class=\"note legend\"><span>numbers: the game's moves in the corner</span><span>red ring: the move played</span><span>green squares: the book's moves, share of the book's play in % (a move and its mirror image in a symmetric corner are one move: \"or\" marks the second)</span></p>\n<div class=\"grid\">\n");
        for corner in &review.joseki.corners {
            if let Some(d) = &corner.departure {
                departure(h, corner, d, replay);
            }
        }
        h.push_str("</div>\n");
    }
    if let Some(engine) = &review.engine {
        h.push_str("<h3>Largest mistakes</h3>\n");
        if let Some(e) = &engine.error {
            h.push_str(&format!(
                "<p class=\"error\">The engine part stopped early: {}</p>\n",
                escape(&e.to_string())
            ));
        }
        h.push_str("<p class=\"note legend\"><span>numbers: the last moves before the mistake</span><span>red ring: the move played</span><span>green squares: the engine's line, 1 = its move</span></p>\n<div class=\"grid\">\n");
        for m in &engine.mistakes {
            mistake(h, m, replay);
        }
        h.push_str("</div>\n");
    }
    h.push_str("</section>\n");
}

/// Black's win rate by move, 50% dashed, mistakes as red (Black's) or blue (White's) dots.
fn chart(h: &mut String, g: usize, engine: &EngineReport, size: usize) {
    let w = &engine.black_winrate;
    let (left, top, width, height) = (50.0, 14.0, 1000.0, 220.0);
    let n = w.len().saturating_sub(1).max(1) as f64;
    let x = |k: usize| left + width * k as f64 / n;
    let y = |v: f64| top + height * (1.0 - v);
    let values: Vec<String> = w.iter().map(|&v| percent(v)).collect();
    h.push_str(&format!(
        "<h3>Black's win rate</h3>\n<p class=\"note\">Engine: {}. Each point is Black's win rate after that move; dots mark the largest drops (red: Black's, blue: White's).</p>\n",
        escape(&engine.command)
    ));
    h.push_str(&format!(
        "<svg class=\"winrate\" id=\"winrate-{g}\" data-winrates=\"{}\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"Black's win rate by move\">\n<rect x=\"{left}\" y=\"{top}\" width=\"{width}\" height=\"{height}\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n",
        values.join(" "),
        left + width + 20.0,
        top + height + 40.0
    ));
    for pct in [0, 25, 50, 75, 100] {
        let yy = y(pct as f64 / 100.0);
        h.push_str(&format!(
            "<line x1=\"{left}\" y1=\"{yy}\" x2=\"{}\" y2=\"{yy}\" stroke=\"{}\" {}/><text x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"end\">{pct}%</text>\n",
            left + width,
            if pct == 50 { "#888" } else { "#e4e4e4" },
            if pct == 50 { "stroke-dasharray=\"6 4\"" } else { "" },
            left - 6.0,
            yy + 4.0
        ));
    }
    let step = if n > 200.0 {
        50
    } else if n > 60.0 {
        20
    } else {
        10
    };
    for k in (0..w.len()).step_by(step) {
        h.push_str(&format!(
            "<text x=\"{:.1}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\">{k}</text>\n",
            x(k),
            top + height + 14.0
        ));
    }
    let points: Vec<String> = w
        .iter()
        .enumerate()
        .map(|(k, &v)| format!("{:.1},{:.1}", x(k), y(v)))
        .collect();
    h.push_str(&format!(
        "<polyline points=\"{}\" fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\"/>\n",
        points.join(" ")
    ));
    for m in &engine.mistakes {
        let k = m.move_number;
        if k >= w.len() {
            continue;
        }
        h.push_str(&format!(
            "<circle class=\"mistake\" data-move=\"{k}\" data-before=\"{}\" data-after=\"{}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"5\" fill=\"{}\"><title>move {k}: {} {} -{:.1}%</title></circle>\n",
            percent(m.before),
            percent(m.after),
            x(k),
            y(w[k]),
            if m.color == Color::Black { "#d01010" } else { "#1060d0" },
            colour_name(m.color),
            escape(&vertex(m.at, size)),
            100.0 * m.drop()
        ));
    }
    h.push_str(&format!(
        "<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\">move</text>\n</svg>\n",
        left + width / 2.0,
        top + height + 32.0
    ));
}

fn corner_table(h: &mut String, corners: &[CornerReport], size: usize) {
    h.push_str("<table class=\"corners\"><tr><th>corner</th><th>book moves (B / W)</th><th>left the book</th><th>by</th><th>how</th><th>the book's moves there</th></tr>\n");
    for c in corners {
        let (at, by, how, book) = match &c.departure {
            None => (
                "-".to_string(),
                "-".to_string(),
                "still in the book (or never played)".to_string(),
                String::new(),
            ),
            Some(d) => (
                format!("move {} ({})", d.move_number, vertex(Some(d.at), size)),
                colour_name(d.color).to_string(),
                match d.kind {
                    Kind::Silent => "the book had run out".to_string(),
                    Kind::Unlisted => "a move the book does not list".to_string(),
                },
                d.book_list(size),
            ),
        };
        h.push_str(&format!(
            "<tr data-corner=\"{}\" data-move=\"{}\"><td>{}</td><td>{} / {} ({} exact)</td><td>{at}</td><td>{by}</td><td>{how}</td><td>{}</td></tr>\n",
            c.name,
            c.departure.as_ref().map_or(0, |d| d.move_number),
            c.name,
            c.followed[0],
            c.followed[1],
            c.exact,
            escape(&book)
        ));
    }
    h.push_str("</table>\n");
}

/// The number of the move that put each stone still on the board before move `before`.
fn move_numbers(replay: &Replay, before: usize, from: usize) -> Vec<usize> {
    let size = replay.size;
    let board = &replay.positions[before].0;
    let mut numbers = vec![0usize; size * size];
    for (k, &(color, at)) in replay.moves.iter().enumerate().take(before).skip(from) {
        if let Some((x, y)) = at {
            if board.color_at(board.point(x, y)) == Some(color) {
                numbers[y * size + x] = k + 1;
            }
        }
    }
    numbers
}

fn departure(h: &mut String, corner: &CornerReport, d: &Departure, replay: &Replay) {
    let size = replay.size;
    let k = d.move_number - 1;
    let numbers = move_numbers(replay, k, 0);
    let view = CORNER_VIEW.min(size);
    let (x0, y0) = (
        if corner.corner.right { size - view } else { 0 },
        if corner.corner.bottom { size - view } else { 0 },
    );
    // A symmetric corner's move shows its share once; its mirror image says "or".
    let squares = d
        .book
        .iter()
        .filter_map(|m| m.at.map(|p| (p, share_label(m.share))))
        .chain(
            d.book
                .iter()
                .filter_map(|m| m.mirror.map(|p| (p, "or".to_string()))),
        )
        .collect();
    h.push_str(&format!(
        "<div class=\"diagram departure\" data-move=\"{}\"><h4>{} corner &middot; move {} &middot; {} {}</h4>\n",
        d.move_number,
        corner.name,
        d.move_number,
        colour_name(d.color),
        vertex(Some(d.at), size)
    ));
    h.push_str(&draw(&Diagram {
        board: &replay.positions[k].0,
        size,
        view: (x0, y0, x0 + view, y0 + view),
        numbers: &|x, y| numbers[y * size + x],
        squares,
        rings: vec![d.at],
        window: None,
        pixels: 320.0,
    }));
    h.push_str(&format!(
        "<p>{}</p></div>\n",
        escape(&d.describe(corner.name, size))
    ));
}

/// A book move's share in whole percent; "<1" rather than a misleading "0".
fn share_label(share: f32) -> String {
    if share < 0.005 {
        "<1".to_string()
    } else {
        format!("{:.0}", 100.0 * share)
    }
}

fn mistake(h: &mut String, m: &Mistake, replay: &Replay) {
    let size = replay.size;
    let k = m.move_number - 1;
    let numbers = move_numbers(replay, k, k.saturating_sub(NUMBERED));
    // The line is drawn up to its first move onto a stone or onto a point it already used (a
    // capture inside the line): numbers on stones would read as nonsense.
    let board = &replay.positions[k].0;
    let mut squares: Vec<((usize, usize), String)> = Vec::new();
    for (i, p) in m.pv.iter().take(PV_SHOWN).enumerate() {
        let Some((x, y)) = *p else { continue };
        if board.color_at(board.point(x, y)).is_some() || squares.iter().any(|s| s.0 == (x, y)) {
            break;
        }
        squares.push(((x, y), (i + 1).to_string()));
    }
    h.push_str(&format!(
        "<div class=\"diagram mistake\" data-move=\"{}\" data-drop=\"{:.2}\"><h4>move {} &middot; {} {} &middot; -{:.1}%</h4>\n",
        m.move_number,
        100.0 * m.drop(),
        m.move_number,
        colour_name(m.color),
        vertex(m.at, size),
        100.0 * m.drop()
    ));
    h.push_str(&draw(&Diagram {
        board,
        size,
        view: (0, 0, size, size),
        numbers: &|x, y| numbers[y * size + x],
        squares,
        rings: m.at.into_iter().collect(),
        window: None,
        pixels: 420.0,
    }));
    h.push_str(&format!(
        "<p>{}</p></div>\n",
        escape(&mistake_text(m, size))
    ));
}
