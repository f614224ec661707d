//! The `tesuji` binary: parses the options and speaks GTP on stdin/stdout until `quit` or the
//! end of input.

use clap::Parser;
use std::io::IsTerminal;
use std::process::ExitCode;
use tesuji::engine::{make_brain, EngineOptions};
use tesuji::gtp::Session;

fn main() -> ExitCode {
    let options = EngineOptions::parse();
    if std::io::stdin().is_terminal() {
        eprint!("{}", tesuji::gtp::terminal_greeting());
    }
    tesuji::joseki::JosekiBook::prewarm(&options);
    let brain = make_brain(&options);
    let mut session = Session::new(brain, options);
    match session.run(std::io::stdin(), std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // The controller closed its end while we were answering.
            eprintln!("tesuji: cannot write to the controller: {e}");
            ExitCode::FAILURE
        }
    }
}
