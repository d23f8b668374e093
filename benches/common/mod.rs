//! What the benchmarks share.

use std::time::Duration;

/// CPU time of one of the system's CPU clocks so far.
fn cpu_clock(clock: libc::clockid_t) -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec for the call.
    unsafe { libc::clock_gettime(clock, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// CPU time used by the calling thread so far: the figure to read on a
/// loaded, shared machine, where wall time includes waiting for a core.
pub fn thread_cpu() -> Duration {
    cpu_clock(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// CPU time used by the whole process (every thread) so far.
#[allow(dead_code)] // not every benchmark times a whole process
pub fn process_cpu() -> Duration {
    cpu_clock(libc::CLOCK_PROCESS_CPUTIME_ID)
}
