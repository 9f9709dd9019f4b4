import { CustomerHomeScreen } from "~/features/customer-area/customer-home";
import { loadCustomerHome } from "~/features/customer-area/customer-home.server";
import { pageMeta } from "~/features/shell/page-meta";
import { languageOf } from "~/i18n/lang.server";
import { needTexts } from "~/i18n/need-texts";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/home";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account");

/** The signed-in customer's home (the layout's guard let them in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { home: await loadCustomerHome(await getDb(), context.get(customerContext), languageOf(request)) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "pages.customerArea"),
  { name: "robots", content: "noindex" },
];

export default function CustomerHomePage({ loaderData }: Route.ComponentProps) {
  return <CustomerHomeScreen home={loaderData.home} />;
}
