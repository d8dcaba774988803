#!/usr/bin/env bash
# Release build of the web app into dist/ (size-optimised wasm, strict-CSP-safe HTML):
# scripts/build.mjs, after installing what it needs (scripts/setup-tools.sh --build).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh --build
echo "[build] node scripts/build.mjs"
node scripts/build.mjs "$@"
