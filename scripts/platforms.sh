#!/usr/bin/env bash
# The program on every platform it ships for, as CI checks it (.ci/run):
#
# - static Linux (x86_64-unknown-linux-musl): built, checked to need no
#   shared library, and its output compared byte for byte with the build
#   the tests use (glibc) on every kind of output;
# - Windows (x86_64-pc-windows-gnu): cross-built with MinGW-w64 and run
#   under Wine: the same commands give the same bytes, and paths with
#   spaces and backslashes, an output on a drive that does not exist and
#   Windows' reserved device names get one clear error line;
# - macOS (aarch64-apple-darwin, x86_64-apple-darwin): clippy, which checks
#   the code; linking needs Apple's SDK, which these machines do not have;
# - the declared rust-version: the workspace checked with that toolchain.
#
#   scripts/platforms.sh [linux|windows|macos|msrv]...   # default: all four
#
# Needs (Debian): musl-tools, gcc-mingw-w64-x86-64, wine64; rustup installs
# the targets and the toolchain named by rust-version on first use.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
parts=${*:-linux windows macos msrv}
export WINEDEBUG=-all
status=0
fail() { echo "platforms: $*" >&2; status=1; }
target_dir=${CARGO_TARGET_DIR:-$root/target}

add_target() {
  rustup target list --installed | grep -qx "$1" || rustup target add "$1" >/dev/null
}

# The reference: the glibc build of the tests (the dev profile; output never
# depends on the profile).
reference() {
  [ -x "$target_dir/debug/pyramid-press" ] || cargo build --quiet --bin pyramid-press
  echo "$target_dir/debug/pyramid-press"
}

# Every kind of output, written by "$@" (a program and its leading
# arguments) into the current folder. The same list for every platform.
products() {
  local t=$root/templates
  "$@" daily --date 2026-12-03 -o daily.pdf
  "$@" daily --date 2026-12-03 --svg -o daily.svg
  "$@" daily --date 2026-12-03 --html -o daily.html
  "$@" daily --date 2026-12-03 --lang de -o daily-de.pdf
  "$@" book --quiet --template "$t/kdp-6x9.toml" -o book.pdf
  "$@" site --from 2026-12-03 --to 2026-12-04 -o site
  "$@" census --grid 3x3 --json census.json -o census.pdf
  "$@" solve P34S-0HGG1-00-H --json > solve.json
  "$@" check P34S-0HGG1-00-H "a1-c1" > check.txt || true
  "$@" rules --paper a4 -o rules.pdf
}

# Runs the products with $1 and compares them with the reference's.
same_bytes() { # name, then the command
  local name=$1; shift
  local ref new
  ref=$(mktemp -d) new=$(mktemp -d)
  (cd "$ref" && products "$(reference)" >/dev/null 2>&1) || fail "$name: the reference build failed to write its products"
  (cd "$new" && products "$@" >/dev/null 2>"$new.err") || { fail "$name: a command failed"; cat "$new.err" >&2; }
  # Files are compared whatever their line endings: none may differ.
  if diff -r "$ref" "$new" >/dev/null; then
    echo "platforms: $name writes the same $(find "$new" -type f | wc -l) files as the glibc build"
  else
    fail "$name: output differs from the glibc build:"
    diff -rq "$ref" "$new" >&2 || true
  fi
  rm -rf "$ref" "$new" "$new.err"
}

for part in $parts; do
  case $part in
  linux)
    add_target x86_64-unknown-linux-musl
    cargo build --quiet --release --locked --target x86_64-unknown-linux-musl --bin pyramid-press
    bin=$target_dir/x86_64-unknown-linux-musl/release/pyramid-press
    if file "$bin" | grep -q "dynamically linked"; then fail "the musl build is not static: $(file "$bin")"; fi
    same_bytes "static Linux (musl)" "$bin"
    ;;
  windows)
    add_target x86_64-pc-windows-gnu
    cargo build --quiet --release --locked --target x86_64-pc-windows-gnu --bin pyramid-press
    # Wine 8.0 (Debian 12) lacks bcryptprimitives.dll, which Rust's
    # standard library loads on Windows 10 and newer: a stand-in built from
    # scripts/wine/ goes next to the .exe under test (never into a release).
    wdir=$(mktemp -d)
    cp "$target_dir/x86_64-pc-windows-gnu/release/pyramid-press.exe" "$wdir/"
    x86_64-w64-mingw32-gcc -O2 -shared -o "$wdir/bcryptprimitives.dll" \
      scripts/wine/bcryptprimitives.c -ladvapi32
    exe=$wdir/pyramid-press.exe
    wine64=$(command -v wine64 || echo /usr/lib/wine/wine64)
    wine64() { "$wine64" "$@"; }
    wine64 "$exe" --version >/dev/null 2>&1 || fail "Windows: the program does not start under Wine"
    same_bytes "Windows (Wine)" wine64 "$exe"
    # Windows paths: spaces and backslashes, a drive that does not exist,
    # reserved device names.
    w=$(mktemp -d)
    (
      cd "$w"
      mkdir "out dir"
      wine64 "$exe" daily --date 2026-12-03 -o 'out dir\daily sheet.pdf' >/dev/null 2>&1 &&
        [ -s "out dir/daily sheet.pdf" ] || fail "Windows: a path with spaces and backslashes was not written"
      if wine64 "$exe" daily --date 2026-12-03 -o 'Q:\nowhere\d.pdf' >/dev/null 2>err.txt; then
        fail "Windows: writing to a drive that does not exist succeeded"
      fi
      [ "$(grep -c . err.txt)" = 1 ] && grep -q '^error: ' err.txt ||
        { fail "Windows: a drive that does not exist did not give one error line:"; cat err.txt >&2; }
      if wine64 "$exe" daily --date 2026-12-03 --svg -o CON >/dev/null 2>err.txt; then
        fail "Windows: several SVG files to the device CON succeeded"
      fi
      grep -q '^error: ' err.txt || { fail "Windows: -o CON with several files gave no error line:"; cat err.txt >&2; }
    )
    rm -rf "$w" "$wdir"
    ;;
  macos)
    for t in aarch64-apple-darwin x86_64-apple-darwin; do
      add_target "$t"
      cargo clippy --quiet --locked --target "$t" --workspace -- -D warnings || fail "clippy for $t"
    done
    ;;
  msrv)
    msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
    # rustup names a toolchain by its full version: 1.88 is 1.88.0.
    case $msrv in *.*.*) ;; *) msrv=$msrv.0 ;; esac
    rustup toolchain list | grep -q "^$msrv-" || rustup toolchain install "$msrv" --profile minimal >/dev/null
    if cargo +"$msrv" check --quiet --locked --workspace; then
      echo "platforms: the workspace builds with its rust-version, $msrv"
    else
      fail "the workspace does not build with its rust-version $msrv"
    fi
    ;;
  *) echo "usage: scripts/platforms.sh [linux|windows|macos|msrv]..." >&2; exit 2 ;;
  esac
done
exit $status
