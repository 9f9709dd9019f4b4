import type * as z from "zod/mini";
import { type FieldsResult, fieldsSchema, readFields, validateFields } from "~/forms/field-schema";
import type { FieldErrors, RawInput } from "~/forms/field-types";
import type { FormInput } from "~/forms/form-reader";
import type { ProductConfig, Step } from "./types";

export type StepErrors = FieldErrors;
export type StepResult = FieldsResult;

const schemas = new WeakMap<ProductConfig, z.ZodMiniObject[]>();
const isLast = (config: ProductConfig, index: number) => index === config.steps.length - 1;

/** The zod schema of one step (built once per config); the last one also asks for the privacy acknowledgement. */
export function stepSchema(config: ProductConfig, index: number): z.ZodMiniObject {
  let built = schemas.get(config);
  if (!built) {
    built = config.steps.map((step, i) =>
      fieldsSchema(step.fields, step.requiredMessageKey, { consents: isLast(config, i) }),
    );
    schemas.set(config, built);
  }
  return built[index] as z.ZodMiniObject;
}

/** Reads a step's inputs from a form: lists for multiple choices, one line of text otherwise. */
export function readStepInput(config: ProductConfig, index: number, input: FormInput): RawInput {
  return readFields(input, (config.steps[index] as Step).fields, { consents: isLast(config, index) });
}

/** Validates one step of a quote form. */
export function validateStep(config: ProductConfig, index: number, input: RawInput): Promise<StepResult> {
  const step = config.steps[index] as Step;
  return validateFields(stepSchema(config, index), step.requiredMessageKey, input);
}
