//! Offline coverage: how well a book's matcher answers a reference joseki collection, and how
//! often game records follow the book. Used by `sgf-tools coverage` and the tests.
//!
//! Every line of the reference is replayed on an empty 19x19 board under the chosen symmetries
//! (the corner and its orientation) and colourings; at each position the matcher is asked about
//! the corner being replayed, and its candidates are compared with the reference's next moves.

use super::matcher::{Candidate, Corner};
use super::tree::{LineTree, Step, BOOK_SIZE};
use super::JosekiBook;
use crate::board::{Board, Color, Point};
use crate::sgf::GameTree;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DepthStats {
    /// Reference moves at this depth (1 = a line's first move), over all variants.
    pub moves: u64,
    pub recalled: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CoverageReport {
    pub window: usize,
    /// Symmetry x colouring combinations replayed.
    pub variants: usize,
    /// Reference moves (edges) asked about, over all variants.
    pub moves: u64,
    /// ...of which the matcher listed the reference move (tenuki counts as a move).
    pub recalled: u64,
    /// Reference positions with at least one next move.
    pub positions: u64,
    /// ...where the matcher's best candidate is one of the reference's next moves.
    pub top1: u64,
    /// Candidates listed in total, and how many of them are reference next moves.
    pub candidates: u64,
    pub candidates_in_reference: u64,
    /// Positions where the matcher listed nothing.
    pub silent: u64,
    /// Reference lines (leaves), and those recalled at every move to the end.
    pub lines: u64,
    pub lines_covered: u64,
    pub by_depth: Vec<DepthStats>,
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

impl CoverageReport {
    pub fn recall(&self) -> f64 {
        ratio(self.recalled, self.moves)
    }
    pub fn top1_rate(&self) -> f64 {
        ratio(self.top1, self.positions)
    }
    pub fn precision(&self) -> f64 {
        ratio(self.candidates_in_reference, self.candidates)
    }
    pub fn lines_rate(&self) -> f64 {
        ratio(self.lines_covered, self.lines)
    }

    pub fn to_text(&self) -> String {
        let mut s = format!(
            "window {w}x{w}, {v} symmetry/colour variants\n\
             recall     {:6.2}%  ({} of {} reference moves listed)\n\
             top-1      {:6.2}%  ({} of {} positions)\n\
             precision  {:6.2}%  ({} of {} candidates are reference moves)\n\
             silent     {:6.2}%  ({} positions without candidates)\n\
             lines      {:6.2}%  ({} of {} lines recalled to the end)\n\
             depth  moves  recall\n",
            100.0 * self.recall(),
            self.recalled,
            self.moves,
            100.0 * self.top1_rate(),
            self.top1,
            self.positions,
            100.0 * self.precision(),
            self.candidates_in_reference,
            self.candidates,
            100.0 * ratio(self.silent, self.positions),
            self.silent,
            100.0 * self.lines_rate(),
            self.lines_covered,
            self.lines,
            w = self.window,
            v = self.variants,
        );
        for (depth, d) in self.by_depth.iter().enumerate().skip(1) {
            if d.moves > 0 {
                s.push_str(&format!(
                    "{depth:5} {:6}  {:6.2}%\n",
                    d.moves,
                    100.0 * ratio(d.recalled, d.moves)
                ));
            }
        }
        s
    }

    pub fn to_json(&self) -> String {
        let depths: Vec<String> = self
            .by_depth
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, d)| d.moves > 0)
            .map(|(depth, d)| {
                format!(
                    "{{\"depth\":{depth},\"moves\":{},\"recalled\":{},\"recall\":{:.6}}}",
                    d.moves,
                    d.recalled,
                    ratio(d.recalled, d.moves)
                )
            })
            .collect();
        format!(
            "{{\"window\":{},\"variants\":{},\"moves\":{},\"recalled\":{},\"recall\":{:.6},\"positions\":{},\"top1\":{},\"top1_rate\":{:.6},\"candidates\":{},\"candidates_in_reference\":{},\"precision\":{:.6},\"silent\":{},\"lines\":{},\"lines_covered\":{},\"lines_rate\":{:.6},\"by_depth\":[{}]}}",
            self.window,
            self.variants,
            self.moves,
            self.recalled,
            self.recall(),
            self.positions,
            self.top1,
            self.top1_rate(),
            self.candidates,
            self.candidates_in_reference,
            self.precision(),
            self.silent,
            self.lines,
            self.lines_covered,
            self.lines_rate(),
            depths.join(",")
        )
    }
}

/// One of the eight symmetries: the corner the book's top-left lands in, and whether the
/// book's x and y are exchanged first. Symmetry 0 is the identity.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub corner: Corner,
    pub transpose: bool,
    pub swap_colours: bool,
}

impl Placement {
    pub fn new(symmetry: u8, swap_colours: bool) -> Placement {
        Placement {
            corner: Corner::ALL[(symmetry & 3) as usize],
            transpose: symmetry & 4 != 0,
            swap_colours,
        }
    }

    pub fn point(&self, board: &Board, (x, y): (u8, u8)) -> Point {
        let (dx, dy) = if self.transpose { (y, x) } else { (x, y) };
        let (bx, by) = self.corner.to_board(dx as usize, dy as usize);
        board.point(bx, by)
    }

    pub fn color(&self, c: Color) -> Color {
        if self.swap_colours {
            c.opponent()
        } else {
            c
        }
    }
}

struct Frame {
    node: u32,
    board: Board,
    depth: usize,
    all_recalled: bool,
}

/// Replays `reference` under each placement and scores `book`'s answers.
pub fn coverage(
    book: &JosekiBook,
    reference: &LineTree,
    window: usize,
    placements: &[Placement],
) -> CoverageReport {
    let mut report = CoverageReport {
        window,
        variants: placements.len(),
        ..CoverageReport::default()
    };
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut reference_moves: Vec<Point> = Vec::new();
    for placement in placements {
        let mut stack = vec![Frame {
            node: 0,
            board: Board::new(BOOK_SIZE),
            depth: 0,
            all_recalled: true,
        }];
        while let Some(frame) = stack.pop() {
            let node = &reference.nodes[frame.node as usize];
            if node.children.is_empty() {
                if frame.node != 0 {
                    report.lines += 1;
                    report.lines_covered += frame.all_recalled as u64;
                }
                continue;
            }
            // Which of the next moves the matcher recalled, per child.
            let mut recalled = vec![true; node.children.len()];
            for mover in Color::BOTH {
                reference_moves.clear();
                for &child in &node.children {
                    if let Step::Move(c, at) = reference.nodes[child as usize].step {
                        if placement.color(c) == mover {
                            reference_moves.push(
                                at.map_or(Point::PASS, |xy| placement.point(&frame.board, xy)),
                            );
                        }
                    }
                }
                if reference_moves.is_empty() {
                    continue;
                }
                book.corner_candidates(
                    &frame.board,
                    mover,
                    placement.corner,
                    window,
                    &mut candidates,
                );
                report.positions += 1;
                report.candidates += candidates.len() as u64;
                report.candidates_in_reference += candidates
                    .iter()
                    .filter(|c| reference_moves.contains(&c.point))
                    .count() as u64;
                match candidates.first() {
                    Some(best) if reference_moves.contains(&best.point) => report.top1 += 1,
                    None => report.silent += 1,
                    _ => {}
                }
                for (i, &child) in node.children.iter().enumerate() {
                    let Step::Move(c, at) = reference.nodes[child as usize].step else {
                        continue;
                    };
                    if placement.color(c) != mover {
                        continue;
                    }
                    let point = at.map_or(Point::PASS, |xy| placement.point(&frame.board, xy));
                    let hit = candidates.iter().any(|cand| cand.point == point);
                    recalled[i] = hit;
                    let depth = frame.depth + 1;
                    if report.by_depth.len() <= depth {
                        report.by_depth.resize(depth + 1, DepthStats::default());
                    }
                    report.moves += 1;
                    report.by_depth[depth].moves += 1;
                    if hit {
                        report.recalled += 1;
                        report.by_depth[depth].recalled += 1;
                    }
                }
            }
            for (i, &child) in node.children.iter().enumerate().rev() {
                let mut board = frame.board.clone();
                let step = &reference.nodes[child as usize].step;
                let depth = match step {
                    Step::Move(c, at) => {
                        let p = at.map_or(Point::PASS, |xy| placement.point(&board, xy));
                        if board.play(placement.color(*c), p).is_err() {
                            continue;
                        }
                        frame.depth + 1
                    }
                    Step::Setup(stones) => {
                        for &(c, xy) in stones {
                            let p = placement.point(&board, xy);
                            let _ = match c {
                                Some(c) => board.place_setup(placement.color(c), p),
                                None => board.remove_setup(p),
                            };
                        }
                        frame.depth
                    }
                };
                stack.push(Frame {
                    node: child,
                    board,
                    depth,
                    all_recalled: frame.all_recalled && recalled[i],
                });
            }
        }
    }
    report
}

/// Every symmetry, with colours as they are and swapped.
pub fn all_placements() -> Vec<Placement> {
    (0..8u8)
        .flat_map(|s| [Placement::new(s, false), Placement::new(s, true)])
        .collect()
}

/// How often game records' corner moves follow the book.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GamesReport {
    pub games: u64,
    /// Games skipped: not 19x19, or unreadable.
    pub skipped: u64,
    /// Moves among the first N that lie in a corner window.
    pub corner_moves: u64,
    /// ...that the book listed as a candidate.
    pub book_moves: u64,
    /// ...that were the book's best candidate.
    pub top1: u64,
    /// Corner moves played when the book had candidates at all.
    pub with_candidates: u64,
}

impl GamesReport {
    pub fn to_text(&self, first_moves: usize) -> String {
        format!(
            "games {} (skipped {}), first {first_moves} moves\n\
             corner moves          {}\n\
             book had candidates   {:6.2}%  ({})\n\
             book moves            {:6.2}%  ({})\n\
             book's best move      {:6.2}%  ({})\n",
            self.games,
            self.skipped,
            self.corner_moves,
            100.0 * ratio(self.with_candidates, self.corner_moves),
            self.with_candidates,
            100.0 * ratio(self.book_moves, self.corner_moves),
            self.book_moves,
            100.0 * ratio(self.top1, self.corner_moves),
            self.top1,
        )
    }

    pub fn to_json(&self, first_moves: usize) -> String {
        format!(
            "{{\"games\":{},\"skipped\":{},\"first_moves\":{first_moves},\"corner_moves\":{},\"with_candidates\":{},\"book_moves\":{},\"book_rate\":{:.6},\"top1\":{},\"top1_rate\":{:.6}}}",
            self.games,
            self.skipped,
            self.corner_moves,
            self.with_candidates,
            self.book_moves,
            ratio(self.book_moves, self.corner_moves),
            self.top1,
            ratio(self.top1, self.corner_moves),
        )
    }
}

/// Whether (x, y) lies in some corner's `window`.
pub fn in_corner_window(x: usize, y: usize, window: usize) -> bool {
    let last = BOOK_SIZE - 1;
    x.min(last - x) < window && y.min(last - y) < window
}

/// Replays the first `first_moves` moves of a game's main line, scoring each corner move
/// against the book's candidates (whole board, the book's own window).
pub fn score_game(
    book: &JosekiBook,
    tree: &GameTree,
    first_moves: usize,
    report: &mut GamesReport,
) {
    if tree.nodes.is_empty() || tree.board_size() != Ok(BOOK_SIZE) {
        report.skipped += 1;
        return;
    }
    report.games += 1;
    let mut board = Board::new(BOOK_SIZE);
    let mut candidates = Vec::new();
    let mut played = 0;
    for id in tree.main_line() {
        let Some(node) = tree.nodes.get(id) else {
            break;
        };
        for (ident, color) in [("AB", Color::Black), ("AW", Color::White)] {
            for value in node
                .get(ident)
                .map(|p| p.values.as_slice())
                .unwrap_or_default()
            {
                for (x, y) in super::tree::sgf_points(value).unwrap_or_default() {
                    if x < BOOK_SIZE && y < BOOK_SIZE {
                        let _ = board.place_setup(color, board.point(x, y));
                    }
                }
            }
        }
        let Some((color, at)) = node.mv(BOOK_SIZE) else {
            continue;
        };
        if played >= first_moves {
            break;
        }
        played += 1;
        let point = match at {
            Some((x, y)) if x < BOOK_SIZE && y < BOOK_SIZE => board.point(x, y),
            _ => Point::PASS,
        };
        if let Some((x, y)) = at.filter(|&(x, y)| x < BOOK_SIZE && y < BOOK_SIZE) {
            if in_corner_window(x, y, book.window()) {
                book.candidates(&board, color, &mut candidates);
                report.corner_moves += 1;
                report.with_candidates += !candidates.is_empty() as u64;
                report.book_moves += candidates.iter().any(|&(p, _)| p == point) as u64;
                report.top1 += (candidates.first().map(|&(p, _)| p) == Some(point)) as u64;
            }
        }
        if board.play(color, point).is_err() {
            break;
        }
    }
}
