//! Board diagrams as inline SVG, shared by the HTML pages (`coverage --html`, `review --html`):
//! a board or a corner of it, stones (numbered or plain), green squares with labels for
//! proposed moves, a red ring for the move played, and an optional dashed window.

use tesuji::board::{Board, Color};
use tesuji::geometry::column_letter;

/// What to draw. Coordinates are (x, y) from the top-left corner of the board.
pub struct Diagram<'a> {
    pub board: &'a Board,
    pub size: usize,
    /// The part shown: columns `x0..x1`, rows `y0..y1`.
    pub view: (usize, usize, usize, usize),
    /// Numbers written on stones, by point (0 = none).
    pub numbers: &'a dyn Fn(usize, usize) -> usize,
    /// Proposed moves: a green square with a short label.
    pub squares: Vec<((usize, usize), String)>,
    /// Moves to ring in red (the move played or the reference move).
    pub rings: Vec<(usize, usize)>,
    /// A dashed `window`-sided square from the top-left corner, when drawn.
    pub window: Option<usize>,
    /// Width of the grid in pixels.
    pub pixels: f64,
}

/// Where the view's points lie on the picture.
struct Grid {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
    columns: usize,
    cell: f64,
}

/// Space left of and above the grid for the coordinates.
const MARGIN: f64 = 18.0;

impl Grid {
    fn new(d: &Diagram) -> Grid {
        let (x0, y0, x1, y1) = d.view;
        let (x1, y1) = (x1.min(d.size), y1.min(d.size));
        let columns = x1.saturating_sub(x0).max(1);
        let rows = y1.saturating_sub(y0).max(1);
        Grid {
            x0,
            y0,
            x1,
            y1,
            columns,
            cell: d.pixels / columns.max(rows) as f64,
        }
    }

    fn px(&self, x: usize) -> f64 {
        MARGIN + self.cell * ((x - self.x0) as f64 + 0.5)
    }

    fn py(&self, y: usize) -> f64 {
        MARGIN + self.cell * ((y - self.y0) as f64 + 0.5)
    }

    fn shows(&self, x: usize, y: usize) -> bool {
        (self.x0..self.x1).contains(&x) && (self.y0..self.y1).contains(&y)
    }
}

pub fn draw(d: &Diagram) -> String {
    let g = Grid::new(d);
    let rows = g.y1.saturating_sub(g.y0).max(1);
    let width = MARGIN + g.cell * g.columns as f64 + 4.0;
    let height = MARGIN + g.cell * rows as f64 + 4.0;
    let mut s = format!(
        "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.1} {height:.1}\">\n<rect x=\"0\" y=\"0\" width=\"{width:.1}\" height=\"{height:.1}\" fill=\"#e3bb6a\"/>\n"
    );
    lines(&mut s, d, &g);
    stones(&mut s, d, &g);
    marks(&mut s, d, &g);
    s.push_str("</svg>\n");
    s
}

/// The grid lines with their coordinates, the star points and the dashed window.
fn lines(s: &mut String, d: &Diagram, g: &Grid) {
    let (x0, y0, x1, y1) = (g.x0, g.y0, g.x1, g.y1);
    // Lines run half a cell past the view where the board goes on, so a corner does not look
    // like a whole small board.
    let half = g.cell * 0.5;
    let (left, right) = (
        g.px(x0) - if x0 > 0 { half } else { 0.0 },
        g.px(x1 - 1) + if x1 < d.size { half } else { 0.0 },
    );
    let (top, bottom) = (
        g.py(y0) - if y0 > 0 { half } else { 0.0 },
        g.py(y1 - 1) + if y1 < d.size { half } else { 0.0 },
    );
    for x in x0..x1 {
        let edge = x == 0 || x + 1 == d.size;
        s.push_str(&format!(
            "<line x1=\"{:.1}\" y1=\"{top:.1}\" x2=\"{:.1}\" y2=\"{bottom:.1}\" stroke=\"#333\" stroke-width=\"{}\"/><text x=\"{:.1}\" y=\"12\" font-size=\"10\" text-anchor=\"middle\">{}</text>\n",
            g.px(x),
            g.px(x),
            if edge { 2 } else { 1 },
            g.px(x),
            column_letter(x).unwrap_or('?')
        ));
    }
    for y in y0..y1 {
        let edge = y == 0 || y + 1 == d.size;
        s.push_str(&format!(
            "<line x1=\"{left:.1}\" y1=\"{:.1}\" x2=\"{right:.1}\" y2=\"{:.1}\" stroke=\"#333\" stroke-width=\"{}\"/><text x=\"2\" y=\"{:.1}\" font-size=\"10\">{}</text>\n",
            g.py(y),
            g.py(y),
            if edge { 2 } else { 1 },
            g.py(y) + 3.0,
            d.size - y
        ));
    }
    for (x, y) in star_points(d.size) {
        if g.shows(x, y) {
            s.push_str(&format!(
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.5\" fill=\"#333\"/>\n",
                g.px(x),
                g.py(y)
            ));
        }
    }
    if let Some(window) = d.window.filter(|&w| w < g.columns && x0 == 0 && y0 == 0) {
        let w = g.cell * window as f64;
        s.push_str(&format!(
            "<rect x=\"{MARGIN}\" y=\"{MARGIN}\" width=\"{w:.1}\" height=\"{w:.1}\" fill=\"none\" stroke=\"#7a3\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\n"
        ));
    }
}

/// The stones in view, with their move numbers.
fn stones(s: &mut String, d: &Diagram, g: &Grid) {
    let r = g.cell * 0.47;
    for y in g.y0..g.y1 {
        for x in g.x0..g.x1 {
            let Some(c) = d.board.color_at(d.board.point(x, y)) else {
                continue;
            };
            let (fill, ink) = if c == Color::Black {
                ("#111", "#fff")
            } else {
                ("#fafafa", "#111")
            };
            s.push_str(&format!(
                "<circle class=\"stone\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\" fill=\"{fill}\" stroke=\"#111\"/>\n",
                g.px(x),
                g.py(y)
            ));
            let k = (d.numbers)(x, y);
            if k > 0 {
                s.push_str(&format!(
                    "<text class=\"move-number\" x=\"{:.1}\" y=\"{:.1}\" font-size=\"{:.1}\" text-anchor=\"middle\" fill=\"{ink}\">{k}</text>\n",
                    g.px(x),
                    g.py(y) + g.cell * 0.18,
                    g.cell * match k {
                        0..=9 => 0.5,
                        10..=99 => 0.42,
                        _ => 0.34,
                    }
                ));
            }
        }
    }
}

/// The proposed moves' squares and the rings, over the stones.
fn marks(s: &mut String, d: &Diagram, g: &Grid) {
    for ((x, y), label) in &d.squares {
        let (x, y) = (*x, *y);
        if !g.shows(x, y) {
            continue;
        }
        let half = g.cell * 0.36;
        s.push_str(&format!(
            "<rect class=\"candidate\" x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#2e8b57\" fill-opacity=\"0.85\"/><text x=\"{:.1}\" y=\"{:.1}\" font-size=\"{:.1}\" text-anchor=\"middle\" fill=\"#fff\">{}</text>\n",
            g.px(x) - half,
            g.py(y) - half,
            2.0 * half,
            2.0 * half,
            g.px(x),
            g.py(y) + g.cell * 0.13,
            g.cell * 0.36,
            label
        ));
    }
    for &(x, y) in &d.rings {
        if g.shows(x, y) {
            s.push_str(&format!(
                "<circle class=\"reference\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\" fill=\"none\" stroke=\"#d01010\" stroke-width=\"3\"/>\n",
                g.px(x),
                g.py(y),
                g.cell * 0.44
            ));
        }
    }
}

/// The hoshi of a board: 4-4 points from 13x13 up (3-3 below), sides and centre on odd sizes.
fn star_points(size: usize) -> Vec<(usize, usize)> {
    if size < 7 {
        return Vec::new();
    }
    let edge = if size >= 13 { 3 } else { 2 };
    let far = size - 1 - edge;
    let mut lines = vec![edge, far];
    if size % 2 == 1 && size >= 9 {
        lines.push(size / 2);
    }
    let mut points = Vec::new();
    for &x in &lines {
        for &y in &lines {
            let middle = x == size / 2 || y == size / 2;
            if !middle || size >= 13 || (x == size / 2 && y == size / 2) {
                points.push((x, y));
            }
        }
    }
    points
}
