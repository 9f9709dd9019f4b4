CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"reference" text NOT NULL,
	"product_line" text NOT NULL,
	"product" text NOT NULL,
	"formula" text,
	"insurer" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"monthly_premium_cents" integer NOT NULL,
	"start_date" date NOT NULL,
	"anniversary_date" date NOT NULL,
	"end_date" date,
	"guarantees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vehicle_registration" text,
	"vehicle_make" text,
	"vehicle_model" text,
	"loan_amount_cents" bigint,
	"loan_bank" text,
	"people_covered" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contracts_premium_not_negative" CHECK ("contracts"."monthly_premium_cents" >= 0),
	CONSTRAINT "contracts_status_known" CHECK ("contracts"."status" in ('active', 'cancelling', 'cancelled', 'suspended')),
	CONSTRAINT "contracts_product_in_line" CHECK (("contracts"."product_line" = 'vehicle' and "contracts"."product" like 'vehicles%')
        or ("contracts"."product_line" = 'health' and "contracts"."product" like 'health%')
        or ("contracts"."product_line" = 'borrower' and "contracts"."product" = 'borrower')),
	CONSTRAINT "contracts_vehicle_details" CHECK ("contracts"."product_line" <> 'vehicle' or ("contracts"."vehicle_registration" is not null and "contracts"."vehicle_make" is not null and "contracts"."vehicle_model" is not null)),
	CONSTRAINT "contracts_loan_details" CHECK ("contracts"."product_line" <> 'borrower' or ("contracts"."loan_amount_cents" > 0 and "contracts"."loan_bank" is not null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text,
	"message" text,
	"contract_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_photos" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" text NOT NULL,
	"code" text NOT NULL,
	"lead_id" uuid,
	"won_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "notifications_customer_idx" ON "notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_lead_idx" ON "referrals" USING btree ("lead_id");