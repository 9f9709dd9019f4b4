import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/vehicules-premium";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesPremium");

export default function VehiculesPremiumPage() {
  return <PageIntro page="vehiclesPremium" />;
}
