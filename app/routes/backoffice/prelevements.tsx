import { CollectionsScreen } from "~/features/backoffice-money/collections-screen";
import { handleCollectionsAction, loadCollections } from "~/features/backoffice-money/money.server";
import { COLLECTIONS_SCREEN } from "~/features/backoffice-money/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/prelevements";

await needTexts("collections");

// Prélèvements: the collection file of a due date and the bank's rejects, admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, COLLECTIONS_SCREEN.role);
  return loadCollections(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, COLLECTIONS_SCREEN.role);
  return handleCollectionsAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "collections.title");

export default function CollectionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CollectionsScreen data={loaderData} result={actionData} />;
}
