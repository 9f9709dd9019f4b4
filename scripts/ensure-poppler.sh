#!/usr/bin/env bash
# The signature tests check sealed PDFs with poppler's pdfsig, an independent PAdES verifier
# (Debian's poppler-utils). Installs it when missing and we are root; otherwise says how.
set -euo pipefail
if command -v pdfsig >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pdfsig is missing: installing Debian's poppler-utils package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
pdfsig (poppler-utils) was not found. Install it with:   sudo apt-get install -y poppler-utils
then run the tests again.
MSG
exit 1
