//! External programs some tests need. Those tests are
//! `#[ignore = "needs poppler-utils"]`, so a plain `cargo test` lists them as
//! ignored; `.ci/run` installs the tools and runs them with
//! `--include-ignored`. Run by hand without the tools, they fail: they never
//! pass without checking.

use std::process::Command;

/// Panics unless every named program can be started.
pub fn require(tools: &[&str]) {
    for tool in tools {
        if Command::new(tool).arg("-v").output().is_err() {
            panic!(
                "{tool} is not installed: this test needs poppler-utils (apt-get install -y poppler-utils)"
            );
        }
    }
}
