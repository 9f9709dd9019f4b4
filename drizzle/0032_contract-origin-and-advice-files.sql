CREATE TABLE "advice_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"sha256" text NOT NULL,
	"parts" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_status_known";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "origin_reason" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "advice_files" ADD CONSTRAINT "advice_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_files" ADD CONSTRAINT "advice_files_document_id_contract_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contract_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advice_files_contract_idx" ON "advice_files" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_origin_known" CHECK ("contracts"."origin" in ('offer', 'manual'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_offer_origin" CHECK (("contracts"."origin" = 'offer') = ("contracts"."offer_id" is not null));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_status_known" CHECK ("contracts"."status" in ('active', 'cancelling', 'cancelled', 'suspended', 'pending'));