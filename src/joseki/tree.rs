//! Joseki lines as a merged move tree in one canonical corner frame.
//!
//! SGF joseki collections come in any corner and orientation, with comments, marks and the
//! occasional broken move. `LineTree` keeps only what the book needs: moves (tenuki as a move
//! without a point), setup stones and a play count per step, all mapped to the top-left corner.
//! Identical steps from different files or sibling variations are merged and their counts added.
//! The tree is what `sgf-tools build-book` writes and what the position graph is built from.

use super::error::{BookError, BOOK_SIZE};
use crate::board::{Board, Color, Illegal, Point};
use crate::sgf::{node_actions, Action, GameTree, Node};

pub type SetupStones = Vec<(Option<Color>, (u8, u8))>;

/// One step of a line, in the canonical (top-left) frame: `(x, y)` counted from the left and top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `None` is tenuki: the player answered elsewhere.
    Move(Color, Option<(u8, u8)>),
    /// Stones added (`Some(colour)`) or removed (`None`); sorted, so equal setups compare equal.
    Setup(SetupStones),
}

impl Step {
    /// Plays the step on `board`: a move (tenuki passes), or setup, where a point that cannot
    /// take it (a stone onto a stone, removing nothing, off the book's board) is left as it
    /// is. `to_board` places the book's frame on the board and `swap_colours` exchanges the
    /// colours (the coverage's symmetries); Err when the board refuses the move.
    pub fn apply(
        &self,
        board: &mut Board,
        to_board: impl Fn((u8, u8)) -> (usize, usize),
        swap_colours: bool,
    ) -> Result<(), Illegal> {
        let size = board.size();
        // Trees read from SGF hold book points only; a tree made by hand may hold anything.
        let point = |(x, y): (u8, u8)| {
            if x as usize >= BOOK_SIZE || y as usize >= BOOK_SIZE {
                return None;
            }
            let (bx, by) = to_board((x, y));
            (bx < size && by < size).then(|| Point::at(bx, by, size))
        };
        let colour = |c: Color| if swap_colours { c.opponent() } else { c };
        match self {
            &Step::Move(c, None) => board.play(colour(c), Point::PASS),
            &Step::Move(c, Some(xy)) => {
                let p = point(xy).ok_or(Illegal::OffBoard)?;
                board.play(colour(c), p)
            }
            Step::Setup(stones) => {
                for &(c, xy) in stones {
                    let Some(p) = point(xy) else {
                        continue;
                    };
                    let _ = match c {
                        Some(c) => board.place_setup(colour(c), p),
                        None => board.remove_setup(p),
                    };
                }
                Ok(())
            }
        }
    }
}

#[derive(Clone, Debug)]
pub struct LineNode {
    pub step: Step,
    /// How often this step was played (summed over merged sources).
    pub count: u64,
    pub children: Vec<u32>,
}

/// What reading the sources kept and skipped; every oddity is counted, none is fatal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadStats {
    pub trees: usize,
    /// Game trees not on 19x19 (or with an unreadable size), skipped whole.
    pub trees_skipped: usize,
    pub moves_read: usize,
    pub moves_kept: usize,
    pub tenuki: usize,
    /// Two moves of one colour in a row, read as a tenuki by the other colour in between.
    pub same_colour_repeats: usize,
    /// Skipped with the variation below them.
    pub occupied: usize,
    pub suicide: usize,
    pub ko: usize,
    /// Moves that name no point of the board: skipped alone, the line goes on without them.
    pub off_board: usize,
    pub setup_nodes: usize,
    /// Setup stones that could not be applied (onto an occupied point, removing nothing, off board).
    pub setup_skipped: usize,
    /// Nodes with both setup and a move (SGF forbids it; the setup is applied first).
    pub mixed_nodes: usize,
    /// Steps dropped by `prune` for a count below the threshold.
    pub pruned: usize,
}

impl ReadStats {
    /// Moves and variations dropped because they could not be played.
    pub fn skipped_moves(&self) -> usize {
        self.occupied + self.suicide + self.ko + self.off_board
    }

    pub fn summary(&self) -> String {
        format!(
            "trees {} (skipped {}), moves read {}, kept {} (tenuki {}), same-colour repeats read as tenuki {}, \
             skipped: occupied {}, suicide {}, ko {}, off board {}; setup nodes {} (stones skipped {}, mixed with a move {}); pruned {}",
            self.trees,
            self.trees_skipped,
            self.moves_read,
            self.moves_kept,
            self.tenuki,
            self.same_colour_repeats,
            self.occupied,
            self.suicide,
            self.ko,
            self.off_board,
            self.setup_nodes,
            self.setup_skipped,
            self.mixed_nodes,
            self.pruned
        )
    }
}

/// Maps a source line into the canonical frame. The corner is fixed by the line's first stone,
/// the orientation by its first stone off the diagonal (which ends up on or above it: x >= y),
/// so mirror-image variations merge.
#[derive(Copy, Clone, Debug, Default)]
struct Frame {
    corner: Option<(bool, bool)>,
    transpose: Option<bool>,
}

impl Frame {
    fn map(&mut self, x: usize, y: usize) -> (u8, u8) {
        let last = BOOK_SIZE - 1;
        let (right, bottom) = *self.corner.get_or_insert((x > last / 2, y > last / 2));
        let cx = if right { last - x } else { x };
        let cy = if bottom { last - y } else { y };
        let transpose = match self.transpose {
            Some(t) => t,
            None if cx == cy => false,
            None => *self.transpose.insert(cx < cy),
        };
        if transpose {
            (cy as u8, cx as u8)
        } else {
            (cx as u8, cy as u8)
        }
    }
}

#[derive(Clone, Debug)]
pub struct LineTree {
    /// `nodes[0]` is the root: an empty setup that stands for the empty corner.
    pub nodes: Vec<LineNode>,
    pub stats: ReadStats,
}

impl Default for LineTree {
    fn default() -> Self {
        LineTree::new()
    }
}

/// Boards for the lines being walked, boxed so that stacking a line moves a pointer, and
/// reused so that a branch costs one copy of the position (which `clone_from` keeps to the
/// part of the arrays a 19x19 board uses) and no allocation.
#[derive(Default)]
pub(super) struct Boards(Vec<Box<Board>>);

impl Boards {
    /// A copy of `of`, or an empty book-sized board.
    pub(super) fn copy(&mut self, of: Option<&Board>) -> Box<Board> {
        let mut board = self
            .0
            .pop()
            .unwrap_or_else(|| Box::new(Board::new(BOOK_SIZE)));
        match of {
            Some(of) => Board::clone_from(&mut board, of),
            None => *board = Board::new(BOOK_SIZE),
        }
        board
    }

    pub(super) fn give_back(&mut self, board: Box<Board>) {
        self.0.push(board);
    }
}

struct Pending {
    sgf_node: usize,
    line_node: u32,
    board: Box<Board>,
    frame: Frame,
    last_mover: Option<Color>,
}

impl LineTree {
    pub fn new() -> LineTree {
        LineTree {
            nodes: vec![LineNode {
                step: Step::Setup(Vec::new()),
                count: 0,
                children: Vec::new(),
            }],
            stats: ReadStats::default(),
        }
    }

    /// Parses SGF bytes and adds every game tree in them.
    pub fn add_sgf(&mut self, bytes: &[u8]) -> Result<(), BookError> {
        for tree in &parse_book(bytes)?.trees {
            self.add_tree(tree);
        }
        Ok(())
    }

    /// `add_sgf` for a file that must add at least one line: Err says why it adds none (no
    /// move the book can use, or trees recorded for another board size only).
    pub fn add_book_file(&mut self, bytes: &[u8]) -> Result<(), BookError> {
        let parsed = parse_book(bytes)?;
        let kept_before = self.stats.moves_kept;
        for tree in &parsed.trees {
            self.add_tree(tree);
        }
        if self.stats.moves_kept > kept_before {
            return Ok(());
        }
        // Only a file with no 19x19 tree at all is "for another size".
        let sizes: Vec<_> = parsed.trees.iter().map(GameTree::board_size).collect();
        let other_size = if sizes.contains(&Ok(BOOK_SIZE)) {
            None
        } else {
            sizes.into_iter().next()
        };
        Err(match other_size {
            Some(Ok(size)) => BookError::OtherSize { size },
            Some(Err(why)) => BookError::BadSize(why),
            None => BookError::NoLine,
        })
    }

    /// Adds one SGF game tree. Counts come from an `XC[n]` property or a JSON `"count": n` in
    /// the comment (the KataGo-mined books); without either, a step counts the variations
    /// (leaves) that pass through it.
    pub fn add_tree(&mut self, tree: &GameTree) {
        self.stats.trees += 1;
        if tree.nodes.is_empty() || tree.board_size() != Ok(BOOK_SIZE) {
            self.stats.trees_skipped += 1;
            return;
        }
        let leaves = leaf_counts(tree);
        self.nodes.reserve(tree.nodes.len());
        let mut boards = Boards::default();
        let mut stack = vec![Pending {
            sgf_node: 0,
            line_node: 0,
            board: boards.copy(None),
            frame: Frame::default(),
            last_mover: None,
        }];
        while let Some(mut at) = stack.pop() {
            // The main line carries the position on in place; only side variations get a copy.
            loop {
                let node = &tree.nodes[at.sgf_node];
                let count = explicit_count(node).unwrap_or(leaves[at.sgf_node]);
                if !self.apply_node(node, count, &mut at) {
                    break;
                }
                let Some((&first, rest)) = node.children.split_first() else {
                    break;
                };
                for &child in rest.iter().rev() {
                    if child < tree.nodes.len() {
                        stack.push(Pending {
                            sgf_node: child,
                            board: boards.copy(Some(&at.board)),
                            ..at
                        });
                    }
                }
                if first >= tree.nodes.len() {
                    break;
                }
                at.sgf_node = first;
            }
            boards.give_back(at.board);
        }
    }

    /// Applies one SGF node's setup and moves to `at`; false when a move cannot be played and
    /// the variation below it is dropped.
    fn apply_node(&mut self, node: &Node, count: u64, at: &mut Pending) -> bool {
        // Setup comes first in a node's actions; it becomes one step, sorted so that equal
        // setups from different files compare equal.
        let mut setup: Option<SetupStones> = None;
        for action in node_actions(node, BOOK_SIZE) {
            match action {
                Action::Setup(color, (x, y)) => {
                    let stones = setup.get_or_insert_with(Vec::new);
                    let xy = at.frame.map(x, y);
                    if place(&mut at.board, color, xy) {
                        stones.push((color, xy));
                    } else {
                        self.stats.setup_skipped += 1;
                    }
                }
                Action::SetupSkipped { .. } => {
                    setup.get_or_insert_with(Vec::new);
                    self.stats.setup_skipped += 1;
                }
                Action::ToPlay(_) => {}
                Action::Move {
                    color, at: point, ..
                } => {
                    if let Some(stones) = setup.take() {
                        self.stats.mixed_nodes += 1;
                        self.add_setup(stones, count, at);
                    }
                    if !self.apply_move(color, point, count, at) {
                        return false;
                    }
                }
                Action::BadMove { .. } => {
                    self.stats.moves_read += 1;
                    self.stats.off_board += 1;
                }
            }
        }
        if let Some(stones) = setup {
            self.add_setup(stones, count, at);
        }
        true
    }

    fn add_setup(&mut self, mut stones: SetupStones, count: u64, at: &mut Pending) {
        self.stats.setup_nodes += 1;
        stones.sort();
        stones.dedup();
        at.line_node = self.child(at.line_node, Step::Setup(stones), count);
        at.last_mover = None;
    }

    /// Plays a move (None: tenuki) read from the source; false when the board refuses it.
    fn apply_move(
        &mut self,
        color: Color,
        point: Option<(usize, usize)>,
        count: u64,
        at: &mut Pending,
    ) -> bool {
        self.stats.moves_read += 1;
        let target = point.map(|(x, y)| at.frame.map(x, y));
        let p = target.map_or(Point::PASS, |(x, y)| {
            Point::at(x as usize, y as usize, BOOK_SIZE)
        });
        // A tenuki clears the ko ban, as a move elsewhere would.
        if let Err(why) = at.board.play(color, p) {
            match why {
                Illegal::Occupied => self.stats.occupied += 1,
                Illegal::Suicide => self.stats.suicide += 1,
                Illegal::Ko => self.stats.ko += 1,
                Illegal::OffBoard => self.stats.off_board += 1,
            }
            return false;
        }
        if at.last_mover == Some(color) {
            self.stats.same_colour_repeats += 1;
            self.stats.tenuki += 1;
            at.line_node = self.child(at.line_node, Step::Move(color.opponent(), None), count);
        }
        self.stats.moves_kept += 1;
        if target.is_none() {
            self.stats.tenuki += 1;
        }
        at.line_node = self.child(at.line_node, Step::Move(color, target), count);
        at.last_mover = Some(color);
        true
    }

    /// The child of `parent` with `step`, created if new; adds `count` to it.
    fn child(&mut self, parent: u32, step: Step, count: u64) -> u32 {
        let existing = self.nodes[parent as usize]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c as usize].step == step);
        let id = match existing {
            Some(id) => id,
            None => {
                let id = self.nodes.len() as u32;
                self.nodes.push(LineNode {
                    step,
                    count: 0,
                    children: Vec::new(),
                });
                self.nodes[parent as usize].children.push(id);
                id
            }
        };
        let node = &mut self.nodes[id as usize];
        node.count = node.count.saturating_add(count);
        id
    }

    /// Drops every step played fewer than `min_count` times, with everything below it.
    pub fn prune(&mut self, min_count: u64) {
        let mut pruned = 0;
        let mut stack = vec![0u32];
        while let Some(id) = stack.pop() {
            let children = std::mem::take(&mut self.nodes[id as usize].children);
            let (keep, drop): (Vec<u32>, Vec<u32>) = children
                .into_iter()
                .partition(|&c| self.nodes[c as usize].count >= min_count);
            pruned += drop.iter().map(|&c| self.subtree_size(c)).sum::<usize>();
            stack.extend(&keep);
            self.nodes[id as usize].children = keep;
        }
        self.stats.pruned += pruned;
        self.compact();
    }

    fn subtree_size(&self, id: u32) -> usize {
        let mut size = 0;
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            size += 1;
            stack.extend(&self.nodes[n as usize].children);
        }
        size
    }

    /// Renumbers the reachable nodes depth-first and orders siblings by count (most played
    /// first, so the SGF main line is the most popular line).
    fn compact(&mut self) {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![0u32];
        while let Some(id) = stack.pop() {
            order.push(id);
            let mut children = std::mem::take(&mut self.nodes[id as usize].children);
            children.sort_by(|&a, &b| {
                self.nodes[b as usize]
                    .count
                    .cmp(&self.nodes[a as usize].count)
            });
            stack.extend(children.iter().rev());
            self.nodes[id as usize].children = children;
        }
        let mut new_id = vec![u32::MAX; self.nodes.len()];
        for (new, &old) in order.iter().enumerate() {
            new_id[old as usize] = new as u32;
        }
        for node in &mut self.nodes {
            for c in &mut node.children {
                *c = new_id[*c as usize];
            }
        }
        // Moved into place by following the permutation's cycles: no second node array.
        for i in 0..self.nodes.len() {
            loop {
                let target = new_id[i] as usize;
                if target == i || target >= order.len() {
                    break;
                }
                self.nodes.swap(i, target);
                new_id.swap(i, target);
            }
        }
        self.nodes.truncate(order.len());
    }

    /// Sorts siblings by count; call once after adding every source.
    pub fn finish(&mut self) {
        self.compact();
    }

    pub fn move_count(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| matches!(n.step, Step::Move(..)))
            .count()
    }

    /// The number of lines: nodes without children, the root aside.
    pub fn line_count(&self) -> usize {
        self.nodes
            .iter()
            .skip(1)
            .filter(|n| n.children.is_empty())
            .count()
    }

    /// The book as SGF: moves, setup and `XC[count]` on every step, siblings most played first.
    /// `comment` goes into the root's C[] (provenance).
    pub fn to_sgf(&self, comment: &str) -> String {
        let mut out = String::with_capacity(self.nodes.len() * 20 + 256);
        out.push_str(
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]AP[Tesuji sgf-tools build-book]GN[Tesuji joseki book]",
        );
        if !comment.is_empty() {
            out.push_str("C[");
            for ch in comment.chars() {
                if ch == ']' || ch == '\\' {
                    out.push('\\');
                }
                out.push(ch);
            }
            out.push(']');
        }
        out.push('\n');
        // Explicit stack of (node, next child index) so deep lines cannot overflow the stack.
        let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
        while let Some(&mut (id, ref mut next)) = stack.last_mut() {
            let node = &self.nodes[id as usize];
            if *next == node.children.len() {
                stack.pop();
                if let Some(&(parent, _)) = stack.last() {
                    if self.nodes[parent as usize].children.len() > 1 {
                        out.push(')');
                    }
                }
                continue;
            }
            let child = node.children[*next];
            *next += 1;
            if node.children.len() > 1 {
                out.push('(');
            }
            self.write_step(child, &mut out);
            stack.push((child, 0));
        }
        out.push_str(")\n");
        out
    }

    fn write_step(&self, id: u32, out: &mut String) {
        let node = &self.nodes[id as usize];
        out.push(';');
        let coord = |(x, y): (u8, u8)| -> [char; 2] { [(b'a' + x) as char, (b'a' + y) as char] };
        match &node.step {
            Step::Move(color, at) => {
                out.push(if *color == Color::Black { 'B' } else { 'W' });
                out.push('[');
                if let Some(xy) = at {
                    out.extend(coord(*xy));
                } else {
                    out.push_str("tt");
                }
                out.push(']');
            }
            Step::Setup(stones) => {
                for (ident, color) in [
                    ("AE", None),
                    ("AB", Some(Color::Black)),
                    ("AW", Some(Color::White)),
                ] {
                    let mut first = true;
                    for &(c, xy) in stones {
                        if c != color {
                            continue;
                        }
                        if first {
                            out.push_str(ident);
                            first = false;
                        }
                        out.push('[');
                        out.extend(coord(xy));
                        out.push(']');
                    }
                }
            }
        }
        out.push_str(&format!("XC[{}]\n", node.count));
    }
}

/// Setup on the book-sized board in the book's frame: a stone onto an empty point, or one taken
/// away (`None`); false when the point cannot take it (occupied, or nothing to remove).
fn place(board: &mut Board, color: Option<Color>, (x, y): (u8, u8)) -> bool {
    let p = Point::at(x as usize, y as usize, BOOK_SIZE);
    match color {
        Some(c) => board.place_setup(c, p).is_ok(),
        None => !board.is_empty_at(p) && board.remove_setup(p).is_ok(),
    }
}

fn parse_book(bytes: &[u8]) -> Result<crate::sgf::Parsed, BookError> {
    crate::sgf::parse(bytes).map_err(BookError::NotSgf)
}

/// `XC[n]`, or the `"count": n` of a JSON comment.
fn explicit_count(node: &Node) -> Option<u64> {
    if let Some(v) = node.get("XC").and_then(|p| p.values.first()) {
        return v.trim().parse().ok();
    }
    let comment = node.get("C")?.values.first()?;
    // Most comments are prose without a quote; one byte scan rules them out.
    if !comment.as_bytes().contains(&b'"') {
        return None;
    }
    let after = &comment[comment.find("\"count\"")? + "\"count\"".len()..];
    let after = after.trim_start().strip_prefix(':')?.trim_start();
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    after[..digits].parse().ok()
}

/// Variations (leaves) below each node, the node itself counted when it is a leaf.
fn leaf_counts(tree: &GameTree) -> Vec<u64> {
    let n = tree.nodes.len();
    let mut leaves = vec![0u64; n];
    // The parser numbers nodes in document order, so children follow their parent and one
    // backward sweep sees every child before its parent; anything else takes the long way.
    let mut forward = true;
    for id in (0..n).rev() {
        let mut below = 0u64;
        for &c in &tree.nodes[id].children {
            if c <= id {
                forward = false;
                break;
            }
            if c < n {
                below += leaves[c];
            }
        }
        if !forward {
            break;
        }
        leaves[id] = below.max(1);
    }
    if forward {
        return leaves;
    }
    leaves.fill(0);
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![0usize];
    let mut seen = vec![false; n];
    while let Some(id) = stack.pop() {
        if id >= n || std::mem::replace(&mut seen[id], true) {
            continue;
        }
        order.push(id);
        stack.extend(&tree.nodes[id].children);
    }
    for &id in order.iter().rev() {
        let below: u64 = tree.nodes[id]
            .children
            .iter()
            .filter(|&&c| c < n)
            .map(|&c| leaves[c])
            .sum();
        leaves[id] = below.max(1);
    }
    leaves
}
