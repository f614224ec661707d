//! The release-like binary driven by Sabaki's own GTP library (`@sabaki/gtp`, installed with
//! npm into a scratch folder under the target directory): tests/sabaki/driver.js attaches,
//! syncs by replay and by undo, stops each analysis command with the next command, runs
//! genmove_analyze and a handicap sync, and reads analysis lines the way Sabaki v0.60 does.
//! Skips, saying so on stderr, when node or npm is missing or the package cannot be installed.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BINARY: &str = env!("CARGO_BIN_EXE_tesuji");
const PACKAGE: &str = "@sabaki/gtp@3.0.0";

fn skip(why: &str) {
    eprintln!("SKIPPED sabaki_drives_the_engine_through_its_own_gtp_library: {why}");
}

fn available(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs `command` to completion or kills it after `limit`; true on success.
fn run_with_limit(command: &mut Command, limit: Duration) -> bool {
    let Ok(mut child) = command.stdout(Stdio::null()).stderr(Stdio::null()).spawn() else {
        return false;
    };
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status.success(),
            Ok(None) if started.elapsed() < limit => std::thread::sleep(Duration::from_millis(50)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return false;
            }
        }
    }
}

/// The scratch folder with the package installed, or why not.
fn install(scratch: &Path) -> Result<(), String> {
    if scratch
        .join("node_modules/@sabaki/gtp/package.json")
        .exists()
    {
        return Ok(());
    }
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let installed = run_with_limit(
        Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--no-save"])
            .args(["--fetch-retries=0", "--fetch-timeout=20000", PACKAGE])
            .current_dir(scratch),
        Duration::from_secs(120),
    );
    if installed
        && scratch
            .join("node_modules/@sabaki/gtp/package.json")
            .exists()
    {
        Ok(())
    } else {
        Err(format!("`npm install {PACKAGE}` failed (offline?)"))
    }
}

#[test]
fn sabaki_drives_the_engine_through_its_own_gtp_library() {
    if !available("node") || !available("npm") {
        return skip("node or npm is not installed");
    }
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sabaki-gtp");
    if let Err(why) = install(&scratch) {
        return skip(&why);
    }
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki/driver.js");
    let output = Command::new("node")
        .arg(&driver)
        .args([
            BINARY,
            "--threads",
            "1",
            "--time-per-move",
            "0.3",
            "--max-memory",
            "128M",
        ])
        .env("NODE_PATH", scratch.join("node_modules"))
        .output()
        .expect("node runs");
    assert!(
        output.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
