#!/usr/bin/env bash
# Builds the production app (unless E2E_BUILT says it is fresh) and runs the Playwright suite
# against it (see playwright.config.ts). Arguments go to Playwright: a spec, --project=phone…
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
[[ -n "${E2E_BUILT:-}" ]] || npm run build --silent
npx playwright test "$@"
