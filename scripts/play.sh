#!/usr/bin/env bash
# Builds the release web app and serves it on http://127.0.0.1:8080/ (Ctrl-C to stop).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
scripts/setup-tools.sh --build
echo "[play] building and serving; open http://127.0.0.1:8080/ once Trunk reports the server is up"
exec scripts/shipped-wasm.sh trunk serve --release --offline=true --address 127.0.0.1 --port 8080 "$@"
