import { careersLoaderData, handleApplicationAction } from "~/features/careers/application-action.server";
import { CareersPage } from "~/features/careers/careers-page";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/carriere";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("careers", "forms");

// Hydrated as islands: the header, the banner, the chat button, the apply buttons with their dialog
// and the application form (ADR 0047).
export const handle = ISLANDS_PAGE;

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
