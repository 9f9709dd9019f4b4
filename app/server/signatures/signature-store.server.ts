import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { isLang, type Lang } from "~/i18n/config";
import type { Database, Transaction } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { customerProfiles } from "~/server/db/schema/customers";
import { leads } from "~/server/db/schema/leads";
import { signatureEvents } from "~/server/db/schema/signatures";
import { env } from "~/server/env.server";
import { databaseBlobs, fileStore, fileStoreOn, type UploadRule } from "~/server/storage.server";
import type { SignatureEventKind } from "./signature-states";

/** A document to sign, or a sealed one: PDF only, 10 MB at most (stored under signatures/). */
export const SIGNATURE_FILES: UploadRule = { folder: "signatures", accept: ["pdf"], maxBytes: 10 * 1024 * 1024 };

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The file store, inside the caller's transaction when files live in the database (the file and
 * its row commit together). In a directory, a file written by a transaction that then fails stays
 * behind unnamed by any row: harmless, and the price of not holding bytes in memory twice.
 */
export function signatureFiles(tx?: Transaction) {
  if (tx && env().FILE_STORAGE === "database") return fileStoreOn(databaseBlobs(async () => tx as unknown as Database));
  return fileStore(env().UPLOADS_DIR);
}

/** Who signs, as the documents print them: the profile's name, else the account's, and the address. */
export async function signerOf(db: Pick<Database, "select">, signerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      accountName: users.name,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      lang: sql<
        string | null
      >`(select ${leads.lang} from ${leads} where ${leads.customerId} = ${users.id} order by ${leads.createdAt} desc limit 1)`,
    })
    .from(users)
    .leftJoin(customerProfiles, sql`${customerProfiles.userId} = ${users.id}`)
    .where(sql`${users.id} = ${signerId}`);
  if (!row) return null;
  const name = row.firstName ? `${row.firstName} ${row.lastName}` : row.accountName;
  // E-mails the customer did not ask for go out in the language of their latest quote request.
  const lang: Lang = isLang(row.lang) ? row.lang : "fr";
  return { id: row.id, email: row.email, role: row.role, name, firstName: row.firstName ?? name, lang };
}

export type EventInput = {
  kind: SignatureEventKind;
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
};

/** One line of the request's history (rows are only ever inserted). */
export async function recordSignatureEvent(db: Pick<Database, "insert">, requestId: string, event: EventInput) {
  await db.insert(signatureEvents).values({
    requestId,
    kind: event.kind,
    actorId: event.actorId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    details: event.details ?? {},
    at: event.at ?? new Date(),
  });
}

/** "offre.pdf" sealed is offered as "offre - signé.pdf". */
export const signedFileName = (documentName: string) => `${documentName.replace(/\.pdf$/i, "")} - signé.pdf`;
