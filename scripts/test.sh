#!/usr/bin/env bash
# `npm test`: every test. Unit, component and API tests on PGlite, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest --ci "$@"
bash scripts/e2e.sh
