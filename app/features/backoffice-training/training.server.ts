import { data, type RouterContextProvider, redirect } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { STAFF_PATHS } from "~/paths/backoffice";
import { refusalResponse } from "~/server/action-error";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { CSV_BATCH, csvResponse, csvStream } from "~/server/csv-export.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import { staffActorOf } from "~/server/staff/staff-actor";
import { fileStore, type Upload } from "~/server/storage.server";
import {
  addCapacityDocument,
  addTrainingRecord,
  findTrainingFile,
  teamTrainingYear,
  trainingRecordsForExport,
  trainingYearOf,
} from "~/server/training/training.server";
import { hoursOf, parisDayOf, yearOf } from "~/server/training/training-rules";
import { YEAR_PARAM } from "./screens";

export const DONE_PARAM = "fait";

export type TrainingActionResult = { intent: string; errors: Record<string, string>; values: Record<string, string> };

/** The years a screen offers: from 2020 to next year, newest first. */
function yearsUpTo(now: Date) {
  const current = parisDayOf(now).year;
  return Array.from({ length: current + 2 - 2020 }, (_, index) => current + 1 - index);
}

const yearOfRequest = (request: Request, now: Date) => yearOf(queryOf(request.url).get(YEAR_PARAM), now);

/** The signed-in member of staff's own year: records, total, standing, capacity documents. */
export async function loadMyTraining(request: Request, context: Readonly<RouterContextProvider>, now = new Date()) {
  const me = context.get(staffContext);
  const year = yearOfRequest(request, now);
  const view = await trainingYearOf(await getDb(), me.id, year, now);
  if (!view) throw data(null, { status: 404 });
  const done = queryOf(request.url).get(DONE_PARAM);
  return { view, years: yearsUpTo(now), isAdmin: hasStaffRole(me.role, "admin"), done };
}

/** One member of staff's year, for an admin; anyone not staff is a 404. */
export async function loadMemberTraining(request: Request, staffId: string | undefined, now = new Date()) {
  const year = yearOfRequest(request, now);
  const view = staffId ? await trainingYearOf(await getDb(), staffId, year, now) : null;
  if (!view) throw data(null, { status: 404 });
  return { view, years: yearsUpTo(now) };
}

/** The team's year: each member's total and standing. */
export async function loadTeamTraining(request: Request, now = new Date()) {
  const year = yearOfRequest(request, now);
  return { year, years: yearsUpTo(now), team: await teamTrainingYear(await getDb(), year, now) };
}

export type MyTrainingData = Awaited<ReturnType<typeof loadMyTraining>>;
export type MemberTrainingData = Awaited<ReturnType<typeof loadMemberTraining>>;
export type TeamTrainingData = Awaited<ReturnType<typeof loadTeamTraining>>;

const INTENTS = ["record", "capacity"] as const;

/** A training record with its certificate (`record`), or a capacity document (`capacity`): multipart, the staff member's own. */
export async function handleTrainingAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  if (!form || !(INTENTS as readonly string[]).includes(intent)) {
    return data<TrainingActionResult>(
      { intent, errors: { form: "training.errors.badRequest" }, values: {} },
      { status: 400 },
    );
  }
  const fields = intent === "record" ? ["day", "hours", "subject"] : ["kind", "title"];
  const values = Object.fromEntries(fields.map((field) => [field, form.line(field) ?? ""]));
  const file = form.file("file");
  const upload: Upload | null = file ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
  const db = await getDb();
  const store = fileStore(env().UPLOADS_DIR);
  const actor = staffActorOf(context);
  try {
    if (intent === "record") {
      await addTrainingRecord(db, store, actor, {
        day: values.day ?? "",
        hours: values.hours ?? "",
        subject: values.subject ?? "",
        file: upload,
      });
    } else {
      await addCapacityDocument(db, store, actor, { kind: values.kind ?? "", title: values.title ?? "", file: upload });
    }
  } catch (error) {
    return refusalResponse<TrainingActionResult>(error, (refusal) => ({
      intent,
      errors: { [refusal.field ?? "form"]: refusal.messageKey },
      values,
    }));
  }
  const year = values.day ? values.day.slice(0, 4) : "";
  const query = new URLSearchParams({ [DONE_PARAM]: intent, ...(year ? { [YEAR_PARAM]: year } : {}) });
  return redirect(`${STAFF_PATHS.training}?${query}`, 303);
}

/** A certificate or capacity document: its owner's, or any for an admin; else 404. Another's download is audited. */
export async function trainingFileResponse(context: Readonly<RouterContextProvider>, fileId: string | undefined) {
  const me = context.get(staffContext);
  const db = await getDb();
  const file = fileId
    ? await findTrainingFile(db, { id: me.id, isAdmin: hasStaffRole(me.role, "admin") }, fileId)
    : null;
  if (!file) throw data(null, { status: 404 });
  if (file.staffId !== me.id) {
    await recordStaffAction(db, staffActorOf(context), {
      action: "training.download",
      target: { type: "staff", id: file.staffId },
      details: { fileId: file.id, kind: file.file },
    });
  }
  const bytes = await fileStore(env().UPLOADS_DIR).read(file.storagePath);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(safeFileName(file.fileName, "pdf")),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}

/**
 * One year's training records of the whole team as CSV, for an audit (ACPR): who, day, hours,
 * subject, certificate. Audited (a file of staff's records leaves the office).
 */
export async function trainingExportResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
) {
  const year = yearOfRequest(request, now);
  const db = await getDb();
  const { t } = requestLanguage(context);
  await recordStaffAction(db, staffActorOf(context), {
    action: "training.export",
    target: { type: "training", id: String(year) },
    details: { year },
  });
  const headers = ["name", "email", "day", "hours", "subject", "certificate"].map((column) =>
    t(`training.export.${column}`),
  );
  const stream = csvStream({
    headers,
    read: (after) => trainingRecordsForExport(db, year, after, CSV_BATCH),
    cells: (row) => [
      row.name,
      row.email,
      row.day,
      String(hoursOf(row.hundredths)).replace(".", ","),
      row.subject,
      row.fileName,
    ],
  });
  return csvResponse(stream, `formation-${year}`, now);
}
