import type { FormInput } from "~/forms/form-reader";
import { proposeAppointmentSlot } from "~/server/customer-requests/appointment-proposals.server";
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
} from "~/server/customer-requests/document-steps.server";
import type { KindIntent, StaffIntentOf } from "~/server/customer-requests/kinds/registry";
import { changeRequestStatus } from "~/server/customer-requests/request-status.server";
import type { Database } from "~/server/db/client.server";
import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { env } from "~/server/env.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { PROPOSE_DAY_PARAM } from "./propose-slot-param";

type IntentInput = { requestId: string; version: number; form: FormInput; site: SiteConfig };
/** One form of a kind's own handling: "badRequest" for a form that is not one of ours. */
type IntentHandler = (db: Database, actor: StaffActor, input: IntentInput) => Promise<"ok" | "badRequest" | undefined>;

/**
 * The request page's forms of each kind's own handling (issue 24), beside the inbox's: for each
 * kind, one handler per intent its definition lists (`kinds/<kind>.ts`). A kind or an intent
 * without its handler fails the typecheck.
 */
const KIND_INTENT_HANDLERS = {
  // Confirming a cancellation or an appointment is handling it; cancelling one is refusing it with its reason.
  cancellation: {
    confirmCancellation: async (db, actor, { requestId, version, site }) => {
      await changeRequestStatus(db, actor, { requestId, version, status: "done", kind: "cancellation" }, site);
    },
  },
  appointment: {
    confirmAppointment: async (db, actor, { requestId, version, site }) => {
      await changeRequestStatus(db, actor, { requestId, version, status: "done", kind: "appointment" }, site);
    },
    cancelAppointment: async (db, actor, { requestId, version, form, site }) => {
      await changeRequestStatus(
        db,
        actor,
        { requestId, version, status: "refused", reason: form.lines("reason"), kind: "appointment" },
        site,
      );
    },
    proposeSlot: async (db, actor, { requestId, version, form, site }) => {
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
    },
  },
  document: {
    documentStep: async (db, actor, { requestId, version, form, site }) => {
      const step = form.line("step") ?? "";
      if (!(DOCUMENT_STEPS as readonly string[]).includes(step)) return "badRequest";
      await handleDocumentStep(
        db,
        actor,
        { requestId, version, step: step as DocumentStep, reason: form.lines("reason") },
        site,
      );
    },
  },
  claim: {
    claimInvestigate: async (db, actor, { requestId, version, site }) => {
      await investigateClaim(db, actor, { requestId, version }, site);
    },
    claimRequestPieces: async (db, actor, { requestId, version, form, site }) => {
      await requestClaimPieces(db, actor, { requestId, version, names: form.lines("names") ?? "" }, site);
    },
    claimReviewPiece: async (db, actor, { requestId, version, form, site }) => {
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
    },
    claimClose: async (db, actor, { requestId, version, form, site }) => {
      await closeClaim(db, actor, { requestId, version, paid: form.line("paid") ?? null }, site);
    },
  },
  message: {},
  complaint: {},
} satisfies { [K in CustomerRequestKind]: Record<StaffIntentOf<K>, IntentHandler> };

const HANDLERS = Object.assign({}, ...Object.values(KIND_INTENT_HANDLERS)) as Record<KindIntent, IntentHandler>;

/**
 * Runs one of them; a refusal the screen can say comes as an ActionError (the caller turns
 * it into a 4xx), a form that is not one of ours as "badRequest". Each handling checks the
 * request is of its kind.
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
  return (await HANDLERS[intent](db, actor, { requestId, version, form, site })) ?? "ok";
}
