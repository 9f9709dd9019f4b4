import {
  CarIllustration,
  CompanyIllustration,
  FamilyIllustration,
  LoanIllustration,
  SeniorIllustration,
} from "./illustrations";
import type { ProductId } from "./types";

const BY_PRODUCT: Record<ProductId, (props: { className?: string }) => React.JSX.Element> = {
  borrower: LoanIllustration,
  vehiclesPremium: CarIllustration,
  vehiclesStandard: CarIllustration,
  vehiclesNoLicence: CarIllustration,
  healthCompany: CompanyIllustration,
  healthSenior: SeniorIllustration,
  healthFamily: FamilyIllustration,
};

/** The product's illustration beside its quote card (desktop; phones keep the card above the fold). */
export function ProductIllustration({ product, className }: { product: ProductId; className?: string }) {
  const Illustration = BY_PRODUCT[product];
  return <Illustration className={className} />;
}
