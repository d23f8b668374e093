#!/usr/bin/env bash
# Cuts a release: one archive per platform, each holding the program, the
# README, the licence, the fonts' and the dependencies' licence notices,
# shell completions and man pages, and a SHA256SUMS file over the archives.
#
#   scripts/release.sh OUTDIR                 # every target it can build here
#   TARGETS="x86_64-unknown-linux-musl" scripts/release.sh OUTDIR
#
# Reproducible: the same sources give the same archive bytes twice, on any
# folder. The toolchain is pinned (TOOLCHAIN), dependencies are locked, the
# paths of the workspace and of Cargo's home are remapped, the Windows
# linker writes no time stamp into the .exe, and every archive entry has
# the time of SOURCE_DATE_EPOCH (default: the last commit's time), owner 0
# and a fixed order. `scripts/release.sh --twice OUTDIR` builds everything
# twice in two folders and compares the archives byte for byte.
#
# Targets and what they need (Debian packages; rustup adds the targets):
#   x86_64-unknown-linux-musl   musl-tools (static binary, runs on any Linux)
#   x86_64-pc-windows-gnu       gcc-mingw-w64-x86-64 (and wine64 to test it)
#   aarch64-apple-darwin,
#   x86_64-apple-darwin         cargo-zigbuild and zig (PyPI: ziglang), if present;
#                               otherwise skipped with a note
set -euo pipefail
TOOLCHAIN=1.95.0
root=$(cd "$(dirname "$0")/.." && pwd)
twice=no
if [ "${1:-}" = "--twice" ]; then twice=yes; shift; fi
out=${1:?usage: scripts/release.sh [--twice] OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
# The Apple targets link only against a macOS SDK (the CoreFoundation
# framework): they are built when SDKROOT names one, and skipped otherwise.
default_targets="x86_64-unknown-linux-musl x86_64-pc-windows-gnu"
[ -n "${SDKROOT:-}" ] && default_targets="$default_targets aarch64-apple-darwin x86_64-apple-darwin"
TARGETS=${TARGETS:-$default_targets}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct)}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)
cargo_home=${CARGO_HOME:-$HOME/.cargo}

if [ $twice = yes ]; then
  a=$(mktemp -d) b=$(mktemp -d)
  trap 'rm -rf "$a" "$b"' EXIT
  # Two copies of the sources in two folders, two target folders.
  for d in "$a" "$b"; do
    git -C "$root" worktree add -q --detach "$d/src" HEAD
    TARGETS="$TARGETS" CARGO_TARGET_DIR="$d/target" "$d/src/scripts/release.sh" "$d/out" >/dev/null
    git -C "$root" worktree remove --force "$d/src"
  done
  if diff -r "$a/out" "$b/out"; then
    cp "$a/out"/* "$out"/
    echo "release: the archives of two builds in two folders are identical:"
    cat "$out/SHA256SUMS"
  else
    # Kept for a look (cmp -l, unzip -v, diffoscope).
    mkdir -p "$out/differ" && cp -r "$a/out" "$out/differ/a" && cp -r "$b/out" "$out/differ/b"
    echo "release: two builds differ (both kept in $out/differ)" >&2
    exit 1
  fi
  exit 0
fi

command -v rustup >/dev/null && rustup toolchain list | grep -q "^$TOOLCHAIN" ||
  rustup toolchain install "$TOOLCHAIN" --profile minimal
cd "$root"
target_dir=${CARGO_TARGET_DIR:-$root/target}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# Flags that make the bytes independent of the folder and of the clock.
# The target folder too: build scripts' OUT_DIR paths reach the program
# (two --twice builds differed without it); C sources (mimalloc) get the
# same maps.
base_flags="--remap-path-prefix=$root=/pyramid-press --remap-path-prefix=$cargo_home=/cargo --remap-path-prefix=$target_dir=/target -C strip=symbols"
export CFLAGS="${CFLAGS:-} -ffile-prefix-map=$root=/pyramid-press -ffile-prefix-map=$cargo_home=/cargo -ffile-prefix-map=$target_dir=/target"

build() { # target -> path of the built program
  local t=$1 flags=$base_flags exe=pyramid-press cmd=build
  rustup target list --installed --toolchain "$TOOLCHAIN" | grep -qx "$t" ||
    rustup target add --toolchain "$TOOLCHAIN" "$t" >&2
  case $t in
    *windows*) flags="$flags -C link-arg=-Wl,--no-insert-timestamp"; exe=pyramid-press.exe ;;
    *apple*) cmd=zigbuild ;;
    *linux*) flags="$flags -C link-arg=-Wl,--build-id=none" ;;
  esac
  # CARGO_ENCODED_RUSTFLAGS is removed, not emptied: set, even empty, Cargo
  # takes it instead of RUSTFLAGS (an empty one dropped every flag above:
  # unstripped programs, paths and the .exe's time stamp left in).
  RUSTFLAGS="$flags" CARGO_TARGET_DIR=$target_dir \
    env -u CARGO_ENCODED_RUSTFLAGS cargo +"$TOOLCHAIN" $cmd --locked --quiet --release --target "$t" --bin pyramid-press >&2
  echo "$target_dir/$t/release/$exe"
}

# What every archive holds beside the program. Completions and man pages
# are the same on every platform: the static Linux build, which runs here,
# writes them (so it is always built).
common=$stage/common
mkdir -p "$common/completions" "$common/man"
host_bin=$(build x86_64-unknown-linux-musl)
for sh in bash zsh fish elvish powershell; do
  "$host_bin" completions "$sh" > "$common/completions/pyramid-press.$sh"
done
"$host_bin" man --dir "$common/man" >/dev/null
cp README.md LICENSE "$common/"
cp crates/render/assets/fonts/LICENSE-DejaVu.txt "$common/LICENSE-fonts.txt"
cargo about --version >/dev/null 2>&1 || cargo install --locked --quiet --features cli cargo-about@0.9.3
cargo about generate --locked --offline about.hbs > "$common/THIRD-PARTY-LICENCES.txt" 2>/dev/null ||
  cargo about generate --locked about.hbs > "$common/THIRD-PARTY-LICENCES.txt"

# Archive entries in a fixed order, with fixed times and owners.
tarball() { # dir name -> name.tar.gz in $out
  (cd "$1/.." && tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
    --mode='u+rw,go+r,go-w' -cf - "$2") | gzip -9n > "$out/$2.tar.gz"
}
zipball() { # dir name -> name.zip in $out
  (cd "$1/.." && find "$2" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} + &&
    find "$2" | LC_ALL=C sort | TZ=UTC zip -X -9 -q "$out/$2.zip" -@)
}

made=()
for t in $TARGETS; do
  if [[ $t == *apple* ]] && ! cargo zigbuild --help >/dev/null 2>&1; then
    echo "release: skipping $t (needs cargo-zigbuild and zig; see CONTRIBUTING)" >&2
    continue
  fi
  bin=$(build "$t")
  name=pyramid-press-$version-$t
  dir=$stage/$name
  mkdir -p "$dir"
  cp -r "$common"/. "$dir/"
  cp "$bin" "$dir/"
  case $t in
    *windows*) zipball "$dir" "$name"; made+=("$name.zip") ;;
    *) tarball "$dir" "$name"; made+=("$name.tar.gz") ;;
  esac
done
(cd "$out" && sha256sum "${made[@]}" > SHA256SUMS)
cat "$out/SHA256SUMS"
