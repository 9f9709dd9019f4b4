CREATE TABLE "needs_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"anniversary" date NOT NULL,
	"questionnaire" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb,
	"known" jsonb,
	"changed" jsonb,
	"needs_changed" boolean,
	"answered_at" timestamp with time zone,
	"request_id" uuid,
	CONSTRAINT "needs_reviews_questionnaire_known" CHECK ("needs_reviews"."questionnaire" in ('borrower', 'health', 'companyHealth', 'vehicle', 'home', 'provident', 'liability')),
	CONSTRAINT "needs_reviews_answered" CHECK (("needs_reviews"."answers" is null) = ("needs_reviews"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "freeze_screenings" DROP CONSTRAINT "freeze_screenings_trigger_check";--> statement-breakpoint
ALTER TABLE "contract_renewal_reminders" DROP CONSTRAINT "contract_renewal_reminders_contract_id_anniversary_pk";--> statement-breakpoint
ALTER TABLE "contract_renewal_reminders" ADD COLUMN "threshold" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_renewal_reminders" ADD CONSTRAINT "contract_renewal_reminders_contract_id_anniversary_threshold_pk" PRIMARY KEY("contract_id","anniversary","threshold");--> statement-breakpoint
ALTER TABLE "freeze_register_versions" ADD COLUMN "rescreened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "needs_reviews" ADD CONSTRAINT "needs_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs_reviews" ADD CONSTRAINT "needs_reviews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs_reviews" ADD CONSTRAINT "needs_reviews_request_id_customer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "needs_reviews_contract_anniversary_idx" ON "needs_reviews" USING btree ("contract_id","anniversary");--> statement-breakpoint
CREATE INDEX "needs_reviews_customer_idx" ON "needs_reviews" USING btree ("customer_id","invited_at");--> statement-breakpoint
ALTER TABLE "freeze_screenings" ADD CONSTRAINT "freeze_screenings_trigger_check" CHECK ("freeze_screenings"."trigger" in ('customerCreated', 'leadConversion', 'contract', 'demo', 'registerVersion', 'offer'));