//! The joseki book as the search's prior hook. The adapter lives here, not in `joseki`, so the
//! book knows nothing of the search and the search nothing of the book.
//!
//! How strongly a book move counts depends on its corner, because the old flat rule (every
//! book move in every window, `150 * sqrt(weight)` virtual visits at 0.7) made the engine's
//! joseki worse than no book at all: after Black Q16 on the empty board White's candidates were
//! the three empty corners' 4-4 points at weight 0.72 each and the approaches at 0.37, so the
//! empty corners outweighed the joseki under way (engine coverage on Kogo's dictionary, 100
//! positions at 0.5 s: 11 % reference moves and 18 % answers in the corner with the book, 24 %
//! and 61 % without). Now, per corner:
//!
//! - **urgency** is one minus the book's tenuki share at the matched position: where the book's
//!   players mostly played elsewhere (a finished joseki) the local moves count little, where
//!   they always answered (an approach, an invasion) they count fully;
//! - the **state** of the corner sets the scale: the corner of the last move (a sequence under
//!   way, `active_visits`, 300), unless that move is the corner's only stone (`lone_visits`: a
//!   lone corner stone asks for no answer, and strong players mostly take another corner; the
//!   books were built from joseki lines, where the next move is always local, so their own
//!   tenuki share cannot say so), a corner with stones but not the last move (`quiet_visits`,
//!   40: a joseki to finish later, weaker than a local answer), an empty corner while a joseki
//!   is under way elsewhere (`empty_visits`, 4: less than the move model already gives a 4-4
//!   point, so the book only sorts the corner moves among themselves and never outbids a
//!   fight), an empty corner when no joseki is under way (`open_visits`, 40: the last move was
//!   a lone corner stone or outside every corner, and an empty corner is the big point);
//! - the **local share** is the move's part of the corner's non-tenuki play count, square-rooted
//!   so the book's second and third choices stay in view; a relaxed match (extra stones in the
//!   window) counts `relaxed` (0.5) as much as an exact one.
//!
//! Every constant is a `--param` (`book_*`, in `SearchConfig::book`). Measured with
//! `sgf-tools coverage --engine` on 200 positions of Kogo's dictionary, 3,000 playouts a move,
//! one thread (reference moves / answers in the corner): the old flat rule 14.5 % / 25.0 %;
//! no book 30.0 % / 62.5 %; active 150, empty 10: 33.5 % / 61.0 %; active 300, empty 4:
//! 41.5 % / 69.5 %; active 300, empty 0: 38.5 % / 70.0 %; active 600, empty 10: 35.0 % /
//! 66.0 %; GNU Go level 10: 34.5 % / 80.0 %. Along the book's own lines (tests/joseki_follow.rs,
//! 64 positions at 1,000 playouts) the engine plays a book move 61 times with these settings,
//! 56 with active 150.
//!
//! Kogo's dictionary only asks for local answers, so the lone-stone and open-corner weights
//! were tuned on the whole board instead: `sgf-tools agree` on professional games outside the
//! held-out set (240 positions of moves 2-40, 3,000 playouts), where the share of moves played
//! elsewhere with the professional rose from 29 % (a lone stone counted as a joseki under way)
//! to 52 %, exact agreement from 28.3 % to 29.6 %; docs/joseki.md has the table.
//!
//! **The move model judges a corner's urgency** (`model_visits`, 150; 2026-11-26). The states
//! cannot tell an approach that must be answered from one a professional would leave for an
//! empty corner, and the book's own tenuki share cannot either (its lines come from games where
//! the other corners were already taken). The move model was trained on whole games, so its
//! probability that the next move falls in a corner's window says how urgent that corner is
//! with the rest of the board as it stands. A corner with stones (active, lone or quiet) now
//! scales its book moves by `model_visits` times that probability; the book still says which
//! move there. Empty corners keep their states: letting the model scale them as well (its 4-4
//! and 3-4 points are already its favourites) pulled the engine out of Kogo's joseki (engine
//! coverage 43.0 / 36.0 % reference moves at two seeds with the states, 31.0 / 30.0 % so,
//! 37.0 % with the empty corners by state). On 480 positions of the 6p, 7p and 8p folders
//! (moves 1-60, seed 5, 3,000 playouts, engine seed 2) exact / within 2 / local answers /
//! elsewhere: states 31.0 / 49.6 / 72.7 / 57.4 %, the model's urgency 32.1 / 58.1 / 84.5 /
//! 66.0 %; docs/joseki.md has the other settings tried.
//!
//! **A joseki under way beside an empty corner by its state** (`model_needs_every_corner`, on;
//! 2026-11-26). Professionals take the four corners first: of the 275 tuning positions (of
//! 480) whose last move fell in a corner with two stones or more, 5 had a corner still empty.
//! So the model has hardly seen a developed corner beside empty ones, and in a dictionary's
//! position (one joseki, three empty corners) it bid for the empty 4-4 points as if the game
//! had just begun: engine coverage of Kogo's dictionary at 1 s fell from 37.5 % (the states)
//! to 30.5 %. While a corner is empty, the corner of a joseki under way counts
//! `active_visits`; lone and quiet corners stay with the model, which judges a lone corner
//! stone against the empty corners well (letting the states judge every corner while one was
//! empty brought back approaches at move 3: Black won 1 of 5 against Pachi at fixed playouts).
//! Taking the model's share over the board less its empty corners instead (still scaled by
//! `model_visits`) left the dictionary where it was (36.0 % at 3,000 playouts against 37.0 %).
//!
//! **A joseki the book does not know, beside an empty corner** (`offbook_visits`, 150;
//! 2026-11-26). The rule above only helps where the book has an exact match: after an unusual
//! move, or past a line's end, no line matches exactly (a relaxed match reads the window
//! without the very stones that left the book, so its half-weight moves answer another
//! position), and the model's bids for the empty corners took the engine away from a fight
//! both sides had spent moves on. There the model's own local moves count `offbook_visits`
//! times the square root of each one's share of the model's belief in that window (shares
//! under 5 % nothing), at the book's win rate. Engine coverage of Kogo's dictionary at 1 s
//! (200 positions, two runs at once on the idle machine):
//! 38.5 % reference moves, 67.5 % answers in the corner without it; 46.5 % / 81.5 % and
//! 48.0 % / 77.5 % with 150, 47.0 % / 82.0 % with 300. Professional games seldom leave a
//! corner empty beside a joseki under way, so whole-board agreement hardly sees it: on 480
//! tuning positions (3,000 playouts) it changed 5 answers, exact agreement 148 against 147.

use super::{BookPriorWeights, Opinion, Prior, PriorHook};
use crate::board::{Board, Color, Point};
use crate::joseki::{Candidate, Corner, JosekiBook, MatchMemo, BOOK_SIZE};
use std::sync::Arc;

/// Past this many stones the corners are settled; the lookup would only cost time.
const MAX_STONES_FOR_BOOK: u32 = 160;

/// Book moves gain virtual visits at every expansion, scaled by `--joseki-weight`.
pub struct JosekiPriors {
    book: Arc<JosekiBook>,
    scale: f32,
    weights: BookPriorWeights,
}

/// What a corner's window says about how much its book moves matter.
#[derive(Copy, Clone, Debug, PartialEq)]
enum CornerState {
    /// The last move was played in this window, next to other stones.
    Active,
    /// The last move was played in this window and is its only stone.
    Lone,
    /// Stones, but the last move was elsewhere.
    Quiet,
    /// No stone in the window.
    Empty,
}

fn corner_state(board: &Board, corner: Corner, window: usize) -> CornerState {
    match corner.window_stones(board, window) {
        (1, true) => CornerState::Lone,
        (_, true) => CornerState::Active,
        (0, false) => CornerState::Empty,
        (_, false) => CornerState::Quiet,
    }
}

impl JosekiPriors {
    /// None for a zero weight: the book would change nothing.
    pub fn new(
        book: &Arc<JosekiBook>,
        scale: f32,
        weights: BookPriorWeights,
    ) -> Option<JosekiPriors> {
        (scale > 0.0).then(|| JosekiPriors {
            book: Arc::clone(book),
            scale,
            weights,
        })
    }

    /// The visits a corner's best book move would get at full urgency: for a corner with
    /// stones, the move model's belief that the next move is there (`model_mass`, given only
    /// when `model_visits` is on and the model's probabilities are known); otherwise, and for
    /// a joseki under way while some corner is empty (`model_needs_every_corner`: there the
    /// model misjudges it, the module's notes say why), the corner's state.
    fn corner_scale(
        &self,
        state: CornerState,
        joseki_under_way: bool,
        some_corner_empty: bool,
        model_mass: Option<f32>,
    ) -> f32 {
        let w = &self.weights;
        match (state, model_mass) {
            (CornerState::Empty, _) if joseki_under_way => w.empty_visits,
            (CornerState::Empty, _) => w.open_visits,
            (state, _) if self.held_by_state(state, some_corner_empty) => w.active_visits,
            (_, Some(mass)) => w.model_visits * mass,
            (CornerState::Active, _) => w.active_visits,
            (CornerState::Lone, _) => w.lone_visits,
            (CornerState::Quiet, _) => w.quiet_visits,
        }
    }

    /// Virtual visits for each of the corner's book moves (tenuki left out), by the rules in
    /// the module's documentation; appended to `out` as (point, visits). `points` is scratch.
    fn corner_visits(
        &self,
        corner_scale: f32,
        candidates: &[Candidate],
        points: &mut Vec<(Point, f32)>,
        out: &mut Vec<(Point, f32)>,
    ) {
        // Each image of a symmetric corner's move counts as a move of its own, at the move's
        // whole weight: the rule was tuned (and measured) on lists that held both images so.
        // Summed in that list's order (weight, then point), every point's visits stay as they
        // were to the last bit, and so do the searches that read them.
        points.clear();
        points.extend(candidates.iter().flat_map(Candidate::weighted_points));
        points.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let total: f32 = points.iter().map(|&(_, w)| w).sum();
        let local: f32 = points
            .iter()
            .filter(|(p, _)| !p.is_pass())
            .map(|&(_, w)| w)
            .sum();
        if local <= 0.0 || total <= 0.0 {
            return;
        }
        let urgency = local / total;
        let w = &self.weights;
        let scale = self.scale * urgency * corner_scale;
        for c in candidates.iter().filter(|c| !c.point.is_pass()) {
            let relaxed = if c.exact { 1.0 } else { w.relaxed };
            for (point, weight) in c.weighted_points() {
                let visits = scale * relaxed * (weight / local).sqrt();
                keep_larger(out, point, visits);
            }
        }
    }

    /// Each book move already in `priors` gains its virtual visits at win rate `value`. Moves
    /// the heuristics left out stay out. `model` holds the move model's probability of each
    /// prior (empty without a model). Allocates nothing after a thread's first call.
    pub fn adjust_with_model(
        &self,
        board: &Board,
        to_play: Color,
        priors: &mut [Prior],
        model: &[f32],
    ) {
        if board.size() != BOOK_SIZE {
            return;
        }
        thread_local! {
            static SCRATCH: std::cell::RefCell<Scratch> =
                const {
                    std::cell::RefCell::new(Scratch {
                        candidates: Vec::new(),
                        points: Vec::new(),
                        visits: Vec::new(),
                        memo: MatchMemo::new(),
                    })
                };
        }
        SCRATCH.with(|scratch| {
            let Ok(mut scratch) = scratch.try_borrow_mut() else {
                return;
            };
            self.book_visits_into(board, to_play, priors, model, &mut scratch);
            for &(point, visits) in scratch.visits.iter() {
                let Some(prior) = priors.iter_mut().find(|p| p.point == point) else {
                    continue;
                };
                prior.add(Opinion::new(self.weights.value, visits));
            }
        });
    }

    /// Every book move's virtual visits in this position without the move model's opinion
    /// (the corner states decide).
    pub fn book_visits(&self, board: &Board, to_play: Color) -> Vec<(Point, f32)> {
        self.book_visits_with_model(board, to_play, &[], &[])
    }

    /// The same with the move model's probability of each of `priors` (same order) in `model`.
    pub fn book_visits_with_model(
        &self,
        board: &Board,
        to_play: Color,
        priors: &[Prior],
        model: &[f32],
    ) -> Vec<(Point, f32)> {
        let mut scratch = Scratch::default();
        self.book_visits_into(board, to_play, priors, model, &mut scratch);
        scratch.visits
    }

    fn book_visits_into(
        &self,
        board: &Board,
        to_play: Color,
        priors: &[Prior],
        model: &[f32],
        scratch: &mut Scratch,
    ) {
        let Scratch {
            candidates,
            points,
            visits,
            memo,
        } = scratch;
        visits.clear();
        if board.size() != BOOK_SIZE
            || board.stone_count(Color::Black) + board.stone_count(Color::White)
                > MAX_STONES_FOR_BOOK
        {
            return;
        }
        let window = self.book.window();
        let states = Corner::ALL.map(|corner| corner_state(board, corner, window));
        let joseki_under_way = states.contains(&CornerState::Active);
        let masses =
            (self.weights.model_visits > 0.0 && model.len() == priors.len() && !model.is_empty())
                .then(|| corner_masses(board, window, priors, model));
        let some_corner_empty = states.contains(&CornerState::Empty);
        for (i, (corner, state)) in Corner::ALL.into_iter().zip(states).enumerate() {
            self.book.graph().match_corner(
                board,
                to_play,
                corner,
                window,
                Some(&mut *memo),
                candidates,
            );
            let scale = self.corner_scale(
                state,
                joseki_under_way,
                some_corner_empty,
                masses.map(|m| m[i]),
            );
            self.corner_visits(scale, candidates, points, visits);
            // A relaxed match reads the window without its extra stones, which may be the very
            // moves that left the book, so only an exact one says the book knows the corner.
            let book_knows_it = candidates.iter().any(|c| c.exact && !c.point.is_pass());
            if let Some(masses) =
                masses.filter(|_| !book_knows_it && self.held_by_state(state, some_corner_empty))
            {
                let in_window = |p| in_corner_window(board, window, corner, p);
                self.offbook_visits(in_window, masses[i], priors, model, visits);
            }
        }
    }

    /// A joseki under way while a corner is empty, where the model misjudges the corner's
    /// urgency (`model_needs_every_corner`): its state, not the model, says how much it counts.
    fn held_by_state(&self, state: CornerState, some_corner_empty: bool) -> bool {
        state == CornerState::Active && some_corner_empty && self.weights.model_needs_every_corner
    }

    /// The corner of a joseki under way that the book does not know, while a corner is empty:
    /// the model's local moves, each by its share of the model's belief in the window, square-
    /// rooted like a book move's share. Moves under `MIN_OFFBOOK_SHARE` of it gain nothing,
    /// so the boost sorts the model's few local candidates instead of lifting the whole window.
    fn offbook_visits(
        &self,
        in_window: impl Fn(Point) -> bool,
        mass: f32,
        priors: &[Prior],
        model: &[f32],
        out: &mut Vec<(Point, f32)>,
    ) {
        let scale = self.scale * self.weights.offbook_visits;
        if scale <= 0.0 || mass <= 0.0 {
            return;
        }
        for (prior, &p) in priors.iter().zip(model) {
            let share = p / mass;
            if share < MIN_OFFBOOK_SHARE || !in_window(prior.point) {
                continue;
            }
            keep_larger(out, prior.point, scale * share.sqrt());
        }
    }
}

/// Adds a move's visits to `out`, or raises its entry there: a point that two rules propose
/// counts the stronger opinion, not the sum.
fn keep_larger(out: &mut Vec<(Point, f32)>, point: Point, visits: f32) {
    match out.iter_mut().find(|(p, _)| *p == point) {
        Some(entry) => entry.1 = entry.1.max(visits),
        None => out.push((point, visits)),
    }
}

/// A local move the model gives less of its belief in an unknown joseki's window than this
/// gains no off-book visits.
const MIN_OFFBOOK_SHARE: f32 = 0.05;

/// A thread's working lists, kept between calls.
#[derive(Default)]
struct Scratch {
    candidates: Vec<Candidate>,
    points: Vec<(Point, f32)>,
    visits: Vec<(Point, f32)>,
    memo: MatchMemo,
}

impl PriorHook for JosekiPriors {
    fn adjust(&self, board: &Board, to_play: Color, priors: &mut Vec<Prior>) {
        self.adjust_with_model(board, to_play, priors, &[]);
    }
}

/// The move model's probability that the next move falls in each corner's window
/// (`Corner::ALL` order), from each prior's probability.
fn corner_masses(board: &Board, window: usize, priors: &[Prior], model: &[f32]) -> [f32; 4] {
    let mut masses = [0.0f32; 4];
    for (prior, &p) in priors.iter().zip(model) {
        for (mass, corner) in masses.iter_mut().zip(Corner::ALL) {
            if in_corner_window(board, window, corner, prior.point) {
                *mass += p;
            }
        }
    }
    masses
}

fn in_corner_window(board: &Board, window: usize, corner: Corner, point: Point) -> bool {
    if point.is_pass() {
        return false;
    }
    let (x, y) = board.xy(point);
    corner.holds(x, y, window, board.size())
}
