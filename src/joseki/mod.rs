//! Joseki book: a stone-count-indexed graph built from SGF, matched through corner windows.
