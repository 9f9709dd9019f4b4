// zod/mini: the same schemas in the browser and on the server, at a fraction of classic zod's
// weight in every form page's JavaScript (tree-shaken functions instead of methods).
import * as z from "zod/mini";
import { CONSENT_FIELDS } from "./field-names";
import type { Answers, Field, FieldErrors, RawInput } from "./field-types";
import type { FormInput } from "./form-reader";
import { toE164 } from "./phone";

/** Error messages are dictionary keys; the forms translate them in the visitor's language. */
export const MESSAGES = {
  email: "forms.errors.email",
  phone: "forms.errors.phone",
  amount: "forms.errors.amount",
  number: "forms.errors.number",
  tooLong: "forms.errors.tooLong",
  tooShort: "forms.errors.tooShort",
  registration: "forms.errors.registration",
  invalidOption: "forms.errors.invalidOption",
  privacy: "forms.errors.privacy",
} as const;

/** Amounts as people type them: "250000", "250 000", "250 000 €", "250.000", "250000,50". */
export function parseAmount(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f€]/g, "");
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ""));
  if (/^\d+([.,]\d{1,2})?$/.test(compact)) return Number(compact.replace(",", "."));
  return null;
}

/**
 * A French registration plate as people type it (any case, spaces or dashes anywhere), in its
 * written form: SIV "AB-123-CD" (letters without I, O and U) or FNI "123 ABC 45" (one to four
 * digits, one to three letters, the département: 01 to 95, 2A, 2B or 971 to 976). Null otherwise.
 */
export function normaliseRegistration(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s\u00a0\u202f-]/g, "");
  const siv = /^([A-HJ-NP-TV-Z]{2})(\d{3})([A-HJ-NP-TV-Z]{2})$/.exec(compact);
  if (siv) return `${siv[1]}-${siv[2]}-${siv[3]}`;
  const fni = /^(\d{1,4})([A-Z]{1,3})(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/.exec(compact);
  return fni ? `${fni[1]} ${fni[2]} ${fni[3]}` : null;
}

/** Adds an issue from inside a transform (zod/mini has no `ctx.addIssue`). */
function fail(ctx: z.core.ParsePayload, message: string, input: unknown) {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

// Texts arrive cleaned of control characters by the form reader (form-reader.ts).
function fieldSchema(field: Field, required: string): z.ZodMiniType {
  // An absent field (an unticked radio group) reads as missing, with the form's message.
  const text = (max: number) =>
    z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, MESSAGES.tooLong));
  switch (field.kind) {
    case "amount":
      return z.pipe(
        text(30),
        z.transform((value: string, ctx) => {
          const amount = parseAmount(value);
          if (amount === null || amount <= 0 || amount > field.max) return fail(ctx, MESSAGES.amount, value);
          return String(amount);
        }),
      );
    case "number":
      return z.pipe(
        text(20),
        z.transform((value: string, ctx) => {
          const compact = value.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
          const pattern = field.decimals ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
          const number = pattern.test(compact) ? Number(compact) : Number.NaN;
          if (!(number >= field.min && number <= field.max)) return fail(ctx, MESSAGES.number, value);
          return String(number);
        }),
      );
    case "choice": {
      const allowed = new Set(field.options.map((option) => option.value));
      return text(50).check(z.refine((value) => allowed.has(value), MESSAGES.invalidOption));
    }
    case "multi": {
      const allowed = new Set(field.options.map((option) => option.value));
      return z.pipe(
        z.array(z.string(MESSAGES.invalidOption).check(z.maxLength(50, MESSAGES.invalidOption)), required).check(
          z.maxLength(field.options.length * 2, MESSAGES.invalidOption),
          z.minLength(1, required),
          z.refine((values) => values.every((value) => allowed.has(value)), MESSAGES.invalidOption),
        ),
        z.transform((values: string[]) => [...new Set(values)]),
      );
    }
    case "text":
      return field.minLength
        ? text(field.maxLength).check(z.minLength(field.minLength, MESSAGES.tooShort))
        : text(field.maxLength);
    case "longText":
      return text(field.maxLength);
    case "registration":
      return z.pipe(
        text(20),
        z.transform((value: string, ctx) => normaliseRegistration(value) ?? fail(ctx, MESSAGES.registration, value)),
      );
    case "email":
      return z.pipe(text(254), z.email(MESSAGES.email).check(z.toLowerCase()));
    case "phone":
      return z.pipe(
        text(30),
        z.transform(async (value: string, ctx) => (await toE164(value)) ?? fail(ctx, MESSAGES.phone, value)),
      );
  }
}

const checkbox = z.pipe(
  z.transform((value: unknown) => value === "on" || value === "true" || value === true),
  z.boolean(),
);

/**
 * The zod schema of a list of fields, with the engine's rules and messages. With `consents`, it
 * also asks for the privacy acknowledgement and reads the optional callback box, as the last step
 * of a quote form and the chat's callback request do.
 */
export function fieldsSchema(fields: Field[], requiredMessageKey: string, { consents = false } = {}): z.ZodMiniObject {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field, requiredMessageKey);
  if (consents) {
    shape[CONSENT_FIELDS.privacy] = checkbox.check(z.refine((accepted) => accepted, MESSAGES.privacy));
    shape[CONSENT_FIELDS.callback] = checkbox;
  }
  return z.object(shape);
}

export type FieldsResult = { ok: true; values: Answers & Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Reads these fields from a form as `fieldsSchema` expects them: lists for multiple choices,
 * one line of text otherwise ("" when absent), and the consent boxes when asked.
 */
export function readFields(input: FormInput, fields: Field[], { consents = false } = {}): RawInput {
  const raw: RawInput = {};
  for (const field of fields)
    raw[field.name] = field.kind === "multi" ? input.all(field.name) : (input.line(field.name) ?? "");
  if (consents) {
    raw[CONSENT_FIELDS.privacy] = input.line(CONSENT_FIELDS.privacy);
    raw[CONSENT_FIELDS.callback] = input.line(CONSENT_FIELDS.callback);
  }
  return raw;
}

/**
 * Validates input against a schema built by `fieldsSchema`. Each field keeps its own message; the
 * notice is the required message when something is missing, otherwise the first one.
 */
export async function validateFields(
  schema: z.ZodMiniObject,
  requiredMessageKey: string,
  input: RawInput,
): Promise<FieldsResult> {
  const result = await schema.safeParseAsync(input);
  if (result.success) return { ok: true, values: result.data as Answers & Record<string, unknown> };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    fields[name] ??= issue.message;
  }
  const messages = Object.values(fields);
  const notice = messages.includes(requiredMessageKey) ? requiredMessageKey : (messages[0] ?? requiredMessageKey);
  return { ok: false, errors: { notice, fields } };
}
