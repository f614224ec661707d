//! Deterministic Zobrist keys shared by every board of every size.
//!
//! The tables are computed at compile time from a fixed-seed splitmix64 stream, so hashes are
//! identical across runs and builds (useful for reproducible searches and test fixtures).

use super::MAX_ARRAY;

/// Two independent key sets: `a` feeds `Board::hash` (the 64-bit superko hash), `a` and `b`
/// together form the 128-bit transposition-table key.
pub(crate) struct Zobrist {
    /// Stone keys, indexed `[colour][point]`.
    pub(crate) stone_a: [[u64; MAX_ARRAY]; 2],
    pub(crate) stone_b: [[u64; MAX_ARRAY]; 2],
    /// Keys for "recapture forbidden at this point" in the TT key.
    pub(crate) ko_a: [u64; MAX_ARRAY],
    pub(crate) ko_b: [u64; MAX_ARRAY],
    /// Keys for "White to move" in the TT key.
    pub(crate) white_a: u64,
    pub(crate) white_b: u64,
}

/// One step of SplitMix64: advances `state` and returns the next output. The Zobrist keys, the
/// move model's feature keys and the agreement sampling all draw from this one generator; the
/// shipped model's weights are indexed by feature keys, so its output must never change.
pub const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn fill(table: &mut [u64; MAX_ARRAY], state: &mut u64) {
    let mut i = 0;
    while i < MAX_ARRAY {
        table[i] = splitmix64(state);
        i += 1;
    }
}

const fn generate() -> Zobrist {
    let mut state: u64 = 0x5445_5355_4A49_0001;
    let mut z = Zobrist {
        stone_a: [[0; MAX_ARRAY]; 2],
        stone_b: [[0; MAX_ARRAY]; 2],
        ko_a: [0; MAX_ARRAY],
        ko_b: [0; MAX_ARRAY],
        white_a: 0,
        white_b: 0,
    };
    fill(&mut z.stone_a[0], &mut state);
    fill(&mut z.stone_a[1], &mut state);
    fill(&mut z.stone_b[0], &mut state);
    fill(&mut z.stone_b[1], &mut state);
    fill(&mut z.ko_a, &mut state);
    fill(&mut z.ko_b, &mut state);
    z.white_a = splitmix64(&mut state);
    z.white_b = splitmix64(&mut state);
    z
}

pub(crate) static ZOBRIST: Zobrist = generate();

#[cfg(test)]
mod tests {
    use super::*;

    /// The published SplitMix64 stream from seed 0: the Zobrist keys and the shipped model's
    /// feature keys both depend on it bit for bit.
    #[test]
    fn splitmix64_is_the_reference_stream() {
        let mut state = 0;
        assert_eq!(splitmix64(&mut state), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(&mut state), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(splitmix64(&mut state), 0x06C4_5D18_8009_454F);
    }
}
