import { eq } from "drizzle-orm";
import { handleApplicationAction } from "~/features/careers/application-action.server";
import { handleChatAction } from "~/features/chat/chat-action.server";
import { PRODUCTS } from "~/features/quote/products/registry";
import { handleQuoteAction } from "~/features/quote/quote-action.server";
import type { ProductId } from "~/features/quote/types";
import { getDb } from "~/server/db/index.server";
import { jobApplications } from "~/server/db/schema/careers";
import { leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import { issueFormToken } from "~/server/leads/form-token.server";
import { routeContextFor } from "./app-under-test";
import { answerOf } from "./customers";
import { sampleForm } from "./quote-samples";

/**
 * The public forms as integration tests post them: straight to the route actions, against the
 * app's own database (runAgainstInMemoryApp), one pseudo client address per call unless told.
 */

export const uniqueEmail = (tag = "claire") => `${tag}.${crypto.randomUUID().slice(0, 8)}@example.fr`;
/** A form token shown 10 s ago: past any minimum fill time. */
export const shownAWhileAgo = () => issueFormToken(Date.now() - 10_000);
/** The smallest PDF a reader opens: a catalog, a page tree and one blank page (customer requests parse what they store). */
export const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export const leadsOf = async (email: string) => (await getDb()).select().from(leads).where(eq(leads.email, email));
export const applicationsOf = async (email: string) =>
  (await getDb()).select().from(jobApplications).where(eq(jobApplications.email, email));
/** The outbox messages that mention a reference (a lead's or an application's). */
export const outboxOf = async (reference: string) =>
  (await (await getDb()).select().from(outbox)).filter((m) => JSON.stringify(m.payload).includes(reference));

type Sender = { clientIp?: string; cookie?: string; lang?: string };

function headersOf({ cookie, lang }: Sender, extra: Record<string, string> = {}) {
  const headers = new Headers(extra);
  const cookies = [cookie, lang && `lang=${lang}`].filter(Boolean);
  if (cookies.length > 0) headers.set("Cookie", cookies.join("; "));
  return headers;
}

/** A complete quote form (the last step posts all three), for this address. */
export function quoteForm(productId: ProductId, email: string, token = shownAWhileAgo()) {
  const form = sampleForm(productId);
  form.set("email", email);
  form.set("_token", token);
  return form;
}

export async function postQuote(productId: ProductId, form: URLSearchParams, sender: Sender = {}) {
  const request = new Request(`http://localhost${PRODUCTS[productId].path}`, {
    method: "POST",
    body: form,
    headers: headersOf(sender),
  });
  return answerOf<{ step: number; values: Record<string, unknown>; errors: { notice: string } | null }>(
    await handleQuoteAction(request, await routeContextFor(request, sender.clientIp), productId),
  );
}

/** A complete callback request, its offer shown 10 s ago; any field can be overridden. */
export const callbackRequest = (overrides: Record<string, unknown> = {}) => ({
  lastName: "Durand",
  phone: "06 12 34 56 78",
  email: uniqueEmail(),
  moment: "afternoon",
  question: "Assurez-vous les bateaux de plaisance ?",
  consentPrivacy: true,
  consentCallback: true,
  token: shownAWhileAgo(),
  ...overrides,
});

/** A raw body to the concierge's endpoint, sent from /sante-famille. */
export async function postChat(body: string, sender: Sender = {}) {
  const headers = headersOf(sender, { "Content-Type": "application/json", Referer: "http://localhost/sante-famille" });
  const request = new Request("http://localhost/api/chat-assistant", { method: "POST", body, headers });
  const answer = await answerOf<Record<string, unknown>>(
    await handleChatAction(request, await routeContextFor(request, sender.clientIp)),
  );
  return { status: answer.status, body: answer.data ?? {} };
}

export const postCallback = (callback: unknown, sender?: Sender) => postChat(JSON.stringify({ callback }), sender);

/** A complete application with a real (tiny) PDF, or the given CV. */
export function applicationForm(
  email: string,
  cv: File | null = new File([PDF], "cv.pdf", { type: "application/pdf" }),
) {
  const form = new FormData();
  form.set("_token", shownAWhileAgo());
  form.set("name", "Claire Martin");
  form.set("email", email);
  form.set("message", "Bonjour");
  form.set("consent", "on");
  if (cv) form.set("cv", cv);
  return form;
}

/** Posts a multipart body as a browser does: with its Content-Length (or the one given). */
export async function postApplication(form: FormData, sender: Sender & { length?: number } = {}) {
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const headers = headersOf(sender, {
    "Content-Type": encoded.headers.get("Content-Type") as string,
    "Content-Length": String(sender.length ?? body.byteLength),
  });
  const request = new Request("http://localhost/carriere", { method: "POST", body, headers });
  return answerOf<{ errors: { notice: string; fields: Record<string, string> } }>(
    await handleApplicationAction(request, await routeContextFor(request, sender.clientIp)),
  );
}
