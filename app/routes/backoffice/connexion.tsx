import { redirect } from "react-router";
import { StaffSignInScreen } from "~/features/backoffice-access/auth-screens";
import { handleStaffSignIn } from "~/features/backoffice-access/sign-in.server";
import { signInNoticeOf } from "~/features/backoffice-access/sign-in-notices";
import { needTexts } from "~/i18n/need-texts";
import { staffReturnToOf } from "~/paths/backoffice";
import { isStaffRole } from "~/server/auth/roles";
import { getSignedIn } from "~/server/auth/session.server";
import type { PageHandle } from "~/stylesheet-context";
import type { Route } from "./+types/connexion";

await needTexts("staff");

/** The staff door (e-mail + password; the second factor follows). Signed-in staff go straight in. */
export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await getSignedIn(request);
  if (signedIn && isStaffRole(signedIn.identity.role) && signedIn.twoFactorEnabled && !signedIn.deactivated) {
    throw redirect(staffReturnToOf(request.url));
  }
  return { notice: signInNoticeOf(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffSignIn(request, context);
}

// The area behind this screen links the stylesheet: the root has it fetched here (root.tsx).
export const handle: PageHandle = { prefetchAreaStylesheet: true };

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Connexion — back office" },
  { name: "robots", content: "noindex" },
];

export default function StaffSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSignInScreen state={actionData} notice={loaderData.notice} />;
}
