import { eq } from "drizzle-orm";
import { DEFAULT_LANG } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { EmailParagraph, type EmailRow, EmailTable, renderEmail, renderText } from "~/server/mail/email-layout";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { RateLimitRule } from "~/server/rate-limit.server";
import type { SiteConfig } from "~/server/site-config.server";
import { cancellationTerms, effectDateOf } from "./cancellation-terms";
import type { PublicSubmission } from "./public-complaints.server";
import { requestAnnouncer } from "./request-announcements.server";
import type { CancellationValues } from "./request-forms";
import type { CancellationDetails } from "./request-summary";
import { RequestRefused, submitCustomerRequest } from "./submit-request.server";

/** Public cancellations per client address and hour: a person cancels a contract or two, a script guessing references is stopped. */
export const PUBLIC_CANCELLATION_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

export type PublicCancellation = CancellationValues & { reference: string };

/**
 * A cancellation asked without signing in (Code de la consommation L215-1-1): the contract whose
 * reference is given, if the e-mail given is its holder's and it is running. Matched, it is the
 * same request as from the area (the contract turns "En cours de résiliation", the inbox gets it,
 * the confirmation goes to the holder's e-mail, never to an address typed by a stranger).
 * Unmatched, customer service is told what was typed so that a person can follow up.
 * The caller answers both the same way: nothing says whether a reference exists.
 */
export async function submitPublicCancellation(
  db: Database,
  input: PublicSubmission<PublicCancellation>,
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
      const details: CancellationDetails = {
        name: values.name,
        email: found.holder.email,
        reason: values.reason,
        reasonText: values.details,
        desiredDate: values.desiredDate || null,
        effectDate: effect.date,
        contractReference: found.contract.reference,
        contractProduct: found.contract.product,
        monthlyPremiumCents: found.contract.monthlyPremiumCents,
      };
      const announce = requestAnnouncer({
        site: input.site,
        notifyEmail: input.notifyEmail,
        webhook: input.webhook,
        customer: { name: found.holder.name, email: found.holder.email },
        triggeredFrom: input.triggeredFrom,
      });
      try {
        await submitCustomerRequest(
          db,
          {
            kind: "cancellation",
            channel: "public",
            customerId: found.holder.id,
            contractId: found.contract.id,
            submitter: { name: values.name, email: values.email },
            details,
            lang: input.lang,
            submissionKey: input.submissionKey,
            uploads: [],
            cancellation: { effectDate: effect.date },
          },
          announce,
          input.files,
          now,
        );
        return { matched: true };
      } catch (error) {
        // Cancelled by someone else in between: told to customer service like any request it cannot take.
        if (!(error instanceof RequestRefused)) throw error;
      }
    }
  }
  await enqueueOutbox(db, [
    {
      channel: "email",
      topic: "request.cancellation.unmatched",
      payload: unmatchedCancellationEmail(values, input.notifyEmail, input.site, now),
    },
  ]);
  return { matched: false };
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
