import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/carriere";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.careers");

export default function CarrierePage() {
  return <PageIntro page="careers" />;
}
