import { fieldsSchema, readFields, validateFields } from "~/forms/field-schema";
import type { Field, FieldErrors } from "~/forms/field-types";
import type { FormInput } from "~/forms/form-reader";

export const CALLBACK_MOMENTS = ["morning", "afternoon", "any"] as const;
export const CALLBACK_REQUIRED = "chat.callback.errors.required";
export const MAX_QUESTION_LENGTH = 1000;

/**
 * The callback request, described as data like a quote form's contact step: the shared field
 * rules and messages (e-mail, phone in E.164, lengths) and the lead forms' two consent boxes.
 */
export const CALLBACK_FIELDS: Field[] = [
  { name: "lastName", kind: "text", labelKey: "forms.fields.nom", autoComplete: "family-name", maxLength: 100 },
  { name: "phone", kind: "phone", labelKey: "forms.fields.telephone", hintKey: "forms.hints.phoneSalesCalls" },
  { name: "email", kind: "email", labelKey: "forms.fields.email" },
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

export type CallbackValidation = { ok: true; values: CallbackValues } | { ok: false; errors: FieldErrors };

/**
 * Validates in the browser before sending (the form's inputs) and again on the server (the same
 * fields from the JSON body): one schema, message keys as errors.
 */
export async function validateCallback(input: FormInput): Promise<CallbackValidation> {
  const result = await validateFields(
    CallbackSchema,
    CALLBACK_REQUIRED,
    readFields(input, CALLBACK_FIELDS, { consents: true }),
  );
  if (!result.ok) return { ok: false, errors: { notice: "chat.callback.errors.notice", fields: result.errors.fields } };
  return { ok: true, values: result.values as unknown as CallbackValues };
}
