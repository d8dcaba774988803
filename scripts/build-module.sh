#!/usr/bin/env bash
# Builds one of the wasm modules that the page loads only when needed, into <out>/<dir>/:
#   scripts/build-module.sh <crate> <dir> <cargo profile> <wasm-opt level> [out] [worker script]
#   extras extras wasm -Oz             the page's second module (PGN, error sentences)
#   messages messages wasm -Oz         the computer's worker messages (serde-wasm-bindgen)
#   round round round -Oz              the arbiter's round screen, a separate app that
#                                      www/boot.js starts for a valid round=1..99 address
#   evening-app evening wasm -Oz OUT evening-boot.js
#                                      the club evening (evening.html), through
#                                      scripts/build-evening.sh
#   worker engine worker -Oz "" worker.js
#                                      the computer opponent's Web Worker; www/worker.js is
#                                      copied next to it and minified with it
# Called after each build by scripts/post-build.sh (Trunk's post-build step; out = the staging
# directory), or by hand with out = dist (then run scripts/minify-glue.mjs --version-modules, or
# boot.js asks for the module's files with its old version). Import/export names are shortened and the glue minified like the
# page's (scripts/minify-glue.mjs).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
crate="$1" dir="$2" profile="$3" level="$4"
base="${5:-}"
out="${base:-${TRUNK_STAGING_DIR:-dist}}/$dir"
script="${6:-}"
mkdir -p "$out"
# `-p <crate>` alone, so `web` is built without its default `app` feature when a module uses it.
cargo build --quiet -p "$crate" --target wasm32-unknown-unknown --profile "$profile"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$dir" \
  "target/wasm32-unknown-unknown/$profile/${crate//-/_}.wasm"
wasm-opt "$level" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --strip-debug --strip-producers "$out/${dir}_bg.wasm" -o "$out/${dir}_bg.wasm"
if [ -n "$script" ]; then
  cp "www/$script" "$out/$script"
  node scripts/minify-glue.mjs --js "$script" "$out"
else
  node scripts/minify-glue.mjs "$out"
fi
