//! Matching a game position against the book, corner by corner.
//!
//! Each corner's window is read once; its stones are hashed in the book's frame under both
//! orientations that put that corner at the top left (together with the four corners these are
//! the eight symmetries of the board) and with the colours as they are and swapped. An exact
//! match needs the window to hold exactly a book position with the right side to move. A corner
//! without one gets the relaxed match: the largest book positions all of whose stones are in the
//! window, with at most as many extra stones as the book position has; their moves weigh less.

use super::error::BOOK_SIZE;
use super::graph::{bit, side_key, stone_key, JosekiGraph, PosNode, MAX_WINDOW};
use crate::board::{Board, Color, Point};

/// How much a relaxed match's move weighs relative to the same move in an exact match.
pub const RELAXED_FACTOR: f32 = 0.5;

/// A corner of the board: which edges its window touches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Corner {
    pub right: bool,
    pub bottom: bool,
}

impl Corner {
    pub const ALL: [Corner; 4] = [
        Corner {
            right: false,
            bottom: false,
        },
        Corner {
            right: true,
            bottom: false,
        },
        Corner {
            right: false,
            bottom: true,
        },
        Corner {
            right: true,
            bottom: true,
        },
    ];

    /// Board (x, y) of the point `(dx, dy)` away from this corner's edges.
    #[inline]
    pub fn to_board(self, dx: usize, dy: usize) -> (usize, usize) {
        let last = BOOK_SIZE - 1;
        (
            if self.right { last - dx } else { dx },
            if self.bottom { last - dy } else { dy },
        )
    }

    /// Whether the point (x, y) of a board of `size` lies in this corner's window: the
    /// `window` x `window` square at the corner. The one test of "in a corner" that the book,
    /// its priors, the model's tenuki gate, coverage and reviews all use.
    #[inline]
    pub fn holds(self, x: usize, y: usize, window: usize, size: usize) -> bool {
        let from_edge = |coordinate: usize, far_side: bool| {
            if far_side {
                size - 1 - coordinate
            } else {
                coordinate
            }
        };
        from_edge(x, self.right) < window && from_edge(y, self.bottom) < window
    }

    /// The first corner (in `ALL` order) whose window holds (x, y).
    pub fn of(x: usize, y: usize, window: usize, size: usize) -> Option<Corner> {
        Corner::ALL
            .into_iter()
            .find(|corner| corner.holds(x, y, window, size))
    }

    /// This corner's place in `ALL`.
    pub fn index(self) -> usize {
        usize::from(self.right) + 2 * usize::from(self.bottom)
    }

    /// The stones in this corner's window of `board`, and whether the last move is among
    /// them: what says whether a corner is empty, holds a lone stone, or a fight under way.
    pub fn window_stones(self, board: &Board, window: usize) -> (u32, bool) {
        let size = board.size();
        let last = board.last_move();
        let side = window.min(size);
        let (mut stones, mut holds_last) = (0u32, false);
        for dy in 0..side {
            for dx in 0..side {
                let x = if self.right { size - 1 - dx } else { dx };
                let y = if self.bottom { size - 1 - dy } else { dy };
                let p = board.point(x, y);
                holds_last |= p == last;
                stones += u32::from(board.color_at(p).is_some());
            }
        }
        (stones, holds_last)
    }
}

/// One book move proposed for the board.
///
/// A corner position symmetric across its diagonal (a lone 4-4 stone) makes a move and its
/// mirror image one choice: the book pools their counts in one edge (see `graph`), and the
/// candidate carries both images, so that a list never counts that play twice.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Candidate {
    /// `Point::PASS` stands for tenuki (play elsewhere).
    pub point: Point,
    /// The move's other image in a symmetric position, when it differs from `point`.
    pub mirror: Option<Point>,
    /// The move's share of all the play the book recorded at the matched positions, tenuki
    /// included: a corner's shares total 1.
    pub share: f32,
    /// What the search takes for `point`: the best share a move there has at any one matched
    /// book position, times RELAXED_FACTOR if relaxed.
    pub weight: f32,
    /// The same for `mirror`: the two differ only where relaxed matches overlap.
    pub mirror_weight: f32,
    /// How often the book saw this move (both images, every matched position).
    pub count: u64,
    pub exact: bool,
}

impl Candidate {
    /// The board points that play this move: `point`, then `mirror` if any.
    pub fn points(&self) -> impl Iterator<Item = Point> {
        std::iter::once(self.point).chain(self.mirror)
    }

    /// Whether playing `p` plays this book move.
    pub fn plays(&self, p: Point) -> bool {
        self.point == p || self.mirror == Some(p)
    }

    /// Each board point with the search's weight for it.
    pub fn weighted_points(&self) -> impl Iterator<Item = (Point, f32)> {
        std::iter::once((self.point, self.weight))
            .chain(self.mirror.map(|m| (m, self.mirror_weight)))
    }
}

/// How the window was mapped into the book's frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Variant {
    transpose: bool,
    swap: bool,
}

const VARIANTS: [Variant; 4] = [
    Variant {
        transpose: false,
        swap: false,
    },
    Variant {
        transpose: true,
        swap: false,
    },
    Variant {
        transpose: false,
        swap: true,
    },
    Variant {
        transpose: true,
        swap: true,
    },
];

/// One corner window read from the board, in all four book-frame variants.
struct Window {
    stones: [(u8, u8, Color); MAX_WINDOW * MAX_WINDOW],
    len: usize,
    hash: [u64; 4],
    bits: [[u128; 2]; 4],
}

impl Window {
    fn read(board: &Board, corner: Corner, size: usize) -> Window {
        let mut w = Window {
            stones: [(0, 0, Color::Black); MAX_WINDOW * MAX_WINDOW],
            len: 0,
            hash: [0; 4],
            bits: [[0; 2]; 4],
        };
        for dy in 0..size {
            for dx in 0..size {
                let (x, y) = corner.to_board(dx, dy);
                let Some(c) = board.color_at(board.point(x, y)) else {
                    continue;
                };
                w.stones[w.len] = (dx as u8, dy as u8, c);
                w.len += 1;
                for (v, variant) in VARIANTS.iter().enumerate() {
                    let (bx, by) = if variant.transpose {
                        (dy, dx)
                    } else {
                        (dx, dy)
                    };
                    let bc = if variant.swap { c.opponent() } else { c };
                    w.hash[v] ^= stone_key(bc, bx, by);
                    w.bits[v][bc.index()] |= bit(bx, by);
                }
            }
        }
        w
    }

    fn stones(&self) -> &[(u8, u8, Color)] {
        &self.stones[..self.len]
    }
}

fn book_to_play(to_play: Color, variant: Variant) -> Color {
    if variant.swap {
        to_play.opponent()
    } else {
        to_play
    }
}

/// The book positions one window matched, as (node, variant) placements (relaxed matches
/// fill at most 8), and the weight of their moves.
#[derive(Copy, Clone)]
struct Matched {
    found: [(u32, u8); 8],
    len: u8,
    factor: f32,
}

/// Slots in a `MatchMemo`: a search's tree at one move sees a few thousand distinct corner
/// windows at most, and a miss costs only a fresh match.
const MEMO_SLOTS: usize = 4096;

#[derive(Copy, Clone)]
struct MemoSlot {
    /// The window's stones as bitsets (black, white) in its corner's own frame: the whole
    /// content, so a hit can never be a different window.
    stones: [u128; 2],
    to_play: Color,
    window: u8,
    matched: Matched,
}

/// What windows matched in one book, for one thread: a direct-mapped table keyed by the
/// window's content, the side to move and the window size. Which moves are legal depends on
/// the rest of the board, so only the matching is remembered, never the moves.
pub struct MatchMemo {
    /// The graph the slots were filled from (`JosekiGraph::id`).
    graph: u64,
    slots: Vec<Option<MemoSlot>>,
}

impl Default for MatchMemo {
    fn default() -> Self {
        MatchMemo::new()
    }
}

impl MatchMemo {
    /// Empty; the table is allocated at the first lookup.
    pub const fn new() -> MatchMemo {
        MatchMemo {
            graph: 0,
            slots: Vec::new(),
        }
    }

    fn matches(
        &mut self,
        graph: &JosekiGraph,
        w: &Window,
        to_play: Color,
        window: usize,
    ) -> Matched {
        if self.graph != graph.id || self.slots.is_empty() {
            self.graph = graph.id;
            self.slots.clear();
            self.slots.resize(MEMO_SLOTS, None);
        }
        let key =
            w.hash[0] ^ side_key(to_play) ^ (window as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let index = (key >> (64 - MEMO_SLOTS.trailing_zeros())) as usize;
        let stones = w.bits[0];
        if let Some(slot) = &self.slots[index] {
            if slot.stones == stones && slot.to_play == to_play && slot.window as usize == window {
                return slot.matched;
            }
        }
        let matched = graph.matches(w, to_play, window);
        self.slots[index] = Some(MemoSlot {
            stones,
            to_play,
            window: window as u8,
            matched,
        });
        matched
    }
}

impl JosekiGraph {
    /// The book moves in `corner`'s `window`-sized window for `to_play`, into `out` (cleared
    /// first), most played first; tenuki as `Point::PASS`. Every book position the window
    /// matches adds its moves: several (the window under a colour swap, or several relaxed
    /// matches) pool their counts per move, and a symmetric position matched under both
    /// transposes counts once, its moves placed with both images.
    ///
    /// With a `memo` (a search asks about the same corners again and again) it remembers
    /// which book positions each window content matched: the relaxed match behind a
    /// middle-game corner is the costly part.
    pub fn match_corner(
        &self,
        board: &Board,
        to_play: Color,
        corner: Corner,
        window: usize,
        memo: Option<&mut MatchMemo>,
        out: &mut Vec<Candidate>,
    ) {
        out.clear();
        if board.size() != BOOK_SIZE || self.nodes.is_empty() {
            return;
        }
        let window = window.clamp(1, MAX_WINDOW);
        let w = Window::read(board, corner, window);
        let matched = match memo {
            Some(memo) => memo.matches(self, &w, to_play, window),
            None => self.matches(&w, to_play, window),
        };
        self.place_matches(board, to_play, corner, &matched, out);
    }

    /// The book positions the window holds: exact matches, else relaxed ones.
    fn matches(&self, w: &Window, to_play: Color, window: usize) -> Matched {
        let mut matched = Matched {
            found: [(0, 0); 8],
            len: 0,
            factor: 1.0,
        };
        let len = self.exact_matches(w, to_play, window, &mut matched.found);
        matched.len = if len > 0 {
            len
        } else {
            matched.factor = RELAXED_FACTOR;
            self.relaxed_matches(w, to_play, window, &mut matched.found)
        } as u8;
        matched
    }

    /// The matched positions' moves on the board, into `out` (empty on entry).
    fn place_matches(
        &self,
        board: &Board,
        to_play: Color,
        corner: Corner,
        matched: &Matched,
        out: &mut Vec<Candidate>,
    ) {
        let (found, factor) = (&matched.found[..matched.len as usize], matched.factor);
        for (i, &(id, v)) in found.iter().enumerate() {
            let node = &self.nodes[id as usize];
            let mirror = node.symmetric.then(|| VARIANTS[v as usize ^ 1]);
            // Under the other transpose a symmetric node is the same placement again.
            if mirror.is_some() && found[..i].iter().any(|&(other, _)| other == id) {
                continue;
            }
            let placement = Placing {
                board,
                to_play,
                corner,
                variant: VARIANTS[v as usize],
                mirror,
            };
            placement.add_moves(node, factor, out);
        }
        let total: u64 = out.iter().map(|c| c.count).sum();
        if total > 0 {
            for c in out.iter_mut() {
                c.share = (c.count as f64 / total as f64) as f32;
            }
        }
        sort_candidates(out);
    }

    /// Book positions equal to the window (right side to move), as (node, variant); returns
    /// how many.
    fn exact_matches(
        &self,
        w: &Window,
        to_play: Color,
        window: usize,
        found: &mut [(u32, u8); 8],
    ) -> usize {
        let mut len = 0;
        let Some(bucket) = self.by_count.get(w.len) else {
            return 0;
        };
        for (v, &variant) in VARIANTS.iter().enumerate() {
            let tp = book_to_play(to_play, variant);
            let Some(&id) = bucket.get(&(w.hash[v] ^ side_key(tp))) else {
                continue;
            };
            let node = &self.nodes[id as usize];
            if node.to_play == tp && node.reach as usize <= window && node.bits == w.bits[v] {
                found[len] = (id, v as u8);
                len += 1;
            }
        }
        len
    }

    /// The largest book positions contained in the window, at least half its size, as (node,
    /// variant); returns how many.
    fn relaxed_matches(
        &self,
        w: &Window,
        to_play: Color,
        window: usize,
        best: &mut [(u32, u8); 8],
    ) -> usize {
        let n = w.len;
        if n < 2 {
            return 0;
        }
        let min_count = n.div_ceil(2);
        let mut best_len = 0;
        let mut best_count = 0;
        for (v, &variant) in VARIANTS.iter().enumerate() {
            let tp = book_to_play(to_play, variant);
            for &(dx, dy, c) in w.stones() {
                let (bx, by) = if variant.transpose {
                    (dy, dx)
                } else {
                    (dx, dy)
                };
                let bc = if variant.swap { c.opponent() } else { c };
                let slot =
                    bc.index() * MAX_WINDOW * MAX_WINDOW + by as usize * MAX_WINDOW + bx as usize;
                let list = &self.by_rare_stone[slot];
                let start = list.partition_point(|e| e.stones as usize >= n);
                for entry in &list[start..] {
                    let count = entry.stones as usize;
                    if count < min_count.max(best_count) {
                        break;
                    }
                    if entry.to_play != tp
                        || entry.reach as usize > window
                        || entry.bits[0] & !w.bits[v][0] != 0
                        || entry.bits[1] & !w.bits[v][1] != 0
                    {
                        continue;
                    }
                    if count > best_count {
                        best_count = count;
                        best_len = 0;
                    }
                    if best_len < best.len() && !best[..best_len].contains(&(entry.id, v as u8)) {
                        best[best_len] = (entry.id, v as u8);
                        best_len += 1;
                    }
                }
            }
        }
        best_len
    }
}

/// Where one matched book position lies on the board.
struct Placing<'a> {
    board: &'a Board,
    to_play: Color,
    corner: Corner,
    variant: Variant,
    /// The transposed variant, for a symmetric position: its moves' second images.
    mirror: Option<Variant>,
}

impl Placing<'_> {
    /// The board point of book point (bx, by) under `variant`, if `to_play` may play there.
    fn place(&self, variant: Variant, (bx, by): (u8, u8)) -> Option<Point> {
        let (dx, dy) = if variant.transpose {
            (by, bx)
        } else {
            (bx, by)
        };
        let (x, y) = self.corner.to_board(dx as usize, dy as usize);
        let p = self.board.point(x, y);
        self.board.is_legal(self.to_play, p).then_some(p)
    }

    fn add_moves(&self, node: &PosNode, factor: f32, out: &mut Vec<Candidate>) {
        if node.total == 0 {
            return;
        }
        let exact = factor >= 1.0;
        for edge in &node.edges {
            let weight = factor * (edge.count as f64 / node.total as f64) as f32;
            let (point, mirror) = match edge.at {
                None => (Point::PASS, None),
                Some(at) => {
                    let first = self.place(self.variant, at);
                    let second = self
                        .mirror
                        .and_then(|m| self.place(m, at))
                        .filter(|&p| Some(p) != first);
                    match (first, second) {
                        (Some(p), mirror) => (p, mirror),
                        (None, Some(p)) => (p, None),
                        (None, None) => continue,
                    }
                }
            };
            merge_candidate(
                out,
                Candidate {
                    point,
                    mirror,
                    share: 0.0,
                    weight,
                    mirror_weight: weight,
                    count: edge.count,
                    exact,
                },
            );
        }
    }
}

/// Adds `c` to `out`: a move already listed (from another matched position) gains its count.
/// Every point stays in one entry with the best weight any position gave it, so that the
/// search reads each point as it would from one list per position.
fn merge_candidate(out: &mut Vec<Candidate>, c: Candidate) {
    let Some(i) = out.iter().position(|o| c.points().any(|p| o.plays(p))) else {
        out.push(c);
        return;
    };
    out[i].count = out[i].count.saturating_add(c.count);
    for (p, weight) in c.weighted_points() {
        let o = &mut out[i];
        if o.point == p {
            o.weight = o.weight.max(weight);
        } else if o.mirror == Some(p) {
            o.mirror_weight = o.mirror_weight.max(weight);
        } else if let Some(other) = out.iter_mut().find(|o| o.plays(p)) {
            // Listed apart by another position: it keeps its entry (and its count).
            if other.point == p {
                other.weight = other.weight.max(weight);
            } else {
                other.mirror_weight = other.mirror_weight.max(weight);
            }
        } else {
            let o = &mut out[i];
            o.mirror = Some(p);
            o.mirror_weight = weight;
        }
    }
}

/// Most played first; ties by point so output is deterministic.
fn sort_candidates(out: &mut [Candidate]) {
    out.sort_by(|a, b| b.count.cmp(&a.count).then(a.point.cmp(&b.point)));
}
