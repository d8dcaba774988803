#!/usr/bin/env bash
# The project's test command (README, .ci/run): installs whatever is missing, then runs
#   1. every Rust test (rules engine incl. perft suites, cli, web UI logic) natively,
#   2. the browser-layer tests (wasm-bindgen-test) in headless Chromium,
#   3. the release build and the end-to-end tests in headless Chromium (Playwright).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh

echo "[test] cargo test --workspace --release"
cargo test --workspace --release

echo "[test] browser tests (wasm-bindgen-test, headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver cargo test -p web --target wasm32-unknown-unknown --test browser

echo "[test] trunk build --release"
trunk build --release --offline=true

echo "[test] end-to-end tests (headless Chromium)"
node --test tests/e2e/
