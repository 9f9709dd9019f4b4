CREATE TABLE "catalogue_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer" text NOT NULL,
	"name" text NOT NULL,
	"product_line" text NOT NULL,
	"contract_product" text NOT NULL,
	"guarantees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limits" text DEFAULT '' NOT NULL,
	"ipid_path" text,
	"ipid_name" text,
	"ipid_sha256" text,
	"conditions_path" text,
	"conditions_name" text,
	"conditions_sha256" text,
	"first_year_commission_bp" integer NOT NULL,
	"renewal_commission_bp" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_line_known" CHECK ("catalogue_products"."product_line" in ('vehicle', 'health', 'borrower', 'home', 'provident', 'liability')),
	CONSTRAINT "catalogue_products_product_known" CHECK ("catalogue_products"."contract_product" in ('borrower', 'vehiclesPremium', 'vehiclesStandard', 'vehiclesNoLicence', 'healthCompany', 'healthSenior', 'healthFamily', 'home', 'provident', 'professionalLiability')),
	CONSTRAINT "catalogue_products_commission_range" CHECK ("catalogue_products"."first_year_commission_bp" between 0 and 10000 and "catalogue_products"."renewal_commission_bp" between 0 and 10000),
	CONSTRAINT "catalogue_products_product_in_line" CHECK (("catalogue_products"."product_line" = 'vehicle' and "catalogue_products"."contract_product" like 'vehicles%')
        or ("catalogue_products"."product_line" = 'health' and "catalogue_products"."contract_product" like 'health%')
        or ("catalogue_products"."product_line" = 'borrower' and "catalogue_products"."contract_product" = 'borrower')
        or ("catalogue_products"."product_line" = 'home' and "catalogue_products"."contract_product" = 'home')
        or ("catalogue_products"."product_line" = 'provident' and "catalogue_products"."contract_product" = 'provident')
        or ("catalogue_products"."product_line" = 'liability' and "catalogue_products"."contract_product" = 'professionalLiability'))
);
--> statement-breakpoint
CREATE TABLE "offer_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"catalogue_product_id" uuid NOT NULL,
	"monthly_premium_cents" integer NOT NULL,
	"annual_premium_cents" integer NOT NULL,
	"excess_cents" integer,
	"guarantees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	CONSTRAINT "offer_options_position_range" CHECK ("offer_options"."position" between 1 and 3),
	CONSTRAINT "offer_options_premiums_range" CHECK ("offer_options"."monthly_premium_cents" between 100 and 1000000 and "offer_options"."annual_premium_cents" between 100 and 12000000),
	CONSTRAINT "offer_options_excess_range" CHECK ("offer_options"."excess_cents" is null or "offer_options"."excess_cents" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"lead_id" uuid,
	"renewed_contract_id" uuid,
	"product_line" text NOT NULL,
	"questionnaire" text NOT NULL,
	"needs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"replaces_id" uuid,
	"validity_days" smallint DEFAULT 30 NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"ended_at" timestamp with time zone,
	"withdraw_reason" text,
	"recommended_option_id" uuid,
	"recommendation_reason" text DEFAULT '' NOT NULL,
	"chosen_option_id" uuid,
	"signature_request_id" uuid,
	"contract_id" uuid,
	"advice_file_path" text,
	"advice_file_sha256" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('draft', 'sent', 'signed', 'declined', 'expired', 'replaced', 'withdrawn')),
	CONSTRAINT "offers_line_known" CHECK ("offers"."product_line" in ('vehicle', 'health', 'borrower', 'home', 'provident', 'liability')),
	CONSTRAINT "offers_questionnaire_known" CHECK ("offers"."questionnaire" in ('borrower', 'health', 'companyHealth', 'vehicle', 'home', 'provident', 'liability')),
	CONSTRAINT "offers_version_positive" CHECK ("offers"."version" >= 1),
	CONSTRAINT "offers_validity_range" CHECK ("offers"."validity_days" between 1 and 90),
	CONSTRAINT "offers_signed_with_choice" CHECK ("offers"."status" <> 'signed' or "offers"."chosen_option_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_options" ADD CONSTRAINT "offer_options_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_options" ADD CONSTRAINT "offer_options_catalogue_product_id_catalogue_products_id_fk" FOREIGN KEY ("catalogue_product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_renewed_contract_id_contracts_id_fk" FOREIGN KEY ("renewed_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_replaces_id_offers_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_products_line_idx" ON "catalogue_products" USING btree ("product_line","insurer","name");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_options_position_idx" ON "offer_options" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_options_product_idx" ON "offer_options" USING btree ("catalogue_product_id");--> statement-breakpoint
CREATE INDEX "offers_customer_idx" ON "offers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_lead_idx" ON "offers" USING btree ("lead_id") WHERE lead_id is not null;--> statement-breakpoint
CREATE INDEX "offers_sent_expiry_idx" ON "offers" USING btree ("expires_at") WHERE status = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_replaces_idx" ON "offers" USING btree ("replaces_id") WHERE replaces_id is not null;