//! Dynamic komi: what the search adds to the real komi in handicap games, and the lead it
//! demands of itself in even games once it is clearly ahead.

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

/// Adaptive komi for even games: how much lead the search demands of itself on top of the real
/// komi. A search that wins almost every playout cannot tell a solid move from a slack one
/// (both win), so Monte-Carlo engines drift into slack moves when ahead and lose the lead to
/// the opponent's comeback; demanding a margin keeps the win rate where it discriminates
/// (Baudiš & Gailly 2011, Pachi's adaptive dynkomi). The demand rises by `step` points a move
/// while the win rate stays above `high`, falls by `step` while it is below `low`, and never
/// exceeds `max`; `step` and `max` are for 9×9 and grow with the board's area.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct AdaptiveKomi {
    /// Points a move on 9×9; 0 turns the demand off.
    pub step: f32,
    pub high: f32,
    pub low: f32,
    /// Points on 9×9.
    pub max: f32,
    /// Handicap games: the extra komi per stone at the start (`dynamic_komi`) when Black,
    /// the side taking the stones, is to move at the root.
    pub handicap_per_stone: f32,
}

impl Default for AdaptiveKomi {
    fn default() -> Self {
        AdaptiveKomi {
            step: 0.0,
            high: 0.8,
            low: 0.6,
            max: 12.0,
            handicap_per_stone: DYNAMIC_KOMI_PER_STONE,
        }
    }
}

impl AdaptiveKomi {
    /// The handicap game's extra komi for a search with `to_play` at the root.
    pub fn handicap_komi(
        &self,
        to_play: Color,
        handicap: usize,
        board_area: usize,
        moves_played: usize,
    ) -> f32 {
        let per_stone = match to_play {
            Color::Black => self.handicap_per_stone,
            Color::White => 0.0,
        };
        dynamic_komi(per_stone, handicap, board_area, moves_played)
    }

    /// The demand for the next move, from the demand this move's search ran with and the win
    /// rate it found (under that demand).
    pub fn next_demand(&self, demand: f32, winrate: f64, board_area: usize) -> f32 {
        if self.step <= 0.0 {
            return 0.0;
        }
        let scale = board_area as f32 / 81.0;
        let next = if winrate > f64::from(self.high) {
            demand + self.step * scale
        } else if winrate < f64::from(self.low) {
            demand - self.step * scale
        } else {
            demand
        };
        next.clamp(0.0, self.max * scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handicap_komi_is_black_s_alone_and_fades_to_nothing() {
        let both = AdaptiveKomi {
            handicap_per_stone: 7.0,
            ..AdaptiveKomi::default()
        };
        assert_eq!(both.handicap_komi(Color::Black, 3, 361, 0), 21.0);
        assert_eq!(both.handicap_komi(Color::White, 3, 361, 0), 0.0);
        let half_way = both.handicap_komi(Color::Black, 3, 361, 99);
        assert!(half_way > 10.0 && half_way < 11.0, "{half_way}");
        assert_eq!(both.handicap_komi(Color::Black, 3, 361, 250), 0.0);
        assert_eq!(
            both.handicap_komi(Color::Black, 1, 361, 0),
            0.0,
            "no handicap"
        );
        let shipped = AdaptiveKomi::default();
        assert_eq!(shipped.handicap_komi(Color::Black, 3, 361, 0), 21.0);
        assert_eq!(shipped.handicap_komi(Color::White, 3, 361, 0), 0.0);
    }

    #[test]
    fn demand_rises_while_ahead_falls_while_unclear_and_stays_bounded() {
        let adaptive = AdaptiveKomi {
            step: 1.0,
            high: 0.8,
            low: 0.6,
            max: 3.0,
            handicap_per_stone: 0.0,
        };
        let mut demand = 0.0;
        for _ in 0..10 {
            demand = adaptive.next_demand(demand, 0.9, 81);
        }
        assert_eq!(demand, 3.0);
        assert_eq!(adaptive.next_demand(demand, 0.7, 81), 3.0);
        assert_eq!(adaptive.next_demand(demand, 0.5, 81), 2.0);
        assert_eq!(adaptive.next_demand(0.0, 0.1, 81), 0.0);
        assert!((adaptive.next_demand(0.0, 0.9, 361) - 361.0 / 81.0).abs() < 1e-4);
        let off = AdaptiveKomi::default();
        assert_eq!(off.next_demand(5.0, 0.99, 81), 0.0);
    }
}
