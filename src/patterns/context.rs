//! Facts about the whole position that some feature groups read, computed once per position
//! and shared by all its candidates: how far each point lies from the last two moves in the
//! Common Fate Graph (a chain counts as one node, so the liberties of a long chain the last
//! move joined are all near it), and who owns each point at the end of a few playouts
//! (Coulom's "MC owner": moves inside settled territory are rarely played).

use std::collections::VecDeque;

use crate::board::{Board, Color, Point};
use crate::playout::HeuristicPolicy;
use crate::rules::playout_ownership;

/// Farthest Common Fate Graph distance told apart; farther points share the last level.
pub const CFG_LEVELS: usize = 6;
/// Ownership levels: the share of playouts the mover owned the point, in eighths.
pub const OWNER_LEVELS: usize = 8;

/// Per board index (`Point::index`), level + 1 for each context group, 0 where a group says
/// nothing. Empty vectors for groups not computed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Context {
    pub cfg_last: Vec<u8>,
    pub cfg_previous: Vec<u8>,
    pub owner: Vec<u8>,
}

/// Which context groups to compute.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ContextConfig {
    pub cfg_distance: bool,
    /// Playouts for the ownership levels (0: none).
    pub owner_playouts: usize,
}

impl ContextConfig {
    pub fn is_empty(&self) -> bool {
        !self.cfg_distance && self.owner_playouts == 0
    }
}

/// A context that says nothing: the groups it feeds stay unset.
pub const NO_CONTEXT: Context = Context {
    cfg_last: Vec::new(),
    cfg_previous: Vec::new(),
    owner: Vec::new(),
};

impl Context {
    /// The context of `color` to move in `board`, everything measured at this position
    /// (`seed` drives the ownership playouts): what training and `predict` read.
    pub fn new(board: &Board, color: Color, config: &ContextConfig, seed: u64) -> Context {
        let owner = (config.owner_playouts > 0)
            .then(|| OwnerLevels::measure(board, color, config.owner_playouts, seed));
        let mut context = Context::default();
        context.fill(board, color, config.cfg_distance, owner.as_ref());
        context
    }

    /// Refills this context for `color` to move in `board`, with ownership measured
    /// elsewhere (the search measures it once at its root and reads it at every node: the
    /// owners of most points do not change in a few moves). Reuses the vectors' memory.
    pub fn fill(
        &mut self,
        board: &Board,
        color: Color,
        cfg_distance: bool,
        owner: Option<&OwnerLevels>,
    ) {
        if cfg_distance {
            cfg_levels(board, board.last_move(), &mut self.cfg_last);
            cfg_levels(board, board.previous_move(), &mut self.cfg_previous);
        } else {
            self.cfg_last.clear();
            self.cfg_previous.clear();
        }
        self.owner.clear();
        if let Some(owner) = owner {
            self.owner.extend_from_slice(owner.of(color));
        }
    }

    /// Level + 1 of point `p` in a group's table, 0 when unknown.
    #[inline]
    pub fn level(table: &[u8], p: Point) -> u8 {
        table.get(p.index()).copied().unwrap_or(0)
    }
}

/// Ownership levels of every point for each colour, per board index as level + 1 (0 off the
/// board): the share of playouts that colour owned the point at the end, in eighths.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnerLevels {
    black: Vec<u8>,
    white: Vec<u8>,
}

impl OwnerLevels {
    /// Plays `playouts` games from `board`, `to_play` first, with the default playout policy
    /// (the one the shipped model was trained with, whatever policy the search plays).
    pub fn measure(board: &Board, to_play: Color, playouts: usize, seed: u64) -> OwnerLevels {
        thread_local! {
            static POLICY: HeuristicPolicy = HeuristicPolicy::default();
        }
        let ownership =
            POLICY.with(|policy| playout_ownership(board, to_play, policy, playouts, seed));
        let levels = |shares: &[f32]| {
            let mut levels = vec![0u8; board.array_len()];
            for (p, &share) in board.points().zip(shares) {
                let level = ((share * OWNER_LEVELS as f32) as usize).min(OWNER_LEVELS - 1);
                levels[p.index()] = level as u8 + 1;
            }
            levels
        };
        OwnerLevels {
            black: levels(&ownership.black),
            white: levels(&ownership.white),
        }
    }

    pub fn of(&self, color: Color) -> &[u8] {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// Common Fate Graph distance from the chain at `from` (or the point itself when it is empty)
/// to every point, as level + 1 (distance 1 is level 0, `CFG_LEVELS` and beyond the last
/// level), into `out`; empty when `from` is a pass.
fn cfg_levels(board: &Board, from: Point, out: &mut Vec<u8>) {
    out.clear();
    if from.is_pass() || !board.is_on_board(from) {
        return;
    }
    thread_local! {
        static QUEUE: std::cell::RefCell<VecDeque<Point>> =
            const { std::cell::RefCell::new(VecDeque::new()) };
    }
    // Every point starts at the last level, so the search stops where the levels do.
    out.resize(board.array_len(), 0);
    for p in board.points() {
        out[p.index()] = CFG_LEVELS as u8;
    }
    QUEUE.with(|queue| {
        let mut fresh = VecDeque::new();
        let mut borrowed = queue.try_borrow_mut();
        let queue = match borrowed.as_deref_mut() {
            Ok(queue) => queue,
            Err(_) => &mut fresh,
        };
        queue.clear();
        // A 0-1 search: stepping within a chain costs nothing, any other step one.
        out[from.index()] = 0;
        queue.push_back(from);
        while let Some(q) = queue.pop_front() {
            let d = out[q.index()];
            let colour = board.color_at(q);
            for n in board.neighbours(q) {
                if !board.is_on_board(n) {
                    continue;
                }
                let same_chain = colour.is_some() && board.color_at(n) == colour;
                let nd = if same_chain { d } else { d + 1 };
                if nd < out[n.index()] {
                    out[n.index()] = nd;
                    if same_chain {
                        queue.push_front(n);
                    } else {
                        queue.push_back(n);
                    }
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_from(rows: &[&str]) -> Board {
        let size = rows.len();
        let mut board = Board::new(size);
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                let color = match c {
                    'X' => Color::Black,
                    'O' => Color::White,
                    _ => continue,
                };
                board.play(color, board.point(x, y)).unwrap();
            }
        }
        board
    }

    #[test]
    fn a_long_chain_is_one_step_from_all_its_liberties() {
        // A black wall along the third row, the last move at its left end.
        let mut board = board_from(&[
            ".........",
            ".........",
            ".XXXXXXX.",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        board.play(Color::White, board.point(4, 6)).unwrap();
        board.play(Color::Black, board.point(0, 2)).unwrap();
        let config = ContextConfig {
            cfg_distance: true,
            owner_playouts: 0,
        };
        let context = Context::new(&board, Color::White, &config, 1);
        let at = |x, y| Context::level(&context.cfg_last, board.point(x, y));
        // The far end's liberty is as near as the point beside the last move.
        assert_eq!(at(8, 2), 1);
        assert_eq!(at(0, 3), 1);
        assert_eq!(at(7, 1), 1);
        assert_eq!(at(7, 0), 2);
        assert_eq!(at(4, 5), 3);
        // The white stone counts as one node on the way.
        assert_eq!(at(4, 7), 5);
        // The previous move was the lone white stone.
        assert_eq!(Context::level(&context.cfg_previous, board.point(4, 7)), 1);
        assert_eq!(Context::level(&context.cfg_previous, board.point(4, 3)), 3);
        assert!(context.owner.is_empty());
    }

    #[test]
    fn far_points_share_the_last_level_and_a_pass_says_nothing() {
        let mut board = Board::new(19);
        board.play(Color::Black, board.point(0, 0)).unwrap();
        board.play(Color::White, Point::PASS).unwrap();
        let config = ContextConfig {
            cfg_distance: true,
            owner_playouts: 0,
        };
        let context = Context::new(&board, Color::Black, &config, 1);
        assert!(context.cfg_last.is_empty());
        assert_eq!(
            Context::level(&context.cfg_previous, board.point(18, 18)),
            CFG_LEVELS as u8
        );
        assert_eq!(Context::level(&context.cfg_previous, board.point(0, 0)), 0);
    }

    #[test]
    fn ownership_levels_read_settled_territory() {
        // Black owns the left side behind a solid wall, White the right; each side too
        // narrow for an invader to live in.
        let board = board_from(&[
            "..XXO..", "..XXO..", "..XXO..", "..XXO..", "..XXO..", "..XXO..", "..XXO..",
        ]);
        let config = ContextConfig {
            cfg_distance: false,
            owner_playouts: 16,
        };
        let black = Context::new(&board, Color::Black, &config, 7);
        let white = Context::new(&board, Color::White, &config, 7);
        let at = |c: &Context, x, y| Context::level(&c.owner, board.point(x, y));
        assert!(at(&black, 0, 3) >= OWNER_LEVELS as u8 - 1);
        assert!(at(&black, 6, 3) <= 2);
        assert!(at(&white, 6, 3) >= OWNER_LEVELS as u8 - 1);
        assert!(at(&white, 0, 3) <= 2);
    }
}
