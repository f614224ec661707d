//! Progressive widening admits tactics at once: a vital point the move model ranks far down
//! is among the moves a new node chooses from at its first visit, not thousands of visits
//! later.

use tesuji::board::{Board, Color, Point};
use tesuji::patterns::{Model, ModelPriors};
use tesuji::search::arena::{Capacity, Graph, Lookup};
use tesuji::search::uct::{expand, node_key};
use tesuji::search::{Prior, SearchParams, DEFAULT_MODEL_PRIOR_WEIGHT};

/// White's corner group lives only by its straight three on the edge (A1-C1); Black to play
/// kills at B1. Six White stones in atari elsewhere give the priors captures to rank above it.
const STRAIGHT_THREE: &str = "
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . O . . . . . . . . . . . . X . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . X . . . . X . . . . . .
    . . . . . . X O X . . X O X . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . X . . .
    . . . . . . . . . X . . . . X O X . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . X . . . . X . . . . . .
    . . . . . . X O X . . X O X . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . X . . . . . . O . . .
    . . . . . . . X O X . . . . . . . . .
    X X X X X . . . . . . . . . . . . . .
    O O O O X . . . . . . . . . . . . . .
    . . . O X . . . . . . . . . . . . . .
";

/// Where the vital point lands among the root's edges, how many edges lead the block as
/// tactics, and how many moves the window admits at the first visit.
fn vital_point_rank(widen_urgent: bool) -> (usize, usize, usize) {
    let board = Board::from_diagram(STRAIGHT_THREE).expect("diagram parses");
    let vital = board.point(1, 18);
    let params = SearchParams {
        widen_urgent,
        ..SearchParams::default()
    };
    let hook = ModelPriors::new(Model::shipped(), DEFAULT_MODEL_PRIOR_WEIGHT);
    let graph = Graph::new(Capacity::from_memory(1 << 20, 400));
    let root = match graph.find_or_insert(node_key(&board, Color::Black, false), 0, 0, false) {
        Lookup::Found(id) | Lookup::Inserted(id) => id,
        Lookup::Full => panic!("a fresh graph has room"),
    };
    let mut scratch: Vec<Prior> = Vec::new();
    assert!(expand(
        &graph,
        &params,
        Some(&hook),
        root,
        &board,
        Color::Black,
        &mut scratch
    ));
    let node = graph.node(root);
    let rank = graph
        .edges_of(root)
        .iter()
        .position(|e| Point(e.mv()) == vital)
        .expect("the vital point is a legal move");
    let urgent = node.urgent_edges.load(std::sync::atomic::Ordering::Relaxed) as usize;
    (rank, urgent, params.widened(1.0))
}

#[test]
fn a_vital_point_the_model_ranks_low_is_searched_from_the_first_visit() {
    let (rank, urgent, window) = vital_point_rank(false);
    assert_eq!(urgent, 0, "nothing is urgent when widening ignores tactics");
    // The case this guards: by the model's order alone the vital point waits outside.
    assert!(
        rank >= window,
        "the model alone already admits B1 (rank {rank}, window {window}): the position no longer tests anything"
    );
    let (rank, urgent, window) = vital_point_rank(true);
    assert!(urgent >= 1, "B1 is a tactic");
    assert!(
        rank < urgent && rank < urgent + window,
        "B1 at rank {rank}, {urgent} urgent edges, window {window}"
    );
}

/// The window grows with the logarithm of a node's visits: five moves until the 20th visit,
/// then one more each time the visits grow by 1.4, so tripling a budget adds about three.
#[test]
fn the_window_grows_with_the_logarithm_of_the_visits() {
    let params = SearchParams::default();
    assert_eq!(params.widened(1.0), 5);
    assert_eq!(params.widened(20.0), 5);
    assert_eq!(params.widened(28.0), 5 + 1);
    assert_eq!(params.widened(10_500.0) - params.widened(3_500.0), 3);
    let all_at_once = SearchParams {
        widen_base: 0,
        ..SearchParams::default()
    };
    assert_eq!(all_at_once.widened(1.0), usize::MAX);
}
