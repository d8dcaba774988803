#!/usr/bin/env bash
# The project's test command (README, .ci/run): installs whatever is missing, then runs
#   0. the fresh-machine check: every build resolves offline from an empty cargo home,
#   1. every Rust test (rules engine incl. perft suites, cli, web UI logic) natively,
#   2. the browser-layer tests (wasm-bindgen-test) in headless Chromium,
#   3. the release build, its page weight (a deterministic budget) and the end-to-end tests in
#      headless Chromium (Playwright).
# Timings are benchmarks, outside it: scripts/bench-first-board.mjs (the first board at 4x CPU
# throttling), ROKADE_PHONE_THROTTLE=4 for the analysis e2e file, scripts/match.py.
# Each stage prints how long it took; the whole command's time is printed at the end.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"

started=$SECONDS
stage_name="" stage_start=$SECONDS
stage() {
  [ -z "$stage_name" ] || printf '[test] (%s: %d s)\n' "$stage_name" "$((SECONDS - stage_start))"
  stage_name="$1" stage_start=$SECONDS
  [ -z "$1" ] || printf '[test] %s\n' "$1"
}

stage "setup: tools and crates (scripts/setup-tools.sh)"
scripts/setup-tools.sh

stage "fresh machine: the builds resolve offline from an empty cargo home"
scripts/check-fresh-home.sh

stage "cargo test --workspace --profile ci (rules, engine, swiss and cli optimised; no fat LTO)"
cargo test --workspace --profile ci

stage "cargo test -p rules --features small-attacks (rules as the page's wasm builds them: no tables)"
# The feature changes only how attacks are found (computed instead of looked up): the tests of
# move generation and attacks run again with it (the unit tests, the perft suites, the
# differential games against cozy-chess, castling and pins, the move queries); the notation
# tests above the move generator (FEN, SAN, PGN) are the same code either way.
cargo test -p rules --profile ci --features small-attacks --lib --test perft --test differential --test castling --test move_queries --test null_move

stage "browser tests (wasm-bindgen-test, headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver cargo test -p dom --target wasm32-unknown-unknown --test browser

stage "release build (scripts/build.mjs)"
node scripts/build.mjs

stage "page weight (gzip -9 of everything the normal page loads; budget 80 KiB = 81 920 B)"
node scripts/page-weight.mjs 80KiB
echo "[test] page weight in French (the longest texts file)"
node scripts/page-weight.mjs 80KiB --query '?lang=fr' | tail -n 2

stage "end-to-end tests (headless Chromium, two test files at a time: scripts/e2e.mjs)"
node scripts/e2e.mjs

stage ""
printf '[test] all stages passed in %d s\n' "$((SECONDS - started))"
