CREATE TABLE "contract_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_path" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_renewal_reminders" (
	"contract_id" uuid NOT NULL,
	"anniversary" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_renewal_reminders_contract_id_anniversary_pk" PRIMARY KEY("contract_id","anniversary")
);
--> statement-breakpoint
CREATE TABLE "customer_files" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"adviser_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewal_reminders" ADD CONSTRAINT "contract_renewal_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "customer_files_adviser_idx" ON "customer_files" USING btree ("adviser_id");--> statement-breakpoint
-- The customer list's search text (app/server/search-text.ts folds a term the same way): the
-- account's and the profile's names, the e-mail, the phone and its digits, every contract's
-- reference. Rewritten by triggers whenever one of its four sources changes, whoever writes.
CREATE OR REPLACE FUNCTION refresh_customer_search(uid text) RETURNS void AS $$
BEGIN
  INSERT INTO "customer_files" ("customer_id", "search_text", "updated_at")
  SELECT u."id",
    translate(lower(concat_ws(' ', u."name", p."first_name", p."last_name", u."email", d."phone",
      (SELECT string_agg(c."reference", ' ') FROM "contracts" c WHERE c."customer_id" = u."id"))),
      'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz')
      || ' ' || coalesce(regexp_replace(d."phone", '[^0-9]', '', 'g'), ''),
    now()
  FROM "users" u
  LEFT JOIN "customer_profiles" p ON p."user_id" = u."id"
  LEFT JOIN "customer_contact_details" d ON d."user_id" = u."id"
  WHERE u."id" = uid AND u."role" = 'customer'
  ON CONFLICT ("customer_id") DO UPDATE SET "search_text" = excluded."search_text", "updated_at" = excluded."updated_at";
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_search_touch() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM refresh_customer_search(NEW."id");
  ELSIF TG_TABLE_NAME = 'contracts' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM refresh_customer_search(OLD."customer_id"); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM refresh_customer_search(NEW."customer_id"); END IF;
  ELSE
    PERFORM refresh_customer_search(NEW."user_id");
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "users_customer_search" AFTER INSERT OR UPDATE OF "name", "email", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION customer_search_touch();--> statement-breakpoint
CREATE TRIGGER "customer_profiles_customer_search" AFTER INSERT OR UPDATE ON "customer_profiles"
  FOR EACH ROW EXECUTE FUNCTION customer_search_touch();--> statement-breakpoint
CREATE TRIGGER "customer_contact_details_customer_search" AFTER INSERT OR UPDATE ON "customer_contact_details"
  FOR EACH ROW EXECUTE FUNCTION customer_search_touch();--> statement-breakpoint
CREATE TRIGGER "contracts_customer_search" AFTER INSERT OR DELETE OR UPDATE OF "reference", "customer_id" ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION customer_search_touch();--> statement-breakpoint
-- Customers from before the list; their adviser is the one who held the lead they were converted from.
SELECT refresh_customer_search("id") FROM "users" WHERE "role" = 'customer';--> statement-breakpoint
UPDATE "customer_files" AS f SET "adviser_id" = l."assigned_to"
FROM "leads" AS l WHERE l."customer_id" = f."customer_id" AND l."assigned_to" IS NOT NULL;--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "customer_files_search_trgm_idx" ON "customer_files" USING gin ("search_text" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: customer search runs without a trigram index';
END $$;
