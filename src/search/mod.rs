//! UCT search on an arena-allocated DAG with a transposition table.
//!
//! - `arena`: node and edge slabs, the Zobrist-keyed table, reclamation along creator edges.
//! - `uct`: the search itself: the graph kept between moves, one descent/playout/backup with
//!   UCT-RAVE and virtual loss, the threads, the rule that stops a search and its report.
//! - `prior`: the heuristic opinions new edges start from (read off playout's tactics and
//!   3x3 shapes).
//! - `book_priors`, `book_weights`: the joseki book's opinions, as a prior hook.
//! - `dragon_priors`: the dragon reader's deciding moves at the root, as a prior hook.
//! - `params`: every tunable by name, for `--param` and `--config`.
//! - `time`: per-move budgets for every time system.
//! - `brain`: `UctBrain`, the search behind the `Brain` contract: the clock's budget, the
//!   book and model hook, and the decisions around a search (`decide`: pass, resign).
//!
//! Scoring, ownership, life and death and dynamic komi are `rules`'; the search calls them.

pub mod arena;
mod book_priors;
mod book_weights;
mod brain;
mod decide;
mod dragon_priors;
pub mod params;
mod prior;
pub mod time;
pub mod uct;

use crate::playout::HeuristicConfig;
use crate::rules;
pub use book_priors::JosekiPriors;
pub use book_weights::BookPriorWeights;
pub use brain::UctBrain;
pub use dragon_priors::{DragonPriors, DragonWeights};
pub use prior::{priors, priors_with, Opinion, Prior, PriorWeights};
pub use time::{Budget, TimeParams};
pub use uct::{PriorHook, SearchParams, SearchSummary};

#[derive(Clone, Debug)]
pub struct SearchConfig {
    /// Search threads (tree parallelism).
    pub threads: usize,
    /// Bytes for the node and edge arenas and the table (`--max-memory`).
    pub max_memory: usize,
    /// Fixed iterations per move (`--playouts`), instead of the clock.
    pub playouts: Option<u64>,
    pub time: TimeParams,
    /// Resign below this win rate, sustained over `RESIGN_STREAK` moves; 0 = never.
    pub resign: f64,
    /// ...and only while the best move's mean score also trails by at least this many points
    /// (19x19; smaller boards in proportion to their area). A win rate near zero late in a
    /// close game says the count is lost by a point, not that the opponent cannot err.
    pub resign_margin: f32,
    pub seed: u64,
    /// The first this-many moves of a game pick among near-best moves at random; None = the
    /// board size.
    pub opening_random_moves: Option<usize>,
    pub params: SearchParams,
    /// The playout policy's step probabilities.
    pub policy: HeuristicConfig,
    /// Playouts for `final_status`.
    pub status_playouts: usize,
    /// Virtual wins per square root of the move model's probability that the model's prior
    /// hook (built by `app`) gives each new edge; 0 leaves the model out. Here so that
    /// `--param` can tune it beside the other priors.
    pub model_prior_weight: f32,
    /// `model_prior_weight`'s multiplier on boards smaller than 13x13: the model learned from
    /// 19x19 records, and on 9x9 its opinion served the search best counted half as much
    /// again (docs/experiments/move-model.md).
    pub model_prior_small_board_scale: f32,
    /// Playouts a search plays at its root to measure the ownership a context-reading move
    /// model reads: `None` as many as the model was trained with, `Some(0)` none (the model's
    /// ownership group then stays silent).
    pub model_owner_playouts: Option<u32>,
    /// Where the move model believes the next move more likely far from the last one (more
    /// than 4 away) than near, the far moves' virtual wins count `1 + model_tenuki_boost *
    /// (2 * its far share - 1)` times as much (13x13 up, and not where the last move fell in
    /// a corner fight while a corner is empty; 0 = off). `ModelPriors` says why.
    pub model_tenuki_boost: f32,
    /// The far share above which `model_tenuki_boost` starts; the factor is `1 + boost *
    /// (share - pivot) / (1 - pivot)`, so at 0.5 it is `1 + boost * (2 * share - 1)`.
    pub model_tenuki_pivot: f32,
    /// How much the joseki book's moves count (the book's hook is built by `app`; its knobs
    /// live here so that `--param` tunes them beside the other priors).
    pub book: BookPriorWeights,
    /// The dragon reader's deciding moves at the root (the hook is built by `app`).
    pub dragon: DragonWeights,
    /// How the game's end is counted when deciding whether to pass.
    pub counting: Counting,
    /// Handicap games, taking the stones: the search's extra komi per stone at the start,
    /// fading by mid-game (`rules::handicap_komi`; 0 = off).
    pub handicap_komi_per_stone: f32,
}

/// How the server the engine plays on counts a game that ends with two passes. A pass is only
/// safe if the count the server will make wins, so the search counts the same way.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Counting {
    /// Dead stones are removed before counting (KGS, human scorers, GNU Go's `final_score`,
    /// Japanese and Chinese rules as people play them). A lone dead stone in the opponent's
    /// area must not make a lost position look won, so the search plays out the position a
    /// double pass reaches instead of counting the stones where they stand.
    #[default]
    DeadRemoved,
    /// Every stone on the board counts as alive (Tromp-Taylor, as CGOS scores).
    BareBoard,
}

/// Default of `model_prior_weight`. 9x9, 0.5 s per move: 20 beat 0 by 30 games to 10. 19x19
/// self-play against 20, one thread: 30 won 21/30 at 3,500 playouts a move
/// (docs/experiments/move-model.md, "The move model counted more").
pub const DEFAULT_MODEL_PRIOR_WEIGHT: f32 = 30.0;
/// Default of `model_prior_small_board_scale`: 1, so that 9x9 keeps the weight it was tuned
/// to, 30 (3,000 playouts against the model before at weight 20: 12 36.5 %, 20 47.5 %, 30
/// 57.0 %, 40 54.0 % over 100 games each; 30 then won 37/60 at 1 s).
pub const DEFAULT_MODEL_SMALL_BOARD_SCALE: f32 = 1.0;

/// Default of `model_tenuki_boost` (480 professional positions of the 6p-8p folders at 3,000
/// playouts, engine seed 2, exact / plays elsewhere: off 158 / 85, 5 154 / 102, 10 182 / 99,
/// 20 159 / 97; docs/experiments/agreement.md).
pub const DEFAULT_MODEL_TENUKI_BOOST: f32 = 10.0;

/// Default of `model_tenuki_pivot` (the same 480 positions with boost 10, exact / plays
/// elsewhere: 0.5 182 / 99, 0.4 173 / 98, 0.3 160 / 104: a lower pivot buys tenuki with
/// local answers).
pub const DEFAULT_MODEL_TENUKI_PIVOT: f32 = 0.5;

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            threads: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
            max_memory: 1 << 30,
            playouts: None,
            time: TimeParams::default(),
            resign: 0.1,
            resign_margin: DEFAULT_RESIGN_MARGIN,
            seed: 0x7e5u64,
            opening_random_moves: None,
            params: SearchParams::default(),
            policy: HeuristicConfig::default(),
            status_playouts: 1000,
            model_prior_weight: DEFAULT_MODEL_PRIOR_WEIGHT,
            model_prior_small_board_scale: DEFAULT_MODEL_SMALL_BOARD_SCALE,
            model_owner_playouts: None,
            model_tenuki_boost: DEFAULT_MODEL_TENUKI_BOOST,
            model_tenuki_pivot: DEFAULT_MODEL_TENUKI_PIVOT,
            book: BookPriorWeights::default(),
            dragon: DragonWeights::default(),
            counting: Counting::default(),
            handicap_komi_per_stone: rules::DYNAMIC_KOMI_PER_STONE,
        }
    }
}

/// Points (19x19) the best move must trail by before a low win rate counts towards resigning
/// (KataGo's resignMinScoreDifference): two games resigned against GNU Go, played out, were
/// lost by half a point.
pub const DEFAULT_RESIGN_MARGIN: f32 = 10.0;
