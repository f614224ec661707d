//! The search's graph kept from move to move: re-rooted at each search's position, with what
//! the new root no longer reaches reclaimed, and the root's moves given before the workers
//! start.

use super::run::{run, Request, SearchSummary};
use super::{expand, node_key};
use crate::board::{Color, Point};
use crate::engine::SearchObserver;
use crate::game::Game;
use crate::search::arena::{self, Capacity, Graph, Lookup, NodeId, NONE, NO_EDGE};
use crate::search::prior::Prior;

/// The graph and its root, between searches.
pub struct SearchTree {
    max_memory: usize,
    graph: Option<Graph>,
    graph_area: usize,
    root: NodeId,
}

impl SearchTree {
    /// A tree whose node and edge arenas and table take `max_memory` bytes, made at the first
    /// search (when the board's size is known).
    pub fn new(max_memory: usize) -> SearchTree {
        SearchTree {
            max_memory,
            graph: None,
            graph_area: 0,
            root: NONE,
        }
    }

    pub fn graph(&self) -> Option<&Graph> {
        self.graph.as_ref()
    }

    pub fn root(&self) -> NodeId {
        self.root
    }

    /// Forgets every position (a new game, or priors that changed).
    pub fn clear(&mut self) {
        if let Some(graph) = self.graph.as_mut() {
            graph.reset();
        }
        self.root = NONE;
    }

    /// Searches `request`'s position, kept from earlier searches where the graph holds it.
    /// `extra_bans` may not be played at the root (analysis `avoid`/`allow`), nor pass with
    /// `ban_pass`.
    pub fn search(
        &mut self,
        request: &Request,
        extra_bans: &[Point],
        ban_pass: bool,
        observer: &mut dyn SearchObserver,
    ) -> SearchSummary {
        let (game, color) = (request.game, request.color);
        let root = self.prepare_root(request);
        let bans = self.root_bans(game, color, ban_pass, extra_bans);
        let Some(graph) = self.graph.as_ref() else {
            return SearchSummary::default();
        };
        if root == NONE || graph.edges_of(root).is_empty() {
            return SearchSummary::default();
        }
        run(graph, root, &bans, request, observer)
    }

    /// Makes the node for `game`'s position with `color` to move the root, keeping what it
    /// reaches and reclaiming the rest.
    fn set_root(&mut self, game: &Game, color: Color) -> NodeId {
        let area = game.size() * game.size();
        if self.graph.is_none() || self.graph_area != area {
            let cap = Capacity::from_memory(self.max_memory, area + 1);
            self.graph = Some(Graph::new(cap));
            self.graph_area = area;
        }
        let Some(graph) = self.graph.as_mut() else {
            return NONE;
        };
        let key = node_key(game.board(), color, game.consecutive_passes() > 0);
        match graph.find(key) {
            Some(root) => graph.reclaim(self.root, root),
            None => graph.reset(),
        }
        self.root = match graph.find_or_insert(key, color as u8, NO_EDGE, false) {
            Lookup::Found(id) | Lookup::Inserted(id) => id,
            Lookup::Full => NONE,
        };
        self.root
    }

    /// Makes the request's position the root and gives it its moves; when the arena has no
    /// room even for those, starts over once with an empty graph. NONE when there is no root.
    fn prepare_root(&mut self, request: &Request) -> NodeId {
        let (game, color) = (request.game, request.color);
        if let Some(hook) = request.hook {
            hook.prepare(game.board(), color);
        }
        let mut root = self.set_root(game, color);
        if root == NONE {
            return NONE;
        }
        let mut priors: Vec<Prior> = Vec::new();
        for attempt in 0..2 {
            let graph = self.graph.as_ref().expect("set_root creates the graph");
            let board = game.board();
            let expanded = expand(
                graph,
                request.params,
                request.hook,
                root,
                board,
                color,
                &mut priors,
            );
            if expanded || attempt == 1 {
                break;
            }
            if let Some(g) = self.graph.as_mut() {
                g.reset();
            }
            root = self.set_root(game, color);
        }
        root
    }

    /// The moves the search may not play at the root: illegal ones, `extra_bans`, and pass
    /// when `ban_pass`. Passing stays allowed when nothing else is.
    fn root_bans(
        &self,
        game: &Game,
        color: Color,
        ban_pass: bool,
        extra_bans: &[Point],
    ) -> Vec<bool> {
        let Some(graph) = &self.graph else {
            return Vec::new();
        };
        let edges = graph.edges_of(self.root);
        let mut bans: Vec<bool> = edges
            .iter()
            .map(|e| {
                let p = Point(e.mv());
                let banned = if p.is_pass() {
                    ban_pass
                } else {
                    !game.is_legal(color, p)
                };
                banned || extra_bans.contains(&p)
            })
            .collect();
        if bans.iter().all(|&b| b) {
            for (b, e) in bans.iter_mut().zip(edges) {
                if e.mv() == 0 {
                    *b = false;
                }
            }
        }
        bans
    }

    /// Checks the graph invariants the reclamation must keep: every live slot is reachable
    /// from the root and every table entry names a live node under its own key.
    pub fn check(&self) -> Result<(), String> {
        let Some(graph) = &self.graph else {
            return Ok(());
        };
        let live = graph.live_nodes();
        let reachable = graph.reachable_count(self.root);
        if live != reachable {
            return Err(format!("{live} live node slots but {reachable} reachable"));
        }
        let mut entries = 0;
        for id in graph.table_entries() {
            entries += 1;
            let node = graph.node(id);
            if node.state() == arena::STATE_FREE {
                return Err(format!("table entry {id} is a free slot"));
            }
            if graph.find(node.key()) != Some(id) {
                return Err(format!("table entry {id} not found under its key"));
            }
        }
        if entries != live {
            return Err(format!("{entries} table entries for {live} live nodes"));
        }
        Ok(())
    }
}
