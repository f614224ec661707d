//! Capture races (semeai) between two adjacent chains short of liberties, counted as a player
//! counts them: liberties of one chain only (outside), liberties both share, and eyes. After
//! Müller's classification (Müller 1999, "Race to capture"): when only one side has an eye the
//! shared liberties count for that side alone, since the other cannot fill them without
//! putting itself in atari; with no eye on either side a single shared liberty counts for both,
//! and two or more make a seki likely, which the race count does not read. A race in which
//! each side's count is the same is won by whoever moves first: there, shortening the other
//! chain's outside liberties or lengthening our own is worth as much as the stones at stake,
//! and random playouts, which spend those moves anywhere, misjudge exactly these races.

use crate::board::{Board, Color, Point};
use crate::playout::tactics::{move_effect, PointSet};

/// Races are counted for chains of two to this many liberties: a chain in atari is a capture
/// or a save, which the priors value already; beyond four a race is seldom decided locally.
pub const RACE_MAX_LIBERTIES: u32 = 4;

/// Fewer stones than this on both sides together are not worth a race's priority: small
/// chains in contact are the ordinary business of every fight, which the shapes and the move
/// model already judge.
pub const RACE_MIN_STONES: u32 = 6;

/// One move that decides a race the mover must play now, with the stones both chains hold.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RaceMove {
    pub point: Point,
    pub stakes: u32,
}

/// The most empty points a chain's liberties may reach through empty points for it to count as
/// enclosed.
const ENCLOSED_MAX: usize = 10;

/// A chain's liberties, when it has two to `RACE_MAX_LIBERTIES` of them.
fn race_liberties(board: &Board, chain: Point) -> Option<smallvec::SmallVec<[Point; 8]>> {
    let libs = board.liberties_up_to(chain, RACE_MAX_LIBERTIES as usize)?;
    (libs.len() >= 2).then_some(libs)
}

/// Whether a chain with liberties `libs` is enclosed: the empty points its liberties reach
/// through other empty points are few, so it cannot run. A chain that can run is in no race
/// yet; counting those found races in every contact fight, and self-play at fixed playouts
/// lost its first seven games so. The flood is the dearest part of reading a race, so it runs
/// last, once the counts say the race is even.
fn enclosed(board: &Board, libs: &[Point]) -> bool {
    let mut region: PointSet<{ ENCLOSED_MAX + 1 }> = PointSet::default();
    let mut next = 0;
    for &l in libs {
        region.insert(l);
    }
    while next < region.len() {
        let p = region.as_slice()[next];
        next += 1;
        for n in board.neighbours(p) {
            if board.is_on_board(n) && board.is_empty_at(n) && !region.contains(n) {
                region.insert(n);
                if region.len() > ENCLOSED_MAX {
                    return false;
                }
            }
        }
    }
    true
}

/// Each side's count in a race between our chain with liberties `ours` and theirs with
/// `theirs`, or None when the count does not decide it (a likely seki, or eyes on both sides
/// with shared liberties).
fn race_counts(
    board: &Board,
    color: Color,
    ours: &[Point],
    theirs: &[Point],
) -> Option<(usize, usize)> {
    let shared = ours.iter().filter(|l| theirs.contains(l)).count();
    let our_outside = ours.len() - shared;
    let their_outside = theirs.len() - shared;
    let our_eye = ours.iter().any(|&l| board.is_eye(color, l));
    let their_eye = theirs.iter().any(|&l| board.is_eye(color.opponent(), l));
    match (our_eye, their_eye) {
        (true, false) => Some((our_outside + shared, their_outside)),
        (false, true) => Some((our_outside, their_outside + shared)),
        (false, false) if shared <= 1 => Some((our_outside + shared, their_outside + shared)),
        _ if shared == 0 => Some((our_outside, their_outside)),
        _ => None,
    }
}

/// The moves by which `color` wins a race that whoever moves first wins: filling an outside
/// liberty of the opponent's chain (unless that puts our stone in atari: an approach move is
/// needed there, and it does not shorten the count). Both chains are enclosed, so neither can
/// lengthen its liberties by extending (captures are the priors' business already). A point
/// that serves several races is listed once per race. Clears `out` first.
pub fn urgent_race_moves(board: &Board, color: Color, out: &mut Vec<RaceMove>) {
    out.clear();
    let mut seen = vec![false; board.array_len()];
    for p in board.points() {
        if board.color_at(p) != Some(color) {
            continue;
        }
        let ours = board.chain_id(p).index();
        if std::mem::replace(&mut seen[ours], true) {
            continue;
        }
        even_race_fills(board, color, p, |point, stakes| {
            out.push(RaceMove { point, stakes })
        });
    }
}

/// For our chain through `p`, when it is enclosed with two to `RACE_MAX_LIBERTIES` liberties:
/// each neighbouring enclosed opponent chain whose race against it is even, its outside
/// liberties that `color` may fill, with the stones at stake.
fn even_race_fills(board: &Board, color: Color, p: Point, mut emit: impl FnMut(Point, u32)) {
    let Some(our_libs) = race_liberties(board, p) else {
        return;
    };
    let our_libs = &our_libs[..];
    let our_size = board.chain_size(p);
    let mut opponents: PointSet<8> = PointSet::default();
    for s in board.chain_stones(p) {
        for n in board.neighbours(s) {
            if board.color_at(n) == Some(color.opponent()) {
                opponents.insert(board.chain_id(n));
            }
        }
    }
    let mut ours_enclosed = None;
    for &their_chain in opponents.as_slice() {
        let stakes = our_size + board.chain_size(their_chain);
        if stakes < RACE_MIN_STONES {
            continue;
        }
        let Some(their_libs) = race_liberties(board, their_chain) else {
            continue;
        };
        let their_libs = &their_libs[..];
        match race_counts(board, color, our_libs, their_libs) {
            Some((ours_count, theirs_count)) if ours_count == theirs_count => {}
            _ => continue,
        }
        if !*ours_enclosed.get_or_insert_with(|| enclosed(board, our_libs)) {
            return;
        }
        if !enclosed(board, their_libs) {
            continue;
        }
        for &l in their_libs.iter().filter(|l| !our_libs.contains(l)) {
            if !board.is_eye(color.opponent(), l)
                && board.is_legal(color, l)
                && !move_effect(board, color, l, 2).is_self_atari()
            {
                emit(l, stakes);
            }
        }
    }
}
