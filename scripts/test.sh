#!/usr/bin/env bash
# Everything CI checks, in the order that fails fastest: types, lint, unit + integration, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
echo "▶ typecheck" && npm run typecheck --silent
echo "▶ lint" && npm run lint --silent
echo "▶ unit and integration tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
echo "▶ end-to-end tests (Chromium, 390 px and 1280 px)"
bash scripts/e2e.sh
node scripts/summarise-tests.ts
