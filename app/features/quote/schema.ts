import { z } from "zod";
import { toE164 } from "./phone";
import type { Answers, Field, ProductConfig, Step } from "./types";

/** Error messages are dictionary keys; the card translates them in the visitor's language. */
export const MESSAGES = {
  email: "quote.errors.email",
  phone: "quote.errors.phone",
  amount: "quote.errors.amount",
  tooLong: "quote.errors.tooLong",
  invalidOption: "quote.errors.invalidOption",
  privacy: "quote.errors.privacy",
} as const;

export const CONSENT_FIELDS = { privacy: "consentPrivacy", callback: "consentCallback" } as const;

/** Amounts as people type them: "250000", "250 000", "250 000 €", "250.000", "250000,50". */
export function parseAmount(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f€]/g, "");
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ""));
  if (/^\d+([.,]\d{1,2})?$/.test(compact)) return Number(compact.replace(",", "."));
  return null;
}

/** Control characters (NUL above all, which PostgreSQL refuses) never belong in a form answer. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function fieldSchema(field: Field, required: string): z.ZodType {
  const text = (max: number) =>
    z
      .string()
      .transform((value) => value.replace(CONTROL_CHARACTERS, " "))
      .pipe(z.string().trim().min(1, required).max(max, MESSAGES.tooLong));
  switch (field.kind) {
    case "amount":
      return text(30).transform((value, ctx) => {
        const amount = parseAmount(value);
        if (amount === null || amount <= 0 || amount > field.max) {
          ctx.addIssue({ code: "custom", message: MESSAGES.amount });
          return z.NEVER;
        }
        return String(amount);
      });
    case "choice": {
      const allowed = new Set(field.options.map((option) => option.value));
      return text(50).refine((value) => allowed.has(value), MESSAGES.invalidOption);
    }
    case "multi": {
      const allowed = new Set(field.options.map((option) => option.value));
      return z
        .array(z.string().max(50, MESSAGES.invalidOption))
        .max(field.options.length * 2, MESSAGES.invalidOption)
        .min(1, required)
        .refine((values) => values.every((value) => allowed.has(value)), MESSAGES.invalidOption)
        .transform((values) => [...new Set(values)]);
    }
    case "text":
    case "longText":
      return text(field.maxLength);
    case "email":
      return text(254)
        .pipe(z.email(MESSAGES.email))
        .transform((value) => value.toLowerCase());
    case "phone":
      return text(30).transform(async (value, ctx) => {
        const e164 = await toE164(value);
        if (!e164) {
          ctx.addIssue({ code: "custom", message: MESSAGES.phone });
          return z.NEVER;
        }
        return e164;
      });
  }
}

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/**
 * The zod schema of a list of fields, with the engine's rules and messages. With `consents`, it
 * also asks for the privacy acknowledgement and reads the optional callback box, as the last step
 * of a quote form does (the chat's callback request uses the same boxes).
 */
export function fieldsSchema(fields: Field[], requiredMessageKey: string, { consents = false } = {}): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field, requiredMessageKey);
  if (consents) {
    shape[CONSENT_FIELDS.privacy] = checkbox.refine((accepted) => accepted, MESSAGES.privacy);
    shape[CONSENT_FIELDS.callback] = checkbox;
  }
  return z.object(shape);
}

const schemas = new WeakMap<ProductConfig, z.ZodObject[]>();

/** The zod schema of one step (built once per config); the last one also asks for the privacy acknowledgement. */
export function stepSchema(config: ProductConfig, index: number): z.ZodObject {
  let built = schemas.get(config);
  if (!built) {
    built = config.steps.map((step, i) =>
      fieldsSchema(step.fields, step.requiredMessageKey, { consents: i === config.steps.length - 1 }),
    );
    schemas.set(config, built);
  }
  return built[index] as z.ZodObject;
}

export type StepErrors = { notice: string; fields: Record<string, string> };
export type StepResult = { ok: true; values: Answers & Record<string, unknown> } | { ok: false; errors: StepErrors };

export type RawInput = Record<string, string | string[] | undefined>;

/** Reads a step's inputs from a form: lists for multiple choices, strings otherwise (files ignored). */
export function readStepInput(config: ProductConfig, index: number, form: FormData | URLSearchParams): RawInput {
  const step = config.steps[index] as Step;
  const input: RawInput = {};
  const asStrings = (values: FormDataEntryValue[]) => values.filter((v): v is string => typeof v === "string");
  for (const field of step.fields) {
    input[field.name] =
      field.kind === "multi" ? asStrings(form.getAll(field.name)) : (asStrings(form.getAll(field.name))[0] ?? "");
  }
  if (index === config.steps.length - 1) {
    input[CONSENT_FIELDS.privacy] = asStrings(form.getAll(CONSENT_FIELDS.privacy))[0];
    input[CONSENT_FIELDS.callback] = asStrings(form.getAll(CONSENT_FIELDS.callback))[0];
  }
  return input;
}

/**
 * Validates input against a schema built by `fieldsSchema`. Each field keeps its own message; the
 * notice is the required message when something is missing (spec §5), otherwise the first one.
 */
export async function validateFields(
  schema: z.ZodObject,
  requiredMessageKey: string,
  input: RawInput,
): Promise<StepResult> {
  const result = await schema.safeParseAsync(input);
  if (result.success) return { ok: true, values: result.data as StepResult extends { values: infer V } ? V : never };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    fields[name] ??= issue.message;
  }
  const messages = Object.values(fields);
  const notice = messages.includes(requiredMessageKey) ? requiredMessageKey : (messages[0] ?? requiredMessageKey);
  return { ok: false, errors: { notice, fields } };
}

/** Validates one step of a quote form. */
export function validateStep(config: ProductConfig, index: number, input: RawInput): Promise<StepResult> {
  const step = config.steps[index] as Step;
  return validateFields(stepSchema(config, index), step.requiredMessageKey, input);
}
