import { HomePage } from "~/features/marketing/home-page";
import { insuranceAgencyJsonLd } from "~/features/shell/organization-json-ld";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "pages.home"),
  insuranceAgencyJsonLd(args.matches),
];

export default function Home() {
  return <HomePage variant="main" />;
}
