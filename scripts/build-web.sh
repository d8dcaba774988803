#!/usr/bin/env bash
# Release build of the web app into dist/ (size-optimised wasm, strict-CSP-safe HTML).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh --build
echo "[build] trunk build --release"
scripts/shipped-wasm.sh trunk build --release --offline=true "$@"
echo "[build] done: $ROKADE_ROOT/dist"
