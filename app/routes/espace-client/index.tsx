import { CustomerHomeScreen } from "~/features/customer-auth/customer-home";
import { loadCustomerHome } from "~/features/customer-auth/customer-home.server";
import { handlePasswordSignIn, signInNotice } from "~/features/customer-auth/password-sign-in.server";
import { SignInScreen } from "~/features/customer-auth/sign-in-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { languageOf } from "~/i18n/lang.server";
import { needTexts } from "~/i18n/need-texts";
import { getCustomer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/index";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account");

/** Signed in: the customer's home. Signed out: the sign-in screen (PRODUCT.md 8). */
export async function loader({ request }: Route.LoaderArgs) {
  const customer = await getCustomer(request);
  if (!customer) return { view: "sign-in" as const, notice: signInNotice(new URL(request.url)) };
  return { view: "home" as const, home: await loadCustomerHome(await getDb(), customer, languageOf(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePasswordSignIn(request, context);
}

// A refused attempt's Retry-After must reach the browser with the 429 page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, args.loaderData?.view === "home" ? "pages.customerArea" : "account.signIn"),
  { name: "robots", content: "noindex" },
];

export default function CustomerAreaPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "home") return <CustomerHomeScreen home={loaderData.home} />;
  return <SignInScreen state={actionData} success={actionData ? null : loaderData.notice} />;
}
