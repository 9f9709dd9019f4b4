import { StaffNewPasswordScreen } from "~/features/backoffice-access/auth-screens";
import { handleStaffNewPassword, passwordTokenOf } from "~/features/backoffice-access/sign-in.server";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/nouveau-mot-de-passe";

await needTexts("staff");

/** Where invitation and reset links land: a new password, typed twice. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: passwordTokenOf(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffNewPassword(request, context);
}

// The address carries a one-time token: kept from other sites, but sent to ours ("no-referrer"
// would make Chrome post the form with `Origin: null`, which the cross-site guard refuses).
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Nouveau mot de passe — back office" },
  { name: "robots", content: "noindex" },
];

export default function StaffNewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffNewPasswordScreen state={actionData} token={loaderData.token} />;
}
