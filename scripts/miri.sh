#!/usr/bin/env bash
# Miri (the Rust interpreter that checks unsafe code for undefined
# behaviour) on the unit tests of the modules with `unsafe`, where Miri can
# run their calls. Needs a nightly toolchain; installs Miri itself.
#
#   scripts/miri.sh [FILTER...]
#
# With filters, runs only the groups whose name contains one of them. The
# modules with `unsafe` (grep -rln unsafe crates src --include=*.rs) and
# what runs here:
#   egypt solver/byte_codes.rs  SSSE3 shuffles, prefetch: its tests that
#                             make no huge array (below), with the SSSE3
#                             and popcnt paths compiled in
#   egypt solver/table.rs     prefetch in the position table: through the
#                             solver's small by-hand tests
#   egypt census/expand.rs    set_len after a counting sort: its test and
#                             the census's smallest (one move from a root)
# Not run:
#   egypt solver/huge.rs (and the byte_codes test that grows a table):
#     Miri runs mmap only with the flags MAP_PRIVATE|MAP_ANONYMOUS, and
#     these arrays map with MAP_NORESERVE too ("unsupported operation").
#   cards solver/shortest.rs: a call to a popcnt-compiled copy of safe
#     code; no unit test is small enough for Miri's speed.
#   render file.rs: kill(pid, 0) when stale temporary files are swept;
#     its unit tests do not reach that call, and the tests that do run
#     the program.
#   src/cli/mod.rs, src/cli/census.rs, src/interrupt.rs: signal handlers
#     and mallopt (process-wide libc calls) in the binary crate.
# Tests that run rayon use Tree Borrows: rayon's crossbeam-epoch breaks
# the stricter Stacked Borrows rules in its own code (a known limitation,
# crossbeam-rs/crossbeam#545), which would stop the run before ours; and
# rayon's pool threads outlive the tests, which Miri would report as a
# leak when the process ends.
set -euo pipefail

cd "$(dirname "$0")/.."

rustup component add --toolchain nightly miri rust-src

# Miri's own target folder, so the stable builds are not disturbed.
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target/miri}
# Enable the vector instructions the solver checks for at run time, so
# that feature detection under Miri can report them and Miri run
# those paths. Isolation off: tests may read the clock
# and the environment.
export RUSTFLAGS="${RUSTFLAGS:-} -C target-feature=+ssse3,+popcnt"
export MIRIFLAGS=${MIRIFLAGS:--Zmiri-disable-isolation}

# One line a group: its name, the package, the aliasing model (sb:
# Stacked Borrows, Miri's default; tb: Tree Borrows), and the test filters.
RUNS=(
    "byte_codes  pyramid-press-egypt  sb  solver::byte_codes::tests::codes_of_the_example solver::byte_codes::tests::too_many_stacks_are_refused"
    "table       pyramid-press-egypt  tb  solver::tests::tiny_position_metrics_by_hand solver::tests::two_way_choice"
    "expand      pyramid-press-egypt  tb  census::expand::tests::sort_and_sum_adds_equal_keys census::tests::one_move_root"
)

failed=0
for line in "${RUNS[@]}"; do
    read -r name package model filters <<<"$line"
    if [ $# -gt 0 ]; then
        match=0
        for f in "$@"; do [[ $name == *"$f"* ]] && match=1; done
        [ $match -eq 1 ] || continue
    fi
    flags=$MIRIFLAGS
    [ "$model" = tb ] && flags="$flags -Zmiri-tree-borrows -Zmiri-ignore-leaks"
    echo "== miri: $name ($package, $model: $filters)"
    start=$(date +%s)
    # shellcheck disable=SC2086
    if MIRIFLAGS=$flags nice -n 10 cargo +nightly miri test -p "$package" --lib -- --exact $filters; then
        echo "== miri: $name clean in $(($(date +%s) - start)) s"
    else
        echo "== miri: $name FAILED after $(($(date +%s) - start)) s"
        failed=1
    fi
done
exit $failed
