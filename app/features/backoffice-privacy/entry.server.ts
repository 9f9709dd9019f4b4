import { data, type RouterContextProvider } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { getDb } from "~/server/db/index.server";
import { EXTENSION_CHANNELS, type ExtensionChannel } from "~/server/db/schema/privacy";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import {
  type DataExportRow,
  exportDownload,
  exportStatusAt,
  findDataExport,
  kickDataExports,
  queueDataExport,
  requestExports,
} from "~/server/privacy/data-exports.server";
import type { DataSubject } from "~/server/privacy/data-subject.server";
import { ErasureBlocked, type ErasurePlan, eraseSubject, planErasure } from "~/server/privacy/erasure.server";
import {
  extendPrivacyRequest,
  findPrivacyRequest,
  isOpen,
  RegisterError,
  type RegisterRow,
  setPrivacyRequestStatus,
} from "~/server/privacy/register.server";
import { isRecordId } from "~/server/record-ids";
import { staffActorOf } from "~/server/staff/staff-actor";

export type EntryExport = Pick<DataExportRow, "id" | "status" | "progress" | "totalSteps" | "size" | "error"> & {
  createdAt: string;
  expiresAt: string | null;
};

export type EntryData = {
  entry: Omit<
    RegisterRow,
    "receivedAt" | "dueAt" | "extendedUntil" | "extensionToldAt" | "closedAt" | "createdAt" | "updatedAt"
  > & {
    receivedAt: string;
    dueAt: string;
    extendedUntil: string | null;
    extensionToldAt: string | null;
    closedAt: string | null;
  };
  exports: EntryExport[];
  /** What an erasure would do now (erasure requests that are still open). */
  plan: ErasurePlan["counts"] | null;
  holds: ErasurePlan["holds"];
  now: string;
};

export type EntryIntent = "status" | "extend" | "export" | "erase";
export type EntryActionResult = { ok: true; intent: EntryIntent } | { ok: false; intent: string; error: string };

const subjectOf = (entry: RegisterRow): DataSubject => ({
  email: entry.subjectEmail,
  phone: entry.subjectPhone,
  customerId: entry.customerId,
});

async function entryOr404(id: string | undefined) {
  if (!id || !isRecordId(id)) throw data(null, { status: 404 });
  const db = await getDb();
  const entry = await findPrivacyRequest(db, id.toLowerCase());
  if (!entry) throw data(null, { status: 404 });
  return { db, entry };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function loadEntry(id: string | undefined): Promise<EntryData> {
  const { db, entry } = await entryOr404(id);
  const now = new Date();
  const plan = entry.kind === "erasure" && isOpen(entry) ? await planErasure(db, subjectOf(entry), now) : null;
  const exports = await requestExports(db, entry.id);
  return {
    entry: {
      ...entry,
      receivedAt: entry.receivedAt.toISOString(),
      dueAt: entry.dueAt.toISOString(),
      extendedUntil: iso(entry.extendedUntil),
      extensionToldAt: iso(entry.extensionToldAt),
      closedAt: iso(entry.closedAt),
    },
    exports: exports.map((row) => ({
      id: row.id,
      status: exportStatusAt(row, now),
      progress: row.progress,
      totalSteps: row.totalSteps,
      size: row.size,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      expiresAt: iso(row.expiresAt),
    })),
    plan: plan?.counts ?? null,
    holds: plan?.holds ?? [],
    now: now.toISOString(),
  };
}

const refuse = (intent: string, status: number, error: string) =>
  data<EntryActionResult>({ ok: false, intent, error }, { status });

/**
 * An entry's changes, each a plain form post: take in hand / close (`status`), extend the
 * deadline (`extend`), export the person's data (`export`), erase it (`erase`, after the preview
 * and a ticked confirmation). Bad input is a 400 with its message key; a closed entry a 409.
 */
export async function handleEntryAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
) {
  const { db, entry } = await entryOr404(id);
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  const actor = staffActorOf(context);
  try {
    switch (intent) {
      case "status": {
        const status = form?.line("status") ?? "";
        if (status !== "in_progress" && status !== "done" && status !== "refused")
          return refuse(intent, 400, "badStatus");
        const outcome = form?.lines("outcome")?.trim().slice(0, 2000) || null;
        await setPrivacyRequestStatus(db, actor, entry.id, status, outcome);
        return data<EntryActionResult>({ ok: true, intent });
      }
      case "extend": {
        const months = Number(form?.line("months"));
        const reason = form?.lines("reason")?.trim() ?? "";
        const toldVia = form?.line("toldVia") ?? "";
        if (months !== 1 && months !== 2) return refuse(intent, 400, "badMonths");
        if (!reason || reason.length > 2000) return refuse(intent, 400, "reasonRequired");
        if (!(EXTENSION_CHANNELS as readonly string[]).includes(toldVia)) return refuse(intent, 400, "badToldVia");
        // By e-mail the app sends the notice itself; otherwise staff confirm they told the person.
        if (toldVia !== "email" && form?.line("told") !== "on") return refuse(intent, 400, "toldRequired");
        await extendPrivacyRequest(db, actor, entry.id, { months, reason, toldVia: toldVia as ExtensionChannel });
        if (toldVia === "email") kickOutbox();
        return data<EntryActionResult>({ ok: true, intent });
      }
      case "export": {
        if (!isOpen(entry)) return refuse(intent, 409, "closed");
        if (!entry.subjectEmail && !entry.subjectPhone && !entry.customerId) return refuse(intent, 409, "noSubject");
        await queueDataExport(db, subjectOf(entry), { staff: actor, requestId: entry.id });
        kickDataExports(db);
        return data<EntryActionResult>({ ok: true, intent });
      }
      case "erase": {
        if (entry.kind !== "erasure") return refuse(intent, 409, "notErasure");
        if (!isOpen(entry)) return refuse(intent, 409, "closed");
        if (form?.line("confirm") !== "on") return refuse(intent, 400, "confirmRequired");
        await eraseSubject(db, actor, subjectOf(entry), { requestId: entry.id });
        return data<EntryActionResult>({ ok: true, intent });
      }
      default:
        return refuse(intent, 400, "badRequest");
    }
  } catch (error) {
    if (error instanceof RegisterError) return refuse(intent, error.status, error.key);
    if (error instanceof ErasureBlocked) return refuse(intent, 409, error.key);
    throw error;
  }
}

/** An export's ZIP for staff (audited); gone, expired or not ready is a 404. */
export async function staffExportDownload(context: Readonly<RouterContextProvider>, id: string | undefined) {
  if (!id || !isRecordId(id)) throw data(null, { status: 404 });
  const db = await getDb();
  const row = await findDataExport(db, id.toLowerCase());
  // Staff download the exports made for the register; a customer's own stays theirs.
  const response = row?.requestedBy ? await exportDownload(db, row, staffActorOf(context)) : null;
  if (!response) throw data(null, { status: 404 });
  return response;
}
