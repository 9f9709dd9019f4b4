CREATE TABLE "customer_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"storage_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_request_files_storage_path_unique" UNIQUE("storage_path")
);
--> statement-breakpoint
CREATE TABLE "customer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"contract_id" uuid,
	"details" jsonb NOT NULL,
	"lang" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "customer_requests_submission_key_unique" UNIQUE("submission_key"),
	CONSTRAINT "customer_requests_kind_known" CHECK ("customer_requests"."kind" in ('cancellation', 'document', 'appointment', 'claim')),
	CONSTRAINT "customer_requests_status_known" CHECK ("customer_requests"."status" in ('sent', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "customer_request_files" ADD CONSTRAINT "customer_request_files_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_request_files_request_idx" ON "customer_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "customer_requests_customer_idx" ON "customer_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_requests_status_idx" ON "customer_requests" USING btree ("status","created_at");