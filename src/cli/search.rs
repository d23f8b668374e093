//! Long searches at the command line: the time budget, a progress line on
//! a terminal, and Ctrl-C (see [`crate::interrupt`]).

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::egypt::solver::Limits;
use crate::interrupt::WATCH;

/// Default `--max-seconds`: long enough for every shipped grid's puzzles,
/// short enough that an interactive user is not left waiting blind.
pub const DEFAULT_MAX_SECONDS: u64 = 120;

/// Limits for a search started from the command line: the position
/// budget, the time budget (`0`: none) and the Ctrl-C watch.
pub fn limits(max_positions: u64, max_seconds: u64) -> Limits {
    Limits {
        max_positions,
        max_time: (max_seconds > 0).then(|| Duration::from_secs(max_seconds)),
        watch: Some(&WATCH),
    }
}

/// A spinner with the count of positions searched, drawn on standard error
/// only when it is a terminal; cleared when dropped.
pub struct SearchBar {
    bar: ProgressBar,
    done: Arc<AtomicBool>,
    ticker: Option<JoinHandle<()>>,
}

impl SearchBar {
    pub fn start(what: &str) -> SearchBar {
        WATCH.positions.store(0, Ordering::Relaxed);
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        if !std::io::stderr().is_terminal() {
            bar.set_draw_target(ProgressDrawTarget::hidden());
        }
        if let Ok(style) = ProgressStyle::with_template(
            "{spinner} {msg}: {pos} positions ({elapsed}, Ctrl-C stops)",
        ) {
            bar.set_style(style);
        }
        bar.set_message(what.to_string());
        let done = Arc::new(AtomicBool::new(false));
        let ticker = {
            let (bar, done) = (bar.clone(), done.clone());
            std::thread::spawn(move || {
                while !done.load(Ordering::Relaxed) {
                    bar.set_position(WATCH.positions.load(Ordering::Relaxed));
                    bar.tick();
                    std::thread::sleep(Duration::from_millis(120));
                }
            })
        };
        SearchBar {
            bar,
            done,
            ticker: Some(ticker),
        }
    }
}

impl Drop for SearchBar {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(t) = self.ticker.take() {
            let _ = t.join();
        }
        self.bar.finish_and_clear();
    }
}
