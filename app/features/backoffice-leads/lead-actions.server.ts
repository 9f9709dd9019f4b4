import { data, type RouterContextProvider, redirect } from "react-router";
import { formInput } from "~/forms/form-reader";
import { offerPath } from "~/paths/backoffice";
import { refusalResponse } from "~/server/action-error";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { parseParisDateTime } from "~/server/calls/sales-call-rules";
import { SalesCallRefused } from "~/server/calls/sales-calls.server";
import { getDb } from "~/server/db/index.server";
import { assignLead } from "~/server/leads/lead-assignment.server";
import { convertLead } from "~/server/leads/lead-conversion.server";
import { LEAD_STATUSES, type LeadStatus, LOST_REASONS, type LostReason } from "~/server/leads/lead-pipeline";
import {
  addLeadNote,
  CALL_OUTCOMES,
  type CallOutcome,
  changeLeadStatus,
  LEGAL_BASES,
  type LegalBasis,
  logLeadCall,
  NOTE_MAX,
} from "~/server/leads/lead-workflow.server";
import { log } from "~/server/logger.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { setRoundRobin } from "~/server/staff/round-robin.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import { isLeadId } from "./lead-detail.server";
import { leadIntentRole } from "./lead-intents";

export type LeadActionResult =
  | { ok: true; intent: string; notice: string; invitationUrl?: string }
  | { ok: false; intent: string; error: string; field?: string; nextAllowedAt?: string | null };

const refuse = (intent: string, status: number, error: string, field?: string) =>
  data<LeadActionResult>({ ok: false, intent, error, field }, { status });

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null;
}

function versionOf(value: string | undefined) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}

/**
 * Every change a member of staff makes to leads, from the list, the board and the lead page:
 * one form field `intent` says which. Bad input is a 400 naming what is wrong, an unknown lead a
 * 404, a lead changed since the screen was loaded a 409; each change is audited in its transaction.
 */
export async function handleLeadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  leadIdFromPath?: string,
) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse("unknown", 400, "badRequest");
  const input = formInput(form);
  const intent = input.line("intent") ?? "unknown";
  const leadId = leadIdFromPath ?? input.line("leadId");
  const needed = leadIntentRole(intent);
  if (needed && !hasStaffRole(context.get(staffContext).role, needed)) return refuse(intent, 403, "adminOnly");
  const actor = staffActorOf(context);
  const db = await getDb();
  try {
    if (intent === "roundRobin") {
      const enabled = input.line("enabled") === "on";
      await setRoundRobin(db, actor, "leads", enabled);
      return data<LeadActionResult>({ ok: true, intent, notice: enabled ? "roundRobinOn" : "roundRobinOff" });
    }
    if (!isLeadId(leadId)) return refuse(intent, 404, "notFound");
    switch (intent) {
      case "status": {
        const status = oneOf<LeadStatus>(LEAD_STATUSES, input.line("status"));
        const version = versionOf(input.line("version"));
        if (!status) return refuse(intent, 400, "badStatus", "status");
        if (!version) return refuse(intent, 400, "badRequest");
        const reasonText = input.line("lostReason");
        const lostReason = reasonText ? oneOf<LostReason>(LOST_REASONS, reasonText) : null;
        if (reasonText && !lostReason) return refuse(intent, 400, "badReason", "lostReason");
        await changeLeadStatus(db, actor, { leadId, status, version, lostReason });
        return data<LeadActionResult>({ ok: true, intent, notice: "statusChanged" });
      }
      case "assign": {
        const to = input.line("adviserId") ?? "";
        const version = versionOf(input.line("version")) ?? undefined;
        if (to && !/^[A-Za-z0-9_-]{1,64}$/.test(to)) return refuse(intent, 400, "unknownAdviser", "adviserId");
        await assignLead(db, actor, { leadId, adviserId: to || null, version });
        return data<LeadActionResult>({ ok: true, intent, notice: to ? "assigned" : "unassigned" });
      }
      case "note": {
        const text = input.lines("text") ?? "";
        if (text.length > NOTE_MAX) return refuse(intent, 400, "noteTooLong", "text");
        await addLeadNote(db, actor, { leadId, text });
        return data<LeadActionResult>({ ok: true, intent, notice: "noteAdded" });
      }
      case "call": {
        const outcome = oneOf<CallOutcome>(CALL_OUTCOMES, input.line("outcome"));
        if (!outcome) return refuse(intent, 400, "badOutcome", "outcome");
        const basisText = input.line("legalBasis");
        const legalBasis = basisText ? oneOf<LegalBasis>(LEGAL_BASES, basisText) : null;
        if (basisText && !legalBasis) return refuse(intent, 400, "legalBasisRequired", "legalBasis");
        const callBackText = input.line("callBackAt");
        const callBackAt = outcome === "callBack" && callBackText ? parseParisDateTime(callBackText) : null;
        if (outcome === "callBack" && !callBackAt) return refuse(intent, 400, "callBackAtRequired", "callBackAt");
        await logLeadCall(db, actor, { leadId, outcome, note: input.lines("note") ?? "", legalBasis, callBackAt });
        return data<LeadActionResult>({ ok: true, intent, notice: "callLogged" });
      }
      case "convert": {
        const version = versionOf(input.line("version"));
        if (!version) return refuse(intent, 400, "badRequest");
        const attach = input.line("attach") === "on";
        const result = await convertLead(
          db,
          actor,
          {
            leadId,
            version,
            attach,
            questionnaire: input.line("questionnaire"),
            birthDate: input.line("birthDate") || null,
          },
          await siteConfig(db),
        );
        log.info("lead converted", { leadId, offer: result.offerReference, attached: result.attached });
        // The draft offer opens at once: the needs and options are the next step.
        return redirect(offerPath(result.offerId));
      }
      default:
        return refuse(intent, 400, "badRequest");
    }
  } catch (error) {
    if (error instanceof SalesCallRefused) {
      return data<LeadActionResult>(
        {
          ok: false,
          intent,
          error: error.code,
          field: error.callField,
          nextAllowedAt: error.nextAllowedAt?.toISOString() ?? null,
        },
        { status: 400 },
      );
    }
    // A contract field the conversion refused comes as "contract.<field>".
    return refusalResponse<LeadActionResult>(error, ({ code }) => {
      const field = code.startsWith("contract.") ? code.slice("contract.".length) : undefined;
      return { ok: false, intent, error: field ? "contractInvalid" : code, field };
    });
  }
}
