import { and, eq } from "drizzle-orm";
import { formInput, queryOf } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { CUSTOMER_PATHS, claimPath } from "~/paths/customer-area";
import { bookSlot } from "~/server/appointments/slot-bookings.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { parisToday } from "~/server/contracts/contract-dates";
import { certifiable } from "~/server/contracts/contract-types";
import { appointmentDay, appointmentTime } from "~/server/customer-requests/appointment-moment";
import { checkSlot, parisInstant } from "~/server/customer-requests/appointment-slots.server";
import { checkClaim } from "~/server/customer-requests/claim-form";
import { freeSlots } from "~/server/customer-requests/kind-view.server";
import { CLAIM_KINDS, checkAppointment, checkDocument } from "~/server/customer-requests/request-forms";
import { refuse, takeCustomerRequest } from "~/server/customer-requests/request-intake.server";
import type { AppointmentDetails, ClaimDetails, DocumentDetails } from "~/server/customer-requests/request-summary";
import type { Database } from "~/server/db/client.server";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { env } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { type ContractRequestPost, contractOr404 } from "./cancellation.server";

/** The success notice a page shows after its redirect (PRG), with the request's reference. */
export function sentReference(url: URL) {
  const sent = queryOf(url).get("envoye");
  return sent && /^[A-Z]{3}-[A-Z0-9]{8}$/.test(sent) ? sent : null;
}

async function readForm(request: Request) {
  const form = await request.formData().catch(() => null);
  return form && formInput(form);
}

export function loadDocumentPage(url: URL) {
  return { formToken: issueFormToken(), sent: sentReference(url) };
}

export async function documentAction(db: Database, request: Request, customer: CustomerIdentity, lang: Lang) {
  const input = await readForm(request);
  if (!input) return refuse("requests.document.errors.failed", {}, {});
  const checked = await checkDocument(input);
  if (!checked.ok) return refuse("requests.document.errors.form", checked.errors, checked.echo);
  const { type, description, file } = checked.values;
  const details: DocumentDetails = { type, description, fileName: null, fileSize: null };
  return takeCustomerRequest(
    { db, request, customer, lang, input },
    {
      failureNotice: "requests.document.errors.failed",
      values: checked.echo,
      draft: {
        kind: "document",
        contractId: null,
        details,
        uploads: file ? [{ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }] : [],
      },
      // The file as stored (re-encoded, renamed after its type) is the one the details name.
      describeFiles: ([stored]) => ({
        ...details,
        fileName: stored?.fileName ?? null,
        fileSize: stored?.bytes.byteLength ?? null,
      }),
      done: (reference) => `${CUSTOMER_PATHS.sendDocument}?envoye=${encodeURIComponent(reference)}`,
    },
  );
}

/** The day and time of the appointment just asked for, in words (the success notice repeats them). */
async function bookedMoment(db: Database, customer: CustomerIdentity, reference: string | null, lang: Lang) {
  if (!reference) return null;
  const [row] = await db
    .select({ details: customerRequests.details })
    .from(customerRequests)
    .where(
      and(
        eq(customerRequests.reference, reference),
        eq(customerRequests.customerId, customer.id),
        eq(customerRequests.kind, "appointment"),
      ),
    );
  const details = row?.details as Partial<AppointmentDetails> | undefined;
  if (typeof details?.date !== "string" || typeof details.time !== "string") return null;
  return { day: appointmentDay(details.date, lang), time: appointmentTime(details.time, lang) };
}

/** The form offers the open slots that still have an adviser free and are not already the customer's. */
export async function loadAppointmentPage(
  db: Database,
  customer: CustomerIdentity,
  url: URL,
  lang: Lang,
  now = new Date(),
) {
  const site = await siteConfig(db);
  const hours = site.openingHours;
  const slots = await freeSlots(db, site, customer.id, env().APPOINTMENT_ADVISERS_ON_DUTY, now);
  const sent = sentReference(url);
  return { formToken: issueFormToken(), sent, booked: await bookedMoment(db, customer, sent, lang), slots, hours };
}

const SLOT_MESSAGES = {
  invalid: "requests.appointment.errors.slot",
  past: "requests.appointment.errors.past",
  tooFar: "requests.appointment.errors.tooFar",
  closed: "requests.appointment.errors.closed",
  holiday: "requests.appointment.errors.holiday",
  outsideHours: "requests.appointment.errors.outsideHours",
} as const;

export async function appointmentAction(
  db: Database,
  request: Request,
  customer: CustomerIdentity,
  lang: Lang,
  now = new Date(),
) {
  const input = await readForm(request);
  if (!input) return refuse("requests.appointment.errors.failed", {}, {});
  const checked = checkAppointment(input);
  // Without JavaScript, "show this day's times" posts the form: answer with the day chosen.
  if (input.line("intent") === "day") return { ok: false as const, notice: "", errors: {}, values: checked.echo };
  if (!checked.ok) return refuse("requests.appointment.errors.required", checked.errors, checked.echo);
  const hours = (await siteConfig(db)).openingHours;
  const slot = checkSlot(checked.values.date, checked.values.time, hours, now);
  if (slot !== "ok") return refuse(SLOT_MESSAGES[slot], { time: SLOT_MESSAGES[slot] }, checked.echo);
  const details: AppointmentDetails = { ...checked.values, durationMinutes: hours.slotMinutes };
  return takeCustomerRequest(
    { db, request, customer, lang, input },
    {
      failureNotice: "requests.appointment.errors.failed",
      values: checked.echo,
      draft: {
        kind: "appointment",
        contractId: null,
        details,
        uploads: [],
        reserve: (tx, requestId) =>
          bookSlot(
            tx,
            { requestId, customerId: customer.id, slotStart: parisInstant(checked.values.date, checked.values.time) },
            env().APPOINTMENT_ADVISERS_ON_DUTY,
          ),
      },
      done: (reference) => `${CUSTOMER_PATHS.appointment}?envoye=${encodeURIComponent(reference)}`,
    },
  );
}

export async function loadClaimPage(db: Database, customer: CustomerIdentity, reference: string | undefined, url: URL) {
  const contract = await contractOr404(db, customer, reference);
  return {
    contract: {
      reference: contract.reference,
      product: contract.product,
      productLine: contract.productLine,
      covered: certifiable(contract.status),
    },
    kinds: CLAIM_KINDS[contract.productLine],
    today: parisToday(),
    formToken: issueFormToken(),
    sent: sentReference(url),
  };
}

export async function claimAction(...[db, request, customer, lang, reference]: ContractRequestPost) {
  const contract = await contractOr404(db, customer, reference);
  const input = await readForm(request);
  if (!input) return refuse("requests.claim.errors.failed", {}, {});
  if (!certifiable(contract.status)) return refuse("requests.claim.errors.notCovered", {}, {}, { status: 409 });
  const checked = await checkClaim(input, contract.productLine, parisToday());
  if (!checked.ok) return refuse("requests.claim.errors.form", checked.errors, checked.echo);
  const { files, jointReportFile, thirdPartyInfo, ...values } = checked.values;
  // The joint report's scan goes last among the claim's files, so its stored name can be told.
  const all = jointReportFile ? [...files, jointReportFile] : files;
  const details: ClaimDetails = {
    ...values,
    ...(thirdPartyInfo && {
      thirdPartyName: thirdPartyInfo.name,
      thirdPartyInsurer: thirdPartyInfo.insurer,
      thirdPartyPlate: thirdPartyInfo.plate,
      jointReport: thirdPartyInfo.jointReport,
      jointReportFile: null,
    }),
    fileCount: all.length,
    contractReference: contract.reference,
    contractProduct: contract.product,
    productLine: contract.productLine,
  };
  const uploads = await Promise.all(
    all.map(async (file) => ({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  return takeCustomerRequest(
    { db, request, customer, lang, input },
    {
      failureNotice: "requests.claim.errors.failed",
      values: checked.echo,
      draft: { kind: "claim", contractId: contract.id, details, uploads },
      describeFiles: (stored) =>
        jointReportFile ? { ...details, jointReportFile: stored.at(-1)?.fileName ?? null } : details,
      done: (ref) => `${claimPath(contract.reference)}?envoye=${encodeURIComponent(ref)}`,
    },
  );
}
