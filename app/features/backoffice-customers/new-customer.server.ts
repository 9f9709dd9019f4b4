import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { isCalendarDay } from "~/forms/calendar-day";
import { readFormInput } from "~/forms/form-reader";
import { toE164 } from "~/forms/phone";
import { isLang } from "~/i18n/config";
import { customerPath } from "~/paths/backoffice";
import { ActionError, refusalResponse } from "~/server/action-error";
import { createCustomerByStaff, customerIdByEmail } from "~/server/customers/customer-admin.server";
import { getDb } from "~/server/db/index.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import { DONE_PARAM } from "./customer-actions.server";
import { parisToday } from "./customers-loaders.server";

export type NewCustomerData = { staff: Array<{ id: string; name: string }>; today: string; me: string };
export type NewCustomerResult = {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** The customer who already has this address: the screen links their page. */
  existingCustomerId?: string;
};

const FIELDS = ["firstName", "lastName", "email", "phone", "memberSince", "birthDate", "lang", "adviserId"] as const;
const EmailSchema = z.email().max(254);

export async function loadNewCustomer(context: Readonly<RouterContextProvider>): Promise<NewCustomerData> {
  const staff = await assignableStaff(await getDb());
  return { staff: staff.map(({ id, name }) => ({ id, name })), today: parisToday(), me: staffActorOf(context).id };
}

/**
 * The new customer form: names, e-mail, optional phone, client since, the invitation's language,
 * the adviser. Bad input is a 400 by field; an address with an account already a 409 naming it.
 */
export async function handleNewCustomer(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  if (!form)
    return data<NewCustomerResult>(
      { errors: { form: "customers-admin.errors.badRequest" }, values: {} },
      { status: 400 },
    );
  const values = Object.fromEntries(FIELDS.map((field) => [field, (form.line(field) ?? "").trim()])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  values.email = values.email.toLowerCase();
  const errors: Record<string, string> = {};
  for (const field of ["firstName", "lastName"] as const) {
    if (!values[field]) errors[field] = "customers-admin.errors.required";
    else if (values[field].length > 120) errors[field] = "customers-admin.errors.tooLong";
  }
  if (!values.email) errors.email = "customers-admin.errors.required";
  else if (!EmailSchema.safeParse(values.email).success) errors.email = "customers-admin.errors.emailInvalid";
  const phone = values.phone ? (values.phone.length <= 30 ? await toE164(values.phone) : null) : null;
  if (values.phone && !phone) errors.phone = "customers-admin.errors.phoneInvalid";
  if (!isCalendarDay(values.memberSince)) errors.memberSince = "customers-admin.errors.dayInvalid";
  // "Client depuis" is a day that has come (issue 46).
  else if (values.memberSince > parisToday()) errors.memberSince = "customers-admin.errors.memberSinceFuture";
  // The birth date is optional; given, the asset-freeze screening compares it with the register's.
  if (values.birthDate && (!isCalendarDay(values.birthDate) || values.birthDate > parisToday())) {
    errors.birthDate = "customers-admin.errors.dayInvalid";
  }
  if (!isLang(values.lang)) errors.lang = "customers-admin.errors.required";
  if (Object.keys(errors).length) return data<NewCustomerResult>({ errors, values }, { status: 400 });

  const db = await getDb();
  try {
    const created = await createCustomerByStaff(
      db,
      staffActorOf(context),
      {
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        memberSince: values.memberSince,
        birthDate: values.birthDate || null,
        lang: isLang(values.lang) ? values.lang : "fr",
        phone,
        adviserId: values.adviserId || null,
      },
      await siteConfig(db),
    );
    kickOutbox();
    return redirect(`${customerPath(created.customerId)}?${DONE_PARAM}=created`, 303);
  } catch (error) {
    const existingCustomerId =
      error instanceof ActionError && error.code === "emailIsCustomer"
        ? await customerIdByEmail(db, values.email)
        : null;
    return refusalResponse<NewCustomerResult>(error, (refusal) => ({
      errors: { [refusal.code === "adviserUnknown" ? "adviserId" : "email"]: refusal.messageKey },
      values,
      existingCustomerId: existingCustomerId ?? undefined,
    }));
  }
}
