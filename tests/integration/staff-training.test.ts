import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "~/server/db/schema/audit";
import { staffTrainingRecords } from "~/server/db/schema/staff-training";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import {
  addCapacityDocument,
  addTrainingRecord,
  findTrainingFile,
  teamTrainingYear,
  trainingRecordsForExport,
  trainingYearOf,
} from "~/server/training/training.server";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { PDF } from "../support/lead-forms";

const uploads = mkdtempSync(path.join(tmpdir(), "staff-training-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
const store = fileStore(uploads);
const pdf = (name = "attestation.pdf") => ({ fileName: name, bytes: PDF });

/** 1 October 2026 at noon in Paris: the flags are up. */
const OCTOBER = new Date("2026-10-01T10:00:00Z");

describe.each(testDatabases())("staff training on $name", (database) => {
  const db = () => database.handle().db;
  async function staff(role: "adviser" | "admin" = "adviser"): Promise<StaffActor> {
    const user = await createUser(db(), role);
    return { id: user.id, email: user.email, name: user.email, ip: "203.0.113.9" };
  }
  const record = (actor: StaffActor, overrides: Partial<Parameters<typeof addTrainingRecord>[3]> = {}) =>
    addTrainingRecord(
      db(),
      store,
      actor,
      { day: "2026-03-10", hours: "7,5", subject: "Devoir de conseil", file: pdf(), ...overrides },
      OCTOBER,
    );

  it("records trainings with decimal hours and a real PDF, refuses what is out of range, totals the year and flags from October", async () => {
    const adviser = await staff();
    await record(adviser);
    await record(adviser, { day: "2026-06-02", hours: "3.25", subject: "LCB-FT" });
    await record(adviser, { day: "2025-12-31", hours: "10", subject: "Année précédente" });
    for (const [overrides, messageKey] of [
      [{ hours: "0" }, "training.errors.hoursInvalid"],
      [{ hours: "40,5" }, "training.errors.hoursInvalid"],
      [{ hours: "7.555" }, "training.errors.hoursInvalid"],
      [{ day: "2026-02-30" }, "training.errors.dayInvalid"],
      [{ day: "2026-10-02" }, "training.errors.dayFuture"],
      [{ subject: " " }, "training.errors.required"],
      [{ file: null }, "training.errors.fileRequired"],
      [
        { file: { fileName: "faux.pdf", bytes: new TextEncoder().encode("%PDF-1.4 but not a PDF") } },
        "training.errors.fileNotPdf",
      ],
      [{ file: { fileName: "gros.pdf", bytes: new Uint8Array(10 * 1024 * 1024 + 1) } }, "training.errors.fileTooLarge"],
    ] as const) {
      await expect(record(adviser, overrides), messageKey).rejects.toMatchObject({ status: 400, messageKey });
    }
    const year = await trainingYearOf(db(), adviser.id, 2026, OCTOBER);
    expect(year?.records.map((row) => row.hundredths)).toEqual([325, 750]);
    expect(year).toMatchObject({ total: 1075, standing: "flagged" });
    // Before 1 October the same hours are only "open".
    expect((await trainingYearOf(db(), adviser.id, 2026, new Date("2026-09-15T10:00:00Z")))?.standing).toBe("open");
    const audits = await db().select().from(staffAuditLog).where(eq(staffAuditLog.actorId, adviser.id));
    expect(audits.filter((row) => row.action === "training.record")).toHaveLength(3);

    await addCapacityDocument(db(), store, adviser, { kind: "diploma", title: "BTS Assurance", file: pdf("bts.pdf") });
    await expect(
      addCapacityDocument(db(), store, adviser, { kind: "badge", title: "x", file: pdf() }),
    ).rejects.toMatchObject({ messageKey: "training.errors.kind" });
    const withDocument = await trainingYearOf(db(), adviser.id, 2026, OCTOBER);
    expect(withDocument?.documents.map((row) => row.kind)).toEqual(["diploma"]);
    // PDF.js opens every file: slow on a busy machine.
  }, 90_000);

  it("lists the team's year with each member's standing, and lets only the owner or an admin read a file", async () => {
    const admin = await staff("admin");
    const complete = await staff();
    const short = await staff();
    await record(complete, { hours: "15" });
    await record(short, { hours: "2" });
    const team = await teamTrainingYear(db(), 2026, OCTOBER);
    const standing = (id: string) => team.find((row) => row.id === id)?.standing;
    expect(standing(complete.id)).toBe("met");
    expect(standing(short.id)).toBe("flagged");
    expect(standing(admin.id)).toBe("flagged");
    expect(team.every((row) => row.role !== "customer")).toBe(true);

    const [file] = await db().select().from(staffTrainingRecords).where(eq(staffTrainingRecords.staffId, short.id));
    const id = file?.id as string;
    expect(await findTrainingFile(db(), { id: short.id, isAdmin: false }, id)).toMatchObject({ file: "certificate" });
    expect(await findTrainingFile(db(), { id: complete.id, isAdmin: false }, id)).toBeNull();
    expect(await findTrainingFile(db(), { id: admin.id, isAdmin: true }, id)).toMatchObject({ staffId: short.id });
    expect(await findTrainingFile(db(), { id: admin.id, isAdmin: true }, "not-an-id")).toBeNull();

    // The audit export reads one year, every member, in batches.
    const rows = await trainingRecordsForExport(db(), 2026, null, 1000);
    expect(rows.some((row) => row.staffId === short.id && row.hundredths === 200)).toBe(true);
    expect(rows.every((row) => row.day.startsWith("2026-"))).toBe(true);
    const firstTwo = await trainingRecordsForExport(db(), 2026, null, 2);
    const after = firstTwo.at(-1) as (typeof firstTwo)[number];
    const rest = await trainingRecordsForExport(db(), 2026, { at: after.cursorAt, id: after.id }, 1000);
    expect(rest).toHaveLength(rows.length - 2);
  });
});
