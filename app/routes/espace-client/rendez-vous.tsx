import { AppointmentScreen } from "~/features/customer-requests/appointment-form";
import { appointmentAction, loadAppointmentPage } from "~/features/customer-requests/simple-requests.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/rendez-vous";

await needTexts("requests", "contracts");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAppointmentPage(
    await getDb(),
    context.get(customerContext),
    new URL(request.url),
    requestLanguage(context).lang,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return appointmentAction(await getDb(), request, context.get(customerContext), requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "requests.pages.appointment"),
  { name: "robots", content: "noindex" },
];

export default function AppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AppointmentScreen
      formToken={loaderData.formToken}
      sent={loaderData.sent}
      booked={loaderData.booked}
      slots={loaderData.slots}
      hours={loaderData.hours}
      failure={actionData && "ok" in actionData && actionData.ok === false ? actionData : undefined}
    />
  );
}
