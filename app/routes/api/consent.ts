import { data, redirect } from "react-router";
import { isConsentChoice, recordConsent } from "~/features/consent/consent.server";
import { getDb } from "~/server/db/index.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import type { Route } from "./+types/consent";

export async function loader() {
  throw data("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Records "Accepter" / "Refuser" and returns to the page the visitor was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = form?.get("choice");
  if (!isConsentChoice(choice)) {
    return data({ error: "choice must be accepted or declined" }, { status: 400 });
  }
  const cookies = await recordConsent(await getDb(), request, choice);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(form?.get("redirectTo")), { headers });
}
