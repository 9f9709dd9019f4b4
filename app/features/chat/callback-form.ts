import { CONSENT_FIELDS, fieldsSchema, type RawInput, validateFields } from "~/features/quote/schema";
import type { Field } from "~/features/quote/types";

/** The `product` of a callback request in the leads table (quote leads carry their product id). */
export const CALLBACK_PRODUCT = "callback";
export const CALLBACK_MOMENTS = ["morning", "afternoon", "any"] as const;
export const CALLBACK_HONEYPOT = "website";
export const CALLBACK_REQUIRED = "chat.callback.errors.required";
export const MAX_QUESTION_LENGTH = 1000;

/**
 * The callback request, described as data like a quote form's contact step: the quote engine's
 * field rules and messages (e-mail, phone in E.164, lengths) and its two consent boxes.
 */
export const CALLBACK_FIELDS: Field[] = [
  { name: "lastName", kind: "text", labelKey: "quote.fields.nom", autoComplete: "family-name", maxLength: 100 },
  { name: "phone", kind: "phone", labelKey: "quote.fields.telephone" },
  { name: "email", kind: "email", labelKey: "quote.fields.email" },
  {
    name: "moment",
    kind: "choice",
    labelKey: "chat.callback.moment",
    options: CALLBACK_MOMENTS.map((value) => ({ value, labelKey: `chat.callback.moments.${value}` })),
  },
  { name: "question", kind: "longText", labelKey: "chat.callback.question", maxLength: MAX_QUESTION_LENGTH },
];

const CallbackSchema = fieldsSchema(CALLBACK_FIELDS, CALLBACK_REQUIRED, { consents: true });

export type CallbackValues = {
  lastName: string;
  phone: string;
  email: string;
  moment: (typeof CALLBACK_MOMENTS)[number];
  question: string;
  consentPrivacy: boolean;
  consentCallback: boolean;
};

export type CallbackErrors = { notice: string; fields: Record<string, string> };
export type CallbackValidation = { ok: true; values: CallbackValues } | { ok: false; errors: CallbackErrors };

/** Validates in the browser before sending and again on the server: one schema, message keys as errors. */
export async function validateCallback(input: RawInput): Promise<CallbackValidation> {
  const result = await validateFields(CallbackSchema, CALLBACK_REQUIRED, input);
  if (!result.ok) return { ok: false, errors: { notice: "chat.callback.errors.notice", fields: result.errors.fields } };
  return { ok: true, values: result.values as unknown as CallbackValues };
}

/** The form's inputs as the schema reads them (a ticked box is "on", as a form posts it). */
export function readCallbackForm(form: FormData): RawInput {
  const input: RawInput = {};
  for (const name of [...CALLBACK_FIELDS.map((field) => field.name), CONSENT_FIELDS.privacy, CONSENT_FIELDS.callback]) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : undefined;
  }
  return input;
}

/**
 * The same inputs from a JSON body: strings stay strings, `true` ticks a box, and anything else
 * (numbers, objects, arrays) counts as absent, so hostile shapes fail validation instead of code.
 */
export function readCallbackJson(body: Record<string, unknown>): RawInput {
  const input: RawInput = {};
  for (const field of CALLBACK_FIELDS) {
    const value = body[field.name];
    input[field.name] = typeof value === "string" ? value : "";
  }
  for (const name of [CONSENT_FIELDS.privacy, CONSENT_FIELDS.callback]) {
    input[name] = body[name] === true ? "on" : undefined;
  }
  return input;
}
