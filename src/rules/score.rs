//! Counting the score, and whether passing now wins on the board as it stands.

use crate::board::{Board, Color, Point, MAX_ARRAY};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Scoring {
    /// Chinese / Tromp-Taylor: stones plus surrounded empty points.
    Area,
    /// Japanese: surrounded empty points plus prisoners.
    Territory,
}

/// Score from Black's view including komi, with `dead` stones removed first: area scoring
/// counts stones + territory, territory scoring counts territory + prisoners (dead stones
/// count as prisoners).
pub fn score(current: &Board, scoring: Scoring, komi: f32, dead: &[Point]) -> f32 {
    let mut is_dead = vec![false; MAX_ARRAY];
    for &p in dead {
        if current.color_at(p).is_some() {
            is_dead[p.index()] = true;
        }
    }
    let mut cleaned = Board::new(current.size());
    let mut dead_stones = [0u32; 2];
    for p in current.points() {
        if let Some(c) = current.color_at(p) {
            if is_dead[p.index()] {
                dead_stones[c.index()] += 1;
            } else {
                // Cannot fail: p is on board and empty on the fresh board.
                let _ = cleaned.place_setup(c, p);
            }
        }
    }
    let black_minus_white = match scoring {
        Scoring::Area => cleaned.area_score(),
        Scoring::Territory => {
            let [black, white] = cleaned.territory();
            let black_prisoners = current.captures(Color::Black) + dead_stones[1];
            let white_prisoners = current.captures(Color::White) + dead_stones[0];
            (black + black_prisoners) as i32 - (white + white_prisoners) as i32
        }
    };
    black_minus_white as f32 - komi
}

/// Black's margin on the board as it stands (Tromp-Taylor: no dead-stone removal).
pub fn tromp_taylor_margin(board: &Board, komi: f32) -> f32 {
    board.area_score() as f32 - komi
}

/// Whether `color` wins if the game ends now and the stones are counted as they stand.
pub fn wins_on_board(board: &Board, komi: f32, color: Color) -> bool {
    let margin = tromp_taylor_margin(board, komi);
    match color {
        Color::Black => margin > 0.0,
        Color::White => margin < 0.0,
    }
}

/// The pass decision for cleanup and area-scoring servers: passing after the opponent passed
/// ends the game on the board as it is, so pass only if that count already wins and none of
/// the opponent's dead stones are left to capture.
pub fn pass_wins(
    board: &Board,
    komi: f32,
    color: Color,
    opponent_passed: bool,
    dead_opponents: &[Point],
) -> bool {
    opponent_passed && dead_opponents.is_empty() && wins_on_board(board, komi, color)
}
