//! What each fuzz target checks, as plain functions: the stable test suite runs the same
//! checks on seeded inputs (tests/fuzz_inputs.rs includes checks.rs directly).

pub mod checks;
