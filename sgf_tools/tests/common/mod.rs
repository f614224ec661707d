//! Helpers shared by the command-line tests that drive fake GTP engines written in Python.

use std::process::{Command, Output, Stdio};

/// The fake engines are Python scripts: without python3 those tests skip, saying so.
pub fn python_available() -> bool {
    Command::new("python3")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
