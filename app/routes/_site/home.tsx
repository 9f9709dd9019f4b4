import { PageIntro } from "~/features/shell/page-intro";
import { pageMeta } from "~/features/shell/page-meta";
import { PressSection } from "~/features/shell/press-section";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.home");

export default function HomePage() {
  return (
    <>
      <PageIntro page="home" />
      <PressSection />
    </>
  );
}
