#!/usr/bin/env bash
# The project's test command (README, .ci/run): installs whatever is missing, then runs
#   1. every Rust test (rules engine incl. perft suites, cli, web UI logic) natively,
#   2. the browser-layer tests (wasm-bindgen-test) in headless Chromium,
#   3. the release build, its page weight (a deterministic budget), the end-to-end tests in
#      headless Chromium (Playwright), and the first-board time (printed only).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh

echo "[test] cargo test --workspace --release"
cargo test --workspace --release

echo "[test] cargo test -p rules --features small-attacks (rules as the page's wasm builds them: no tables)"
cargo test -p rules --release --features small-attacks

echo "[test] browser tests (wasm-bindgen-test, headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver cargo test -p web --target wasm32-unknown-unknown --test browser

echo "[test] trunk build --release"
scripts/shipped-wasm.sh trunk build --release --offline=true

echo "[test] page weight (gzip -9 of everything the normal page loads; budget 80 KiB = 81 920 B)"
node scripts/page-weight.mjs 80KiB
echo "[test] page weight in French (the longest texts file)"
node scripts/page-weight.mjs 80KiB --query '?lang=fr' | tail -n 2

echo "[test] end-to-end tests (headless Chromium)"
node --test tests/e2e/

echo "[test] first board at 4x CPU throttling (printed, not a pass/fail: timings are noisy here)"
node scripts/bench-first-board.mjs --runs 3 --rates 4,1 | grep '=> first board' || true
