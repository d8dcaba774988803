#!/usr/bin/env bash
# A new machine's cargo home is empty; ours is warm, and a warm cache hides a missing fetch
# (issue #16: the offline release build could not resolve the standard library's crates, and
# CI passed only because its cache had them). This check starts from an empty cargo home
# (the installed tools linked into its bin/), runs the project's fetch step, then resolves
# every shipped wasm build offline exactly as the build does (nightly, -Zbuild-std, the wasm
# target; `--unit-graph` resolves and plans the whole build without compiling it), and the
# native workspace too. A crate that the fetch step misses fails here in seconds.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
ln -s "${CARGO_HOME:-$HOME/.cargo}/bin" "$home/bin"
export CARGO_HOME="$home"
scripts/fetch-deps.sh
resolve() {
  if ! "$@" --offline --locked --unit-graph -Zunstable-options >/dev/null 2>"$home/err"; then
    echo "[fresh-home] FAILED from an empty cargo home after scripts/fetch-deps.sh: $*" >&2
    cat "$home/err" >&2
    exit 1
  fi
}
# The page and the lazy modules, with the cargo arguments scripts/build.mjs builds them with.
modules="$(node scripts/build.mjs --cargo-args)"
[ -n "$modules" ] || { echo "[fresh-home] scripts/build.mjs --cargo-args printed nothing" >&2; exit 1; }
while read -r -a args; do
  resolve scripts/shipped-wasm.sh cargo build "${args[@]}"
done <<<"$modules"
# Tests, clippy and the CLI (stable), and the browser tests' wasm build.
RUSTC_BOOTSTRAP=1 resolve cargo build --workspace --all-targets --release
RUSTC_BOOTSTRAP=1 resolve cargo build -p dom --target wasm32-unknown-unknown --tests
echo "[fresh-home] every build resolves offline from an empty cargo home after the fetch step"
