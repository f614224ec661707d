//! Features of a candidate move, as in Coulom's "Computing Elo ratings of move patterns in the
//! game of Go" (2007): a handful of tactical groups with one level each, the 3x3 shape with the
//! atari state of the chains in it, and the largest of a family of nested "gridcular" spatial
//! patterns. Shapes are canonical under the 8 board symmetries and read relative to the mover
//! (own/opponent), so one key covers every orientation and both colours.

use std::sync::OnceLock;

use super::context::{Context, CFG_LEVELS, NO_CONTEXT, OWNER_LEVELS};
use crate::board::{Board, Color, Point, BLACK, EMPTY, WHITE};
use crate::geometry::splitmix64;
use crate::playout::shapes::RING;
use crate::playout::tactics::{move_effect, two_libs, MoveEffect};
use crate::reading::ladder_cache::{atari_ladders, extension_ladders};

/// The tactical groups; a move has at most one level of each.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(usize)]
pub enum Group {
    /// 0: pass after a move, 1: pass after a pass.
    Pass = 0,
    /// 0: ko capture, 1: saves an own chain in atari, 2: takes the last move's stones,
    /// 3: next to an own two-liberty chain, 4: any other capture.
    Capture = 1,
    /// Running from atari by extension. 0: to three or more liberties, 1: to two and the ladder
    /// fails, 2: to two and the ladder works (the chain dies anyway).
    Extension = 2,
    /// 0: atari that starts a working ladder, 1: atari while a ko is on the board, 2: other.
    Atari = 3,
    /// 0: self-atari of one stone, 1: two stones, 2: three or more.
    SelfAtari = 4,
    /// Gridcular distance (dx + dy + max(dx, dy)) to the last move: level d - 2 for d in 2..=17,
    /// 17 meaning "17 or more".
    DistPrev = 5,
    /// The same to the move before it.
    DistPrev2 = 6,
    /// Line from the edge: 0..=3 for lines 1 to 4, 4 for the fifth line and beyond.
    Line = 7,
    /// Liberties of the mover's chain after a move that is no self-atari: 0: two, 1: three,
    /// 2: four or more (a stone that is thin or solid, whatever the 3x3 shape shows).
    Liberties = 8,
    /// Contact with chains short of liberties beyond the atari the other groups read: 0: an
    /// own chain with two liberties, 1: an opponent chain with three, 2: an own chain with
    /// three (the first that applies).
    Contact = 9,
    /// Common Fate Graph distance to the last move's chain: level d - 1 for d in 1..=6, 6
    /// meaning "6 or more" (`context::Context`).
    CfgLast = 10,
    /// The same to the move before it.
    CfgPrevious = 11,
    /// How often the mover owned the point at the end of a few playouts, in eighths.
    Owner = 12,
}

pub const FIXED_GROUPS: usize = 13;
/// Levels per group, in `Group` order.
pub const FIXED_LEVELS: [usize; FIXED_GROUPS] = [
    2,
    5,
    3,
    3,
    3,
    16,
    16,
    5,
    3,
    3,
    CFG_LEVELS,
    CFG_LEVELS,
    OWNER_LEVELS,
];
pub const GROUP_NAMES: [&str; FIXED_GROUPS] = [
    "pass",
    "capture",
    "extension",
    "atari",
    "self-atari",
    "distance to last move",
    "distance to the move before",
    "line",
    "liberties after the move",
    "contact with short chains",
    "graph distance to the last move",
    "graph distance to the move before",
    "playout ownership",
];

/// Radii (gridcular distance) of the nested spatial patterns, smallest first. Radius 3 is the
/// 3x3 square, which `pat3` already covers with atari states.
pub const SPATIAL_RADII: [u8; 7] = [4, 5, 6, 7, 8, 9, 10];
pub const SPATIAL_SIZES: usize = SPATIAL_RADII.len();
const MAX_RADIUS: i32 = 10;

/// Everything the model reads about one candidate move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveFeatures {
    /// Per group: level + 1, or 0 when the group says nothing about the move.
    pub fixed: [u8; FIXED_GROUPS],
    /// The 3x3 code as seen on the board (see `pat3_code`); `NO_PAT3` for a pass.
    pub pat3: u32,
    /// The spatial hash per radius in `SPATIAL_RADII` as seen on the board; 0 for a pass.
    pub spatial: [u64; SPATIAL_SIZES],
}

pub const NO_PAT3: u32 = u32::MAX;

impl MoveFeatures {
    fn pass(board: &Board) -> MoveFeatures {
        let mut fixed = [0; FIXED_GROUPS];
        let level = if board.last_move().is_pass() && board_has_stones(board) {
            1
        } else {
            0
        };
        fixed[Group::Pass as usize] = level + 1;
        MoveFeatures {
            fixed,
            pat3: NO_PAT3,
            spatial: [0; SPATIAL_SIZES],
        }
    }

    pub fn level(&self, group: Group) -> Option<usize> {
        self.fixed[group as usize].checked_sub(1).map(usize::from)
    }
}

fn board_has_stones(board: &Board) -> bool {
    board.stone_count(Color::Black) + board.stone_count(Color::White) > 0
}

/// The features of `color` playing `p` (PASS allowed). `p` should be legal; an occupied or
/// off-board point yields the features of a pass rather than a panic.
pub fn features(board: &Board, color: Color, p: Point) -> MoveFeatures {
    features_in(board, color, p, &NO_CONTEXT)
}

/// As `features`, with the groups that read the whole position taken from `context`.
pub fn features_in(board: &Board, color: Color, p: Point, context: &Context) -> MoveFeatures {
    if p.is_pass() || !board.is_on_board(p) || !board.is_empty_at(p) {
        return MoveFeatures::pass(board);
    }
    MoveFeatures {
        fixed: fixed_features_in(board, color, p, context),
        pat3: pat3_code(board, color, p),
        spatial: spatial_hashes(board, color, p),
    }
}

/// The tactical, distance and line levels of a move to an empty point (per group: level + 1,
/// or 0).
pub fn fixed_features(board: &Board, color: Color, p: Point) -> [u8; FIXED_GROUPS] {
    fixed_features_in(board, color, p, &NO_CONTEXT)
}

/// As `fixed_features`, with the groups that read the whole position taken from `context`.
pub fn fixed_features_in(
    board: &Board,
    color: Color,
    p: Point,
    context: &Context,
) -> [u8; FIXED_GROUPS] {
    let mut fixed = [0u8; FIXED_GROUPS];
    for (group, table) in [
        (Group::CfgLast, &context.cfg_last),
        (Group::CfgPrevious, &context.cfg_previous),
        (Group::Owner, &context.owner),
    ] {
        fixed[group as usize] = Context::level(table, p);
    }
    let mut set = |g: Group, level: usize| fixed[g as usize] = level as u8 + 1;
    tactical(board, color, p, &mut set);
    for (group, prev) in [
        (Group::DistPrev, board.last_move()),
        (Group::DistPrev2, board.previous_move()),
    ] {
        if !prev.is_pass() && board.is_on_board(prev) {
            let d = gridcular(board, p, prev);
            set(group, d.clamp(2, 17) - 2);
        }
    }
    let (x, y) = board.xy(p);
    let s = board.size();
    let line = x.min(y).min(s - 1 - x).min(s - 1 - y);
    set(Group::Line, line.min(4));
    fixed
}

fn gridcular(board: &Board, a: Point, b: Point) -> usize {
    let (ax, ay) = board.xy(a);
    let (bx, by) = board.xy(b);
    let (dx, dy) = (ax.abs_diff(bx), ay.abs_diff(by));
    dx + dy + dx.max(dy)
}

/// How good a capture is: 0 a ko, 1 it saves a chain of ours in atari, 2 it takes the last
/// move's stones, 3 it relieves a chain of ours of two liberties, 4 any other.
fn capture_level(board: &Board, color: Color, p: Point, effect: &MoveEffect) -> usize {
    let opp = color.opponent();
    let last = board.last_move();
    let ko = effect.captured == 1 && effect.chain_size == 1 && effect.libs == 1;
    let mut saves = false;
    let mut takes_last = false;
    let mut near_weak = false;
    for n in board.neighbours(p) {
        if board.color_at(n) != Some(opp) || board.atari_liberty(n) != Some(p) {
            continue;
        }
        for s in board.chain_stones(n) {
            takes_last |= s == last;
            for m in board.neighbours(s) {
                if board.color_at(m) == Some(color) {
                    match board.liberty_count_up_to(m, 3) {
                        1 => saves = true,
                        2 => near_weak = true,
                        _ => {}
                    }
                }
            }
        }
    }
    if ko {
        0
    } else if saves {
        1
    } else if takes_last {
        2
    } else if near_weak {
        3
    } else {
        4
    }
}

/// Capture, extension, atari and self-atari levels.
fn tactical(board: &Board, color: Color, p: Point, set: &mut impl FnMut(Group, usize)) {
    let effect = move_effect(board, color, p, 4);
    let opp = color.opponent();
    if effect.captured > 0 {
        set(Group::Capture, capture_level(board, color, p, &effect));
    } else {
        let running = board
            .neighbours(p)
            .into_iter()
            .any(|n| board.color_at(n) == Some(color) && board.atari_liberty(n) == Some(p));
        if running {
            match effect.libs {
                0 | 1 => {}
                2 => set(
                    Group::Extension,
                    if extension_ladders(board, color, p) {
                        2
                    } else {
                        1
                    },
                ),
                _ => set(Group::Extension, 0),
            }
        }
    }
    if effect.is_self_atari() {
        set(
            Group::SelfAtari,
            (effect.chain_size.clamp(1, 3) - 1) as usize,
        );
        return;
    }
    set(Group::Liberties, (effect.libs.clamp(2, 4) - 2) as usize);
    let mut contact = None;
    for n in board.neighbours(p) {
        let Some(c) = board.color_at(n) else {
            continue;
        };
        let level = match (c == color, board.liberty_count_up_to(n, 4)) {
            (true, 2) => 0,
            (false, 3) => 1,
            (true, 3) => 2,
            _ => continue,
        };
        contact = Some(contact.map_or(level, |l: usize| l.min(level)));
    }
    if let Some(level) = contact {
        set(Group::Contact, level);
    }
    let mut atari = None;
    for n in board.neighbours(p) {
        if board.color_at(n) != Some(opp) || two_libs(board, n).is_none() {
            continue;
        }
        let level = if effect.libs >= 2 && atari_ladders(board, color, p, n) {
            0
        } else if board.ko_point().is_some() {
            1
        } else {
            2
        };
        atari = Some(atari.map_or(level, |l: usize| l.min(level)));
    }
    if let Some(level) = atari {
        set(Group::Atari, level);
    }
}

// Cell states relative to the mover. The 3x3 code adds "in atari" to stones.
const S_EMPTY: u8 = 0;
const S_OWN: u8 = 1;
const S_OPP: u8 = 2;
const S_EDGE: u8 = 3;
const S_OWN_ATARI: u8 = 4;
const S_OPP_ATARI: u8 = 5;

/// Applies symmetry `s` (bit 2 transpose, bit 0 flip x, bit 1 flip y, as `board::Symmetry`)
/// to an offset.
#[inline]
fn transform(s: u8, (dx, dy): (i32, i32)) -> (i32, i32) {
    let (mut dx, mut dy) = if s & 4 != 0 { (dy, dx) } else { (dx, dy) };
    if s & 1 != 0 {
        dx = -dx;
    }
    if s & 2 != 0 {
        dy = -dy;
    }
    (dx, dy)
}

struct Tables {
    /// Per symmetry, which identity-ring cell lands at each position of the ring.
    ring: [[usize; 8]; 8],
    /// Offsets with 1 <= gridcular distance <= MAX_RADIUS, nearest first; `bounds[k]` is how
    /// many of them lie within `SPATIAL_RADII[k]`.
    spatial: Vec<(i32, i32)>,
    spatial_by_symmetry: [Vec<(i32, i32)>; 8],
    bounds: [usize; SPATIAL_SIZES],
    /// Zobrist keys per spatial offset index and cell state (EMPTY has key 0).
    keys: Vec<[u64; 4]>,
    radius_keys: [u64; SPATIAL_SIZES],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut ring = [[0; 8]; 8];
        for (s, row) in ring.iter_mut().enumerate() {
            for (i, &o) in RING.iter().enumerate() {
                let moved = transform(s as u8, o);
                row[i] = RING.iter().position(|&r| r == moved).unwrap_or(0);
            }
        }
        let dist = |(dx, dy): (i32, i32)| {
            let (ax, ay) = (dx.abs(), dy.abs());
            ax + ay + ax.max(ay)
        };
        let mut spatial = Vec::new();
        for dy in -MAX_RADIUS..=MAX_RADIUS {
            for dx in -MAX_RADIUS..=MAX_RADIUS {
                let d = dist((dx, dy));
                if (1..=MAX_RADIUS).contains(&d) {
                    spatial.push((dx, dy));
                }
            }
        }
        // Stable order: by distance, then row, then column. The keys depend on it, so it is
        // part of the model file format.
        spatial.sort_by_key(|&(dx, dy)| (dist((dx, dy)), dy, dx));
        let mut bounds = [0; SPATIAL_SIZES];
        for (k, &r) in SPATIAL_RADII.iter().enumerate() {
            bounds[k] = spatial.iter().filter(|&&o| dist(o) <= r as i32).count();
        }
        let spatial_by_symmetry =
            std::array::from_fn(|s| spatial.iter().map(|&o| transform(s as u8, o)).collect());
        let mut state = 0x5041_5454_4552_4e53u64;
        let keys = spatial
            .iter()
            .map(|_| {
                [
                    0,
                    splitmix64(&mut state),
                    splitmix64(&mut state),
                    splitmix64(&mut state),
                ]
            })
            .collect();
        let radius_keys = std::array::from_fn(|_| splitmix64(&mut state));
        Tables {
            ring,
            spatial,
            spatial_by_symmetry,
            bounds,
            keys,
            radius_keys,
        }
    })
}

/// State of the cell at (x, y) relative to `own` (a board cell value), off-board as EDGE.
#[inline(always)]
fn cell_state(board: &Board, own: u8, x: i32, y: i32) -> u8 {
    let size = board.size() as i32;
    if x < 0 || y < 0 || x >= size || y >= size {
        return S_EDGE;
    }
    state_of(
        board.cells[(y as usize + 1) * board.stride + x as usize + 1],
        own,
    )
}

/// A board cell's value relative to `own`.
#[inline(always)]
fn state_of(cell: u8, own: u8) -> u8 {
    match cell {
        EMPTY => S_EMPTY,
        c if c == own => S_OWN,
        BLACK | WHITE => S_OPP,
        _ => S_EDGE,
    }
}

/// The 3x3 neighbourhood of `p` for `color`, with stones in atari marked, as seen on the
/// board (3 bits per ring cell). `pat3_canonical` maps it to the key shared by its 8
/// symmetric variants.
pub fn pat3_code(board: &Board, color: Color, p: Point) -> u32 {
    if p.is_pass() || !board.is_on_board(p) {
        return NO_PAT3;
    }
    let own = crate::board::stone_cell(color);
    let stride = board.stride as isize;
    let mut code = 0u32;
    // The padded board's border ring holds every neighbour of an on-board point.
    for (i, &(dx, dy)) in RING.iter().enumerate() {
        let q = (p.index() as isize + dy as isize * stride + dx as isize) as usize;
        let mut s = state_of(board.cells[q], own);
        if (s == S_OWN || s == S_OPP) && board.atari_liberty(Point(q as u16)).is_some() {
            s = if s == S_OWN { S_OWN_ATARI } else { S_OPP_ATARI };
        }
        code |= (s as u32) << (3 * i);
    }
    code
}

/// The codes of the 8 symmetric variants of a 3x3 code (the code itself among them).
pub fn pat3_variants(code: u32) -> [u32; 8] {
    if code == NO_PAT3 {
        return [NO_PAT3; 8];
    }
    let t = tables();
    std::array::from_fn(|s| {
        let mut out = 0u32;
        for (i, &j) in t.ring[s].iter().enumerate() {
            out |= ((code >> (3 * j)) & 7) << (3 * i);
        }
        out
    })
}

/// The smallest of the 8 symmetric variants: one key per shape.
pub fn pat3_canonical(code: u32) -> u32 {
    pat3_variants(code).into_iter().min().unwrap_or(code)
}

/// Hashes of the nested spatial patterns around `p` as seen on the board, one per radius. The
/// model lists every symmetric variant of the patterns it knows, so one orientation suffices.
pub fn spatial_hashes(board: &Board, color: Color, p: Point) -> [u64; SPATIAL_SIZES] {
    let mut out = [0u64; SPATIAL_SIZES];
    spatial_hashes_while(board, color, p, |k, hash| {
        out[k] = hash;
        true
    });
    out
}

/// Hands `wanted(radius index, hash)` the spatial hashes around `p` from the smallest radius
/// up, stopping after the first one it answers false to, so a caller that knows no larger
/// pattern can match reads no more of the board.
#[inline]
pub fn spatial_hashes_while(
    board: &Board,
    color: Color,
    p: Point,
    mut wanted: impl FnMut(usize, u64) -> bool,
) {
    if p.is_pass() || !board.is_on_board(p) {
        return;
    }
    let mut running = 0u64;
    for k in 0..SPATIAL_SIZES {
        if !wanted(k, spatial_hash_step(board, color, p, k, &mut running)) {
            return;
        }
    }
}

/// One step of `spatial_hashes_while` for callers that interleave many candidates: extends
/// `running` (0 before radius index 0) from the cells of radius index `k - 1` to those of `k`
/// around the empty point `p` and returns the key of the pattern of radius index `k`.
#[inline]
pub fn spatial_hash_step(
    board: &Board,
    color: Color,
    p: Point,
    k: usize,
    running: &mut u64,
) -> u64 {
    let own = crate::board::stone_cell(color);
    let (x, y) = board.xy(p);
    let (x, y) = (x as i32, y as i32);
    let t = tables();
    let from = if k == 0 { 0 } else { t.bounds[k - 1] };
    for i in from..t.bounds[k] {
        let (dx, dy) = t.spatial[i];
        *running ^= t.keys[i][cell_state(board, own, x + dx, y + dy) as usize];
    }
    nonzero(*running ^ t.radius_keys[k])
}

/// Farthest a spatial cell lies from the move along either axis (gridcular 10 reaches 5).
const SPATIAL_REACH: usize = MAX_RADIUS as usize / 2;

/// The board's cells as states relative to the mover, with a margin of edge cells as wide as
/// the largest spatial pattern reaches: `spatial_hash_step` for many candidates of one
/// position with no bounds test or coordinate arithmetic per cell, the same hashes.
#[derive(Default)]
pub struct SpatialBoard {
    states: Vec<u8>,
    width: usize,
    /// Per spatial offset, its step in `states`.
    steps: Vec<isize>,
}

impl SpatialBoard {
    pub const fn new() -> SpatialBoard {
        SpatialBoard {
            states: Vec::new(),
            width: 0,
            steps: Vec::new(),
        }
    }

    /// Reads `board` for `color` to move.
    pub fn fill(&mut self, board: &Board, color: Color) {
        let size = board.size();
        let width = size + 2 * SPATIAL_REACH;
        if width != self.width {
            self.width = width;
            self.steps = (tables().spatial.iter())
                .map(|&(dx, dy)| dy as isize * width as isize + dx as isize)
                .collect();
        }
        self.states.clear();
        self.states.resize(width * width, S_EDGE);
        let own = crate::board::stone_cell(color);
        for y in 0..size {
            let row = &board.cells[(y + 1) * board.stride + 1..][..size];
            let to = &mut self.states[(y + SPATIAL_REACH) * width + SPATIAL_REACH..][..size];
            for (state, &cell) in to.iter_mut().zip(row) {
                *state = state_of(cell, own);
            }
        }
    }

    /// Where `p`, which must be on the board, lies in this board's states.
    pub fn origin(&self, board: &Board, p: Point) -> usize {
        let (x, y) = board.xy(p);
        (y + SPATIAL_REACH) * self.width + x + SPATIAL_REACH
    }

    /// `spatial_hash_step` for the point whose place `origin` gave.
    #[inline]
    pub fn step(&self, origin: usize, k: usize, running: &mut u64) -> u64 {
        let t = tables();
        let cells = if k == 0 { 0 } else { t.bounds[k - 1] }..t.bounds[k];
        for (&step, keys) in self.steps[cells.clone()].iter().zip(&t.keys[cells]) {
            let state = self.states[origin.wrapping_add_signed(step)];
            // States are below 4: the mask spares the keys' bounds test.
            *running ^= keys[usize::from(state & 3)];
        }
        nonzero(*running ^ t.radius_keys[k])
    }
}

/// 0 marks "no pattern" (a pass); a real hash of 0 is vanishingly rare, so it is moved.
#[inline]
fn nonzero(h: u64) -> u64 {
    h.max(1)
}

/// For each radius, the hashes of the pattern's 8 symmetric variants (what `spatial_hashes`
/// gives on each of the 8 transformed boards). Their minimum is the canonical key.
pub fn spatial_variants(board: &Board, color: Color, p: Point) -> [[u64; 8]; SPATIAL_SIZES] {
    if p.is_pass() || !board.is_on_board(p) {
        return [[0; 8]; SPATIAL_SIZES];
    }
    let own = crate::board::stone_cell(color);
    let (x, y) = board.xy(p);
    let (x, y) = (x as i32, y as i32);
    let t = tables();
    let mut hash = [0u64; 8];
    let mut out = [[0u64; 8]; SPATIAL_SIZES];
    let mut from = 0;
    for (k, &to) in t.bounds.iter().enumerate() {
        for i in from..to {
            let keys = &t.keys[i];
            for (s, h) in hash.iter_mut().enumerate() {
                let (dx, dy) = t.spatial_by_symmetry[s][i];
                *h ^= keys[cell_state(board, own, x + dx, y + dy) as usize];
            }
        }
        from = to;
        for s in 0..8 {
            out[k][s] = nonzero(hash[s] ^ t.radius_keys[k]);
        }
    }
    out
}

/// Number of cells a spatial pattern of each radius covers (the move's point excluded).
pub fn spatial_cells() -> [usize; SPATIAL_SIZES] {
    tables().bounds
}

/// Offsets of the spatial cells in hashing order (for documentation and tests).
pub fn spatial_offsets() -> &'static [(i32, i32)] {
    &tables().spatial
}

/// Every candidate the model scores for `color`: the legal points and PASS (last).
pub fn candidates(board: &Board, color: Color, out: &mut Vec<Point>) {
    out.clear();
    out.extend(
        board
            .empty_points()
            .iter()
            .copied()
            .filter(|&p| board.is_legal(color, p)),
    );
    // A stable order keeps training and ties reproducible whatever the empty list's order.
    out.sort_unstable();
    out.push(Point::PASS);
}
