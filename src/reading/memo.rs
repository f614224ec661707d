//! The bookkeeping of a reader that deepens a bounded alternating search two moves a pass: its
//! node budget, the current pass's depth limit, whether a line met that limit or the budget
//! ran out, and the answers found. An answer that met no depth limit below it holds at any
//! depth and is kept from pass to pass; one that did is kept for its pass alone, by depth
//! too (a position met again at another depth has another depth left to read).

use fxhash::FxHashMap;
use std::hash::Hash;

pub(super) struct Memo<K, V> {
    budget: u32,
    depth_limit: usize,
    /// A line below the current node stopped at the depth limit: a deeper pass may answer
    /// otherwise.
    cut_off: bool,
    /// The budget ran out during the current pass: its answers are incomplete.
    exhausted: bool,
    this_pass: FxHashMap<(K, u8), V>,
    proven: FxHashMap<K, V>,
}

impl<K: Hash + Eq + Copy, V: Copy> Memo<K, V> {
    pub(super) fn new(budget: u32) -> Self {
        Memo {
            budget,
            depth_limit: 0,
            cut_off: false,
            exhausted: false,
            this_pass: FxHashMap::default(),
            proven: FxHashMap::default(),
        }
    }

    pub(super) fn budget(&self) -> u32 {
        self.budget
    }

    /// Starts a pass reading `depth_limit` moves deep.
    pub(super) fn start_pass(&mut self, depth_limit: usize) {
        self.depth_limit = depth_limit;
        self.cut_off = false;
        self.exhausted = false;
        self.this_pass.clear();
    }

    /// Whether the pass ended with a line stopped at its depth limit.
    pub(super) fn was_cut_off(&self) -> bool {
        self.cut_off
    }

    pub(super) fn is_exhausted(&self) -> bool {
        self.exhausted
    }

    /// Whether a node at `depth` is at the depth limit, where the reader judges the position
    /// as it stands (and the pass is marked cut off).
    pub(super) fn at_limit(&mut self, depth: usize) -> bool {
        let stop = depth >= self.depth_limit;
        self.cut_off |= stop;
        stop
    }

    /// Whether a node at `depth` is above the depth limit, where a node's answer read before
    /// may be looked up before anything else about it is read.
    pub(super) fn above_limit(&self, depth: usize) -> bool {
        depth < self.depth_limit
    }

    /// Takes one node from the budget; false (and the pass marked incomplete) when none is
    /// left.
    pub(super) fn spend(&mut self) -> bool {
        if self.budget == 0 {
            self.exhausted = true;
            return false;
        }
        self.budget -= 1;
        true
    }

    /// Enters a node: the lines read below it are tracked apart from those read before it.
    /// Returns what `leave` takes back.
    pub(super) fn enter(&mut self) -> bool {
        std::mem::replace(&mut self.cut_off, false)
    }

    /// Leaves a node entered with `enter`.
    pub(super) fn leave(&mut self, outer: bool) {
        self.cut_off |= outer;
    }

    /// A node's answer read before: proven at any depth, or found in this pass (which may rest
    /// on its depth limit, so the node counts as cut off).
    pub(super) fn known(&mut self, key: K, depth: usize) -> Option<V> {
        if let Some(&proven) = self.proven.get(&key) {
            return Some(proven);
        }
        let found = self.this_pass.get(&(key, depth as u8)).copied();
        self.cut_off |= found.is_some();
        found
    }

    /// Keeps a node's answer: proven when no line below it met the depth limit. Nothing is
    /// kept once the budget has run out, when answers stand on moves not tried.
    pub(super) fn remember(&mut self, key: K, depth: usize, answer: V) {
        if self.exhausted {
            return;
        }
        if self.cut_off {
            self.this_pass.insert((key, depth as u8), answer);
        } else {
            self.proven.insert(key, answer);
        }
    }
}
