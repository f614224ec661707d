//! Priors from reading the life and death of sealed groups (`playout::life`). Random playouts
//! misjudge a group whose fate turns on one point, and the search, led by them, leaves the
//! point to the opponent: on 19x19 that is how most leads are lost (docs/experiments/groups-that-live.md, where
//! the losses turned). Each search reads, at its root, every group of `min_stones` or more
//! that the opponent has sealed in, once with each side to move. A group the attacker kills
//! by moving first and the defender saves by moving first is unsettled: the move that decides
//! it is urgent for whichever side is to move, at every node where the group's stones and
//! seal are as they were at the root (a move inside changes the question). Verdicts are cached
//! by the local position, so a fight both sides leave alone is read once.
//!
//! Groups alive or dead whoever moves first were tried as well, with a low opinion of every
//! move inside their seal: the suites lost 9 cases of 540, the seal of a living group holding
//! weak chains of its own and liberties the wall needs (docs/experiments/groups-that-live.md).

use std::sync::{Arc, Mutex, RwLock};

use fxhash::FxHashMap;

use crate::board::{Board, Color, Point};
use crate::playout::life::{read_life, Fate, SealedGroup};

use super::prior::{Opinion, Prior};
use super::PriorHook;

/// The knobs of `SealedGroups` (`--param life_*`).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SealedWeights {
    /// The opinion on the move that decides an unsettled group; weight 0 turns reading off.
    pub decisive: Opinion,
    /// Positions each reading may search.
    pub budget: u32,
    /// The most empty points a seal may hold.
    pub max_area: u32,
    /// Groups with fewer stones are captures, left to the tactics.
    pub min_stones: u32,
    /// A verdict of death is trusted only while every chain of the seal has this many
    /// liberties: the reading never plays outside the seal, and a sealing chain of two
    /// liberties is often captured from there (at 2, games showed a "kill" both sides left
    /// alone for 37 moves, the defender able to take a sealing stone).
    pub wall_liberties: u32,
}

impl Default for SealedWeights {
    fn default() -> Self {
        SealedWeights {
            decisive: Opinion::new(0.85, 0.0),
            budget: 3000,
            max_area: 10,
            min_stones: 3,
            wall_liberties: 3,
        }
    }
}

impl SealedWeights {
    pub fn is_on(&self) -> bool {
        self.decisive.weight > 0.0 && self.budget > 0
    }
}

/// Both readings of one group: attacker first, defender first.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Verdict {
    attacker_first: Fate,
    kill: Option<Point>,
    defender_first: Fate,
    save: Option<Point>,
}

#[derive(Clone, Debug, PartialEq)]
struct Problem {
    group: SealedGroup,
    /// The group's stones and area as they stood at the root.
    snapshot: Vec<u8>,
    /// The attacker's killing move and the defender's saving one.
    kill: Option<Point>,
    save: Option<Point>,
}

impl Problem {
    fn stands(&self, board: &Board) -> bool {
        self.group.stands_as(board, &self.snapshot)
    }
}

/// The unsettled sealed groups of `board` (each read once, biggest chains first).
fn read_groups(
    board: &Board,
    weights: &SealedWeights,
    cache: &Mutex<FxHashMap<u64, Verdict>>,
) -> Vec<Problem> {
    let mut chains: Vec<(u32, Point)> = board
        .points()
        .filter(|&p| board.color_at(p).is_some() && board.chain_id(p) == p)
        .map(|p| (board.chain_size(p), p))
        .filter(|&(size, _)| size >= weights.min_stones)
        .collect();
    chains.sort_by(|a, b| b.0.cmp(&a.0).then(a.1 .0.cmp(&b.1 .0)));
    let mut covered = vec![false; board.array_len()];
    let mut problems = Vec::new();
    for (_, chain) in chains {
        if covered[chain.index()] {
            continue;
        }
        let Some(group) = SealedGroup::find(board, chain, weights.max_area as usize) else {
            continue;
        };
        for s in &group.stones {
            covered[s.index()] = true;
        }
        let key = group.key(board);
        let cached = cache.lock().ok().and_then(|c| c.get(&key).copied());
        let verdict = cached.unwrap_or_else(|| {
            let attacker = read_life(board, &group, group.color.opponent(), weights.budget);
            let defender = read_life(board, &group, group.color, weights.budget);
            let verdict = Verdict {
                attacker_first: attacker.fate,
                kill: attacker.best,
                defender_first: defender.fate,
                save: defender.best,
            };
            if let Ok(mut c) = cache.lock() {
                // Bounded memory for a bot that runs for days: old fights are not coming back.
                if c.len() >= 1 << 16 {
                    c.clear();
                }
                c.insert(key, verdict);
            }
            verdict
        });
        // A kill is only as good as the wall it leans on.
        let unsettled = verdict.attacker_first == Fate::Dead
            && verdict.defender_first == Fate::Alive
            && group.wall_liberties >= weights.wall_liberties;
        if unsettled {
            problems.push(Problem {
                snapshot: group.snapshot(board),
                group,
                kill: verdict.kill,
                save: verdict.save,
            });
        }
    }
    problems
}

/// The prior hook: reads at each search's root, advises at every expansion.
pub struct SealedGroups {
    weights: SealedWeights,
    cache: Mutex<FxHashMap<u64, Verdict>>,
    root: RwLock<Option<Arc<Vec<Problem>>>>,
}

impl SealedGroups {
    /// None when `weights` leave reading off.
    pub fn new(weights: SealedWeights) -> Option<SealedGroups> {
        weights.is_on().then(|| SealedGroups {
            weights,
            cache: Mutex::new(FxHashMap::default()),
            root: RwLock::new(None),
        })
    }
}

impl PriorHook for SealedGroups {
    fn prepare(&self, root: &Board, _to_play: Color) {
        let problems = read_groups(root, &self.weights, &self.cache);
        let problems = (!problems.is_empty()).then(|| Arc::new(problems));
        if let Ok(mut slot) = self.root.write() {
            *slot = problems;
        }
    }

    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        let Some(problems) = self.root.read().ok().and_then(|p| p.clone()) else {
            return;
        };
        for problem in problems.iter().filter(|p| p.stands(board)) {
            let decisive = if to_play == problem.group.color {
                problem.save
            } else {
                problem.kill
            };
            if let Some(prior) = priors.iter_mut().find(|p| Some(p.point) == decisive) {
                prior.add(self.weights.decisive);
                prior.urgent = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_from(rows: &[&str]) -> Board {
        Board::from_rows(rows).expect("a square diagram")
    }

    fn weights() -> SealedWeights {
        SealedWeights {
            decisive: Opinion::new(0.85, 20.0),
            ..SealedWeights::default()
        }
    }

    fn prior_at(priors: &[Prior], p: Point) -> Prior {
        *priors.iter().find(|q| q.point == p).expect("a prior there")
    }

    fn even_priors(board: &Board) -> Vec<Prior> {
        board
            .empty_points()
            .iter()
            .map(|&p| Prior::new(p, 0.5, 2.0))
            .collect()
    }

    /// White's corner five around a straight three, and a black group with two eyes on the
    /// other side.
    const BOARD: &[&str] = &[
        "...OXX.X.",
        "...OOXXXX",
        "....OOOOO",
        ".........",
        ".........",
        ".........",
        "XXXXX....",
        "OOOOX....",
        "...OX....",
    ];

    #[test]
    fn the_vital_point_is_urgent_for_both_sides_and_nothing_else_is() {
        let board = board_from(BOARD);
        let hook = SealedGroups::new(weights()).expect("on");
        hook.prepare(&board, Color::Black);
        let vital = board.point(1, 8);
        let inside_eye = board.point(6, 0);
        for to_play in [Color::Black, Color::White] {
            let mut priors = even_priors(&board);
            hook.adjust(&board, to_play, &mut priors);
            let decisive = prior_at(&priors, vital);
            assert!(decisive.urgent, "{to_play:?}");
            assert!(
                decisive.value > 0.8 && decisive.weight > 20.0,
                "{decisive:?}"
            );
            let wasted = prior_at(&priors, board.point(2, 8));
            assert!(!wasted.urgent && wasted.value == 0.5, "not the vital point");
            let inside = prior_at(&priors, inside_eye);
            assert!(
                !inside.urgent && inside.value == 0.5,
                "inside Black's living group"
            );
        }
    }

    #[test]
    fn the_advice_stops_once_the_fight_inside_has_moved() {
        let mut board = board_from(BOARD);
        let hook = SealedGroups::new(weights()).expect("on");
        hook.prepare(&board, Color::Black);
        board.play(Color::Black, board.point(0, 8)).expect("legal");
        let mut priors = even_priors(&board);
        hook.adjust(&board, Color::White, &mut priors);
        assert!(!prior_at(&priors, board.point(1, 8)).urgent);
    }

    #[test]
    fn verdicts_are_cached_by_the_local_position() {
        let board = board_from(BOARD);
        let hook = SealedGroups::new(weights()).expect("on");
        hook.prepare(&board, Color::Black);
        let cached = hook.cache.lock().expect("lock").len();
        assert_eq!(cached, 2, "the white corner and the black eyes");
        // A move far away leaves both fights as they were: nothing new is read.
        let mut elsewhere = board.clone();
        elsewhere
            .play(Color::White, elsewhere.point(4, 4))
            .expect("legal");
        hook.prepare(&elsewhere, Color::Black);
        assert_eq!(hook.cache.lock().expect("lock").len(), cached);
    }

    #[test]
    fn off_reads_nothing() {
        assert!(SealedGroups::new(SealedWeights::default()).is_none());
    }
}
