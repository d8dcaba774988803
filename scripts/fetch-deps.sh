#!/usr/bin/env bash
# Downloads every crate the builds need into the cargo home ($CARGO_HOME, else ~/.cargo), so the
# offline builds after it (scripts/build.mjs runs cargo with --offline) find them all, on a new
# machine too:
#   1. the workspace's dependencies, exactly as Cargo.lock pins them (all targets: native and wasm);
#   2. the standard library's own dependencies (hashbrown, wasip1, ...) for the pinned nightly
#      that rebuilds std for the shipped wasm (-Zbuild-std, scripts/shipped-wasm.sh). Cargo reads
#      them from the toolchain's library/Cargo.lock, and nothing else ever fetches them: without
#      this step an offline build from an empty cargo home stops at "no matching package named
#      `hashbrown`" (issue #16).
# Quick when everything is there (cargo checks its cache, about a second). Run by
# scripts/setup-tools.sh; scripts/check-fresh-home.sh proves it enough from an empty cargo home.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
cargo fetch --locked --quiet
if [ "${ROKADE_STABLE_WASM:-}" != 1 ]; then
  nightly="$(scripts/shipped-wasm.sh --toolchain)"
  library="$(rustup run "$nightly" rustc --print sysroot)/lib/rustlib/src/rust/library"
  [ -f "$library/Cargo.lock" ] || {
    echo "[fetch] no standard library sources for $nightly (rust-src missing?)" >&2
    exit 1
  }
  RUSTUP_TOOLCHAIN="$nightly" cargo fetch --locked --quiet --manifest-path "$library/Cargo.toml"
fi
