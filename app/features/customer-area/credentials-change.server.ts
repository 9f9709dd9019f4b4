import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import type { FormInput } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from "~/server/auth/auth.server";
import { accountKey, retryAfterOf } from "~/server/auth/auth-budgets.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
import { authRequestHeaders, type CustomerIdentity, sessionCookies } from "~/server/auth/session.server";
import { recordAccountChange } from "~/server/customers/contact-details.server";
import { requestEmailChange } from "~/server/customers/email-change.server";
import type { Database } from "~/server/db/client.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { spendBudgets } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";
import {
  type DetailsActionData,
  type EmailFields,
  ERRORS,
  echo,
  type PasswordFields,
  SAVED_PARAM,
} from "./details-form";

function refusePassword(
  status: number,
  errors: Partial<Record<PasswordFields, string>>,
  notice?: { key: string; params?: Record<string, number> },
  headers?: HeadersInit,
) {
  return data<DetailsActionData>({ form: "password", errors, notice }, { status, headers });
}

/**
 * Changes the password through better-auth: the current one must be right (each wrong one spends
 * the client's sign-in budget, auth-budgets.server.ts), and every other session ends; this one is
 * replaced by a new session, whose cookie the answer carries.
 */
export async function changePassword(
  db: Database,
  customer: CustomerIdentity,
  input: FormInput,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  // Passwords are taken as typed: no trimming (a space may be part of one).
  const current = input.line("currentPassword") ?? "";
  const next = input.line("newPassword") ?? "";
  const confirm = input.line("confirm") ?? "";
  const errors: Partial<Record<PasswordFields, string>> = {};
  if (current === "") errors.currentPassword = `${ERRORS}.required`;
  else if (current.length > PASSWORD_MAX) errors.currentPassword = `${ERRORS}.wrongPassword`;
  if (next.length < PASSWORD_MIN) errors.newPassword = `${ERRORS}.passwordTooShort`;
  else if (next.length > PASSWORD_MAX) errors.newPassword = `${ERRORS}.passwordTooLong`;
  else if (next === current) errors.newPassword = `${ERRORS}.passwordUnchanged`;
  if (!errors.newPassword && confirm !== next) errors.confirm = `${ERRORS}.confirmMismatch`;
  if (Object.keys(errors).length > 0) return refusePassword(400, errors);

  const auth = await getAuth();
  let answer: Headers;
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: authRequestHeaders(request, context.get(requestInfoContext).clientIp),
      returnHeaders: true,
    });
    answer = result.headers;
  } catch (failure) {
    if (!isAPIError(failure) || failure.statusCode >= 500) throw failure;
    const wait = retryAfterOf(failure);
    if (wait) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      return refusePassword(
        429,
        {},
        { key: `${ERRORS}.rateLimited`, params: { minutes } },
        { "Retry-After": String(wait) },
      );
    }
    const code = (failure.body as { code?: unknown } | undefined)?.code;
    log.info("customer password change refused", { status: failure.statusCode, code: String(code) });
    if (code === "INVALID_PASSWORD") return refusePassword(400, { currentPassword: `${ERRORS}.wrongPassword` });
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return refusePassword(400, {}, { key: `${ERRORS}.noPassword` });
    return refusePassword(400, {}, { key: `${ERRORS}.passwordRefused` });
  }
  await recordAccountChange(db, customer.id, { field: "password" }, { kind: "customer" });
  log.info("customer password changed, other sessions ended");
  return redirect(`${CUSTOMER_PATHS.details}?${SAVED_PARAM}=password`, {
    status: 303,
    headers: sessionCookies(answer),
  });
}

const EMAIL_MAX = 254;
const EmailSchema = z.email();

function refuseEmail(
  status: number,
  errors: Partial<Record<EmailFields, string>>,
  newEmail: string | undefined,
  notice?: { key: string; params?: Record<string, number> },
  headers?: HeadersInit,
) {
  return data<DetailsActionData>(
    { form: "email", errors, values: { newEmail: echo(newEmail) }, notice },
    { status, headers },
  );
}

function limited(wait: number) {
  const minutes = Math.max(1, Math.ceil(wait / 60));
  return { notice: { key: `${ERRORS}.rateLimited`, params: { minutes } }, headers: { "Retry-After": String(wait) } };
}

/**
 * Asks for a new e-mail address: the current password first (a session left open must not be
 * enough to take the account away), then a link to the new address, which changes it when opened.
 * Links sent count against the sender's and the address's e-mail budgets, like sign-in codes.
 */
export async function changeEmail(
  db: Database,
  customer: CustomerIdentity,
  input: FormInput,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const raw = (input.line("newEmail") ?? "").trim();
  const newEmail = raw.toLowerCase();
  const password = input.line("emailPassword") ?? "";
  const errors: Partial<Record<EmailFields, string>> = {};
  if (raw === "") errors.newEmail = `${ERRORS}.required`;
  else if (raw.length > EMAIL_MAX || !EmailSchema.safeParse(newEmail).success)
    errors.newEmail = `${ERRORS}.emailInvalid`;
  else if (newEmail === customer.email.toLowerCase()) errors.newEmail = `${ERRORS}.emailUnchanged`;
  if (password === "") errors.emailPassword = `${ERRORS}.required`;
  else if (password.length > PASSWORD_MAX) errors.emailPassword = `${ERRORS}.wrongPassword`;
  if (Object.keys(errors).length > 0) return refuseEmail(400, errors, raw);

  const clientIp = context.get(requestInfoContext).clientIp;
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers: authRequestHeaders(request, clientIp) });
  } catch (failure) {
    if (!isAPIError(failure) || failure.statusCode >= 500) throw failure;
    const wait = retryAfterOf(failure);
    if (wait) {
      const { notice, headers } = limited(wait);
      return refuseEmail(429, {}, raw, notice, headers);
    }
    return refuseEmail(400, { emailPassword: `${ERRORS}.wrongPassword` }, raw);
  }
  const wait = await spendBudgets(db, [
    { key: `auth-email:ip:${clientIp}`, rule: AUTH_LIMITS.emailsPerClient },
    { key: accountKey("auth-email", newEmail), rule: AUTH_LIMITS.emailsPerAddress },
  ]);
  if (wait) {
    const { notice, headers } = limited(wait);
    return refuseEmail(429, {}, raw, notice, headers);
  }
  const sent = await requestEmailChange(
    db,
    {
      customerId: customer.id,
      name: customer.name.split(" ")[0] || customer.name,
      newEmail,
      lang: requestLanguage(context).lang,
    },
    await siteConfig(db),
  );
  if (sent) kickOutbox();
  log.info("customer e-mail change asked", { sent });
  return redirect(`${CUSTOMER_PATHS.details}?${SAVED_PARAM}=emailSent`, 303);
}
