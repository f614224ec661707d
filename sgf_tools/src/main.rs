//! sgf-tools: checking, statistics and stripping of SGF files; joseki books and their coverage;
//! training and measuring the move model; game reviews; engine agreement with professional moves.
//!
//! Each subcommand lives in its own module with an `Args` struct and a `run` function; adding
//! one is a `mod` line, an enum variant and a match arm.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

// Building a book makes hundreds of thousands of small allocations; mimalloc serves them
// markedly faster than the system allocator, as in the engine binary.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod agree;
mod board_svg;
mod build_book;
mod check;
mod coverage;
mod coverage_html;
mod engine_coverage;
mod gtp_client;
mod html;
mod input;
mod patterns;
mod review;
mod stats;
mod strip;

#[derive(Parser)]
#[command(
    name = "sgf-tools",
    version,
    about = "SGF checking, statistics and stripping; joseki books and their coverage; training and \
             measuring the move model; game reviews; engine agreement with professional moves"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse files, replay each main line, print errors and warnings as FILE:LINE:COL: MESSAGE.
    Check(check::Args),
    /// Count games, nodes, leaves, depth, moves and properties.
    Stats(stats::Args),
    /// Drop comments, markup and annotations; write canonical FF[4].
    Strip(strip::Args),
    /// Merge joseki trees into Tesuji's book: moves and setup in one corner, play counts as XC[n].
    BuildBook(build_book::Args),
    /// Score a joseki book's matcher against reference joseki (or, with --games, game records).
    Coverage(coverage::Args),
    /// Train the move model (Bradley-Terry, MM) on game records; never on the held-out 5p set.
    TrainPatterns(patterns::TrainArgs),
    /// How often a move model's first choice is the move played: top-1, top-5, log-likelihood.
    Predict(patterns::PredictArgs),
    /// Review games: where each corner left the joseki book and, with --engine, win rates and
    /// each player's largest mistakes; writes an annotated SGF (and with --html a page).
    Review(review::Args),
    /// Whole-board agreement of a GTP engine with professional moves in sampled positions.
    Agree(agree::Args),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Check(args) => check::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Strip(args) => strip::run(args),
        Command::BuildBook(args) => build_book::run(args),
        Command::Coverage(args) => coverage::run(args),
        Command::TrainPatterns(args) => patterns::run_train(args),
        Command::Predict(args) => patterns::run_predict(args),
        Command::Review(args) => review::run(args),
        Command::Agree(args) => agree::run(args),
    }
}
