//! The decisions around a move's search: whether to pass without searching (the count a pass
//! would end the game with) and whether to resign once the search has spoken.

use super::uct::{Limits, SearchSummary};
use super::UctBrain;
use crate::board::{Color, Point};
use crate::engine::{GenmoveMode, MoveInfo, Silent};
use crate::game::Game;
use crate::rules;
use crate::search::Counting;

/// Under this many root visits a win rate is too noisy to resign on (or to carry over as the
/// win rate the next move's search is compared with).
pub(super) const RESIGN_MIN_VISITS: u32 = 200;
const RESIGN_STREAK: u32 = 3;
/// How many resign margins behind, past the middle of the game, resign without a streak: the
/// win rate then still says a few per cent where random playouts let dead groups live now
/// and then, but a lead that large is not noise.
const BEYOND_DOUBT_MARGINS: f32 = 4.0;
/// Playouts that judge which stones are dead before a pass that may end the game.
pub(super) const PASS_STATUS_PLAYOUTS: usize = 200;

/// Under territory counting, how far (in points) the pass's mean score may fall short of the
/// best move's and still be taken: a fill worth nothing scores within playout noise of a pass.
const PASS_SCORE_TOLERANCE: f64 = 0.5;
/// How far its win rate may fall short: a few hundred playouts read a win rate no closer.
const PASS_WINRATE_TOLERANCE: f64 = 0.05;
/// The pass must have been read this well to be judged.
const PASS_MIN_VISITS: u64 = 64;
/// Playouts for reading a pass the search left unread (a few hundredths of a second).
const PASS_PROBE_PLAYOUTS: u64 = 256;

/// What to do before searching a move.
pub(super) enum PassDecision {
    /// Pass at once: the count it ends the game with (or would) wins.
    Pass,
    /// Search; with `ban_pass` the search may not choose a pass.
    Search { ban_pass: bool },
}

impl UctBrain {
    /// Whether passing now wins by the count the server will make, so no search is needed,
    /// or whether the search must not pass.
    pub(super) fn before_search(
        &self,
        game: &Game,
        color: Color,
        mode: GenmoveMode,
    ) -> PassDecision {
        let board = game.board();
        let opponent_passed = game.moves().last() == Some(&(color.opponent(), Point::PASS));
        if mode == GenmoveMode::Cleanup || self.config.counting == Counting::BareBoard {
            // Cleanup and bare-board servers: passing ends the game on the board as it is, so
            // only pass first if that count already wins; dead stones get captured otherwise.
            let mut dead_opponents = Vec::new();
            if mode == GenmoveMode::Cleanup {
                let status = self.ownership_status(game, PASS_STATUS_PLAYOUTS);
                dead_opponents = rules::dead_stones_of(board, &status, color.opponent());
            }
            if rules::pass_wins(board, game.komi(), color, opponent_passed, &dead_opponents) {
                return PassDecision::Pass;
            }
            return PassDecision::Search {
                ban_pass: mode == GenmoveMode::Cleanup && !dead_opponents.is_empty(),
            };
        }
        if opponent_passed {
            // Passing now ends the game, and the server will count it with the dead stones of
            // both sides removed under the rules in force: pass at once if that count wins,
            // never pass into a count that loses (play on, or resign below).
            let own = self.ownership(game, PASS_STATUS_PLAYOUTS);
            let dead = rules::dead_for_pass(board, &own, color);
            let black_lead = game.score(&dead);
            let lead = if color == Color::Black {
                black_lead
            } else {
                -black_lead
            };
            if lead > 0.0 {
                return PassDecision::Pass;
            }
            return PassDecision::Search { ban_pass: true };
        }
        PassDecision::Search { ban_pass: false }
    }

    /// Whether the search, in a game counted by territory, says nothing is left to gain: the
    /// pass scores within a fraction of a point of every well-read move and wins about as
    /// often as the best.
    /// Every remaining fill is then worth nothing (or costs a point), yet the win rates alone
    /// cannot tell a neutral fill from the pass, and the most visited of equals is as likely a
    /// fill; passing is what the rules reward and what the opponent expects. A pass the search
    /// left unread (its even prior trails moves that win most playouts) is read on its own
    /// first, with every other root move banned.
    pub(super) fn nothing_left_to_gain(
        &mut self,
        game: &Game,
        color: Color,
        summary: &SearchSummary,
        ban_pass: bool,
    ) -> bool {
        if ban_pass || !self.counts_territory(game) {
            return false;
        }
        let Some(best) = summary.analysis.moves.first() else {
            return false;
        };
        if best.mv.is_pass() || summary.analysis.root_visits < u64::from(RESIGN_MIN_VISITS) {
            return false;
        }
        let read = |moves: &[MoveInfo]| {
            moves
                .iter()
                .find(|m| m.mv.is_pass() && m.visits >= PASS_MIN_VISITS)
                .cloned()
        };
        let pass = match read(&summary.analysis.moves) {
            Some(pass) => pass,
            None => {
                let others: Vec<Point> = game.board().points().collect();
                let probe_limits = Limits {
                    iterations: Some(PASS_PROBE_PLAYOUTS),
                    ..Limits::default()
                };
                let probe = self.search(game, color, probe_limits, &others, false, &mut Silent);
                match read(&probe.analysis.moves) {
                    Some(pass) => pass,
                    None => return false,
                }
            }
        };
        // The most visited move is not always the one that gains most once every move wins
        // (or loses): the pass must hold its own against every well-read move's score.
        let best_score = summary
            .analysis
            .moves
            .iter()
            .filter(|m| !m.mv.is_pass() && m.visits >= PASS_MIN_VISITS)
            .map(|m| m.score_lead)
            .fold(best.score_lead, f64::max);
        pass.winrate >= best.winrate - PASS_WINRATE_TOLERANCE
            && pass.score_lead >= best_score - PASS_SCORE_TOLERANCE
    }

    /// Whether to resign after a search whose best move is `choice`: below the resign rate and
    /// behind by the margin, over a streak of searches, or at once where waiting is pointless.
    pub(super) fn should_resign(
        &mut self,
        game: &Game,
        color: Color,
        summary: &SearchSummary,
        choice: Option<Point>,
    ) -> bool {
        if self.config.resign <= 0.0 {
            return false;
        }
        let area = game.size() * game.size();
        let root_visits = summary.analysis.root_visits;
        let trailing_by = summary
            .analysis
            .moves
            .first()
            .map_or(0.0, |best| -best.score_lead as f32);
        let hopeless_margin = self.config.resign_margin * area as f32 / 361.0;
        let hopeless = root_visits >= RESIGN_MIN_VISITS as u64
            && summary.winrate < self.config.resign
            && trailing_by >= hopeless_margin;
        if hopeless {
            self.low_winrate_streak += 1;
        } else if root_visits >= RESIGN_MIN_VISITS as u64 {
            self.low_winrate_streak = 0;
        }
        // The streak guards against one noisy search. Two cases need no streak: a pass in
        // a hopeless position hands the opponent the count it wins (playouts that cannot
        // capture dead stones make passing look least bad), and past the middle of the
        // game, where groups are settled, a deficit of several margins is not noise.
        let would_pass = !matches!(choice, Some(p) if !p.is_pass() && game.is_legal(color, p));
        let beyond_doubt = hopeless
            && trailing_by >= BEYOND_DOUBT_MARGINS * hopeless_margin
            && game.moves().len() >= area / 2;
        (hopeless && would_pass)
            || beyond_doubt
            || (self.low_winrate_streak >= RESIGN_STREAK && game.moves().len() >= area / 3)
    }
}
