//! Long searches at the command line: the time budget, a progress line on
//! a terminal, and Ctrl-C (see [`crate::interrupt`]).

use std::io::IsTerminal;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{RecvTimeoutError, Sender, channel};
use std::thread::JoinHandle;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::interrupt::WATCH;
use egypt::Board;
use egypt::solver::{DEFAULT_MAX_POSITIONS, Limits};

/// Default `--max-seconds`: long enough for every shipped grid's puzzles,
/// short enough that an interactive user is not left waiting blind.
pub const DEFAULT_MAX_SECONDS: u64 = 120;

/// Memory the default position budget is sized for.
pub const MEMORY_BUDGET: u64 = 4_000_000_000;

/// An upper bound on the bytes one stored position costs the solver for a
/// search from `board`, at the worst moment: while its table grows, when
/// the old array and the new one (twice as large) are both held.
///
/// - The fast engine (`egypt::solver::fast`, grids of up to 32 squares and keys of
///   up to 256 bits) gives its own bound,
///   [`egypt::solver::fast::bytes_per_position`]: table slots at 3.75 a
///   position, and for the full analysis the packing, record and moves
///   its layers keep.
/// - The reference engine keeps a hash map (`hashbrown`: a control byte per
///   slot, grows when 7/8 full: 3.43 slots a position at the growth, taken
///   as 3.5) of the key (16 or 32 bytes inline, 24 for a byte string) and a
///   24-byte record; a key longer than 256 bits is a byte string on the
///   heap, one byte per 2-bit symbol, whose capacity can reach twice its
///   length (it is built by appending), rounded to the allocator's 16
///   bytes, plus its 16-byte header.
///
/// Keys only shrink as pieces are removed, so the start position's key
/// bounds them all. Measured peaks (docs/guide/07-limits.md) are
/// lower on big boards, where a depth-first search stores mostly deep
/// positions with short keys.
pub fn bytes_per_position(board: &Board, decide: bool) -> u64 {
    if egypt::solver::fast::supports(board) {
        // The fast engine's own tables (grids of up to 32 squares).
        return egypt::solver::fast::bytes_per_position(board, decide);
    }
    let bits = 2 * (board.piece_count() + board.size().area()) as u64;
    let (inline, heap) = match bits {
        0..=128 => (16, 0),
        129..=256 => (32, 0),
        _ => {
            let symbols = bits / 2;
            (24, (2 * symbols).div_ceil(16) * 16 + 16)
        }
    };
    let record = if decide { 0 } else { 24 };
    (inline + record + 1) * 7 / 2 + heap
}

/// The default position budget for a search from `board`: as many
/// positions as fit [`MEMORY_BUDGET`], at most [`DEFAULT_MAX_POSITIONS`].
pub fn default_max_positions(board: &Board, decide: bool) -> u64 {
    (MEMORY_BUDGET / bytes_per_position(board, decide)).min(DEFAULT_MAX_POSITIONS)
}

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
    /// Dropped to stop the ticker at once (it waits on the other end
    /// between ticks, so the search's end is not held up by a tick).
    stop: Option<Sender<()>>,
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
        let (stop, stopped) = channel::<()>();
        let ticker = {
            let bar = bar.clone();
            std::thread::spawn(move || {
                loop {
                    bar.set_position(WATCH.positions.load(Ordering::Relaxed));
                    bar.tick();
                    if let Err(RecvTimeoutError::Disconnected) | Ok(()) =
                        stopped.recv_timeout(Duration::from_millis(120))
                    {
                        break;
                    }
                }
            })
        };
        SearchBar {
            bar,
            stop: Some(stop),
            ticker: Some(ticker),
        }
    }
}

impl Drop for SearchBar {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.ticker.take() {
            let _ = t.join();
        }
        self.bar.finish_and_clear();
    }
}

/// A bar of `done / total` items with the time left, drawn on standard
/// error only when it is a terminal; cleared when dropped.
pub struct CountBar {
    bar: ProgressBar,
}

impl CountBar {
    pub fn start(what: &str, total: u64) -> CountBar {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        if !std::io::stderr().is_terminal() {
            bar.set_draw_target(ProgressDrawTarget::hidden());
        }
        if let Ok(style) = ProgressStyle::with_template(
            "{msg} [{bar:30}] {pos}/{len} ({elapsed}, about {eta} left)",
        ) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_message(what.to_string());
        CountBar { bar }
    }

    pub fn set(&self, done: u64) {
        self.bar.set_position(done);
    }
}

impl Drop for CountBar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egypt::Size;

    #[test]
    fn default_budget_fits_the_memory_budget() {
        let big = Board::setup(Size::new(10, 10).unwrap());
        assert_eq!(bytes_per_position(&big, false), 987);
        assert_eq!(default_max_positions(&big, false), 4_052_684);
        let six = Board::setup(Size::new(6, 6).unwrap());
        assert_eq!(default_max_positions(&six, false), 8_421_052);
        // The fast engine (128-bit keys): 187 bytes a position for the
        // full analysis, 90 for deciding, which keeps the fixed budget.
        let small = Board::setup(Size::STANDARD_3X4);
        assert_eq!(bytes_per_position(&small, false), 187);
        assert_eq!(default_max_positions(&small, false), 21_390_374);
        assert_eq!(bytes_per_position(&small, true), 90);
        assert_eq!(default_max_positions(&small, true), DEFAULT_MAX_POSITIONS);
        // 256-bit keys: 40-byte slots, 32-byte packings.
        let std45 = Board::setup(Size::STANDARD_4X5);
        assert_eq!(bytes_per_position(&std45, false), 295);
        assert_eq!(bytes_per_position(&std45, true), 150);
        for side in 3..=10 {
            let b = Board::setup(Size::new(side, side).unwrap());
            for decide in [false, true] {
                let n = default_max_positions(&b, decide);
                assert!(n * bytes_per_position(&b, decide) <= MEMORY_BUDGET);
            }
        }
    }
}
