import { SecondFactorScreen } from "~/features/backoffice-access/auth-screens";
import { handleSecondFactor } from "~/features/backoffice-access/sign-in.server";
import { needTexts } from "~/i18n/need-texts";
import { staffReturnToOf } from "~/paths/backoffice";
import type { Route } from "./+types/code";

await needTexts("staff");

/** The second step of the staff sign-in (totp code); the challenge cookie of step 1 names the account. */
export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: staffReturnToOf(request.url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSecondFactor(request, context, "totp");
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Vérification — back office" },
  { name: "robots", content: "noindex" },
];

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SecondFactorScreen state={actionData} kind="totp" returnTo={loaderData.returnTo} />;
}
