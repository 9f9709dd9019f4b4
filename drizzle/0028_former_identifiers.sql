CREATE TABLE "customer_former_identifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_former_identifiers_kind_known" CHECK ("customer_former_identifiers"."kind" in ('email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "customer_former_identifiers" ADD CONSTRAINT "customer_former_identifiers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_former_identifiers_customer_idx" ON "customer_former_identifiers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_former_identifiers_value_idx" ON "customer_former_identifiers" USING btree ("value");