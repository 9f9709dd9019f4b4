import { handleAssetFreezeAction, loadAssetFreeze } from "~/features/backoffice-asset-freeze/freeze.server";
import { AssetFreezeScreen } from "~/features/backoffice-asset-freeze/freeze-screen";
import { ASSET_FREEZE_SCREEN } from "~/features/backoffice-asset-freeze/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/gels-avoirs";

await needTexts("freeze");

// Gel des avoirs (issue 44, CMF L562-4): the register, the matches to decide, the log. Admins only.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, ASSET_FREEZE_SCREEN.role);
  return loadAssetFreeze(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, ASSET_FREEZE_SCREEN.role);
  return handleAssetFreezeAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "freeze.title");

export default function AssetFreezeRoute({ loaderData }: Route.ComponentProps) {
  return <AssetFreezeScreen data={loaderData} />;
}
