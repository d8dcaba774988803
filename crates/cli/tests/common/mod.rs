//! Helpers shared by the CLI's tests.

use std::process::{Command, Output, Stdio};

/// Runs the `chess960` binary with `args` and no input.
pub fn chess960(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chess960"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run chess960")
}
