import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import { fieldsSchema, readFields, validateFields } from "~/forms/field-schema";
import type { Answers, FieldErrors } from "~/forms/field-types";
import type { FormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { refusalsIn } from "~/server/action-error";
import type { ProductLine } from "~/server/contracts/contract-types";
import type { Database, Transaction } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { needsReviews } from "~/server/db/schema/needs-reviews";
import { offers } from "~/server/db/schema/offers";
import { changedNeeds, reviewQuestionnaire } from "./review-questionnaires";

const refuse = refusalsIn("needs-review.errors");

export type NeedsReviewRow = typeof needsReviews.$inferSelect;

/**
 * Opens the invitation to confirm one's needs for a contract's coming anniversary, once (the key is
 * the contract and the anniversary): the renewal reminder that may invite calls it in its own
 * transaction. Returns whether the customer has still to answer (a later reminder of the same
 * anniversary does not invite again someone who answered).
 */
export async function openNeedsReview(
  tx: Database | Transaction,
  contract: { id: string; customerId: string; productLine: ProductLine },
  anniversary: string,
  now: Date,
) {
  await tx
    .insert(needsReviews)
    .values({
      customerId: contract.customerId,
      contractId: contract.id,
      anniversary,
      questionnaire: reviewQuestionnaire(contract.productLine).questionnaire,
      invitedAt: now,
    })
    .onConflictDoNothing({ target: [needsReviews.contractId, needsReviews.anniversary] });
  const [row] = await tx
    .select({ answeredAt: needsReviews.answeredAt })
    .from(needsReviews)
    .where(and(eq(needsReviews.contractId, contract.id), eq(needsReviews.anniversary, anniversary)));
  return { awaiting: !row?.answeredAt };
}

/** The customer's contract by its reference, or a 404 (another's, a made-up one). */
async function customerContract(db: Database | Transaction, customerId: string, reference: string | undefined) {
  // The shape of a reference first (as findCustomerContract): a made-up one never reaches the database.
  const [contract] =
    reference && /^[A-Z0-9-]{4,40}$/.test(reference)
      ? await db
          .select({
            id: contracts.id,
            reference: contracts.reference,
            productLine: contracts.productLine,
            product: contracts.product,
            insurer: contracts.insurer,
          })
          .from(contracts)
          .where(and(eq(contracts.customerId, customerId), eq(contracts.reference, reference)))
      : [];
  if (!contract) throw refuse(404, "notFound");
  return contract;
}

/** The contract's latest invitation, answered or not: the customer's page shows it. */
async function latestReview(db: Database | Transaction, contractId: string) {
  const [row] = await db
    .select()
    .from(needsReviews)
    .where(eq(needsReviews.contractId, contractId))
    .orderBy(desc(needsReviews.anniversary))
    .limit(1);
  return row ?? null;
}

/**
 * The customer's page: the contract, its latest invitation and the short questionnaire, with the
 * answers the broker knows as the starting values. A contract never invited is a 404: the page
 * exists for an invitation.
 */
export async function needsReviewPage(db: Database, customerId: string, reference: string | undefined) {
  const contract = await customerContract(db, customerId, reference);
  const review = await latestReview(db, contract.id);
  if (!review) throw refuse(404, "notFound");
  const known = review.answers ?? (await knownNeeds(db, contract.id, review.id));
  return {
    contract: { reference: contract.reference, product: contract.product, insurer: contract.insurer },
    line: contract.productLine,
    anniversary: review.anniversary,
    answeredAt: review.answeredAt?.toISOString() ?? null,
    values: known ?? {},
  };
}

/**
 * What the broker knew of these needs before: the contract's last answered review (another
 * anniversary's), else the offer the contract was signed from. Null when neither holds any.
 */
async function knownNeeds(db: Database | Transaction, contractId: string, exceptId: string): Promise<Answers | null> {
  const [previous] = await db
    .select({ answers: needsReviews.answers })
    .from(needsReviews)
    .where(and(eq(needsReviews.contractId, contractId), isNotNull(needsReviews.answers), ne(needsReviews.id, exceptId)))
    .orderBy(desc(needsReviews.answeredAt))
    .limit(1);
  if (previous?.answers) return previous.answers;
  const [offer] = await db
    .select({ needs: offers.needs })
    .from(offers)
    .where(eq(offers.contractId, contractId))
    .orderBy(desc(offers.signedAt))
    .limit(1);
  return offer && Object.keys(offer.needs).length > 0 ? offer.needs : null;
}

export type NeedsAnswerResult =
  | { ok: true; changed: string[]; review: NeedsReviewRow }
  | { ok: false; errors: FieldErrors; values: Record<string, string | string[]> };

/**
 * The customer's answers to their invitation, checked by the forms engine against the short
 * questionnaire; stored once (a second answer is 409) with what was known and the questions that
 * changed. `onChanged` runs in the same transaction when needs changed (or none were known): it
 * opens the adviser's follow-up and returns its id.
 */
export async function answerNeedsReview(
  db: Database,
  customerId: string,
  reference: string | undefined,
  input: FormInput,
  onChanged: (tx: Transaction, change: { contractId: string; reference: string; text: string }) => Promise<string>,
  lang: Lang,
  now = new Date(),
): Promise<NeedsAnswerResult> {
  const contract = await customerContract(db, customerId, reference);
  const questionnaire = reviewQuestionnaire(contract.productLine);
  const raw = readFields(input, questionnaire.fields);
  const checked = await validateFields(
    fieldsSchema(questionnaire.fields, questionnaire.requiredMessageKey),
    questionnaire.requiredMessageKey,
    raw,
  );
  if (!checked.ok) return { ok: false, errors: checked.errors, values: raw as Record<string, string | string[]> };
  const answers: Answers = {};
  for (const field of questionnaire.fields) {
    const value = checked.values[field.name];
    if (typeof value === "string" || Array.isArray(value)) answers[field.name] = value;
  }
  return db.transaction(async (tx) => {
    const review = await latestReview(tx, contract.id);
    if (!review) throw refuse(404, "notFound");
    const [locked] = await tx.select().from(needsReviews).where(eq(needsReviews.id, review.id)).for("update");
    if (!locked || locked.answeredAt) throw refuse(409, "alreadyAnswered");
    const known = await knownNeeds(tx, contract.id, review.id);
    const changed = changedNeeds(questionnaire.fields, known, answers);
    let requestId: string | null = null;
    if (changed.length > 0) {
      requestId = await onChanged(tx, {
        contractId: contract.id,
        reference: contract.reference,
        text: changeText(questionnaire.fields, known, answers, changed, lang),
      });
    }
    const [saved] = await tx
      .update(needsReviews)
      .set({ answers, known, changed, needsChanged: changed.length > 0, answeredAt: now, requestId })
      .where(eq(needsReviews.id, review.id))
      .returning();
    return { ok: true as const, changed, review: saved as NeedsReviewRow };
  });
}

/** An answer in words: a choice's label, a list's labels, a number or text as given. */
function answerWords(
  field: ReturnType<typeof reviewQuestionnaire>["fields"][number],
  value: string | string[] | undefined,
  t: (key: string) => string,
) {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  const label = (one: string) =>
    "options" in field ? t(field.options.find((option) => option.value === one)?.labelKey ?? one) : one;
  return [value].flat().map(label).join(", ");
}

/** The adviser's follow-up in the customer's words: each question that changed, before and now. */
function changeText(
  fields: ReturnType<typeof reviewQuestionnaire>["fields"],
  known: Answers | null,
  answers: Answers,
  changed: string[],
  lang: Lang,
) {
  const t = createTranslator(lang);
  const lines = fields
    .filter((field) => changed.includes(field.name))
    .map((field) =>
      known
        ? t("needs-review.request.line", {
            question: t(field.labelKey),
            before: answerWords(field, known[field.name], t),
            now: answerWords(field, answers[field.name], t),
          })
        : t("needs-review.request.first", {
            question: t(field.labelKey),
            now: answerWords(field, answers[field.name], t),
          }),
    );
  return [t(known ? "needs-review.request.intro" : "needs-review.request.introFirst"), ...lines].join("\n");
}

/** A customer's reviews, newest first: the staff's customer page and the data export. */
export async function needsReviewsOf(db: Database | Transaction, customerId: string) {
  return db
    .select({
      id: needsReviews.id,
      contractId: needsReviews.contractId,
      reference: contracts.reference,
      anniversary: needsReviews.anniversary,
      questionnaire: needsReviews.questionnaire,
      invitedAt: needsReviews.invitedAt,
      answeredAt: needsReviews.answeredAt,
      answers: needsReviews.answers,
      known: needsReviews.known,
      changed: needsReviews.changed,
      requestId: needsReviews.requestId,
    })
    .from(needsReviews)
    .innerJoin(contracts, eq(contracts.id, needsReviews.contractId))
    .where(eq(needsReviews.customerId, customerId))
    .orderBy(desc(needsReviews.invitedAt));
}
