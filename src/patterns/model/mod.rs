//! The trained move model. Each feature a move has carries a strength ("gamma", Coulom 2007)
//! and, in a factorized model, a short latent vector; a move's strength is the product of its
//! features' gammas times `exp` of the sum of the pairwise dot products of their vectors
//! (Factorization Bradley-Terry, Xiao & Müller 2016), so that features can strengthen or weaken
//! each other (a shape next to the last move is not the same shape far from it). A model
//! without vectors is the plain Bradley-Terry model. The probability the model gives a move is
//! its strength over the sum of the strengths of all candidates.
//!
//! File format (little-endian), `TSJPAT03`: the magic; a u32 latent dimension `d`
//! (0..=`LATENT_MAX`); a u32 of context flags (bit 0: the graph-distance groups are read) and
//! a u32 count of ownership playouts (0: the ownership group is not read), which say what
//! `context::Context` the model was trained with; a u32 count of fixed groups (at most `FIXED_GROUPS`: groups a file
//! lacks are neutral, so an older model still loads), and per group, in `Group` order, a u32
//! level count and per level a factor; a u32 count of 3x3 entries, each a u32 canonical code and a
//! factor, in increasing code order (loading adds the symmetric variants); a u32 count of
//! spatial patterns, each a u8 count of hashes (1 to 8: every symmetric variant, since a hash
//! cannot be rotated and listing them lets the engine hash one orientation only), the hashes
//! as u64 in increasing order, and a factor, patterns in increasing order of their first hash.
//! A factor is an f32 gamma and `d` f32s. `TSJPAT02` files are the same without the two
//! context words (models that read no context). Files of the older `TSJPAT01` format (no dimension,
//! the first eight groups, spatial entries one hash and one gamma each) still load, as models
//! without vectors.

mod format;

pub use format::{FormatError, ModelError};

use std::sync::{Arc, OnceLock};

use fxhash::FxHashMap;

use super::context::{Context, ContextConfig, NO_CONTEXT};
use super::features::{
    candidates, features_in, fixed_features_in, pat3_canonical, pat3_code, pat3_variants,
    spatial_hashes_while, MoveFeatures, SpatialBoard, FIXED_GROUPS, FIXED_LEVELS, NO_PAT3,
    SPATIAL_SIZES,
};
use crate::board::{Board, Color, Point};

/// The longest latent vector a model may carry. Vectors are stored at this length (zeros past
/// the model's dimension) so that combining them never branches on the dimension.
pub const LATENT_MAX: usize = 8;

/// The model trained on professional games that ships inside the binary (see the README beside
/// the file for the data and command that made it).
const SHIPPED: &[u8] = include_bytes!("../weights.bin");

/// What one feature contributes to a move's strength.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Factor {
    pub gamma: f32,
    pub latent: [f32; LATENT_MAX],
}

impl Factor {
    pub const NEUTRAL: Factor = Factor {
        gamma: 1.0,
        latent: [0.0; LATENT_MAX],
    };

    pub fn plain(gamma: f32) -> Factor {
        Factor {
            gamma,
            ..Factor::NEUTRAL
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// Latent dimension (0: a plain Bradley-Terry model).
    pub dim: usize,
    /// The whole-position groups the model was trained with, which its users must compute.
    pub context: ContextConfig,
    pub fixed: [Vec<Factor>; FIXED_GROUPS],
    /// Every symmetric variant of each known 3x3 code, to its factor in `factors`.
    pub pat3: FxHashMap<u32, u32>,
    /// Every symmetric variant of each known spatial pattern, to its factor in `factors`.
    pub spatial: FxHashMap<u64, u32>,
    /// One factor per canonical 3x3 shape and per spatial pattern; the maps index into it, so
    /// a pattern's variants share one factor (and the maps stay small).
    pub factors: Vec<Factor>,
    /// `spatial` packed for the search's lookups, made when loading or on first use (a clone
    /// starts without it), so `spatial` must not change once this model has ranked moves.
    pub packed_spatial: PackedCache,
}

/// Ownership playouts a model may ask for at a position: more would make every search's
/// start slow for little gain.
pub const MAX_OWNER_PLAYOUTS: usize = 1024;

/// Bits of a packed slot that hold the factor index (plus one, so that 0 marks an empty slot);
/// the others hold the top of the hash.
const INDEX_BITS: u32 = 24;
const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;

/// The spatial dictionary as one flat open-addressed array of 8-byte slots. The dictionary
/// holds about 300,000 hashes, several megabytes as a general map, so nearly every lookup in
/// a search misses the cache; packed, a lookup touches one line and the next slot's line can be
/// fetched while the current candidate is hashed. A false match needs two different hashes to
/// agree on 40 bits: harmless if it ever happens (a move gets another shape's strength).
#[derive(Clone, Debug)]
struct PackedSpatial {
    slots: Vec<u64>,
    mask: usize,
}

impl PackedSpatial {
    /// `None` when the model has more factors than a slot can name (the map serves then).
    fn new(map: &FxHashMap<u64, u32>) -> Option<PackedSpatial> {
        let capacity = (2 * map.len()).next_power_of_two().max(16);
        let mut table = PackedSpatial {
            slots: vec![0; capacity],
            mask: capacity - 1,
        };
        // The map's order decides only where colliding hashes land, never what a lookup finds.
        for (&hash, &index) in map {
            if u64::from(index) + 1 > INDEX_MASK {
                return None;
            }
            let mut at = table.home(hash);
            while table.slots[at] != 0 {
                at = (at + 1) & table.mask;
            }
            table.slots[at] = (hash & !INDEX_MASK) | (u64::from(index) + 1);
        }
        Some(table)
    }

    #[inline]
    fn home(&self, hash: u64) -> usize {
        (hash >> INDEX_BITS) as usize & self.mask
    }

    /// Asks the processor to start loading `hash`'s home slot.
    #[inline]
    fn prefetch(&self, hash: u64) {
        crate::prefetch::prefetch(&self.slots[self.home(hash)]);
    }

    #[inline]
    fn get(&self, hash: u64) -> Option<u32> {
        let tag = hash & !INDEX_MASK;
        let mut at = self.home(hash);
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return None;
            }
            if slot & !INDEX_MASK == tag {
                return Some((slot & INDEX_MASK) as u32 - 1);
            }
            at = (at + 1) & self.mask;
        }
    }
}

/// A cache derived from the spatial map: it takes no part in comparing models, and a clone
/// starts empty, since the clone's map may be changed before its first use.
#[derive(Debug, Default)]
pub struct PackedCache(OnceLock<Option<PackedSpatial>>);

impl Clone for PackedCache {
    fn clone(&self) -> PackedCache {
        PackedCache::default()
    }
}

impl PartialEq for PackedCache {
    fn eq(&self, _: &PackedCache) -> bool {
        true
    }
}

/// A candidate whose largest known spatial pattern is still being looked for.
#[derive(Copy, Clone)]
struct Pending {
    out: usize,
    /// The point's place in the position's `SpatialBoard`.
    origin: usize,
    strength: Strength,
    running: u64,
    key: u64,
    largest: Option<u32>,
}

impl Default for Model {
    /// Every strength 1: all moves equally likely.
    fn default() -> Self {
        Model {
            dim: 0,
            context: ContextConfig::default(),
            fixed: std::array::from_fn(|g| vec![Factor::NEUTRAL; FIXED_LEVELS[g]]),
            pat3: FxHashMap::default(),
            spatial: FxHashMap::default(),
            factors: Vec::new(),
            packed_spatial: PackedCache::default(),
        }
    }
}

/// The running combination of a move's factors.
#[derive(Copy, Clone)]
struct Strength {
    gamma: f32,
    sum: [f32; LATENT_MAX],
    squares: f32,
}

impl Strength {
    fn new() -> Strength {
        Strength {
            gamma: 1.0,
            sum: [0.0; LATENT_MAX],
            squares: 0.0,
        }
    }

    #[inline]
    fn add(&mut self, f: &Factor, dim: usize) {
        self.gamma *= f.gamma;
        if dim > 0 {
            for (s, &v) in self.sum.iter_mut().zip(&f.latent) {
                *s += v;
                self.squares += v * v;
            }
        }
    }

    /// Sum over pairs of dot products = (|sum|² - sum of |v|²) / 2.
    #[inline]
    fn value(&self, dim: usize) -> f32 {
        if dim == 0 {
            return self.gamma;
        }
        let norm: f32 = self.sum.iter().map(|s| s * s).sum();
        // Clamped so that a stray vector can make a move very likely or unlikely, never
        // infinitely so (the probabilities stay finite and positive).
        self.gamma * (0.5 * (norm - self.squares)).clamp(-30.0, 30.0).exp()
    }
}

impl Model {
    /// The model built into the binary.
    pub fn shipped() -> Arc<Model> {
        static MODEL: OnceLock<Arc<Model>> = OnceLock::new();
        MODEL
            .get_or_init(|| {
                // A test checks the embedded file parses; an unusable one degrades to the
                // uniform model instead of taking the engine down.
                Arc::new(Model::from_bytes(SHIPPED).unwrap_or_else(|e| {
                    eprintln!("tesuji: built-in pattern model unusable: {e}");
                    Model::default()
                }))
            })
            .clone()
    }

    fn packed(&self) -> Option<&PackedSpatial> {
        self.packed_spatial
            .0
            .get_or_init(|| PackedSpatial::new(&self.spatial))
            .as_ref()
    }

    #[inline]
    fn add_fixed(&self, s: &mut Strength, fixed: &[u8; FIXED_GROUPS]) {
        for (g, &level) in fixed.iter().enumerate() {
            if level > 0 {
                if let Some(f) = self.fixed[g].get(level as usize - 1) {
                    s.add(f, self.dim);
                }
            }
        }
    }

    /// The strength of a move with these features.
    pub fn strength(&self, f: &MoveFeatures) -> f32 {
        let mut s = Strength::new();
        self.add_fixed(&mut s, &f.fixed);
        if f.pat3 != NO_PAT3 {
            if let Some(&i) = self.pat3.get(&f.pat3) {
                s.add(&self.factors[i as usize], self.dim);
            }
        }
        // The largest spatial pattern the model knows counts.
        if let Some(&i) = (0..SPATIAL_SIZES)
            .rev()
            .find_map(|k| self.spatial.get(&f.spatial[k]))
        {
            s.add(&self.factors[i as usize], self.dim);
        }
        s.value(self.dim)
    }

    /// The strength of `color` playing `p`: what `strength(&features(..))` gives, faster. The
    /// dictionary is closed downwards (a spatial pattern is kept when it was played often
    /// enough, and every time it was played its smaller nested patterns were too), so the
    /// first radius the model does not know ends the search for the largest one it does.
    pub fn move_strength(&self, board: &Board, color: Color, p: Point) -> f32 {
        self.move_strength_in(board, color, p, &NO_CONTEXT)
    }

    /// As `move_strength`, with the whole-position groups read from `context`.
    pub fn move_strength_in(
        &self,
        board: &Board,
        color: Color,
        p: Point,
        context: &Context,
    ) -> f32 {
        if p.is_pass() || !board.is_on_board(p) || !board.is_empty_at(p) {
            return self.strength(&features_in(board, color, p, context));
        }
        let mut s = self.shape_and_tactics(board, color, p, context);
        let mut largest = None;
        spatial_hashes_while(board, color, p, |_, hash| match self.spatial.get(&hash) {
            Some(&i) => {
                largest = Some(i);
                true
            }
            None => false,
        });
        if let Some(i) = largest {
            s.add(&self.factors[i as usize], self.dim);
        }
        s.value(self.dim)
    }

    /// Strengths of every candidate (legal points, then PASS) for `color`, into `out` beside
    /// the points in `points`.
    pub fn rank(&self, board: &Board, color: Color, points: &mut Vec<Point>, out: &mut Vec<f32>) {
        self.rank_in(board, color, &NO_CONTEXT, points, out);
    }

    /// As `rank`, with the whole-position groups read from `context`.
    pub fn rank_in(
        &self,
        board: &Board,
        color: Color,
        context: &Context,
        points: &mut Vec<Point>,
        out: &mut Vec<f32>,
    ) {
        candidates(board, color, points);
        self.strengths_in_context_into(board, color, points.iter().copied(), context, out);
    }

    /// The factors of a move to an empty point that need no spatial lookup.
    #[inline]
    fn shape_and_tactics(
        &self,
        board: &Board,
        color: Color,
        p: Point,
        context: &Context,
    ) -> Strength {
        let mut s = Strength::new();
        self.add_fixed(&mut s, &fixed_features_in(board, color, p, context));
        if let Some(&i) = self.pat3.get(&pat3_code(board, color, p)) {
            s.add(&self.factors[i as usize], self.dim);
        }
        s
    }

    fn strengths_one_by_one(
        &self,
        board: &Board,
        color: Color,
        points: impl Iterator<Item = Point>,
        context: &Context,
        out: &mut Vec<f32>,
    ) {
        out.clear();
        out.extend(points.map(|p| self.move_strength_in(board, color, p, context)));
    }

    /// `move_strength` of each point, into `out` in the same order. The same numbers, faster
    /// for many moves at once: the candidates' spatial lookups go one radius at a time for all
    /// of them, so the dictionary's cache misses overlap instead of following one another.
    pub fn strengths_into(
        &self,
        board: &Board,
        color: Color,
        points: impl Iterator<Item = Point>,
        out: &mut Vec<f32>,
    ) {
        self.strengths_in_context_into(board, color, points, &NO_CONTEXT, out);
    }

    /// As `strengths_into`, with the whole-position groups read from `context`.
    pub fn strengths_in_context_into(
        &self,
        board: &Board,
        color: Color,
        points: impl Iterator<Item = Point>,
        context: &Context,
        out: &mut Vec<f32>,
    ) {
        let Some(packed) = self.packed() else {
            return self.strengths_one_by_one(board, color, points, context, out);
        };
        thread_local! {
            static PENDING: std::cell::RefCell<(Vec<Pending>, SpatialBoard)> =
                const { std::cell::RefCell::new((Vec::new(), SpatialBoard::new())) };
        }
        PENDING.with(|pending| {
            let Ok(mut pending) = pending.try_borrow_mut() else {
                return self.strengths_one_by_one(board, color, points, context, out);
            };
            let (pending, spatial) = &mut *pending;
            spatial.fill(board, color);
            pending.clear();
            out.clear();
            for p in points {
                if p.is_pass() || !board.is_on_board(p) || !board.is_empty_at(p) {
                    out.push(self.strength(&features_in(board, color, p, context)));
                    continue;
                }
                pending.push(Pending {
                    out: out.len(),
                    origin: spatial.origin(board, p),
                    strength: self.shape_and_tactics(board, color, p, context),
                    running: 0,
                    key: 0,
                    largest: None,
                });
                out.push(0.0);
            }
            let mut searching = pending.len();
            for k in 0..SPATIAL_SIZES {
                if searching == 0 {
                    break;
                }
                for c in pending[..searching].iter_mut() {
                    c.key = spatial.step(c.origin, k, &mut c.running);
                    packed.prefetch(c.key);
                }
                // Those still searching stay in front; a candidate whose pattern is unknown
                // at this radius is done (the dictionary is closed downwards).
                let mut kept = 0;
                for i in 0..searching {
                    if let Some(index) = packed.get(pending[i].key) {
                        pending[i].largest = Some(index);
                        pending.swap(kept, i);
                        kept += 1;
                    }
                }
                searching = kept;
            }
            for c in pending.iter_mut() {
                if let Some(i) = c.largest {
                    c.strength.add(&self.factors[i as usize], self.dim);
                }
                out[c.out] = c.strength.value(self.dim);
            }
        });
    }
}
