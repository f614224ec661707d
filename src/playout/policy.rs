//! Playout policies: uniform random, and a MoGo/moggy-style heuristic one that answers the last
//! move (captures, atari escapes, nakade, 3x3 shapes, two-liberty fights) before falling back
//! to random.

use super::shapes::{mogo_table, PatternTable, Ring};
use super::tactics::{
    atari_escapes, atari_point, fills_shared_liberty, is_throw_in, move_effect, nakade_point,
    self_atari_size, two_libs, PointSet,
};
use super::{FastRng, Policy};
use crate::board::{Board, Color, Point};

/// Candidate moves gathered on the stack; extra ones beyond the capacity are dropped.
struct Candidates {
    items: [Point; 48],
    len: usize,
}

impl Candidates {
    fn new() -> Candidates {
        Candidates {
            items: [Point::PASS; 48],
            len: 0,
        }
    }
    #[inline]
    fn push(&mut self, p: Point) {
        if self.len < self.items.len() {
            self.items[self.len] = p;
            self.len += 1;
        }
    }
    #[inline]
    fn pick(&self, rng: &mut FastRng) -> Option<Point> {
        (self.len > 0).then(|| self.items[rng.below(self.len as u32) as usize])
    }
}

/// With probability `chance`, a random one of the moves `gather` finds; None when the draw
/// fails or it finds none.
#[inline(always)]
fn drawn_step(
    rng: &mut FastRng,
    chance: f32,
    gather: impl FnOnce(&mut Candidates),
) -> Option<Point> {
    if !rng.chance(chance) {
        return None;
    }
    let mut c = Candidates::new();
    gather(&mut c);
    c.pick(rng)
}

/// A random legal move that does not fill `color`'s own eye, as `vet` lets it through: `vet`
/// answers each candidate with the move to play for it (itself or another) or None to look on;
/// PASS if none. Scans the empty points cyclically from a random start, so it costs one draw.
#[inline]
pub fn random_move(
    board: &Board,
    color: Color,
    rng: &mut FastRng,
    mut vet: impl FnMut(&Board, Point, &mut FastRng) -> Option<Point>,
) -> Point {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return Point::PASS;
    }
    let start = rng.below(n as u32) as usize;
    for i in 0..n {
        let mut j = start + i;
        if j >= n {
            j -= n;
        }
        let p = empties[j];
        if !board.is_eye(color, p) && board.is_legal(color, p) {
            if let Some(m) = vet(board, p, rng) {
                return m;
            }
        }
    }
    Point::PASS
}

/// Random legal moves that never fill the mover's own eyes.
#[derive(Copy, Clone, Debug, Default)]
pub struct UniformPolicy;

impl Policy for UniformPolicy {
    fn select(&self, board: &Board, color: Color, rng: &mut FastRng) -> Point {
        random_move(board, color, rng, |_, p, _| Some(p))
    }
}

/// Probabilities of the heuristic policy's steps. Each step is tried with its probability, in
/// order; the first that finds a move plays it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct HeuristicConfig {
    /// Capture a chain near the last move that is in atari, or save our chain it put in atari.
    pub atari: f32,
    /// Play the vital point of a small eye space (three to six points) the last move touched
    /// or was placed in: the nakade that kills, or the point that makes two eyes.
    pub nakade: f32,
    /// Play a 3x3 shape (hane, cut, edge moves) on one of the last move's 8 neighbours.
    pub pattern: f32,
    /// Atari an opponent chain with two liberties near the last move, or lengthen our own.
    pub two_libs: f32,
    /// Counter-atari for a chain of ours the last move left with three or four liberties: atari
    /// an opponent chain of two liberties touching it. A capturing race a liberty or two ahead
    /// is won by taking the enemy's liberties now, before its approach moves fill ours; the
    /// capture/escape and two-liberty steps look only at chains in atari or with two
    /// liberties, so a playout lets such a race go by chance (Pachi's playouts check it a
    /// quarter of the time). 0.25 by default: against Pachi at 3 s a move it won 24 of 40,
    /// where the defaults before it won 7 of 19, for a playout 11-14 % dearer and a search
    /// about 7 % slower (docs/experiments/thinking-time.md).
    pub counter_atari: f32,
    /// Rejection probability for a self-atari of one or two stones (throw-ins and nakade
    /// sometimes need them, so not all are rejected).
    pub small_self_atari_reject: f32,
    /// Rejection probability for a throw-in: a self-atari inside a small space the opponent
    /// encloses (it shrinks an eye space, makes an eye false or builds a nakade shape).
    pub throw_in_reject: f32,
    /// Rejection probability for a self-atari of three stones or more. Self-ataris of one or
    /// two stones that fill a liberty shared with an opponent chain of two liberties (seki)
    /// are always rejected.
    pub big_self_atari_reject: f32,
}

impl Default for HeuristicConfig {
    fn default() -> Self {
        HeuristicConfig {
            atari: 0.9,
            nakade: 0.9,
            pattern: 0.8,
            two_libs: 0.5,
            counter_atari: 0.25,
            small_self_atari_reject: 0.9,
            throw_in_reject: 0.2,
            big_self_atari_reject: 1.0,
        }
    }
}

/// MoGo/moggy-style playout policy: local answers to the last move first, random otherwise,
/// self-ataris of groups mostly rejected, own eyes never filled.
pub struct HeuristicPolicy {
    pub config: HeuristicConfig,
    patterns: &'static PatternTable,
}

impl Default for HeuristicPolicy {
    fn default() -> Self {
        HeuristicPolicy::new(HeuristicConfig::default())
    }
}

impl HeuristicPolicy {
    pub fn new(config: HeuristicConfig) -> HeuristicPolicy {
        HeuristicPolicy {
            config,
            patterns: mogo_table(),
        }
    }

    /// Should a move at `p` be dropped because it puts a chain of ours in atari?
    #[inline]
    fn reject_self_atari(&self, board: &Board, color: Color, p: Point, rng: &mut FastRng) -> bool {
        match self_atari_size(board, color, p) {
            None => false,
            Some(_) if is_throw_in(board, color, p) => rng.chance(self.config.throw_in_reject),
            Some(size) if size >= 3 => rng.chance(self.config.big_self_atari_reject),
            Some(_) if fills_shared_liberty(board, color, p) => true,
            Some(_) => rng.chance(self.config.small_self_atari_reject),
        }
    }

    /// The move to play for candidate `p`: `p` unless it is a self-atari the policy drops.
    #[inline]
    fn vet(&self, board: &Board, color: Color, p: Point, rng: &mut FastRng) -> Option<Point> {
        (!self.reject_self_atari(board, color, p, rng)).then_some(p)
    }

    /// Captures of opponent chains in atari near the last move, and rescues of our chains there.
    fn atari_moves(
        &self,
        board: &Board,
        color: Color,
        last: Point,
        ring: &Ring,
        out: &mut Candidates,
    ) {
        let mut seen: PointSet<9> = PointSet::default();
        for i in 0..9 {
            let q = if i == 8 { last } else { ring.at(last, i) };
            let Some(lib) = atari_point(board, q) else {
                continue;
            };
            if !seen.insert(board.chain_id(q)) {
                continue;
            }
            if board.color_at(q) == Some(color) {
                atari_escapes(board, q, |m| out.push(m));
            } else if board.is_legal(color, lib) {
                out.push(lib);
            }
        }
    }

    /// Ataris on opponent chains of two liberties that touch a chain of ours of three or four
    /// liberties beside the last move, from points where our stone keeps two liberties.
    fn counter_ataris(
        &self,
        board: &Board,
        color: Color,
        last: Point,
        ring: &Ring,
        out: &mut Candidates,
    ) {
        let opponent = Some(color.opponent());
        let mut ours: PointSet<8> = PointSet::default();
        let mut theirs: PointSet<16> = PointSet::default();
        for i in 0..8 {
            let q = ring.at(last, i);
            if board.color_at(q) != Some(color) || !ours.insert(board.chain_id(q)) {
                continue;
            }
            if !matches!(board.liberties_up_to(q, 4), Some(libs) if libs.len() >= 3) {
                continue;
            }
            for s in board.chain_stones(q) {
                for n in board.neighbours(s) {
                    if board.color_at(n) != opponent || !theirs.insert(board.chain_id(n)) {
                        continue;
                    }
                    for l in two_libs(board, n).into_iter().flatten() {
                        if board.is_legal(color, l) && move_effect(board, color, l, 2).libs >= 2 {
                            out.push(l);
                        }
                    }
                }
            }
        }
    }

    /// Shape moves on the last move's empty neighbours.
    fn pattern_moves(
        &self,
        board: &Board,
        color: Color,
        last: Point,
        ring: &Ring,
        out: &mut Candidates,
    ) {
        for i in 0..8 {
            let p = ring.at(last, i);
            if board.is_empty_at(p)
                && board.is_on_board(p)
                && self.patterns.matches(ring.code(board, color, p))
                && !board.is_eye(color, p)
                && board.is_legal(color, p)
            {
                out.push(p);
            }
        }
    }

    /// Two-liberty fights at the last move: atari the opponent's chain from a point where our
    /// stone is not itself in atari, or extend ours to three liberties.
    fn two_lib_moves(&self, board: &Board, color: Color, last: Point, out: &mut Candidates) {
        // Only chains touching the last move: those are the ones it changed.
        let mut seen: PointSet<5> = PointSet::default();
        let n = board.neighbours(last);
        for q in [last, n[0], n[1], n[2], n[3]] {
            let Some(c) = board.color_at(q) else {
                continue;
            };
            if !seen.insert(board.chain_id(q)) {
                continue;
            }
            let Some(libs) = two_libs(board, q) else {
                continue;
            };
            let need = if c == color { 3 } else { 2 };
            for l in libs {
                if !board.is_eye(color, l)
                    && board.is_legal(color, l)
                    && move_effect(board, color, l, 3).libs >= need
                {
                    out.push(l);
                }
            }
        }
    }
}

impl Policy for HeuristicPolicy {
    fn select(&self, board: &Board, color: Color, rng: &mut FastRng) -> Point {
        let config = &self.config;
        let last = board.last_move();
        if !last.is_pass() && board.is_on_board(last) {
            let ring = Ring::new(board);
            if rng.chance(config.atari) {
                let mut c = Candidates::new();
                self.atari_moves(board, color, last, &ring, &mut c);
                if let Some(p) = c.pick(rng) {
                    return p;
                }
            }
            if let Some(p) = drawn_step(rng, config.counter_atari, |c| {
                self.counter_ataris(board, color, last, &ring, c)
            }) {
                return p;
            }
            if rng.chance(config.nakade) {
                if let Some(p) = nakade_point(board, last) {
                    if board.is_legal(color, p) {
                        return p;
                    }
                }
            }
            if rng.chance(config.pattern) {
                let mut c = Candidates::new();
                self.pattern_moves(board, color, last, &ring, &mut c);
                // Try candidates in random order until one is not a self-atari.
                while let Some(k) = (c.len > 0).then(|| rng.below(c.len as u32) as usize) {
                    if let Some(m) = self.vet(board, color, c.items[k], rng) {
                        return m;
                    }
                    c.len -= 1;
                    c.items[k] = c.items[c.len];
                }
            }
            if let Some(p) = drawn_step(rng, config.two_libs, |c| {
                self.two_lib_moves(board, color, last, c)
            }) {
                return p;
            }
        }
        random_move(board, color, rng, |b, p, r| self.vet(b, color, p, r))
    }
}
