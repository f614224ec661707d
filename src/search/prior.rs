//! Heuristic priors for new search edges. Every opinion is a (value, weight) pair read as
//! `weight` virtual visits that won `value` of the time; opinions add up, so a move that both
//! captures and matches a shape gets the sum of both as virtual visits, valued at their
//! weighted mean.

use crate::board::{Board, Color, Point};
use crate::playout::shapes::{mogo_table, PatternTable, Ring};
use crate::playout::tactics::{move_effect, nakade_points, two_libs, MoveEffect, PointSet};
use crate::reading::ladder_cache::{atari_ladders, extension_ladders};
use crate::reading::races::{urgent_race_moves, RaceMove};

/// A heuristic opinion about a candidate move, used as virtual visits on a new edge.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Prior {
    pub point: Point,
    /// Expected win probability for the mover, 0..1.
    pub value: f32,
    /// How many virtual visits that opinion is worth.
    pub weight: f32,
    /// A move the search must see whatever the move model thinks of it: the vital point of a
    /// small eye space. Progressive widening admits these at
    /// once, since a vital point the model rates low would otherwise wait thousands of visits
    /// for its turn. Captures, saves and ladders were tried as well (GNU Go's and Pachi's
    /// suites at 3,000 playouts: 213 of 506 against 220 without, 223 with vital points alone):
    /// their priors already rank them high, and admitting every one of them crowds the window
    /// in fights.
    pub urgent: bool,
}

impl Prior {
    pub const fn new(point: Point, value: f32, weight: f32) -> Prior {
        Prior {
            point,
            value,
            weight,
            urgent: false,
        }
    }

    /// Adds `opinion`'s virtual visits to this prior's (hooks stack their knowledge this way);
    /// nothing when both weigh nothing.
    #[inline]
    pub fn add(&mut self, opinion: Opinion) {
        let total = self.weight + opinion.weight;
        if total > 0.0 {
            self.value = (self.value * self.weight + opinion.value * opinion.weight) / total;
            self.weight = total;
        }
    }
}

/// One opinion: `weight` virtual visits at win rate `value`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Opinion {
    pub value: f32,
    pub weight: f32,
}

impl Opinion {
    pub const fn new(value: f32, weight: f32) -> Opinion {
        Opinion { value, weight }
    }
}

/// The tunable knobs of `priors`. Values are win rates for the mover, weights virtual visits.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PriorWeights {
    /// Every sensible move: an even opinion so no edge starts from nothing.
    pub even: Opinion,
    /// Capturing; the weight grows by `capture_per_stone` for each stone taken (up to 10).
    pub capture: Opinion,
    pub capture_per_stone: f32,
    /// Extending our chain in atari to three liberties, or to two when the ladder that follows
    /// fails (read out); the weight grows per stone saved (up to 10). Saving by capturing earns
    /// `capture`.
    pub save: Opinion,
    pub save_per_stone: f32,
    /// Extending our chain in atari to two liberties when the ladder that follows works (read
    /// out): the chain dies anyway, with more stones. The playouts do not read ladders, so they
    /// let the runner get away often enough to make running look good; without this opinion
    /// the search ran a lost ladder across the board (giving GNU Go three stones, where a
    /// handicap stone made the ladder work). Its weight grows per stone in the chain, as
    /// `save`'s does.
    pub ladder_escape: Opinion,
    /// Putting an opponent chain in atari without being in atari ourselves.
    pub atari: Opinion,
    /// Extra for an atari that starts a working ladder.
    pub ladder: Opinion,
    /// A move that decides a capture race whoever moves first wins (`reading::races`):
    /// shortening the other chain's outside liberties. The weight grows by `race_per_stone`
    /// for each stone at stake on both sides (up to 20).
    pub race: Opinion,
    pub race_per_stone: f32,
    /// A 3x3 shape (hane, cut, edge) next to the last move.
    pub pattern_near_last: Opinion,
    /// A 3x3 shape elsewhere.
    pub pattern: Opinion,
    /// Within Manhattan distance 2 of the last move: fights are local.
    pub near_last: Opinion,
    /// The vital point of a small eye space (three to six points): the nakade that kills it,
    /// or the point that makes it two eyes.
    pub nakade: Opinion,
    /// Self-atari of one or two stones (occasionally a good throw-in).
    pub small_self_atari: Opinion,
    /// Self-atari of three stones or more.
    pub big_self_atari: Opinion,
    /// First or second line with no stone within distance 2 (boards of 9x9 and up).
    pub empty_line1: Opinion,
    pub empty_line2: Opinion,
    /// Third or fourth line with no stone within distance 2 (boards of 13x13 and up).
    pub empty_line34: Opinion,
}

impl Default for PriorWeights {
    fn default() -> Self {
        PriorWeights {
            even: Opinion::new(0.5, 2.0),
            capture: Opinion::new(0.9, 10.0),
            capture_per_stone: 2.0,
            save: Opinion::new(0.85, 10.0),
            save_per_stone: 2.0,
            ladder_escape: Opinion::new(0.05, 20.0),
            atari: Opinion::new(0.65, 4.0),
            ladder: Opinion::new(0.9, 10.0),
            race: Opinion::new(0.8, 6.0),
            race_per_stone: 1.0,
            pattern_near_last: Opinion::new(0.7, 6.0),
            pattern: Opinion::new(0.6, 2.0),
            near_last: Opinion::new(0.6, 2.0),
            nakade: Opinion::new(0.8, 10.0),
            small_self_atari: Opinion::new(0.2, 6.0),
            big_self_atari: Opinion::new(0.05, 20.0),
            empty_line1: Opinion::new(0.1, 10.0),
            empty_line2: Opinion::new(0.35, 4.0),
            empty_line34: Opinion::new(0.65, 4.0),
        }
    }
}

/// Sums opinions as virtual wins and visits.
#[derive(Copy, Clone, Default)]
struct Tally {
    wins: f32,
    visits: f32,
}

impl Tally {
    #[inline]
    fn add(&mut self, o: Opinion) {
        self.wins += o.value * o.weight;
        self.visits += o.weight;
    }
    #[inline]
    fn add_scaled(&mut self, o: Opinion, extra_weight: f32) {
        self.add(Opinion::new(o.value, o.weight + extra_weight));
    }
}

/// Distance from the edge in lines, 1 = first line.
#[inline]
fn line(board: &Board, p: Point) -> usize {
    let (x, y) = board.xy(p);
    let s = board.size();
    1 + x.min(y).min(s - 1 - x).min(s - 1 - y)
}

/// No stone within Chebyshev distance 2 of `p`.
fn empty_area(board: &Board, p: Point) -> bool {
    let (x, y) = board.xy(p);
    let s = board.size() as isize;
    for dy in -2..=2isize {
        for dx in -2..=2isize {
            let (nx, ny) = (x as isize + dx, y as isize + dy);
            if (0..s).contains(&nx)
                && (0..s).contains(&ny)
                && !board.is_empty_at(board.point(nx as usize, ny as usize))
            {
                return false;
            }
        }
    }
    true
}

/// The opinion on a move into an empty area by its line (boards of 9x9 and up; the third and
/// fourth lines from 13x13), or None where stones are near or the line says nothing.
fn empty_area_opinion(board: &Board, p: Point, weights: &PriorWeights) -> Option<Opinion> {
    let size = board.size();
    if size < 9 {
        return None;
    }
    let line = line(board, p);
    if line > 4 || !empty_area(board, p) {
        return None;
    }
    match line {
        1 => Some(weights.empty_line1),
        2 => Some(weights.empty_line2),
        _ if size >= 13 => Some(weights.empty_line34),
        _ => None,
    }
}

fn manhattan(board: &Board, a: Point, b: Point) -> usize {
    let (ax, ay) = board.xy(a);
    let (bx, by) = board.xy(b);
    ax.abs_diff(bx) + ay.abs_diff(by)
}

/// Priors for every legal, sensible move of `color` (eye-filling moves excluded); PASS is not
/// listed. Clears `out` first. Weights are `PriorWeights::default()`; see `priors_with`.
pub fn priors(board: &Board, color: Color, out: &mut Vec<Prior>) {
    priors_with(board, color, &PriorWeights::default(), out)
}

/// `priors` with explicit weights.
pub fn priors_with(board: &Board, color: Color, weights: &PriorWeights, out: &mut Vec<Prior>) {
    out.clear();
    let position = Position::read(board, color, weights);
    for &p in board.empty_points() {
        if board.is_eye(color, p) || !board.is_legal(color, p) {
            continue;
        }
        out.push(position.prior(p));
    }
}

/// What the opinions read once per position rather than once per move: the last move, the
/// shapes, the vital points and the races the weights ask about.
struct Position<'a> {
    board: &'a Board,
    color: Color,
    weights: &'a PriorWeights,
    last: Option<Point>,
    ring: Ring,
    patterns: &'static PatternTable,
    vital: PointSet<16>,
    races: Vec<RaceMove>,
}

impl<'a> Position<'a> {
    fn read(board: &'a Board, color: Color, weights: &'a PriorWeights) -> Position<'a> {
        let last = board.last_move();
        let last = (!last.is_pass() && board.is_on_board(last)).then_some(last);
        let mut vital: PointSet<16> = PointSet::default();
        nakade_points(board, &mut vital);
        let mut races = Vec::new();
        if weights.race.weight > 0.0 {
            urgent_race_moves(board, color, &mut races);
        }
        Position {
            board,
            color,
            weights,
            last,
            ring: Ring::new(board),
            patterns: mogo_table(),
            vital,
            races,
        }
    }

    /// The prior of the legal, sensible move `p`. The opinions are summed in a fixed order:
    /// floating-point sums depend on it, and a search at a fixed seed should not.
    #[inline]
    fn prior(&self, p: Point) -> Prior {
        let mut tally = Tally::default();
        tally.add(self.weights.even);
        let effect = move_effect(self.board, self.color, p, 3);
        self.tactical_opinions(p, &effect, &mut tally);
        let urgent = self.fight_opinions(p, &mut tally);
        self.shape_opinions(p, &effect, &mut tally);
        Prior {
            point: p,
            value: tally.wins / tally.visits,
            weight: tally.visits,
            urgent,
        }
    }

    /// Captures, ataris and ladders, saves and ladder escapes.
    #[inline]
    fn tactical_opinions(&self, p: Point, effect: &MoveEffect, tally: &mut Tally) {
        let (board, color, weights) = (self.board, self.color, self.weights);
        if effect.captured > 0 {
            tally.add_scaled(
                weights.capture,
                weights.capture_per_stone * effect.captured.min(10) as f32,
            );
        }
        // Our chains this move concerns, and opponent chains it shortens.
        let mut own: PointSet<4> = PointSet::default();
        let mut theirs: PointSet<4> = PointSet::default();
        let mut saved = 0u32;
        for n in board.neighbours(p) {
            let Some(c) = board.color_at(n) else {
                continue;
            };
            if c == color {
                if own.insert(board.chain_id(n)) && board.atari_liberty(n) == Some(p) {
                    saved += board.chain_size(n);
                }
            } else if theirs.insert(board.chain_id(n))
                && two_libs(board, n).is_some()
                && !effect.is_self_atari()
            {
                tally.add(weights.atari);
                if effect.libs >= 2 && atari_ladders_unless_free(board, color, p, n) {
                    tally.add(weights.ladder);
                }
            }
        }
        if saved > 0 && effect.libs >= 2 {
            let extra = weights.save_per_stone * saved.min(10) as f32;
            if effect.libs >= 3 || !extension_ladders(board, color, p) {
                tally.add_scaled(weights.save, extra);
            } else {
                tally.add_scaled(weights.ladder_escape, extra);
            }
        }
    }

    /// Races and vital points: the moves a playout does not read. Returns whether
    /// the move is urgent (see `Prior::urgent`).
    #[inline]
    fn fight_opinions(&self, p: Point, tally: &mut Tally) -> bool {
        let weights = self.weights;
        if let Some(stakes) = self
            .races
            .iter()
            .filter(|r| r.point == p)
            .map(|r| r.stakes)
            .max()
        {
            tally.add_scaled(weights.race, weights.race_per_stone * stakes.min(20) as f32);
        }
        let vital = self.vital.contains(p);
        if vital {
            tally.add(weights.nakade);
        }
        vital
    }

    /// Self-ataris, 3x3 shapes, nearness to the last move and the line of a move into an empty
    /// area.
    #[inline]
    fn shape_opinions(&self, p: Point, effect: &MoveEffect, tally: &mut Tally) {
        let (board, color, weights) = (self.board, self.color, self.weights);
        if effect.is_self_atari() {
            if effect.chain_size >= 3 {
                tally.add(weights.big_self_atari);
            } else {
                tally.add(weights.small_self_atari);
            }
        }
        if self.patterns.matches(self.ring.code(board, color, p)) {
            let near = self
                .last
                .is_some_and(|l| (0..8).any(|i| self.ring.at(l, i) == p));
            tally.add(if near {
                weights.pattern_near_last
            } else {
                weights.pattern
            });
        }
        if let Some(l) = self.last {
            if manhattan(board, p, l) <= 2 {
                tally.add(weights.near_last);
            }
        }
        if let Some(opinion) = empty_area_opinion(board, p, weights) {
            tally.add(opinion);
        }
    }
}
/// `tactics::atari_ladders` for a chain of two liberties, with a test that spares the reading
/// where the chain clearly runs free.
fn atari_ladders_unless_free(board: &Board, color: Color, p: Point, target: Point) -> bool {
    // Cheap test before reading the ladder: if running out at the other liberty gives four
    // liberties now, our stone at p takes at most one of them and the chain gets away.
    if let Some(libs) = two_libs(board, target) {
        let run = if libs[0] == p { libs[1] } else { libs[0] };
        if move_effect(board, color.opponent(), run, 4).libs >= 4 {
            return false;
        }
    }
    atari_ladders(board, color, p, target)
}
