//! The rules of the end of the game, apart from the search that asks about them: counting the
//! score, who owns each point after playouts, which chains are pass-alive, dead or in seki,
//! whether passing now wins, and the dynamic komi of handicap games.

mod komi;
mod ownership;
mod pass_alive;
mod score;
mod status;

pub use komi::{dynamic_komi, handicap_komi, DYNAMIC_KOMI_PER_STONE};
pub use ownership::{playout_ownership, point_owner, Ownership};
pub use pass_alive::pass_alive;
pub use score::{pass_wins, score, tromp_taylor_margin, wins_on_board, Scoring};
pub use status::{dead_for_pass, dead_stones_of, final_status, PointStatus};
