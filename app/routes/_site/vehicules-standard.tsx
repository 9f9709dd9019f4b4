import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/vehicules-standard";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesStandard");

export default function VehiculesStandardPage() {
  return <PageIntro page="vehiclesStandard" />;
}
