//! The command table — the single place that says which commands exist (list_commands and
//! known_command read it) — and the administrative commands.
//!
//! To add a command: write a `Handler` and add one line to `COMMANDS`.

use super::context::{expect_args, text, Ctx, Handler, Outcome};
use super::input::StopSource;
use super::session::Session;
use super::{analysis_commands, joseki_commands, play, reading_commands, tournament};
use std::io::Write;

pub(crate) struct Command {
    pub name: &'static str,
    pub run: Handler,
}

/// Every command the engine knows, in the order list_commands prints them.
#[rustfmt::skip]
pub(crate) static COMMANDS: &[Command] = &[
    // Administrative.
    Command { name: "protocol_version", run: protocol_version },
    Command { name: "name", run: name },
    Command { name: "version", run: version },
    Command { name: "known_command", run: known_command },
    Command { name: "list_commands", run: list_commands },
    Command { name: "quit", run: quit },
    // GNU Go answers `help` with the command list; newcomers at a terminal type it first.
    Command { name: "help", run: list_commands },
    // Setup and play.
    Command { name: "boardsize", run: play::boardsize },
    Command { name: "clear_board", run: play::clear_board },
    Command { name: "komi", run: play::komi },
    Command { name: "play", run: play::play },
    Command { name: "genmove", run: play::genmove },
    Command { name: "undo", run: play::undo },
    Command { name: "showboard", run: play::showboard },
    // Tournament.
    Command { name: "fixed_handicap", run: tournament::fixed_handicap },
    Command { name: "place_free_handicap", run: tournament::place_free_handicap },
    Command { name: "set_free_handicap", run: tournament::set_free_handicap },
    Command { name: "final_score", run: tournament::final_score },
    Command { name: "final_status_list", run: tournament::final_status_list },
    Command { name: "time_settings", run: tournament::time_settings },
    Command { name: "time_left", run: tournament::time_left },
    Command { name: "kgs-time_settings", run: tournament::kgs_time_settings },
    Command { name: "kgs-rules", run: tournament::kgs_rules },
    Command { name: "kgs-genmove_cleanup", run: play::kgs_genmove_cleanup },
    Command { name: "kgs-game_over", run: tournament::accept },
    Command { name: "cgos-opponent_name", run: tournament::accept },
    Command { name: "cgos-opponent_rating", run: tournament::accept },
    Command { name: "cgos-gameover", run: tournament::accept },
    // Regression.
    Command { name: "loadsgf", run: play::loadsgf },
    Command { name: "printsgf", run: play::printsgf },
    Command { name: "reg_genmove", run: play::reg_genmove },
    Command { name: "restricted_genmove", run: play::restricted_genmove },
    // GNU Go's reading queries.
    Command { name: "owl_attack", run: reading_commands::owl_attack },
    Command { name: "owl_defend", run: reading_commands::owl_defend },
    Command { name: "dragon_status", run: reading_commands::dragon_status },
    Command { name: "analyze_semeai", run: reading_commands::analyze_semeai },
    // Analysis.
    Command { name: "lz-analyze", run: analysis_commands::lz_analyze },
    Command { name: "kata-analyze", run: analysis_commands::kata_analyze },
    Command { name: "analyze", run: analysis_commands::sabaki_analyze },
    Command { name: "lz-genmove_analyze", run: analysis_commands::lz_genmove_analyze },
    Command { name: "kata-genmove_analyze", run: analysis_commands::kata_genmove_analyze },
    Command { name: "genmove_analyze", run: analysis_commands::sabaki_genmove_analyze },
    // GoGui.
    Command { name: "gogui-analyze_commands", run: analysis_commands::gogui_analyze_commands },
    Command { name: "gogui-interrupt", run: tournament::accept },
    // gogui-twogtp and gogui-regress read it for their CPU columns, as from GNU Go and Fuego.
    Command { name: "cputime", run: cputime },
    Command { name: "tesuji-ownership", run: analysis_commands::ownership_map },
    Command { name: "tesuji-pv", run: analysis_commands::principal_variation },
    Command { name: "tesuji-best_moves", run: analysis_commands::best_moves },
    Command { name: "tesuji-statistics", run: analysis_commands::statistics },
    Command { name: "joseki_moves", run: joseki_commands::joseki_moves },
];

pub(crate) fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

pub(crate) fn dispatch(
    session: &mut Session,
    name: &str,
    args: &[&str],
    id: Option<&str>,
    out: &mut dyn Write,
    stop: &mut dyn StopSource,
) -> Outcome {
    let command = find(name).ok_or_else(|| "unknown command".to_string())?;
    let mut ctx = Ctx { id, out, stop };
    (command.run)(session, args, &mut ctx)
}

fn protocol_version(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    text("2")
}

fn name(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    text("Tesuji")
}

fn version(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    text(env!("CARGO_PKG_VERSION"))
}

fn known_command(_: &mut Session, args: &[&str], _: &mut Ctx) -> Outcome {
    let [name] = expect_args(args)?;
    text(if find(name).is_some() {
        "true"
    } else {
        "false"
    })
}

fn list_commands(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
    text(names.join("\n"))
}

/// Seconds of CPU the process has used, all threads, user and system, with GNU Go's three
/// decimals.
fn cputime(_: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    match crate::clock::process_cpu_time() {
        Some(used) => text(format!("{:.3}", used.as_secs_f64())),
        None => Err("cpu time not available on this platform".to_string()),
    }
}

fn quit(session: &mut Session, _: &[&str], _: &mut Ctx) -> Outcome {
    session.quit = true;
    text("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len());
    }
}
