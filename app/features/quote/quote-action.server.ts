import { data, type RouterContextProvider, redirect } from "react-router";
import { CONSENT_FIELDS } from "~/forms/field-names";
import type { Answers, RawInput } from "~/forms/field-types";
import { type FormInput, queryOf, readFormInput } from "~/forms/form-reader";
import { setFlash } from "~/server/flash.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { takeLead } from "~/server/leads/intake.server";
import { PRODUCTS } from "./products/registry";
import { quoteLeadKind } from "./quote-lead-kind";
import { readStepInput, type StepErrors, validateStep } from "./schema";
import type { ProductConfig, ProductId } from "./types";

export const SENT_PARAM = "demande";

export type QuoteActionData = { step: number; values: Answers; errors: StepErrors | null };

/** What a quote page needs to render its form: a fresh token, or the reference just sent. */
export function quoteLoaderData(request: Request) {
  const url = new URL(request.url);
  const sent = queryOf(url).get(SENT_PARAM);
  return {
    formToken: issueFormToken(),
    sentReference: sent && /^DV-[A-Z0-9]{8}$/.test(sent) ? sent : null,
  };
}

function fail(step: number, values: Answers, notice: string, fields: Record<string, string> = {}, init?: ResponseInit) {
  return data<QuoteActionData>({ step, values, errors: { notice, fields } }, { status: 400, ...init });
}

/** Echoes answers back into the form (no-JS path), never more than a sane length. */
function echo(input: RawInput): Answers {
  const answers: Answers = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || name === CONSENT_FIELDS.privacy || name === CONSENT_FIELDS.callback) continue;
    answers[name] = Array.isArray(value) ? value.slice(0, 10).map((v) => v.slice(0, 200)) : value.slice(0, 200);
  }
  return answers;
}

type Checked = { echoed: Answers; validated: Record<string, unknown> };

/** Validates steps 1 to `step`; the answer of a failure sends the visitor back to the failing step. */
async function validateSteps(config: ProductConfig, input: FormInput, step: number) {
  const checked: Checked = { echoed: {}, validated: {} };
  for (let index = 0; index < step; index++) {
    const raw = readStepInput(config, index, input);
    const result = await validateStep(config, index, raw);
    const echoed = { ...checked.echoed, ...echo(raw) };
    if (!result.ok)
      return { ok: false as const, answer: fail(index + 1, echoed, result.errors.notice, result.errors.fields) };
    checked.echoed = echoed;
    Object.assign(checked.validated, result.values);
  }
  return { ok: true as const, values: checked };
}

/** The lead a complete form makes: the product's answers, the contact step, the callback box. */
function leadOf(config: ProductConfig, { validated }: Checked) {
  const string = (name: string) => (typeof validated[name] === "string" ? (validated[name] as string) : null);
  const answers: Answers = {};
  for (const step of config.steps.slice(0, -1)) {
    for (const field of step.fields) answers[field.name] = validated[field.name] as string | string[];
  }
  const contact = {
    lastName: string("nom") ?? "",
    firstName: string("prenom"),
    company: string("entreprise"),
    email: string("email") ?? "",
    phone: string("telephone") ?? "",
  };
  return { answers, contact, callbackConsent: validated[CONSENT_FIELDS.callback] === true };
}

/**
 * One action for the seven forms. Steps 1 and 2 are validated and the next step is sent back
 * (that is the no-JavaScript path; with JavaScript the browser validates them itself). Step 3
 * goes through the public forms' intake (intake.server.ts): everything re-validated, bots and
 * floods turned away, the lead stored, then a redirect (PRG).
 */
export async function handleQuoteAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: ProductId,
) {
  const config = PRODUCTS[productId];
  const input = await readFormInput(request);
  const step = Number(input?.line("_step"));
  if (!input || !Number.isInteger(step) || step < 1 || step > config.steps.length) {
    return fail(1, {}, "quote.errors.badRequest");
  }
  if (step < config.steps.length) {
    const checked = await validateSteps(config, input, step);
    return checked.ok
      ? data<QuoteActionData>({ step: step + 1, values: checked.values.echoed, errors: null })
      : checked.answer;
  }

  return takeLead<Checked, ReturnType<typeof fail> | Response>(request, context, {
    kind: quoteLeadKind(config),
    page: config.path,
    input,
    validate: () => validateSteps(config, input, step),
    lead: (checked) => leadOf(config, checked),
    expiredNotice: "quote.errors.expired",
    // A bot learns nothing: the same redirect as a success, with a reference that is nobody's.
    pretend: () => redirect(`${config.path}?${SENT_PARAM}=DV-00000000`),
    refuse: ({ status, notice, headers }, { echoed }) => fail(step, echoed, notice, {}, { status, headers }),
    accept: async (lead) =>
      redirect(`${config.path}?${SENT_PARAM}=${lead.reference}`, {
        headers: { "Set-Cookie": await setFlash({ kind: "success", key: config.successKey }) },
      }),
  });
}
