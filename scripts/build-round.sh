#!/usr/bin/env bash
# Builds the arbiter's round screen (crates/round) into <out>/round/ (round.js, round_bg.wasm).
# Called by Trunk after each build (Trunk.toml [[hooks]], out = the staging directory), or by
# hand: scripts/build-round.sh dist
# A separate app so that the game page never downloads it: www/boot.js starts it instead of
# the game when the address has a valid round=1..99 (query or fragment).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
out="${1:-${TRUNK_STAGING_DIR:-dist}}/round"
mkdir -p "$out"
# Profile `round` = the page's size-first `wasm` profile (opt-level z), in its own folder (see
# Cargo.toml). `-p round` alone, so `web` is built without its default `app` feature (the game
# page's start function).
cargo build --quiet -p round --target wasm32-unknown-unknown --profile round
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name round \
  target/wasm32-unknown-unknown/round/round.wasm
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --strip-debug --strip-producers "$out/round_bg.wasm" -o "$out/round_bg.wasm"
node scripts/minify-glue.mjs "$out"
