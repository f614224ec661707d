//! The `tesuji` binary: parses the options, has `app` build and wire the engine, and speaks GTP
//! on stdin/stdout until `quit` or the end of input.

use clap::Parser;
use std::io::IsTerminal;
use std::process::ExitCode;
use tesuji::app::{self, EngineOptions};

// Building the joseki graph and the SGF tree makes hundreds of thousands of small allocations;
// mimalloc serves them markedly faster than the system allocator (see the joseki load bench).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let options = EngineOptions::parse();
    if options.params.iter().any(|p| p == "help") {
        println!("{}", app::describe_params());
        return ExitCode::SUCCESS;
    }
    if std::io::stdin().is_terminal() {
        eprint!("{}", tesuji::gtp::terminal_greeting());
    }
    let mut session = match app::session(options) {
        Ok(session) => session,
        Err(e) => {
            // Before the first command: the controller sees the engine fail to start.
            eprintln!("tesuji: {e}");
            return ExitCode::from(2);
        }
    };
    match session.run(std::io::stdin(), std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // The controller closed its end while we were answering.
            eprintln!("tesuji: cannot write to the controller: {e}");
            ExitCode::FAILURE
        }
    }
}
