// zod/mini: the same schemas in the browser and on the server, at a fraction of classic zod's
// weight in every form page's JavaScript (tree-shaken functions instead of methods).
import * as z from "zod/mini";
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

/** Adds an issue from inside a transform (zod/mini has no `ctx.addIssue`). */
function fail(ctx: z.core.ParsePayload, message: string, input: unknown) {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

function fieldSchema(field: Field, required: string): z.ZodMiniType {
  const text = (max: number) =>
    z.pipe(
      z.pipe(
        // An absent field (an unticked radio group) reads as missing, with the spec's message.
        z.string(required),
        z.transform((value: string) => value.replace(CONTROL_CHARACTERS, " ")),
      ),
      z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, MESSAGES.tooLong)),
    );
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
    case "longText":
      return text(field.maxLength);
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
 * of a quote form does (the chat's callback request uses the same boxes).
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

const schemas = new WeakMap<ProductConfig, z.ZodMiniObject[]>();

/** The zod schema of one step (built once per config); the last one also asks for the privacy acknowledgement. */
export function stepSchema(config: ProductConfig, index: number): z.ZodMiniObject {
  let built = schemas.get(config);
  if (!built) {
    built = config.steps.map((step, i) =>
      fieldsSchema(step.fields, step.requiredMessageKey, { consents: i === config.steps.length - 1 }),
    );
    schemas.set(config, built);
  }
  return built[index] as z.ZodMiniObject;
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
  schema: z.ZodMiniObject,
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
