//! How much the joseki book's moves weigh in the search's priors, by the state of their
//! corner.

/// The joseki book's priors, by the state of the corner a book move is in. Each book move gets
/// `visits * urgency * sqrt(local share)` virtual visits at win rate `value`, times `relaxed`
/// for a relaxed match, where urgency is one minus the book's tenuki share at that position
/// and the local share is the move's part of the corner's local (non-tenuki) play count.
/// `search::JosekiPriors` (book_priors.rs) gives the reasoning and the measurements behind the defaults.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BookPriorWeights {
    /// Win rate of a book move's virtual visits.
    pub value: f32,
    /// A corner whose window holds the last move: a joseki under way.
    pub active_visits: f32,
    /// The last move is the only stone in its corner's window (a lone 4-4 or 3-4 stone): an
    /// approach or invasion is a whole-board choice, not an answer the corner demands.
    pub lone_visits: f32,
    /// A corner with stones but not the last move: a joseki left for now.
    pub quiet_visits: f32,
    /// A corner with no stone in its window while a joseki is under way in another (the last
    /// move is in a corner with other stones): an opening move, no more.
    pub empty_visits: f32,
    /// A corner with no stone in its window when no joseki is under way: the big point.
    pub open_visits: f32,
    /// Multiplier for moves from a relaxed match (extra stones in the window).
    pub relaxed: f32,
    /// With the move model on, a corner with stones counts this many visits times the model's
    /// probability that the next move is in that corner's window, in place of the active,
    /// lone and quiet states (0 keeps the states): the model, trained on whole-board play,
    /// says whether a corner is urgent, the book which move there. Empty corners keep
    /// `empty_visits` and `open_visits`.
    pub model_visits: f32,
    /// While a corner is empty, a joseki under way (the corner of the last move, with other
    /// stones) counts `active_visits` whatever the model says. The model was trained on
    /// professional games, which take the four corners in their first moves: beside an empty
    /// corner it has nearly never seen a corner developed, and it bids for the empty corners'
    /// 4-4 points as if the game had just begun, pulling the engine out of a joseki both sides
    /// have spent moves on. Lone and quiet corners stay with the model.
    pub model_needs_every_corner: bool,
    /// A joseki under way beside an empty corner that the book does not know (no book line
    /// matches its window exactly): the move model's local moves count this many visits times the
    /// square root of their share of the model's belief in that window. Without it nothing
    /// holds the engine in the corner (the model bids for the empty corners' 4-4 points, as
    /// `model_needs_every_corner` says), so an unusual approach or a line past the book's end
    /// went unanswered. 0 turns it off.
    pub offbook_visits: f32,
}

impl Default for BookPriorWeights {
    fn default() -> Self {
        BookPriorWeights {
            value: 0.7,
            active_visits: 300.0,
            lone_visits: 40.0,
            quiet_visits: 40.0,
            empty_visits: 4.0,
            open_visits: 40.0,
            relaxed: 0.5,
            model_visits: 150.0,
            model_needs_every_corner: true,
            offbook_visits: 150.0,
        }
    }
}
