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
ALTER TABLE "insurer_statement_lines" ADD CONSTRAINT "insurer_statement_lines_statement_id_insurer_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."insurer_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statement_lines" ADD CONSTRAINT "insurer_statement_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statement_mappings" ADD CONSTRAINT "insurer_statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_statements" ADD CONSTRAINT "insurer_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_gift_payments" ADD CONSTRAINT "referral_gift_payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_gift_payments" ADD CONSTRAINT "referral_gift_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_statement_lines_key_idx" ON "insurer_statement_lines" USING btree ("insurer","line_key");--> statement-breakpoint
CREATE INDEX "insurer_statement_lines_period_idx" ON "insurer_statement_lines" USING btree ("insurer","period");--> statement-breakpoint
CREATE INDEX "insurer_statement_lines_contract_idx" ON "insurer_statement_lines" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_statements_file_idx" ON "insurer_statements" USING btree ("insurer","file_sha256");--> statement-breakpoint
CREATE INDEX "insurer_statements_period_idx" ON "insurer_statements" USING btree ("insurer","period");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_gift_payments_gift_idx" ON "referral_gift_payments" USING btree ("customer_id","gift_number");