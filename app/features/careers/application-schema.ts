import * as z from "zod/mini";

/** Limits of the spontaneous application form (shared by the browser and the server). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 120;
export const HONEYPOT_FIELD = "website";
export const SENT_PARAM = "candidature";
export const SENT_VALUE = "envoyee";
export const APPLY_ANCHOR = "candidature";
export const CAREERS_PATH = "/carriere";

export type ApplicationField = "name" | "email" | "message" | "cv" | "consent";
export type ApplicationValues = { name: string; email: string; message: string };
export type ApplicationErrors = { notice: string; fields: Partial<Record<ApplicationField, string>> };
export type ValidApplication = ApplicationValues & { cv: File };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes start like a PDF ("%PDF-"): the file's content decides, not its name or type. */
export function hasPdfMagic(bytes: Uint8Array) {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

export async function isPdf(file: Blob) {
  return hasPdfMagic(new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer()));
}

const NameSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(NAME_MAX));
const EmailSchema = z.email().check(z.maxLength(254));

/** What the form echoes back after an error (never the file, never more than the limits). */
export function readValues(form: FormData): ApplicationValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name").slice(0, NAME_MAX + 10),
    email: text("email").trim().slice(0, 260),
    // Browsers send line breaks as CRLF; the limit counts them as one character, like the textarea.
    message: text("message")
      .replace(/\r\n/g, "\n")
      .slice(0, MESSAGE_MAX + 10),
  };
}

function fileOf(form: FormData): File | null {
  const value = form.get("cv");
  if (value === null || typeof value === "string") return null;
  // A form sent without a chosen file carries an empty, nameless part.
  if (value.size === 0 && value.name === "") return null;
  return value;
}

/** Validates the whole form; error messages are keys of careers.json. */
export async function validateApplication(
  form: FormData,
): Promise<
  { ok: true; value: ValidApplication } | { ok: false; values: ApplicationValues; errors: ApplicationErrors }
> {
  const values = readValues(form);
  const fields: ApplicationErrors["fields"] = {};
  if (!NameSchema.safeParse(values.name).success) fields.name = "careers.errors.name";
  if (!EmailSchema.safeParse(values.email).success) fields.email = "careers.errors.email";
  if (values.message.length > MESSAGE_MAX) fields.message = "careers.errors.messageTooLong";
  const cv = fileOf(form);
  if (!cv) fields.cv = "careers.errors.cvRequired";
  else if (cv.size > CV_MAX_BYTES) fields.cv = "careers.errors.cvTooLarge";
  else if (!(await isPdf(cv))) fields.cv = "careers.errors.cvNotPdf";
  if (form.get("consent") !== "on") fields.consent = "careers.errors.consent";
  if (Object.keys(fields).length > 0 || !cv) {
    return { ok: false, values, errors: { notice: "careers.errors.notice", fields } };
  }
  return {
    ok: true,
    value: { name: values.name.trim(), email: values.email.toLowerCase(), message: values.message.trim(), cv },
  };
}
