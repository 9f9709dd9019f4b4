ALTER TABLE "contracts" DROP CONSTRAINT "contracts_product_in_line";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_product_in_line" CHECK (("contracts"."product_line" = 'vehicle' and "contracts"."product" like 'vehicles%')
        or ("contracts"."product_line" = 'health' and "contracts"."product" like 'health%')
        or ("contracts"."product_line" = 'borrower' and "contracts"."product" = 'borrower')
        or ("contracts"."product_line" = 'home' and "contracts"."product" = 'home')
        or ("contracts"."product_line" = 'provident' and "contracts"."product" = 'provident')
        or ("contracts"."product_line" = 'liability' and "contracts"."product" = 'professionalLiability'));