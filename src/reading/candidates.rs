//! The moves a reader tries at a node, best first: for the owl search, the attacker's moves
//! that take a dragon's eyes and liberties and the defender's that make eyes, run or capture;
//! the race reader builds its own list from the same pieces.

use super::dragon::{chains_touching, Dragon};
use super::eyes::{potential, read_eyes, EyeReport, EyeSpace};
use crate::board::{Board, Color, Point};
use crate::playout::tactics::move_effect;

/// Candidates, best first, each once, at most `most`, legal for `color` and not a
/// self-atari of three stones or more that captures nothing.
pub(super) struct Candidates<'a> {
    board: &'a Board,
    color: Color,
    most: usize,
    pub(super) moves: Vec<Point>,
}

impl<'a> Candidates<'a> {
    pub(super) fn new(board: &'a Board, color: Color, most: usize) -> Candidates<'a> {
        Candidates {
            board,
            color,
            most,
            moves: Vec::new(),
        }
    }

    pub(super) fn add(&mut self, p: Point) {
        if self.moves.len() >= self.most
            || p.is_pass()
            || self.moves.contains(&p)
            || !self.board.is_legal(self.color, p)
        {
            return;
        }
        let effect = move_effect(self.board, self.color, p, 2);
        if effect.is_self_atari() && effect.captured == 0 && effect.chain_size >= 3 {
            return;
        }
        self.moves.push(p);
    }

    /// The liberty of each of `chains` that is in atari: the capture, or the escape.
    pub(super) fn ataris(&mut self, chains: &[Point]) {
        for &chain in chains {
            if let Some(lib) = self.board.atari_liberty(chain) {
                self.add(lib);
            }
        }
    }

    /// For each of our `chains` in atari, the escape, then the capture of any chain beside
    /// it that is in atari too: a chain with no escape (its liberty a suicide) is saved only
    /// by taking a stone that holds it.
    pub(super) fn rescues(&mut self, chains: &[Point]) {
        let board = self.board;
        for &chain in chains {
            let Some(lib) = board.atari_liberty(chain) else {
                continue;
            };
            self.add(lib);
            for holder in chains_touching(board, board.chain_stones(chain), self.color.opponent()) {
                if let Some(capture) = board.atari_liberty(holder) {
                    self.add(capture);
                }
            }
        }
    }

    /// The vital points of the eye spaces, the corner placements, the margins, then the empty
    /// diagonals of the one-point eyes (where the attacker makes them false and the defender
    /// keeps them).
    fn eye_points(&mut self, eyes: &EyeReport) {
        for space in &eyes.spaces {
            if let Some(v) = space.vital {
                self.add(v);
            }
        }
        self.corner_placements(eyes);
        for space in &eyes.spaces {
            for &m in &space.margins {
                self.add(m);
            }
        }
        let board = self.board;
        for space in eyes
            .spaces
            .iter()
            .filter(|s| s.points.len() == 1 && s.eyes == 1)
        {
            for d in board.diagonals(space.points[0]) {
                if board.is_on_board(d) && board.is_empty_at(d) {
                    self.add(d);
                }
            }
        }
    }

    /// In each eye space whose eyes are not sure, its empty points next to the board's corner
    /// point but not on it (the 2-1 and 2-2 points): where a corner's eye space is most often
    /// reduced to one eye, and kept at two.
    fn corner_placements(&mut self, eyes: &EyeReport) {
        let board = self.board;
        let last = board.size() - 1;
        let near = |v: usize| v.min(last - v);
        for space in eyes.spaces.iter().filter(|s| s.sure < s.eyes) {
            for &p in &space.points {
                let (x, y) = board.xy(p);
                let (nx, ny) = (near(x), near(y));
                if nx <= 1 && ny <= 1 && (nx, ny) != (0, 0) && board.is_empty_at(p) {
                    self.add(p);
                }
            }
        }
    }

    /// The point of each potential eye space touching the most others of it: where eyes are
    /// made, and taken.
    fn potential_vitals(&mut self, eyes: &EyeReport) {
        for region in potential(self.board, &eyes.outside_liberties) {
            if let Some(&p) = region.first() {
                self.add(p);
            }
        }
    }

    /// At most `most` liberties in the open, those with the most empty neighbours first.
    fn open_liberties(&mut self, eyes: &EyeReport, most: usize) {
        let mut outside = eyes.outside_liberties.clone();
        outside.sort_by_key(|&l| std::cmp::Reverse(open_neighbours(self.board, l)));
        for l in outside.into_iter().take(most) {
            self.add(l);
        }
    }

    /// The liberties of the single opponent stones among `chains` that have two: an atari on
    /// a stone that has come in beside the dragon, most often the move that keeps its eye
    /// (GNU Go's reading files 289 → 291, the fights with the reader's priors 58 → 60 of 228,
    /// false alarms 49 → 46, 2026-12-08; ataris on chains of any size: 285).
    fn ataris_on_intruders(&mut self, chains: &[Point]) {
        let board = self.board;
        for &chain in chains {
            if board.chain_stones(chain).nth(1).is_some() {
                continue;
            }
            if let Some(liberties) = board.liberties_up_to(chain, 2) {
                if liberties.len() == 2 {
                    for l in liberties {
                        self.add(l);
                    }
                }
            }
        }
    }

    /// Every point of the eye spaces that `keep` picks.
    fn space_points(&mut self, eyes: &EyeReport, keep: impl Fn(&EyeSpace) -> bool) {
        for space in eyes.spaces.iter().filter(|s| keep(s)) {
            for &p in &space.points {
                self.add(p);
            }
        }
    }
}

/// A space of one or two points whose eye is not sure: the defender tries its points, where
/// connecting the chain short of liberties that walls it keeps the eye (GNU Go's reading
/// cases 294 → 295, 2026-12-08; spaces of up to three or six points, 294 and 292).
fn small_and_unsure(space: &EyeSpace) -> bool {
    space.sure < space.eyes && space.points.len() <= 2
}

/// The attacker's moves: captures of the dragon's chains in atari, the rescue of attacker
/// chains it has in atari (the escape, or the capture of a stone that holds it), the vital
/// points of its eye spaces, the corner placements, the diagonals that make its one-point eyes
/// false, its liberties (in the open first, the most open first) and the points of its eye
/// spaces.
pub(super) fn attacker_moves(
    board: &Board,
    dragon: &Dragon,
    eyes: &EyeReport,
    most: usize,
) -> Vec<Point> {
    let mut c = Candidates::new(board, dragon.color.opponent(), most);
    c.ataris(&dragon.chains);
    c.rescues(&dragon.neighbour_chains(board));
    c.eye_points(eyes);
    c.potential_vitals(eyes);
    c.open_liberties(eyes, usize::MAX);
    c.space_points(eyes, |s| s.points.len() >= 2);
    c.moves
}

/// The defender's moves: captures of the attacker's chains beside the dragon that are in atari,
/// the rescue of its own chains in atari, ataris on single stones that have come in beside it,
/// the vital points of its eye spaces, the diagonals that keep its one-point eyes, the points
/// of its small spaces whose eye is not sure, three of its liberties in the open (the most
/// open first), the liberties of the attacker's chains beside it that are short of them (the
/// race) and the points of its eye spaces of three points or more.
pub(super) fn defender_moves(
    board: &Board,
    dragon: &Dragon,
    eyes: &EyeReport,
    most: usize,
) -> Vec<Point> {
    let mut c = Candidates::new(board, dragon.color, most);
    let neighbours = dragon.neighbour_chains(board);
    c.ataris(&neighbours);
    c.rescues(&dragon.chains);
    c.ataris_on_intruders(&neighbours);
    c.eye_points(eyes);
    c.space_points(eyes, small_and_unsure);
    c.open_liberties(eyes, 3);
    for &n in &neighbours {
        if let Some(libs) = board.liberties_up_to(n, 4) {
            for l in libs {
                c.add(l);
            }
        }
    }
    c.space_points(eyes, |s| s.points.len() >= 3);
    c.moves
}

/// `moves` ordered by what each leaves of the dragon through `stone` once `mover` has played
/// it, best for `mover` first, the order kept between equals: the dragon captured, then with
/// fewer sure eyes, then fewer eyes, then living, for the attacker; the reverse for the
/// defender.
pub(super) fn by_eyes_after(board: &Board, stone: Point, mover: Color, moves: &mut [Point]) {
    let defending = board.color_at(stone) == Some(mover);
    let mut next = board.clone();
    moves.sort_by_cached_key(|&mv| {
        next.clone_from(board);
        let value = eye_value_after(&mut next, stone, mover, mv);
        if defending {
            -value
        } else {
            value
        }
    });
}

/// The dragon through `stone` after `mover` plays `mv` on `board`, valued for its side:
/// captured lowest, living highest, else by sure eyes, then eyes.
fn eye_value_after(board: &mut Board, stone: Point, mover: Color, mv: Point) -> i32 {
    const CAPTURED: i32 = -1000;
    const LIVING: i32 = 1000;
    if board.play(mover, mv).is_err() {
        return 0;
    }
    let Some(dragon) = Dragon::at(board, stone) else {
        return CAPTURED;
    };
    let eyes = read_eyes(board, &dragon);
    if eyes.lives() {
        LIVING
    } else {
        // Counts stay far below the ten each sure eye is worth over an eye.
        10 * eyes.sure as i32 + eyes.eyes as i32
    }
}

/// Empty points next to `p`.
pub(super) fn open_neighbours(board: &Board, p: Point) -> usize {
    board
        .neighbours(p)
        .iter()
        .filter(|&&n| board.is_on_board(n) && board.is_empty_at(n))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_attacker_tries_the_corner_placements_of_an_eye_space_whose_eyes_are_not_sure() {
        // Black's seven-point space in the bottom left corner counts two eyes, one of them
        // not sure; without the placements the six candidates were all liberties outside.
        let board = Board::from_diagram(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             X X X X . . . . .
             . . . X X . . . .
             . . . . X . . . .",
        )
        .expect("diagram");
        let dragon = Dragon::at(&board, board.point(0, 6)).expect("a stone");
        let eyes = read_eyes(&board, &dragon);
        assert_eq!((eyes.eyes, eyes.sure), (2, 1), "{eyes:?}");
        let moves = attacker_moves(&board, &dragon, &eyes, 6);
        for (x, y) in [(1, 8), (0, 7), (1, 7)] {
            assert!(moves.contains(&board.point(x, y)), "{x},{y} in {moves:?}");
        }
    }

    #[test]
    fn the_defender_tries_the_point_that_keeps_an_eye_walled_by_a_chain_short_of_liberties() {
        // White's stones beside the corner: the eye at A3-B3 is walled by the stone at C3,
        // which White's D3 puts in atari. Black's B3 connects it and leaves A3 an eye.
        let board = Board::from_diagram(
            ". . . . . . . . .
             . O . . . . . . .
             . O O O . . . . .
             O X . O . . . . .
             . X . O . . . . .
             X X O O O . . . .
             . . X . O . . . .
             X X O O O . . . .
             . X . . . . . . .",
        )
        .expect("diagram");
        let dragon = Dragon::at(&board, board.point(1, 7)).expect("a stone");
        let eyes = read_eyes(&board, &dragon);
        let b3 = board.point(1, 6);
        assert!(
            eyes.spaces
                .iter()
                .any(|s| s.points.contains(&b3) && s.sure < s.eyes),
            "{eyes:?}"
        );
        assert!(defender_moves(&board, &dragon, &eyes, 6).contains(&b3));
    }
}
