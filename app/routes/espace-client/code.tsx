import { redirect } from "react-router";
import { refuse } from "~/features/customer-auth/auth-outcomes.server";
import { CodeRequestScreen, CodeVerifyScreen } from "~/features/customer-auth/code-screens";
import { codeScreen, handleCodeRequest, handleCodeVerify } from "~/features/customer-auth/code-sign-in.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { returnToOf } from "~/paths/customer-area";
import { getCustomer } from "~/server/auth/session.server";
import type { Route } from "./+types/code";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account");

/** Sign-in with a one-time code: the address first, then the code sent to it. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getCustomer(request)) throw redirect(returnToOf(request.url));
  return codeScreen(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (form && intent === "send") return handleCodeRequest(request, form, context);
  if (form && intent === "verify") return handleCodeVerify(request, form, context);
  return refuse(400, { notice: { key: "account.errors.badRequest" } });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "account.code"),
  { name: "robots", content: "noindex" },
];

export default function CodeSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  // A verification refused because the pending address expired sends the person back to step 1.
  const expired = actionData?.notice?.key === "account.errors.codeSessionExpired";
  if (loaderData.step === "verify" && loaderData.email && !expired) {
    return <CodeVerifyScreen state={actionData} email={loaderData.email} returnTo={loaderData.returnTo} />;
  }
  return <CodeRequestScreen state={actionData} email={loaderData.email} returnTo={loaderData.returnTo} />;
}
