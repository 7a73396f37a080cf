#!/usr/bin/env bash
# Browser tests: build into a folder of their own, serve on a spare port with a fresh database, run Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-e2e}"
export E2E_PORT="${E2E_PORT:-3100}"
export PGLITE_DIR="${E2E_PGLITE_DIR:-.data/e2e-$$}"
# The tests read confirmation and reset codes from /dev/mailbox, which a production build serves only on request.
export MAIL_OUTBOX_PAGE=1
rm -rf "$PGLITE_DIR"
npx next build >/tmp/e2e-build-$$.log 2>&1 || { cat /tmp/e2e-build-$$.log; exit 1; }
set +e
npx playwright test "$@"
status=$?
rm -rf "$PGLITE_DIR"
exit $status
