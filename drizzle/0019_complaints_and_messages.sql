-- Issue 24: customer_requests' kind check now also allows 'message' (a customer writing to their adviser)
-- and 'complaint' (ACPR 2022-R-01); a public complaint may have no account (customer_id null, submitter_* set).
-- customer_request_events' kind check is not touched here.
ALTER TABLE "customer_requests" DROP CONSTRAINT "customer_requests_kind_known";--> statement-breakpoint
ALTER TABLE "customer_requests" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "channel" text DEFAULT 'area' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "submitter_name" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "submitter_email" text;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "acknowledge_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "customer_requests_kind_idx" ON "customer_requests" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_owner_known" CHECK ("customer_requests"."customer_id" is not null or ("customer_requests"."kind" = 'complaint' and "customer_requests"."channel" = 'public' and "customer_requests"."submitter_email" is not null));--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_channel_known" CHECK ("customer_requests"."channel" in ('area', 'public'));--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_outcome_known" CHECK ("customer_requests"."outcome" is null or "customer_requests"."outcome" in ('upheld', 'partly', 'rejected'));--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_kind_known" CHECK ("customer_requests"."kind" in ('cancellation', 'document', 'appointment', 'claim', 'message', 'complaint'));