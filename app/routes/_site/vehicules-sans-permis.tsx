import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/vehicules-sans-permis";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesNoLicence");

export default function VehiculesSansPermisPage() {
  return <PageIntro page="vehiclesNoLicence" />;
}
