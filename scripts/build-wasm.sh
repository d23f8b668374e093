#!/bin/sh
# Builds the web pages' engine (crates/web-engine) as a WebAssembly module
# and writes it where the pages take it from:
#
#   scripts/build-wasm.sh            # rebuild crates/documents/assets/web/engine.wasm
#   scripts/build-wasm.sh --check    # rebuild in a fresh folder, compare byte for byte
#
# The module is committed, so building the program never needs the
# WebAssembly target; rebuild it after changing the egypt, cards or
# web-engine crates, and commit it. CI runs --check: the committed module
# must be what these sources give.
#
# Reproducible: a pinned toolchain (TOOLCHAIN below; rustup installs it
# and its wasm32 standard library on first use), the `wasm` profile of
# Cargo.toml (panic = "abort", one code-generation unit, LTO, stripped),
# the locked dependencies, and the paths of the workspace and of Cargo's
# home remapped, so the bytes do not depend on where the sources are.
set -eu
TOOLCHAIN=1.95.0
TARGET=wasm32-unknown-unknown
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/crates/documents/assets/web/engine.wasm
check=no
case "${1:-}" in
  --check) check=yes ;;
  "") ;;
  *) echo "usage: scripts/build-wasm.sh [--check]" >&2; exit 2 ;;
esac

if command -v rustup >/dev/null 2>&1; then
  rustup toolchain list | grep -q "^$TOOLCHAIN" || rustup toolchain install "$TOOLCHAIN" --profile minimal
  rustup target list --installed --toolchain "$TOOLCHAIN" | grep -qx "$TARGET" ||
    rustup target add --toolchain "$TOOLCHAIN" "$TARGET"
fi
version=$(rustc +"$TOOLCHAIN" --version)
case "$version" in
  "rustc $TOOLCHAIN "*) ;;
  *) echo "build-wasm: need rustc $TOOLCHAIN, found: $version" >&2; exit 1 ;;
esac

cargo_home=${CARGO_HOME:-$HOME/.cargo}
if [ $check = yes ]; then
  target_dir=$(mktemp -d)
  trap 'rm -rf "$target_dir"' EXIT
else
  target_dir=$root/target/wasm
fi

cd "$root"
# RUSTFLAGS replaces any flags of the caller's environment: only these.
RUSTFLAGS="--remap-path-prefix=$root=/pyramid-press --remap-path-prefix=$cargo_home=/cargo -C target-cpu=generic" \
CARGO_TARGET_DIR=$target_dir \
CARGO_ENCODED_RUSTFLAGS= \
  cargo +"$TOOLCHAIN" build --locked --quiet --profile wasm --target "$TARGET" \
    -p pyramid-press-web-engine
built=$target_dir/$TARGET/wasm/pyramid_press_web_engine.wasm

if [ $check = yes ]; then
  if cmp -s "$built" "$out"; then
    echo "build-wasm: $out is what the sources give ($(wc -c < "$out") bytes)"
  else
    echo "build-wasm: $out differs from a fresh build of the sources; run scripts/build-wasm.sh and commit it" >&2
    exit 1
  fi
else
  cp "$built" "$out"
  echo "build-wasm: wrote $out ($(wc -c < "$out") bytes)"
fi
