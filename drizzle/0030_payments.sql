CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_by" text,
	CONSTRAINT "bank_accounts_iban_form" CHECK ("bank_accounts"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "bank_accounts_bic_form" CHECK ("bank_accounts"."bic" ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$')
);
--> statement-breakpoint
CREATE TABLE "payment_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"nominal_date" date NOT NULL,
	"due_date" date NOT NULL,
	"premium_cents" integer NOT NULL,
	"fees_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"prenotified_at" timestamp with time zone,
	"mandate_id" uuid,
	"collection_reference" text,
	"collected_at" timestamp with time zone,
	"reject_reason_code" text,
	"rejected_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_instalments_status_known" CHECK ("payment_instalments"."status" in ('planned', 'notified', 'collected', 'rejected', 'paid', 'cancelled')),
	CONSTRAINT "payment_instalments_amounts" CHECK ("payment_instalments"."premium_cents" >= 0 and "payment_instalments"."fees_cents" >= 0 and "payment_instalments"."amount_cents" = "payment_instalments"."premium_cents" + "payment_instalments"."fees_cents"),
	CONSTRAINT "payment_instalments_reject_code" CHECK ("payment_instalments"."reject_reason_code" is null or "payment_instalments"."reject_reason_code" ~ '^[A-Z0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"first_due_date" date NOT NULL,
	"premium_cents" integer NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "payment_schedules_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "payment_schedules_frequency_known" CHECK ("payment_schedules"."frequency" in ('monthly', 'quarterly', 'halfYearly', 'yearly')),
	CONSTRAINT "payment_schedules_amounts" CHECK ("payment_schedules"."premium_cents" >= 0 and "payment_schedules"."fees_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"creditor_identifier" text NOT NULL,
	"scheme" text DEFAULT 'CORE' NOT NULL,
	"recurrence" text DEFAULT 'recurrent' NOT NULL,
	"status" text DEFAULT 'awaitingSignature' NOT NULL,
	"signature_request_id" uuid,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sepa_mandates_status_known" CHECK ("sepa_mandates"."status" in ('awaitingSignature', 'active', 'revoked', 'declined', 'expired')),
	CONSTRAINT "sepa_mandates_reference_form" CHECK ("sepa_mandates"."reference" ~ '^[A-Za-z0-9/?:().,''+ -]{1,35}$')
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_customer_idx" ON "bank_accounts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_nominal" ON "payment_instalments" USING btree ("schedule_id","nominal_date") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payment_instalments_due_idx" ON "payment_instalments" USING btree ("due_date","status");--> statement-breakpoint
CREATE INDEX "payment_instalments_contract_idx" ON "payment_instalments" USING btree ("contract_id","due_date");--> statement-breakpoint
CREATE INDEX "sepa_mandates_customer_idx" ON "sepa_mandates" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_one_active" ON "sepa_mandates" USING btree ("customer_id") WHERE status = 'active';