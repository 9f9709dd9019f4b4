#!/usr/bin/env bash
# Backs up everything the site holds: the PostgreSQL database (pg_dump's custom format, which
# pg_restore reads) and the uploads directory, into one dated folder. Schedule it (docs/operations.md).
#   DATABASE_URL=postgres://… [UPLOADS_DIR=data/uploads] scripts/db-backup.sh [backups]
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database to back up}"
uploads="${UPLOADS_DIR:-data/uploads}"
target="${1:-backups}/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$target"
# --no-owner/--no-acl: the copy restores under whichever role runs pg_restore.
pg_dump --format=custom --no-owner --no-acl --file="$target/database.dump" "$DATABASE_URL"
if [ -d "$uploads" ]; then
  tar -C "$uploads" -czf "$target/uploads.tar.gz" .
else
  tar -czf "$target/uploads.tar.gz" --files-from /dev/null
fi
(cd "$target" && sha256sum database.dump uploads.tar.gz > SHA256SUMS)
echo "$target"
