#!/usr/bin/env bash
# `cargo install` from the packaged crates (issue #42, item 7): packages
# every crate of the workspace (`cargo package`, which builds each packaged
# crate from its own files), unpacks the packages, and installs
# pyramid-press from those sources alone into a clean CARGO_HOME (crates.io
# for the third-party crates; the workspace's own crates patched to the
# unpacked packages, as they are not published), then runs the program.
#
#   scripts/package-check.sh            # package, verify, install, run
#   NO_VERIFY=1 scripts/package-check.sh  # skip cargo package's own builds
#
# Needs the crates.io registry. scripts/release.sh runs it before building
# the archives.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
verify=()
[ -n "${NO_VERIFY:-}" ] && verify=(--no-verify)
start=$(date +%s)
if ! cargo package --workspace --locked --quiet "${verify[@]}" --target-dir "$work/target" 2>"$work/package.log"; then
  cat "$work/package.log" >&2
  echo "package-check: cargo package failed" >&2
  exit 1
fi
mkdir -p "$work/src" "$work/home"
for c in "$work"/target/package/*.crate; do
  tar -xzf "$c" -C "$work/src"
done
{
  echo '[patch.crates-io]'
  for d in "$work"/src/pyramid-press-*-*; do
    name=$(basename "$d")
    name=${name%-*}
    [ "$name" = pyramid-press ] && continue
    echo "$name = { path = \"$d\" }"
  done
} >"$work/home/config.toml"
bin=$(ls -d "$work"/src/pyramid-press-[0-9]*)
CARGO_HOME="$work/home" cargo install --quiet --path "$bin" --root "$work/root" --target-dir "$work/target-install"
"$work/root/bin/pyramid-press" --version
"$work/root/bin/pyramid-press" daily --date 2026-12-03 -o "$work/day.pdf" >/dev/null
head -c 5 "$work/day.pdf" | grep -q '%PDF-' || { echo "package-check: the installed program wrote no PDF" >&2; exit 1; }
echo "package-check: $(ls "$work"/target/package/*.crate | wc -l) crates packaged; pyramid-press installed from them in a clean CARGO_HOME and wrote a daily sheet ($(( $(date +%s) - start )) s)"
