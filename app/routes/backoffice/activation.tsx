import { EnrolmentScreen } from "~/features/backoffice-access/auth-screens";
import { handleEnrolment, requireEnrolling } from "~/features/backoffice-access/sign-in.server";
import { pendingEnrolment, qrPath } from "~/features/backoffice-access/two-factor.server";
import { needTexts } from "~/i18n/need-texts";
import { STAFF_PATHS } from "~/paths/backoffice";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { Route } from "./+types/activation";

await needTexts("staff");

/** First sign-in of a member of staff: set up the authenticator app (no back-office page opens before). */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireEnrolling(request);
  const db = await getDb();
  const enrolment = await pendingEnrolment(db, staff, (await siteConfig(db)).brandName);
  if (!enrolment) throw new Response(null, { status: 303, headers: { Location: STAFF_PATHS.home } });
  return {
    enrolment: {
      secretText: enrolment.secretText,
      qr: qrPath(enrolment.uri),
      backupCodes: enrolment.backupCodes,
      email: staff.email,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleEnrolment(request, context);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Activation — back office" },
  { name: "robots", content: "noindex" },
];

export default function EnrolmentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EnrolmentScreen state={actionData} enrolment={loaderData.enrolment} />;
}
