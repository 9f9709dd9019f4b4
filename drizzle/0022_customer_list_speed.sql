ALTER TABLE "contracts" ADD COLUMN "anniversary_month_day" smallint GENERATED ALWAYS AS ((extract(month from anniversary_date) * 100 + extract(day from anniversary_date))::smallint) STORED;--> statement-breakpoint
ALTER TABLE "customer_files" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_files" ADD COLUMN "active_contracts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_line_customer_idx" ON "contracts" USING btree ("product_line","customer_id");--> statement-breakpoint
CREATE INDEX "contracts_active_anniversary_idx" ON "contracts" USING btree ("anniversary_month_day") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "customer_files_sort_idx" ON "customer_files" USING btree ("sort_name","customer_id");--> statement-breakpoint
CREATE INDEX "customer_files_active_sort_idx" ON "customer_files" USING btree ("sort_name","customer_id") WHERE active_contracts > 0;--> statement-breakpoint
CREATE INDEX "leads_lower_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_customer_idx" ON "leads" USING btree ("customer_id") WHERE customer_id is not null;--> statement-breakpoint
-- The customer's card now also keeps the list's sort name (folded as the search text is, so
-- "Émile" sorts with "Emile") and the count of running contracts; the same triggers keep them.
CREATE OR REPLACE FUNCTION refresh_customer_search(uid text) RETURNS void AS $$
BEGIN
  INSERT INTO "customer_files" ("customer_id", "search_text", "sort_name", "active_contracts", "updated_at")
  SELECT u."id",
    translate(lower(concat_ws(' ', u."name", p."first_name", p."last_name", u."email", d."phone",
      (SELECT string_agg(c."reference", ' ') FROM "contracts" c WHERE c."customer_id" = u."id"))),
      'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz')
      || ' ' || coalesce(regexp_replace(d."phone", '[^0-9]', '', 'g'), ''),
    translate(lower(concat_ws(' ', coalesce(p."last_name", u."name"), p."first_name")),
      'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz'),
    (SELECT count(*) FROM "contracts" c WHERE c."customer_id" = u."id" AND c."status" = 'active'),
    now()
  FROM "users" u
  LEFT JOIN "customer_profiles" p ON p."user_id" = u."id"
  LEFT JOIN "customer_contact_details" d ON d."user_id" = u."id"
  WHERE u."id" = uid AND u."role" = 'customer'
  ON CONFLICT ("customer_id") DO UPDATE SET "search_text" = excluded."search_text",
    "sort_name" = excluded."sort_name", "active_contracts" = excluded."active_contracts",
    "updated_at" = excluded."updated_at";
  -- An account that is not (or no longer) a customer has no card: a colleague invited through
  -- better-auth starts as a customer before their role is set. The list then needs no join to
  -- users to count its customers.
  DELETE FROM "customer_files" f WHERE f."customer_id" = uid
    AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = uid AND u."role" = 'customer');
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A contract's status now matters to the card (its running contracts).
DROP TRIGGER "contracts_customer_search" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_customer_search" AFTER INSERT OR DELETE OR UPDATE OF "reference", "customer_id", "status" ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION customer_search_touch();--> statement-breakpoint
SELECT refresh_customer_search("customer_id") FROM "customer_files";
--> statement-breakpoint
-- Planned afresh at each call: a connection whose first calls met near-empty tables (a new
-- installation, a bulk load) would otherwise keep a generic plan that scans whole tables, and
-- every later write to a customer's tables would pay for it (seen in the benchmark's seed: 7 ms
-- a contract instead of 0.2 ms).
ALTER FUNCTION refresh_customer_search(text) SET plan_cache_mode = force_custom_plan;
