//! A dragon's life and death read by a bounded alternating search (after GNU Go's owl): the
//! attacker tries the moves that take its eyes and liberties, the defender the moves that make
//! eyes, run or capture, each side a handful of candidates a node, until the dragon is captured
//! (dead), has two eyes or has run into open board (alive), or the node budget runs out (then
//! its eyes and liberties as they stand decide). Answers are kept per position read, so the
//! lines that transpose are read once.
//!
//! A dragon that wins a race against its neighbour lives by the same search: the defender's
//! candidates include the liberties of the neighbours short of them. A race between two
//! named dragons is read by `semeai`.

use super::candidates::{attacker_moves, by_eyes_after, defender_moves};
use super::dragon::Dragon;
use super::eyes::{read_eyes, EyeReport};
use super::memo::Memo;
use crate::board::{Board, Color, Point};

/// Room in the open that counts as life at a leaf of a deep pass (see `leaf_alive`). With the
/// leaves judged by the side to move, 5 points rather than 8 cut the living dragons of
/// professional games read critical or dead from 41 to 31 of 154, at GNU Go's reading cases
/// 298 → 299 and the fights with the reader's priors 134 → 132 of 456 over seeds 1-6; 4
/// points 19 of 154, 300 and 129; 10 points 45 and 295 (2026-12-08).
const LEAF_ROOM: usize = 5;
/// The depth from which a leaf counts room as life.
const DEEP_LEAF: usize = 8;
/// Moves deep a line is read before the position is judged as it stands.
const MAX_DEPTH: usize = 20;
/// Positions one question may read, the default for a reading asked at the GTP. Most reads
/// of fights and of open dragons run out of it, so it decides verdicts: 10,000 answered more
/// of GNU Go's reading cases than 5,000 and 20,000, with fewer living dragons called
/// critical or dead (docs/tactics.md, 2026-12-07).
pub const DEFAULT_BUDGET: u32 = 10_000;

/// What a reading found: whether the side asked about succeeds, and with which move (PASS
/// when no move is needed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    pub success: bool,
    pub mv: Point,
}

/// A dragon's status: both sides moving first read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
    /// Whoever moves first decides: the attacker's killing move and the defender's saving one.
    Critical {
        attack: Point,
        defence: Point,
    },
}

/// One reading's search state: the node budget left, the depth the current pass reads to,
/// and the answers found in it.
pub struct Owl {
    /// Budget, depth limit and answers, by position, dragon and side to move.
    memo: Memo<(u64, u16, bool), Answer>,
    /// The move tried first at the root: the other side's answer there, since the point one
    /// side most wants is most often the other's too.
    root_first: Option<Point>,
    /// The move that won each node below the root in an earlier pass, tried first in the
    /// next: it most often wins deeper too, and then the node's other moves are not read. At
    /// the root the candidates keep their order, so the answer is the most urgent move that
    /// wins (putting the last winner first there cost the fights' priors 4 of 228).
    winners: fxhash::FxHashMap<(u64, u16, bool), Point>,
    /// The side that retakes every ko at once, as if it always had a threat: how a reading
    /// tells a result that rests on winning a ko from one that does not.
    ko_winner: Option<Color>,
    /// Boards of finished nodes, kept to copy the next nodes' positions into.
    spare: Vec<Box<Board>>,
}

/// Which side a reading asks about.
#[derive(Clone, Copy)]
enum Side {
    Attacker,
    Defender,
}

impl Owl {
    pub fn new(budget: u32) -> Owl {
        Owl {
            memo: Memo::new(budget),
            root_first: None,
            winners: fxhash::FxHashMap::default(),
            ko_winner: None,
            spare: Vec::new(),
        }
    }

    /// A reader in which `color` retakes every ko at once.
    pub fn with_ko_winner(mut self, color: Color) -> Owl {
        self.ko_winner = Some(color);
        self
    }

    /// A reader that tries `mv` first at the root, instead of the other side's answer read
    /// beforehand.
    pub fn trying_first(mut self, mv: Point) -> Owl {
        self.root_first = Some(mv).filter(|m| !m.is_pass());
        self
    }

    /// The quick reading, with a quarter of the budget, whose answer is tried first at the
    /// root.
    fn pre_reader(&self) -> Owl {
        Owl {
            ko_winner: self.ko_winner,
            ..Owl::new(self.memo.budget() / 4)
        }
    }

    /// Can the opponent, moving first, kill the dragon through `stone`?
    pub fn attack(&mut self, board: &Board, stone: Point) -> Answer {
        if board.color_at(stone).is_none() {
            return Answer::fails();
        }
        if self.root_first.is_none() {
            let saving = self.pre_reader().deepening(board, stone, Side::Defender);
            self.root_first = saving.success.then_some(saving.mv).filter(|m| !m.is_pass());
        }
        self.deepening(board, stone, Side::Attacker)
    }

    /// Can the dragon's side, moving first, make the dragon through `stone` live? PASS when it
    /// lives as it stands.
    pub fn defend(&mut self, board: &Board, stone: Point) -> Answer {
        if board.color_at(stone).is_none() {
            return Answer::fails();
        }
        if Self::settled_alive(board, stone) {
            return Answer::succeeds(Point::PASS);
        }
        if self.root_first.is_none() {
            let threat = self.pre_reader().deepening(board, stone, Side::Attacker);
            self.root_first = threat.success.then_some(threat.mv).filter(|m| !m.is_pass());
        }
        self.deepening(board, stone, Side::Defender)
    }

    /// Both questions: alive, dead or critical.
    pub fn status(&mut self, board: &Board, stone: Point) -> Status {
        let half = self.memo.budget() / 2;
        let attack = Owl::new(half).attack(board, stone);
        if !attack.success {
            return Status::Alive;
        }
        let defence = Owl::new(half).defend(board, stone);
        if defence.success {
            Status::Critical {
                attack: attack.mv,
                defence: defence.mv,
            }
        } else {
            Status::Dead
        }
    }

    /// Reads two moves deeper a pass at a time, as far as the budget allows: the answer is
    /// the deepest pass's that finished, or the first one that reached no depth limit. A
    /// pass that ran out of budget has tried only some moves at some nodes, which would
    /// favour whichever side moved second there.
    fn deepening(&mut self, board: &Board, stone: Point, side: Side) -> Answer {
        let mut answer = match side {
            Side::Attacker => Answer {
                success: !Self::settled_alive(board, stone),
                mv: Point::PASS,
            },
            Side::Defender => Answer {
                success: Self::settled_alive(board, stone),
                mv: Point::PASS,
            },
        };
        for limit in (2..=MAX_DEPTH).step_by(2) {
            self.memo.start_pass(limit);
            let found = match side {
                Side::Attacker => self.attacker_wins(board, stone, 0),
                Side::Defender => self.defender_wins(board, stone, 0),
            };
            if self.memo.is_exhausted() {
                break;
            }
            answer = found;
            // A leaf counts a dragon with two eyes, sure or not, as alive, so an attack that
            // fails at one depth may succeed deeper: only a pass that met no depth limit ends
            // the deepening early (stopping failed attacks at once answered 272 of GNU Go's
            // reading cases, not 276, 2026-12-07).
            if !self.memo.was_cut_off() {
                break;
            }
        }
        answer
    }

    /// Two eyes, or room enough to run: alive whatever the opponent plays next. Also how a
    /// position is judged where a pass stops reading; counting one eye and a few liberties as
    /// alive there let the defender off in lines it loses (ld_owl.tst, 2026-12-07).
    fn settled_alive(board: &Board, stone: Point) -> bool {
        Dragon::at(board, stone).is_some_and(|dragon| read_eyes(board, &dragon).lives())
    }

    /// The attacker to move: a move after which the defender cannot save the dragon.
    fn attacker_wins(&mut self, board: &Board, stone: Point, depth: usize) -> Answer {
        let outer = self.memo.enter();
        let answer = self.attacker_node(board, stone, depth);
        self.memo.leave(outer);
        answer
    }

    /// The defender to move: a move (or a pass) after which the attacker cannot kill.
    fn defender_wins(&mut self, board: &Board, stone: Point, depth: usize) -> Answer {
        let outer = self.memo.enter();
        let answer = self.defender_node(board, stone, depth);
        self.memo.leave(outer);
        answer
    }

    fn attacker_node(&mut self, board: &Board, stone: Point, depth: usize) -> Answer {
        // A position read before at this depth or proven at any: its answer stands without
        // reading the dragon again (it was stored past the checks below).
        let key = (position_key(board), stone.0, true);
        if self.memo.above_limit(depth) {
            if let Some(known) = self.memo.known(key, depth) {
                return known;
            }
        }
        let Some(dragon) = Dragon::at(board, stone) else {
            return Answer::succeeds(Point::PASS);
        };
        let eyes = read_eyes(board, &dragon);
        if eyes.lives() {
            return Answer::fails();
        }
        // From here on the dragon has no two sure eyes: where the reading stops it lives only
        // as `leaf_alive` judges it.
        if self.memo.at_limit(depth) {
            return if leaf_alive(&eyes, depth, false) {
                Answer::fails()
            } else {
                Answer::succeeds(Point::PASS)
            };
        }
        let attacker = dragon.color.opponent();
        let lifted = self.lifted(board, attacker);
        let board = lifted.as_deref().unwrap_or(board);
        let mut moves = attacker_moves(board, &dragon, &eyes, pool(depth));
        keep_best(board, stone, attacker, &mut moves, depth);
        first(&mut moves, self.tried_first(key, depth));
        let mut answer = if !moves.is_empty() {
            Answer::fails()
        } else {
            // Nothing to try (every approach a ko retake it may not make yet, or a self-atari):
            // the attacker plays elsewhere, and the dragon lives unless the defender, moving
            // next, cannot make it live. Counted dead at once, living dragons whose last
            // liberty the attacker cannot fill were read dead: 48 of 154 living dragons of
            // professional games called critical or dead, 41 so (GNU Go's reading cases 300
            // and 298, 2026-12-08).
            Answer {
                success: self.reply_fails(
                    board,
                    (attacker, Point::PASS, false),
                    Side::Defender,
                    stone,
                    depth,
                ),
                mv: Point::PASS,
            }
        };
        for mv in moves {
            if !self.memo.spend() {
                return answer;
            }
            let mut next = self.copy_of(board);
            let kills = next.play(attacker, mv).is_ok()
                && if next.color_at(stone) == Some(dragon.color) {
                    !self.defender_wins(&next, stone, depth + 1).success
                } else {
                    !self.retakes(&next, stone, dragon.color, depth + 1)
                };
            self.spare.push(next);
            if kills {
                self.winners.insert(key, mv);
                answer = Answer::succeeds(mv);
                break;
            }
        }
        self.memo.remember(key, depth, answer);
        answer
    }

    fn defender_node(&mut self, board: &Board, stone: Point, depth: usize) -> Answer {
        // A position read before at this depth or proven at any: its answer stands without
        // reading the dragon again (it was stored past the checks below).
        let key = (position_key(board), stone.0, false);
        if self.memo.above_limit(depth) {
            if let Some(known) = self.memo.known(key, depth) {
                return known;
            }
        }
        let Some(dragon) = Dragon::at(board, stone) else {
            return Answer::fails();
        };
        let eyes = read_eyes(board, &dragon);
        if eyes.lives() {
            return Answer::succeeds(Point::PASS);
        }
        // Where the reading stops, `leaf_alive` judges the dragon.
        if self.memo.at_limit(depth) {
            return if leaf_alive(&eyes, depth, true) {
                Answer::succeeds(Point::PASS)
            } else {
                Answer::fails()
            };
        }
        let defender = dragon.color;
        let lifted = self.lifted(board, defender);
        let board = lifted.as_deref().unwrap_or(board);
        let mut answer = Answer::fails();
        let mut moves = defender_moves(board, &dragon, &eyes, pool(depth));
        keep_best(board, stone, defender, &mut moves, depth);
        first(&mut moves, self.tried_first(key, depth));
        for mv in moves {
            if !self.memo.spend() {
                return answer;
            }
            let mut next = self.copy_of(board);
            let saves = next.play(defender, mv).is_ok()
                && next.color_at(stone) == Some(defender)
                && !self.attacker_wins(&next, stone, depth + 1).success;
            self.spare.push(next);
            if saves {
                self.winners.insert(key, mv);
                answer = Answer::succeeds(mv);
                break;
            }
        }
        // Last, no move at all: a seki, or a dragon that lives as it stands.
        if !answer.success
            && self.reply_fails(
                board,
                (defender, Point::PASS, false),
                Side::Attacker,
                stone,
                depth,
            )
        {
            answer = Answer::succeeds(Point::PASS);
        }
        self.memo.remember(key, depth, answer);
        answer
    }

    /// Whether `mover`'s `mv`, played on a copy of `board` (with its ko ban lifted where
    /// `retaking`), leaves `reply`'s side unable to reach its goal: the pass, the tenuki and
    /// the ko retake that the nodes try besides their candidates.
    fn reply_fails(
        &mut self,
        board: &Board,
        (mover, mv, retaking): (Color, Point, bool),
        reply: Side,
        stone: Point,
        depth: usize,
    ) -> bool {
        if !self.memo.spend() {
            return false;
        }
        let mut next = self.copy_of(board);
        if retaking {
            next.lift_ko_ban();
        }
        let fails = next.play(mover, mv).is_ok()
            && !match reply {
                Side::Attacker => self.attacker_wins(&next, stone, depth + 1),
                Side::Defender => self.defender_wins(&next, stone, depth + 1),
            }
            .success;
        self.spare.push(next);
        fails
    }

    /// Whether the defender, winning every ko, retakes at once the stone just captured in a
    /// ko and lives: a dragon taken in a ko is not yet dead.
    fn retakes(&mut self, board: &Board, stone: Point, defender: Color, depth: usize) -> bool {
        self.ko_winner == Some(defender)
            && board.ko_point() == Some(stone)
            && self.reply_fails(board, (defender, stone, true), Side::Attacker, stone, depth)
    }

    /// The move a node tries first: at the root the other side's answer read beforehand, below
    /// it the move that won the node in the last pass.
    fn tried_first(&self, key: (u64, u16, bool), depth: usize) -> Option<Point> {
        if depth == 0 {
            self.root_first
        } else {
            self.winners.get(&key).copied()
        }
    }

    /// `board` with its ko ban lifted, when `mover` wins every ko and a ban stands.
    fn lifted(&mut self, board: &Board, mover: Color) -> Option<Box<Board>> {
        if self.ko_winner != Some(mover) || board.ko_point().is_none() {
            return None;
        }
        let mut copy = self.copy_of(board);
        copy.lift_ko_ban();
        Some(copy)
    }

    /// A copy of `board` to play a move on, made over a board kept from an earlier node:
    /// `clone_from` copies only the part of the arrays the board's size uses, and the boards
    /// are kept boxed so that taking one from the pool and giving it back moves a pointer, not
    /// the whole arrays.
    fn copy_of(&mut self, board: &Board) -> Box<Board> {
        match self.spare.pop() {
            Some(mut kept) => {
                (*kept).clone_from(board);
                kept
            }
            None => Box::new(board.clone()),
        }
    }
}

impl Answer {
    fn succeeds(mv: Point) -> Answer {
        Answer { success: true, mv }
    }

    fn fails() -> Answer {
        Answer {
            success: false,
            mv: Point::PASS,
        }
    }
}

/// How a dragon without two sure eyes is judged where a line stops at the depth limit: alive
/// on two eyes once the side to move has played in the space where moving first matters most
/// (`EyeReport::two_eyes_after`), or, in a deep pass, on room enough in the open to make them
/// (`LEAF_ROOM`). Judged on the eyes as the spaces stand, whoever moves, the leaves let the
/// attacker's reads off where it moves first: with the side to move, GNU Go's reading cases
/// 295 → 297 and the fights with the reader's priors 61 → 67 of 228 (2026-12-08). In shallow
/// passes, which the search's quick reads end with, room counted as life cost fights (58 → 54
/// at 6 moves deep, 51 at every depth, 2026-12-07); from 8 moves deep it gained three of GNU
/// Go's reading cases and lost none.
fn leaf_alive(eyes: &EyeReport, depth: usize, defender_moves: bool) -> bool {
    eyes.two_eyes_after(defender_moves) || (depth >= DEEP_LEAF && eyes.room >= LEAF_ROOM)
}

/// The position with its ko ban, as a cache key.
pub(super) fn position_key(board: &Board) -> u64 {
    let ko = board.ko_point().map_or(0, |k| u64::from(k.0) + 1);
    board.hash() ^ ko.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Candidates a side tries at a node `depth` moves into the reading: more at the root, where a
/// missed move decides the answer (GNU Go's reading files: 12 then 6 answered 279 of 603, 6
/// throughout 268; 5 below the first move cost the fights' priors 10 of 228, 2026-12-07).
fn width(depth: usize) -> usize {
    if depth == 0 {
        12
    } else {
        6
    }
}

/// Candidates gathered at a node before `keep_best` keeps `width` of them: at the root twice
/// as many, ordered by what each leaves of the dragon's eyes. Ordered so, the root found
/// defences the fixed order had put past its twelfth move (GNU Go's reading cases 291 → 294
/// with the root alone, three or four times as many candidates 293; ordered at the first two
/// or three moves, or at every node, 289-290, 2026-12-08).
fn pool(depth: usize) -> usize {
    if depth == 0 {
        2 * width(depth)
    } else {
        width(depth)
    }
}

/// The `width` best of a node's candidates. Only the root gathers more (`pool`), and orders
/// them by `by_eyes_after` before dropping the rest: elsewhere, and where the root has no more
/// than it reads, the candidates' own order puts the most urgent move that wins first (sorted
/// always, the fights with the reader's priors found 65 of 228, not 67).
fn keep_best(board: &Board, stone: Point, mover: Color, moves: &mut Vec<Point>, depth: usize) {
    let most = width(depth);
    if moves.len() > most {
        by_eyes_after(board, stone, mover, moves);
        moves.truncate(most);
    }
}

/// `moves` with `preferred` (when given and legal to try) moved or put in front.
fn first(moves: &mut Vec<Point>, preferred: Option<Point>) {
    if let Some(p) = preferred {
        moves.retain(|&m| m != p);
        moves.insert(0, p);
    }
}
