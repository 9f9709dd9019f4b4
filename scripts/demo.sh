#!/usr/bin/env bash
# First run on a new machine: writes a .env (with fresh SESSION_SECRET and BETTER_AUTH_SECRET, and
# a VAPID key pair for Web Push) if there is none, builds, creates the demo customer (demo@maison-courtage.fr, see README) and
# serves the production build on the embedded database at SITE_URL (http://localhost:3000).
set -euo pipefail
cd "$(dirname "$0")/.."
new_secret() { node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))"; }
if [ ! -f .env ]; then
  # The demo brand's identity (.env.demo) replaces the example's empty broker fields.
  demo_keys="$(grep -oE '^[A-Z_]+=' .env.demo | tr -d '=' | paste -sd'|')"
  {
    sed -e "s|^SESSION_SECRET=.*|SESSION_SECRET=$(new_secret)|" \
      -e "s|^BETTER_AUTH_SECRET=.*|BETTER_AUTH_SECRET=$(new_secret)|" .env.example | grep -vE "^($demo_keys)="
    echo
    cat .env.demo
  } > .env
  echo "Wrote .env from .env.example and .env.demo with new SESSION_SECRET and BETTER_AUTH_SECRET."
elif ! grep -q '^BETTER_AUTH_SECRET=.' .env; then
  # A .env from before the customer sign-in: give it the secret it now needs.
  sed -i '/^BETTER_AUTH_SECRET=/d' .env
  echo "BETTER_AUTH_SECRET=$(new_secret)" >> .env
  echo "Added a new BETTER_AUTH_SECRET to .env."
fi
if ! grep -q '^VAPID_PUBLIC_KEY=.' .env; then
  # Web Push (the customer area's notifications): a key pair of this installation's own.
  keys="$(node -e "const k=require('web-push').generateVAPIDKeys();process.stdout.write(k.publicKey+' '+k.privateKey)")"
  sed -i '/^VAPID_PUBLIC_KEY=/d; /^VAPID_PRIVATE_KEY=/d' .env
  printf 'VAPID_PUBLIC_KEY=%s\nVAPID_PRIVATE_KEY=%s\n' "${keys% *}" "${keys#* }" >> .env
  echo "Added a new VAPID key pair (Web Push) to .env."
fi
npm run build --silent
npm run db:seed --silent
site_url=$(grep -E '^SITE_URL=' .env | tail -n 1 | cut -d= -f2-)
echo
echo "  Open ${site_url:-http://localhost:3000} (pages read under another address are sent there)."
echo
exec npm start
