//! Dynamic komi: what the search adds to the real komi in handicap games.

use crate::board::Color;

/// Handicap stones are worth about this many points each to Black's search at the start.
pub const DYNAMIC_KOMI_PER_STONE: f32 = 7.0;

/// Extra komi for the search in handicap games, `per_stone` points a stone at the start and
/// decaying to zero by mid-game, so that Black's search, far ahead, does not relax. White's
/// search, giving the stones, adds none: with 7 points a stone in its own favour it won 3 of 16
/// against GNU Go taking three stones, without them 8 of 20 (docs/experiments/handicap.md, "Handicap
/// games"). `per_stone` 0 turns it off.
pub fn dynamic_komi(
    per_stone: f32,
    handicap: usize,
    board_area: usize,
    moves_played: usize,
) -> f32 {
    if handicap < 2 {
        return 0.0;
    }
    let horizon = board_area as f32 * 0.55;
    let decay = (1.0 - moves_played as f32 / horizon).max(0.0);
    per_stone * handicap as f32 * decay
}

/// The handicap game's extra komi for a search with `to_play` at the root: `dynamic_komi` for
/// Black, the side taking the stones, none for White. An adaptive komi for even games (a lead
/// the search demands of itself once ahead, Pachi's adaptive dynkomi) was measured and removed:
/// docs/experiments/adaptive-komi.md.
pub fn handicap_komi(
    per_stone: f32,
    to_play: Color,
    handicap: usize,
    board_area: usize,
    moves_played: usize,
) -> f32 {
    match to_play {
        Color::Black => dynamic_komi(per_stone, handicap, board_area, moves_played),
        Color::White => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handicap_komi_is_black_s_alone_and_fades_to_nothing() {
        let komi = |to_play, handicap, moves| {
            handicap_komi(DYNAMIC_KOMI_PER_STONE, to_play, handicap, 361, moves)
        };
        assert_eq!(komi(Color::Black, 3, 0), 21.0);
        assert_eq!(komi(Color::White, 3, 0), 0.0);
        let half_way = komi(Color::Black, 3, 99);
        assert!(half_way > 10.0 && half_way < 11.0, "{half_way}");
        assert_eq!(komi(Color::Black, 3, 250), 0.0);
        assert_eq!(komi(Color::Black, 1, 0), 0.0, "no handicap");
    }
}
