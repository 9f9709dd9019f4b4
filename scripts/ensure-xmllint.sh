#!/usr/bin/env bash
# The collection tests check our pain.008 files against the ISO 20022 schema with libxml2's
# xmllint (Debian's libxml2-utils). Installs it when missing and we are root; otherwise says how.
set -euo pipefail
if command -v xmllint >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "xmllint is missing: installing Debian's libxml2-utils package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
xmllint (libxml2-utils) was not found. Install it with:   sudo apt-get install -y libxml2-utils
then run the tests again.
MSG
exit 1
