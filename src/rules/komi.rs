//! Dynamic komi: what the search adds to the real komi in handicap games.

/// Handicap stones are worth about this many points each to Black's search at the start.
const DYNAMIC_KOMI_PER_STONE: f32 = 7.0;

/// Extra komi for the search in handicap games, decaying to zero by mid-game, so that the
/// search neither relaxes (Black far ahead) nor despairs (White far behind).
pub fn dynamic_komi(handicap: usize, board_area: usize, moves_played: usize) -> f32 {
    if handicap < 2 {
        return 0.0;
    }
    let horizon = board_area as f32 * 0.55;
    let decay = (1.0 - moves_played as f32 / horizon).max(0.0);
    DYNAMIC_KOMI_PER_STONE * handicap as f32 * decay
}
