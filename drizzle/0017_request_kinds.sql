CREATE TABLE "claim_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_pieces_state_known" CHECK ("claim_pieces"."state" in ('requested', 'received', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "customer_request_stages" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"paid_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_request_stages_stage_known" CHECK ("customer_request_stages"."stage" in ('confirmed', 'proposed', 'declined', 'cancelled', 'declared', 'investigating', 'documents_requested', 'closed', 'acknowledged', 'accepted', 'resubmit')),
	CONSTRAINT "customer_request_stages_paid_positive" CHECK ("customer_request_stages"."paid_cents" is null or "customer_request_stages"."paid_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_request_events" DROP CONSTRAINT "customer_request_events_kind_known";--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD COLUMN "proposed_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_pieces" ADD CONSTRAINT "claim_pieces_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_pieces" ADD CONSTRAINT "claim_pieces_file_id_customer_request_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."customer_request_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_request_stages" ADD CONSTRAINT "customer_request_stages_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_pieces_request_idx" ON "claim_pieces" USING btree ("request_id","created_at","position");--> statement-breakpoint
ALTER TABLE "customer_request_events" ADD CONSTRAINT "customer_request_events_kind_known" CHECK ("customer_request_events"."kind" in ('status', 'assignment', 'note', 'answer', 'reply', 'step'));