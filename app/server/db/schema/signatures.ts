import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { SignatureEvidence } from "../../signatures/evidence";
import { SIGNATURE_EVENT_KINDS, SIGNATURE_STATUSES } from "../../signatures/signature-states";
import { users } from "./auth";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A document someone is asked to sign (issue 41): who signs, what, until when, for which purpose
 * (the module that asked and will be called back), and how it ended. The original and the sealed
 * PDF are stored files; their SHA-256 digests are kept beside them.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    signerId: text("signer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The registered purpose whose callbacks run when the request ends ("document", "offer", …). */
    purpose: text("purpose").notNull(),
    /** The caller's own record (an offer's id, a mandate's id), handed back to its callbacks. */
    subjectId: text("subject_id"),
    title: text("title").notNull(),
    /** What the signer agrees to, in plain words, shown under the document. */
    summary: text("summary").notNull(),
    status: text("status", { enum: SIGNATURE_STATUSES }).notNull().default("pending"),
    documentPath: text("document_path").notNull(),
    documentName: text("document_name").notNull(),
    documentSha256: text("document_sha256").notNull(),
    signedPath: text("signed_path"),
    signedSha256: text("signed_sha256"),
    /** The digest the seal's CMS signs (messageDigest): finds the request from a sealed copy. */
    sealDigest: text("seal_digest"),
    /** SHA-256 of the certificate that sealed it: a check page knows the seal was ours even after a renewal. */
    sealFingerprint: text("seal_fingerprint"),
    /** The facts printed on the evidence page, as recorded when the signature was given. */
    evidence: jsonb("evidence").$type<SignatureEvidence>(),
    /** The member of staff who sent it, when one did. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** When it left "pending" (signed, declined, expired or withdrawn). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The signer's reason for declining, or staff's for withdrawing; optional. */
    endReason: text("end_reason"),
  },
  (table) => [
    index("signature_requests_signer_idx").on(table.signerId, table.createdAt),
    index("signature_requests_pending_idx").on(table.status, table.expiresAt),
    index("signature_requests_seal_idx").on(table.sealDigest),
    check("signature_requests_status_check", sql`${table.status} in (${inList(SIGNATURE_STATUSES)})`),
  ],
);

/**
 * One attempt at signing: the code sent by e-mail (its SHA-256 only), when it was sent, until
 * when it works, how many wrong codes it took. A new code ends the previous attempt.
 */
export const signatureCodes = pgTable(
  "signature_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    /** The address the code went to (the account's at the time): printed on the evidence page. */
    sentTo: text("sent_to").notNull(),
    /** When the signer ticked "J'ai lu et j'accepte" and asked for the code. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    /** Set when the code was used, or when the attempt ended (too many wrong codes, replaced). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("signature_codes_request_idx").on(table.requestId, table.sentAt)],
);

/**
 * What happened to a request, in order: created, code sent, wrong code, signed, downloaded…
 * Rows are only inserted. The signer's downloads are audited here (staff's also go to the staff
 * audit log).
 */
export const signatureEvents = pgTable(
  "signature_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: SIGNATURE_EVENT_KINDS }).notNull(),
    /** The account that acted (the signer or a member of staff); null for the system. */
    actorId: text("actor_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("signature_events_request_idx").on(table.requestId, table.at),
    check("signature_events_kind_check", sql`${table.kind} in (${inList(SIGNATURE_EVENT_KINDS)})`),
  ],
);

/**
 * The demo seal's certificate, made on first run and shared by every instance on this database:
 * the PKCS#12 sealed with the settings key (secret-box), never in clear.
 */
export const sealCertificates = pgTable("seal_certificates", {
  name: text("name").primaryKey(),
  sealedP12: text("sealed_p12").notNull(),
  fingerprint: text("fingerprint").notNull(),
  notAfter: timestamp("not_after", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
