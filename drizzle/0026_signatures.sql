CREATE TABLE "seal_certificates" (
	"name" text PRIMARY KEY NOT NULL,
	"sealed_p12" text NOT NULL,
	"fingerprint" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "signature_events_kind_check" CHECK ("signature_events"."kind" in ('created', 'codeSent', 'codeWrong', 'attemptEnded', 'signed', 'declined', 'expired', 'withdrawn', 'reminded', 'downloaded'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_path" text NOT NULL,
	"document_name" text NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_path" text,
	"signed_sha256" text,
	"seal_digest" text,
	"seal_fingerprint" text,
	"evidence" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('pending', 'signed', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_codes_request_idx" ON "signature_codes" USING btree ("request_id","sent_at");--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "signature_requests_signer_idx" ON "signature_requests" USING btree ("signer_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_requests_pending_idx" ON "signature_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "signature_requests_seal_idx" ON "signature_requests" USING btree ("seal_digest");