import { and, eq, isNull, sql } from "drizzle-orm";
import { SITE_PATHS } from "~/paths/site";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import type { OutboxMessage } from "~/server/outbox/outbox.server";
import type { RateLimitRule } from "~/server/rate-limit.server";
import { webhookConfigured } from "~/server/settings/webhook-endpoints.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { FileStore } from "~/server/storage.server";
import { publicComplaintReceiptEmail } from "./complaint-emails.server";
import {
  confirmationState,
  decideConfirmation,
  findConfirmation,
  newConfirmationToken,
  recordConfirmation,
} from "./public-confirmations.server";
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
function publicComplaintAnnouncer(settings: AnnouncerSettings, linkUrl: string | null): RequestAnnouncer {
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
          linkUrl,
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
 * Stores a complaint filed on the public page by anyone, in the inbox on the regulator's clocks,
 * with its receipt to the writer's e-mail in the same transaction. It joins no customer's area
 * on its own (issue 48: a stranger typing a customer's address put their words in that
 * customer's area): when the address is a customer's, the receipt carries a link that joins it
 * to their area (and to the contract named, if it is theirs) once followed from that mailbox.
 */
export async function submitPublicComplaint(
  db: Database,
  input: {
    values: ComplaintValues;
    lang: string;
    submissionKey: string;
    site: SiteConfig;
    notifyEmail: string;
    triggeredFrom: string;
    files: FileStore;
  },
  now = new Date(),
) {
  const { values } = input;
  const match = await matchComplainant(db, values.email, values.contractReference);
  const details: ComplaintDetails = {
    name: values.name,
    email: values.email,
    contractReference: values.contractReference || null,
    text: values.text,
    fileCount: 0,
  };
  const link = match.customerId
    ? { token: newConfirmationToken(), customerId: match.customerId, contractId: match.contractId }
    : null;
  const announce = publicComplaintAnnouncer(
    {
      site: input.site,
      notifyEmail: input.notifyEmail,
      // Asked of the settings, as for a request from the area: an address saved in "Paramètres" counts.
      webhook: await webhookConfigured(db, "requests"),
      customer: { name: values.name, email: values.email },
      triggeredFrom: input.triggeredFrom,
    },
    link ? `${input.site.siteUrl}${SITE_PATHS.complaintLink}?jeton=${encodeURIComponent(link.token)}` : null,
  );
  return submitCustomerRequest(
    db,
    {
      kind: "complaint",
      channel: "public",
      customerId: null,
      contractId: null,
      submitter: { name: values.name, email: values.email },
      details,
      lang: input.lang,
      submissionKey: input.submissionKey,
      uploads: [],
      // The link's promise, stored with the complaint and its receipt.
      reserve: link
        ? (tx, requestId) =>
            recordConfirmation(tx, {
              purpose: "complaintLink",
              token: link.token,
              customerId: link.customerId,
              contractId: link.contractId,
              requestId,
              requestedAt: now,
            }).then(() => undefined)
        : undefined,
    },
    announce,
    input.files,
    now,
  );
}

/**
 * The link in the receipt, followed from the customer's mailbox (a form post on its page): the
 * complaint joins their area, and the contract it named if that is theirs. Once only.
 */
export async function answerComplaintLink(db: Database, token: string, now = new Date()) {
  const row = await findConfirmation(db, "complaintLink", token);
  if (!row?.requestId) return "expired" as const;
  const { requestId } = row;
  const state = confirmationState(row, now);
  if (state !== "pending") return state === "expired" ? ("expired" as const) : ("decided" as const);
  return db.transaction(async (tx) => {
    if (!(await decideConfirmation(tx, row.id, "confirmed", now))) return "decided" as const;
    await tx
      .update(customerRequests)
      .set({ customerId: row.customerId, contractId: row.contractId })
      .where(and(eq(customerRequests.id, requestId), isNull(customerRequests.customerId)));
    return "confirmed" as const;
  });
}
