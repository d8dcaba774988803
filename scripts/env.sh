# Sourced by the other scripts: repository root and a PATH with the project's tools.
# shellcheck shell=bash
ROKADE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROKADE_ROOT
# cargo-installed tools (wasm-bindgen) and npm devDependencies (wasm-opt from binaryen)
export PATH="$ROKADE_ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
