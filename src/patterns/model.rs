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

use std::sync::{Arc, OnceLock};

use fxhash::FxHashMap;

use super::context::{Context, ContextConfig, NO_CONTEXT};
use super::features::{
    candidates, features_in, fixed_features_in, pat3_canonical, pat3_code, pat3_variants,
    spatial_hash_step, spatial_hashes_while, MoveFeatures, FIXED_GROUPS, FIXED_LEVELS, NO_PAT3,
    SPATIAL_SIZES,
};
use crate::board::{Board, Color, Point};

const MAGIC_V1: &[u8; 8] = b"TSJPAT01";
const MAGIC_V2: &[u8; 8] = b"TSJPAT02";
const MAGIC: &[u8; 8] = b"TSJPAT03";
/// Context flag bits.
const CONTEXT_CFG: u32 = 1;
/// Fixed groups in a `TSJPAT01` file.
const V1_GROUPS: usize = 8;

/// The longest latent vector a model may carry. Vectors are stored at this length (zeros past
/// the model's dimension) so that combining them never branches on the dimension.
pub const LATENT_MAX: usize = 8;

/// The model trained on professional games that ships inside the binary (see the README beside
/// the file for the data and command that made it).
const SHIPPED: &[u8] = include_bytes!("weights.bin");

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
        crate::cache::prefetch(&self.slots[self.home(hash)]);
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
    point: Point,
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

/// Why a pattern model cannot be loaded.
#[derive(Debug)]
pub enum ModelError {
    /// The file cannot be read.
    Read {
        path: std::path::PathBuf,
        error: std::io::Error,
    },
    /// The bytes are no model this engine can use: `reason` says what is wrong and where, for
    /// whoever made the file; `path` names the file when there is one.
    Invalid {
        path: Option<std::path::PathBuf>,
        reason: FormatError,
    },
}

/// What is wrong with a model file's bytes; `at` is a byte offset into the file.
#[derive(Clone, Debug, PartialEq)]
pub enum FormatError {
    /// The file does not start with a known magic.
    NotAModel,
    /// The file ends inside `what`.
    Truncated {
        what: &'static str,
        at: usize,
        len: usize,
    },
    NonFinite {
        what: &'static str,
        at: usize,
    },
    /// A strength (gamma) that is zero or negative.
    NotPositive {
        what: &'static str,
        strength: f32,
        at: usize,
    },
    /// A count of `what` entries larger than the rest of the file could hold.
    TooMany {
        what: &'static str,
        n: usize,
    },
    LatentDimension(usize),
    ContextFlags(u32),
    OwnerPlayouts(usize),
    FeatureGroups(usize),
    GroupLevels {
        group: usize,
        levels: usize,
        expected: usize,
    },
    SpatialVariants {
        variants: usize,
        at: usize,
    },
    StrayBytes(usize),
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormatError::NotAModel => f.write_str(
                "not a Tesuji pattern model (the file does not start with TSJPAT03, TSJPAT02 or \
                 TSJPAT01)",
            ),
            FormatError::Truncated { what, at, len } => {
                write!(f, "truncated pattern model: {what} at byte {at} of {len}")
            }
            FormatError::NonFinite { what, at } => {
                write!(
                    f,
                    "pattern model: {what} has a non-finite weight at byte {at}"
                )
            }
            FormatError::NotPositive { what, strength, at } => write!(
                f,
                "pattern model: {what} has strength {strength} (must be positive) at byte {at}"
            ),
            FormatError::TooMany { what, n } => {
                write!(
                    f,
                    "pattern model: {n} {what} entries do not fit in the file"
                )
            }
            FormatError::LatentDimension(dim) => write!(
                f,
                "pattern model: latent dimension {dim} (this engine reads at most {LATENT_MAX})"
            ),
            FormatError::ContextFlags(flags) => write!(
                f,
                "pattern model: context flags {flags:#x} (this engine knows {CONTEXT_CFG:#x})"
            ),
            FormatError::OwnerPlayouts(playouts) => write!(
                f,
                "pattern model: {playouts} ownership playouts (at most {MAX_OWNER_PLAYOUTS})"
            ),
            FormatError::FeatureGroups(groups) => write!(
                f,
                "pattern model: {groups} feature groups, this engine knows {FIXED_GROUPS}"
            ),
            FormatError::GroupLevels {
                group,
                levels,
                expected,
            } => write!(
                f,
                "pattern model: group {group} has {levels} levels, this engine expects {expected}"
            ),
            FormatError::SpatialVariants { variants, at } => write!(
                f,
                "pattern model: a spatial pattern with {variants} variants at byte {at}"
            ),
            FormatError::StrayBytes(n) => {
                write!(f, "pattern model: {n} stray bytes after the last entry")
            }
        }
    }
}

impl std::error::Error for FormatError {}

impl std::fmt::Display for ModelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ModelError::Read { path, error } => {
                write!(f, "cannot read pattern model {}: {error}", path.display())
            }
            ModelError::Invalid {
                path: Some(path),
                reason,
            } => write!(f, "{}: {reason}", path.display()),
            ModelError::Invalid { path: None, reason } => write!(f, "{reason}"),
        }
    }
}

impl std::error::Error for ModelError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ModelError::Read { error, .. } => Some(error),
            ModelError::Invalid { .. } => None,
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self, what: &'static str) -> Result<[u8; N], FormatError> {
        let end = self.at + N;
        let slice = self.bytes.get(self.at..end).ok_or(FormatError::Truncated {
            what,
            at: self.at,
            len: self.bytes.len(),
        })?;
        self.at = end;
        let mut out = [0u8; N];
        out.copy_from_slice(slice);
        Ok(out)
    }
    fn u32(&mut self, what: &'static str) -> Result<u32, FormatError> {
        self.take::<4>(what).map(u32::from_le_bytes)
    }
    fn u64(&mut self, what: &'static str) -> Result<u64, FormatError> {
        self.take::<8>(what).map(u64::from_le_bytes)
    }
    fn f32(&mut self, what: &'static str) -> Result<f32, FormatError> {
        let v = f32::from_le_bytes(self.take::<4>(what)?);
        if v.is_finite() {
            Ok(v)
        } else {
            Err(FormatError::NonFinite {
                what,
                at: self.at - 4,
            })
        }
    }
    fn factor(&mut self, what: &'static str, dim: usize) -> Result<Factor, FormatError> {
        let mut f = Factor::plain(self.gamma(what)?);
        for v in f.latent.iter_mut().take(dim) {
            *v = self.f32(what)?;
        }
        Ok(f)
    }
    fn gamma(&mut self, what: &'static str) -> Result<f32, FormatError> {
        let g = self.f32(what)?;
        if g > 0.0 {
            Ok(g)
        } else {
            Err(FormatError::NotPositive {
                what,
                strength: g,
                at: self.at - 4,
            })
        }
    }
    fn count(&mut self, what: &'static str, entry_bytes: usize) -> Result<usize, FormatError> {
        let n = self.u32(what)? as usize;
        if n.saturating_mul(entry_bytes) > self.bytes.len() - self.at {
            return Err(FormatError::TooMany { what, n });
        }
        Ok(n)
    }
}

impl Model {
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, ModelError> {
        Model::read(bytes).map_err(|reason| ModelError::Invalid { path: None, reason })
    }

    fn read(bytes: &[u8]) -> Result<Model, FormatError> {
        let (v1, v3) = match bytes.get(..8) {
            Some(m) if m == MAGIC => (false, true),
            Some(m) if m == MAGIC_V2 => (false, false),
            Some(m) if m == MAGIC_V1 => (true, false),
            _ => return Err(FormatError::NotAModel),
        };
        let mut r = Reader { bytes, at: 8 };
        let mut model = Model::default();
        if !v1 {
            model.read_dimension(&mut r)?;
        }
        if v3 {
            model.read_context(&mut r)?;
        }
        model.read_fixed(&mut r, v1)?;
        model.read_pat3(&mut r)?;
        if v1 {
            model.read_spatial_v1(&mut r)?;
        } else {
            model.read_spatial(&mut r)?;
        }
        if r.at != bytes.len() {
            return Err(FormatError::StrayBytes(bytes.len() - r.at));
        }
        // Packed now, with the rest of loading, rather than during the first search.
        model.packed();
        Ok(model)
    }

    /// The latent dimension (TSJPAT02 on; TSJPAT01 has none).
    fn read_dimension(&mut self, r: &mut Reader) -> Result<(), FormatError> {
        self.dim = r.u32("latent dimension")? as usize;
        if self.dim > LATENT_MAX {
            return Err(FormatError::LatentDimension(self.dim));
        }
        Ok(())
    }

    /// The context flags and ownership playouts (TSJPAT03).
    fn read_context(&mut self, r: &mut Reader) -> Result<(), FormatError> {
        let flags = r.u32("context flags")?;
        if flags & !CONTEXT_CFG != 0 {
            return Err(FormatError::ContextFlags(flags));
        }
        let playouts = r.u32("ownership playouts")? as usize;
        if playouts > MAX_OWNER_PLAYOUTS {
            return Err(FormatError::OwnerPlayouts(playouts));
        }
        self.context = ContextConfig {
            cfg_distance: flags & CONTEXT_CFG != 0,
            owner_playouts: playouts,
        };
        Ok(())
    }

    /// The fixed features' factors, group by group (TSJPAT01 has no group count).
    fn read_fixed(&mut self, r: &mut Reader, v1: bool) -> Result<(), FormatError> {
        let dim = self.dim;
        let groups = if v1 {
            V1_GROUPS
        } else {
            r.u32("group count")? as usize
        };
        if groups > FIXED_GROUPS {
            return Err(FormatError::FeatureGroups(groups));
        }
        for (g, levels) in self.fixed.iter_mut().enumerate().take(groups) {
            let n = r.count("group level", 4 + 4 * dim)?;
            if n != levels.len() {
                return Err(FormatError::GroupLevels {
                    group: g,
                    levels: n,
                    expected: levels.len(),
                });
            }
            for level in levels.iter_mut() {
                *level = r.factor("a group level", dim)?;
            }
        }
        Ok(())
    }

    /// The 3x3 shapes: a code and a factor each, reachable from all its symmetric variants.
    fn read_pat3(&mut self, r: &mut Reader) -> Result<(), FormatError> {
        let dim = self.dim;
        let n = r.count("3x3", 4 + 4 + 4 * dim)?;
        self.pat3.reserve(8 * n);
        self.factors.reserve(n);
        for _ in 0..n {
            let code = r.u32("3x3 code")?;
            let index = self.factors.len() as u32;
            self.factors.push(r.factor("a 3x3 shape", dim)?);
            for variant in pat3_variants(code) {
                self.pat3.insert(variant, index);
            }
        }
        Ok(())
    }

    /// TSJPAT01's spatial patterns: one hash and a strength each.
    fn read_spatial_v1(&mut self, r: &mut Reader) -> Result<(), FormatError> {
        let n = r.count("spatial", 12)?;
        self.spatial.reserve(n);
        for _ in 0..n {
            let hash = r.u64("spatial hash")?;
            let index = self.factors.len() as u32;
            self.factors.push(r.factor("a spatial pattern", 0)?);
            self.spatial.insert(hash, index);
        }
        Ok(())
    }

    /// The spatial patterns: their 1 to 8 symmetric variants' hashes, then the factor.
    fn read_spatial(&mut self, r: &mut Reader) -> Result<(), FormatError> {
        let dim = self.dim;
        let n = r.count("spatial", 1 + 8 + 4 + 4 * dim)?;
        self.spatial.reserve(8 * n);
        for _ in 0..n {
            let variants = r.take::<1>("variant count")?[0] as usize;
            if !(1..=8).contains(&variants) {
                return Err(FormatError::SpatialVariants {
                    variants,
                    at: r.at - 1,
                });
            }
            let index = self.factors.len() as u32;
            for _ in 0..variants {
                let hash = r.u64("spatial hash")?;
                self.spatial.insert(hash, index);
            }
            self.factors.push(r.factor("a spatial pattern", dim)?);
        }
        Ok(())
    }

    /// The file bytes (always `TSJPAT03`); the same model always gives the same bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let dim = self.dim.min(LATENT_MAX);
        let put_factor = |out: &mut Vec<u8>, f: &Factor| {
            out.extend_from_slice(&f.gamma.to_le_bytes());
            for v in &f.latent[..dim] {
                out.extend_from_slice(&v.to_le_bytes());
            }
        };
        let mut out = Vec::with_capacity(16 + (40 + 4 * dim) * self.factors.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(dim as u32).to_le_bytes());
        let flags = if self.context.cfg_distance {
            CONTEXT_CFG
        } else {
            0
        };
        out.extend_from_slice(&flags.to_le_bytes());
        out.extend_from_slice(&(self.context.owner_playouts as u32).to_le_bytes());
        out.extend_from_slice(&(FIXED_GROUPS as u32).to_le_bytes());
        for levels in &self.fixed {
            out.extend_from_slice(&(levels.len() as u32).to_le_bytes());
            for f in levels {
                put_factor(&mut out, f);
            }
        }
        let mut pat3: Vec<(u32, u32)> = self
            .pat3
            .iter()
            .filter(|(&k, _)| pat3_canonical(k) == k)
            .map(|(&k, &i)| (k, i))
            .collect();
        pat3.sort_unstable_by_key(|e| e.0);
        out.extend_from_slice(&(pat3.len() as u32).to_le_bytes());
        for (k, i) in pat3 {
            out.extend_from_slice(&k.to_le_bytes());
            put_factor(&mut out, &self.factors[i as usize]);
        }
        let mut by_factor: FxHashMap<u32, Vec<u64>> = FxHashMap::default();
        for (&hash, &i) in &self.spatial {
            by_factor.entry(i).or_default().push(hash);
        }
        let mut spatial: Vec<(Vec<u64>, u32)> = by_factor
            .into_iter()
            .map(|(i, mut hashes)| {
                hashes.sort_unstable();
                (hashes, i)
            })
            .collect();
        spatial.sort_unstable();
        let spatial: Vec<(&[u64], u32)> = spatial
            .iter()
            .flat_map(|(hashes, i)| hashes.chunks(8).map(move |c| (c, *i)))
            .collect();
        out.extend_from_slice(&(spatial.len() as u32).to_le_bytes());
        for (hashes, i) in spatial {
            out.push(hashes.len() as u8);
            for h in hashes {
                out.extend_from_slice(&h.to_le_bytes());
            }
            put_factor(&mut out, &self.factors[i as usize]);
        }
        out
    }

    pub fn load(path: &std::path::Path) -> Result<Model, ModelError> {
        let bytes = std::fs::read(path).map_err(|error| ModelError::Read {
            path: path.to_path_buf(),
            error,
        })?;
        Model::read(&bytes).map_err(|reason| ModelError::Invalid {
            path: Some(path.to_path_buf()),
            reason,
        })
    }

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
            static PENDING: std::cell::RefCell<Vec<Pending>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        PENDING.with(|pending| {
            let Ok(mut pending) = pending.try_borrow_mut() else {
                return self.strengths_one_by_one(board, color, points, context, out);
            };
            pending.clear();
            out.clear();
            for p in points {
                if p.is_pass() || !board.is_on_board(p) || !board.is_empty_at(p) {
                    out.push(self.strength(&features_in(board, color, p, context)));
                    continue;
                }
                pending.push(Pending {
                    out: out.len(),
                    point: p,
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
                    c.key = spatial_hash_step(board, color, c.point, k, &mut c.running);
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
