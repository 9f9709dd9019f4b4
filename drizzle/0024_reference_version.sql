-- One number that grows with every change to what app processes keep copies of (who may be given
-- work, the back-office settings), so that a copy is checked by reading that number with the
-- session instead of being read again on every page (db/reference-copies.server.ts, issue 29).
-- Bumped in the writer's transaction, whoever writes (the staff screens, better-auth, a script):
-- a reader never sees the new number before the change itself.
CREATE TABLE "reference_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_version_one_row" CHECK ("reference_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "reference_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_reference_version() RETURNS trigger AS $$
BEGIN
  UPDATE "reference_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Once per statement, only for the columns the copies show: a customer's sign-in or a profile's
-- date moves nothing.
CREATE TRIGGER "users_reference_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "role", "deactivated_at" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
CREATE TRIGGER "accounts_reference_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "password", "provider_id", "user_id" ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();--> statement-breakpoint
CREATE TRIGGER "backoffice_settings_reference_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "backoffice_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
