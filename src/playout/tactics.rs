//! Local tactics read off the board without playing: liberties a move would have, captures,
//! self-atari, atari escapes, two-liberty chains and the vital points of small eye spaces.
//! The ladder reader, which plays moves on copies of the board, is `reading::ladders`.

use crate::board::{stone_cell, Board, Color, Point, BLACK, BORDER, EMPTY, MAX_ARRAY, WHITE};

/// A handful of distinct points on the stack: chain ids or liberties, never more than `N`.
#[derive(Clone, Copy)]
pub struct PointSet<const N: usize> {
    items: [Point; N],
    len: usize,
}

impl<const N: usize> Default for PointSet<N> {
    fn default() -> Self {
        PointSet {
            items: [Point::PASS; N],
            len: 0,
        }
    }
}

impl<const N: usize> PointSet<N> {
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.items[..self.len].contains(&p)
    }
    /// Adds `p` unless present or full; true when it was added.
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        if self.len == N || self.contains(p) {
            return false;
        }
        self.items[self.len] = p;
        self.len += 1;
        true
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn as_slice(&self) -> &[Point] {
        &self.items[..self.len]
    }
}

/// What a move would do, learnt without playing it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// Liberties of the chain the new stone joins, counted up to the limit asked for.
    pub libs: u32,
    /// Opponent stones the move removes.
    pub captured: u32,
    /// Stones in the chain after the move (the new stone included).
    pub chain_size: u32,
}

impl MoveEffect {
    /// Puts its own chain in atari without capturing anything: the opponent takes next move.
    #[inline]
    pub fn is_self_atari(&self) -> bool {
        self.libs <= 1 && self.captured == 0
    }
}

// The readers below work on the board's arrays directly (see the representation notes in
// `board`): they run for nearly every playout move, where going through `Option<Color>` and
// iterator adaptors cost more than the reading itself.

#[inline(always)]
fn adj(board: &Board, i: usize) -> [usize; 4] {
    let s = board.stride;
    [i - s, i - 1, i + 1, i + s]
}

/// Chain info says "one liberty" (the stone at `i` must exist). A chain in atari touches its
/// liberty at most four times, so bigger pseudo-liberty counts skip the multiplications.
#[inline(always)]
fn in_atari(board: &Board, i: usize) -> bool {
    let info = &board.chains[board.chain[i] as usize];
    info.libs <= 4 && info.in_atari()
}

/// The liberty of the chain through `p` if `p` holds a stone and that chain is in atari.
#[inline]
pub fn atari_point(board: &Board, p: Point) -> Option<Point> {
    let i = p.index();
    let cell = board.cells[i];
    if (cell == BLACK || cell == WHITE) && in_atari(board, i) {
        Some(Point(atari_lib(board, i) as u16))
    } else {
        None
    }
}

/// The single liberty of the chain through stone `i`, which must be in atari.
#[inline(always)]
fn atari_lib(board: &Board, i: usize) -> usize {
    let info = &board.chains[board.chain[i] as usize];
    (info.lib_sum / info.libs as u32) as usize
}

/// Walks the chain with head `head`, calling `more` with each empty neighbour other than
/// `skip` (a liberty touching several of its stones comes once per stone) until `more` says
/// enough; true when it stopped the walk.
#[inline(always)]
fn walk_liberties(
    board: &Board,
    head: usize,
    skip: usize,
    mut more: impl FnMut(usize) -> bool,
) -> bool {
    let mut s = head;
    loop {
        for n in adj(board, s) {
            if board.cells[n] == EMPTY && n != skip && !more(n) {
                return true;
            }
        }
        s = board.next_stone[s] as usize;
        if s == head {
            return false;
        }
    }
}

/// Adds the liberties of the chain with head `head` other than `skip` to `libs`, stopping
/// once `libs` holds `limit` points.
#[inline]
fn collect_libs(board: &Board, head: usize, skip: usize, limit: usize, libs: &mut PointSet<8>) {
    walk_liberties(board, head, skip, |n| {
        libs.insert(Point(n as u16));
        libs.len() < limit
    });
}

/// Liberties (capped at `limit`, at most 8), captures and chain size that `color` playing the
/// empty on-board point `p` would produce.
pub fn move_effect(board: &Board, color: Color, p: Point, limit: u32) -> MoveEffect {
    move_effect_libs(board, color, p, limit).0
}

/// `move_effect` plus the liberties it counted (all of them when fewer than `limit`).
fn move_effect_libs(
    board: &Board,
    color: Color,
    p: Point,
    limit: u32,
) -> (MoveEffect, PointSet<8>) {
    let limit = limit.min(8) as usize;
    let pi = p.index();
    let own = stone_cell(color);
    let mut libs: PointSet<8> = PointSet::default();
    let mut captured_heads: PointSet<4> = PointSet::default();
    let mut own_heads: PointSet<4> = PointSet::default();
    let mut captured = 0;
    let mut size = 1;
    // Empty neighbours and captures first: in open space they settle the question at once.
    for n in adj(board, pi) {
        match board.cells[n] {
            EMPTY => {
                libs.insert(Point(n as u16));
            }
            BORDER => {}
            c => {
                let head = board.chain[n];
                let info = &board.chains[head as usize];
                if c == own {
                    if own_heads.insert(Point(head)) {
                        size += info.size as u32;
                    }
                } else if in_atari(board, n) {
                    // An opponent chain next to an empty p in atari has p as its liberty; the
                    // captured stone next to p becomes a liberty at once.
                    libs.insert(Point(n as u16));
                    if captured_heads.insert(Point(head)) {
                        captured += info.size as u32;
                    }
                }
            }
        }
    }
    for &head in own_heads.as_slice() {
        if libs.len() >= limit {
            break;
        }
        let head = head.index();
        // A chain in atari next to p has p as its only liberty: nothing to add.
        if !in_atari(board, head) {
            collect_libs(board, head, pi, limit, &mut libs);
        }
    }
    let effect = MoveEffect {
        libs: (libs.len() as u32).min(limit as u32),
        captured,
        chain_size: size,
    };
    (effect, libs)
}

/// The quick self-atari test playouts use. Returns `None` when the move is safe, `Some(size)`
/// with the size of the chain that would be left in atari otherwise. The same answer as
/// `move_effect(board, color, p, 2).is_self_atari()`, without building its liberty set: it
/// runs for most candidate moves of most playout moves, and stops at the second liberty.
#[inline]
pub fn self_atari_size(board: &Board, color: Color, p: Point) -> Option<u32> {
    let pi = p.index();
    let own = stone_cell(color);
    let neighbours = adj(board, pi);
    // A liberty the stone would have (0: none found yet; no liberty is cell 0).
    let mut liberty = 0;
    for &n in &neighbours {
        match board.cells[n] {
            EMPTY if liberty == 0 => liberty = n,
            EMPTY => return None,
            BORDER => {}
            c if c != own && in_atari(board, n) => return None,
            _ => {}
        }
    }
    // Our chains beside p that are not in atari have a liberty besides p: each found that is
    // not the one already counted is the second liberty.
    let mut heads: PointSet<4> = PointSet::default();
    let mut size = 1;
    for &n in &neighbours {
        if board.cells[n] != own {
            continue;
        }
        let head = board.chain[n];
        if !heads.insert(Point(head)) {
            continue;
        }
        size += board.chains[head as usize].size as u32;
        if in_atari(board, n) {
            continue;
        }
        let second_found = walk_liberties(board, head as usize, pi, |m| {
            if liberty == 0 {
                liberty = m;
            }
            m == liberty
        });
        if second_found {
            return None;
        }
    }
    Some(size)
}

/// Is `color`'s self-atari at `p` a throw-in: are the stones it puts in atari inside a small
/// space the opponent encloses (at most six points, those stones included) that makes one eye
/// at most once they are taken and the capturing stone stands on their last liberty? Then the
/// self-atari shrinks a two-point eye to one, makes an eye on a cutting point false or builds
/// a nakade shape (filling a bent four leaves a straight three); a straight four the capture
/// would leave lives, and filling towards it only gives the opponent that.
pub fn is_throw_in(board: &Board, color: Color, p: Point) -> bool {
    let Some(space) = EyeSpace::around(board, stone_cell(color.opponent()), p.index()) else {
        return false;
    };
    // The opponent captures on our chain's last liberty; the space left is the rest.
    let (_, libs) = move_effect_libs(board, color, p, 2);
    match *libs.as_slice() {
        [capture] => space.without(capture.index()).is_dead_shape(board),
        _ => false,
    }
}

/// Does `color` at `p` leave an adjacent opponent chain in atari too (it had two liberties, `p`
/// one of them)? As a self-atari outside the opponent's eye space that is filling a shared
/// liberty: the opponent captures first, which in a seki gives the opponent life and takes
/// ours.
pub fn fills_shared_liberty(board: &Board, color: Color, p: Point) -> bool {
    let opp = stone_cell(color.opponent());
    adj(board, p.index())
        .into_iter()
        .any(|n| board.cells[n] == opp && two_libs(board, Point(n as u16)).is_some())
}

/// Moves that could rescue the chain through `chain` (which must be in atari): extending at its
/// liberty when that yields two liberties or more, and capturing any adjacent opponent chain
/// in atari. Calls `out` for each (duplicates possible). The ladder that may follow a run to
/// two liberties is not read: reading it in the playouts won self-play at equal playouts but
/// lost at equal time (docs/experiments/playout-policy.md, "Ladders in the playouts").
pub fn atari_escapes(board: &Board, chain: Point, mut out: impl FnMut(Point)) {
    let Some(color) = board.color_at(chain) else {
        return;
    };
    let ci = chain.index();
    if !in_atari(board, ci) {
        return;
    }
    let opp = stone_cell(color.opponent());
    let head = board.chain[ci] as usize;
    let mut s = head;
    loop {
        for n in adj(board, s) {
            if board.cells[n] == opp && in_atari(board, n) {
                let l = Point(atari_lib(board, n) as u16);
                if board.is_legal(color, l) {
                    out(l);
                }
            }
        }
        s = board.next_stone[s] as usize;
        if s == head {
            break;
        }
    }
    let lib = Point(atari_lib(board, ci) as u16);
    if !board.is_legal(color, lib) {
        return;
    }
    if move_effect(board, color, lib, 2).libs >= 2 {
        out(lib);
    }
}

/// The two liberties of the chain through stone `p` if it has exactly two. Walks the chain at
/// most until a third liberty turns up.
#[inline]
pub fn two_libs(board: &Board, p: Point) -> Option<[Point; 2]> {
    let i = p.index();
    let cell = board.cells[i];
    if cell == EMPTY || cell == BORDER || in_atari(board, i) {
        return None;
    }
    // A liberty touches at most four stones of the chain, so two liberties make at most eight
    // pseudo-liberties: chains in open space need no walk.
    if board.chains[board.chain[i] as usize].libs > 8 {
        return None;
    }
    let mut libs: PointSet<8> = PointSet::default();
    collect_libs(board, board.chain[i] as usize, 0, 3, &mut libs);
    match *libs.as_slice() {
        [a, b] => Some([a, b]),
        _ => None,
    }
}

/// The largest eye space whose vital point the readers know.
const EYE_SPACE_MAX: usize = 6;

/// Signatures (sorted counts of neighbours inside the space) of the eye spaces a stone on the
/// vital point kills: straight and bent three, pyramid four, bulky five, crossed five,
/// rabbity six. Each belongs to that one shape among shapes of its size.
macro_rules! killable_shapes {
    () => {
        [1, 1, 2] | [1, 1, 1, 3] | [1, 2, 2, 2, 3] | [1, 1, 1, 1, 4] | [1, 1, 2, 2, 2, 4]
    };
}

/// A small eye space: the points (empty or holding intruder stones) of a region that one
/// colour's stones and the edge enclose.
///
/// The points are cell indices; the slots past `len` hold 0, the padded array's corner, which
/// is no point's neighbour. So membership compares all eight slots at once, without a loop
/// that branches on `len`: the fills below test it for every neighbour they look at, nearly
/// every playout move.
struct EyeSpace {
    points: [u16; EYE_SPACE_SLOTS],
    len: usize,
}

/// One slot past the largest space, for the point that shows a region is too big.
const EYE_SPACE_SLOTS: usize = 8;
const _: () = assert!(EYE_SPACE_MAX < EYE_SPACE_SLOTS);

impl EyeSpace {
    /// The region of cells other than `owner` stones through `start`, if it has at most
    /// `EYE_SPACE_MAX` points.
    #[inline]
    fn around(board: &Board, owner: u8, start: usize) -> Option<EyeSpace> {
        let (space, closed) = EyeSpace::fill(board, owner, start, false);
        closed.then_some(space)
    }

    /// Fills the region through `start` up to `EYE_SPACE_MAX` points, or one more when it is
    /// bigger (then false: not an eye space). With `empty_only` a stone of the other colour
    /// ends the fill too (false): a space holding none is what most moves near an eye
    /// concern, and stopping at the first such stone or the first point too many keeps the
    /// fill to a handful of steps on a busy board.
    #[inline]
    fn fill(board: &Board, owner: u8, start: usize, empty_only: bool) -> (EyeSpace, bool) {
        let mut space = EyeSpace {
            points: [0; EYE_SPACE_SLOTS],
            len: 1,
        };
        space.points[0] = start as u16;
        let mut i = 0;
        while i < space.len {
            for n in adj(board, space.point(i)) {
                let c = board.cells[n];
                if c == owner || c == BORDER {
                    continue;
                }
                // An empty-only space never holds a foreign stone: no need to look it up.
                if empty_only && c != EMPTY {
                    return (space, false);
                }
                if space.contains(n) {
                    continue;
                }
                space.points[space.len] = n as u16;
                space.len += 1;
                if space.len > EYE_SPACE_MAX {
                    return (space, false);
                }
            }
            i += 1;
        }
        (space, true)
    }

    #[inline(always)]
    fn point(&self, k: usize) -> usize {
        self.points[k] as usize
    }

    #[inline(always)]
    fn points(&self) -> impl Iterator<Item = usize> + '_ {
        self.points[..self.len].iter().map(|&p| p as usize)
    }

    #[inline(always)]
    fn contains(&self, i: usize) -> bool {
        let i = i as u16;
        self.points.iter().fold(false, |found, &p| found | (p == i))
    }

    /// The space less the point `i` (which the opponent's capturing stone will fill).
    fn without(&self, i: usize) -> EyeSpace {
        let mut rest = EyeSpace {
            points: [0; EYE_SPACE_SLOTS],
            len: 0,
        };
        for p in self.points() {
            if p != i {
                rest.points[rest.len] = p as u16;
                rest.len += 1;
            }
        }
        rest
    }

    /// How many points of the space each point touches, and the same numbers sorted: the
    /// shape's signature.
    fn degrees(&self, board: &Board) -> ([u8; EYE_SPACE_MAX + 1], [u8; EYE_SPACE_MAX + 1]) {
        let mut degree = [0u8; EYE_SPACE_MAX + 1];
        for (k, p) in self.points().enumerate() {
            degree[k] = adj(board, p).iter().filter(|&&n| self.contains(n)).count() as u8;
        }
        let mut sorted = degree;
        sorted[..self.len].sort_unstable();
        (degree, sorted)
    }

    /// Can this space, emptied, make only one eye against a stone on its vital point? Two
    /// points or fewer, the killable shapes, and the square four (dead as it stands); a space
    /// in pieces makes an eye in each and is not dead.
    fn is_dead_shape(&self, board: &Board) -> bool {
        if self.len <= 2 {
            return true;
        }
        let (_, sorted) = self.degrees(board);
        matches!(&sorted[..self.len], killable_shapes!() | [2, 2, 2, 2])
    }

    /// The point the side to move wants in this space, whichever side it is: the owner
    /// takes it to make two eyes, the intruder to leave one. For the killable shapes
    /// (straight and bent three, pyramid four, bulky and crossed five, rabbity six) that is
    /// the point touching the most others, when it is still empty; in a straight or bent
    /// four, whose two middle points are miai, it is the middle point the intruder has not
    /// taken yet.
    fn vital_point(&self, board: &Board) -> Option<usize> {
        let len = self.len;
        if len < 3 {
            return None;
        }
        let (degree, sorted) = self.degrees(board);
        let most = (0..len).max_by_key(|&k| degree[k]).unwrap_or(0);
        let empty = |k: usize| board.cells[self.point(k)] == EMPTY;
        match &sorted[..len] {
            killable_shapes!() => empty(most).then_some(self.point(most)),
            [1, 1, 2, 2] => {
                let mut middles = (0..len).filter(|&k| degree[k] == 2);
                let (a, b) = (middles.next()?, middles.next()?);
                match (empty(a), empty(b)) {
                    (true, false) => Some(self.point(a)),
                    (false, true) => Some(self.point(b)),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

/// The vital point of a small eye space (three to six points) that the move at `last` concerns:
/// one its stone borders, or the one its stone was placed inside. For the side to move it is
/// the nakade that kills or the point that makes two eyes; see `EyeSpace::vital_point`.
pub fn nakade_point(board: &Board, last: Point) -> Option<Point> {
    let li = last.index();
    let own = board.cells[li];
    if own != BLACK && own != WHITE {
        return None;
    }
    let other = own ^ (BLACK | WHITE);
    // A placement inside the opponent's space: its chain has five stones at most, and unless
    // it took the vital point already (nothing left to answer) its stone touches at most two
    // points of the space, so the opponent's stones or the edge on two sides.
    let walls = adj(board, li)
        .into_iter()
        .filter(|&n| board.cells[n] == other || board.cells[n] == BORDER)
        .count();
    if walls >= 2 && (board.chains[board.chain[li] as usize].size as usize) < EYE_SPACE_MAX {
        if let Some(v) = EyeSpace::around(board, other, li).and_then(|s| s.vital_point(board)) {
            return Some(Point(v as u16));
        }
    }
    // A move on the wall of its own empty space: each empty neighbour's region is filled once
    // (open areas reach several neighbours, which the partial fill already shows).
    let neighbours = adj(board, li);
    let mut filled = [false; 4];
    for (k, &n) in neighbours.iter().enumerate() {
        if board.cells[n] != EMPTY || filled[k] {
            continue;
        }
        // Points of a small space next to its wall have one or two empty neighbours and
        // none of the other colour: most neighbours of a move fail that before any filling.
        // With no empty neighbour the point is a one-point eye, too small for a vital point;
        // in a late playout those are the commonest case.
        let mut empties = 0;
        let mut foreign = false;
        for m in adj(board, n) {
            empties += (board.cells[m] == EMPTY) as u32;
            foreign |= board.cells[m] == other;
        }
        if foreign || empties == 0 || empties > 2 {
            continue;
        }
        let (space, closed) = EyeSpace::fill(board, own, n, true);
        if closed {
            if let Some(v) = space.vital_point(board) {
                return Some(Point(v as u16));
            }
        }
        for (j, &m) in neighbours.iter().enumerate().skip(k + 1) {
            filled[j] |= space.contains(m);
        }
    }
    None
}

/// Vital points of the small eye spaces on the board, either colour's, for the priors (as
/// many as `out` holds; it starts empty).
pub fn nakade_points<const N: usize>(board: &Board, out: &mut PointSet<N>) {
    for owner in [BLACK, WHITE] {
        // Each region is filled once: every point a fill reached (the first points of a big
        // region included) is marked, so the work follows the number of empty points.
        let mut seen = [0u64; MAX_ARRAY.div_ceil(64)];
        for &p in board.empty_points() {
            let i = p.index();
            if seen[i / 64] & (1 << (i % 64)) != 0
                || !adj(board, i).iter().any(|&n| board.cells[n] == owner)
            {
                continue;
            }
            let (space, closed) = EyeSpace::fill(board, owner, i, false);
            for q in space.points() {
                seen[q / 64] |= 1 << (q % 64);
            }
            if let Some(v) = closed.then(|| space.vital_point(board)).flatten() {
                out.insert(Point(v as u16));
            }
        }
    }
}

/// The 8 points around `p` (orthogonal first), border points included.
#[inline]
pub fn around(board: &Board, p: Point) -> [Point; 8] {
    let n = board.neighbours(p);
    let d = board.diagonals(p);
    [n[0], n[1], n[2], n[3], d[0], d[1], d[2], d[3]]
}
