import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "pages.customerArea"),
  { name: "robots", content: "noindex" },
];

export default function CustomerAreaPage() {
  return <PageIntro page="customerArea" />;
}
