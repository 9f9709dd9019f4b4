import { CustomerHomeScreen } from "~/features/customer-area/customer-home";
import { loadCustomerHome } from "~/features/customer-area/customer-home.server";
import { handlePhotoAction } from "~/features/customer-area/photo-action.server";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { fileStore } from "~/server/storage.server";
import type { Route } from "./+types/home";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("account", "area", "contracts");

/** The signed-in customer's home (the layout's guard let them in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  const db = await getDb();
  const home = await loadCustomerHome(db, customer, requestLanguage(context).lang, await siteConfig(db));
  // Without JavaScript the avatar leads to ?photo, where the plain photo form is shown.
  return { home, photoForm: new URL(request.url).searchParams.has("photo") };
}

/** The profile photo form (the dialog's, and the plain one without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePhotoAction(await getDb(), fileStore(env().UPLOADS_DIR), context.get(customerContext), request);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "pages.customerArea"),
  { name: "robots", content: "noindex" },
];

export default function CustomerHomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CustomerHomeScreen
      home={loaderData.home}
      photoForm={loaderData.photoForm || Boolean(actionData)}
      photoError={actionData && "error" in actionData.photo ? actionData.photo.error : null}
    />
  );
}
