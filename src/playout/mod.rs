//! Playout policy, 3x3 patterns and tactical helpers.
