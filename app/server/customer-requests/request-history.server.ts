import { asc, desc, eq, inArray } from "drizzle-orm";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { customerRequestStages } from "~/server/db/schema/request-kinds";
import { safeFileName } from "~/server/files/file-names";
import { REQUEST_KINDS } from "./kinds/registry";

/** The customer's own requests, newest first, with their files' names and any answer. */
export async function loadRequestHistory(db: Database, customer: CustomerIdentity, limit = 100) {
  const joined = await db
    .select({ request: customerRequests, stage: customerRequestStages.stage })
    .from(customerRequests)
    .leftJoin(customerRequestStages, eq(customerRequestStages.requestId, customerRequests.id))
    .where(eq(customerRequests.customerId, customer.id))
    .orderBy(desc(customerRequests.createdAt), desc(customerRequests.id))
    .limit(limit);
  const rows = joined.map(({ request }) => request);
  const stages = new Map(joined.map(({ request, stage }) => [request.id, stage]));
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            id: customerRequestFiles.id,
            requestId: customerRequestFiles.requestId,
            fileName: customerRequestFiles.fileName,
            contentType: customerRequestFiles.contentType,
            size: customerRequestFiles.size,
          })
          .from(customerRequestFiles)
          .where(
            inArray(
              customerRequestFiles.requestId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(customerRequestFiles.createdAt));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    /** Where it stands in its kind's handling (a claim not moved yet is "déclaré"). */
    stage: stages.get(row.id) ?? REQUEST_KINDS[row.kind].initialStage,
    details: withCleanFileName(
      row.details,
      files.find((file) => file.requestId === row.id),
    ),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    /** Customer service wrote or decided since the customer last opened it. */
    unread: Boolean(row.staffActivityAt && (!row.customerSeenAt || row.staffActivityAt > row.customerSeenAt)),
    files: files
      .filter((file) => file.requestId === row.id)
      .map(({ id, fileName, contentType, size }) => ({ id, fileName: safeFileName(fileName, contentType), size })),
  }));
}

/** A document's details name its file: shown cleaned, as the file is served (rows stored before included). */
function withCleanFileName<T extends Record<string, unknown>>(
  details: T,
  file: { contentType: string } | undefined,
): T {
  if (typeof details.fileName !== "string") return details;
  return { ...details, fileName: safeFileName(details.fileName, file?.contentType ?? "") };
}
export type RequestHistoryItem = Awaited<ReturnType<typeof loadRequestHistory>>[number];
