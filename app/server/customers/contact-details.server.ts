import { desc, eq } from "drizzle-orm";
import type { FormInput } from "~/forms/form-reader";
import { toE164 } from "~/forms/phone";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import { customerContactDetails, customerDetailChanges } from "~/server/db/schema/customers";
import { CONTACT_DETAIL_LIMITS } from "~/server/limits";
import { rememberFormerIdentifier } from "./former-identifiers.server";

/**
 * A customer's contact details and their history (issue 25, "Mes informations"): the rules hold
 * whoever edits them, the customer in their area or staff in the back office, and every change is
 * recorded with the change itself, in one transaction.
 */

export type ContactDetails = {
  phone: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  byEmail: boolean;
  bySms: boolean;
  byPhone: boolean;
};

/** The fields a change is recorded under; e-mail and password are the account's. */
export const DETAIL_FIELDS = ["phone", "street", "postcode", "city", "byEmail", "bySms", "byPhone"] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type ChangedField = DetailField | "email" | "password";

/** Who made a change: the customer, or a member of staff on their behalf. */
export type ChangeActor = { kind: "customer" } | { kind: "staff"; staffId: string };

/** What a customer who has given nothing yet has: e-mail only, as the terms of service say. */
export const NO_DETAILS: ContactDetails = {
  phone: null,
  street: null,
  postcode: null,
  city: null,
  byEmail: true,
  bySms: false,
  byPhone: false,
};

/** Longest text accepted per field: beyond, the form is refused rather than cut. */
export const DETAIL_LIMITS = CONTACT_DETAIL_LIMITS;
const POSTCODE = /^\d{5}$/;

/** What the form sends, as read (texts cleaned on one line, boxes ticked or not). */
export type ContactDetailsInput = {
  phone?: string;
  street?: string;
  postcode?: string;
  city?: string;
  byEmail: boolean;
  bySms: boolean;
  byPhone: boolean;
};

/**
 * The contact-details form as both the customer's page and staff's customer page post it: the
 * fields as typed, the channels as one group of checkboxes (anything but the three known values
 * is ignored).
 */
export function readContactDetailsForm(input: FormInput) {
  const channels = new Set(input.all("channels"));
  return {
    phone: input.line("phone") ?? "",
    street: input.line("street") ?? "",
    postcode: input.line("postcode") ?? "",
    city: input.line("city") ?? "",
    byEmail: channels.has("byEmail"),
    bySms: channels.has("bySms"),
    byPhone: channels.has("byPhone"),
  } satisfies ContactDetailsInput;
}

/** Why a field was refused: the screens hold a message per reason (`area.details.errors.*`). */
export type DetailError = "phoneInvalid" | "tooLong" | "postcodeInvalid" | "addressIncomplete" | "smsWithoutPhone";
export type DetailsCheck =
  | { ok: true; details: ContactDetails }
  | { ok: false; errors: Partial<Record<"phone" | "street" | "postcode" | "city" | "bySms", DetailError>> };

const blankToNull = (value: string | undefined) => {
  const trimmed = value?.trim().replace(/\s+/g, " ") ?? "";
  return trimmed === "" ? null : trimmed;
};

/**
 * Checks the details a customer (or staff) sends: the phone, when given, must be a valid French or
 * international number (stored E.164); the address is all three parts or none, with a five-digit
 * postcode; SMS needs a phone to be sent to.
 */
export async function checkContactDetails(input: ContactDetailsInput): Promise<DetailsCheck> {
  const errors: Extract<DetailsCheck, { ok: false }>["errors"] = {};
  const rawPhone = blankToNull(input.phone);
  const street = blankToNull(input.street);
  const postcode = blankToNull(input.postcode)?.replace(/ /g, "") ?? null;
  const city = blankToNull(input.city);

  let phone: string | null = null;
  if (rawPhone !== null) {
    if (rawPhone.length > DETAIL_LIMITS.phone) errors.phone = "tooLong";
    else {
      phone = await toE164(rawPhone);
      if (!phone) errors.phone = "phoneInvalid";
    }
  }
  if (street && street.length > DETAIL_LIMITS.street) errors.street = "tooLong";
  if (city && city.length > DETAIL_LIMITS.city) errors.city = "tooLong";
  if (postcode !== null && !POSTCODE.test(postcode)) errors.postcode = "postcodeInvalid";
  const given = [street, postcode, city].filter((part) => part !== null).length;
  if (given > 0 && given < 3) {
    if (!street) errors.street ??= "addressIncomplete";
    if (!postcode) errors.postcode ??= "addressIncomplete";
    if (!city) errors.city ??= "addressIncomplete";
  }
  if (input.bySms && rawPhone === null) errors.bySms = "smsWithoutPhone";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    details: { phone, street, postcode, city, byEmail: input.byEmail, bySms: input.bySms, byPhone: input.byPhone },
  };
}

/** The customer's details, or what a customer who has given none has. */
export async function readContactDetails(db: Database, customerId: string): Promise<ContactDetails> {
  const [row] = await db.select().from(customerContactDetails).where(eq(customerContactDetails.userId, customerId));
  if (!row) return { ...NO_DETAILS };
  const { userId: _userId, updatedAt: _updatedAt, ...details } = row;
  return details;
}

/** A phone as the history keeps it: its last two digits only. */
export function maskPhone(phone: string | null) {
  if (!phone) return null;
  return `•• •• •• •• ${phone.slice(-2)}`;
}

/** An e-mail address as the history keeps it: its first character and its domain. */
export function maskEmail(email: string | null) {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** A value as the history shows it: identifying ones masked, choices as "yes"/"no". */
function shown(field: DetailField, value: ContactDetails[DetailField]): string | null {
  if (typeof value === "boolean") return value ? "yes" : "no";
  return field === "phone" ? maskPhone(value) : value;
}

const actorColumns = (actor: ChangeActor) => ({
  actor: actor.kind,
  staffId: actor.kind === "staff" ? actor.staffId : null,
});

type Writer = Pick<Database, "insert">;

/** Records one change (e-mail or password, whose writes are better-auth's) in the caller's transaction. */
export async function recordAccountChange(
  db: Writer,
  customerId: string,
  change: { field: "email" | "password"; oldValue?: string | null; newValue?: string | null },
  actor: ChangeActor,
  at = new Date(),
) {
  const masked = (value?: string | null) => (change.field === "email" ? maskEmail(value ?? null) : null);
  await db.insert(customerDetailChanges).values({
    customerId,
    field: change.field,
    oldValue: masked(change.oldValue),
    newValue: masked(change.newValue),
    ...actorColumns(actor),
    changedAt: at,
  });
}

/**
 * Saves checked details and records each field that changed, in one transaction (a change is
 * never saved without its record, nor recorded without being saved). Returns the changed fields;
 * none when the form said what was already there.
 */
export async function saveContactDetails(
  db: Database,
  customerId: string,
  details: ContactDetails,
  actor: ChangeActor,
  at = new Date(),
  /** Runs in the same transaction when something changed: staff's audit record and the customer's notice. */
  alongside?: (tx: Tx, changed: DetailField[]) => Promise<void>,
): Promise<DetailField[]> {
  return db.transaction(async (tx) => {
    // The row is locked while the change is computed: two saves at once record each change once.
    const [current] = await tx
      .select()
      .from(customerContactDetails)
      .where(eq(customerContactDetails.userId, customerId))
      .for("update");
    const before: ContactDetails = current ?? NO_DETAILS;
    const changed = DETAIL_FIELDS.filter((field) => before[field] !== details[field]);
    if (changed.length === 0) return [];
    await tx
      .insert(customerContactDetails)
      .values({ userId: customerId, ...details, updatedAt: at })
      .onConflictDoUpdate({ target: customerContactDetails.userId, set: { ...details, updatedAt: at } });
    await tx.insert(customerDetailChanges).values(
      changed.map((field) => ({
        customerId,
        field,
        oldValue: shown(field, before[field]),
        newValue: shown(field, details[field]),
        ...actorColumns(actor),
        changedAt: at,
      })),
    );
    if (changed.includes("phone")) await rememberFormerIdentifier(tx, customerId, "phone", before.phone, at);
    await alongside?.(tx, changed);
    return changed;
  });
}

export type DetailChange = {
  id: string;
  field: ChangedField;
  oldValue: string | null;
  newValue: string | null;
  actor: "customer" | "staff";
  changedAt: Date;
};

/** The customer's history of changes, newest first (the latest `limit`). */
export async function listDetailChanges(db: Database, customerId: string, limit = 50): Promise<DetailChange[]> {
  const rows = await db
    .select({
      id: customerDetailChanges.id,
      field: customerDetailChanges.field,
      oldValue: customerDetailChanges.oldValue,
      newValue: customerDetailChanges.newValue,
      actor: customerDetailChanges.actor,
      changedAt: customerDetailChanges.changedAt,
    })
    .from(customerDetailChanges)
    .where(eq(customerDetailChanges.customerId, customerId))
    .orderBy(desc(customerDetailChanges.changedAt), desc(customerDetailChanges.id))
    .limit(limit);
  return rows as DetailChange[];
}
