CREATE TABLE "backoffice_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce(first_name, '') || ' ' || last_name || ' ' || coalesce(company, '') || ' ' || email || ' ' || phone), 'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assigned_created_idx" ON "leads" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "leads_product_created_idx" ON "leads" USING btree ("product","created_at");--> statement-breakpoint
CREATE INDEX "leads_uncontacted_idx" ON "leads" USING btree ("created_at") WHERE first_contacted_at is null and status not in ('won', 'lost');--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id") WHERE lead_id is not null;--> statement-breakpoint
-- Trigram index for the back office's substring search, where pg_trgm can be had: PGlite loads it
-- (app/server/db/client.server.ts); a PostgreSQL server needs its contrib files. Without it the
-- search still works, by scanning the rows the other filters leave.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: lead search runs without a trigram index';
END $$;
