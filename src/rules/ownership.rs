//! Who owns each point at the end of a game played out, one playout or many.

use crate::board::{Board, Color, Point};
use crate::playout::{self, FastRng, Policy};

/// Who owns `p` at the end of a playout: its stone's colour, or the colour of every on-board
/// neighbour of an empty point (None if mixed or none).
pub fn point_owner(board: &Board, p: Point) -> Option<Color> {
    if let Some(c) = board.color_at(p) {
        return Some(c);
    }
    let mut owner = None;
    for n in board.neighbours(p) {
        if !board.is_on_board(n) {
            continue;
        }
        match (board.color_at(n), owner) {
            (None, _) => return None,
            (Some(c), None) => owner = Some(c),
            (Some(c), Some(o)) if c != o => return None,
            _ => {}
        }
    }
    owner
}

/// Per point (Board::points order): fraction of playouts in which Black owned it, White owned
/// it, or it stayed empty between both colours.
#[derive(Clone, Debug, Default)]
pub struct Ownership {
    pub black: Vec<f32>,
    pub white: Vec<f32>,
    pub shared: Vec<f32>,
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
