import { data, type RouterContextProvider, redirect } from "react-router";
import { isCalendarDay } from "~/forms/calendar-day";
import { queryOf, readFormInput } from "~/forms/form-reader";
import { toE164 } from "~/forms/phone";
import { privacyEntryPath } from "~/paths/backoffice";
import { parisToday } from "~/server/contracts/contract-dates";
import { getDb } from "~/server/db/index.server";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "~/server/db/schema/privacy";
import { parisMidnight } from "~/server/paris-days";
import {
  countOverdue,
  listPrivacyRequests,
  type RegisterPage,
  recordPrivacyRequest,
} from "~/server/privacy/register.server";
import { type RegisterFilters, readRegisterFilters } from "~/server/privacy/register-filters";
import { staffActorOf } from "~/server/staff/staff-actor";

export type RegisterData = {
  filters: RegisterFilters;
  page: RegisterPage;
  overdue: number;
  today: string;
  now: string;
};

export type NewRequestField = "kind" | "subjectName" | "subjectEmail" | "subjectPhone" | "receivedOn" | "details";
export type NewRequestValues = Record<NewRequestField, string>;
export type RegisterActionResult = {
  ok: false;
  errors: Partial<Record<NewRequestField, string>>;
  values: NewRequestValues;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The register's page: filters from the address (a value not ours is a 400 naming it). */
export async function loadRegister(request: Request): Promise<RegisterData> {
  const reading = readRegisterFilters(queryOf(request.url));
  if (!reading.ok) throw data({ error: "invalidFilter", field: reading.field }, { status: 400 });
  const db = await getDb();
  const now = new Date();
  return {
    filters: reading.filters,
    page: await listPrivacyRequests(db, reading.filters, now),
    overdue: await countOverdue(db, now),
    today: parisToday(now),
    now: now.toISOString(),
  };
}

/**
 * Records a request received by letter, e-mail or phone: what was asked, by whom (a name, and an
 * e-mail or a phone to find their data by), the day it was received (the clock starts there; not
 * in the future). Bad input is a 400 with each field's message key; success opens the entry.
 */
export async function handleRegisterAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const read = (name: NewRequestField) => (name === "details" ? form?.lines(name) : form?.line(name))?.trim() ?? "";
  const values: NewRequestValues = {
    kind: read("kind"),
    subjectName: read("subjectName"),
    subjectEmail: read("subjectEmail"),
    subjectPhone: read("subjectPhone"),
    receivedOn: read("receivedOn"),
    details: read("details"),
  };
  const errors: RegisterActionResult["errors"] = {};
  if (!(PRIVACY_REQUEST_KINDS as readonly string[]).includes(values.kind)) errors.kind = "privacy.errors.kind";
  if (!values.subjectName || values.subjectName.length > 200) errors.subjectName = "privacy.errors.subjectName";
  if (values.subjectEmail && (!EMAIL.test(values.subjectEmail) || values.subjectEmail.length > 254))
    errors.subjectEmail = "privacy.errors.subjectEmail";
  const phone = values.subjectPhone ? await toE164(values.subjectPhone) : null;
  if (values.subjectPhone && !phone) errors.subjectPhone = "privacy.errors.subjectPhone";
  if (!values.subjectEmail && !values.subjectPhone) errors.subjectEmail = "privacy.errors.contactRequired";
  const today = parisToday();
  if (!isCalendarDay(values.receivedOn) || values.receivedOn > today || values.receivedOn < "2018-05-25")
    errors.receivedOn = "privacy.errors.receivedOn";
  if (values.details.length > 2000) errors.details = "privacy.errors.details";
  if (Object.keys(errors).length > 0) return data<RegisterActionResult>({ ok: false, errors, values }, { status: 400 });
  // Received today: now, so the clock runs from the moment it was recorded; earlier: that Paris morning.
  const receivedAt = values.receivedOn === today ? new Date() : parisMidnight(values.receivedOn);
  const created = await recordPrivacyRequest(
    await getDb(),
    {
      kind: values.kind as PrivacyRequestKind,
      subjectName: values.subjectName,
      subjectEmail: values.subjectEmail || null,
      subjectPhone: phone,
      details: values.details || null,
      receivedAt,
    },
    staffActorOf(context),
  );
  throw redirect(privacyEntryPath(created.id));
}
