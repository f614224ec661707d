//! One search: descent with UCT-RAVE selection and virtual loss, expansion, playout, and the
//! graph backup (node values recomputed from their own playouts and their children's values
//! weighted by edge visits).
//!
//! Superko makes legality depend on the path: a move that repeats a position of the game or
//! of the current path is refused for that descent only (the board is replayed from the root
//! and another edge is chosen); nothing about it is written into the shared node.

mod amaf;
mod batch;
mod expand;
mod keys;
mod report;
mod run;
mod search_params;
mod select;
mod tree;
mod verdicts;

use batch::Tally;
pub use expand::expand;
pub use keys::node_key;
use keys::terminal_key;
pub use run::{Limits, Ownership, Request, SearchSummary};
pub use search_params::SearchParams;
pub use tree::SearchTree;
pub use verdicts::VerdictSettings;

use super::arena::{
    CachePadded, Graph, Lookup, Node, NodeId, NONE, STATE_EXPANDED, STATE_EXPANDING, STATE_LEAF,
    STATE_TERMINAL,
};
use super::prior::{self, Prior};
use crate::board::{Board, Color, Point};
use crate::game::Game;
use crate::playout::{self, FastRng, Policy};
use crate::rules::point_owner;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicI64, AtomicU32, AtomicU64, Ordering};

/// Visit counters are u32; stop well before any of them can wrap.
pub const MAX_ROOT_VISITS: u32 = 1 << 31;

/// Extra knowledge for new edges (an opening book, say): may raise or lower the heuristic
/// priors of the moves listed, or add opinions; moves it adds must be legal and not PASS.
/// Called at every expansion, so it must be cheap when it has nothing to say.
pub trait PriorHook: Send + Sync {
    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>);

    /// Called once before each search with its root, before any node is expanded, for a hook
    /// that measures something about the whole position once rather than at every node.
    fn prepare(&self, _root: &Board, _to_play: Color) {}
}

/// Everything the threads of one search share. Most of it is read-only; what the threads write
/// sits on cache lines of its own (`CachePadded`), grouped by how often it is written, so that
/// the writes do not keep invalidating the lines every descent reads.
pub struct Shared<'a> {
    pub graph: &'a Graph,
    pub root: NodeId,
    pub root_board: &'a Board,
    pub root_color: Color,
    pub root_after_pass: bool,
    /// Per root edge (block order): not to be played (illegal by superko, or a forbidden pass).
    pub root_banned: &'a [bool],
    pub game: &'a Game,
    pub superko: bool,
    /// Count a game that two passes end as its stones stand; otherwise play it out first, so
    /// that dead stones are removed as the server's count will remove them.
    pub bare_board_count: bool,
    /// The game is counted by territory (Japanese rules): each playout's area count is turned
    /// into the territory count of the leaf it started from, so a move that fills our own
    /// territory or a neutral point costs what it costs there and passing can be best.
    pub territory_count: bool,
    /// Komi the playouts are judged by (dynamic komi included) and the real one (for scores).
    pub komi_search: f32,
    pub komi: f32,
    pub policy: &'a dyn Policy,
    pub params: &'a SearchParams,
    pub hook: Option<&'a dyn PriorHook>,
    /// Set once (by the limit, the clock or the observer), read before every iteration.
    pub stop: CachePadded<AtomicBool>,
    /// Set once, read at every step of every descent.
    pub memory_full: CachePadded<AtomicBool>,
    /// Iterations handed out, a batch at a time (see `claim`), and the limit (u64::MAX = none).
    pub tickets: CachePadded<AtomicU64>,
    pub limit: u64,
    /// Worker threads: near a limit the batches shrink to the iterations left per thread.
    pub threads: usize,
    /// What the workers have done, as of their last reports.
    pub totals: CachePadded<Totals>,
    /// Per point (Board::points order): +1 per playout Black owns it, -1 White; when wanted.
    /// Its sample count is `totals.ownership_samples`.
    pub ownership: Option<Vec<AtomicI32>>,
    /// The same per first move of the playout's path (indexed by the move's board index, with
    /// its sample count); when each candidate's ownership is wanted.
    pub moves_ownership: Option<Vec<(AtomicU32, Vec<AtomicI32>)>>,
    /// Stop once the best move cannot be overtaken in what is left of the playout limit
    /// (`run::Limits::early_stop` under a limit).
    pub settle_under_limit: bool,
    /// The root's dragons as the reader settled them, which the playouts are counted by.
    pub verdicts: verdicts::Verdicts,
}

/// The search's counts, summed from the workers' tallies: they lag the search by at most a
/// batch per thread until the workers' final reports, and are exact once the search is over.
#[derive(Default)]
pub struct Totals {
    pub iterations: AtomicU64,
    pub playouts: AtomicU64,
    pub ownership_samples: AtomicU32,
    /// Black's final lead in half points over this search's playouts, and its square: the
    /// spread of the score (kata-analyze's scoreStdev). Integers, so sums are exact.
    pub score_half_points: AtomicI64,
    pub score_half_points_squared: AtomicI64,
    pub score_samples: AtomicU64,
}

impl Shared<'_> {
    /// Standard deviation of Black's final lead over this search's playouts, in points.
    pub fn score_stdev(&self) -> f64 {
        let totals = &self.totals;
        let n = totals.score_samples.load(Ordering::Relaxed);
        if n < 2 {
            return 0.0;
        }
        let n = n as f64;
        let mean = totals.score_half_points.load(Ordering::Relaxed) as f64 / n;
        let mean_square = totals.score_half_points_squared.load(Ordering::Relaxed) as f64 / n;
        (mean_square - mean * mean).max(0.0).sqrt() / 2.0
    }
}

/// Per-thread scratch, reused across iterations so the loop does not allocate, and what the
/// thread has yet to tell the others.
pub struct Worker {
    pub board: Board,
    pub rng: FastRng,
    path: Vec<(NodeId, usize)>,
    hashes: Vec<u64>,
    banned: Vec<(usize, usize)>,
    played: Vec<(Color, Point)>,
    /// The leaf's empty points, under territory counting (see `run_playout`).
    leaf_empties: Vec<Point>,
    amaf: Vec<u8>,
    priors: Vec<Prior>,
    points: Vec<Point>,
    /// The points (by `points` index) whose owner the last playout's verdicts changed, and by
    /// how much (see `Verdicts::correct`).
    verdict_changes: Vec<(usize, i32)>,
    /// Iterations left in the batch claimed from `Shared::tickets`.
    batch_left: u64,
    tally: Tally,
}

impl Worker {
    pub fn new(board: &Board, seed: u64) -> Worker {
        let area = board.size() * board.size();
        Worker {
            board: board.clone(),
            rng: FastRng::new(seed),
            path: Vec::with_capacity(4 * area),
            hashes: Vec::with_capacity(4 * area),
            banned: Vec::with_capacity(16),
            played: Vec::with_capacity(4 * area),
            leaf_empties: Vec::with_capacity(area),
            amaf: vec![0; board.array_len()],
            priors: Vec::with_capacity(area + 1),
            points: board.points().collect(),
            verdict_changes: Vec::new(),
            batch_left: 0,
            tally: Tally::default(),
        }
    }
}

enum Leaf {
    /// Run a playout from the board and credit this node.
    Playout(NodeId),
    /// Game over at this node: score the board.
    Terminal(NodeId),
    /// A transposed child already knows more than the edge: count the edge, no playout.
    CatchUp,
    /// No room for the child node: play out from the board and credit the parent.
    NoRoom(NodeId, usize),
}

/// What an evaluated leaf contributes to the backup.
struct Evaluation {
    /// The node credited with the result.
    node: NodeId,
    /// Black minus White on the board, without komi.
    score: f32,
    /// Where the AMAF credit starts below the path: the playout's node, when it ran a playout.
    amaf_from: Option<NodeId>,
}

/// A result (1 Black wins, 0.5 jigo, 0 White wins) for the side `to_play`, in half points.
#[inline]
fn mover_half_wins(black_result: f32, to_play: u8) -> u32 {
    let black = (black_result * 2.0) as u32;
    if to_play == Color::Black as u8 {
        black
    } else {
        2 - black
    }
}

impl Shared<'_> {
    pub fn color_of(&self, node: NodeId) -> Color {
        if self.graph.node(node).to_play.load(Ordering::Relaxed) == Color::Black as u8 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Adds `node`'s moves unless another thread is doing it or the arena is full.
    pub fn try_expand(&self, node: NodeId, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        if !expand(
            self.graph,
            self.params,
            self.hook,
            node,
            board,
            to_play,
            priors,
        ) {
            self.note_memory_full();
        }
    }

    /// Every descent reads the flag: once it is set, writing it again would only take its
    /// line away from the readers.
    fn note_memory_full(&self) {
        if !self.memory_full.load(Ordering::Relaxed) {
            self.memory_full.store(true, Ordering::Relaxed);
        }
    }

    /// Rebuilds the worker's board from the root along its current path.
    fn replay(&self, w: &mut Worker) {
        w.board.clone_from(self.root_board);
        let mut color = self.root_color;
        for &(_, edge) in &w.path {
            let mv = Point(self.graph.edge(edge).mv());
            // These moves were legal when first played on this very sequence.
            let _ = w.board.play(color, mv);
            color = color.opponent();
        }
    }

    /// One iteration: descend to a leaf, evaluate it, back the result up the path. Returns
    /// whether a playout or scoring happened.
    pub fn iterate(&self, w: &mut Worker) -> bool {
        w.tally.iterations += 1;
        let (leaf, color) = self.descend(w);
        let evaluation = self.evaluate(w, leaf, color);
        self.backup(w, evaluation.as_ref());
        evaluation.is_some()
    }

    /// Walks from the root along the best edges, playing their moves on the worker's board
    /// and expanding nodes with enough visits, until a node to evaluate. Every edge taken is
    /// on `w.path` with a virtual loss. Returns the leaf and the colour to play there.
    fn descend(&self, w: &mut Worker) -> (Leaf, Color) {
        w.board.clone_from(self.root_board);
        w.path.clear();
        w.hashes.clear();
        w.hashes.push(self.root_board.hash());
        w.banned.clear();
        let max_depth = 3 * w.points.len() + 16;
        let threshold = self.params.expand_threshold;

        let mut node = self.root;
        let mut color = self.root_color;
        let mut passes = u32::from(self.root_after_pass);
        loop {
            let n = self.graph.node(node);
            let mut state = n.state();
            if state == STATE_TERMINAL {
                return (Leaf::Terminal(node), color);
            }
            // Once the arena is full, leaves stay leaves (computing priors for an expansion
            // that cannot be stored would only slow the playouts down).
            if state == STATE_LEAF
                && (node == self.root || n.visits.load(Ordering::Relaxed) >= threshold)
                && w.path.len() < max_depth
                && !self.memory_full.load(Ordering::Relaxed)
            {
                self.try_expand(node, &w.board, color, &mut w.priors);
                state = n.state();
            }
            if state != STATE_EXPANDED {
                return (Leaf::Playout(node), color);
            }
            let depth = w.path.len();
            let Some(edge_id) = self.select(node, depth, &w.banned, &w.tally.root_amaf) else {
                return (Leaf::Playout(node), color);
            };
            if !self.try_edge(w, color, depth, edge_id, &mut passes) {
                continue;
            }
            let e = self.graph.edge(edge_id);
            if e.mv() != 0 {
                n.note_chosen(edge_id - n.edge_range().start);
            }
            e.virtual_loss.fetch_add(1, Ordering::Relaxed);
            w.path.push((node, edge_id));
            color = color.opponent();

            let mut child = e.child();
            if child == NONE {
                let Some(c) = self.add_child(edge_id, &w.board, color, passes) else {
                    self.note_memory_full();
                    w.path.pop();
                    return (Leaf::NoRoom(node, edge_id), color);
                };
                child = c;
            }
            if self.graph.node(child).visits.load(Ordering::Relaxed) > e.visits() {
                return (Leaf::CatchUp, color);
            }
            node = child;
            if w.path.len() >= max_depth {
                return (Leaf::Playout(node), color);
            }
        }
    }

    /// Plays `edge_id`'s move for `color` on the worker's board. A move that turns out
    /// illegal on this path (suicide, ko, a repeated position) is banned at `depth` for the
    /// rest of the descent and the board is rebuilt: false.
    fn try_edge(
        &self,
        w: &mut Worker,
        color: Color,
        depth: usize,
        edge_id: usize,
        passes: &mut u32,
    ) -> bool {
        let mv = Point(self.graph.edge(edge_id).mv());
        let legal = w.board.play(color, mv).is_ok()
            && (mv.is_pass() || {
                let h = w.board.hash();
                let repeats = w.hashes.contains(&h) || (self.superko && self.game.position_seen(h));
                if !repeats {
                    w.hashes.push(h);
                }
                !repeats
            });
        if !legal {
            w.banned.push((depth, edge_id));
            self.replay(w);
            return false;
        }
        *passes = if mv.is_pass() { *passes + 1 } else { 0 };
        true
    }

    /// The node `edge_id` leads to, found in the table (a transposition) or added, linked to
    /// the edge; None when the arena is full. `to_play` moves next on `board`.
    fn add_child(
        &self,
        edge_id: usize,
        board: &Board,
        to_play: Color,
        passes: u32,
    ) -> Option<NodeId> {
        let (key, terminal) = if passes >= 2 {
            (terminal_key(board, to_play), true)
        } else {
            (node_key(board, to_play, passes == 1), false)
        };
        match self
            .graph
            .find_or_insert(key, to_play as u8, edge_id as u32, terminal)
        {
            Lookup::Found(c) | Lookup::Inserted(c) => {
                let e = self.graph.edge(edge_id);
                // Another thread may have linked the edge first: its node wins.
                Some(
                    match e
                        .child
                        .compare_exchange(NONE, c, Ordering::AcqRel, Ordering::Acquire)
                    {
                        Ok(_) => c,
                        Err(other) => other,
                    },
                )
            }
            Lookup::Full => None,
        }
    }

    /// The score of the leaf's position, Black minus White without komi: counted at a game's
    /// end, played out otherwise. None for a catch-up, which only counts the path.
    fn evaluate(&self, w: &mut Worker, leaf: Leaf, color: Color) -> Option<Evaluation> {
        match leaf {
            Leaf::CatchUp => None,
            Leaf::Terminal(node) => {
                let score = if self.bare_board_count {
                    w.played.clear();
                    w.board.area_score() as f32
                } else {
                    self.run_playout(w, color)
                };
                Some(Evaluation {
                    node,
                    score,
                    amaf_from: None,
                })
            }
            Leaf::Playout(node) => {
                let score = self.run_playout(w, color);
                Some(Evaluation {
                    node,
                    score,
                    amaf_from: Some(node),
                })
            }
            Leaf::NoRoom(node, edge_id) => {
                // The edge was not taken after all: it keeps no virtual loss.
                self.graph
                    .edge(edge_id)
                    .virtual_loss
                    .fetch_sub(1, Ordering::Relaxed);
                let score = self.run_playout(w, color);
                Some(Evaluation {
                    node,
                    score,
                    amaf_from: None,
                })
            }
        }
    }

    /// Credits the evaluation to its node and every edge of the path (lifting their virtual
    /// losses), then the AMAF statistics. A catch-up only counts the path's visits.
    fn backup(&self, w: &mut Worker, evaluation: Option<&Evaluation>) {
        let black_result = evaluation.map_or(0.5, |ev| self.credit_leaf(w, ev));
        for &(n, edge_id) in w.path.iter().rev() {
            let e = self.graph.edge(edge_id);
            e.visits.fetch_add(1, Ordering::Relaxed);
            e.virtual_loss.fetch_sub(1, Ordering::Relaxed);
            self.recompute(n);
        }
        if let Some(ev) = evaluation {
            self.update_amaf(w, ev.amaf_from, black_result);
            w.tally.playouts += 1;
        }
    }

    /// Adds the result to the evaluated node's own statistics, the score moments and the
    /// ownership counts. Returns the result for Black: 1 win, 0.5 jigo, 0 loss.
    fn credit_leaf(&self, w: &mut Worker, ev: &Evaluation) -> f32 {
        let margin = ev.score - self.komi_search;
        let black_result = if margin > 0.0 {
            1.0
        } else if margin < 0.0 {
            0.0
        } else {
            0.5
        };
        let node = self.graph.node(ev.node);
        let to_play = node.to_play.load(Ordering::Relaxed);
        node.own_half_wins
            .fetch_add(mover_half_wins(black_result, to_play), Ordering::Relaxed);
        node.own_score.add((ev.score - self.komi) as f64);
        let half_points = (2.0 * (ev.score - self.komi)).round() as i64;
        let tally = &mut w.tally;
        tally.score_half_points += half_points;
        tally.score_half_points_squared += half_points * half_points;
        tally.score_samples += 1;
        node.own_visits.fetch_add(1, Ordering::Relaxed);
        self.recompute(ev.node);
        let area = w.points.len();
        if self.ownership.is_some() {
            tally.ownership.resize(area, 0);
            record_ownership(&mut tally.ownership, &w.board, &w.points);
            add_changes(&mut tally.ownership, &w.verdict_changes);
            tally.ownership_samples += 1;
        }
        let first_move = w
            .path
            .first()
            .map(|&(_, e)| self.graph.edge(e).mv() as usize);
        if let (Some(table), Some(mv)) = (&self.moves_ownership, first_move) {
            if mv < table.len() {
                tally
                    .moves_ownership
                    .resize_with(table.len(), Default::default);
                let (samples, own) = &mut tally.moves_ownership[mv];
                if *samples == 0 {
                    tally.moves_seen.push(mv);
                }
                own.resize(area, 0);
                record_ownership(own, &w.board, &w.points);
                add_changes(own, &w.verdict_changes);
                *samples += 1;
            }
        }
        black_result
    }

    /// Plays the leaf out and counts it: by area, turned into the territory count of the leaf
    /// where the game is counted by territory.
    fn run_playout(&self, w: &mut Worker, to_play: Color) -> f32 {
        w.played.clear();
        let max_moves = 3 * w.points.len();
        // Read before the playout changes the board (see `territory_count`).
        let leaf_offset = self.territory_count.then(|| {
            w.leaf_empties.clear();
            w.leaf_empties.extend_from_slice(w.board.empty_points());
            w.board.territory_minus_area()
        });
        let area = playout::playout(
            &mut w.board,
            to_play,
            self.policy,
            &mut w.rng,
            max_moves,
            &mut w.played,
        );
        // The points the playout filled to close a boundary (dame, most of them) count for no
        // one, as territory counting counts them: the playouts share them out at random and
        // more of them to the side that fills first, enough to make a pass look a point worse
        // than a neutral fill.
        let territory = leaf_offset.map_or(0, |offset| {
            offset - w.board.boundary_balance(&w.leaf_empties)
        });
        (area + territory + self.verdicts_correction(w)) as f32
    }

    /// What the root's settled dragons change in the finished playout's count; the points
    /// they change are left in `w.verdict_changes` for the ownership counts.
    fn verdicts_correction(&self, w: &mut Worker) -> i32 {
        w.verdict_changes.clear();
        if self.verdicts.is_empty() {
            return 0;
        }
        let path_move = |i: usize| w.path.get(i).map(|&(_, e)| Point(self.graph.edge(e).mv()));
        let (first, second) = (path_move(0), path_move(1));
        self.verdicts.correct(
            &w.board,
            self.root_color,
            first,
            second,
            &mut w.verdict_changes,
        )
    }

    /// Runs iterations until stopped or out of tickets, then reports.
    pub fn work(&self, w: &mut Worker) {
        while !self.stop.load(Ordering::Relaxed) && self.claim(w) {
            self.iterate(w);
        }
        self.report(w);
    }

    /// The root's counters are near the top of their range (days of analysis): searching on
    /// would overflow them, and the answer cannot change any more anyway.
    pub fn saturated(&self) -> bool {
        self.graph.node(self.root).visits.load(Ordering::Relaxed) >= MAX_ROOT_VISITS
    }
}

/// Adds one playout's final owners (+1 Black, -1 White per point) to `own`.
fn record_ownership(own: &mut [i32], board: &Board, points: &[Point]) {
    for (slot, &p) in own.iter_mut().zip(points) {
        *slot += owner_sign(board, p);
    }
}

/// Adds to `own` the owners' changes that the root's settled dragons made (see
/// `Verdicts::correct`).
fn add_changes(own: &mut [i32], changes: &[(usize, i32)]) {
    for &(index, change) in changes {
        if let Some(slot) = own.get_mut(index) {
            *slot += change;
        }
    }
}

/// A finished playout's owner of `p`: +1 Black, -1 White, 0 nobody (dame, seki).
fn owner_sign(board: &Board, p: Point) -> i32 {
    match point_owner(board, p) {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => 0,
    }
}
