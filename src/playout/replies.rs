//! Last good reply with forgetting (Drake 2009; Baier & Drake 2010, LGRF-2): a playout's
//! winner taught the playouts that follow which reply worked after a move, or after a pair of
//! moves, and the loser's replies are forgotten. Where the policy would play at random, a
//! playout then repeats an answer that won somewhere in this search instead of rediscovering
//! it by chance: knowledge a fixed pattern set cannot have, answers that fit this one position.
//! The search leaves it off by default; docs/strength.md has the matches.
//!
//! One table per search thread: sharing would make every playout move a write to a table
//! every thread reads.

use crate::board::{Color, Point};

/// The replies one search thread has learned, by the colour to move and the one or two moves
/// before. `Point::PASS` (0) marks "none"; a pass as the move before is a key like any other.
pub struct LastGoodReplies {
    /// Every point index of the board is below this.
    points: usize,
    /// `[colour][previous][last]`, flattened.
    after_two: Vec<u16>,
    /// `[colour][last]`, flattened.
    after_one: Vec<u16>,
}

impl LastGoodReplies {
    /// Empty tables for a board whose point indices are all below `array_len`.
    pub fn new(array_len: usize) -> LastGoodReplies {
        LastGoodReplies {
            points: array_len,
            after_two: vec![0; 2 * array_len * array_len],
            after_one: vec![0; 2 * array_len],
        }
    }

    #[inline]
    fn two_key(&self, color: Color, previous: Point, last: Point) -> Option<usize> {
        let (a, b) = (previous.index(), last.index());
        (a < self.points && b < self.points)
            .then(|| color as usize * self.points * self.points + a * self.points + b)
    }

    #[inline]
    fn one_key(&self, color: Color, last: Point) -> Option<usize> {
        let b = last.index();
        (b < self.points).then(|| color as usize * self.points + b)
    }

    /// The replies for `color` after `previous` then `last`, the more specific first; PASS
    /// where none is stored. Each still has to be checked on the board: it worked in another
    /// playout, not necessarily in this one.
    #[inline]
    pub fn suggest(&self, color: Color, previous: Point, last: Point) -> [Point; 2] {
        let two = self
            .two_key(color, previous, last)
            .map_or(Point::PASS, |k| Point(self.after_two[k]));
        let one = self
            .one_key(color, last)
            .map_or(Point::PASS, |k| Point(self.after_one[k]));
        [two, one]
    }

    /// Starts loading the entry `suggest` will read for these arguments. The pair table is
    /// far larger than a core's cache, and each playout move reads one entry and each learned
    /// move writes one: unhidden, those misses cost a 19x19 playout about a third of its time.
    #[inline]
    pub fn prefetch(&self, color: Color, previous: Point, last: Point) {
        if let Some(k) = self.two_key(color, previous, last) {
            crate::cache::prefetch(&self.after_two[k]);
        }
    }

    /// Learns from one playout: `moves` in order, after `before` (the two moves that led to
    /// its first position, older first). The winner's replies are stored; a loser's reply is
    /// forgotten where it is the one stored. `winner` None (a jigo) teaches nothing.
    pub fn learn(&mut self, before: [Point; 2], moves: &[(Color, Point)], winner: Option<Color>) {
        let Some(winner) = winner else {
            return;
        };
        let (mut previous, mut last) = (before[0], before[1]);
        // The key of the move AHEAD moves later, loaded while the moves between are learned.
        const AHEAD: usize = 8;
        for (i, &(color, mv)) in moves.iter().enumerate() {
            if let Some(&(ahead_color, _)) = moves.get(i + AHEAD) {
                let at = |j: usize| moves[j].1;
                self.prefetch(ahead_color, at(i + AHEAD - 2), at(i + AHEAD - 1));
            }
            if !mv.is_pass() {
                let keys = (
                    self.two_key(color, previous, last),
                    self.one_key(color, last),
                );
                if color == winner {
                    if let (Some(two), Some(one)) = keys {
                        self.after_two[two] = mv.0;
                        self.after_one[one] = mv.0;
                    }
                } else {
                    if let Some(two) = keys.0 {
                        if self.after_two[two] == mv.0 {
                            self.after_two[two] = 0;
                        }
                    }
                    if let Some(one) = keys.1 {
                        if self.after_one[one] == mv.0 {
                            self.after_one[one] = 0;
                        }
                    }
                }
            }
            previous = last;
            last = mv;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: Color = Color::Black;
    const W: Color = Color::White;

    #[test]
    fn the_winners_replies_are_kept_and_the_losers_forgotten() {
        let mut r = LastGoodReplies::new(100);
        let (a, b, c, d) = (Point(11), Point(12), Point(13), Point(14));
        // White answered a with b and won: after (start, a), White replies b.
        r.learn([Point::PASS, Point(5)], &[(B, a), (W, b), (B, c)], Some(W));
        assert_eq!(r.suggest(W, Point(5), a), [b, b]);
        assert_eq!(
            r.suggest(B, a, b),
            [Point::PASS, Point::PASS],
            "the loser's moves"
        );
        // The same reply lost later: forgotten for the pair and for the single move.
        r.learn([Point::PASS, Point(5)], &[(B, a), (W, b)], Some(B));
        assert_eq!(r.suggest(W, Point(5), a), [Point::PASS, Point::PASS]);
        assert_eq!(r.suggest(B, Point(5), a), [Point::PASS, Point::PASS]);
        assert_eq!(r.suggest(B, Point::PASS, Point(5)), [a, a]);
        // A loser's move other than the stored reply leaves the reply alone.
        r.learn([Point::PASS, Point(6)], &[(B, c)], Some(B));
        r.learn([Point::PASS, Point(6)], &[(B, d)], Some(W));
        assert_eq!(r.suggest(B, Point::PASS, Point(6)), [c, c]);
    }

    #[test]
    fn a_single_reply_survives_another_context_and_a_jigo_teaches_nothing() {
        let mut r = LastGoodReplies::new(100);
        let (a, b) = (Point(21), Point(22));
        r.learn([Point(7), Point(8)], &[(W, a), (B, b)], Some(B));
        // Black's b after the pair (a from White, after 8) and after a alone.
        assert_eq!(r.suggest(B, Point(8), a), [b, b]);
        assert_eq!(r.suggest(B, Point(9), a), [Point::PASS, b]);
        r.learn([Point(7), Point(8)], &[(W, a), (B, Point(30))], None);
        assert_eq!(r.suggest(B, Point(8), a), [b, b]);
        // Indices off the table are no keys.
        assert_eq!(
            r.suggest(B, Point(500), Point(8)),
            [Point::PASS, Point::PASS]
        );
        r.learn([Point(500), Point(8)], &[(B, a)], Some(B));
        assert_eq!(
            r.suggest(B, Point(500), Point(8)),
            [Point::PASS, Point::PASS]
        );
    }
}
