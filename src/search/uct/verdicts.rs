//! The dragon reader's verdicts in the playouts' scoring. Random playouts leave a dead dragon
//! with an open eye space alive in most games, and kill a living one that needs a single
//! answer to live; no number of them reads its fate right (the fights of the 3 s games: after
//! the killing move the killed dragon was dead in three playouts of four for 5 of 45). So the
//! root's big dragons are read once a search, and a finished playout in which a dragon the
//! reader has settled ended otherwise is counted as read: the dragon's stones and the eye space
//! it enclosed go to the side the reading gives them.
//!
//! A dragon read dead is dead in every playout (when `dead` is asked for: the reading's
//! verdict on a dragon the playouts all but kill anyway is worth least and costs most where
//! it is wrong). A critical dragon is settled by the path's first two moves: the side to move
//! at the root playing its deciding move settles it that way; playing elsewhere, and the other
//! side answering with its deciding move, settles it the other way.

use super::owner_sign;
use crate::board::{Board, Color, Point};
use crate::reading::eyes::read_eyes;
use crate::reading::owl::Status;
use crate::reading::statuses::big_dragon_statuses;

/// Which dragons are read and which verdicts count.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VerdictSettings {
    /// The smallest dragon read; 0 reads none.
    pub min_stones: u32,
    /// Positions each dragon's reading may search.
    pub budget: u32,
    /// Count the dragons read dead as dead in every playout, not only the critical ones after
    /// their deciding moves.
    pub dead: bool,
}

impl Default for VerdictSettings {
    fn default() -> Self {
        VerdictSettings {
            min_stones: 0,
            budget: 2_000,
            dead: false,
        }
    }
}

/// What the reading says of one dragon.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fate {
    Dead,
    Critical { attack: Point, defence: Point },
}

/// One dragon read at the root.
#[derive(Clone, Debug)]
struct Verdict {
    color: Color,
    fate: Fate,
    /// Its stones and enclosed eye space, each with its index in `Board::points` order (the
    /// ownership tables' order).
    area: Vec<(Point, usize)>,
}

/// The root's settled dragons, read before the search starts.
#[derive(Clone, Debug, Default)]
pub struct Verdicts {
    list: Vec<Verdict>,
}

impl Verdicts {
    /// Reads the big dragons of the root position `board`; none when the settings read none.
    pub fn read(board: &Board, settings: VerdictSettings) -> Verdicts {
        if settings.min_stones == 0 {
            return Verdicts::default();
        }
        let order = point_order(board);
        let mut list = Vec::new();
        let statuses = big_dragon_statuses(board, settings.min_stones as usize, settings.budget);
        for (_, dragon, status) in statuses.iter() {
            let fate = match *status {
                Status::Alive => continue,
                Status::Dead if !settings.dead => continue,
                Status::Dead => Fate::Dead,
                Status::Critical { attack, defence } => Fate::Critical { attack, defence },
            };
            let mut area: Vec<Point> = dragon.stones.clone();
            for space in read_eyes(board, dragon).spaces {
                area.extend(space.points);
            }
            area.sort_unstable_by_key(|p| p.0);
            area.dedup();
            let area = area.into_iter().map(|p| (p, order[p.index()])).collect();
            list.push(Verdict {
                color: dragon.color,
                fate,
                area,
            });
        }
        Verdicts { list }
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The change to a finished playout's count (Black minus White) that its settled dragons
    /// make, for a path whose first moves were `first` (by `root_color`) and `second`; each
    /// point whose owner changes goes into `changed` with its index and the change of its
    /// owner's sign (+2 towards Black, -2 towards White, 1 from or to nobody).
    pub fn correct(
        &self,
        board: &Board,
        root_color: Color,
        first: Option<Point>,
        second: Option<Point>,
        changed: &mut Vec<(usize, i32)>,
    ) -> i32 {
        let mut delta = 0;
        for verdict in &self.list {
            let Some(owner) = verdict.settled_owner(root_color, first, second) else {
                continue;
            };
            let wanted = if owner == Color::Black { 1 } else { -1 };
            for &(p, index) in &verdict.area {
                let now = owner_sign(board, p);
                if now != wanted {
                    delta += wanted - now;
                    changed.push((index, wanted - now));
                }
            }
        }
        delta
    }
}

impl Verdict {
    /// Who owns the dragon's area at the end of a playout along this path, when the reading
    /// settles it: its own side when it lives, the other when it dies.
    fn settled_owner(
        &self,
        root_color: Color,
        first: Option<Point>,
        second: Option<Point>,
    ) -> Option<Color> {
        let (lives, dies) = (Some(self.color), Some(self.color.opponent()));
        match self.fate {
            Fate::Dead => dies,
            Fate::Critical { attack, defence } => {
                let (ours, theirs, ours_result, theirs_result) = if root_color == self.color {
                    (defence, attack, lives, dies)
                } else {
                    (attack, defence, dies, lives)
                };
                if first == Some(ours) {
                    ours_result
                } else if first.is_some() && second == Some(theirs) {
                    theirs_result
                } else {
                    None
                }
            }
        }
    }
}

/// Each board index's place in `Board::points` order.
fn point_order(board: &Board) -> Vec<usize> {
    let mut order = vec![0; board.array_len()];
    for (i, p) in board.points().enumerate() {
        order[p.index()] = i;
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    /// White's edge group of ten stones with a straight three eye space: critical, the
    /// middle point of the three both sides' deciding move.
    fn straight_three() -> Board {
        Board::from_rows(&[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXXX....",
            "OOOOXX...",
            "...OOX...",
            "OOOOXX...",
        ])
        .unwrap()
    }

    #[test]
    fn nothing_is_read_when_switched_off() {
        let verdicts = Verdicts::read(&straight_three(), VerdictSettings::default());
        assert!(verdicts.is_empty());
    }

    #[test]
    fn the_killing_move_first_counts_the_dragon_dead_and_the_save_alive() {
        let board = straight_three();
        let settings = VerdictSettings {
            min_stones: 6,
            ..VerdictSettings::default()
        };
        let verdicts = Verdicts::read(&board, settings);
        assert_eq!(verdicts.list.len(), 1, "{:?}", verdicts);
        let vital = board.point(1, 7);
        assert_eq!(
            verdicts.list[0].fate,
            Fate::Critical {
                attack: vital,
                defence: vital
            }
        );
        // On this board, as a playout would leave it, White's 10 stones are White's and the
        // three points of its eye space nobody's (a finished playout's eyes are single points):
        // Black's kill turns the stones from -1 to +1 and the eye space from 0 to +1.
        let mut changed = Vec::new();
        let delta = verdicts.correct(&board, Color::Black, Some(vital), None, &mut changed);
        assert_eq!(delta, 2 * 10 + 3);
        assert_eq!(changed.len(), 13);
        // White's save gives White the eye space; so does a Black move elsewhere answered by
        // the save; an elsewhere answered elsewhere settles nothing.
        let elsewhere = board.point(8, 0);
        let count = |root: Color, first: Option<Point>, second: Option<Point>| {
            verdicts.correct(&board, root, first, second, &mut Vec::new())
        };
        assert_eq!(count(Color::White, Some(vital), None), -3);
        assert_eq!(count(Color::Black, Some(elsewhere), Some(vital)), -3);
        assert_eq!(
            count(Color::White, Some(elsewhere), Some(vital)),
            2 * 10 + 3
        );
        assert_eq!(count(Color::White, Some(elsewhere), Some(elsewhere)), 0);
        assert_eq!(count(Color::White, None, None), 0);
        changed.clear();
        verdicts.correct(&board, Color::White, None, None, &mut changed);
        assert!(changed.is_empty(), "nothing settled, no point changed");
    }
}
