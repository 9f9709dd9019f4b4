import type { SceneName } from "~/art/scenes";
import { Scene } from "~/ui/scene";
import type { ProductId } from "./types";

const BY_PRODUCT: Record<ProductId, SceneName> = {
  borrower: "borrower",
  vehiclesPremium: "vehicles",
  vehiclesStandard: "vehicles",
  vehiclesNoLicence: "vehicles",
  healthCompany: "company",
  healthSenior: "health",
  healthFamily: "health",
};

/**
 * The product's scene beside its quote card, on desktops; phones keep the card above the fold
 * and, the picture being hidden and lazy there, never download it.
 */
export function ProductIllustration({ product, className }: { product: ProductId; className?: string }) {
  return <Scene name={BY_PRODUCT[product]} className={className} />;
}
