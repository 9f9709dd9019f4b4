ALTER TABLE "customer_profiles" DROP COLUMN "referral_count";--> statement-breakpoint
ALTER TABLE "customer_profiles" DROP COLUMN "referral_savings_cents";