import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import { PressSection } from "~/features/shell/press-section";
import type { Route } from "./+types/home-v2";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.homeV2");

export default function HomeV2Page() {
  return (
    <>
      <PageIntro page="homeV2" />
      <PressSection />
    </>
  );
}
