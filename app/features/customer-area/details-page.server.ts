import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { type FormInput, queryOf, readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from "~/server/auth/auth.server";
import { accountKey, retryAfterOf } from "~/server/auth/auth-budgets.server";
import { AUTH_LIMITS } from "~/server/auth/auth-limits";
import { authRequestHeaders, type CustomerIdentity, sessionCookies } from "~/server/auth/session.server";
import {
  type ChangedField,
  type ContactDetails,
  checkContactDetails,
  listDetailChanges,
  readContactDetails,
  recordAccountChange,
  saveContactDetails,
} from "~/server/customers/contact-details.server";
import { requestEmailChange } from "~/server/customers/email-change.server";
import type { Database } from "~/server/db/client.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { spendBudgets } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";

/** The query parameter that says, after a save, which form was saved (post/redirect/get). */
export const SAVED_PARAM = "enregistre";
/** What the page says after a save, a link sent, or a link opened. */
const SAVED_FORMS = ["details", "password", "emailSent", "email", "emailInvalid", "emailTaken"] as const;
type SavedForm = (typeof SAVED_FORMS)[number];

export type HistoryItem = {
  id: string;
  field: ChangedField;
  oldValue: string | null;
  newValue: string | null;
  byStaff: boolean;
  when: string;
};

export type DetailsPage = {
  email: string;
  details: ContactDetails;
  history: HistoryItem[];
  saved: SavedForm | null;
};

/** The customer's details, their e-mail and the history of changes, newest first. */
export async function loadDetailsPage(db: Database, customer: CustomerIdentity, lang: Lang, url: URL) {
  const [details, changes] = await Promise.all([
    readContactDetails(db, customer.id),
    listDetailChanges(db, customer.id),
  ]);
  const saved = queryOf(url).get(SAVED_PARAM);
  return {
    email: customer.email,
    details,
    history: changes.map((change) => ({
      id: change.id,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
      byStaff: change.actor === "staff",
      when: formatMoment(change.changedAt, lang),
    })),
    saved: SAVED_FORMS.find((form) => form === saved) ?? null,
  } satisfies DetailsPage;
}

/** Field errors are text keys under `area.details.errors` (the screen translates them). */
type DetailsFields = "phone" | "street" | "postcode" | "city" | "bySms";
type PasswordFields = "currentPassword" | "newPassword" | "confirm";
type EmailFields = "newEmail" | "emailPassword";
export type DetailsActionData =
  | {
      form: "details";
      errors: Partial<Record<DetailsFields, string>>;
      values: Partial<Record<"phone" | "street" | "postcode" | "city", string>> & {
        byEmail: boolean;
        bySms: boolean;
        byPhone: boolean;
      };
    }
  | {
      form: "password";
      errors: Partial<Record<PasswordFields, string>>;
      /** A message for the whole form (a paused password, an account without one). */
      notice?: { key: string; params?: Record<string, number> };
    }
  | {
      form: "email";
      errors: Partial<Record<EmailFields, string>>;
      values: { newEmail?: string };
      notice?: { key: string; params?: Record<string, number> };
    }
  | { form: "unknown" };

const ERRORS = "area.details.errors";
/** Longest text sent back into the form after a refusal (the refusal says why). */
const ECHO_MAX = 300;
const echo = (value: string | undefined) => value?.slice(0, ECHO_MAX);

/**
 * The forms of "Mes informations", by `intent`: `details` (phone, address, preferences) and `password`
 * (current password, then the new one twice). A refusal answers 4xx with a message per field.
 */
export async function handleDetailsAction(
  db: Database,
  customer: CustomerIdentity,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const input = await readFormInput(request);
  const intent = input?.line("intent");
  if (input && intent === "details") return saveDetails(db, customer, input);
  if (input && intent === "password") return changePassword(db, customer, input, request, context);
  if (input && intent === "email") return changeEmail(db, customer, input, request, context);
  return data<DetailsActionData>({ form: "unknown" }, { status: 400 });
}

async function saveDetails(db: Database, customer: CustomerIdentity, input: FormInput) {
  // The channels are one group of checkboxes; anything but the three known values is ignored.
  const channels = new Set(input.all("channels"));
  const ticked = (name: string) => channels.has(name);
  const values = {
    phone: input.line("phone"),
    street: input.line("street"),
    postcode: input.line("postcode"),
    city: input.line("city"),
    byEmail: ticked("byEmail"),
    bySms: ticked("bySms"),
    byPhone: ticked("byPhone"),
  };
  const check = await checkContactDetails(values);
  if (!check.ok) {
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, reason]) => [field, `${ERRORS}.${reason}`]),
    );
    return data<DetailsActionData>(
      {
        form: "details",
        errors,
        values: {
          ...values,
          phone: echo(values.phone),
          street: echo(values.street),
          postcode: echo(values.postcode),
          city: echo(values.city),
        },
      },
      { status: 400 },
    );
  }
  const changed = await saveContactDetails(db, customer.id, check.details, { kind: "customer" });
  if (changed.length > 0) log.info("customer details changed", { fields: changed.join(",") });
  return redirect(`${CUSTOMER_PATHS.details}?${SAVED_PARAM}=details`, 303);
}

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
async function changePassword(
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
async function changeEmail(
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
