import { StaffForgotScreen } from "~/features/backoffice-access/auth-screens";
import { handleStaffResetRequest } from "~/features/backoffice-access/sign-in.server";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/mot-de-passe-oublie";

await needTexts("staff");

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has("envoye") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffResetRequest(request, context);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Mot de passe oublié — back office" },
  { name: "robots", content: "noindex" },
];

export default function StaffForgotPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffForgotScreen state={actionData} sent={loaderData.sent && !actionData} />;
}
