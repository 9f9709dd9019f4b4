#!/usr/bin/env bash
# First run on a new machine: writes a .env (with a fresh SESSION_SECRET) if there is none,
# builds, and serves the production build on the embedded database at http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .env ]; then
  secret=$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")
  sed "s|^SESSION_SECRET=.*|SESSION_SECRET=${secret}|" .env.example > .env
  echo "Wrote .env from .env.example with a new SESSION_SECRET."
fi
npm run build --silent
exec npm start
