import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import type { OutboxMessage } from "~/server/outbox/outbox.server";
import type { RateLimitRule } from "~/server/rate-limit.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { FileStore } from "~/server/storage.server";
import { publicComplaintReceiptEmail } from "./complaint-emails.server";
import { type AnnouncerSettings, requestNotificationEmail, requestWebhookEvent } from "./request-announcements.server";
import type { ComplaintValues } from "./request-forms";
import type { ComplaintDetails } from "./request-summary";
import { type RequestAnnouncer, submitCustomerRequest } from "./submit-request.server";

/** Public complaints per client address and hour: a person files one, a script is stopped. */
export const PUBLIC_COMPLAINT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

/**
 * Who a public complaint is from, when the words given match: the account with this e-mail
 * (a customer's, never staff's), and the contract with this reference if it is that customer's.
 * A reference without the matching e-mail links nothing: a stranger's words must not land in
 * someone's area, and staff still read the reference in the complaint.
 */
export async function matchComplainant(db: Database, email: string, contractReference: string) {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.role, "customer")));
  if (!account) return { customerId: null, contractId: null };
  if (!contractReference) return { customerId: account.id, contractId: null };
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.reference, contractReference), eq(contracts.customerId, account.id)));
  return { customerId: account.id, contractId: contract?.id ?? null };
}

/** Customer service's notice and the webhook as for any request; the writer's receipt by e-mail, with no area link. */
function publicComplaintAnnouncer(settings: AnnouncerSettings): RequestAnnouncer {
  return (request) => {
    const messages: OutboxMessage[] = [
      {
        channel: "email",
        topic: "request.complaint.notification",
        payload: requestNotificationEmail(request, settings),
      },
      {
        channel: "email",
        topic: "request.complaint.confirmation",
        payload: publicComplaintReceiptEmail(
          {
            reference: request.reference,
            lang: request.lang,
            createdAt: request.createdAt,
            submitterName: settings.customer.name,
            submitterEmail: settings.customer.email,
          },
          settings.site,
        ),
      },
    ];
    if (settings.webhook) {
      messages.push({
        channel: "webhook",
        topic: "request.complaint",
        payload: { event: requestWebhookEvent(request, settings), target: "requests" },
      });
    }
    return messages;
  };
}

/**
 * Stores a complaint filed on the public page by anyone: matched to a customer (and their
 * contract) when the e-mail says so, in the inbox on the regulator's clocks either way, with
 * its receipt to the writer's e-mail in the same transaction.
 */
/** What a public page's request is taken with: the form's values, and where it is announced. */
export type PublicSubmission<Values> = {
  values: Values;
  lang: string;
  submissionKey: string;
  site: SiteConfig;
  notifyEmail: string;
  webhook: boolean;
  triggeredFrom: string;
  files: FileStore;
};

export async function submitPublicComplaint(db: Database, input: PublicSubmission<ComplaintValues>, now = new Date()) {
  const { values } = input;
  const match = await matchComplainant(db, values.email, values.contractReference);
  const details: ComplaintDetails = {
    name: values.name,
    email: values.email,
    contractReference: values.contractReference || null,
    text: values.text,
    fileCount: 0,
  };
  const announce = publicComplaintAnnouncer({
    site: input.site,
    notifyEmail: input.notifyEmail,
    webhook: input.webhook,
    customer: { name: values.name, email: values.email },
    triggeredFrom: input.triggeredFrom,
  });
  return submitCustomerRequest(
    db,
    {
      kind: "complaint",
      channel: "public",
      customerId: match.customerId,
      contractId: match.contractId,
      submitter: { name: values.name, email: values.email },
      details,
      lang: input.lang,
      submissionKey: input.submissionKey,
      uploads: [],
    },
    announce,
    input.files,
    now,
  );
}
