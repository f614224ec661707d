//! Handicap placement: the GTP fixed table, and the engine's own choice for place_free_handicap.
//! Points are (x, y) with y from the top, as `Board::point` takes them.

/// Most stones `fixed_handicap` places on a board of `size`: none below 7×7, the four corners
/// on 7×7 and even sizes (no centre point), nine on odd sizes from 9×9.
pub fn max_fixed(size: usize) -> usize {
    if size < 7 {
        0
    } else if size == 7 || size.is_multiple_of(2) {
        4
    } else {
        9
    }
}

/// The GTP spec's positions for `n` stones, None when n is not allowed on this size.
pub fn fixed(size: usize, n: usize) -> Option<Vec<(usize, usize)>> {
    if n < 2 || n > max_fixed(size) {
        return None;
    }
    // GTP coordinates: column from the left, row from the bottom, both 1-based.
    let line = if size <= 12 { 3 } else { 4 };
    let (low, high, mid) = (line, size + 1 - line, size.div_ceil(2));
    let corners = [(low, low), (high, high), (low, high), (high, low)];
    let mut stones: Vec<(usize, usize)> = corners.iter().copied().take(n.min(4)).collect();
    if n >= 6 {
        stones.extend([(low, mid), (high, mid)]);
    }
    if n >= 8 {
        stones.extend([(mid, low), (mid, high)]);
    }
    if n % 2 == 1 && n >= 5 {
        stones.push((mid, mid));
    }
    Some(
        stones
            .into_iter()
            .map(|(column, row)| (column - 1, size - row))
            .collect(),
    )
}

/// Larger is better: distance to the nearest stone, nearness to the preferred line, distance
/// from the first line.
type Preference = (usize, usize, usize);

/// The engine's choice of `n` handicap stones: the fixed pattern as far as it goes, then points
/// as far as possible from the stones already placed, preferring the third and fourth lines.
/// None when n < 2 or the stones would fill the board.
pub fn free(size: usize, n: usize) -> Option<Vec<(usize, usize)>> {
    if n < 2 || n >= size * size {
        return None;
    }
    let fixed_count = n.min(max_fixed(size));
    let mut stones = if fixed_count >= 2 {
        fixed(size, fixed_count)?
    } else {
        Vec::new()
    };
    // Distance (Chebyshev) from every point to its nearest stone, updated as stones are added.
    let mut nearest = vec![usize::MAX; size * size];
    let mark = |nearest: &mut Vec<usize>, (sx, sy): (usize, usize)| {
        for y in 0..size {
            for x in 0..size {
                let d = x.abs_diff(sx).max(y.abs_diff(sy));
                let slot = &mut nearest[y * size + x];
                *slot = (*slot).min(d);
            }
        }
    };
    for &stone in &stones {
        mark(&mut nearest, stone);
    }
    let preferred_line = if size <= 12 { 3 } else { 4 }.min(size.div_ceil(2));
    while stones.len() < n {
        let mut best: Option<(Preference, (usize, usize))> = None;
        for y in 0..size {
            for x in 0..size {
                let distance = nearest[y * size + x];
                if distance == 0 {
                    continue;
                }
                let line = 1 + x.min(y).min(size - 1 - x).min(size - 1 - y);
                let key = (
                    distance.min(size),
                    size - line.abs_diff(preferred_line),
                    line.min(2),
                );
                if best.is_none_or(|(k, _)| key > k) {
                    best = Some((key, (x, y)));
                }
            }
        }
        let (_, point) = best?;
        stones.push(point);
        mark(&mut nearest, point);
    }
    Some(stones)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::format_vertex;

    fn names(size: usize, n: usize) -> Vec<String> {
        fixed(size, n)
            .unwrap_or_default()
            .into_iter()
            .map(|(x, y)| format_vertex(size, x, y))
            .collect()
    }

    #[test]
    fn table_of_the_spec() {
        assert_eq!(names(19, 2), ["D4", "Q16"]);
        assert_eq!(names(19, 3), ["D4", "Q16", "D16"]);
        assert_eq!(names(19, 4), ["D4", "Q16", "D16", "Q4"]);
        assert_eq!(names(19, 5), ["D4", "Q16", "D16", "Q4", "K10"]);
        assert_eq!(names(19, 6), ["D4", "Q16", "D16", "Q4", "D10", "Q10"]);
        assert_eq!(
            names(19, 7),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K10"]
        );
        assert_eq!(
            names(19, 8),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"]
        );
        assert_eq!(
            names(19, 9),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"]
        );
        assert_eq!(names(13, 4), ["D4", "K10", "D10", "K4"]);
        assert_eq!(
            names(13, 9),
            ["D4", "K10", "D10", "K4", "D7", "K7", "G4", "G10", "G7"]
        );
        assert_eq!(
            names(9, 9),
            ["C3", "G7", "C7", "G3", "C5", "G5", "E3", "E7", "E5"]
        );
        assert_eq!(names(7, 4), ["C3", "E5", "C5", "E3"]);
        assert_eq!(names(25, 5), ["D4", "W22", "D22", "W4", "N13"]);
    }

    #[test]
    fn limits_per_size() {
        for size in 2..=25 {
            for n in 0..=12 {
                let expected = (2..=max_fixed(size)).contains(&n);
                assert_eq!(fixed(size, n).is_some(), expected, "size {size} n {n}");
            }
        }
        assert_eq!(max_fixed(6), 0);
        assert_eq!(max_fixed(7), 4);
        assert_eq!(max_fixed(8), 4);
        assert_eq!(max_fixed(9), 9);
        assert_eq!(max_fixed(10), 4);
        assert_eq!(max_fixed(11), 9);
    }

    #[test]
    fn free_placement_extends_the_table() {
        assert_eq!(free(19, 4), fixed(19, 4));
        for size in 2..=19 {
            for n in [2, 3, 5, 10, 13, size * size - 1] {
                if n >= size * size {
                    continue;
                }
                let stones = free(size, n).expect("placeable");
                assert_eq!(stones.len(), n);
                let mut sorted = stones.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(sorted.len(), n, "duplicates on {size} with {n}");
                assert!(stones.iter().all(|&(x, y)| x < size && y < size));
            }
            assert_eq!(free(size, size * size), None);
            assert_eq!(free(size, 1), None);
        }
        let ten = free(19, 10).expect("ten stones");
        assert_eq!(&ten[..9], &fixed(19, 9).expect("nine")[..]);
    }
}
