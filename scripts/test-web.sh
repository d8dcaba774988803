#!/usr/bin/env bash
# Release build + end-to-end browser tests (headless Chromium via playwright-core).
# Screenshots land in tests/e2e/shots/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh
echo "[test] node scripts/build.mjs"
node scripts/build.mjs
echo "[test] node --test tests/e2e/*.test.mjs"
node --test tests/e2e/*.test.mjs
