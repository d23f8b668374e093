#!/usr/bin/env bash
# Coverage-guided fuzzing of every parser of user input (fuzz/, cargo-fuzz
# and libFuzzer on a nightly toolchain), one target at a time, each for a
# fixed number of executions.
#
#   scripts/fuzz.sh [EXECS] [TARGET...]
#
# EXECS defaults to 1000000 a target; the targets default to all of them,
# in the order of the table below.
# Each run gives every input at most FUZZ_TIMEOUT seconds (default 10) and
# the process at most FUZZ_RSS_MB megabytes (default 2048): a slower input
# or more memory is a failure, like a crash or a failed check. New inputs
# go to fuzz/grown/TARGET/ (not committed); the committed seeds in
# fuzz/corpus/TARGET/ are only read. A failing input is saved under
# fuzz/artifacts/TARGET/ (replay it with `cargo +nightly fuzz run TARGET
# FILE`), and the run's log is fuzz/logs/TARGET.log. Exits non-zero when
# any target failed.
# FUZZ_MAX_TIME=SECONDS stops each target after that long even short of
# EXECS (libFuzzer's -max_total_time), for the slow targets on a busy
# machine: the table then says so, with the executions that ran.
set -euo pipefail

cd "$(dirname "$0")/.."

# One line a target: its name (a file in fuzz/fuzz_targets/ and a [[bin]]
# of fuzz/Cargo.toml), the longest input in bytes, and a dictionary in
# fuzz/dict/ (or -). Adding a target is one line here.
TARGETS=(
    "target            256   -"
    "date              256   -"
    "options           256   -"
    "moves             4096  -"
    "position          4096  -"
    "puzzle_id         512   -"
    "deal              4096  -"
    "batch             16384 -"
    "checkpoint        16384 -"
    "census_json       65536 -"
    "book_template     16384 template.dict"
    "handout_template  16384 template.dict"
    "egypt_move_list   4096  -"
    "cards_move_list   4096  -"
    "ledger            16384 -"
    "play_url          512   -"
    "date_range        256   -"
    "web_engine        4096  web_engine.dict"
    "studio            16384 template.dict"
    "studio_read       16384 studio_read.dict"
)

EXECS=${1:-1000000}
shift || true
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_MB:-2048}
MAX_TIME=${FUZZ_MAX_TIME:-0}
if ! [[ $EXECS =~ ^[0-9]+$ ]] || [ "$EXECS" -lt 1 ]; then
    echo "error: EXECS must be a whole number of executions, got '$EXECS'" >&2
    exit 2
fi
if ! [[ $MAX_TIME =~ ^[0-9]+$ ]]; then
    echo "error: FUZZ_MAX_TIME must be a whole number of seconds, got '$MAX_TIME'" >&2
    exit 2
fi

# What the run needs: a nightly toolchain and cargo-fuzz.
if ! rustup run nightly rustc --version >/dev/null 2>&1; then
    rustup toolchain install nightly --profile minimal
fi
if ! command -v cargo-fuzz >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

# Every target in fuzz/ must have a line above, and every line a target.
listed=$(cargo +nightly fuzz list | sort)
tabled=$(printf '%s\n' "${TARGETS[@]}" | awk '{print $1}' | sort)
if [ "$listed" != "$tabled" ]; then
    echo "error: the targets in fuzz/ and the table in scripts/fuzz.sh differ:" >&2
    diff <(echo "$listed") <(echo "$tabled") >&2 || true
    exit 2
fi

want=("$@")
selected=()
for line in "${TARGETS[@]}"; do
    name=${line%% *}
    if [ ${#want[@]} -eq 0 ] || [[ " ${want[*]} " == *" $name "* ]]; then
        selected+=("$line")
    fi
done
if [ ${#selected[@]} -eq 0 ]; then
    echo "error: no target named ${want[*]}; the targets: $(echo $tabled)" >&2
    exit 2
fi

# Release mode with overflow checks and debug assertions, AddressSanitizer.
# FUZZ_BUILD_ARGS=--no-default-features leaves out the targets of the
# document crates (and the PDF libraries they build): those report "not
# built".
# FUZZ_SKIP_BUILD=1 runs the binaries as last built.
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
    # shellcheck disable=SC2086
    nice -n 10 cargo +nightly fuzz build ${FUZZ_BUILD_ARGS:-}
fi
bin=fuzz/target/x86_64-unknown-linux-gnu/release

echo "fuzzing $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet 2>/dev/null || echo '+changes'), $(date -u +%Y-%m-%dT%H:%MZ), $EXECS executions a target, -timeout=$TIMEOUT -rss_limit_mb=$RSS_MB$([ "$MAX_TIME" -gt 0 ] && echo " -max_total_time=$MAX_TIME")"
printf '%-18s %12s %9s %8s %8s %7s %7s  %s\n' target executions exec/s seconds coverage features corpus result
failed=0
for line in "${selected[@]}"; do
    read -r name max_len dict <<<"$line"
    mkdir -p "fuzz/grown/$name" "fuzz/artifacts/$name" fuzz/logs
    args=(-runs="$EXECS" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" -max_len="$max_len"
        -print_final_stats=1 -artifact_prefix="fuzz/artifacts/$name/")
    if [ "$MAX_TIME" -gt 0 ]; then
        args+=(-max_total_time="$MAX_TIME")
    fi
    if [ "$dict" != - ]; then
        args+=(-dict="fuzz/dict/$dict")
    fi
    log="fuzz/logs/$name.log"
    if [ ! -x "$bin/$name" ]; then
        printf '%-18s %12s %9s %8s %8s %7s %7s  %s\n' "$name" - - - - - - "not built"
        failed=1
        continue
    fi
    start=$(date +%s.%N)
    status=0
    nice -n 10 "$bin/$name" "${args[@]}" "fuzz/grown/$name" "fuzz/corpus/$name" >"$log" 2>&1 || status=$?
    end=$(date +%s.%N)
    stat() { grep -m1 "^stat::$1:" "$log" | awk '{print $2}' || true; }
    execs=$(stat number_of_executed_units)
    rate=$(stat average_exec_per_sec)
    # The last status line: "#N DONE cov: C ft: F corp: K/..."
    last=$(grep -E '^#[0-9]+[[:space:]].*cov: ' "$log" | tail -1 || true)
    cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
    ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
    corp=$(sed -nE 's/.* corp: ([0-9]+).*/\1/p' <<<"$last")
    if [ "$status" -eq 0 ] && [ "${execs:-0}" -lt "$EXECS" ]; then
        result="ok, stopped at the ${MAX_TIME} s time limit"
    elif [ "$status" -eq 0 ]; then
        result=ok
    else
        failed=1
        result="FAILED (exit $status): $(grep -m1 -E 'ERROR: libFuzzer|panicked|ERROR: AddressSanitizer' "$log" || echo "see $log")"
    fi
    printf '%-18s %12s %9s %8.0f %8s %7s %7s  %s\n' "$name" "${execs:-?}" "${rate:-?}" \
        "$(echo "$end - $start" | bc)" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result"
done
exit $failed
