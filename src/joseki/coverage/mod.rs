//! Offline coverage: how well a book's matcher answers a reference joseki collection, and how
//! often game records follow the book. Used by `sgf-tools coverage` and the tests.
//!
//! Every line of the reference is replayed on an empty 19x19 board under the chosen symmetries
//! (the corner and its orientation) and colourings; at each position the matcher is asked about
//! the corner being replayed, and its candidates are compared with the reference's next moves.

mod games;
mod report;

pub use games::{in_corner_window, score_game, GamesReport};
pub use report::{BookMove, CoverageReport, Departure, Family, LineMove, SplitTally, Tally};

use super::error::BOOK_SIZE;
use super::matcher::{Candidate, Corner};
use super::tree::{LineTree, Step};
use super::JosekiBook;
use crate::board::{Board, Color, Point};

/// How many departures (the most frequent places where the book leaves the reference) a report
/// keeps.
pub const DEPARTURES_KEPT: usize = 40;

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

    pub fn point(&self, board: &Board, xy: (u8, u8)) -> Point {
        let (bx, by) = self.xy(xy);
        board.point(bx, by)
    }

    /// The board (x, y) of a book-frame point.
    pub fn xy(&self, (x, y): (u8, u8)) -> (usize, usize) {
        let (dx, dy) = if self.transpose { (y, x) } else { (x, y) };
        self.corner.to_board(dx as usize, dy as usize)
    }

    /// The book-frame point of a board point (inverse of `point`); None for a pass.
    pub fn canonical(&self, board: &Board, p: Point) -> Option<(u8, u8)> {
        if p.is_pass() {
            return None;
        }
        let (bx, by) = board.xy(p);
        // Reflecting across the corner's edges is its own inverse.
        let (dx, dy) = self.corner.to_board(bx, by);
        let (x, y) = if self.transpose { (dy, dx) } else { (dx, dy) };
        Some((x as u8, y as u8))
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
    family: Family,
    /// The smallest corner window holding every stone on the board.
    reach: usize,
}

/// The smallest window of `corner` that holds every stone on the board.
fn corner_reach(board: &Board, corner: Corner) -> usize {
    let mut reach = 0;
    for y in 0..BOOK_SIZE {
        for x in 0..BOOK_SIZE {
            if board.color_at(board.point(x, y)).is_some() {
                let (dx, dy) = corner.to_board(x, y);
                reach = reach.max(dx.max(dy) + 1);
            }
        }
    }
    reach
}

fn move_reach(at: Option<(u8, u8)>) -> usize {
    at.map_or(0, |(x, y)| x.max(y) as usize + 1)
}

/// Replays `reference` under each placement and scores `book`'s answers.
pub fn coverage(
    book: &JosekiBook,
    reference: &LineTree,
    window: usize,
    placements: &[Placement],
) -> CoverageReport {
    let mut walk = Walk {
        book,
        reference,
        window,
        parents: parents(reference),
        candidates: Vec::new(),
        reference_moves: Vec::new(),
        report: CoverageReport {
            window,
            variants: placements.len(),
            ..CoverageReport::default()
        },
    };
    for (variant, placement) in placements.iter().enumerate() {
        walk.replay(placement, variant == 0);
    }
    let mut report = walk.report;
    report.departures.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then(a.depth.cmp(&b.depth))
            .then(a.line.len().cmp(&b.line.len()))
    });
    report.departures.truncate(DEPARTURES_KEPT);
    report
}

/// A coverage run: the reference replayed, the book asked, the report filled in.
struct Walk<'a> {
    book: &'a JosekiBook,
    reference: &'a LineTree,
    window: usize,
    parents: Vec<u32>,
    candidates: Vec<Candidate>,
    /// The reference's next moves by the side asked, on the board.
    reference_moves: Vec<Point>,
    report: CoverageReport,
}

impl Walk<'_> {
    /// Replays the reference under one placement, depth first; departures are kept from the
    /// first placement only, so that each is listed once.
    fn replay(&mut self, placement: &Placement, keep_departures: bool) {
        let mut stack = vec![Frame {
            node: 0,
            board: Board::new(BOOK_SIZE),
            depth: 0,
            all_recalled: true,
            family: Family::Other,
            reach: 0,
        }];
        while let Some(frame) = stack.pop() {
            let children = &self.reference.nodes[frame.node as usize].children;
            if children.is_empty() {
                if frame.node != 0 {
                    self.report.lines += 1;
                    self.report.lines_covered += frame.all_recalled as u64;
                    self.report.family_lines[frame.family.index()] += 1;
                }
                continue;
            }
            // Which of the next moves the matcher recalled, per child.
            let mut recalled = vec![true; children.len()];
            for mover in Color::BOTH {
                self.score(placement, &frame, mover, keep_departures, &mut recalled);
            }
            self.push_children(placement, &frame, &recalled, &mut stack);
        }
    }

    /// A line's family: its first move's, inherited by every later node.
    fn family_of(&self, frame: &Frame, child: u32) -> Family {
        if frame.node == 0 {
            Family::of(&self.reference.nodes[child as usize].step)
        } else {
            frame.family
        }
    }

    /// Asks the book for `mover`'s moves at the frame's position and scores the reference's
    /// next moves by `mover` against them, marking in `recalled` those the book missed.
    fn score(
        &mut self,
        placement: &Placement,
        frame: &Frame,
        mover: Color,
        keep_departures: bool,
        recalled: &mut [bool],
    ) {
        let reference = self.reference;
        let children = &reference.nodes[frame.node as usize].children;
        self.reference_moves.clear();
        for &child in children {
            if let Step::Move(c, at) = reference.nodes[child as usize].step {
                if placement.color(c) == mover {
                    self.reference_moves
                        .push(at.map_or(Point::PASS, |xy| placement.point(&frame.board, xy)));
                }
            }
        }
        if self.reference_moves.is_empty() {
            return;
        }
        self.book.corner_candidates(
            &frame.board,
            mover,
            placement.corner,
            self.window,
            &mut self.candidates,
        );
        let report = &mut self.report;
        report.positions += 1;
        report.candidates += self.candidates.len() as u64;
        let in_reference = |c: &Candidate| c.points().any(|p| self.reference_moves.contains(&p));
        report.candidates_in_reference +=
            self.candidates.iter().filter(|c| in_reference(c)).count() as u64;
        match self.candidates.first() {
            Some(best) if in_reference(best) => report.top1 += 1,
            None => report.silent += 1,
            _ => {}
        }
        for (i, &child) in children.iter().enumerate() {
            let Step::Move(c, at) = reference.nodes[child as usize].step else {
                continue;
            };
            if placement.color(c) != mover {
                continue;
            }
            let point = at.map_or(Point::PASS, |xy| placement.point(&frame.board, xy));
            let hit = self.candidates.iter().any(|cand| cand.plays(point));
            recalled[i] = hit;
            let depth = frame.depth + 1;
            let in_window = frame.reach <= self.window && move_reach(at) <= self.window;
            let family = self.family_of(frame, child);
            let report = &mut self.report;
            if report.by_depth.len() <= depth {
                report.by_depth.resize(depth + 1, SplitTally::default());
            }
            report.moves.add(in_window, hit);
            report.by_depth[depth].add(in_window, hit);
            report.by_family[family.index()].add(in_window, hit);
            if keep_departures && !hit && frame.all_recalled {
                let departure = Departure {
                    line: line_to(reference, &self.parents, frame.node),
                    setup: setup_to(reference, &self.parents, frame.node),
                    reference: (c, at),
                    count: reference.nodes[child as usize].count,
                    depth,
                    family,
                    in_window,
                    candidates: self.book_moves(placement, &frame.board),
                };
                self.report.departures.push(departure);
            }
        }
    }

    /// The book's candidates in the book's frame.
    fn book_moves(&self, placement: &Placement, board: &Board) -> Vec<BookMove> {
        self.candidates
            .iter()
            .map(|cand| BookMove {
                at: placement.canonical(board, cand.point),
                mirror: cand.mirror.and_then(|p| placement.canonical(board, p)),
                share: cand.share,
                count: cand.count,
            })
            .collect()
    }

    /// The frame's children, pushed so that the first child is replayed first; a step the
    /// board refuses ends its line.
    fn push_children(
        &self,
        placement: &Placement,
        frame: &Frame,
        recalled: &[bool],
        stack: &mut Vec<Frame>,
    ) {
        let children = &self.reference.nodes[frame.node as usize].children;
        for (i, &child) in children.iter().enumerate().rev() {
            let mut board = frame.board.clone();
            let step = &self.reference.nodes[child as usize].step;
            if step
                .apply(&mut board, |xy| placement.xy(xy), placement.swap_colours)
                .is_err()
            {
                continue;
            }
            let depth = match step {
                Step::Move(..) => frame.depth + 1,
                Step::Setup(_) => frame.depth,
            };
            let reach = corner_reach(&board, placement.corner);
            stack.push(Frame {
                node: child,
                board,
                depth,
                all_recalled: frame.all_recalled && recalled[i],
                family: self.family_of(frame, child),
                reach,
            });
        }
    }
}

/// Each reference node's parent (the root is its own).
fn parents(reference: &LineTree) -> Vec<u32> {
    let mut parents = vec![0u32; reference.nodes.len()];
    for (id, node) in reference.nodes.iter().enumerate() {
        for &c in &node.children {
            parents[c as usize] = id as u32;
        }
    }
    parents
}

/// The steps from the root down to `node`, in order.
fn path_to(parents: &[u32], mut node: u32) -> Vec<u32> {
    let mut path = Vec::new();
    while node != 0 {
        path.push(node);
        node = parents[node as usize];
    }
    path.reverse();
    path
}

fn line_to(reference: &LineTree, parents: &[u32], node: u32) -> Vec<LineMove> {
    path_to(parents, node)
        .into_iter()
        .filter_map(|id| match reference.nodes[id as usize].step {
            Step::Move(c, at) => Some((c, at)),
            Step::Setup(_) => None,
        })
        .collect()
}

/// Stones standing from setup steps on the way to `node` (captures aside: setup is rare).
fn setup_to(reference: &LineTree, parents: &[u32], node: u32) -> Vec<(Color, (u8, u8))> {
    let mut stones: Vec<(Color, (u8, u8))> = Vec::new();
    for id in path_to(parents, node) {
        if let Step::Setup(setup) = &reference.nodes[id as usize].step {
            for &(c, xy) in setup {
                stones.retain(|&(_, at)| at != xy);
                if let Some(c) = c {
                    stones.push((c, xy));
                }
            }
        }
    }
    stones
}

/// Every symmetry, with colours as they are and swapped.
pub fn all_placements() -> Vec<Placement> {
    (0..8u8)
        .flat_map(|s| [Placement::new(s, false), Placement::new(s, true)])
        .collect()
}
