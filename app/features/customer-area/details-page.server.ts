import { isAPIError } from "better-auth/api";
import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormInput, queryOf, readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from "~/server/auth/auth.server";
import { retryAfterOf } from "~/server/auth/auth-budgets.server";
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
import type { Database } from "~/server/db/client.server";
import { log } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context";

/** The query parameter that says, after a save, which form was saved (post/redirect/get). */
export const SAVED_PARAM = "enregistre";
const SAVED_FORMS = ["details", "password"] as const;
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
