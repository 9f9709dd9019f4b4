import { data, type RouterContextProvider } from "react-router";
import { jsonInput } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { takeLead } from "~/server/leads/intake.server";
import { validateCallback } from "./callback-form";
import { callbackLeadKind } from "./callback-lead-kind";

/** What the widget gets back: the lead's reference, or a notice and one message per field. */
export type CallbackResponse = { reference: string } | { error: string; fields: Record<string, string> };

/** The page the visitor was reading: the path of the widget's same-origin Referer, or "/". */
function pageOf(request: Request) {
  try {
    const referer = new URL(request.headers.get("Referer") ?? "");
    if (referer.host === new URL(request.url).host) return referer.pathname.slice(0, 200);
  } catch {
    // No Referer, or not a URL: the page stays unknown.
  }
  return "/";
}

/**
 * A callback request from the concierge (`{ "callback": {...} }`), taken by the public forms'
 * intake like a quote (intake.server.ts): honeypot, the same field rules, the signed token the
 * offer came with, the per-client lead limit, then one transaction for the lead (product
 * "callback") and its emails and webhook. Every refusal is a 4xx with messages in the visitor's
 * language.
 */
export async function handleCallbackRequest(request: Request, context: Readonly<RouterContextProvider>, body: unknown) {
  const { t } = requestLanguage(context);
  const refusal = (
    status: number,
    noticeKey: string,
    fieldKeys: Record<string, string> = {},
    headers?: HeadersInit,
  ) => {
    const fields = Object.fromEntries(Object.entries(fieldKeys).map(([name, key]) => [name, t(key)]));
    return data<CallbackResponse>({ error: t(noticeKey), fields }, { status, headers });
  };
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return refusal(400, "chat.api.errors.callbackShape");
  const input = jsonInput(body as Record<string, unknown>);

  return takeLead(request, context, {
    kind: callbackLeadKind,
    page: pageOf(request),
    input,
    tokenField: "token",
    async validate() {
      const result = await validateCallback(input);
      return result.ok ? result : { ok: false, answer: refusal(400, result.errors.notice, result.errors.fields) };
    },
    lead: (values) => ({
      answers: { question: values.question, moment: values.moment },
      contact: { lastName: values.lastName, firstName: null, company: null, email: values.email, phone: values.phone },
      callbackConsent: values.consentCallback,
    }),
    expiredNotice: "chat.callback.errors.expired",
    pretend: () => data<CallbackResponse>({ reference: "DV-00000000" }, { status: 201 }),
    refuse: ({ status, notice, headers }) => refusal(status, notice, {}, headers),
    accept: (lead) =>
      data<CallbackResponse>(
        { reference: lead.reference },
        { status: lead.outcome === "created" ? 201 : 200, headers: { "Cache-Control": "no-store" } },
      ),
  });
}
