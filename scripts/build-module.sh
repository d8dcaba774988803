#!/usr/bin/env bash
# Builds one of the wasm modules that the page loads only when needed, into <out>/<dir>/:
#   scripts/build-module.sh <crate> <dir> <cargo profile> <wasm-opt level> [out]
# e.g. `extras extras wasm -Oz` (the page's second module) or `worker engine worker -Os`
# (the computer's Web Worker, see scripts/build-engine.sh). Called by Trunk after each build
# (Trunk.toml [[hooks]]; out = the staging directory), or by hand with out = dist.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
crate="$1" dir="$2" profile="$3" level="$4"
out="${5:-${TRUNK_STAGING_DIR:-dist}}/$dir"
mkdir -p "$out"
cargo build --quiet -p "$crate" --target wasm32-unknown-unknown --profile "$profile"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$dir" \
  "target/wasm32-unknown-unknown/$profile/$crate.wasm"
wasm-opt "$level" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --strip-debug --strip-producers "$out/${dir}_bg.wasm" -o "$out/${dir}_bg.wasm"
node scripts/minify-glue.mjs "$out"
