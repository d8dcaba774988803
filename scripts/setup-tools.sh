#!/usr/bin/env bash
# Installs what the Rokade web build and tests need, skipping whatever is already there in the
# right version. Safe to run repeatedly. Works offline-from-the-internet as long as crates.io,
# npm, PyPI and Debian's apt repositories are reachable (see TOOLCHAIN.md).
#
#   scripts/setup-tools.sh            everything (build + browser tests + python cross-checks
#                                     + Stockfish for engine matches)
#   scripts/setup-tools.sh --build    only what the build (scripts/build.mjs) needs (wasm target,
#                                     the pinned nightly, wasm-bindgen-cli, npm tools, crates)
#
# Needs rustup/cargo, node/npm and python3; uses apt-get (via sudo when not root) for Chromium.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROKADE_ROOT"

MODE=all
case "${1:-}" in
  "") ;;
  --build) MODE=build ;;
  *) echo "usage: $0 [--build]" >&2; exit 2 ;;
esac

say() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

for tool in rustup cargo node npm; do
  command -v "$tool" >/dev/null || die "$tool is required but not on PATH"
done

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@";
  elif command -v sudo >/dev/null; then sudo "$@";
  else die "need root (or sudo) for: $*"; fi
}

apt_install() {
  # Try with the current package lists first; refresh them only if that fails.
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null 2>&1; then
    say "apt-get update"
    as_root apt-get update -q >/dev/null
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null
  fi
}

# 1. Rust target ----------------------------------------------------------------------------
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32-unknown-unknown target: ok"
else
  say "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 1b. The pinned nightly that builds the shipped wasm (scripts/shipped-wasm.sh): rust-src only,
#     the standard library is rebuilt for wasm by -Zbuild-std (no wasm32 rust-std needed).
WASM_NIGHTLY="$(scripts/shipped-wasm.sh --toolchain)"
[ -n "$WASM_NIGHTLY" ] || die "cannot read the pinned nightly from scripts/shipped-wasm.sh"
if rustup run "$WASM_NIGHTLY" rustc --version >/dev/null 2>&1 &&
  [ -d "$(rustup run "$WASM_NIGHTLY" rustc --print sysroot)/lib/rustlib/src/rust/library" ]; then
  say "$WASM_NIGHTLY with rust-src: ok"
else
  say "installing $WASM_NIGHTLY (minimal, rust-src) for the shipped wasm"
  rustup toolchain install "$WASM_NIGHTLY" --profile minimal --component rust-src
fi

# 2. wasm-bindgen CLI, exactly the version in Cargo.lock (the glue and the wasm must match) -----
wbg_version() {
  if [ -f Cargo.lock ]; then
    awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
  fi
}
WBG="$(wbg_version)"
if [ -z "$WBG" ]; then
  say "no wasm-bindgen in Cargo.lock yet: resolving dependencies"
  cargo metadata --format-version 1 >/dev/null
  WBG="$(wbg_version)"
fi
[ -n "$WBG" ] || die "cannot find the wasm-bindgen version in Cargo.lock"
if [ "$(wasm-bindgen --version 2>/dev/null || true)" = "wasm-bindgen $WBG" ]; then
  say "wasm-bindgen-cli $WBG: ok"
else
  # No --locked: the 0.2.130 lockfile pins a webpki-roots release the registry does not serve.
  say "installing wasm-bindgen-cli $WBG (cargo install, takes ~2 min)"
  cargo install --force "wasm-bindgen-cli@$WBG"
fi

# 3. npm devDependencies: binaryen (wasm-opt), terser (the glue, boot.js and worker.js),
#    @minify-html/node and lightningcss (the page's HTML and CSS; scripts/page-html.mjs),
#    playwright-core (no browser download) and @axe-core/playwright (the accessibility checks
#    of tests/e2e/a11y.test.mjs) ------------------------------------------------------------
want_binaryen="$(node -p 'require("./package.json").devDependencies.binaryen.split(".")[0]')"
# The npm package $1 is installed in exactly the version package.json names.
exact() {
  [ -f "node_modules/$1/package.json" ] &&
    [ "$(node -p "require('./node_modules/$1/package.json').version")" = \
      "$(node -p "require('./package.json').devDependencies['$1']")" ]
}
npm_ok() {
  [ -x node_modules/.bin/wasm-opt ] &&
    node_modules/.bin/wasm-opt --version 2>/dev/null | grep -q "version $want_binaryen\b" &&
    [ -f node_modules/playwright-core/package.json ] &&
    [ "$(node -p 'require("./node_modules/playwright-core/package.json").version')" = \
      "$(node -p 'require("./package.json").devDependencies["playwright-core"]')" ] &&
    exact terser && exact @minify-html/node && exact lightningcss &&
    [ -f node_modules/@axe-core/playwright/package.json ] &&
    [ -f node_modules/axe-core/axe.min.js ] &&
    # package.json asks for a version range such as 4.14 (= 4.14.x): the installed one matches it.
    node -e '
      const want = require("./package.json").devDependencies["@axe-core/playwright"];
      const have = require("./node_modules/@axe-core/playwright/package.json").version;
      process.exit(have === want || have.startsWith(want + ".") ? 0 : 1);'
}
if npm_ok; then
  say "npm tools (wasm-opt $want_binaryen, terser, minify-html, lightningcss, playwright-core, @axe-core/playwright): ok"
else
  say "installing npm devDependencies"
  if [ -f package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  else
    npm install --no-audit --no-fund --loglevel=error
  fi
  npm_ok || die "npm tools did not install correctly"
fi

# 3b. Every crate the builds need, the standard library's own ones for -Zbuild-std included:
#     the builds after this run offline (scripts/fetch-deps.sh says why).
say "fetching crates (workspace and the nightly's standard library)"
scripts/fetch-deps.sh

if [ "$MODE" = build ]; then
  say "build tools ready"
  exit 0
fi

# 4. Chromium + chromedriver from Debian (never `npx playwright install`) ---------------------
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium: ok ($(/usr/bin/chromium --version 2>/dev/null | head -n1))"
else
  say "installing chromium and chromium-driver (apt-get)"
  apt_install chromium chromium-driver
fi

# 5. python-chess, an independent rules implementation for cross-checks -----------------------
if command -v python3 >/dev/null; then
  if python3 -c 'import chess' 2>/dev/null; then
    say "python chess: ok"
  else
    say "installing python chess (pip)"
    python3 -m pip install --quiet --disable-pip-version-check chess 2>/dev/null ||
      python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages chess 2>/dev/null ||
      apt_install python3-chess
    python3 -c 'import chess' || die "python chess did not install"
  fi
else
  say "python3 not found: skipping python chess"
fi

# 6. Stockfish (Debian's 15.1), the opponent of scripts/match.py: a test tool only (GPL, never
#    shipped or linked), called by its full path /usr/games/stockfish.
if [ -x /usr/games/stockfish ]; then
  say "stockfish: ok"
else
  say "installing stockfish (apt-get)"
  apt_install stockfish
fi

say "all tools ready"
