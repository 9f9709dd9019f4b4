import { handleNewPassword, resetTokenOf } from "~/features/customer-auth/password-reset.server";
import { NewPasswordScreen } from "~/features/customer-auth/password-screens";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/nouveau-mot-de-passe";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account");

/** Reached from the emailed link through /api/auth, which adds `?token=` (or `?error=`). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: resetTokenOf(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleNewPassword(request, context);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "account.reset"),
  { name: "robots", content: "noindex" },
  // The address carries a one-time token: never send it on to another site. "same-origin", not
  // "no-referrer": under the latter Chrome posts the form with `Origin: null`, which the
  // cross-site guard refuses (a visitor who submits before the scripts load would be turned away).
  { name: "referrer", content: "same-origin" },
];

export default function NewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewPasswordScreen state={actionData} token={loaderData.token} />;
}
