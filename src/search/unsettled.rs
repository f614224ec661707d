//! Priors for the moves that touch a big group whose fate is open. The games on 19x19 are lost
//! when a group of five to fifteen stones without two eyes is left alone for a move elsewhere
//! and killed (docs/experiments/groups-that-live.md): the move model rates the defence by
//! its shape, not by what hangs on it, and progressive widening may not admit it in time.
//! Each search measures, at its root, which chains of `min_stones` or more end up their own
//! colour's in neither most nor few playouts; at every node below it, a move on a liberty of
//! such a chain (still standing there) gets an opinion that grows with the chain's size, for
//! either side, since the point that saves a group is most often the point that kills it.
//! Off by default: at weight 4 it lost 19x19 self-play at 3,500 playouts 17 of 40 and left the
//! tactical suites where they were (docs/experiments/groups-that-live.md).

use std::sync::{Arc, RwLock};

use crate::board::{Board, Color, Point};
use crate::playout::tactics::PointSet;
use crate::playout::{HeuristicConfig, HeuristicPolicy};
use crate::rules::playout_ownership;

use super::prior::{Opinion, Prior};
use super::PriorHook;

/// The knobs of `UnsettledGroups` (`--param prior_unsettled_*`).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct UnsettledWeights {
    /// The opinion on a move touching an unsettled chain; weight 0 turns the priors off.
    pub opinion: Opinion,
    /// Extra visits per stone of the chains it touches (up to 10 stones).
    pub per_stone: f32,
    /// Playouts measuring the root's ownership.
    pub playouts: u32,
    /// A chain counts as unsettled when its colour owns its stones in a share of the playouts
    /// within this distance of one half.
    pub band: f32,
    /// Chains smaller than this are not groups whose fate decides a game.
    pub min_stones: u32,
}

impl Default for UnsettledWeights {
    fn default() -> Self {
        UnsettledWeights {
            opinion: Opinion::new(0.7, 0.0),
            per_stone: 0.5,
            playouts: 32,
            band: 0.3,
            min_stones: 5,
        }
    }
}

impl UnsettledWeights {
    pub fn is_on(&self) -> bool {
        self.opinion.weight > 0.0 && self.playouts > 0
    }
}

/// Per board index: the colour (as `Color as u8 + 1`) of a stone of an unsettled chain at the
/// root, 0 elsewhere.
type UnsettledMap = Vec<u8>;

/// Which chains of `board` are unsettled, measured by `playouts` playouts of `policy` from it.
fn unsettled_chains(
    board: &Board,
    to_play: Color,
    policy: &HeuristicPolicy,
    weights: &UnsettledWeights,
    seed: u64,
) -> UnsettledMap {
    let mut map = vec![0u8; board.array_len()];
    let ownership = playout_ownership(board, to_play, policy, weights.playouts as usize, seed);
    // Per chain (by its id's index): the summed own-colour share of its stones.
    let mut share = vec![0f32; board.array_len()];
    for (i, p) in board.points().enumerate() {
        let own = match board.color_at(p) {
            Some(Color::Black) => ownership.black[i],
            Some(Color::White) => ownership.white[i],
            None => continue,
        };
        share[board.chain_id(p).index()] += own;
    }
    for p in board.points() {
        let Some(color) = board.color_at(p) else {
            continue;
        };
        let size = board.chain_size(p);
        if size < weights.min_stones {
            continue;
        }
        let mean = share[board.chain_id(p).index()] / size as f32;
        if (mean - 0.5).abs() <= weights.band {
            map[p.index()] = color as u8 + 1;
        }
    }
    map
}

/// The opinion `weights` give a move at `p` on `board`, given the root's unsettled stones, or
/// None when it touches no unsettled chain of the root still standing.
fn unsettled_opinion(
    board: &Board,
    map: &[u8],
    weights: &UnsettledWeights,
    p: Point,
) -> Option<Opinion> {
    let mut chains: PointSet<4> = PointSet::default();
    let mut stones = 0;
    for n in board.neighbours(p) {
        let Some(color) = board.color_at(n) else {
            continue;
        };
        if map.get(n.index()).copied() != Some(color as u8 + 1) {
            continue;
        }
        if chains.insert(board.chain_id(n)) {
            stones += board.chain_size(n);
        }
    }
    (stones > 0).then(|| {
        Opinion::new(
            weights.opinion.value,
            weights.opinion.weight + weights.per_stone * stones.min(10) as f32,
        )
    })
}

/// The prior hook: measures at each search's root, adds the opinion at every expansion.
pub struct UnsettledGroups {
    weights: UnsettledWeights,
    policy: HeuristicPolicy,
    root: RwLock<Option<Arc<UnsettledMap>>>,
}

impl UnsettledGroups {
    /// None when `weights` leave the priors off.
    pub fn new(weights: UnsettledWeights, policy: HeuristicConfig) -> Option<UnsettledGroups> {
        weights.is_on().then(|| UnsettledGroups {
            weights,
            policy: HeuristicPolicy::new(policy),
            root: RwLock::new(None),
        })
    }
}

impl PriorHook for UnsettledGroups {
    /// Seeded by the position, so the same position always gets the same priors.
    fn prepare(&self, root: &Board, to_play: Color) {
        let map = unsettled_chains(
            root,
            to_play,
            &self.policy,
            &self.weights,
            root.hash() ^ 0x554E_5345_5454,
        );
        let map = map.iter().any(|&c| c != 0).then(|| Arc::new(map));
        if let Ok(mut slot) = self.root.write() {
            *slot = map;
        }
    }

    fn adjust(&self, board: &Board, _to_play: Color, priors: &mut Vec<Prior>) {
        let Some(map) = self.root.read().ok().and_then(|m| m.clone()) else {
            return;
        };
        for prior in priors.iter_mut() {
            if let Some(opinion) = unsettled_opinion(board, &map, &self.weights, prior.point) {
                prior.add(opinion);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    fn board_from(rows: &[&str]) -> Board {
        Board::from_rows(rows).expect("a square diagram")
    }

    fn weights() -> UnsettledWeights {
        UnsettledWeights {
            opinion: Opinion::new(0.7, 4.0),
            playouts: 64,
            ..UnsettledWeights::default()
        }
    }

    /// White's five stones in the corner hold a straight three: whoever plays its middle
    /// first decides, and the playouts give White the group in a third to a half of them.
    const STRAIGHT_THREE: &[&str] = &[
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "XXXXX....",
        "OOOOX....",
        "...OX....",
    ];

    /// Six white stones sealed in with one line of eye space that Black's wall cuts short:
    /// dead in nearly every playout, so settled.
    const SEALED: &[&str] = &[
        ".........",
        ".XXXXXX..",
        ".XOOOOOOX",
        ".X.....X.",
        "..XXXXX..",
        ".........",
        ".........",
        ".........",
        ".........",
    ];

    #[test]
    fn a_dead_group_is_settled() {
        let board = board_from(SEALED);
        let policy = HeuristicPolicy::default();
        let map = unsettled_chains(&board, Color::Black, &policy, &weights(), 1);
        assert!(map.iter().all(|&c| c == 0));
    }

    #[test]
    fn small_chains_are_not_groups() {
        // Two lone stones in an empty board: too small to count, whoever owns them.
        let board = board_from(&[
            ".........",
            ".........",
            "..X......",
            ".........",
            ".........",
            ".........",
            "......O..",
            ".........",
            ".........",
        ]);
        let policy = HeuristicPolicy::default();
        let map = unsettled_chains(&board, Color::Black, &policy, &weights(), 1);
        assert!(map.iter().all(|&c| c == 0));
    }

    #[test]
    fn a_group_whose_eye_space_is_open_is_unsettled_and_its_liberties_get_the_opinion() {
        let board = board_from(STRAIGHT_THREE);
        let policy = HeuristicPolicy::default();
        let w = weights();
        for to_play in [Color::Black, Color::White] {
            let map = unsettled_chains(&board, to_play, &policy, &w, 1);
            let white = board.point(0, 7);
            assert_eq!(
                map[white.index()],
                Color::White as u8 + 1,
                "the white chain"
            );
            // Black's wall lives: not unsettled.
            assert_eq!(map[board.point(0, 6).index()], 0, "the black wall");
            let vital = board.point(1, 8);
            let opinion = unsettled_opinion(&board, &map, &w, vital).expect("touches it");
            assert_eq!(opinion.value, 0.7);
            assert_eq!(opinion.weight, 4.0 + 0.5 * 5.0, "five white stones");
            // A point that touches no stone gets nothing.
            assert!(unsettled_opinion(&board, &map, &w, board.point(6, 2)).is_none());
        }
    }

    #[test]
    fn a_chain_captured_since_the_root_no_longer_counts() {
        let board = board_from(STRAIGHT_THREE);
        let w = weights();
        let mut map = vec![0u8; board.array_len()];
        // The root thought a black stone stood where the board now has a white one.
        map[board.point(0, 7).index()] = Color::Black as u8 + 1;
        assert!(unsettled_opinion(&board, &map, &w, board.point(0, 8)).is_none());
    }
}
