CREATE TABLE "customer_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"kind" text NOT NULL,
	"visible_to_customer" boolean DEFAULT false NOT NULL,
	"text" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "customer_request_events_kind_known" CHECK ("customer_request_events"."kind" in ('status', 'assignment', 'note', 'answer', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "customer_requests" DROP CONSTRAINT "customer_requests_status_known";--> statement-breakpoint
ALTER TABLE "customer_request_files" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "customer_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "staff_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "staff_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "customer_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_request_events" ADD CONSTRAINT "customer_request_events_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_request_events" ADD CONSTRAINT "customer_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_request_events_request_idx" ON "customer_request_events" USING btree ("request_id","at");--> statement-breakpoint
ALTER TABLE "customer_request_files" ADD CONSTRAINT "customer_request_files_event_id_customer_request_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."customer_request_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_requests_created_idx" ON "customer_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_requests_assignee_idx" ON "customer_requests" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "customer_requests_due_idx" ON "customer_requests" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_status_known" CHECK ("customer_requests"."status" in ('sent', 'in_progress', 'done', 'refused'));--> statement-breakpoint
-- Requests sent before the inbox: searchable like new ones (the same folding as app/server/search-text.ts),
-- the customer's last activity when they were sent, and due two days later (their clock is shown, not enforced).
UPDATE "customer_requests" AS r SET
  "search_text" = translate(lower(coalesce(u."name", '') || ' ' || coalesce(u."email", '') || ' ' || r."reference"), 'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz'),
  "customer_activity_at" = r."created_at",
  "due_at" = r."created_at" + interval '2 days'
FROM "users" AS u
WHERE u."id" = r."customer_id";--> statement-breakpoint
UPDATE "customer_requests" AS r SET "search_text" = r."search_text" || ' ' || lower(c."reference")
FROM "contracts" AS c WHERE c."id" = r."contract_id";--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "customer_requests_search_trgm_idx" ON "customer_requests" USING gin ("search_text" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: request search runs without a trigram index';
END $$;
