import { pageMeta } from "~/features/shell/page-meta";
import { PremiumHero } from "~/features/vehicles/premium-hero";
import type { Route } from "./+types/vehicules-premium";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesPremium");

export default function VehiculesPremiumPage() {
  return <PremiumHero />;
}
