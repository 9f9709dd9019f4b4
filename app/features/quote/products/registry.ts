import type { ProductConfig, ProductId } from "../types";
import { borrower } from "./borrower";
import { healthCompany } from "./health-company";
import { healthFamily } from "./health-family";
import { healthSenior } from "./health-senior";
import { vehiclesNoLicence } from "./vehicles-no-licence";
import { vehiclesPremium } from "./vehicles-premium";
import { vehiclesStandard } from "./vehicles-standard";

/** The seven quote forms (spec §3 "Lead requests"). */
export const PRODUCTS: Record<ProductId, ProductConfig> = {
  borrower,
  vehiclesPremium,
  vehiclesStandard,
  vehiclesNoLicence,
  healthCompany,
  healthSenior,
  healthFamily,
};

export const PRODUCT_IDS = Object.keys(PRODUCTS) as ProductId[];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && value in PRODUCTS;
}
