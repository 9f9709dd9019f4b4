import { handleMyDataAction, loadMyData } from "~/features/customer-area/my-data.server";
import { MyDataScreen } from "~/features/customer-area/my-data-screen";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/mes-donnees";

await needTexts("account", "area", "privacy");

/** "Mes données": the customer's exports and their erasure request (the layout's guard ran first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyData(await getDb(), context.get(customerContext), new URL(request.url));
}

/** Queues an export or records an erasure request (plain form posts). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleMyDataAction(await getDb(), context.get(customerContext), request, requestLanguage(context).lang);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "privacy.area.page"),
  { name: "robots", content: "noindex" },
];

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MyDataScreen page={loaderData} result={actionData} />;
}
