import { HomePage } from "~/features/marketing/home-page";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/home-v2";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.homeV2");

export default function HomeV2() {
  return <HomePage variant="alternate" />;
}
