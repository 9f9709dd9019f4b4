#!/usr/bin/env bash
# Everything CI checks, in the order that fails fastest: types, lint, the build, unit + integration +
# HTTP tests, end-to-end. Prints how long each phase took and the slowest tests at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
# .ci/run times the install before calling us and keeps its line.
[[ -n "${KEEP_PHASES:-}" ]] || : > reports/phases.tsv
trap 'node scripts/summarise-tests.ts' EXIT

phase() {
  local name="$1" started status=0
  shift
  echo "▶ $name"
  started=$(date +%s)
  "$@" || status=$?
  # Timed even when it fails: the closing table shows where a red run spent its time.
  printf '%s\t%s\n' "$name" "$(($(date +%s) - started))" >> reports/phases.tsv
  return "$status"
}

# The seal's tests ask poppler's pdfsig, an independent verifier, about our signed PDFs.
bash scripts/ensure-poppler.sh
# The collection files are checked against the ISO 20022 schema by libxml2's xmllint.
bash scripts/ensure-xmllint.sh
phase typecheck npm run typecheck --silent
phase lint npm run lint --silent
# Built once: the HTTP tests and the end-to-end tests serve the same production build.
phase build npm run build --silent
phase "vitest (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})" \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
phase "playwright (Chromium)" env E2E_BUILT=1 bash scripts/e2e.sh
