#!/usr/bin/env bash
# Builds the production app and runs the Playwright suite against it (see playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
npm run build --silent
npx playwright test "$@"
