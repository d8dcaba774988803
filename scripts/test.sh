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
cargo test -p rules --profile ci --features small-attacks

stage "browser tests (wasm-bindgen-test, headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver cargo test -p dom --target wasm32-unknown-unknown --test browser

stage "release build (scripts/build.mjs)"
node scripts/build.mjs

stage "page weight (gzip -9 of everything the normal page loads; budget 80 KiB = 81 920 B)"
node scripts/page-weight.mjs 80KiB
echo "[test] page weight in French (the longest texts file)"
node scripts/page-weight.mjs 80KiB --query '?lang=fr' | tail -n 2

stage "end-to-end tests (headless Chromium, two test files at a time)"
# Two files at once: most of an e2e test is waiting for the browser, so on two cores the
# stage takes about two thirds of the time; the tests wait for states, never for times. The
# two files that read the clipboard (which every Chromium here shares) run alone afterwards:
# another file's Copy could otherwise land between their copy and their read.
clipboard=(tests/e2e/fixes.test.mjs tests/e2e/links.test.mjs)
# The longest file (inputs: about a third of the stage's test time) goes first, so that it
# does not run alone at the end while the other slot idles.
mapfile -t others < <(echo tests/e2e/inputs.test.mjs; ls tests/e2e/*.test.mjs | grep -v -e fixes.test.mjs -e links.test.mjs -e inputs.test.mjs)
node --test --test-concurrency=2 "${others[@]}"
node --test --test-concurrency=1 "${clipboard[@]}"

stage ""
printf '[test] all stages passed in %d s\n' "$((SECONDS - started))"
