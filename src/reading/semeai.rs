//! A capture race between two dragons read as one game (GNU Go's `analyze_semeai`): the side
//! moving first plays to capture the other dragon, or failing that to live beside it in seki,
//! and the other side answers to the contrary. Two owl readings, one per dragon, cannot answer
//! it: each leaves the other dragon standing, so a dragon without eyes reads dead even where
//! it captures its neighbour first.

use super::candidates::{open_neighbours, Candidates};
use super::dragon::Dragon;
use super::eyes::{read_eyes, EyeReport};
use super::memo::Memo;
use super::owl::position_key;
use crate::board::{Board, Color, Point};

/// How a race ends for the side that moved first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RaceOutcome {
    /// Its dragon is captured, or left dead beside a living one.
    Loses,
    /// Both dragons live: seki, or each has eyes of its own.
    BothLive,
    /// The other dragon is captured, or left dead beside its living one.
    Wins,
}

/// A race's outcome and the first side's move to reach it (PASS when no move is needed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    pub outcome: RaceOutcome,
    pub mv: Point,
}

/// Candidates each side tries at a node, before the pass.
const MAX_CANDIDATES: usize = 7;
/// Moves deep a line is read before the race is counted as it stands.
const MAX_DEPTH: usize = 24;
/// Positions one race may read, the default for a race asked at the GTP (10,000, as the owl
/// questions have, answered two of GNU Go's race cases fewer).
pub const DEFAULT_RACE_BUDGET: u32 = 5_000;

/// The race between the dragons through `ours` and `theirs`, `ours`' side moving first, read
/// within `budget` positions, as the board stands: neither side has a ko threat, so whoever
/// takes a ko first wins it.
pub fn read_race(board: &Board, ours: Point, theirs: Point, budget: u32) -> Race {
    read_race_with_ko(board, ours, theirs, budget, None)
}

/// `read_race`, with `ko_winner`, where given, retaking every ko at once (GNU Go's ko codes
/// tell the races that rest on a ko this way).
pub fn read_race_with_ko(
    board: &Board,
    ours: Point,
    theirs: Point,
    budget: u32,
    ko_winner: Option<Color>,
) -> Race {
    let (Some(our_color), Some(their_color)) = (board.color_at(ours), board.color_at(theirs))
    else {
        return Race {
            outcome: RaceOutcome::Loses,
            mv: Point::PASS,
        };
    };
    if our_color == their_color {
        return Race {
            outcome: RaceOutcome::BothLive,
            mv: Point::PASS,
        };
    }
    let mut reader = RaceReader {
        ours,
        theirs,
        our_color,
        ko_winner,
        memo: Memo::new(budget),
    };
    let mut race = match Sides::read(board, ours, theirs) {
        Some(sides) => sides.as_they_stand(board, true),
        None => settled(RaceOutcome::Loses),
    };
    for limit in (2..=MAX_DEPTH).step_by(2) {
        reader.memo.start_pass(limit);
        let found = reader.best(board, true, 0, 0);
        if reader.memo.is_exhausted() {
            break;
        }
        race = found;
        if !reader.memo.was_cut_off() {
            break;
        }
    }
    race
}

/// One race's search state.
struct RaceReader {
    ours: Point,
    theirs: Point,
    our_color: Color,
    /// The side that retakes every ko at once, if any.
    ko_winner: Option<Color>,
    /// Budget, depth limit and answers, by position, side to move and passes in a row.
    memo: Memo<(u64, bool, u8), Race>,
}

impl RaceReader {
    /// The best outcome for the side to move (`our_turn`): ours maximises it, theirs
    /// minimises it. `passes` counts the passes just played in a row.
    fn best(&mut self, board: &Board, our_turn: bool, depth: usize, passes: u8) -> Race {
        let outer = self.memo.enter();
        let race = self.node(board, our_turn, depth, passes);
        self.memo.leave(outer);
        race
    }

    fn node(&mut self, board: &Board, our_turn: bool, depth: usize, passes: u8) -> Race {
        let their_color = self.our_color.opponent();
        if board.color_at(self.ours) != Some(self.our_color) {
            return self.retaken(board, self.ours, our_turn, depth, RaceOutcome::Loses);
        }
        if board.color_at(self.theirs) != Some(their_color) {
            return self.retaken(board, self.theirs, !our_turn, depth, RaceOutcome::Wins);
        }
        let Some(sides) = Sides::read(board, self.ours, self.theirs) else {
            return settled(RaceOutcome::Loses);
        };
        if sides.our_lives && sides.their_lives {
            return settled(RaceOutcome::BothLive);
        }
        // Both sides passed: the race is counted as it stands (a seki when neither side
        // can fill the shared liberties first).
        if passes >= 2 {
            return sides.as_they_stand(board, our_turn);
        }
        if self.memo.at_limit(depth) {
            return sides.as_they_stand(board, our_turn);
        }
        let key = (position_key(board), our_turn, passes);
        if let Some(known) = self.memo.known(key, depth) {
            return known;
        }
        let mover = if our_turn {
            self.our_color
        } else {
            their_color
        };
        let lifted = (self.ko_winner == Some(mover) && board.ko_point().is_some()).then(|| {
            let mut copy = board.clone();
            copy.lift_ko_ban();
            copy
        });
        let board = lifted.as_ref().unwrap_or(board);
        let ours = (&sides.our_dragon, &sides.our_eyes);
        let theirs = (&sides.their_dragon, &sides.their_eyes);
        let moves = if our_turn {
            race_moves(board, self.our_color, ours, theirs)
        } else {
            race_moves(board, their_color, theirs, ours)
        };
        let answer = self.try_moves(board, moves, our_turn, depth, passes);
        self.memo.remember(key, depth, answer);
        answer
    }

    /// A dragon just captured at `stone`: the race ends `captured`, unless the captured side
    /// is to move (`its_turn`), wins every ko, and the capture took a ko it retakes at once.
    fn retaken(
        &mut self,
        board: &Board,
        stone: Point,
        its_turn: bool,
        depth: usize,
        captured: RaceOutcome,
    ) -> Race {
        let mover = if captured == RaceOutcome::Loses {
            self.our_color
        } else {
            self.our_color.opponent()
        };
        let retakes = its_turn
            && self.ko_winner == Some(mover)
            && board.ko_point() == Some(stone)
            && !self.memo.at_limit(depth)
            && self.memo.spend();
        if !retakes {
            return settled(captured);
        }
        let mut next = board.clone();
        next.lift_ko_ban();
        if next.play(mover, stone).is_err() {
            return settled(captured);
        }
        let our_turn = mover != self.our_color;
        Race {
            mv: stone,
            ..self.best(&next, our_turn, depth + 1, 0)
        }
    }

    /// Each of `moves` and then a pass for the side to move, until one reaches the best
    /// outcome it can hope for; the best found.
    fn try_moves(
        &mut self,
        board: &Board,
        moves: Vec<Point>,
        our_turn: bool,
        depth: usize,
        passes: u8,
    ) -> Race {
        let mover = if our_turn {
            self.our_color
        } else {
            self.our_color.opponent()
        };
        let goal = if our_turn {
            RaceOutcome::Wins
        } else {
            RaceOutcome::Loses
        };
        let better = |a: RaceOutcome, b: RaceOutcome| if our_turn { a > b } else { a < b };
        let mut answer: Option<Race> = None;
        let mut next = board.clone();
        for mv in moves.into_iter().chain(std::iter::once(Point::PASS)) {
            if !self.memo.spend() {
                break;
            }
            next.clone_from(board);
            if next.play(mover, mv).is_err() {
                continue;
            }
            let after_passes = if mv.is_pass() { passes + 1 } else { 0 };
            let reply = self.best(&next, !our_turn, depth + 1, after_passes);
            if answer.is_none_or(|a| better(reply.outcome, a.outcome)) {
                answer = Some(Race {
                    outcome: reply.outcome,
                    mv,
                });
            }
            if reply.outcome == goal {
                break;
            }
        }
        // Only a budget run out tries nothing; the pass that it cuts short is not kept.
        answer.unwrap_or_else(|| settled(RaceOutcome::BothLive))
    }
}

/// A race between two dragons that live by capturing alone, counted as a player counts it:
/// each side's liberties of its own, and the liberties they share, which count for the side
/// with an eye when only one has one. Without eyes, or with both, shared liberties make seki
/// when neither side can fill them first.
fn count_race(
    board: &Board,
    (ours, our_eye): (&Dragon, bool),
    (theirs, their_eye): (&Dragon, bool),
    our_turn: bool,
) -> RaceOutcome {
    let our_liberties = ours.liberties(board);
    let their_liberties = theirs.liberties(board);
    let shared = our_liberties
        .iter()
        .filter(|l| their_liberties.contains(l))
        .count();
    let mut our_own = our_liberties.len() - shared;
    let mut their_own = their_liberties.len() - shared;
    let mut shared = shared;
    if our_eye != their_eye {
        if our_eye {
            our_own += shared;
        } else {
            their_own += shared;
        }
        shared = 0;
    }
    let (mover, waiter) = if our_turn {
        (our_own, their_own)
    } else {
        (their_own, our_own)
    };
    let mover_wins = if shared == 0 {
        mover >= waiter
    } else {
        mover + 1 >= waiter + shared
    };
    let waiter_wins = !mover_wins && (shared == 0 || waiter >= mover + shared);
    match (mover_wins, waiter_wins, our_turn) {
        (true, _, true) | (false, true, false) => RaceOutcome::Wins,
        (true, _, false) | (false, true, true) => RaceOutcome::Loses,
        _ => RaceOutcome::BothLive,
    }
}

/// The two dragons of a position in the race, with their eyes.
struct Sides {
    our_dragon: Dragon,
    their_dragon: Dragon,
    our_eyes: EyeReport,
    their_eyes: EyeReport,
    our_lives: bool,
    their_lives: bool,
}

impl Sides {
    fn read(board: &Board, ours: Point, theirs: Point) -> Option<Sides> {
        let our_dragon = Dragon::at(board, ours)?;
        let their_dragon = Dragon::at(board, theirs)?;
        let our_eyes = read_eyes(board, &our_dragon);
        let their_eyes = read_eyes(board, &their_dragon);
        Some(Sides {
            our_lives: our_eyes.lives(),
            their_lives: their_eyes.lives(),
            our_dragon,
            their_dragon,
            our_eyes,
            their_eyes,
        })
    }

    /// The race counted as it stands where reading stops: a dragon that lives as it stands
    /// wins against one that does not, else the liberties decide (`count_race`).
    fn as_they_stand(&self, board: &Board, our_turn: bool) -> Race {
        let outcome = match (self.our_lives, self.their_lives) {
            (true, true) => RaceOutcome::BothLive,
            (true, false) => RaceOutcome::Wins,
            (false, true) => RaceOutcome::Loses,
            (false, false) => count_race(
                board,
                (&self.our_dragon, self.our_eyes.eyes > 0),
                (&self.their_dragon, self.their_eyes.eyes > 0),
                our_turn,
            ),
        };
        settled(outcome)
    }
}

/// A side's moves in the race, best first: captures of the other dragon's chains in atari,
/// the rescue of its own, captures of the chains beside its own in atari, the vital points of
/// both dragons' eye spaces, the other dragon's liberties (those it does not share first:
/// filling a shared liberty takes one of one's own too) and two of its own in the open.
fn race_moves(
    board: &Board,
    mover: Color,
    (mover_dragon, mover_eyes): (&Dragon, &EyeReport),
    (other_dragon, other_eyes): (&Dragon, &EyeReport),
) -> Vec<Point> {
    let mut c = Candidates::new(board, mover, MAX_CANDIDATES);
    c.ataris(&other_dragon.chains);
    c.rescues(&mover_dragon.chains);
    c.ataris(&mover_dragon.neighbour_chains(board));
    for space in other_eyes.spaces.iter().chain(&mover_eyes.spaces) {
        if let Some(v) = space.vital {
            c.add(v);
        }
    }
    let mut liberties = other_dragon.liberties(board);
    liberties.sort_by_key(|&l| {
        board
            .neighbours(l)
            .iter()
            .any(|&n| mover_dragon.contains(board, n))
    });
    for l in liberties {
        c.add(l);
    }
    let mut own = mover_eyes.outside_liberties.clone();
    own.sort_by_key(|&l| std::cmp::Reverse(open_neighbours(board, l)));
    for l in own.into_iter().take(2) {
        c.add(l);
    }
    c.moves
}

fn settled(outcome: RaceOutcome) -> Race {
    Race {
        outcome,
        mv: Point::PASS,
    }
}
