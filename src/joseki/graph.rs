//! The position graph: book positions are nodes, moves (tenuki included) are edges.
//!
//! A node is a corner position in the canonical frame (stones plus the side to move). Two move
//! orders that reach the same position, or its mirror image across the corner's diagonal, meet
//! at one node, so their continuations and counts are pooled. Nodes are found by stone count and
//! then by a Zobrist hash of the stones, which the matcher computes for a board window.

use super::error::BOOK_SIZE;
use super::tree::{Boards, LineTree, Step};
use crate::board::Board;
use crate::geometry::{Color, Point, ZOBRIST};
use fxhash::FxHashMap;

/// The largest window the matcher supports: a node's stones fit in a `u128` bitset per colour.
pub const MAX_WINDOW: usize = 11;

#[inline]
pub(crate) fn stone_key(color: Color, x: usize, y: usize) -> u64 {
    // The board's own keys, read at the point (x, y) of a book-sized board.
    ZOBRIST.stone_a[color.index()][Point::at(x, y, BOOK_SIZE).index()]
}

#[inline]
pub(crate) fn side_key(to_play: Color) -> u64 {
    if to_play == Color::White {
        ZOBRIST.white_a
    } else {
        0
    }
}

/// Bit for (x, y) in a node's window bitset.
#[inline]
pub(crate) fn bit(x: usize, y: usize) -> u128 {
    1u128 << (y * MAX_WINDOW + x)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// In the node's frame; None = tenuki.
    pub at: Option<(u8, u8)>,
    pub count: u64,
    pub child: u32,
}

#[derive(Clone, Debug)]
pub struct PosNode {
    /// Sorted (colour, (x, y)) in the node's frame.
    pub stones: Vec<(Color, (u8, u8))>,
    pub to_play: Color,
    /// Stones by colour as window bitsets; meaningful only when `reach <= MAX_WINDOW`.
    pub bits: [u128; 2],
    /// The smallest corner window that holds every stone.
    pub reach: u8,
    /// The position equals its mirror image across the diagonal.
    pub symmetric: bool,
    /// Moves of `to_play`, most played first.
    pub edges: Vec<Edge>,
    /// Sum of the edges' counts (tenuki included).
    pub total: u64,
}

impl PosNode {
    pub fn stone_count(&self) -> usize {
        self.stones.len()
    }
}

#[derive(Clone, Debug, Default)]
pub struct JosekiGraph {
    pub nodes: Vec<PosNode>,
    /// `by_count[n]`: hash of a position with n stones (side to move included) -> node.
    pub(crate) by_count: Vec<FxHashMap<u64, u32>>,
    /// Nodes for the relaxed match, filed under their rarest stone:
    /// `[colour][y * MAX_WINDOW + x]` -> nodes (reach <= MAX_WINDOW, at least one stone).
    pub(crate) by_rare_stone: Vec<Vec<RelaxedEntry>>,
    /// Tells graphs apart for the matcher's memo; a clone keeps it (same content).
    pub(crate) id: u64,
}

/// A node as the relaxed match scans it: inline, so a scan touches one contiguous list.
#[derive(Clone, Debug)]
pub(crate) struct RelaxedEntry {
    pub bits: [u128; 2],
    pub id: u32,
    pub stones: u8,
    pub reach: u8,
    pub to_play: Color,
}

/// Index of a stone in the relaxed match's per-stone tables: `[colour][y * MAX_WINDOW + x]`.
#[inline]
fn rare_slot(c: Color, x: u8, y: u8) -> usize {
    c.index() * MAX_WINDOW * MAX_WINDOW + y as usize * MAX_WINDOW + x as usize
}

struct Walk {
    line_node: u32,
    board: Box<Board>,
    /// One more than the largest coordinate any stone of the line has had, so that reading
    /// the stones back scans only that square of the board.
    reach: usize,
    /// The hash of the stones with x and y exchanged, which finds a position stored as its
    /// mirror image; kept up to date move by move, read again after captures and setup.
    mirror: u64,
    /// Position node of the line so far and whether the node's frame is the line's transposed.
    at: Option<(u32, bool)>,
}

/// Scratch space for reading a board's stones, kept across the build.
#[derive(Default)]
struct Scan {
    black: Vec<(Color, (u8, u8))>,
    white: Vec<(Color, (u8, u8))>,
}

impl Scan {
    /// Reads the walk's stones into `black` and `white`, each in (x, y) order, column by
    /// column; returns the hash of their mirror image.
    fn read(&mut self, walk: &Walk) -> u64 {
        let board = &walk.board;
        let n = (board.stone_count(Color::Black) + board.stone_count(Color::White)) as usize;
        self.black.clear();
        self.white.clear();
        let mut mirror = 0u64;
        let mut found = 0;
        'columns: for x in 0..walk.reach {
            if found == n {
                break;
            }
            // Down the column: one row of the padded board further each time.
            let mut p = Point::at(x, 0, BOOK_SIZE);
            for y in 0..walk.reach {
                if let Some(c) = board.color_at(p) {
                    mirror ^= stone_key(c, y, x);
                    let list = if c == Color::Black {
                        &mut self.black
                    } else {
                        &mut self.white
                    };
                    list.push((c, (x as u8, y as u8)));
                    found += 1;
                    if found == n {
                        break 'columns;
                    }
                }
                p.0 += BOOK_SIZE as u16 + 1;
            }
        }
        mirror
    }
}

/// A position one move (or a tenuki) away from a known node, without captures: its stones
/// are that node's and the new one, so they need not be read from the board.
#[derive(Copy, Clone)]
struct Grown {
    from: u32,
    flip: bool,
    added: Option<(Color, (u8, u8))>,
}

impl JosekiGraph {
    pub fn build(tree: &LineTree) -> JosekiGraph {
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let mut graph = JosekiGraph {
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            ..JosekiGraph::default()
        };
        let mut frequency = vec![0u32; 2 * MAX_WINDOW * MAX_WINDOW];
        let mut scan = Scan::default();
        let mut boards = Boards::default();
        // Transpositions make positions a little fewer than steps.
        graph.nodes.reserve(tree.nodes.len());
        let mut stack = vec![Walk {
            line_node: 0,
            board: boards.copy(None),
            reach: 0,
            mirror: 0,
            at: None,
        }];
        while let Some(mut walk) = stack.pop() {
            // The last child carries the position on in place; the others get a copy.
            loop {
                let children = &tree.nodes[walk.line_node as usize].children;
                let Some((&last, others)) = children.split_last() else {
                    break;
                };
                for &child in others {
                    let mut next = Walk {
                        line_node: child,
                        board: boards.copy(Some(&walk.board)),
                        ..walk
                    };
                    let line = &tree.nodes[child as usize];
                    if graph.step(&line.step, line.count, &mut next, &mut frequency, &mut scan) {
                        stack.push(next);
                    } else {
                        boards.give_back(next.board);
                    }
                }
                walk.line_node = last;
                let line = &tree.nodes[last as usize];
                if !graph.step(&line.step, line.count, &mut walk, &mut frequency, &mut scan) {
                    break;
                }
            }
            boards.give_back(walk.board);
        }
        for node in &mut graph.nodes {
            // Most nodes have one edge: leave their edge lists untouched (and out of cache).
            if node.edges.len() > 1 {
                node.edges
                    .sort_by(|a, b| b.count.cmp(&a.count).then(a.at.cmp(&b.at)));
            }
        }
        graph.index_rare_stones(&frequency);
        graph
    }

    /// Applies one line step; false if the tree holds something the board refuses (the tree
    /// was validated when read, so only a hand-made tree can get here).
    fn step(
        &mut self,
        step: &Step,
        count: u64,
        walk: &mut Walk,
        frequency: &mut [u32],
        scan: &mut Scan,
    ) -> bool {
        let reach =
            |xy: Option<(u8, u8)>| xy.map_or(0, |(x, y)| (x.max(y) as usize + 1).min(BOOK_SIZE));
        match step {
            Step::Setup(stones) => {
                let _ = step.apply(&mut walk.board, |(x, y)| (x as usize, y as usize), false);
                for &(_, xy) in stones {
                    walk.reach = walk.reach.max(reach(Some(xy)));
                }
                walk.mirror = scan.read(walk);
                walk.at = None;
                true
            }
            &Step::Move(color, at) => {
                let (from, flip) = match walk.at {
                    Some((node, flip)) if self.nodes[node as usize].to_play == color => {
                        (node, flip)
                    }
                    _ => self.find_or_add(walk, color, None, frequency, scan),
                };
                let opponents = walk.board.stone_count(color.opponent());
                if step
                    .apply(&mut walk.board, |(x, y)| (x as usize, y as usize), false)
                    .is_err()
                {
                    return false;
                }
                walk.reach = walk.reach.max(reach(at));
                let captured = walk.board.stone_count(color.opponent()) != opponents;
                let grown = if captured {
                    walk.mirror = scan.read(walk);
                    None
                } else {
                    if let Some((x, y)) = at {
                        walk.mirror ^= stone_key(color, y as usize, x as usize);
                    }
                    Some(Grown {
                        from,
                        flip,
                        added: at.map(|xy| (color, xy)),
                    })
                };
                let (to, to_flip) =
                    self.find_or_add(walk, color.opponent(), grown, frequency, scan);
                self.count_edge(from, flip, at, to, count);
                walk.at = Some((to, to_flip));
                true
            }
        }
    }

    /// Counts `count` games more on the edge from node `from` (stored transposed when `flip`)
    /// that plays `at` (in the line's frame, None for a pass) and leads to node `to`.
    fn count_edge(&mut self, from: u32, flip: bool, at: Option<(u8, u8)>, to: u32, count: u64) {
        let from_node = &mut self.nodes[from as usize];
        let mut at = at.map(|(x, y)| if flip { (y, x) } else { (x, y) });
        if from_node.symmetric {
            // Mirror-image moves from a symmetric position are one choice.
            at = at.map(|(x, y)| if x < y { (y, x) } else { (x, y) });
        }
        let added = match from_node.edges.iter_mut().find(|e| e.at == at) {
            Some(edge) => {
                let before = edge.count;
                edge.count = before.saturating_add(count);
                edge.count - before
            }
            None => {
                // Most positions have a single continuation: no room for more yet.
                if from_node.edges.capacity() == 0 {
                    from_node.edges.reserve_exact(1);
                }
                from_node.edges.push(Edge {
                    at,
                    count,
                    child: to,
                });
                count
            }
        };
        // Kept as the edges grow, so finishing the graph need not revisit every edge.
        from_node.total = from_node.total.saturating_add(added);
    }

    /// The node for (the walk's stones, to_play) in the line's frame, created if new; the flag
    /// says the node is stored transposed relative to the line. `grown` says where the stones
    /// came from when a move without captures led here.
    /// New nodes that fit the relaxed match's window add their stones to `frequency` (see
    /// `index_rare_stones`) while the stones are at hand.
    fn find_or_add(
        &mut self,
        walk: &Walk,
        to_play: Color,
        grown: Option<Grown>,
        frequency: &mut [u32],
        scan: &mut Scan,
    ) -> (u32, bool) {
        let board = &walk.board;
        let n = (board.stone_count(Color::Black) + board.stone_count(Color::White)) as usize;
        if self.by_count.len() <= n {
            self.by_count.resize_with(n + 1, FxHashMap::default);
        }
        // The board's hash is the book's: the same keys, read at the same points.
        let direct = board.hash() ^ side_key(to_play);
        if let Some(&id) = self.by_count[n].get(&direct) {
            return (id, false);
        }
        if let Some(&id) = self.by_count[n].get(&(walk.mirror ^ side_key(to_play))) {
            return (id, true);
        }
        // Sorted as (colour, (x, y)), the order a column-by-column read gives.
        let mut stones = Vec::with_capacity(n);
        match grown {
            Some(Grown { from, flip, added }) => {
                let known = &self.nodes[from as usize].stones;
                if flip {
                    stones.extend(known.iter().map(|&(c, (x, y))| (c, (y, x))));
                    stones.sort_unstable();
                } else {
                    stones.extend_from_slice(known);
                }
                if let Some(stone) = added {
                    stones.insert(stones.partition_point(|&s| s < stone), stone);
                }
            }
            None => {
                scan.read(walk);
                stones.extend_from_slice(&scan.black);
                stones.extend_from_slice(&scan.white);
            }
        }
        debug_assert_eq!(stones.len(), n);
        let reach = stones
            .iter()
            .map(|&(_, (x, y))| x.max(y) as usize + 1)
            .max()
            .unwrap_or(0);
        let mut bits = [0u128; 2];
        if reach <= MAX_WINDOW {
            for &(c, (x, y)) in &stones {
                bits[c.index()] |= bit(x as usize, y as usize);
                frequency[rare_slot(c, x, y)] += 1;
            }
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(PosNode {
            symmetric: board.hash() == walk.mirror,
            stones,
            to_play,
            bits,
            reach: reach as u8,
            edges: Vec::new(),
            total: 0,
        });
        self.by_count[n].insert(direct, id);
        (id, false)
    }

    /// `frequency[rare_slot(..)]`: how many nodes within the window hold that stone.
    fn index_rare_stones(&mut self, frequency: &[u32]) {
        let cells = MAX_WINDOW * MAX_WINDOW;
        let slot = rare_slot;
        let in_window = |n: &PosNode| !n.stones.is_empty() && n.reach as usize <= MAX_WINDOW;
        // Filed largest first (ties by id), so a scan skips the too-large prefix and stops at
        // the first too small: a counting sort by stone count, which is at most `cells`.
        let filed: Vec<(u32, usize)> = self
            .nodes
            .iter()
            .enumerate()
            .filter(|(_, node)| in_window(node) && !node.edges.is_empty())
            .filter_map(|(id, node)| {
                let rarest = node
                    .stones
                    .iter()
                    .map(|&(c, (x, y))| slot(c, x, y))
                    .min_by_key(|&s| frequency[s])?;
                Some((id as u32, rarest))
            })
            .collect();
        let mut start = vec![0usize; cells + 2];
        for &(id, _) in &filed {
            start[cells - self.nodes[id as usize].stones.len() + 1] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut order = vec![(0u32, 0usize); filed.len()];
        for &(id, rarest) in &filed {
            let bucket = &mut start[cells - self.nodes[id as usize].stones.len()];
            order[*bucket] = (id, rarest);
            *bucket += 1;
        }
        let mut lists = vec![0usize; 2 * cells];
        for &(_, rarest) in &order {
            lists[rarest] += 1;
        }
        self.by_rare_stone = lists.iter().map(|&n| Vec::with_capacity(n)).collect();
        for (id, rarest) in order {
            let node = &self.nodes[id as usize];
            self.by_rare_stone[rarest].push(RelaxedEntry {
                bits: node.bits,
                id,
                stones: node.stones.len() as u8,
                reach: node.reach,
                to_play: node.to_play,
            });
        }
    }
}
