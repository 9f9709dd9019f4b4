import type { FormInput } from "~/forms/form-reader";
import {
  closeClaim,
  investigateClaim,
  requestClaimPieces,
  reviewClaimPiece,
} from "~/server/customer-requests/claim-handling.server";
import {
  DOCUMENT_STEPS,
  type DocumentStep,
  handleDocumentStep,
  proposeAppointmentSlot,
} from "~/server/customer-requests/kind-handling.server";
import { changeRequestStatus } from "~/server/customer-requests/request-handling.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { PROPOSE_DAY_PARAM } from "./propose-slot-param";

/** The request page's forms of each kind's own handling (issue 24), beside the inbox's. */
export const KIND_INTENTS = [
  "confirmCancellation",
  "confirmAppointment",
  "proposeSlot",
  "cancelAppointment",
  "documentStep",
  "claimInvestigate",
  "claimRequestPieces",
  "claimReviewPiece",
  "claimClose",
] as const;
export type KindIntent = (typeof KIND_INTENTS)[number];

export const isKindIntent = (intent: string): intent is KindIntent =>
  (KIND_INTENTS as readonly string[]).includes(intent);

/**
 * Runs one of them; a refusal the screen can say comes as a RequestActionError (the caller turns
 * it into a 4xx), a form that is not one of ours as "badRequest".
 */
export async function handleKindIntent(
  db: Database,
  actor: StaffActor,
  intent: KindIntent,
  requestId: string,
  version: number,
  form: FormInput,
): Promise<"ok" | "badRequest"> {
  const site = await siteConfig(db);
  // Confirming a cancellation or an appointment is handling it; cancelling one is refusing it with its reason.
  if (intent === "confirmCancellation" || intent === "confirmAppointment") {
    const kind = intent === "confirmCancellation" ? "cancellation" : "appointment";
    await changeRequestStatus(db, actor, { requestId, version, status: "done", kind }, site);
  } else if (intent === "cancelAppointment") {
    await changeRequestStatus(
      db,
      actor,
      { requestId, version, status: "refused", reason: form.lines("reason"), kind: "appointment" },
      site,
    );
  } else if (intent === "proposeSlot") {
    await proposeAppointmentSlot(
      db,
      actor,
      // A day and one of its times, from the free slots the booking form offers (checked again there).
      {
        requestId,
        version,
        day: form.line(PROPOSE_DAY_PARAM) ?? "",
        time: form.line("time") ?? "",
        capacity: env().APPOINTMENT_ADVISERS_ON_DUTY,
      },
      site,
    );
  } else if (intent === "claimInvestigate") {
    await investigateClaim(db, actor, { requestId, version }, site);
  } else if (intent === "claimRequestPieces") {
    await requestClaimPieces(db, actor, { requestId, version, names: form.lines("names") ?? "" }, site);
  } else if (intent === "claimReviewPiece") {
    const decision = form.line("decision");
    if (decision !== "accept" && decision !== "reject") return "badRequest";
    await reviewClaimPiece(
      db,
      actor,
      {
        requestId,
        version,
        pieceId: form.line("pieceId") ?? "",
        accept: decision === "accept",
        reason: form.lines("reason"),
      },
      site,
    );
  } else if (intent === "claimClose") {
    await closeClaim(db, actor, { requestId, version, paid: form.line("paid") ?? null }, site);
  } else {
    const step = form.line("step") ?? "";
    if (!(DOCUMENT_STEPS as readonly string[]).includes(step)) return "badRequest";
    await handleDocumentStep(
      db,
      actor,
      { requestId, version, step: step as DocumentStep, reason: form.lines("reason") },
      site,
    );
  }
  return "ok";
}
