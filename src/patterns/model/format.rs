//! The model's file: reading (every format back to `TSJPAT01`), writing (`TSJPAT03`), and why a
//! file cannot be read. The format itself is described in the parent module.

use super::*;

const MAGIC_V1: &[u8; 8] = b"TSJPAT01";
const MAGIC_V2: &[u8; 8] = b"TSJPAT02";
const MAGIC: &[u8; 8] = b"TSJPAT03";
/// Context flag bits.
const CONTEXT_CFG: u32 = 1;
/// Fixed groups in a `TSJPAT01` file.
const V1_GROUPS: usize = 8;

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
}
