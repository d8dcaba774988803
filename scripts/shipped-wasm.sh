#!/usr/bin/env bash
# Runs a command (scripts/build.mjs runs each module's `cargo build` through it) with the
# toolchain the shipped wasm is built with: a pinned nightly that rebuilds the standard library
# for size (`-Zbuild-std`), aborts on a panic without the unwinding and message machinery
# (`-Cpanic=immediate-abort`), and keeps no file/line strings (`-Zlocation-detail=none`) or
# `Debug` formatting (`-Zfmt-debug=none`), and lets every function be instantiated and
# optimised in the crate that calls it, as `#[inline]` functions are
# (`-Zcross-crate-inline-threshold=always`): the page's code lives in three crates (ui, dom,
# web), and without it each crate is optimised alone before the link-time optimisation, which
# cost the page 0.9 KB gzipped when the crates were split; with it the page is 6.5 KB gzipped
# smaller than before the split, and every lazy module smaller too (issue #16, part 3). The
# page's wasm was 2.1 KB gzipped smaller than with stable before that flag
# (docs/page-weight-research.md, section 7). Everything else (tests, clippy, the CLI)
# uses the stable toolchain. scripts/setup-tools.sh installs this nightly (minimal profile
# plus rust-src, about 10 s); ROKADE_STABLE_WASM=1 builds with stable instead (larger).
#   scripts/shipped-wasm.sh cargo build -p web --target wasm32-unknown-unknown --profile wasm
set -euo pipefail
ROKADE_WASM_NIGHTLY="${ROKADE_WASM_NIGHTLY:-nightly-2026-05-19}"
# `scripts/shipped-wasm.sh --toolchain` prints the pinned nightly (setup-tools, fetch-deps).
if [ "${1:-}" = --toolchain ]; then
  echo "$ROKADE_WASM_NIGHTLY"
  exit 0
fi
if [ "${ROKADE_STABLE_WASM:-}" = 1 ]; then
  exec "$@"
fi
export RUSTUP_TOOLCHAIN="$ROKADE_WASM_NIGHTLY"
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none -Zcross-crate-inline-threshold=always"
exec "$@"
