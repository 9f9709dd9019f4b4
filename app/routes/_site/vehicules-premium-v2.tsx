import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/vehicules-premium-v2";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesPremiumQuote");

export default function VehiculesPremiumv2Page() {
  return <PageIntro page="vehiclesPremiumQuote" />;
}
