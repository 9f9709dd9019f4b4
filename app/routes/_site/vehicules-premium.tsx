import { pageMeta } from "~/features/shell/page-meta";
import { PremiumHero } from "~/features/vehicles/premium-hero";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/vehicules-premium";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("premium");

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesPremium");

export default function VehiculesPremiumPage() {
  return <PremiumHero />;
}
