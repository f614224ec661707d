//! The trained move model: a strength ("gamma") per feature level, multiplied over the features
//! a move has. The probability the model gives a move is its strength over the sum of the
//! strengths of all candidates.
//!
//! File format (little-endian): the magic `TSJPAT01`; per fixed group (`FIXED_GROUPS` of them,
//! in `Group` order) a u32 level count and that many f32 gammas; a u32 count of 3x3 entries,
//! each a u32 canonical code and an f32 gamma, in increasing code order (loading adds the
//! symmetric variants); a u32 count of spatial entries, each a u64 hash and an f32 gamma, in
//! increasing hash order, with every symmetric variant of a pattern listed (a hash cannot be
//! rotated, and listing them lets the engine hash one orientation only).

use std::sync::{Arc, OnceLock};

use fxhash::FxHashMap;

use super::features::{
    candidates, features, fixed_features, pat3_canonical, pat3_code, pat3_variants,
    spatial_hashes_while, MoveFeatures, FIXED_GROUPS, FIXED_LEVELS, NO_PAT3, SPATIAL_SIZES,
};
use crate::board::{Board, Color, Point};

const MAGIC: &[u8; 8] = b"TSJPAT01";

/// The model trained on professional games that ships inside the binary (see the README beside
/// the file for the data and command that made it).
const SHIPPED: &[u8] = include_bytes!("weights.bin");

#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub fixed: [Vec<f32>; FIXED_GROUPS],
    /// Every symmetric variant of each known 3x3 code.
    pub pat3: FxHashMap<u32, f32>,
    /// Every symmetric variant of each known spatial pattern.
    pub spatial: FxHashMap<u64, f32>,
}

impl Default for Model {
    /// Every strength 1: all moves equally likely.
    fn default() -> Self {
        Model {
            fixed: std::array::from_fn(|g| vec![1.0; FIXED_LEVELS[g]]),
            pat3: FxHashMap::default(),
            spatial: FxHashMap::default(),
        }
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
        reason: String,
    },
}

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
            ModelError::Invalid { path: None, reason } => f.write_str(reason),
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
    fn take<const N: usize>(&mut self, what: &str) -> Result<[u8; N], String> {
        let end = self.at + N;
        let slice = self.bytes.get(self.at..end).ok_or_else(|| {
            format!(
                "truncated pattern model: {what} at byte {} of {}",
                self.at,
                self.bytes.len()
            )
        })?;
        self.at = end;
        let mut out = [0u8; N];
        out.copy_from_slice(slice);
        Ok(out)
    }
    fn u32(&mut self, what: &str) -> Result<u32, String> {
        self.take::<4>(what).map(u32::from_le_bytes)
    }
    fn u64(&mut self, what: &str) -> Result<u64, String> {
        self.take::<8>(what).map(u64::from_le_bytes)
    }
    fn gamma(&mut self, what: &str) -> Result<f32, String> {
        let g = f32::from_le_bytes(self.take::<4>(what)?);
        if g.is_finite() && g > 0.0 {
            Ok(g)
        } else {
            Err(format!(
                "pattern model: {what} has strength {g} (must be positive) at byte {}",
                self.at - 4
            ))
        }
    }
    fn count(&mut self, what: &str, entry_bytes: usize) -> Result<usize, String> {
        let n = self.u32(what)? as usize;
        if n.saturating_mul(entry_bytes) > self.bytes.len() - self.at {
            return Err(format!(
                "pattern model: {n} {what} entries do not fit in the file"
            ));
        }
        Ok(n)
    }
}

impl Model {
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, ModelError> {
        Model::read(bytes).map_err(|reason| ModelError::Invalid { path: None, reason })
    }

    fn read(bytes: &[u8]) -> Result<Model, String> {
        if bytes.get(..8) != Some(MAGIC.as_slice()) {
            return Err(
                "not a Tesuji pattern model (the file does not start with TSJPAT01)".into(),
            );
        }
        let mut r = Reader { bytes, at: 8 };
        let mut model = Model::default();
        for (g, levels) in model.fixed.iter_mut().enumerate() {
            let n = r.count("group level", 4)?;
            if n != levels.len() {
                return Err(format!(
                    "pattern model: group {g} has {n} levels, this engine expects {}",
                    levels.len()
                ));
            }
            for gamma in levels.iter_mut() {
                *gamma = r.gamma("a group level")?;
            }
        }
        let n = r.count("3x3", 8)?;
        model.pat3.reserve(n);
        for _ in 0..n {
            let code = r.u32("3x3 code")?;
            let gamma = r.gamma("a 3x3 shape")?;
            for variant in pat3_variants(code) {
                model.pat3.insert(variant, gamma);
            }
        }
        let n = r.count("spatial", 12)?;
        model.spatial.reserve(n);
        for _ in 0..n {
            let hash = r.u64("spatial hash")?;
            model.spatial.insert(hash, r.gamma("a spatial pattern")?);
        }
        if r.at != bytes.len() {
            return Err(format!(
                "pattern model: {} stray bytes after the last entry",
                bytes.len() - r.at
            ));
        }
        Ok(model)
    }

    /// The file bytes; the same model always gives the same bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(
            64 + 8 * self.pat3.len() + 12 * self.spatial.len() + 4 * FIXED_GROUPS * 16,
        );
        out.extend_from_slice(MAGIC);
        for levels in &self.fixed {
            out.extend_from_slice(&(levels.len() as u32).to_le_bytes());
            for g in levels {
                out.extend_from_slice(&g.to_le_bytes());
            }
        }
        let mut pat3: Vec<(u32, f32)> = self
            .pat3
            .iter()
            .filter(|(&k, _)| pat3_canonical(k) == k)
            .map(|(&k, &g)| (k, g))
            .collect();
        pat3.sort_unstable_by_key(|e| e.0);
        out.extend_from_slice(&(pat3.len() as u32).to_le_bytes());
        for (k, g) in pat3 {
            out.extend_from_slice(&k.to_le_bytes());
            out.extend_from_slice(&g.to_le_bytes());
        }
        let mut spatial: Vec<(u64, f32)> = self.spatial.iter().map(|(&k, &g)| (k, g)).collect();
        spatial.sort_unstable_by_key(|e| e.0);
        out.extend_from_slice(&(spatial.len() as u32).to_le_bytes());
        for (k, g) in spatial {
            out.extend_from_slice(&k.to_le_bytes());
            out.extend_from_slice(&g.to_le_bytes());
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

    /// The strength of a move with these features.
    #[inline]
    pub fn strength(&self, f: &MoveFeatures) -> f32 {
        let mut gamma = 1.0f32;
        for (g, &level) in f.fixed.iter().enumerate() {
            if level > 0 {
                gamma *= self.fixed[g]
                    .get(level as usize - 1)
                    .copied()
                    .unwrap_or(1.0);
            }
        }
        if f.pat3 != NO_PAT3 {
            if let Some(&g) = self.pat3.get(&f.pat3) {
                gamma *= g;
            }
        }
        // The largest spatial pattern the model knows counts.
        for k in (0..SPATIAL_SIZES).rev() {
            if let Some(&g) = self.spatial.get(&f.spatial[k]) {
                gamma *= g;
                break;
            }
        }
        gamma
    }

    /// The strength of `color` playing `p`: what `strength(&features(..))` gives, faster. The
    /// dictionary is closed downwards (a spatial pattern is kept when it was played often
    /// enough, and every time it was played its smaller nested patterns were too), so the
    /// first radius the model does not know ends the search for the largest one it does.
    pub fn move_strength(&self, board: &Board, color: Color, p: Point) -> f32 {
        if p.is_pass() || !board.is_on_board(p) || !board.is_empty_at(p) {
            return self.strength(&features(board, color, p));
        }
        let mut gamma = 1.0f32;
        for (g, &level) in fixed_features(board, color, p).iter().enumerate() {
            if level > 0 {
                gamma *= self.fixed[g]
                    .get(level as usize - 1)
                    .copied()
                    .unwrap_or(1.0);
            }
        }
        if let Some(&g) = self.pat3.get(&pat3_code(board, color, p)) {
            gamma *= g;
        }
        let mut largest = None;
        spatial_hashes_while(board, color, p, |_, hash| match self.spatial.get(&hash) {
            Some(&g) => {
                largest = Some(g);
                true
            }
            None => false,
        });
        gamma * largest.unwrap_or(1.0)
    }

    /// Strengths of every candidate (legal points, then PASS) for `color`, into `out` beside
    /// the points in `points`.
    pub fn rank(&self, board: &Board, color: Color, points: &mut Vec<Point>, out: &mut Vec<f32>) {
        candidates(board, color, points);
        out.clear();
        out.extend(points.iter().map(|&p| self.move_strength(board, color, p)));
    }
}
