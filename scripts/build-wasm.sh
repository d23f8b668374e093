#!/bin/sh
# Builds the two WebAssembly modules and writes them where the pages take
# them from: the web pages' engine (crates/web-engine) and the studio's
# engine (crates/studio-engine, the documents pipeline):
#
#   scripts/build-wasm.sh            # rebuild crates/documents/assets/web/engine.wasm
#                                    # and crates/documents/assets/studio/studio.wasm
#   scripts/build-wasm.sh --check    # rebuild in a fresh folder, compare byte for byte
#
# The modules are committed, so building the program never needs the
# WebAssembly target; rebuild them after changing the egypt, cards,
# render, documents, web-engine or studio-engine crates, and commit them.
# CI runs --check: the committed modules must be what these sources give.
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
# One build per module: built together, Cargo would unify the features of
# the crates they share, and the web engine's bytes would depend on the
# studio's.
# The studio's module is built for speed (opt-level 3, not the profile's
# "z"): its time is the puzzles' generation and grading (the day's sheet
# took 2.5 s on the page), and at opt-level 3 the same requests take about
# two thirds of the time for 9 % more bytes. The web engine stays small.
for entry in 'pyramid-press-web-engine:"z"' pyramid-press-studio-engine:3; do
  package=${entry%%:*}
  # RUSTFLAGS replaces any flags of the caller's environment: only these.
  # CARGO_ENCODED_RUSTFLAGS is removed, not emptied: set, even empty, Cargo
  # takes it instead of RUSTFLAGS.
  RUSTFLAGS="--remap-path-prefix=$root=/pyramid-press --remap-path-prefix=$cargo_home=/cargo -C target-cpu=generic" \
  CARGO_TARGET_DIR=$target_dir \
    env -u CARGO_ENCODED_RUSTFLAGS cargo +"$TOOLCHAIN" --config "profile.wasm.opt-level=${entry#*:}" \
      build --locked --quiet --profile wasm --target "$TARGET" -p "$package"
done

status=0
for pair in pyramid_press_web_engine:web/engine.wasm pyramid_press_studio_engine:studio/studio.wasm; do
  built=$target_dir/$TARGET/wasm/${pair%%:*}.wasm
  out=$root/crates/documents/assets/${pair#*:}
  if [ $check = yes ]; then
    if cmp -s "$built" "$out"; then
      echo "build-wasm: $out is what the sources give ($(wc -c < "$out") bytes)"
    else
      echo "build-wasm: $out differs from a fresh build of the sources; run scripts/build-wasm.sh and commit it" >&2
      status=1
    fi
  else
    mkdir -p "$(dirname "$out")"
    cp "$built" "$out"
    echo "build-wasm: wrote $out ($(wc -c < "$out") bytes)"
  fi
done
exit $status
