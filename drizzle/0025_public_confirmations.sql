CREATE TABLE "public_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_digest" text NOT NULL,
	"customer_id" text NOT NULL,
	"contract_id" uuid,
	"request_id" uuid,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_confirmations_token_digest_unique" UNIQUE("token_digest"),
	CONSTRAINT "public_confirmations_purpose_check" CHECK ("public_confirmations"."purpose" in ('cancellation', 'complaintLink')),
	CONSTRAINT "public_confirmations_status_check" CHECK ("public_confirmations"."status" in ('pending', 'confirmed', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "public_confirmations" ADD CONSTRAINT "public_confirmations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_confirmations" ADD CONSTRAINT "public_confirmations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_confirmations" ADD CONSTRAINT "public_confirmations_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_confirmations_customer_idx" ON "public_confirmations" USING btree ("customer_id");