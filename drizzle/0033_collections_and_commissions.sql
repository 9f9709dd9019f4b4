CREATE TABLE "collection_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_date" date NOT NULL,
	"message_id" text NOT NULL,
	"xml" text NOT NULL,
	"debit_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_runs_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "debit_rejects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"instalment_id" uuid,
	"reason_code" text NOT NULL,
	"rejected_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reject_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"lines_read" integer NOT NULL,
	"rejects_added" integer NOT NULL,
	"lines_repeated" integer NOT NULL,
	"lines_unknown" integer NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reject_imports_file_sha256_unique" UNIQUE("file_sha256"),
	CONSTRAINT "reject_imports_format_known" CHECK ("reject_imports"."format" in ('pain.002', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "unpaid_premium_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instalment_id" uuid NOT NULL,
	"step" text NOT NULL,
	"letter_path" text,
	"suspension_on" date,
	"termination_on" date,
	"staff_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unpaid_premium_steps_step_known" CHECK ("unpaid_premium_steps"."step" in ('reminder', 'formalNotice', 'paymentReceived'))
);
--> statement-breakpoint
CREATE TABLE "insurer_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"insurer" text NOT NULL,
	"line_key" text NOT NULL,
	"line_number" integer NOT NULL,
	"reference" text NOT NULL,
	"reference_key" text NOT NULL,
	"contract_id" uuid,
	"period" date NOT NULL,
	"commission_cents" integer NOT NULL,
	"premium_cents" integer
);
--> statement-breakpoint
CREATE TABLE "insurer_statement_mappings" (
	"insurer" text PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer" text NOT NULL,
	"period" date NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"encoding" text NOT NULL,
	"lines_read" integer NOT NULL,
	"lines_added" integer NOT NULL,
	"lines_repeated" integer NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_gift_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"gift_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_gift_payments_positive" CHECK ("referral_gift_payments"."gift_number" > 0 and "referral_gift_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "collection_runs" ADD CONSTRAINT "collection_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_rejects" ADD CONSTRAINT "debit_rejects_import_id_reject_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."reject_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_rejects" ADD CONSTRAINT "debit_rejects_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reject_imports" ADD CONSTRAINT "reject_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_premium_steps" ADD CONSTRAINT "unpaid_premium_steps_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_premium_steps" ADD CONSTRAINT "unpaid_premium_steps_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statement_lines" ADD CONSTRAINT "insurer_statement_lines_statement_id_insurer_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."insurer_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statement_lines" ADD CONSTRAINT "insurer_statement_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statement_mappings" ADD CONSTRAINT "insurer_statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statements" ADD CONSTRAINT "insurer_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_gift_payments" ADD CONSTRAINT "referral_gift_payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_gift_payments" ADD CONSTRAINT "referral_gift_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_runs_date_idx" ON "collection_runs" USING btree ("collection_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_rejects_end_to_end_idx" ON "debit_rejects" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "debit_rejects_instalment_idx" ON "debit_rejects" USING btree ("instalment_id");--> statement-breakpoint
CREATE INDEX "unpaid_premium_steps_instalment_idx" ON "unpaid_premium_steps" USING btree ("instalment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "unpaid_premium_steps_one_notice" ON "unpaid_premium_steps" USING btree ("instalment_id") WHERE step = 'formalNotice';--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_statement_lines_key_idx" ON "insurer_statement_lines" USING btree ("insurer","line_key");--> statement-breakpoint
CREATE INDEX "insurer_statement_lines_period_idx" ON "insurer_statement_lines" USING btree ("insurer","period");--> statement-breakpoint
CREATE INDEX "insurer_statement_lines_contract_idx" ON "insurer_statement_lines" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_statements_file_idx" ON "insurer_statements" USING btree ("insurer","file_sha256");--> statement-breakpoint
CREATE INDEX "insurer_statements_period_idx" ON "insurer_statements" USING btree ("insurer","period");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_gift_payments_gift_idx" ON "referral_gift_payments" USING btree ("customer_id","gift_number");