#!/usr/bin/env bash
# Trunk's post-build step (Trunk.toml), in order: the page's glue minified and renamed, and the
# lazy modules built, side by side; then, once all are there, each lazy module folder's hash
# written on the boot.js tag (`data-versions`), so boot.js asks for `extras/extras.js?v=<hash>`
# and so on: a module cached from an older build is never run by a newer page.
#   extras/    the page's second module (PGN, error sentences, the move field's reader)
#   messages/  the computer's worker binding and typed messages
#   round/     the arbiter's round screen, a separate app
#   engine/    the computer opponent's Web Worker (www/worker.js beside its wasm)
#   evening/   the club evening, a page of its own (evening.html; scripts/build-evening.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"
pids=()
node scripts/minify-glue.mjs --html index.html --js boot.js &
pids+=("$!")
bash scripts/build-module.sh worker engine worker -Oz "" worker.js &
pids+=("$!")
bash scripts/build-module.sh extras extras wasm -Oz &
pids+=("$!")
bash scripts/build-module.sh messages messages wasm -Oz &
pids+=("$!")
bash scripts/build-module.sh round round round -Oz &
pids+=("$!")
bash scripts/build-evening.sh & pids+=("$!") # the club evening: evening.html + evening/
failed=0
for pid in "${pids[@]}"; do
  wait "$pid" || failed=1
done
if [ "$failed" != 0 ]; then
  echo "[post-build] a step failed" >&2
  exit 1
fi
node scripts/minify-glue.mjs --html index.html --version-modules extras,messages,round,engine
