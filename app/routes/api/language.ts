import { data, redirect } from "react-router";
import { isLang } from "~/i18n/config";
import { languageCookie } from "~/i18n/lang.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import type { Route } from "./+types/language";

export async function loader() {
  throw data("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Remembers the chosen language and returns to the same page, now rendered in it. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const lang = form?.get("lang");
  if (!isLang(lang)) return data({ error: "unsupported language" }, { status: 400 });
  return redirect(safeRedirectPath(form?.get("redirectTo")), {
    headers: { "Set-Cookie": languageCookie(lang) },
  });
}
