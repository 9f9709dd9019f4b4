import { and, eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import { renderCancellationCertificate } from "~/server/contracts/documents/cancellation-certificate.server";
import { holderName } from "~/server/customers/customer-profiles.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { isRequestReference } from "~/server/record-ids";
import type { SiteConfig } from "~/server/site-config.server";
import type { CancellationDetails } from "./request-summary";

/** Whether a request has a cancellation certificate: a cancellation customer service confirmed. */
export function hasCancellationCertificate(request: { kind: string; status: string }) {
  return request.kind === "cancellation" && request.status === "done";
}

/**
 * The certificate of one of this customer's confirmed cancellations, or null (not theirs, not a
 * cancellation, not confirmed, or its contract gone): the caller answers 404 alike.
 */
export async function cancellationCertificateOf(
  db: Database,
  customerId: string,
  reference: string,
  lang: Lang,
  site: SiteConfig,
  now = new Date(),
) {
  if (!isRequestReference(reference)) return null;
  const [row] = await db
    .select({ request: customerRequests, contract: contracts, customer: { id: users.id, name: users.name } })
    .from(customerRequests)
    .innerJoin(contracts, eq(contracts.id, customerRequests.contractId))
    .innerJoin(users, eq(users.id, customerRequests.customerId))
    .where(and(eq(customerRequests.reference, reference), eq(customerRequests.customerId, customerId)));
  if (!row || !hasCancellationCertificate(row.request)) return null;
  const details = row.request.details as unknown as CancellationDetails;
  return renderCancellationCertificate({
    contract: row.contract,
    holder: { fullName: await holderName(db, row.customer) },
    site,
    lang,
    now,
    cancellation: {
      reference: row.request.reference,
      receivedAt: row.request.createdAt,
      effectDate: details.effectDate,
      confirmedAt: row.request.closedAt ?? now,
    },
  });
}
