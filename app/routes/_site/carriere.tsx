import { careersLoaderData, handleApplicationAction } from "~/features/careers/application-action.server";
import { CareersPage } from "~/features/careers/careers-page";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/carriere";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("careers", "forms");

export function loader({ request }: Route.LoaderArgs) {
  return careersLoaderData(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApplicationAction(request, context);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.careers");

export default function CarrierePage() {
  return <CareersPage />;
}
