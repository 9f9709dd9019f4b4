import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { jobApplications } from "~/server/db/schema/careers";
import { enqueueOutbox, type OutboxMessage } from "~/server/outbox/outbox.server";
import type { FileStore, Upload, UploadRule } from "~/server/storage.server";
import { CV_MAX_BYTES, CV_TYPES } from "./application-schema";

/** Where CVs go under the uploads directory, and what they may be (checked by content again). */
export const CV_UPLOAD: UploadRule = { folder: "cv", accept: CV_TYPES, maxBytes: CV_MAX_BYTES };

export type ApplicationDraft = {
  name: string;
  email: string;
  message: string;
  lang: string;
  consent: { text: string; at: Date };
  cv: Upload;
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

/**
 * Stores the CV (storage.server.ts), then the application and its outbox messages in one
 * transaction. The file is removed again if the transaction fails or the submission key was
 * already used (a resubmitted page: the first application is the answer).
 */
export function submitApplication(
  db: Database,
  draft: ApplicationDraft,
  announce: ApplicationAnnouncer,
  files: FileStore,
  now = new Date(),
): Promise<SubmittedApplication> {
  const record = ({ fileName, size, storagePath }: { fileName: string; size: number; storagePath: string }) =>
    db.transaction(async (tx): Promise<SubmittedApplication> => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [created] = await tx
          .insert(jobApplications)
          .values({
            reference: newReference(),
            name: draft.name,
            email: draft.email,
            message: draft.message,
            cvFileName: fileName,
            cvSize: size,
            cvStoragePath: storagePath,
            lang: draft.lang,
            consentText: draft.consent.text,
            consentAt: draft.consent.at,
            submissionKey: draft.submissionKey,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: jobApplications.id, reference: jobApplications.reference });
        if (created) {
          await enqueueOutbox(
            tx,
            announce({ ...draft, ...created, createdAt: now, cv: { fileName, size, storagePath } }),
          );
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
  return files.save(draft.cv, CV_UPLOAD, record, (result) => result.outcome === "created");
}
