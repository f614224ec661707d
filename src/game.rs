//! A game: a board plus history and rules (simple ko, positional superko, komi, handicap).
//!
//! CONTRACT: signatures below are used by gtp, search and sgf-tools. The owner fills in bodies
//! and may add methods.

use crate::board::{Board, Color, Illegal, Point};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Scoring {
    /// Chinese / Tromp-Taylor: stones plus surrounded empty points.
    Area,
    /// Japanese: surrounded empty points plus prisoners.
    Territory,
}

#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Rules {
    pub scoring: Scoring,
    /// Positional superko: no move may recreate an earlier whole-board position of the game.
    pub positional_superko: bool,
}

impl Rules {
    pub const CHINESE: Rules = Rules {
        scoring: Scoring::Area,
        positional_superko: true,
    };
    pub const JAPANESE: Rules = Rules {
        scoring: Scoring::Territory,
        positional_superko: false,
    };
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    Illegal(Illegal),
    Superko,
    /// Handicap or setup requested on a board that already has stones.
    BoardNotEmpty,
}

#[derive(Clone, Debug)]
pub struct Game {
    // owner decides
}

#[allow(unused_variables)]
impl Game {
    /// Empty board of `size` (validated by the caller), komi 7.5, Chinese rules, Black to play.
    pub fn new(size: usize) -> Game {
        todo!()
    }
    pub fn board(&self) -> &Board {
        todo!()
    }
    pub fn size(&self) -> usize {
        todo!()
    }
    pub fn to_play(&self) -> Color {
        todo!()
    }
    pub fn komi(&self) -> f32 {
        todo!()
    }
    pub fn set_komi(&mut self, komi: f32) {
        todo!()
    }
    pub fn rules(&self) -> Rules {
        todo!()
    }
    pub fn set_rules(&mut self, rules: Rules) {
        todo!()
    }
    /// Empties the board and history; keeps komi and rules.
    pub fn clear(&mut self) {
        todo!()
    }
    /// Board legality plus positional superko (when the rules ask for it).
    pub fn is_legal(&self, color: Color, p: Point) -> bool {
        todo!()
    }
    /// Plays `color` at `p` (PASS allowed); the side to move becomes the opponent. Same-colour
    /// moves in a row are allowed (GTP permits them).
    pub fn play(&mut self, color: Color, p: Point) -> Result<(), GameError> {
        todo!()
    }
    /// Takes back the last move. Returns false when there is no move to undo (handicap and setup
    /// stones are not moves).
    pub fn undo(&mut self) -> bool {
        todo!()
    }
    /// Moves played since the setup, in order.
    pub fn moves(&self) -> &[(Color, Point)] {
        todo!()
    }
    /// Places handicap stones (Black); White moves next. Fails if the board is not empty.
    pub fn set_handicap(&mut self, stones: &[Point]) -> Result<(), GameError> {
        todo!()
    }
    pub fn handicap(&self) -> &[Point] {
        todo!()
    }
    /// Adds setup stones (SGF AB/AW/AE at the root or in the tree); part of the starting position.
    pub fn setup(&mut self, color: Option<Color>, p: Point) -> Result<(), GameError> {
        todo!()
    }
    /// Initial setup stones (handicap included) as (colour, point).
    pub fn setup_stones(&self) -> Vec<(Color, Point)> {
        todo!()
    }
    /// Forces the side to move (SGF PL).
    pub fn set_to_play(&mut self, color: Color) {
        todo!()
    }
    /// Number of passes at the end of the move list.
    pub fn consecutive_passes(&self) -> usize {
        todo!()
    }
    /// Hashes of every position that occurred (for superko checks in search).
    pub fn position_seen(&self, hash: u64) -> bool {
        todo!()
    }
    /// Score from Black's view including komi, with `dead` stones removed first: area scoring
    /// counts stones + territory, territory scoring counts territory + prisoners (dead stones
    /// count as prisoners).
    pub fn score(&self, dead: &[Point]) -> f32 {
        todo!()
    }
}
