//! The move model deferred to a node's `model_visits`th visit: nodes visited that often carry
//! its opinions, the rest do not, and re-sorting a node's moves while other threads descend
//! through it never leaves an edge leading to a position its move does not make.

use std::sync::atomic::Ordering;
use tesuji::board::{Board, Color, Point};
use tesuji::game::Game;
use tesuji::patterns::{Model, ModelPriors};
use tesuji::search::arena::{
    Graph, NodeId, MODEL_ADDED, MODEL_AT_EXPANSION, MODEL_PENDING, NONE, STATE_EXPANDED,
};
use tesuji::search::uct::node_key;
use tesuji::search::{SearchConfig, SearchParams, UctBrain, DEFAULT_MODEL_PRIOR_WEIGHT};

/// A few opening moves, so that the model has shapes to rank.
fn game() -> Game {
    let mut game = Game::new(19);
    for (color, x, y) in [
        (Color::Black, 15, 15),
        (Color::White, 3, 3),
        (Color::Black, 15, 2),
        (Color::White, 3, 15),
        (Color::Black, 16, 4),
        (Color::White, 2, 9),
    ] {
        let p = game.board().point(x, y);
        game.play(color, p).expect("legal opening move");
    }
    game
}

fn searched(model_visits: u32, threads: usize, playouts: u64) -> (UctBrain, Game) {
    searched_with(
        SearchParams {
            model_visits,
            ..SearchParams::default()
        },
        threads,
        playouts,
    )
}

fn searched_with(params: SearchParams, threads: usize, playouts: u64) -> (UctBrain, Game) {
    let mut brain = UctBrain::with_config(SearchConfig {
        threads,
        max_memory: 256 << 20,
        params,
        ..SearchConfig::default()
    });
    let hook = ModelPriors::new(Model::shipped(), DEFAULT_MODEL_PRIOR_WEIGHT);
    brain.set_prior_hook(Some(Box::new(hook)));
    let game = game();
    brain.search_fixed(&game, Color::Black, playouts);
    (brain, game)
}

/// Every expanded node below the root with its visits and model state, each checked on the
/// way: the child of every non-pass edge is the position that edge's move makes.
fn walk(graph: &Graph, root: NodeId, board: &Board, to_play: Color) -> Vec<(u32, u8)> {
    walk_with_depth(graph, root, board, to_play)
        .into_iter()
        .map(|(_, visits, model)| (visits, model))
        .collect()
}

/// `walk`, each node with the moves it lies below the root (the opening has no captures, so a
/// position lies at one depth however it is reached).
fn walk_with_depth(
    graph: &Graph,
    root: NodeId,
    board: &Board,
    to_play: Color,
) -> Vec<(usize, u32, u8)> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![(root, board.clone(), to_play, 0)];
    while let Some((node, board, color, depth)) = stack.pop() {
        if !seen.insert(node) {
            continue;
        }
        let n = graph.node(node);
        if n.state() != STATE_EXPANDED {
            continue;
        }
        out.push((
            depth,
            n.visits.load(Ordering::Relaxed),
            n.model.load(Ordering::Relaxed),
        ));
        for e in graph.edges_of(node) {
            let child = e.child();
            if child == NONE || e.mv() == 0 {
                continue;
            }
            let mut next = board.clone();
            next.play(color, Point(e.mv()))
                .expect("an edge's move is legal on its node");
            let key = node_key(&next, color.opponent(), false);
            assert_eq!(
                graph.node(child).key(),
                key,
                "edge {} leads elsewhere",
                e.mv()
            );
            stack.push((child, next, color.opponent(), depth + 1));
        }
    }
    out
}

fn root_of(graph: &Graph, game: &Game) -> NodeId {
    graph
        .find(node_key(game.board(), Color::Black, false))
        .expect("the root is in the graph")
}

#[test]
fn nodes_visited_often_enough_carry_the_model_and_the_rest_wait_for_it() {
    let (brain, game) = searched(8, 1, 3000);
    let graph = brain.graph().expect("searched");
    let root = root_of(graph, &game);
    assert_eq!(
        graph.node(root).model.load(Ordering::Relaxed),
        MODEL_AT_EXPANSION
    );
    let nodes = walk(graph, root, game.board(), Color::Black);
    let below: Vec<_> = nodes.iter().skip(1).collect();
    assert!(below.iter().any(|&&(_, m)| m == MODEL_ADDED));
    assert!(below.iter().any(|&&(_, m)| m == MODEL_PENDING));
    for &&(visits, model) in &below {
        match model {
            MODEL_ADDED => assert!(visits >= 8, "added at {visits} visits"),
            // The 8th visit is counted on the way back up; the model comes with the next
            // descent through the node, which the search may have ended before.
            MODEL_PENDING => assert!(visits <= 8, "pending at {visits} visits"),
            other => panic!("state {other} after the search"),
        }
    }
}

#[test]
fn at_the_default_every_node_has_the_model_from_expansion() {
    let (brain, game) = searched(0, 1, 1000);
    let graph = brain.graph().expect("searched");
    let root = root_of(graph, &game);
    let nodes = walk(graph, root, game.board(), Color::Black);
    assert!(nodes.len() > 10);
    assert!(nodes.iter().all(|&(_, m)| m == MODEL_AT_EXPANSION));
}

#[test]
fn nodes_near_the_root_get_the_model_at_expansion_and_deeper_ones_wait_for_it() {
    let params = SearchParams {
        model_visits: 100_000,
        model_depth: 2,
        ..SearchParams::default()
    };
    let (brain, game) = searched_with(params, 1, 3000);
    let graph = brain.graph().expect("searched");
    let root = root_of(graph, &game);
    let nodes = walk_with_depth(graph, root, game.board(), Color::Black);
    assert!(nodes.iter().any(|&(depth, _, _)| depth == 1));
    assert!(nodes.iter().any(|&(depth, _, _)| depth >= 2));
    for &(depth, visits, model) in &nodes {
        if depth < 2 {
            assert_eq!(model, MODEL_AT_EXPANSION, "depth {depth}");
        } else {
            // No node of a 3,000-playout search reaches the visit that would bring it.
            assert_eq!(model, MODEL_PENDING, "{visits} visits at depth {depth}");
        }
    }
}

#[test]
fn re_sorting_under_threads_keeps_every_edge_on_its_own_move() {
    for _ in 0..3 {
        let (brain, game) = searched(4, 2, 4000);
        let graph = brain.graph().expect("searched");
        let root = root_of(graph, &game);
        let nodes = walk(graph, root, game.board(), Color::Black);
        assert!(nodes.iter().any(|&(_, m)| m == MODEL_ADDED));
    }
}

#[test]
fn a_root_kept_from_the_previous_search_gets_the_model_before_it_is_searched() {
    let (mut brain, mut game) = searched(1000, 1, 2000);
    let graph = brain.graph().expect("searched");
    let root = root_of(graph, &game);
    // The most visited reply: expanded on the heuristic priors alone, its model still due.
    let (mv, child) = graph
        .edges_of(root)
        .iter()
        .filter(|e| e.mv() != 0 && e.child() != NONE)
        .max_by_key(|e| e.visits())
        .map(|e| (Point(e.mv()), e.child()))
        .expect("a reply was searched");
    assert_eq!(
        graph.node(child).model.load(Ordering::Relaxed),
        MODEL_PENDING
    );
    game.play(Color::Black, mv).expect("legal");
    brain.search_fixed(&game, Color::White, 10);
    let graph = brain.graph().expect("searched");
    let root = graph
        .find(node_key(game.board(), Color::White, false))
        .expect("the new root is in the graph");
    assert_eq!(root, child, "the tree was kept");
    assert_eq!(graph.node(root).model.load(Ordering::Relaxed), MODEL_ADDED);
}
