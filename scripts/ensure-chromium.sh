#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a browser download). Installs it when missing
# and we are root; otherwise says how.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH is set to '$CHROME_PATH', which is not an executable. Point it at Chromium or unset it." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
Chromium was not found at /usr/bin/chromium.
Install it with:   sudo apt-get install -y chromium
or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.
MSG
exit 1
