//! A game: a board plus history and rules (simple ko, positional superko, komi, handicap).
//!
//! The game keeps its starting position (handicap and setup stones placed before the first
//! move) and the list of events since then. `undo` replays the events from the start, which is
//! simple and always exact (captures, ko, prisoners and the superko history included).

use crate::board::{Board, Color, Illegal, Point};
pub use crate::rules::Scoring;
use fxhash::FxHashMap;

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

impl Default for Rules {
    fn default() -> Rules {
        Rules::CHINESE
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    Illegal(Illegal),
    Superko,
    /// Handicap or setup requested on a board that already has stones.
    BoardNotEmpty,
}

impl From<Illegal> for GameError {
    fn from(e: Illegal) -> GameError {
        GameError::Illegal(e)
    }
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Illegal(Illegal::OffBoard) => f.write_str("point off the board"),
            GameError::Illegal(Illegal::Occupied) => f.write_str("point occupied"),
            GameError::Illegal(Illegal::Suicide) => f.write_str("suicide"),
            GameError::Illegal(Illegal::Ko) => f.write_str("ko recapture"),
            GameError::Superko => f.write_str("positional superko"),
            GameError::BoardNotEmpty => f.write_str("board not empty"),
        }
    }
}

impl std::error::Error for GameError {}

/// Something that happened after the first move (before it, changes go into the start).
#[derive(Copy, Clone, Debug)]
enum Event {
    Move(Color, Point),
    Setup(Option<Color>, Point),
    ToPlay(Color),
}

#[derive(Clone, Debug)]
pub struct Game {
    komi: f32,
    rules: Rules,
    /// Position before the first move: handicap and setup stones.
    start: Board,
    start_to_play: Color,
    handicap: Vec<Point>,
    board: Board,
    to_play: Color,
    /// Everything since the start; never empty unless `moves` is, and it starts with a move.
    events: Vec<Event>,
    moves: Vec<(Color, Point)>,
    /// How often each stones-only position hash occurred (a multiset so undo can remove one).
    seen: FxHashMap<u64, u32>,
}

impl Game {
    /// Empty board of `size` (validated by the caller), komi 7.5, Chinese rules, Black to play.
    pub fn new(size: usize) -> Game {
        let board = Board::new(size);
        let mut game = Game {
            komi: 7.5,
            rules: Rules::CHINESE,
            start: board.clone(),
            start_to_play: Color::Black,
            handicap: Vec::new(),
            board,
            to_play: Color::Black,
            events: Vec::new(),
            moves: Vec::new(),
            seen: FxHashMap::default(),
        };
        game.reset_seen();
        game
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn size(&self) -> usize {
        self.board.size()
    }

    pub fn to_play(&self) -> Color {
        self.to_play
    }

    pub fn komi(&self) -> f32 {
        self.komi
    }

    pub fn set_komi(&mut self, komi: f32) {
        self.komi = komi;
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// Empties the board and history; keeps komi and rules.
    pub fn clear(&mut self) {
        let (komi, rules) = (self.komi, self.rules);
        *self = Game::new(self.size());
        self.komi = komi;
        self.rules = rules;
    }

    /// Board legality plus positional superko (when the rules ask for it).
    pub fn is_legal(&self, color: Color, p: Point) -> bool {
        self.check_move(color, p).is_ok()
    }

    /// Why `color` may not play at `p` now.
    pub fn check_move(&self, color: Color, p: Point) -> Result<(), GameError> {
        self.board.check_move(color, p)?;
        if self.rules.positional_superko
            && !p.is_pass()
            && self.position_seen(self.board.hash_after(color, p))
        {
            return Err(GameError::Superko);
        }
        Ok(())
    }

    /// Plays `color` at `p` (PASS allowed); the side to move becomes the opponent. Same-colour
    /// moves in a row are allowed (GTP permits them).
    pub fn play(&mut self, color: Color, p: Point) -> Result<(), GameError> {
        self.check_move(color, p)?;
        self.push_move(color, p);
        Ok(())
    }

    /// Plays a move from a game record: the board's rules hold (no suicide, no retaking a
    /// simple ko), positional superko does not. Records played under Japanese rules (and GNU
    /// Go's regression games) may repeat a whole-board position; that is history to load,
    /// not a move the engine chooses, and refusing it would lose the rest of the record.
    pub fn play_recorded(&mut self, color: Color, p: Point) -> Result<(), GameError> {
        self.board.check_move(color, p)?;
        self.push_move(color, p);
        Ok(())
    }

    /// Plays and records a move already checked by the caller's rules.
    fn push_move(&mut self, color: Color, p: Point) {
        self.apply(Event::Move(color, p));
        self.events.push(Event::Move(color, p));
        self.moves.push((color, p));
    }

    /// Applies an already validated event to the current position.
    fn apply(&mut self, event: Event) {
        match event {
            Event::Move(color, p) => {
                self.board.play_legal(color, p);
                self.to_play = color.opponent();
            }
            Event::Setup(color, p) => {
                // Validated when recorded: on board.
                let _ = self.board.remove_setup(p);
                if let Some(c) = color {
                    let _ = self.board.place_setup(c, p);
                }
            }
            Event::ToPlay(color) => {
                self.to_play = color;
                return;
            }
        }
        *self.seen.entry(self.board.hash()).or_insert(0) += 1;
    }

    fn reset_seen(&mut self) {
        self.seen.clear();
        self.seen.insert(self.start.hash(), 1);
    }

    /// Takes back the last move. Returns false when there is no move to undo (handicap and setup
    /// stones are not moves).
    pub fn undo(&mut self) -> bool {
        if self.moves.is_empty() {
            return false;
        }
        // Setup or side-to-move changes recorded after the last move go with it.
        while let Some(event) = self.events.pop() {
            if matches!(event, Event::Move(..)) {
                break;
            }
        }
        self.moves.pop();
        self.board = self.start.clone();
        self.to_play = self.start_to_play;
        self.reset_seen();
        let events = std::mem::take(&mut self.events);
        for &event in &events {
            self.apply(event);
        }
        self.events = events;
        true
    }

    /// Moves played since the setup, in order.
    pub fn moves(&self) -> &[(Color, Point)] {
        &self.moves
    }

    /// Places handicap stones (Black); White moves next. Fails if the board is not empty.
    pub fn set_handicap(&mut self, stones: &[Point]) -> Result<(), GameError> {
        if !self.moves.is_empty()
            || self.board.stone_count(Color::Black) + self.board.stone_count(Color::White) > 0
        {
            return Err(GameError::BoardNotEmpty);
        }
        let mut board = self.start.clone();
        for &p in stones {
            board.place_setup(Color::Black, p)?;
        }
        self.start = board.clone();
        self.board = board;
        self.handicap = stones.to_vec();
        if !stones.is_empty() {
            self.start_to_play = Color::White;
            self.to_play = Color::White;
        }
        self.reset_seen();
        Ok(())
    }

    pub fn handicap(&self) -> &[Point] {
        &self.handicap
    }

    /// Adds setup stones (SGF AB/AW/AE at the root or in the tree); part of the starting position.
    /// `None` removes a stone. Before the first move this changes the starting position; later
    /// it is recorded in the history (undoing the move before it also undoes it).
    pub fn setup(&mut self, color: Option<Color>, p: Point) -> Result<(), GameError> {
        if !self.board.is_on_board(p) {
            return Err(GameError::Illegal(Illegal::OffBoard));
        }
        let event = Event::Setup(color, p);
        if self.moves.is_empty() {
            self.apply(event);
            self.start = self.board.clone();
            self.reset_seen();
        } else {
            self.apply(event);
            self.events.push(event);
        }
        Ok(())
    }

    /// Initial setup stones (handicap included) as (colour, point).
    pub fn setup_stones(&self) -> Vec<(Color, Point)> {
        self.start
            .points()
            .filter_map(|p| self.start.color_at(p).map(|c| (c, p)))
            .collect()
    }

    /// Forces the side to move (SGF PL).
    pub fn set_to_play(&mut self, color: Color) {
        self.to_play = color;
        if self.moves.is_empty() {
            self.start_to_play = color;
        } else {
            self.events.push(Event::ToPlay(color));
        }
    }

    /// Number of passes at the end of the move list.
    pub fn consecutive_passes(&self) -> usize {
        self.moves
            .iter()
            .rev()
            .take_while(|(_, p)| p.is_pass())
            .count()
    }

    /// Hashes of every position that occurred (for superko checks in search).
    pub fn position_seen(&self, hash: u64) -> bool {
        self.seen.contains_key(&hash)
    }

    /// Score from Black's view including komi, with `dead` stones removed first: area scoring
    /// counts stones + territory, territory scoring counts territory + prisoners (dead stones
    /// count as prisoners).
    pub fn score(&self, dead: &[Point]) -> f32 {
        crate::rules::score(&self.board, self.rules.scoring, self.komi, dead)
    }
}
