CREATE TABLE "sales_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"customer_id" text,
	"phone_digits" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"call_back_at" timestamp with time zone,
	"legal_basis" text NOT NULL,
	"inbound" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"actor_name" text,
	CONSTRAINT "sales_calls_outcome_check" CHECK ("sales_calls"."outcome" in ('reached', 'voicemail', 'noAnswer', 'refused', 'callBack', 'wrongNumber')),
	CONSTRAINT "sales_calls_call_back_check" CHECK (("sales_calls"."outcome" = 'callBack') = ("sales_calls"."call_back_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "sales_calls" ADD CONSTRAINT "sales_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_calls" ADD CONSTRAINT "sales_calls_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_calls" ADD CONSTRAINT "sales_calls_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_calls_person_idx" ON "sales_calls" USING btree ("phone_digits","at");--> statement-breakpoint
CREATE INDEX "sales_calls_lead_idx" ON "sales_calls" USING btree ("lead_id","at");