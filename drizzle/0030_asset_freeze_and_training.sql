CREATE TABLE "freeze_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_key" text NOT NULL,
	"customer_id" text,
	"lead_id" uuid,
	"person_name" text NOT NULL,
	"birth_date" date,
	"registry_id" integer NOT NULL,
	"entry_name" text NOT NULL,
	"register_version" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"handled_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freeze_matches_status_check" CHECK ("freeze_matches"."status" in ('pending', 'cleared', 'confirmed')),
	CONSTRAINT "freeze_matches_reason_check" CHECK ("freeze_matches"."reason" in ('nameAndBirthDate', 'nameOnly')),
	CONSTRAINT "freeze_matches_decision_check" CHECK (("freeze_matches"."status" = 'pending') = ("freeze_matches"."decided_at" is null) and ("freeze_matches"."status" = 'pending' or "freeze_matches"."decision_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "freeze_register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"registry_id" integer NOT NULL,
	"nature" text NOT NULL,
	"display_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"birth_dates" jsonb NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freeze_register_source" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"last_error" text,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "freeze_register_source_one_row" CHECK ("freeze_register_source"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "freeze_register_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"entry_count" integer NOT NULL,
	"actor_id" text,
	CONSTRAINT "freeze_register_versions_source_check" CHECK ("freeze_register_versions"."source" in ('url', 'upload', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "freeze_screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_id" uuid,
	"register_version" text,
	"customer_id" text,
	"lead_id" uuid,
	"screened_name" text NOT NULL,
	"birth_date" date,
	"outcome" text NOT NULL,
	"matched_registry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trigger" text NOT NULL,
	"actor_id" text,
	CONSTRAINT "freeze_screenings_outcome_check" CHECK ("freeze_screenings"."outcome" in ('clear', 'possibleMatch', 'noRegister')),
	CONSTRAINT "freeze_screenings_trigger_check" CHECK ("freeze_screenings"."trigger" in ('customerCreated', 'leadConversion', 'contract', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "staff_capacity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_path" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_capacity_documents_kind_check" CHECK ("staff_capacity_documents"."kind" in ('diploma', 'experience', 'trainingCourse', 'other'))
);
--> statement-breakpoint
CREATE TABLE "staff_training_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" text NOT NULL,
	"day" date NOT NULL,
	"hundredths" integer NOT NULL,
	"subject" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_path" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "freeze_matches" ADD CONSTRAINT "freeze_matches_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_matches" ADD CONSTRAINT "freeze_matches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_matches" ADD CONSTRAINT "freeze_matches_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_register_entries" ADD CONSTRAINT "freeze_register_entries_version_id_freeze_register_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."freeze_register_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_register_source" ADD CONSTRAINT "freeze_register_source_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_register_versions" ADD CONSTRAINT "freeze_register_versions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_screenings" ADD CONSTRAINT "freeze_screenings_version_id_freeze_register_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."freeze_register_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_screenings" ADD CONSTRAINT "freeze_screenings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_screenings" ADD CONSTRAINT "freeze_screenings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_screenings" ADD CONSTRAINT "freeze_screenings_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_capacity_documents" ADD CONSTRAINT "staff_capacity_documents_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_capacity_documents" ADD CONSTRAINT "staff_capacity_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training_records" ADD CONSTRAINT "staff_training_records_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training_records" ADD CONSTRAINT "staff_training_records_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freeze_matches_person_entry_idx" ON "freeze_matches" USING btree ("person_key","registry_id");--> statement-breakpoint
CREATE INDEX "freeze_matches_status_idx" ON "freeze_matches" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "freeze_matches_customer_idx" ON "freeze_matches" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "freeze_register_entries_version_idx" ON "freeze_register_entries" USING btree ("version_id","registry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freeze_register_versions_version_idx" ON "freeze_register_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "freeze_register_versions_imported_idx" ON "freeze_register_versions" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "freeze_screenings_at_idx" ON "freeze_screenings" USING btree ("at");--> statement-breakpoint
CREATE INDEX "freeze_screenings_customer_idx" ON "freeze_screenings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "staff_capacity_documents_staff_idx" ON "staff_capacity_documents" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_training_records_staff_idx" ON "staff_training_records" USING btree ("staff_id","day");--> statement-breakpoint
CREATE INDEX "staff_training_records_day_idx" ON "staff_training_records" USING btree ("day","id");