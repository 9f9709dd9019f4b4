import type { Database } from "~/server/db/client.server";
import { customerFormerIdentifiers } from "~/server/db/schema/former-identifiers";

type Writer = Pick<Database, "insert">;

/**
 * Keeps, in the caller's transaction, an address or phone the customer just replaced: the history
 * shows it masked, but the GDPR export and erasure must still find what was sent to it (issue 46).
 */
export async function rememberFormerIdentifier(
  db: Writer,
  customerId: string,
  kind: "email" | "phone",
  value: string | null | undefined,
  at = new Date(),
) {
  const cleaned = kind === "email" ? value?.trim().toLowerCase() : value?.trim();
  if (!cleaned) return;
  await db.insert(customerFormerIdentifiers).values({ customerId, kind, value: cleaned, replacedAt: at });
}
