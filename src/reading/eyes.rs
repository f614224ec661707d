//! A dragon's eye spaces and what they are worth: the regions of empty points and opponent
//! stones that the dragon's colour holds, each counted as a player counts eyes. An empty point
//! beside a lively opponent stone (two liberties or more) is not held but a margin, where the
//! opponent comes in; a region with margins counts the eyes left once the opponent has come
//! in (after GNU Go's eye spaces with marginal points). Without them the eye spaces of edge
//! and corner groups ran out through the gaps to open board and were not read as eyes at all. One point
//! makes an eye unless the opponent holds enough of its diagonals to make it false; two points
//! make one eye; three to six points make one eye in the shapes a stone on the vital point
//! kills (straight and bent three, pyramid four, bulky and crossed five, rabbity six) and in
//! the square four, two in the others; seven or more make two. The vital point is where both
//! sides want to play: the owner to split the space into two eyes, the opponent to leave one.

use super::dragon::{chains_touching, Dragon};
use crate::board::{Board, Color, Point};
use crate::playout::tactics::move_effect;

/// The largest enclosed region counted as eye space; a bigger one is open board, where the
/// dragon runs rather than lives in place.
pub const MAX_EYE_SPACE: usize = 40;

/// One enclosed region next to a dragon.
#[derive(Clone, Debug)]
pub struct EyeSpace {
    pub points: Vec<Point>,
    /// The empty points beside it that lively opponent stones touch: where the opponent
    /// comes in, and where the owner closes it.
    pub margins: Vec<Point>,
    /// Eyes it makes as it stands: 0, 1 or 2.
    pub eyes: u32,
    /// Eyes it keeps whoever moves first in it (at most `eyes`).
    pub sure: u32,
    /// Where both sides want to play in it, if anywhere.
    pub vital: Option<Point>,
}

/// What the dragon's surroundings are worth.
#[derive(Clone, Debug, Default)]
pub struct EyeReport {
    pub spaces: Vec<EyeSpace>,
    /// Eyes of all the spaces together.
    pub eyes: u32,
    /// Sure eyes of all the spaces together.
    pub sure: u32,
    /// Liberties that lie in open board, outside every eye space.
    pub outside_liberties: Vec<Point>,
    /// Empty points in the open that the dragon holds: reached from its liberties through
    /// empty points, within `ROOM_DISTANCE` steps, none of them touching an opponent stone.
    /// Room enough of these makes two eyes on its own.
    pub room: usize,
}

/// Liberties in open board at which a dragon counts as escaped: too many to take within a
/// local reading, and room enough to make eyes on the run.
pub const ESCAPE_LIBERTIES: usize = 10;
/// Open board a dragon holds (`EyeReport::room`) at which it counts as alive: room to make two
/// eyes wherever the opponent plays first.
pub const LIVING_ROOM: usize = 14;

impl EyeReport {
    /// Two eyes, or room enough to run: the dragon lives whatever the opponent plays next.
    pub fn lives(&self) -> bool {
        self.sure >= 2
            || self.outside_liberties.len() >= ESCAPE_LIBERTIES
            || self.room >= LIVING_ROOM
    }

    /// Whether the dragon has two eyes once the side to move has played in the one space
    /// where moving first matters most: the attacker takes the eye a space may lose, the
    /// defender secures the one it may keep.
    pub fn two_eyes_after(&self, defender_moves: bool) -> bool {
        let swing = self
            .spaces
            .iter()
            .map(|s| s.eyes - s.sure)
            .max()
            .unwrap_or(0);
        if defender_moves {
            self.sure + swing >= 2
        } else {
            self.eyes - swing >= 2
        }
    }
}

/// The largest region of empty points counted as potential eye space.
const MAX_POTENTIAL: usize = 12;

/// How far from the dragon's liberties its room is counted.
const ROOM_DISTANCE: usize = 3;

/// The eye spaces next to `dragon` and its liberties in the open.
pub fn read_eyes(board: &Board, dragon: &Dragon) -> EyeReport {
    let mut report = EyeReport::default();
    let mut seen = vec![Flood::Unseen; board.array_len()];
    for lib in dragon.liberties(board) {
        if seen[lib.index()] != Flood::Unseen {
            if !report.spaces.iter().any(|s| s.points.contains(&lib)) {
                report.outside_liberties.push(lib);
            }
            continue;
        }
        match region(board, dragon, lib, &mut seen) {
            Some((points, margins)) => {
                let space = judge(board, dragon.color, points, margins);
                report.eyes += space.eyes;
                report.sure += space.sure;
                report.spaces.push(space);
            }
            None => report.outside_liberties.push(lib),
        }
    }
    report.room = room(board, dragon.color, &report.outside_liberties);
    report
}

/// The small regions of empty points through the dragon's liberties in the open that stones
/// of either colour bound (not the dragon's alone, so no eyes yet): where eyes are made or
/// taken. Each holds its point touching the most others of it first. Read apart from
/// `read_eyes`, which every node of a reading asks, as only the attacker's moves need them.
pub fn potential(board: &Board, liberties: &[Point]) -> Vec<Vec<Point>> {
    let mut seen = vec![false; board.array_len()];
    let mut regions = Vec::new();
    for &lib in liberties {
        if seen[lib.index()] {
            continue;
        }
        seen[lib.index()] = true;
        let mut points = vec![lib];
        let mut i = 0;
        while i < points.len() && points.len() <= MAX_POTENTIAL {
            let p = points[i];
            i += 1;
            for n in board.neighbours(p) {
                if board.is_on_board(n) && board.is_empty_at(n) && !seen[n.index()] {
                    seen[n.index()] = true;
                    points.push(n);
                }
            }
        }
        if points.len() <= MAX_POTENTIAL {
            let degree = |p: &Point| {
                board
                    .neighbours(*p)
                    .iter()
                    .filter(|n| points.contains(n))
                    .count()
            };
            let mut ordered = points.clone();
            ordered.sort_by_key(|p| std::cmp::Reverse(degree(p)));
            regions.push(ordered);
        }
    }
    regions
}

/// The empty points in the open the dragon holds (see `EyeReport::room`).
fn room(board: &Board, owner: Color, liberties: &[Point]) -> usize {
    let opponent = Some(owner.opponent());
    let held = |p: Point| {
        board
            .neighbours(p)
            .iter()
            .all(|&n| board.color_at(n) != opponent)
    };
    let mut seen = vec![false; board.array_len()];
    let mut frontier: Vec<Point> = liberties.iter().copied().filter(|&l| held(l)).collect();
    for &p in &frontier {
        seen[p.index()] = true;
    }
    let mut count = frontier.len();
    for _ in 1..ROOM_DISTANCE {
        let mut next = Vec::new();
        for &p in &frontier {
            for n in board.neighbours(p) {
                if board.is_on_board(n) && !seen[n.index()] && board.is_empty_at(n) && held(n) {
                    seen[n.index()] = true;
                    next.push(n);
                }
            }
        }
        count += next.len();
        frontier = next;
    }
    count
}

/// How far `region` has flooded a point.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flood {
    Unseen,
    /// In an enclosed region already read.
    Enclosed,
    /// In a region found open: a flood that reaches it is open too. The flood that found it
    /// open stopped there, so the rest of that region is not marked.
    Open,
}

/// The region through `start` of the points the dragon's colour holds (empty points no
/// lively opponent stone touches, and opponent stones short of liberties, which the owner
/// captures), with its margins: the empty points beside it that a lively opponent stone
/// touches, where the opponent comes in. None when it has more than `MAX_EYE_SPACE` points,
/// touches another group of the owner's, or `start` is not held; marks its points in `seen`.
fn region(
    board: &Board,
    dragon: &Dragon,
    start: Point,
    seen: &mut [Flood],
) -> Option<(Vec<Point>, Vec<Point>)> {
    let owner = dragon.color;
    if !held(board, owner, start) {
        return None;
    }
    let mut points = vec![start];
    let mut margins = Vec::new();
    seen[start.index()] = Flood::Enclosed;
    let mut i = 0;
    while i < points.len() {
        let p = points[i];
        i += 1;
        for n in board.neighbours(p) {
            if !board.is_on_board(n) {
                continue;
            }
            // Open board, or a wall of another group of ours (the space is shared, not the
            // dragon's own): no eye space, and no need to flood the rest of it.
            let open = match seen[n.index()] {
                Flood::Enclosed => continue,
                Flood::Open => true,
                Flood::Unseen => board.color_at(n) == Some(owner) && !dragon.contains(board, n),
            };
            if open {
                return found_open(&points, seen);
            }
            if board.color_at(n) == Some(owner) {
                continue;
            }
            if !held(board, owner, n) {
                if board.is_empty_at(n) && !margins.contains(&n) {
                    margins.push(n);
                }
                continue;
            }
            seen[n.index()] = Flood::Enclosed;
            points.push(n);
            if points.len() > MAX_EYE_SPACE {
                return found_open(&points, seen);
            }
        }
    }
    Some((points, margins))
}

/// Marks the points a flood reached as open, so that a later flood meeting them stops: no
/// region through them.
fn found_open(points: &[Point], seen: &mut [Flood]) -> Option<(Vec<Point>, Vec<Point>)> {
    for p in points {
        seen[p.index()] = Flood::Open;
    }
    None
}

/// Whether the owner holds `p`: an opponent stone it can capture (in atari), or an empty
/// point no lively opponent stone touches.
fn held(board: &Board, owner: Color, p: Point) -> bool {
    let opponent = Some(owner.opponent());
    let lively = |q: Point| board.color_at(q) == opponent && board.liberty_count_up_to(q, 2) >= 2;
    if board.color_at(p) == opponent {
        return !lively(p);
    }
    board.is_empty_at(p) && !board.neighbours(p).iter().any(|&n| lively(n))
}

/// A region's eyes and vital point. Where it has margins the opponent moving first comes
/// in: a stone on a point beside a margin takes that point and leaves the next one beside
/// it, so the region counts as the eyes of what is left without those, and the point beside
/// the margin is the vital point when the shape has none of its own.
fn judge(board: &Board, owner: Color, points: Vec<Point>, margins: Vec<Point>) -> EyeSpace {
    let (mut eyes, mut vital) = shape_eyes(board, owner, &points);
    if !margins.is_empty() {
        let entry: Vec<Point> = points
            .iter()
            .copied()
            .filter(|&p| board.neighbours(p).iter().any(|n| margins.contains(n)))
            .collect();
        let reached: Vec<Point> = points
            .iter()
            .copied()
            .filter(|&p| {
                entry.contains(&p) || board.neighbours(p).iter().any(|n| entry.contains(n))
            })
            .collect();
        let rest: Vec<Point> = points
            .iter()
            .copied()
            .filter(|p| !reached.contains(p))
            .collect();
        // A single point left between the points the opponent reaches is no eye: it is
        // not enclosed.
        let left: u32 = pieces(board, &rest)
            .iter()
            .filter(|piece| piece.len() >= 2)
            .map(|piece| shape_eyes(board, owner, piece).0)
            .sum();
        eyes = eyes.min(left.min(2));
        if vital.is_none() {
            vital = entry.iter().copied().find(|&p| board.is_empty_at(p));
        }
    }
    let short = points.len() <= 6 && short_of_liberties(board, owner, &points);
    let sure = if short && points.len() <= 2 {
        0
    } else if short || uncertain(board, owner, &points, &margins) {
        eyes.min(1)
    } else {
        eyes
    };
    EyeSpace {
        points,
        margins,
        eyes,
        sure,
        vital,
    }
}

/// Whether a chain of the owner's walling the region has at most one liberty outside it that
/// the opponent may fill without being taken at once: filling it leaves the chain living on
/// the region's own points, so the owner must fill the region to save it (a one-point eye
/// beside a chain of two liberties is no sure eye).
fn short_of_liberties(board: &Board, owner: Color, points: &[Point]) -> bool {
    let opponent = owner.opponent();
    chains_touching(board, points.iter().copied(), owner)
        .iter()
        .any(|&chain| {
            let Some(liberties) = board.liberties_up_to(chain, points.len() + 1) else {
                return false;
            };
            let mut outside = liberties.iter().filter(|l| !points.contains(l));
            match (outside.next(), outside.next()) {
                (None, _) => true,
                (Some(&l), None) => {
                    board.is_legal(opponent, l)
                        && !move_effect(board, opponent, l, 2).is_self_atari()
                }
                _ => false,
            }
        })
}

/// The largest region whose eyes the opponent may take: a bigger one holds room for two
/// eyes wherever the opponent plays in it.
const MAX_UNCERTAIN: usize = 12;

/// Margins at which a region bigger than `MAX_UNCERTAIN` is open board the opponent comes
/// into from several sides, not a territory (GNU Go's reading files: 284 of 603, not 279,
/// 2026-12-07).
const OPEN_MARGINS: usize = 3;

/// Whether a region's eyes as counted may not survive the opponent's moving first: a region
/// of seven to twelve points (its shape unread), a smaller one the opponent comes into at its
/// margins or holds stones in, or a bigger one it comes into from `OPEN_MARGINS` sides.
fn uncertain(board: &Board, owner: Color, points: &[Point], margins: &[Point]) -> bool {
    let inside = points
        .iter()
        .any(|&p| board.color_at(p) == Some(owner.opponent()));
    match points.len() {
        7..=MAX_UNCERTAIN => true,
        3..=6 => !margins.is_empty() || inside,
        n if n > MAX_UNCERTAIN => margins.len() >= OPEN_MARGINS,
        _ => false,
    }
}

/// A region's eyes and vital point by its size and shape alone.
fn shape_eyes(board: &Board, owner: Color, points: &[Point]) -> (u32, Option<Point>) {
    match points.len() {
        0 => (0, None),
        1 => (u32::from(!is_false_eye(board, owner, points[0])), None),
        2 => (1, None),
        3..=6 => small_space(board, points),
        _ => (2, None),
    }
}

/// `points` split into its connected pieces.
fn pieces(board: &Board, points: &[Point]) -> Vec<Vec<Point>> {
    let mut left: Vec<Point> = points.to_vec();
    let mut found = Vec::new();
    while let Some(start) = left.pop() {
        let mut piece = vec![start];
        let mut i = 0;
        while i < piece.len() {
            let p = piece[i];
            i += 1;
            for n in board.neighbours(p) {
                if let Some(k) = left.iter().position(|&q| q == n) {
                    piece.push(left.swap_remove(k));
                }
            }
        }
        found.push(piece);
    }
    found
}

/// A one-point eye the opponent can make false: it holds two of the diagonals in the open, or
/// one on the edge or in the corner.
pub fn is_false_eye(board: &Board, owner: Color, p: Point) -> bool {
    let diagonals = board.diagonals(p);
    let on_board = diagonals.iter().filter(|&&d| board.is_on_board(d)).count();
    let held = diagonals
        .iter()
        .filter(|&&d| board.color_at(d) == Some(owner.opponent()))
        .count();
    if on_board < 4 {
        held >= 1
    } else {
        held >= 2
    }
}

/// Eyes and vital point of a space of three to six points, by its shape: how many points of
/// the space each point touches.
fn small_space(board: &Board, points: &[Point]) -> (u32, Option<Point>) {
    let degree: Vec<usize> = points
        .iter()
        .map(|&p| {
            board
                .neighbours(p)
                .iter()
                .filter(|n| points.contains(n))
                .count()
        })
        .collect();
    let mut sorted = degree.clone();
    sorted.sort_unstable();
    let most = (0..points.len()).max_by_key(|&k| degree[k]).unwrap_or(0);
    let vital = points[most];
    match sorted.as_slice() {
        // The shapes a stone on the point touching most others kills.
        [1, 1, 2] | [1, 1, 1, 3] | [1, 2, 2, 2, 3] | [1, 1, 1, 1, 4] | [1, 1, 2, 2, 2, 4] => {
            let taken = !board.is_empty_at(vital);
            (1, (!taken).then_some(vital))
        }
        // The square four: one eye whoever moves.
        [2, 2, 2, 2] => (1, None),
        // Straight and bent four: the two middle points are miai.
        [1, 1, 2, 2] => {
            let middles: Vec<Point> = (0..points.len())
                .filter(|&k| degree[k] == 2)
                .map(|k| points[k])
                .collect();
            let empty = middles.iter().filter(|&&m| board.is_empty_at(m)).count();
            match empty {
                2 => (2, None),
                1 => (1, middles.into_iter().find(|&m| board.is_empty_at(m))),
                _ => (1, None),
            }
        }
        // Spaces in pieces or of other shapes: two eyes, the vital point still worth taking.
        _ => (2, board.is_empty_at(vital).then_some(vital)),
    }
}
