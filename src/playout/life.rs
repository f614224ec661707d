//! Life and death of a sealed group, read by a small search over its own region. Random
//! playouts misjudge a group whose fate turns on one point (the vital point of its eye space,
//! the throw-in that makes an eye false), and on 19x19 such a group is the commonest way a lead
//! is lost (docs/experiments/groups-that-live.md). Once the opponent has sealed a group
//! in, its fate is a small game played inside the seal: this module finds such groups and
//! plays that game out, either side first, within a node budget.
//!
//! The reading assumes the sealing stones stand (it never plays outside the region), so a
//! verdict of death is only as good as the wall; callers check the wall's liberties before
//! trusting one. A verdict of life needs no such care: Benson's test and a seki hold whatever
//! happens outside.

use fxhash::FxHashMap;
use smallvec::SmallVec;

use crate::board::{Board, Color, Point};

/// What the reading concludes about a group.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Lives whatever the attacker does inside the seal (two eyes or seki).
    Alive,
    /// Its anchor chain is captured whatever the defender does.
    Dead,
    /// The budget ran out, or the answer turns on a ko.
    Open,
}

/// A group the opponent has sealed in: its chains, joined through the empty points they
/// enclose, and the points where its fate is fought out.
#[derive(Clone, Debug, PartialEq)]
pub struct SealedGroup {
    pub color: Color,
    /// A stone of the chain whose capture is the group's death.
    pub anchor: Point,
    /// Every stone of the group's chains.
    pub stones: Vec<Point>,
    /// The empty points the group encloses, and the stones of opponent chains whose every
    /// liberty lies among them (placements, cutting stones): where both sides may play.
    pub area: Vec<Point>,
    /// The fewest liberties of an opponent chain that bounds the area from outside.
    pub wall_liberties: u32,
}

impl SealedGroup {
    /// The group through the stone at `stone`, when the opponent seals it into at most
    /// `max_area` empty points; None for an empty point, an open group or a bigger enclosure.
    pub fn find(board: &Board, stone: Point, max_area: usize) -> Option<SealedGroup> {
        let color = board.color_at(stone)?;
        let len = board.array_len();
        let mut in_group = vec![false; len];
        let mut in_area = vec![false; len];
        let mut stones = Vec::new();
        let mut empties: Vec<Point> = Vec::new();
        let mut opponent_chains: SmallVec<[Point; 16]> = SmallVec::new();
        let mut chain_queue = vec![board.chain_id(stone)];
        let mut next_empty = 0;
        // Chains join the group through the empty points they share; the flood stops at the
        // opponent's stones and gives up once the enclosure is too big to be an eye space.
        loop {
            while let Some(chain) = chain_queue.pop() {
                for s in board.chain_stones(chain) {
                    if in_group[s.index()] {
                        continue;
                    }
                    in_group[s.index()] = true;
                    stones.push(s);
                    for n in board.neighbours(s) {
                        if board.is_empty_at(n) && !in_area[n.index()] {
                            in_area[n.index()] = true;
                            empties.push(n);
                        }
                    }
                }
            }
            if empties.len() > max_area {
                return None;
            }
            let Some(&e) = empties.get(next_empty) else {
                break;
            };
            next_empty += 1;
            for n in board.neighbours(e) {
                if !board.is_on_board(n) {
                    continue;
                }
                match board.color_at(n) {
                    None => {
                        if !in_area[n.index()] {
                            in_area[n.index()] = true;
                            empties.push(n);
                        }
                    }
                    Some(c) if c == color => {
                        if !in_group[n.index()] {
                            chain_queue.push(board.chain_id(n));
                        }
                    }
                    Some(_) => {
                        let id = board.chain_id(n);
                        if !opponent_chains.contains(&id) {
                            opponent_chains.push(id);
                        }
                    }
                }
            }
        }
        if empties.is_empty() {
            return None;
        }
        // An opponent chain is inside when everything it connects to through points without
        // the group's stones (its own eyes, its other stones) stays small and never reaches
        // the enclosure's empty points: the group surrounds it. Otherwise it is the wall.
        let mut area = empties;
        let mut wall_liberties = u32::MAX;
        let mut classified = vec![false; len];
        for &chain in &opponent_chains {
            if classified[chain.index()] {
                continue;
            }
            match enclosed_by(board, color, chain, &in_area, &in_group, max_area) {
                Some(inside) => {
                    for p in inside {
                        classified[p.index()] = true;
                        if !in_area[p.index()] {
                            in_area[p.index()] = true;
                            area.push(p);
                        }
                    }
                }
                None => wall_liberties = wall_liberties.min(board.liberty_count(chain)),
            }
        }
        if area.iter().filter(|&&p| board.is_empty_at(p)).count() > max_area {
            return None;
        }
        Some(SealedGroup {
            color,
            anchor: stone,
            stones,
            area,
            wall_liberties,
        })
    }

    /// Each point of the group's stones and area with what stands there on `board`, one
    /// byte a point (0 empty, else the colour plus one).
    fn contents<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = (Point, u8)> + 'a {
        self.stones
            .iter()
            .chain(&self.area)
            .map(|&p| (p, board.color_at(p).map_or(0, |c| c as u8 + 1)))
    }

    /// The contents of the group's stones and area on `board`: equal snapshots mean the
    /// local fight stands where it stood (`stands_as`).
    pub fn snapshot(&self, board: &Board) -> Vec<u8> {
        self.contents(board).map(|(_, c)| c).collect()
    }

    /// Does `board` hold the local position `snapshot` was taken of?
    pub fn stands_as(&self, board: &Board, snapshot: &[u8]) -> bool {
        self.contents(board)
            .zip(snapshot)
            .all(|((_, c), &was)| c == was)
    }

    /// A key of the local position (its contents and the defender's colour), for caching
    /// verdicts.
    pub fn key(&self, board: &Board) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = fxhash::FxHasher64::default();
        self.color.hash(&mut h);
        for (p, c) in self.contents(board) {
            p.0.hash(&mut h);
            c.hash(&mut h);
        }
        h.finish()
    }
}

/// The points `chain` reaches through points that are neither `color`'s stones nor the
/// enclosure's empty points, when they are few (at most `limit`); None when they run on into
/// the board.
fn enclosed_by(
    board: &Board,
    color: Color,
    chain: Point,
    in_area: &[bool],
    in_group: &[bool],
    limit: usize,
) -> Option<Vec<Point>> {
    let mut members = vec![chain];
    let mut i = 0;
    while i < members.len() {
        for n in board.neighbours(members[i]) {
            if !board.is_on_board(n)
                || in_group[n.index()]
                || board.color_at(n) == Some(color)
                || members.contains(&n)
            {
                continue;
            }
            if in_area[n.index()] {
                // An empty point of the enclosure: the chain's liberty, already counted.
                if board.is_empty_at(n) {
                    continue;
                }
            }
            members.push(n);
            if members.len() > limit {
                return None;
            }
        }
        i += 1;
    }
    Some(members)
}

/// The answer to one reading: the fate with the side to move's best move (a kill for the
/// attacker, a living move for the defender; None for a pass or when nothing works).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub fate: Fate,
    pub best: Option<Point>,
    /// Positions searched.
    pub nodes: u32,
}

/// Reads the fate of `group` on `board` with `to_play` first, searching at most `budget`
/// positions.
pub fn read_life(board: &Board, group: &SealedGroup, to_play: Color, budget: u32) -> Reading {
    let mut search = LifeSearch {
        group,
        budget,
        nodes: 0,
        proven: FxHashMap::default(),
    };
    let depth = (2 * group.area.len() as u32 + 4).min(32);
    let (fate, best) = search.solve(board, to_play, false, depth);
    Reading {
        fate,
        best: best.filter(|p| !p.is_pass()),
        nodes: search.nodes,
    }
}

struct LifeSearch<'a> {
    group: &'a SealedGroup,
    budget: u32,
    nodes: u32,
    /// Proven fates by position, side to move and whether the last move passed.
    proven: FxHashMap<(u128, bool), Fate>,
}

impl LifeSearch<'_> {
    /// The fate with `to_play` to move, and the move that achieves it.
    fn solve(
        &mut self,
        board: &Board,
        to_play: Color,
        passed: bool,
        depth: u32,
    ) -> (Fate, Option<Point>) {
        let defender = self.group.color;
        if board.color_at(self.group.anchor) != Some(defender) {
            return (Fate::Dead, None);
        }
        let key = (board.tt_key(to_play), passed);
        if let Some(&fate) = self.proven.get(&key) {
            return (fate, None);
        }
        if alive_in_seal(board, self.group) {
            return (Fate::Alive, None);
        }
        if depth == 0 || self.nodes >= self.budget {
            return (Fate::Open, None);
        }
        self.nodes += 1;
        let attacking = to_play != defender;
        // The fate this side is after, and the one it suffers if no move works.
        let (wanted, suffered) = if attacking {
            (Fate::Dead, Fate::Alive)
        } else {
            (Fate::Alive, Fate::Dead)
        };
        let mut open = false;
        for mv in self.moves(board, to_play) {
            let fate = if mv.is_pass() {
                if passed {
                    // Both sides leave it alone: the group stands (alive, or seki).
                    Fate::Alive
                } else {
                    self.solve(board, to_play.opponent(), true, depth - 1).0
                }
            } else {
                let mut next = board.clone();
                next.play_legal(to_play, mv);
                if next.ko_point().is_some() {
                    // A ko: who wins it turns on threats outside the seal, which the reading
                    // cannot weigh, so neither side's fate is proven through it.
                    Fate::Open
                } else {
                    self.solve(&next, to_play.opponent(), false, depth - 1).0
                }
            };
            if fate == wanted {
                self.proven.insert(key, wanted);
                return (wanted, Some(mv));
            }
            open |= fate == Fate::Open;
        }
        if open {
            (Fate::Open, None)
        } else {
            self.proven.insert(key, suffered);
            (suffered, None)
        }
    }

    /// `to_play`'s moves inside the seal, likeliest first, then a pass. The defender never
    /// fills its own true eye; the attacker tries what takes liberties from the group first,
    /// then the points with the most empty neighbours (the vital points of eye shapes).
    fn moves(&self, board: &Board, to_play: Color) -> SmallVec<[Point; 24]> {
        let defender = self.group.color;
        let mut scored: SmallVec<[(i32, Point); 24]> = SmallVec::new();
        for &p in &self.group.area {
            if !board.is_legal(to_play, p) {
                continue;
            }
            if to_play == defender && board.is_eye(defender, p) {
                continue;
            }
            let mut score = 0;
            for n in board.neighbours(p) {
                match board.color_at(n) {
                    None if board.is_on_board(n) => score += 2,
                    Some(c) if c != to_play => {
                        let libs = board.liberty_count(n);
                        if libs == 1 {
                            score += 20;
                        } else if libs == 2 {
                            score += 5;
                        }
                    }
                    _ => {}
                }
            }
            scored.push((score, p));
        }
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1 .0.cmp(&b.1 .0)));
        let mut moves: SmallVec<[Point; 24]> = scored.into_iter().map(|(_, p)| p).collect();
        moves.push(Point::PASS);
        moves
    }
}

/// Benson's test within the seal: does the anchor's chain have two regions of the area that
/// only it (and chains alive with it) surround, every empty point of each its liberty? A
/// region touching anything outside the group and its area is never vital, so the answer is
/// sound whatever stands outside.
fn alive_in_seal(board: &Board, group: &SealedGroup) -> bool {
    let defender = group.color;
    // Regions: connected area points without a defender stone.
    let mut regions: SmallVec<[SmallVec<[Point; 8]>; 8]> = SmallVec::new();
    let mut seen: SmallVec<[Point; 24]> = SmallVec::new();
    let in_area = |p: Point| group.area.contains(&p);
    for &start in &group.area {
        if board.color_at(start) == Some(defender) || seen.contains(&start) {
            continue;
        }
        let mut members: SmallVec<[Point; 8]> = SmallVec::new();
        members.push(start);
        seen.push(start);
        let mut closed = true;
        let mut i = 0;
        while i < members.len() {
            for n in board.neighbours(members[i]) {
                if !board.is_on_board(n) || board.color_at(n) == Some(defender) {
                    continue;
                }
                if !in_area(n) {
                    closed = false;
                } else if !seen.contains(&n) {
                    seen.push(n);
                    members.push(n);
                }
            }
            i += 1;
        }
        if closed && members.iter().any(|&p| board.is_empty_at(p)) {
            regions.push(members);
        }
    }
    if regions.len() < 2 {
        return false;
    }
    // Per region: the defender chains around it.
    let borders: SmallVec<[SmallVec<[Point; 4]>; 8]> = regions
        .iter()
        .map(|members| {
            let mut chains: SmallVec<[Point; 4]> = SmallVec::new();
            for &p in members {
                for n in board.neighbours(p) {
                    if board.color_at(n) == Some(defender) {
                        let id = board.chain_id(n);
                        if !chains.contains(&id) {
                            chains.push(id);
                        }
                    }
                }
            }
            chains
        })
        .collect();
    let vital_to = |region: usize, chain: Point| {
        regions[region].iter().all(|&p| {
            !board.is_empty_at(p)
                || board
                    .neighbours(p)
                    .iter()
                    .any(|&n| board.color_at(n) == Some(defender) && board.chain_id(n) == chain)
        })
    };
    let mut chains: SmallVec<[Point; 8]> = SmallVec::new();
    for border in &borders {
        for &c in border {
            if !chains.contains(&c) {
                chains.push(c);
            }
        }
    }
    let mut healthy: SmallVec<[bool; 8]> = smallvec::smallvec![true; regions.len()];
    loop {
        let before = chains.len();
        chains.retain(|c| {
            (0..regions.len())
                .filter(|&r| healthy[r] && vital_to(r, *c))
                .count()
                >= 2
        });
        for (r, border) in borders.iter().enumerate() {
            if border.iter().any(|c| !chains.contains(c)) {
                healthy[r] = false;
            }
        }
        if chains.len() == before {
            break;
        }
    }
    chains.contains(&board.chain_id(group.anchor))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_from(rows: &[&str]) -> Board {
        Board::from_rows(rows).expect("a square diagram")
    }

    const BUDGET: u32 = 20_000;

    /// White's corner group holds a straight three on the first line: whoever plays its
    /// middle first decides.
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

    fn white_group(board: &Board) -> SealedGroup {
        SealedGroup::find(board, board.point(0, 7), 12).expect("sealed")
    }

    #[test]
    fn a_sealed_group_is_found_with_its_eye_space() {
        let board = board_from(STRAIGHT_THREE);
        let group = white_group(&board);
        assert_eq!(group.color, Color::White);
        assert_eq!(group.stones.len(), 5);
        assert_eq!(group.area.len(), 3);
        assert!(group.wall_liberties >= 3);
    }

    #[test]
    fn an_open_group_is_not_sealed() {
        let board = board_from(STRAIGHT_THREE);
        // Black's wall has the whole board around it.
        assert!(SealedGroup::find(&board, board.point(0, 6), 12).is_none());
    }

    #[test]
    fn the_middle_of_a_straight_three_kills_or_lives() {
        let board = board_from(STRAIGHT_THREE);
        let group = white_group(&board);
        let middle = board.point(1, 8);
        let kill = read_life(&board, &group, Color::Black, BUDGET);
        assert_eq!(kill.fate, Fate::Dead);
        assert_eq!(kill.best, Some(middle));
        let live = read_life(&board, &group, Color::White, BUDGET);
        assert_eq!(live.fate, Fate::Alive);
        assert_eq!(live.best, Some(middle));
    }

    #[test]
    fn two_eyes_live_without_a_move() {
        let board = board_from(&[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXXXX...",
            "OOOOOX...",
            ".O.O.X...",
        ]);
        let group = SealedGroup::find(&board, board.point(0, 7), 12).expect("sealed");
        assert!(alive_in_seal(&board, &group));
        let reading = read_life(&board, &group, Color::Black, BUDGET);
        assert_eq!(reading.fate, Fate::Alive);
    }

    #[test]
    fn two_points_of_eye_space_die_whoever_moves() {
        let board = board_from(&[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXX.....",
            "OOOX.....",
            "..OX.....",
        ]);
        let group = SealedGroup::find(&board, board.point(0, 7), 12).expect("sealed");
        for to_play in [Color::White, Color::Black] {
            assert_eq!(read_life(&board, &group, to_play, BUDGET).fate, Fate::Dead);
        }
    }

    #[test]
    fn a_seki_counts_as_life() {
        // White's group (eye A2) and Black's five inside it (eye D1) share one liberty, F2:
        // whoever plays there or in the other's eye loses, so neither does and White stands.
        let board = board_from(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXXXXXXX",
            "XXXXXXXX.",
            "OOOOOOOX.",
            ".OXXX.OX.",
            "OOX.XOOX.",
        ]);
        let group = SealedGroup::find(&board, board.point(0, 6), 12).expect("sealed");
        assert_eq!(group.stones.len(), 13);
        assert_eq!(group.area.len(), 8, "A2, F2, Black's five and their eye");
        for to_play in [Color::Black, Color::White] {
            let reading = read_life(&board, &group, to_play, BUDGET);
            assert_eq!(reading.fate, Fate::Alive, "{to_play:?} first: {reading:?}");
        }
    }

    #[test]
    fn a_big_group_on_the_big_board_hangs_on_its_vital_point() {
        // Fourteen white stones along the bottom edge of 19x19, sealed by Black, with a
        // straight three in the corner: the middle point decides them all.
        let mut rows = vec![".".repeat(19); 19];
        rows[16] = format!("{}{}", "X".repeat(10), ".".repeat(9));
        rows[17] = format!("{}X{}", "O".repeat(9), ".".repeat(9));
        rows[18] = format!("...{}X{}", "O".repeat(6), ".".repeat(9));
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).expect("a diagram");
        let group = SealedGroup::find(&board, board.point(0, 17), 12).expect("sealed");
        assert_eq!(group.stones.len(), 15);
        let middle = board.point(1, 18);
        for (to_play, fate) in [(Color::Black, Fate::Dead), (Color::White, Fate::Alive)] {
            let reading = read_life(&board, &group, to_play, BUDGET);
            assert_eq!(
                (reading.fate, reading.best),
                (fate, Some(middle)),
                "{to_play:?}"
            );
        }
    }

    /// Benson's test within the seal never calls a chain alive that Benson's test on the
    /// whole board does not, and every reading ends within its budget, on positions the
    /// playouts reach at every stage of a game.
    #[test]
    fn life_within_the_seal_agrees_with_benson_on_played_positions() {
        use crate::playout::{playout, FastRng, HeuristicPolicy};
        let policy = HeuristicPolicy::default();
        let mut checked = 0;
        for (size, seed) in [(9usize, 1u64), (9, 2), (9, 3), (13, 4), (19, 5)] {
            for moves in (20..=size * size * 2).step_by(size * 3) {
                let mut board = Board::new(size);
                let mut played = Vec::new();
                let mut rng = FastRng::new(seed);
                playout(
                    &mut board,
                    Color::Black,
                    &policy,
                    &mut rng,
                    moves,
                    &mut played,
                );
                let benson = [
                    crate::rules::pass_alive(&board, Color::Black),
                    crate::rules::pass_alive(&board, Color::White),
                ];
                for p in board.points() {
                    if board.color_at(p).is_none() || board.chain_id(p) != p {
                        continue;
                    }
                    let Some(group) = SealedGroup::find(&board, p, 10) else {
                        continue;
                    };
                    checked += 1;
                    if alive_in_seal(&board, &group) {
                        assert!(benson[group.color as usize][p.index()], "{p:?}");
                    }
                    let reading = read_life(&board, &group, group.color.opponent(), 200);
                    assert!(reading.nodes <= 200);
                }
            }
        }
        assert!(checked > 50, "only {checked} sealed groups met");
    }

    #[test]
    fn the_budget_bounds_the_reading() {
        let board = board_from(STRAIGHT_THREE);
        let group = white_group(&board);
        let reading = read_life(&board, &group, Color::Black, 1);
        assert!(reading.nodes <= 1);
        assert_eq!(reading.fate, Fate::Open);
    }
}
