import { data, type RouterContextProvider } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { refusalResponse } from "~/server/action-error";
import { isKindIntent, KIND_INTENTS } from "~/server/customer-requests/kinds/registry";
import { acknowledgeComplaint, addRequestNote, answerRequest } from "~/server/customer-requests/request-answers.server";
import { assignRequest } from "~/server/customer-requests/request-assignment.server";
import { changeRequestStatus } from "~/server/customer-requests/request-status.server";
import { getDb } from "~/server/db/index.server";
import {
  COMPLAINT_OUTCOMES,
  type ComplaintOutcome,
  CUSTOMER_REQUEST_STATUSES,
  type CustomerRequestStatus,
} from "~/server/db/schema/customer-requests";
import { env } from "~/server/env.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import { fileStore, UploadRefused } from "~/server/storage.server";
import { handleKindIntent } from "./kind-actions.server";

export type InboxActionResult = { ok: true; intent: string } | { ok: false; intent: string; error: string };

const INTENTS = ["status", "assign", "note", "answer", "acknowledge", ...KIND_INTENTS] as const;

const refuse = (intent: string, status: number, error: string) =>
  data<InboxActionResult>({ ok: false, intent, error }, { status });

/**
 * The request page's forms: a status change (with the refusal's reason), an assignment, a note,
 * an answer (a complaint's final one with its outcome), a complaint's acknowledgement. Each is one intent, posted without scripts too; a refusal comes back as a 4xx with
 * its message's key, never a 500.
 */
export async function handleInboxAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  requestId: string | undefined,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  if (!form || !requestId || !(INTENTS as readonly string[]).includes(intent)) {
    return refuse(intent, 400, "badRequest");
  }
  const actor = staffActorOf(context);
  const db = await getDb();
  const version = Number.parseInt(form.line("version") ?? "", 10);
  try {
    if (isKindIntent(intent)) {
      if (!Number.isSafeInteger(version)) return refuse(intent, 400, "badRequest");
      const outcome = await handleKindIntent(db, actor, intent, requestId, version, form);
      if (outcome === "badRequest") return refuse(intent, 400, "badRequest");
    } else if (intent === "status") {
      const status = form.line("status") ?? "";
      if (!(CUSTOMER_REQUEST_STATUSES as readonly string[]).includes(status) || !Number.isSafeInteger(version)) {
        return refuse(intent, 400, "badRequest");
      }
      await changeRequestStatus(
        db,
        actor,
        { requestId, version, status: status as CustomerRequestStatus, reason: form.lines("reason") },
        await siteConfig(db),
      );
    } else if (intent === "assign") {
      const assignee = form.line("assigneeId") || null;
      await assignRequest(db, actor, {
        requestId,
        assigneeId: assignee,
        version: Number.isSafeInteger(version) ? version : undefined,
      });
    } else if (intent === "note") {
      await addRequestNote(db, actor, { requestId, text: form.lines("text") ?? "" });
    } else if (intent === "acknowledge") {
      await acknowledgeComplaint(db, actor, { requestId, text: form.lines("text") ?? "" }, await siteConfig(db));
    } else {
      const outcome = form.line("outcome") || null;
      if (outcome !== null && !(COMPLAINT_OUTCOMES as readonly string[]).includes(outcome)) {
        return refuse(intent, 400, "badRequest");
      }
      const uploads = await Promise.all(
        form
          .files("files")
          .map(async (file) => ({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
      );
      await answerRequest(
        db,
        actor,
        {
          requestId,
          text: form.lines("text") ?? "",
          close: form.line("close") === "1",
          outcome: outcome as ComplaintOutcome | null,
          files: { store: fileStore(env().UPLOADS_DIR), uploads },
        },
        await siteConfig(db),
      );
    }
  } catch (error) {
    if (error instanceof UploadRefused) return refuse(intent, 400, "requests.errors.fileType");
    return refusalResponse<InboxActionResult>(error, (refusal) => ({ ok: false, intent, error: refusal.code }));
  }
  return data<InboxActionResult>({ ok: true, intent });
}
