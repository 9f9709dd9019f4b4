import { eq, inArray } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { DEMO_CAPACITY_DOCUMENTS, DEMO_TRAININGS } from "~/demo/demo-compliance";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { staffCapacityDocuments, staffTrainingRecords } from "~/server/db/schema/staff-training";
import type { FileStore } from "~/server/storage.server";
import { TRAINING_FILE_RULE } from "./training.server";
import { parisDayOf, parseHours } from "./training-rules";

/** A one-page certificate for the demo (pdfkit, as the product's documents are). */
function demoCertificate(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text(title).moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line);
    doc.moveDown().text("Document de démonstration.");
    doc.end();
  });
}

/**
 * The demo staff's training this year and their capacity documents (issue 44): the admin has her
 * 15 hours, the adviser is short of them (flagged from 1 October). Reset on every seed, files
 * included.
 */
export async function seedDemoTraining(db: Database, store: FileStore, now = new Date()) {
  const year = parisDayOf(now).year;
  const emails = Object.keys(DEMO_TRAININGS);
  const staff = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, emails));
  for (const member of staff) {
    const old = [
      ...(await db
        .select({ path: staffTrainingRecords.storagePath })
        .from(staffTrainingRecords)
        .where(eq(staffTrainingRecords.staffId, member.id))),
      ...(await db
        .select({ path: staffCapacityDocuments.storagePath })
        .from(staffCapacityDocuments)
        .where(eq(staffCapacityDocuments.staffId, member.id))),
    ];
    await db.delete(staffTrainingRecords).where(eq(staffTrainingRecords.staffId, member.id));
    await db.delete(staffCapacityDocuments).where(eq(staffCapacityDocuments.staffId, member.id));
    for (const { path } of old) await store.remove(path);
    for (const training of DEMO_TRAININGS[member.email] ?? []) {
      const day = `${year}-${training.monthDay}`;
      const bytes = await demoCertificate("Attestation de formation", [
        member.name,
        training.subject,
        `${day} · ${training.hours} h`,
      ]);
      await store.save({ fileName: "attestation-formation.pdf", bytes }, TRAINING_FILE_RULE, (stored) =>
        db.insert(staffTrainingRecords).values({
          staffId: member.id,
          day,
          hundredths: parseHours(training.hours) ?? 0,
          subject: training.subject,
          fileName: stored.fileName,
          storagePath: stored.storagePath,
          size: stored.size,
          uploadedBy: member.id,
        }),
      );
    }
    for (const document of DEMO_CAPACITY_DOCUMENTS[member.email] ?? []) {
      const bytes = await demoCertificate(document.title, [member.name]);
      await store.save({ fileName: "justificatif.pdf", bytes }, TRAINING_FILE_RULE, (stored) =>
        db.insert(staffCapacityDocuments).values({
          staffId: member.id,
          kind: document.kind,
          title: document.title,
          fileName: stored.fileName,
          storagePath: stored.storagePath,
          size: stored.size,
          uploadedBy: member.id,
        }),
      );
    }
  }
}
