import { registerStaffAuthEmails } from "~/features/backoffice-access/staff-emails.server";
import { registerCustomerAuthEmails } from "~/features/customer-auth/auth-emails.server";
import type { Lang } from "~/i18n/config";
import { requestLanguage } from "~/i18n/request-language.server";
import { getAuth } from "~/server/auth/auth.server";
import { cleanAuthBody, cleanAuthUrl } from "~/server/auth/clean-auth-input.server";
import { withEmailLanguage } from "~/server/auth/email-language.server";
import { authRequestHeaders } from "~/server/auth/session.server";
import { withoutSessionTokens } from "~/server/auth/without-session-tokens.server";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/auth";

/**
 * better-auth's own endpoints under /api/auth/* (the emailed reset link, sessions, and the JSON
 * API a script or a later client may use). A React Router resource route rather than an Express
 * mount: the access gate, request ids and the body limit apply as to every other route, and the
 * client address comes from our request context (TRUST_PROXY), not from what the client claims.
 */
async function handle(request: Request, clientAddress: string, lang: Lang) {
  registerCustomerAuthEmails();
  registerStaffAuthEmails();
  const auth = await getAuth();
  const headers = authRequestHeaders(request, clientAddress);
  // The cleaned body may be shorter than the one the client measured.
  headers.delete("Content-Length");
  // The same input cleaning as every form's (no control character reaches the database).
  const body =
    request.method === "GET" || request.method === "HEAD"
      ? undefined
      : cleanAuthBody(await request.arrayBuffer(), request.headers.get("Content-Type"));
  const forwarded = new Request(cleanAuthUrl(request.url), {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
  const response = await withEmailLanguage(lang, () => auth.handler(forwarded));
  return withoutSessionTokens(response);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(requestInfoContext).clientIp, requestLanguage(context).lang);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(requestInfoContext).clientIp, requestLanguage(context).lang);
}
