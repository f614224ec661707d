//! Which positions are asked: a seeded uniform sample, the same for every engine.

use std::collections::BTreeSet;

/// SplitMix64: the sampling has a generator of its own, so that the positions drawn for a seed
/// stay the same when the engine's playout generator is retuned.
struct SplitMix(u64);

impl SplitMix {
    fn next_u64(&mut self) -> u64 {
        tesuji::geometry::splitmix64(&mut self.0)
    }

    /// Uniform in 0..n (n > 0), without the modulo bias: draws in the incomplete last block
    /// of 2^64 are thrown back.
    fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

/// `count` distinct indices of 0..total, uniformly (Floyd's algorithm: one draw each, no
/// table of all `total`), in increasing order.
pub(super) fn sample(total: usize, count: usize, seed: u64) -> Vec<usize> {
    let count = count.min(total);
    let mut rng = SplitMix(seed);
    let mut chosen = BTreeSet::new();
    for j in total - count..total {
        let t = rng.below(j as u64 + 1) as usize;
        if !chosen.insert(t) {
            chosen.insert(j);
        }
    }
    chosen.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sampling_is_distinct_sorted_and_covers_everything_when_asked() {
        let drawn = sample(1000, 200, 1);
        assert_eq!(drawn.len(), 200);
        assert!(drawn.windows(2).all(|w| w[0] < w[1]));
        assert!(drawn.iter().all(|&i| i < 1000));
        assert_eq!(sample(1000, 200, 1), drawn);
        assert_ne!(sample(1000, 200, 2), drawn);
        assert_eq!(sample(5, 10, 1), vec![0, 1, 2, 3, 4]);
        assert_eq!(sample(0, 10, 1), Vec::<usize>::new());
    }

    #[test]
    fn sampling_is_uniform() {
        // Each of 10 items drawn 3 at a time should come up 30% of the time.
        let mut counts = [0u32; 10];
        for seed in 0..20_000 {
            for i in sample(10, 3, seed) {
                counts[i] += 1;
            }
        }
        for c in counts {
            assert!((5_600..6_400).contains(&c), "{counts:?}");
        }
    }
}
