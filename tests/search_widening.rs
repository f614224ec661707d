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
    // The window's first moves are settled at expansion; only later ones are chosen as it
    // grows (`widen_reorder`).
    let placed = node.placed.load(std::sync::atomic::Ordering::Relaxed) as usize;
    assert_eq!(placed, urgent + params.widen_base as usize);
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

/// The power-law floor leaves short searches' windows alone and keeps widening long ones:
/// tripling 3,500 visits adds three moves by the logarithm alone, six with the floor at 0.5.
#[test]
fn the_power_floor_widens_only_well_visited_nodes() {
    let log_only = SearchParams::default();
    let power = SearchParams {
        widen_power: 0.5,
        ..SearchParams::default()
    };
    for visits in [1.0, 21.0, 25.0, 200.0, 1_000.0, 3_500.0] {
        assert_eq!(
            power.widened(visits),
            log_only.widened(visits),
            "the floor changed the window at {visits} visits"
        );
    }
    let gain = |p: &SearchParams| p.widened(10_500.0) - p.widened(3_500.0);
    assert_eq!(gain(&log_only), 3, "the logarithmic window");
    assert!(
        gain(&power) >= 6,
        "the power floor adds {} moves for three times the visits",
        gain(&power)
    );
    assert!(power.widened(100_000.0) > log_only.widened(100_000.0) + 40);
}

/// The window can be kept to the opening and to the nodes near the root: by default it holds
/// everywhere, all game.
#[test]
fn the_window_holds_only_where_it_is_asked_to() {
    let default = SearchParams::default();
    assert!(default.widens_at(0, 0) && default.widens_at(40, 300));
    let opening = SearchParams {
        widen_max_stones: 40,
        ..SearchParams::default()
    };
    assert!(
        opening.widens_at(3, 39),
        "an opening position keeps its window"
    );
    assert!(
        !opening.widens_at(0, 40),
        "from the 40th stone every node is open"
    );
    let root_only = SearchParams {
        widen_max_depth: 1,
        ..SearchParams::default()
    };
    assert!(root_only.widens_at(0, 200), "the root keeps its window");
    assert!(!root_only.widens_at(1, 0), "a node below it is open");
}
