#!/usr/bin/env bash
# Builds the release web app and serves it on http://127.0.0.1:8080/, building again after each
# change (scripts/play.mjs; Ctrl-C to stop).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh --build
exec node scripts/play.mjs "$@"
