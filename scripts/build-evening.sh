#!/usr/bin/env bash
# The club evening (evening.html; crates/evening-app), a page of its own that the game page
# never loads: builds its wasm into <out>/evening/ like the other lazy modules
# (scripts/build-module.sh: wasm-bindgen, wasm-opt, short names, terser; www/evening-boot.js
# beside it), copies www/evening.css there, and writes <out>/evening.html with the hash of
# the folder's files in its `?v=` so a cached file of an older build is never used.
#   scripts/build-evening.sh [out]     out = $TRUNK_STAGING_DIR (post-build) or dist
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
out="${1:-${TRUNK_STAGING_DIR:-dist}}"
bash scripts/build-module.sh evening-app evening wasm -Oz "$out" evening-boot.js
cp www/evening.css "$out/evening/evening.css"
version=$(cd "$out/evening" && cat evening.css evening-boot.js evening.js evening_bg.wasm | sha256sum | cut -c1-16)
sed "s/{v}/$version/g" www/evening.html >"$out/evening.html"
