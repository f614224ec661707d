//! Life and death at the end of the game, from the ownership of many playouts: a chain whose
//! points the opponent ends up owning most of the time is dead; a chain that survives while
//! some of its liberties stay shared (neither side's) is in seki. Chains that are pass-alive
//! (Benson) are alive whatever the playouts say.

use super::uct::point_owner;
use crate::board::{Board, Color, Point};
use crate::engine::PointStatus;
use crate::playout::{self, FastRng, Policy};

/// Per point (Board::points order): fraction of playouts in which Black owned it, White owned
/// it, or it stayed empty between both colours.
#[derive(Clone, Debug, Default)]
pub struct Ownership {
    pub black: Vec<f32>,
    pub white: Vec<f32>,
    pub shared: Vec<f32>,
}

impl Ownership {
    /// +1 = Black owns, -1 = White owns.
    pub fn balance(&self) -> Vec<f32> {
        self.black
            .iter()
            .zip(&self.white)
            .map(|(b, w)| b - w)
            .collect()
    }
}

/// Plays `playouts` games from `board` with `policy` and averages who owns each point.
pub fn playout_ownership(
    board: &Board,
    to_play: Color,
    policy: &dyn Policy,
    playouts: usize,
    seed: u64,
) -> Ownership {
    let points: Vec<Point> = board.points().collect();
    let mut black = vec![0u32; points.len()];
    let mut white = vec![0u32; points.len()];
    let mut shared = vec![0u32; points.len()];
    let mut rng = FastRng::new(seed);
    let mut played = Vec::with_capacity(4 * points.len());
    let mut scratch = board.clone();
    let max_moves = 3 * points.len();
    for _ in 0..playouts {
        scratch.clone_from(board);
        played.clear();
        playout::playout(
            &mut scratch,
            to_play,
            policy,
            &mut rng,
            max_moves,
            &mut played,
        );
        for (i, &p) in points.iter().enumerate() {
            match point_owner(&scratch, p) {
                Some(Color::Black) => black[i] += 1,
                Some(Color::White) => white[i] += 1,
                None if scratch.is_empty_at(p) => shared[i] += 1,
                None => {}
            }
        }
    }
    let n = playouts.max(1) as f32;
    let frac = |v: Vec<u32>| v.into_iter().map(|c| c as f32 / n).collect();
    Ownership {
        black: frac(black),
        white: frac(white),
        shared: frac(shared),
    }
}

/// Probability above which the opponent's ownership of a chain's points makes it dead.
const DEAD_THRESHOLD: f32 = 0.55;
/// A surviving chain that keeps about this many shared (neither side's) liberties at the end
/// of the average playout lives in seki. Counted over all its liberties, because which of
/// several shared points stay empty varies from playout to playout.
const SEKI_SHARED: f32 = 0.8;

/// Status of every point, judged chain by chain.
pub fn final_status(board: &Board, own: &Ownership) -> Vec<PointStatus> {
    let points: Vec<Point> = board.points().collect();
    let mut index = vec![usize::MAX; board.array_len()];
    for (i, &p) in points.iter().enumerate() {
        index[p.index()] = i;
    }
    let benson = [
        pass_alive(board, Color::Black),
        pass_alive(board, Color::White),
    ];
    let mut status = vec![PointStatus::Empty; points.len()];
    let mut done = vec![false; board.array_len()];
    for &p in &points {
        let Some(color) = board.color_at(p) else {
            continue;
        };
        if done[p.index()] {
            continue;
        }
        let stones: Vec<Point> = board.chain_stones(p).collect();
        let (mut mine, mut theirs) = (0.0, 0.0);
        for s in &stones {
            done[s.index()] = true;
            let i = index[s.index()];
            let (b, w) = (own.black[i], own.white[i]);
            let (m, t) = if color == Color::Black {
                (b, w)
            } else {
                (w, b)
            };
            mine += m;
            theirs += t;
        }
        let count = stones.len() as f32;
        let (mine, theirs) = (mine / count, theirs / count);
        let chain_status = if benson[color.index()][p.index()] {
            PointStatus::Alive
        } else if theirs > DEAD_THRESHOLD {
            PointStatus::Dead
        } else if mine > 0.5
            && board
                .chain_liberties(p)
                .iter()
                .map(|l| own.shared[index[l.index()]])
                .sum::<f32>()
                >= SEKI_SHARED
        {
            PointStatus::Seki
        } else {
            PointStatus::Alive
        };
        for s in &stones {
            status[index[s.index()]] = chain_status;
        }
    }
    status
}

/// Stones of `color` that `status` calls dead.
pub fn dead_stones_of(board: &Board, status: &[PointStatus], color: Color) -> Vec<Point> {
    board
        .points()
        .zip(status)
        .filter(|&(p, &s)| s == PointStatus::Dead && board.color_at(p) == Some(color))
        .map(|(p, _)| p)
        .collect()
}

/// Benson's unconditional life: per array index, true for stones of `color` in chains that
/// no sequence of opponent moves can capture, even if `color` always passes.
///
/// A region (connected points without `color` stones) is vital to a chain when each of its
/// empty points is a liberty of that chain. Chains with fewer than two vital regions, and the
/// regions bordering them, are discarded until nothing changes; what is left lives.
pub fn pass_alive(board: &Board, color: Color) -> Vec<bool> {
    let len = board.array_len();
    let mut region_of = vec![usize::MAX; len];
    let mut regions: Vec<Vec<Point>> = Vec::new();
    for start in board.points() {
        if board.color_at(start) == Some(color) || region_of[start.index()] != usize::MAX {
            continue;
        }
        let id = regions.len();
        let mut members = vec![start];
        region_of[start.index()] = id;
        let mut i = 0;
        while i < members.len() {
            for n in board.neighbours(members[i]) {
                if board.is_on_board(n)
                    && board.color_at(n) != Some(color)
                    && region_of[n.index()] == usize::MAX
                {
                    region_of[n.index()] = id;
                    members.push(n);
                }
            }
            i += 1;
        }
        regions.push(members);
    }

    // Chains of `color` by their id point, and the chains bordering each region.
    let mut chains: Vec<Point> = Vec::new();
    let mut chain_index = vec![usize::MAX; len];
    for p in board.points() {
        if board.color_at(p) == Some(color) {
            let id = board.chain_id(p);
            if chain_index[id.index()] == usize::MAX {
                chain_index[id.index()] = chains.len();
                chains.push(id);
            }
        }
    }
    let mut borders: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    // vital[r] = chains to which region r is vital.
    let mut vital: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    for (r, members) in regions.iter().enumerate() {
        for &p in members {
            for n in board.neighbours(p) {
                if board.is_on_board(n) && board.color_at(n) == Some(color) {
                    let c = chain_index[board.chain_id(n).index()];
                    if !borders[r].contains(&c) {
                        borders[r].push(c);
                    }
                }
            }
        }
        for &c in &borders[r] {
            let chain = chains[c];
            let all_liberties = members.iter().filter(|p| board.is_empty_at(**p)).all(|&p| {
                board.neighbours(p).iter().any(|&n| {
                    board.is_on_board(n)
                        && board.color_at(n) == Some(color)
                        && board.chain_id(n) == chain
                })
            });
            if all_liberties {
                vital[r].push(c);
            }
        }
    }

    let mut chain_alive = vec![true; chains.len()];
    let mut region_ok = vec![true; regions.len()];
    loop {
        let mut changed = false;
        let mut vital_count = vec![0usize; chains.len()];
        for (r, chains_here) in vital.iter().enumerate() {
            if region_ok[r] {
                for &c in chains_here {
                    vital_count[c] += 1;
                }
            }
        }
        for (c, alive) in chain_alive.iter_mut().enumerate() {
            if *alive && vital_count[c] < 2 {
                *alive = false;
                changed = true;
            }
        }
        for (r, ok) in region_ok.iter_mut().enumerate() {
            if *ok && borders[r].iter().any(|&c| !chain_alive[c]) {
                *ok = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    let mut alive = vec![false; len];
    for p in board.points() {
        if board.color_at(p) == Some(color) && chain_alive[chain_index[board.chain_id(p).index()]] {
            alive[p.index()] = true;
        }
    }
    alive
}
