//! UCT search on an arena-allocated DAG with a transposition table.
