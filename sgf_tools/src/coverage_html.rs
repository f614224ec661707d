//! `coverage --html REPORT.html`: the coverage report as one self-contained page (inline CSS
//! and SVG, nothing fetched), for joseki students and engine authors: the summary, recall by
//! depth as a chart, the family table and board diagrams of the most frequent places where the
//! book leaves the reference.
//!
//! Every figure also carries its raw count in a `data-*` attribute, so a test can check the
//! page against the JSON report.

use tesuji::board::{Board, Color};
use tesuji::geometry::format_vertex;
use tesuji::joseki::coverage::{CoverageReport, Departure, Family, SplitTally, Tally};
use tesuji::joseki::BOOK_SIZE;

use crate::html::escape;

/// How many departures get a diagram.
pub const DIAGRAMS: usize = 12;
/// Depths shown in the chart; deeper moves are few and all but never recalled.
const CHART_DEPTHS: usize = 40;

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:24px;max-width:1150px;color:#222}\
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ccc}\
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}\
th{background:#f2f2f2}td.l,th.l{text-align:left}.note{color:#555;font-size:13px}\
.grid{display:flex;flex-wrap:wrap;gap:18px}.dep{width:340px;font-size:13px}\
.dep h3{font-size:14px;margin:4px 0}.legend span{margin-right:14px}";

fn pct(t: Tally) -> String {
    if t.moves == 0 {
        "-".to_string()
    } else {
        format!("{:.2}%", 100.0 * t.recall())
    }
}

/// A cell with the recall and its counts: `data-moves` / `data-recalled` for the test.
fn tally_cells(key: &str, t: Tally) -> String {
    format!(
        "<td data-key=\"{key}\" data-moves=\"{}\" data-recalled=\"{}\">{}</td><td>{} / {}</td>",
        t.moves,
        t.recalled,
        pct(t),
        t.recalled,
        t.moves
    )
}

fn split_cells(prefix: &str, s: &SplitTally) -> String {
    format!(
        "{}{}{}",
        tally_cells(&format!("{prefix}all"), s.total),
        tally_cells(&format!("{prefix}in_window"), s.in_window),
        tally_cells(&format!("{prefix}beyond"), s.beyond())
    )
}

/// The Go coordinate of a point in the book's top-left frame (letters skip I, rows from the
/// bottom), as a player reads it off a board.
fn vertex(at: Option<(u8, u8)>) -> String {
    match at {
        None => "tenuki".to_string(),
        Some((x, y)) => format_vertex(BOOK_SIZE, (x as usize).min(BOOK_SIZE - 1), y as usize),
    }
}

pub fn page(report: &CoverageReport, title: &str, reference_note: &str) -> String {
    let mut h = String::with_capacity(64 * 1024);
    h.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head><body>\n",
        escape(title)
    ));
    h.push_str(&format!("<h1>{}</h1>\n", escape(title)));
    h.push_str(&format!(
        "<p class=\"note\">{}<br>Window {w}x{w}, {} symmetry/colour variants. A move is <b>in the window</b> when every stone of its position and the move itself lie inside the corner window: only those can the matcher see; the rest lie <b>beyond</b> it.</p>\n",
        escape(reference_note),
        report.variants,
        w = report.window
    ));
    summary(&mut h, report);
    chart(&mut h, report);
    families(&mut h, report);
    departures(&mut h, report);
    h.push_str("</body></html>\n");
    h
}

fn summary(h: &mut String, r: &CoverageReport) {
    h.push_str("<h2>Summary</h2>\n<table id=\"summary\"><tr><th class=\"l\">reference moves</th><th>recall</th><th>listed / moves</th></tr>\n");
    for (name, key, t) in [
        ("all", "all", r.moves.total),
        ("in the window", "in_window", r.moves.in_window),
        ("beyond the window", "beyond", r.moves.beyond()),
    ] {
        h.push_str(&format!(
            "<tr><td class=\"l\">{name}</td>{}</tr>\n",
            tally_cells(key, t)
        ));
    }
    h.push_str(
        "</table>\n<table><tr><th class=\"l\">positions</th><th>rate</th><th>count</th></tr>\n",
    );
    let rows = [
        (
            "book's best move is a reference move (top-1)",
            "top1",
            r.top1,
            r.positions,
        ),
        (
            "candidates that are reference moves (precision)",
            "precision",
            r.candidates_in_reference,
            r.candidates,
        ),
        (
            "positions where the book is silent",
            "silent",
            r.silent,
            r.positions,
        ),
        (
            "lines recalled to the end",
            "lines_covered",
            r.lines_covered,
            r.lines,
        ),
    ];
    for (name, key, a, b) in rows {
        let rate = if b == 0 {
            0.0
        } else {
            100.0 * a as f64 / b as f64
        };
        h.push_str(&format!(
            "<tr><td class=\"l\">{name}</td><td data-key=\"{key}\" data-count=\"{a}\" data-of=\"{b}\">{rate:.2}%</td><td>{a} / {b}</td></tr>\n"
        ));
    }
    h.push_str("</table>\n");
}

/// Recall by depth: bars for all moves, with the in-window recall as a line of dots.
fn chart(h: &mut String, r: &CoverageReport) {
    let depths: Vec<(usize, &SplitTally)> = r
        .by_depth
        .iter()
        .enumerate()
        .skip(1)
        .take(CHART_DEPTHS)
        .filter(|(_, t)| t.total.moves > 0)
        .collect();
    let (left, top, width, height) = (50.0, 16.0, 1000.0, 240.0);
    let n = depths.len().max(1) as f64;
    let step = width / n;
    h.push_str("<h2>Recall by depth</h2>\n");
    h.push_str(&format!(
        "<svg id=\"depth-chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"recall by depth\">\n",
        left + width + 20.0,
        top + height + 50.0
    ));
    for pct in [0, 25, 50, 75, 100] {
        let y = top + height * (1.0 - pct as f64 / 100.0);
        h.push_str(&format!(
            "<line x1=\"{left}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"end\">{pct}%</text>\n",
            left + width,
            left - 6.0,
            y + 4.0
        ));
    }
    let mut dots = Vec::new();
    for (i, (depth, t)) in depths.iter().enumerate() {
        let x = left + step * i as f64;
        let bar = height * t.total.recall();
        h.push_str(&format!(
            "<rect class=\"bar\" data-depth=\"{depth}\" data-moves=\"{}\" data-recalled=\"{}\" x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#6a8fc7\"><title>depth {depth}: {} of {} ({})</title></rect>\n",
            t.total.moves,
            t.total.recalled,
            x + step * 0.15,
            top + height - bar,
            step * 0.7,
            bar,
            t.total.recalled,
            t.total.moves,
            pct(t.total)
        ));
        if t.in_window.moves > 0 {
            dots.push((x + step * 0.5, top + height * (1.0 - t.in_window.recall())));
        }
        if *depth == 1 || depth % 5 == 0 {
            h.push_str(&format!(
                "<text x=\"{:.1}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\">{depth}</text>\n",
                x + step * 0.5,
                top + height + 14.0
            ));
        }
    }
    let path: Vec<String> = dots.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
    h.push_str(&format!(
        "<polyline points=\"{}\" fill=\"none\" stroke=\"#d2691e\" stroke-width=\"2\"/>\n",
        path.join(" ")
    ));
    for (x, y) in &dots {
        h.push_str(&format!(
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"#d2691e\"/>\n"
        ));
    }
    h.push_str(&format!(
        "<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\">move number in the line (depth)</text>\n\
         <rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"#6a8fc7\"/><text x=\"{}\" y=\"{}\" font-size=\"12\">all moves</text>\n\
         <circle cx=\"{}\" cy=\"{}\" r=\"4\" fill=\"#d2691e\"/><text x=\"{}\" y=\"{}\" font-size=\"12\">moves in the window</text>\n</svg>\n",
        left + width / 2.0,
        top + height + 32.0,
        left,
        top + height + 36.0,
        left + 16.0,
        top + height + 46.0,
        left + 130.0,
        top + height + 42.0,
        left + 138.0,
        top + height + 46.0,
    ));
}

fn families(h: &mut String, r: &CoverageReport) {
    h.push_str("<h2>Opening families</h2>\n<p class=\"note\">The first stone of each line, counted in lines from the two nearest edges.</p>\n<table id=\"families\"><tr><th class=\"l\">family</th><th>lines</th><th>recall</th><th>all</th><th>in window</th><th>listed / moves</th><th>beyond</th><th>listed / moves</th></tr>\n");
    for family in Family::ALL {
        let t = &r.by_family[family.index()];
        if t.total.moves == 0 {
            continue;
        }
        h.push_str(&format!(
            "<tr data-family=\"{}\"><td class=\"l\">{}</td><td data-key=\"lines\">{}</td>{}</tr>\n",
            family.name(),
            family.name(),
            r.family_lines[family.index()],
            split_cells("", t)
        ));
    }
    h.push_str("</table>\n");
}

fn departures(h: &mut String, r: &CoverageReport) {
    h.push_str("<h2>Where the book leaves the reference</h2>\n<p class=\"note legend\">The most frequent places (by the reference's count of the move) where a line leaves the book, in the first variant (identity placement). <span>numbers: the line's moves</span><span>red ring: the reference move</span><span>green squares: the book's candidates, with their shares in % (\"or\": the mirror image of a move in a symmetric position)</span><span>dashed: the window</span></p>\n<div class=\"grid\">\n");
    for (rank, d) in r.departures.iter().take(DIAGRAMS).enumerate() {
        h.push_str(&format!(
            "<div class=\"dep\" data-rank=\"{}\" data-count=\"{}\" data-depth=\"{}\"><h3>#{} &middot; {} &middot; move {} &middot; count {}</h3>\n",
            rank + 1,
            d.count,
            d.depth,
            rank + 1,
            d.family.name(),
            d.depth,
            d.count
        ));
        h.push_str(&diagram(d, r.window));
        let book: Vec<String> = d
            .candidates
            .iter()
            .map(|m| {
                let name = match m.mirror {
                    Some(p) => format!("{} or {}", vertex(m.at), vertex(Some(p))),
                    None => vertex(m.at),
                };
                format!("{name} {:.0}% ({})", 100.0 * m.share, m.count)
            })
            .collect();
        h.push_str(&format!(
            "<p>Reference: {} {} ({}). Book: {}.</p></div>\n",
            if d.reference.0 == Color::Black {
                "Black"
            } else {
                "White"
            },
            vertex(d.reference.1),
            if d.in_window {
                "in the window"
            } else {
                "beyond the window"
            },
            if book.is_empty() {
                "nothing".to_string()
            } else {
                book.join(", ")
            }
        ));
    }
    h.push_str("</div>\n");
}

/// The corner as an SVG board: the line's stones numbered in move order, setup stones plain,
/// the reference move ringed, the book's candidates as squares with their shares.
fn diagram(d: &Departure, window: usize) -> String {
    let mut board = Board::new(BOOK_SIZE);
    let mut number = vec![0usize; BOOK_SIZE * BOOK_SIZE];
    let mut extent = window.max(7);
    let mut grow = |at: Option<(u8, u8)>| {
        if let Some((x, y)) = at {
            extent = extent.max(x.max(y) as usize + 2);
        }
    };
    for &(c, xy) in &d.setup {
        let _ = board.place_setup(c, board.point(xy.0 as usize, xy.1 as usize));
        grow(Some(xy));
    }
    for (i, &(c, at)) in d.line.iter().enumerate() {
        if let Some((x, y)) = at {
            if board.play(c, board.point(x as usize, y as usize)).is_ok() {
                number[y as usize * BOOK_SIZE + x as usize] = i + 1;
            }
        }
        grow(at);
    }
    grow(d.reference.1);
    // Relaxed matches can propose moves far from the corner; those are listed in the text
    // only, so one stray candidate does not shrink the whole diagram.
    for at in d.candidates.iter().flat_map(|m| [m.at, m.mirror]) {
        if at.is_some_and(|(x, y)| (x.max(y) as usize) < tesuji::joseki::MAX_WINDOW) {
            grow(at);
        }
    }
    let n = extent.min(BOOK_SIZE);
    crate::board_svg::draw(&crate::board_svg::Diagram {
        board: &board,
        size: BOOK_SIZE,
        view: (0, 0, n, n),
        numbers: &|x, y| number[y * BOOK_SIZE + x],
        // A symmetric position's move shows its share once; its mirror image says "or".
        squares: d
            .candidates
            .iter()
            .filter_map(|m| {
                m.at.map(|(x, y)| ((x as usize, y as usize), format!("{:.0}", 100.0 * m.share)))
            })
            .chain(d.candidates.iter().filter_map(|m| {
                m.mirror
                    .map(|(x, y)| ((x as usize, y as usize), "or".to_string()))
            }))
            .collect(),
        rings: d
            .reference
            .1
            .map(|(x, y)| (x as usize, y as usize))
            .into_iter()
            .collect(),
        window: Some(window),
        pixels: 300.0,
    })
}
