#!/usr/bin/env bash
# Builds the computer opponent's Web Worker into <out>/engine/ (worker.js, engine.js,
# engine_bg.wasm; names and scripts minified like the page's, scripts/minify-glue.mjs).
# Called by Trunk after each build (Trunk.toml [[hooks]], out = the staging directory), or by
# hand: scripts/build-engine.sh dist
# The normal page never loads these files; the page starts the worker when a game against
# the computer begins.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
out="${1:-${TRUNK_STAGING_DIR:-dist}}/engine"
mkdir -p "$out"
cargo build --quiet -p worker --target wasm32-unknown-unknown --profile worker
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name engine \
  target/wasm32-unknown-unknown/worker/worker.wasm
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --strip-debug --strip-producers "$out/engine_bg.wasm" -o "$out/engine_bg.wasm"
cp www/worker.js "$out/worker.js"
# Short import/export names in engine_bg.wasm and engine.js, terser on both scripts.
node scripts/minify-glue.mjs --js worker.js "$out"
