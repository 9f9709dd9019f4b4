#!/usr/bin/env bash
# Restores a backup made by scripts/db-backup.sh into an EMPTY database and uploads directory
# (checksums verified first). Stop the app before restoring over a live installation.
#   DATABASE_URL=postgres://…/empty_db UPLOADS_DIR=data/uploads scripts/db-restore.sh backups/20261126T020000Z
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must name the (empty) database to restore into}"
source_dir="${1:?the backup folder to restore}"
uploads="${UPLOADS_DIR:-data/uploads}"
(cd "$source_dir" && sha256sum --check --quiet SHA256SUMS)
pg_restore --exit-on-error --no-owner --no-acl --single-transaction --dbname="$DATABASE_URL" "$source_dir/database.dump"
mkdir -p "$uploads"
tar -C "$uploads" -xzf "$source_dir/uploads.tar.gz"
echo "restored $source_dir"
