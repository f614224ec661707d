//! The position graph: book positions are nodes, moves (tenuki included) are edges.
//!
//! A node is a corner position in the canonical frame (stones plus the side to move). Two move
//! orders that reach the same position, or its mirror image across the corner's diagonal, meet
//! at one node, so their continuations and counts are pooled. Nodes are found by stone count and
//! then by a Zobrist hash of the stones, which the matcher computes for a board window.

use super::grid::Grid;
use super::tree::{LineTree, Step, BOOK_SIZE};
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

/// Window bits of rows 0..MAX_WINDOW in column 0: row `y` of `column` lands on `y * MAX_WINDOW`.
#[inline]
fn spread_column(column: u32) -> u128 {
    const fn spread_table<const LEN: usize>(first_row: usize) -> [u128; LEN] {
        let mut table = [0u128; LEN];
        let mut v = 0;
        while v < LEN {
            let mut y = 0;
            while (1 << y) <= v {
                if v & (1 << y) != 0 {
                    table[v] |= 1u128 << ((first_row + y) * MAX_WINDOW);
                }
                y += 1;
            }
            v += 1;
        }
        table
    }
    static LOW: [u128; 64] = spread_table::<64>(0);
    static HIGH: [u128; 32] = spread_table::<32>(6);
    LOW[(column & 63) as usize] | HIGH[((column >> 6) & 31) as usize]
}

/// Index of a stone in the relaxed match's per-stone tables: `[colour][y * MAX_WINDOW + x]`.
#[inline]
fn rare_slot(c: Color, x: u8, y: u8) -> usize {
    c.index() * MAX_WINDOW * MAX_WINDOW + y as usize * MAX_WINDOW + x as usize
}

struct Walk {
    line_node: u32,
    board: Grid,
    /// Position node of the line so far and whether the node's frame is the line's transposed.
    at: Option<(u32, bool)>,
}

impl JosekiGraph {
    pub fn build(tree: &LineTree) -> JosekiGraph {
        let mut graph = JosekiGraph::default();
        let mut frequency = vec![0u32; 2 * MAX_WINDOW * MAX_WINDOW];
        // Transpositions make positions a little fewer than steps.
        graph.nodes.reserve(tree.nodes.len());
        let mut stack = vec![Walk {
            line_node: 0,
            board: Grid::default(),
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
                        board: walk.board.clone(),
                        at: walk.at,
                    };
                    let line = &tree.nodes[child as usize];
                    if graph.step(&line.step, line.count, &mut next, &mut frequency) {
                        stack.push(next);
                    }
                }
                walk.line_node = last;
                let line = &tree.nodes[last as usize];
                if !graph.step(&line.step, line.count, &mut walk, &mut frequency) {
                    break;
                }
            }
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
    fn step(&mut self, step: &Step, count: u64, walk: &mut Walk, frequency: &mut [u32]) -> bool {
        match step {
            Step::Setup(stones) => {
                for &(color, (x, y)) in stones {
                    match color {
                        Some(c) => walk.board.place(c, x, y),
                        None => walk.board.remove(x, y),
                    };
                }
                walk.at = None;
                true
            }
            &Step::Move(color, at) => {
                let (from, flip) = match walk.at {
                    Some((node, flip)) if self.nodes[node as usize].to_play == color => {
                        (node, flip)
                    }
                    _ => self.find_or_add(&walk.board, color, frequency),
                };
                if walk.board.play(color, at).is_err() {
                    return false;
                }
                let (to, to_flip) = self.find_or_add(&walk.board, color.opponent(), frequency);
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
                walk.at = Some((to, to_flip));
                true
            }
        }
    }

    /// The node for (stones, to_play) in the line's frame, created if new; the flag says the
    /// node is stored transposed relative to the line.
    /// New nodes that fit the relaxed match's window add their stones to `frequency` (see
    /// `index_rare_stones`) while the stones are at hand.
    fn find_or_add(&mut self, board: &Grid, to_play: Color, frequency: &mut [u32]) -> (u32, bool) {
        let n = board.stones;
        if self.by_count.len() <= n {
            self.by_count.resize_with(n + 1, FxHashMap::default);
        }
        let direct = board.hash ^ side_key(to_play);
        if let Some(&id) = self.by_count[n].get(&direct) {
            return (id, false);
        }
        if let Some(&id) = self.by_count[n].get(&(board.mirror_hash ^ side_key(to_play))) {
            return (id, true);
        }
        // Column by column: the list comes out in (colour, (x, y)) order, and the reach and the
        // window bitsets take whole columns at once.
        let mut stones = Vec::with_capacity(n);
        let mut reach = 0usize;
        let mut bits = [0u128; 2];
        for color in [Color::Black, Color::White] {
            for x in 0..board.columns_used(color) {
                let column = board.column(color, x);
                if column == 0 {
                    continue;
                }
                reach = reach.max(x + 1).max(32 - column.leading_zeros() as usize);
                if x < MAX_WINDOW {
                    bits[color.index()] |= spread_column(column) << x;
                }
                let mut rows = column;
                while rows != 0 {
                    stones.push((color, (x as u8, rows.trailing_zeros() as u8)));
                    rows &= rows - 1;
                }
            }
        }
        if reach > MAX_WINDOW {
            bits = [0; 2];
        } else {
            // Window bit `y * MAX_WINDOW + x` is the stone's offset in its colour's half.
            for color in [Color::Black, Color::White] {
                let mut set = bits[color.index()];
                while set != 0 {
                    frequency[color.index() * MAX_WINDOW * MAX_WINDOW
                        + set.trailing_zeros() as usize] += 1;
                    set &= set - 1;
                }
            }
        }
        let reach = reach as u8;
        let id = self.nodes.len() as u32;
        self.nodes.push(PosNode {
            symmetric: board.hash == board.mirror_hash,
            stones,
            to_play,
            bits,
            reach,
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
