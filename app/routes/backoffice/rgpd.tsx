import { handleRegisterAction, loadRegister } from "~/features/backoffice-privacy/register.server";
import { RegisterScreen } from "~/features/backoffice-privacy/register-screen";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { backofficeMeta } from "~/i18n/backoffice-meta";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import type { Route } from "./+types/rgpd";

await needTexts("privacy");

// The GDPR register: admins only (PRIVACY_SCREEN.role: an adviser gets 403).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return loadRegister(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, PRIVACY_SCREEN.role);
  return handleRegisterAction(request, context);
}

export const meta: Route.MetaFunction = (args) => backofficeMeta(args, "privacy.register.title");

export default function PrivacyRegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterScreen data={loaderData} result={actionData} />;
}
