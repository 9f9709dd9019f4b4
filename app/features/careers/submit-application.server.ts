import { randomInt, randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { jobApplications } from "~/server/db/schema/careers";
import { enqueueOutbox, type OutboxMessage } from "~/server/outbox/outbox.server";

export type ApplicationDraft = {
  name: string;
  email: string;
  message: string;
  lang: string;
  consent: { text: string; at: Date };
  cv: { fileName: string; bytes: Uint8Array };
  submissionKey: string;
};

export type StoredApplication = { id: string; reference: string; createdAt: Date } & Omit<ApplicationDraft, "cv"> & {
    cv: { fileName: string; size: number; storagePath: string };
  };

/** Messages announcing a new application; built by the caller (it knows the texts and addresses). */
export type ApplicationAnnouncer = (application: StoredApplication) => OutboxMessage[];

export type SubmittedApplication = { id: string; reference: string; outcome: "created" | "replayed" };

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference() {
  return `CA-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")}`;
}

/** A file name safe to store and show: no folders, no control characters, a sane length. */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (cleaned || "cv.pdf").slice(0, 200);
}

/**
 * Saves the CV under `<uploadsDir>/cv/<uuid>.pdf`, then stores the application and its outbox
 * messages in one transaction. The file is removed again if the transaction fails or the
 * submission key was already used (a resubmitted page: the first application is the answer).
 */
export async function submitApplication(
  db: Database,
  draft: ApplicationDraft,
  announce: ApplicationAnnouncer,
  uploadsDir: string,
  now = new Date(),
): Promise<SubmittedApplication> {
  const storagePath = `cv/${randomUUID()}.pdf`;
  const absolute = path.resolve(uploadsDir, storagePath);
  await mkdir(path.dirname(absolute), { recursive: true, mode: 0o700 });
  await writeFile(absolute, draft.cv.bytes, { mode: 0o600, flag: "wx" });
  const cv = { fileName: cleanFileName(draft.cv.fileName), size: draft.cv.bytes.byteLength, storagePath };
  try {
    const result = await db.transaction(async (tx): Promise<SubmittedApplication> => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [created] = await tx
          .insert(jobApplications)
          .values({
            reference: newReference(),
            name: draft.name,
            email: draft.email,
            message: draft.message,
            cvFileName: cv.fileName,
            cvSize: cv.size,
            cvStoragePath: cv.storagePath,
            lang: draft.lang,
            consentText: draft.consent.text,
            consentAt: draft.consent.at,
            submissionKey: draft.submissionKey,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: jobApplications.id, reference: jobApplications.reference });
        if (created) {
          await enqueueOutbox(tx, announce({ ...draft, ...created, createdAt: now, cv }));
          return { ...created, outcome: "created" };
        }
        // Either the key was used (a replay) or the reference was taken (drawn again).
        const [previous] = await tx
          .select({ id: jobApplications.id, reference: jobApplications.reference })
          .from(jobApplications)
          .where(eq(jobApplications.submissionKey, draft.submissionKey));
        if (previous) return { ...previous, outcome: "replayed" };
      }
      throw new Error("could not draw a free application reference");
    });
    if (result.outcome === "replayed") await rm(absolute, { force: true });
    return result;
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
}
