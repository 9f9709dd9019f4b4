import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormInput, queryOf, readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import {
  type ChangedField,
  type ContactDetails,
  checkContactDetails,
  listDetailChanges,
  readContactDetails,
  readContactDetailsForm,
  saveContactDetails,
} from "~/server/customers/contact-details.server";
import type { Database } from "~/server/db/client.server";
import { log } from "~/server/logger.server";
import { changeEmail, changePassword } from "./credentials-change.server";
import { type DetailsActionData, ERRORS, echo, SAVED_FORMS, SAVED_PARAM, type SavedForm } from "./details-form";
import { loadPushSettings, type PushSettingsView, turnPushOff, turnPushOn } from "./push-settings.server";

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
  push: PushSettingsView;
};

/** The customer's details, their e-mail and the history of changes, newest first. */
export async function loadDetailsPage(db: Database, customer: CustomerIdentity, lang: Lang, url: URL) {
  const [details, changes, push] = await Promise.all([
    readContactDetails(db, customer.id),
    listDetailChanges(db, customer.id),
    loadPushSettings(db, customer.id, lang),
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
    push,
  } satisfies DetailsPage;
}

/**
 * The forms of "Mes informations", by `intent`: `details` (phone, address, preferences), `password`
 * (current password, then the new one twice), `email`, and this device's notifications
 * (`push-on`, `push-off`). A refusal answers 4xx with a message per field.
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
  if (input && intent === "push-on") return turnPushOn(db, customer, input, request, requestLanguage(context).lang);
  if (input && intent === "push-off") return turnPushOff(db, customer, input);
  return data<DetailsActionData>({ form: "unknown" }, { status: 400 });
}

async function saveDetails(db: Database, customer: CustomerIdentity, input: FormInput) {
  const values = readContactDetailsForm(input);
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
