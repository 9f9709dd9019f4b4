import { isCalendarDay } from "~/forms/calendar-day";
import type { FileType } from "~/forms/file-types";
import { fileTypeOfBlob } from "~/forms/file-types";
import type { FormInput } from "~/forms/form-reader";
import type { ProductLine } from "~/server/contracts/contract-types";
import { EMAIL_MAX, LINE_MAX, MESSAGE_MAX, TEXT_MAX } from "~/server/limits";

/**
 * The customer requests' forms as data, shared by the browser and the server: their choices,
 * limits and checks. Messages are keys of requests.json (the spec's French words verbatim).
 */

/** The spec's document types (§9). */
export const DOCUMENT_TYPES = [
  "facture",
  "devis",
  "justificatif",
  "attestation",
  "contrat",
  "document-divers",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Every reason a cancellation may give; each line of insurance offers its own (cancellation-terms.ts):
 * at the anniversary (loi Chatel), after a first year (loi Hamon; infra-annuelle for health), a
 * substitution at any time (loi Lemoine), the sale of the vehicle, a change of situation the law
 * names (a move, a marriage or PACS, a divorce, retirement, a new job…), or another reason.
 */
export const CANCELLATION_REASONS = [
  "echeance",
  "hamon",
  "infraAnnuelle",
  "lemoine",
  "venteVehicule",
  "situation",
  "autre",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
/** Reasons that say enough on their own: the free field stays optional. */
const SELF_EXPLAINED: readonly CancellationReason[] = ["echeance", "hamon", "infraAnnuelle", "lemoine"];

export const APPOINTMENT_CHANNELS = ["phone", "video", "office"] as const;
export type AppointmentChannel = (typeof APPOINTMENT_CHANNELS)[number];

/** What can happen, per line of insurance. */
export const CLAIM_KINDS = {
  vehicle: ["accident", "theft", "glass", "vandalism", "fire", "other"],
  health: ["hospitalisation", "care", "other"],
  borrower: ["incapacity", "invalidity", "death", "jobLoss", "other"],
  home: ["waterDamage", "fire", "theft", "glass", "storm", "other"],
  provident: ["incapacity", "invalidity", "death", "other"],
  liability: ["claimAgainstMe", "other"],
} as const satisfies Record<ProductLine, readonly string[]>;
export type ClaimLine = keyof typeof CLAIM_KINDS;

export const REQUEST_FILE_TYPES: readonly FileType[] = ["pdf", "jpeg", "png", "heic"];
export const REQUEST_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_MAX_FILES = 5;
/** What the file inputs accept (a hint to the picker; the content decides). */
export const FILE_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif";

export type FieldErrors = Record<string, string>;
/** A form's failure: a notice on top, messages beside the fields, what was typed (never files). */
export type RequestFailure = { ok: false; notice: string; errors: FieldErrors; values: Record<string, string> };
export type Checked<V> = { ok: true; values: V } | { ok: false; errors: FieldErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A file's problem, or null: at most 10 MB, PDF/JPEG/PNG/HEIC by its bytes. */
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size > REQUEST_FILE_MAX_BYTES) return "requests.errors.fileTooLarge";
  if (file.size === 0 || !(await fileTypeOfBlob(file, REQUEST_FILE_TYPES))) return "requests.errors.fileType";
  return null;
}

export type CancellationValues = {
  name: string;
  email: string;
  reason: CancellationReason;
  details: string;
  desiredDate: string;
};

/** Step 2 of the cancellation: name, contact, reason (one the contract's line offers, with its free field), desired date. */
export function checkCancellation(
  input: FormInput,
  offered: readonly CancellationReason[] = CANCELLATION_REASONS,
): Checked<CancellationValues> & { echo: Record<string, string> } {
  // The date is checked whole; only the echo is cut ("2026-12-01 and more" is no date).
  const desiredDate = (input.line("desiredDate") ?? "").trim();
  const echo = {
    name: (input.line("name") ?? "").trim().slice(0, LINE_MAX + 10),
    email: (input.line("email") ?? "").trim().slice(0, 260),
    reason: input.line("reason") ?? "",
    details: (input.lines("details") ?? "").trim().slice(0, TEXT_MAX + 10),
    desiredDate: desiredDate.slice(0, 10),
  };
  const errors: FieldErrors = {};
  if (echo.name.length < 2 || echo.name.length > LINE_MAX) errors.name = "requests.errors.name";
  if (!EMAIL.test(echo.email) || echo.email.length > EMAIL_MAX) errors.email = "requests.errors.email";
  const reason = oneOf(offered, echo.reason);
  // The spec's rule: a reason, after trimming, unless the reason the law names says enough.
  if (!reason || (!SELF_EXPLAINED.includes(reason) && echo.details === ""))
    errors.reason = "requests.cancel.errors.reason";
  if (echo.details.length > TEXT_MAX) errors.details = "requests.errors.tooLong";
  if (desiredDate !== "" && !isCalendarDay(desiredDate)) errors.desiredDate = "requests.errors.date";
  if (Object.keys(errors).length > 0 || !reason) return { ok: false, errors, echo };
  return { ok: true, values: { ...echo, email: echo.email.toLowerCase(), reason }, echo };
}

export type DocumentValues = { type: DocumentType; description: string; file: File | null };

export async function checkDocument(
  input: FormInput,
): Promise<Checked<DocumentValues> & { echo: Record<string, string> }> {
  const echo = {
    type: input.line("type") ?? "",
    description: (input.lines("description") ?? "").trim().slice(0, TEXT_MAX + 10),
  };
  const errors: FieldErrors = {};
  const type = oneOf(DOCUMENT_TYPES, echo.type);
  if (!type) errors.type = "requests.document.errors.type";
  if (echo.description.length > TEXT_MAX) errors.description = "requests.errors.tooLong";
  const file = input.file("file");
  const problem = file && (await fileProblem(file));
  if (problem) errors.file = problem;
  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors, echo };
  return { ok: true, values: { type, description: echo.description, file }, echo };
}

export type AppointmentValues = { motif: string; date: string; time: string; channel: AppointmentChannel };

/** Presence first (the spec's one message), then the slot itself is the server's to check. */
export function checkAppointment(input: FormInput): Checked<AppointmentValues> & { echo: Record<string, string> } {
  const echo = {
    motif: (input.lines("motif") ?? "").trim().slice(0, TEXT_MAX + 10),
    date: (input.line("date") ?? "").trim().slice(0, 10),
    time: (input.line("time") ?? "").trim().slice(0, 5),
    channel: input.line("channel") ?? "phone",
  };
  const errors: FieldErrors = {};
  const channel = oneOf(APPOINTMENT_CHANNELS, echo.channel);
  if (echo.motif === "" || echo.date === "" || echo.time === "") errors.form = "requests.appointment.errors.required";
  if (echo.motif === "") errors.motif = "requests.appointment.errors.required";
  if (echo.date === "") errors.date = "requests.appointment.errors.required";
  if (echo.time === "") errors.time = "requests.appointment.errors.required";
  if (echo.motif.length > TEXT_MAX) errors.motif = "requests.errors.tooLong";
  if (!channel) errors.channel = "requests.appointment.errors.channel";
  if (Object.keys(errors).length > 0 || !channel) return { ok: false, errors, echo };
  return { ok: true, values: { ...echo, channel }, echo };
}

export type MessageValues = { subject: string; text: string; files: File[] };

/** Files sent with a message or a complaint: at most five, each checked as a document is. */
export async function filesProblem(files: File[]) {
  if (files.length > CLAIM_MAX_FILES) return "requests.claim.errors.tooManyFiles";
  for (const file of files) {
    const problem = await fileProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** "Écrire à mon conseiller": a subject, a text, up to five files. */
export async function checkMessage(
  input: FormInput,
): Promise<Checked<MessageValues> & { echo: Record<string, string> }> {
  const echo = {
    subject: (input.line("subject") ?? "").trim().slice(0, LINE_MAX + 10),
    text: (input.lines("text") ?? "").trim().slice(0, MESSAGE_MAX + 10),
  };
  const errors: FieldErrors = {};
  if (echo.subject === "") errors.subject = "complaints.errors.subject";
  else if (echo.subject.length > LINE_MAX) errors.subject = "requests.errors.tooLong";
  if (echo.text === "") errors.text = "complaints.errors.text";
  else if (echo.text.length > MESSAGE_MAX) errors.text = "complaints.errors.textTooLong";
  const files = input.files("files");
  const problem = await filesProblem(files);
  if (problem) errors.files = problem;
  if (Object.keys(errors).length > 0) return { ok: false, errors, echo };
  return { ok: true, values: { ...echo, files }, echo };
}

/** A contract's reference as customers copy it from their documents (letters, digits, dashes). */
const CONTRACT_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/;

/** A contract's reference typed by hand (the public cancellation): required, upper-cased. */
export function checkContractReference(raw: string | undefined) {
  const echo = (raw ?? "").trim().slice(0, 50);
  if (!CONTRACT_REFERENCE.test(echo)) return { ok: false as const, echo, error: "complaints.errors.contractReference" };
  return { ok: true as const, echo, value: echo.toUpperCase() };
}

export type ComplaintValues = { name: string; email: string; contractReference: string; text: string };

/**
 * A complaint: the text, and the contract it is about if any. On the public page, the writer's
 * name and e-mail too (signed in, the account says who writes).
 */
export function checkComplaint(
  input: FormInput,
  from: "public" | "area",
): Checked<ComplaintValues> & { echo: Record<string, string> } {
  const echo = {
    name: (input.line("name") ?? "").trim().slice(0, LINE_MAX + 10),
    email: (input.line("email") ?? "").trim().slice(0, 260),
    contractReference: (input.line("contractReference") ?? "").trim().slice(0, 50),
    text: (input.lines("text") ?? "").trim().slice(0, MESSAGE_MAX + 10),
  };
  const errors: FieldErrors = {};
  if (from === "public") {
    if (echo.name.length < 2 || echo.name.length > LINE_MAX) errors.name = "requests.errors.name";
    if (!EMAIL.test(echo.email) || echo.email.length > EMAIL_MAX) errors.email = "requests.errors.email";
  }
  if (echo.contractReference !== "" && !CONTRACT_REFERENCE.test(echo.contractReference)) {
    errors.contractReference = "complaints.errors.contractReference";
  }
  if (echo.text === "") errors.text = "complaints.errors.text";
  else if (echo.text.length > MESSAGE_MAX) errors.text = "complaints.errors.textTooLong";
  if (Object.keys(errors).length > 0) return { ok: false, errors, echo };
  return {
    ok: true,
    values: { ...echo, email: echo.email.toLowerCase(), contractReference: echo.contractReference.toUpperCase() },
    echo,
  };
}
