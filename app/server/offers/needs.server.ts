import { fieldsSchema, validateFields } from "~/forms/field-schema";
import type { Answers, RawInput } from "~/forms/field-types";
import { refusalsIn } from "~/server/action-error";
import { type NeedsQuestionnaireId, needsQuestionnaire } from "./needs-questionnaires";

const refuse = refusalsIn("offers.errors");

/**
 * The needs as the questionnaire accepts them, whole: the forms engine's own schema, so the
 * back office's form and the server agree. A missing or wrong answer is refused with a 400 naming
 * the field (its message key in `params.message`); `code` says why it was checked.
 */
export async function checkNeeds(
  id: NeedsQuestionnaireId,
  raw: RawInput | Answers,
  code = "needsInvalid",
): Promise<Answers> {
  const result = await validateNeeds(id, raw);
  if (result.ok) return result.values;
  const [field, message] = Object.entries(result.errors.fields)[0] ?? ["needs", result.errors.notice];
  throw refuse(400, code, `needs.${field}`, { message });
}

/** The engine's verdict, field by field, for a screen to show every message at once. */
export async function validateNeeds(id: NeedsQuestionnaireId, raw: RawInput | Answers) {
  const questionnaire = needsQuestionnaire(id);
  const input: RawInput = {};
  for (const field of questionnaire.fields) {
    const value = raw[field.name];
    input[field.name] = field.kind === "multi" ? (value === undefined ? [] : [value].flat()) : value;
  }
  const result = await validateFields(
    fieldsSchema(questionnaire.fields, questionnaire.requiredMessageKey),
    questionnaire.requiredMessageKey,
    input,
  );
  if (!result.ok) return result;
  // Only the questionnaire's own answers are kept.
  const values: Answers = {};
  for (const field of questionnaire.fields) {
    const value = result.values[field.name];
    if (typeof value === "string" || Array.isArray(value)) values[field.name] = value;
  }
  return { ok: true as const, values };
}

/**
 * What is already known (a lead's answers, mapped to the questionnaire's names), answer by
 * answer: each one that holds is kept, the others are left for staff to ask.
 */
export async function keepValidNeeds(id: NeedsQuestionnaireId, prefill: Answers): Promise<Answers> {
  const questionnaire = needsQuestionnaire(id);
  const kept: Answers = {};
  for (const field of questionnaire.fields) {
    const value = prefill[field.name];
    if (value === undefined) continue;
    const result = await validateFields(fieldsSchema([field], questionnaire.requiredMessageKey), "", {
      [field.name]: field.kind === "multi" ? [value].flat() : Array.isArray(value) ? value[0] : value,
    });
    const checked = result.ok ? result.values[field.name] : undefined;
    if (typeof checked === "string" || Array.isArray(checked)) kept[field.name] = checked;
  }
  return kept;
}
