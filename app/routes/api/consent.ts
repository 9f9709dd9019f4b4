import { data, redirect } from "react-router";
import { isConsentChoice, recordConsent } from "~/features/consent/consent.server";
import { CONSENT_BEACON_FIELD } from "~/features/consent/consent-cookie";
import { getDb } from "~/server/db/index.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import type { Route } from "./+types/consent";

export async function loader() {
  throw data("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Records "Accepter" / "Refuser" as proof and sets the cookie: posted by the banner's form without
 * JavaScript (then back to the page the visitor was on), or sent as a beacon by its script, which
 * has already kept the choice in the browser (then 204).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = form?.get("choice");
  if (!isConsentChoice(choice)) {
    return data({ error: "choice must be accepted or declined" }, { status: 400 });
  }
  const cookies = await recordConsent(await getDb(), request, choice);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  // The banner's script sends the proof as a beacon: no page to go back to.
  if (form?.has(CONSENT_BEACON_FIELD)) return new Response(null, { status: 204, headers });
  return redirect(safeRedirectPath(form?.get("redirectTo")), { headers });
}
