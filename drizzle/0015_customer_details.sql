CREATE TABLE "customer_contact_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"street" text,
	"postcode" text,
	"city" text,
	"by_email" boolean DEFAULT true NOT NULL,
	"by_sms" boolean DEFAULT false NOT NULL,
	"by_phone" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_detail_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"actor" text NOT NULL,
	"staff_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_contact_details" ADD CONSTRAINT "customer_contact_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_detail_changes" ADD CONSTRAINT "customer_detail_changes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_detail_changes" ADD CONSTRAINT "customer_detail_changes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_detail_changes_customer_idx" ON "customer_detail_changes" USING btree ("customer_id","changed_at");