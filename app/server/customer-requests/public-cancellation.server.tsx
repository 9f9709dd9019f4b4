import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_LANG } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { EmailParagraph, type EmailRow, EmailTable, renderEmail, renderText } from "~/server/mail/email-layout";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { hitRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { webhookConfigured } from "~/server/settings/webhook-endpoints.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { FileStore } from "~/server/storage.server";
import { cancellationTerms, effectDateOf } from "./cancellation-terms";
import { cancellationLinkEmail, disownedCancellationEmail } from "./public-cancellation-emails.server";
import {
  confirmationState,
  decideConfirmation,
  findConfirmation,
  newConfirmationToken,
  recordConfirmation,
} from "./public-confirmations.server";
import { requestAnnouncer } from "./request-announcements.server";
import type { CancellationValues } from "./request-forms";
import type { CancellationDetails } from "./request-summary";
import { RequestRefused, submitCustomerRequest } from "./submit-request.server";

/** Public cancellations per client address and hour: a person cancels a contract or two, a script guessing references is stopped. */
export const PUBLIC_CANCELLATION_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };
/**
 * Per contract reference and per e-mail address, whatever the client address (issue 48): a
 * holder asks once or twice, and a stranger spreading guesses over many addresses is stopped too.
 */
export const PUBLIC_CANCELLATION_TARGET_LIMIT: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60_000 };
/** Customer service hears of a reference that matched nothing once a day, however often it is typed. */
const UNMATCHED_NOTICE_LIMIT: RateLimitRule = { limit: 1, windowMs: 24 * 60 * 60_000 };

export type PublicCancellation = CancellationValues & { reference: string };

/** What the link's confirmation submits, kept with it until then. */
type CancellationDraft = {
  details: CancellationDetails;
  submitter: { name: string; email: string };
  lang: string;
  submissionKey: string;
  triggeredFrom: string;
};

/** The counters a public cancellation spends on its reference and address (digests: no address in the table). */
export function publicCancellationTargets(values: { reference: string; email: string }) {
  const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);
  return [
    { key: `cancel-ref:${digest(values.reference.toUpperCase())}`, rule: PUBLIC_CANCELLATION_TARGET_LIMIT },
    { key: `cancel-email:${digest(values.email.toLowerCase())}`, rule: PUBLIC_CANCELLATION_TARGET_LIMIT },
  ];
}

/**
 * A cancellation asked without signing in (Code de la consommation L215-1-1): the contract whose
 * reference is given, if the e-mail given is its holder's and it is running. Matched, nothing
 * changes on the contract yet (issue 48: a reference and an address were enough to cancel
 * someone's contract): its holder is told at once, at the address on file, with a link that
 * confirms the request (it then keeps the date confirmed on screen) and one that says "ce n'est
 * pas moi". Unmatched, customer service is told what was typed, once a day per reference.
 * The caller answers both the same way: nothing says whether a reference exists.
 */
export async function submitPublicCancellation(
  db: Database,
  input: {
    values: PublicCancellation;
    lang: string;
    submissionKey: string;
    site: SiteConfig;
    notifyEmail: string;
    triggeredFrom: string;
  },
  now = new Date(),
): Promise<{ matched: boolean }> {
  const { values } = input;
  const [found] = await db
    .select({ contract: contracts, holder: { id: users.id, name: users.name, email: users.email, role: users.role } })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.customerId))
    .where(eq(contracts.reference, values.reference));
  const holds = found && found.holder.role === "customer" && found.holder.email.toLowerCase() === values.email;
  if (found && holds && found.contract.status === "active") {
    const terms = cancellationTerms(found.contract, now);
    const effect = effectDateOf(values, terms);
    if (effect.ok) {
      const draft: CancellationDraft = {
        details: {
          name: values.name,
          email: found.holder.email,
          reason: values.reason,
          reasonText: values.details,
          desiredDate: values.desiredDate || null,
          effectDate: effect.date,
          contractReference: found.contract.reference,
          contractProduct: found.contract.product,
          monthlyPremiumCents: found.contract.monthlyPremiumCents,
        },
        submitter: { name: values.name, email: values.email },
        lang: input.lang,
        submissionKey: input.submissionKey,
        triggeredFrom: input.triggeredFrom,
      };
      const token = newConfirmationToken();
      await db.transaction(async (tx) => {
        const { expiresAt } = await recordConfirmation(tx, {
          purpose: "cancellation",
          token,
          customerId: found.holder.id,
          contractId: found.contract.id,
          draft,
          requestedAt: now,
        });
        await enqueueOutbox(tx, [
          {
            channel: "email",
            topic: "request.cancellation.confirm-link",
            payload: cancellationLinkEmail({
              to: found.holder.email,
              holderName: found.holder.name,
              lang: input.lang,
              site: input.site,
              details: draft.details,
              requestedAt: now,
              expiresAt,
              token,
            }),
          },
        ]);
      });
      return { matched: true };
    }
  }
  const notice = await hitRateLimit(db, `cancel-unmatched:${values.reference.toUpperCase()}`, UNMATCHED_NOTICE_LIMIT);
  if (!notice.limited) {
    await enqueueOutbox(db, [
      {
        channel: "email",
        topic: "request.cancellation.unmatched",
        payload: unmatchedCancellationEmail(values, input.notifyEmail, input.site, now),
      },
    ]);
  }
  return { matched: false };
}

export type LinkOutcome = "confirmed" | "refused" | "decided" | "expired" | "notCancellable";

/**
 * The holder's answer through the link (a form post on the link's page, never the link itself:
 * mail scanners open links). "confirm" submits the request as from the area, dated when it was
 * confirmed on screen; this is the one place a public cancellation changes the contract's status
 * (`submitCustomerRequest`, in the link's transaction). "refuse" ("ce n'est pas moi") closes the
 * link and tells customer service.
 */
export async function answerCancellationLink(
  db: Database,
  input: { token: string; answer: "confirm" | "refuse"; site: SiteConfig; notifyEmail: string; files: FileStore },
  now = new Date(),
): Promise<LinkOutcome> {
  const row = await findConfirmation(db, "cancellation", input.token);
  if (!row) return "expired";
  const state = confirmationState(row, now);
  if (state !== "pending") return state === "expired" ? "expired" : "decided";
  const draft = row.draft as CancellationDraft;
  if (input.answer === "refuse") {
    const refused = await db.transaction(async (tx) => {
      if (!(await decideConfirmation(tx, row.id, "refused", now))) return false;
      await enqueueOutbox(tx, [
        {
          channel: "email",
          topic: "request.cancellation.disowned",
          payload: disownedCancellationEmail(draft, input.notifyEmail, input.site, row.requestedAt),
        },
      ]);
      return true;
    });
    return refused ? "refused" : "decided";
  }
  const [holder] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.customerId));
  const announce = requestAnnouncer({
    site: input.site,
    notifyEmail: input.notifyEmail,
    // Asked of the settings, as for a request from the area: an address saved in "Paramètres" counts.
    webhook: await webhookConfigured(db, "requests"),
    customer: { name: holder?.name ?? draft.submitter.name, email: holder?.email ?? draft.details.email },
    triggeredFrom: draft.triggeredFrom,
  });
  try {
    return await db.transaction(async (tx) => {
      if (!(await decideConfirmation(tx, row.id, "confirmed", now))) return "decided" as const;
      // Nested: the request's own transaction becomes a savepoint of the link's.
      await submitCustomerRequest(
        tx as unknown as Database,
        {
          kind: "cancellation",
          channel: "public",
          customerId: row.customerId,
          contractId: row.contractId,
          submitter: draft.submitter,
          details: draft.details,
          lang: draft.lang,
          submissionKey: draft.submissionKey,
          uploads: [],
          cancellation: { effectDate: draft.details.effectDate },
        },
        announce,
        input.files,
        // The request's date is the one confirmed on screen (L215-1-1), not the click's.
        row.requestedAt,
      );
      return "confirmed" as const;
    });
  } catch (error) {
    // Cancelled from the area in between, or the contract ended: nothing to confirm any more.
    if (error instanceof RequestRefused) return "notCancellable";
    throw error;
  }
}

/** Customer service's notice of a public cancellation that matched no running contract of that e-mail, in French. */
function unmatchedCancellationEmail(values: PublicCancellation, to: string, site: SiteConfig, now: Date) {
  const t = createTranslator(DEFAULT_LANG);
  const title = t("complaints.cancel.unmatched.title", { reference: values.reference });
  const intro = t("complaints.cancel.unmatched.intro");
  const rows: EmailRow[] = [
    { label: t("requests.summary.sentAt"), value: formatMoment(now, DEFAULT_LANG) },
    { label: t("requests.summary.name"), value: values.name },
    { label: t("requests.summary.email"), value: values.email, href: `mailto:${values.email}` },
    { label: t("complaints.summary.contractReference"), value: values.reference },
    { label: t("requests.summary.reason"), value: t(`requests.cancel.reasons.${values.reason}`) },
    ...(values.details ? [{ label: t("requests.summary.reasonText"), value: values.details }] : []),
    ...(values.desiredDate ? [{ label: t("requests.summary.desiredDate"), value: values.desiredDate }] : []),
  ];
  const html = renderEmail({
    lang: DEFAULT_LANG,
    title,
    brand: site.brandName,
    footer: values.reference,
    children: (
      <>
        <EmailParagraph>{intro}</EmailParagraph>
        <EmailTable rows={rows} />
      </>
    ),
  });
  return { to, replyTo: values.email, subject: title, html, text: renderText([title, intro, rows]) };
}
