import { redirect } from "react-router";
import { SignInScreen } from "~/features/customer-auth/password-screens";
import { handlePasswordSignIn, signInNotice } from "~/features/customer-auth/password-sign-in.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { returnToOf } from "~/paths/customer-area";
import { getCustomer } from "~/server/auth/session.server";
import type { PageHandle } from "~/stylesheet-context";
import type { Route } from "./+types/connexion";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account");

/** The customer sign-in screen (PRODUCT.md 8); a signed-in customer goes on to the page they wanted. */
export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = returnToOf(request.url);
  if (await getCustomer(request)) throw redirect(returnTo);
  return { notice: signInNotice(new URL(request.url)), returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePasswordSignIn(request, context);
}

// The area behind this screen links the stylesheet: the root has it fetched here (root.tsx).
export const handle: PageHandle = { prefetchAreaStylesheet: true };

// A refused attempt's Retry-After must reach the browser with the 429 page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

// Indexed, unlike the area behind it: customers look for the door with a search engine.
export const meta: Route.MetaFunction = (args) => pageMeta(args, "account.signIn");

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInScreen state={actionData} success={actionData ? null : loaderData.notice} returnTo={loaderData.returnTo} />
  );
}
