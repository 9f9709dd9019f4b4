import * as z from "zod/mini";
import { type FileType, fileTypeOfBlob } from "~/forms/file-types";
import type { FormInput } from "~/forms/form-reader";
import { type ApplicationErrors, type ApplicationValues, MESSAGE_MAX, NAME_MAX } from "./application-fields";

/** Limits of the spontaneous application form (shared by the browser and the server). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES: readonly FileType[] = ["pdf"];
export const SENT_PARAM = "candidature";
export const SENT_VALUE = "envoyee";
export type ValidApplication = ApplicationValues & { cv: File };

const NameSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(NAME_MAX));
const EmailSchema = z.email().check(z.maxLength(254));

/** What the form echoes back after an error (never the file, never more than the limits). */
function readValues(input: FormInput): ApplicationValues {
  return {
    name: (input.line("name") ?? "").slice(0, NAME_MAX + 10),
    email: (input.line("email") ?? "").trim().slice(0, 260),
    // Line breaks arrive as \n (the reader folds CRLF): the limit counts one, like the textarea.
    message: (input.lines("message") ?? "").slice(0, MESSAGE_MAX + 10),
  };
}

/** Validates the whole form; error messages are keys of careers.json. */
export async function validateApplication(
  input: FormInput,
): Promise<
  { ok: true; value: ValidApplication } | { ok: false; values: ApplicationValues; errors: ApplicationErrors }
> {
  const values = readValues(input);
  const fields: ApplicationErrors["fields"] = {};
  if (!NameSchema.safeParse(values.name).success) fields.name = "careers.errors.name";
  if (!EmailSchema.safeParse(values.email).success) fields.email = "careers.errors.email";
  if (values.message.length > MESSAGE_MAX) fields.message = "careers.errors.messageTooLong";
  const cv = input.file("cv");
  if (!cv) fields.cv = "careers.errors.cvRequired";
  else if (cv.size > CV_MAX_BYTES) fields.cv = "careers.errors.cvTooLarge";
  else if (!(await fileTypeOfBlob(cv, CV_TYPES))) fields.cv = "careers.errors.cvNotPdf";
  if (input.line("consent") !== "on") fields.consent = "careers.errors.consent";
  if (Object.keys(fields).length > 0 || !cv) {
    return { ok: false, values, errors: { notice: "careers.errors.notice", fields } };
  }
  return {
    ok: true,
    value: { name: values.name.trim(), email: values.email.toLowerCase(), message: values.message.trim(), cv },
  };
}
