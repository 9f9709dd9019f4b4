import { redirect } from "react-router";
import { handleResetRequest, SENT_PARAM } from "~/features/customer-auth/password-reset.server";
import { ForgotPasswordScreen } from "~/features/customer-auth/password-screens";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { getCustomer } from "~/server/auth/session.server";
import type { Route } from "./+types/mot-de-passe-oublie";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account");

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCustomer(request)) throw redirect(CUSTOMER_PATHS.home);
  return { sent: new URL(request.url).searchParams.has(SENT_PARAM) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleResetRequest(request, context);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "account.forgot"),
  { name: "robots", content: "noindex" },
];

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordScreen state={actionData} sent={loaderData.sent} />;
}
