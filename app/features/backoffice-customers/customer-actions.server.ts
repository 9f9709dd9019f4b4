import { data, type RouterContextProvider, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { customerPath } from "~/paths/backoffice";
import { isCustomerAreaPath } from "~/paths/customer-area";
import { refusalResponse } from "~/server/action-error";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { parseParisDateTime } from "~/server/calls/sales-call-rules";
import { checkContactDetails, readContactDetailsForm } from "~/server/customers/contact-details.server";
import {
  assignCustomerAdviser,
  editCustomerDetails,
  NOTICE_LIMITS,
  sendCustomerNotice,
  setCustomerAccountActive,
} from "~/server/customers/customer-admin.server";
import { logCustomerCall } from "~/server/customers/customer-calls.server";
import { getDb } from "~/server/db/index.server";
import { CALL_OUTCOMES, LEGAL_BASES } from "~/server/leads/lead-pipeline";
import { changeBankDetails } from "~/server/payments/bank-details-change.server";
import { revokeCustomerMandate } from "~/server/payments/mandate-revocation.server";
import { isAccountId } from "~/server/record-ids";
import { siteConfig } from "~/server/settings/site-settings.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import { customerIntentRole } from "./screens";

export type CustomerActionResult = {
  ok: false;
  intent: string;
  /** Keys under `customers-admin.errors` , by field; `form` for the whole form. */
  errors: Record<string, string>;
  values?: Record<string, string | boolean>;
};

/** Where the page says what was saved (post/redirect/get). */
export const DONE_PARAM = "fait";

const refuse = (
  intent: string,
  status: number,
  errors: Record<string, string>,
  values?: CustomerActionResult["values"],
) => data<CustomerActionResult>({ ok: false, intent, errors, values }, { status });

/**
 * The customer page's forms, one `intent` each: contact details, adviser, a notice, closing or
 * reopening the account (admins). Bad input is a 400 with its message by field, an unknown
 * customer a 404, an adviser's try at an admin's change a 403; each change is audited.
 */
export async function handleCustomerAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  const needed = customerIntentRole(intent);
  if (!form || !needed || !customerId) return refuse(intent, 400, { form: "customers-admin.errors.badRequest" });
  if (!hasStaffRole(context.get(staffContext).role, needed))
    return refuse(intent, 403, { form: "customers-admin.errors.adminOnly" });
  // An id no account can have (a NUL byte from the address) is unknown before any intent queries
  // with it: the RIB and mandate intents reach the payment tables directly.
  if (!isAccountId(customerId)) return refuse(intent, 404, { form: "customers-admin.errors.notFound" });
  const actor = staffActorOf(context);
  const db = await getDb();
  const done = () => redirect(`${customerPath(customerId)}?${DONE_PARAM}=${intent}`, 303);
  try {
    if (intent === "details") {
      const values = readContactDetailsForm(form);
      const check = await checkContactDetails(values);
      if (!check.ok) {
        const errors = Object.fromEntries(
          Object.entries(check.errors).map(([field, reason]) => [field, `customers-admin.errors.${reason}`]),
        );
        return refuse(intent, 400, errors, values);
      }
      await editCustomerDetails(db, actor, customerId, check.details);
      return done();
    }
    if (intent === "adviser") {
      await assignCustomerAdviser(db, actor, customerId, form.line("adviserId") || null);
      return done();
    }
    if (intent === "notify") {
      const title = form.line("title")?.trim() ?? "";
      const message = form.lines("message")?.trim() ?? "";
      const link = form.line("link")?.trim() || null;
      const errors: Record<string, string> = {};
      if (!title) errors.title = "customers-admin.errors.required";
      else if (title.length > NOTICE_LIMITS.title) errors.title = "customers-admin.errors.tooLong";
      if (!message) errors.message = "customers-admin.errors.required";
      else if (message.length > NOTICE_LIMITS.message) errors.message = "customers-admin.errors.tooLong";
      if (link && !isCustomerAreaPath(link)) errors.link = "customers-admin.errors.linkOutsideArea";
      if (Object.keys(errors).length) return refuse(intent, 400, errors, { title, message, link: link ?? "" });
      await sendCustomerNotice(db, actor, customerId, { title, message, link });
      return done();
    }
    if (intent === "call") {
      const outcome = CALL_OUTCOMES.find((value) => value === form.line("outcome"));
      if (!outcome) return refuse(intent, 400, { outcome: "leads.errors.badOutcome" });
      const basisText = form.line("legalBasis");
      const legalBasis = basisText ? (LEGAL_BASES.find((value) => value === basisText) ?? null) : null;
      if (basisText && !legalBasis) return refuse(intent, 400, { legalBasis: "leads.errors.legalBasisRequired" });
      const callBackText = form.line("callBackAt");
      const callBackAt = outcome === "callBack" && callBackText ? parseParisDateTime(callBackText) : null;
      if (outcome === "callBack" && !callBackAt) {
        return refuse(intent, 400, { callBackAt: "leads.errors.callBackAtRequired" });
      }
      await logCustomerCall(db, actor, { customerId, outcome, note: form.lines("note") ?? "", legalBasis, callBackAt });
      return done();
    }
    if (intent === "bankDetails") {
      // A RIB the customer gave by phone: staff cannot sign for them, so it only sends them the
      // new mandate to sign (the same change as their "Changer de RIB").
      const values = {
        holder: form.line("holder") ?? "",
        iban: (form.line("iban") ?? "").slice(0, 60),
        bic: (form.line("bic") ?? "").slice(0, 20),
      };
      const change = await changeBankDetails(db, {
        customerId,
        form: values,
        actor,
        site: await siteConfig(db),
        staffId: actor.id,
      });
      if (!change.ok) {
        const errors = Object.fromEntries(
          Object.entries(change.errors).map(([field, problem]) => [field, `payments.errors.${problem}`]),
        );
        return refuse(intent, 400, errors, { ...values, holder: values.holder.slice(0, 200) });
      }
      return done();
    }
    if (intent === "revokeMandate") {
      const reason = form.lines("reason") ?? "";
      const mandateId = form.line("mandateId") ?? "";
      try {
        await revokeCustomerMandate(db, { customerId, mandateId, reason, actor, site: await siteConfig(db) });
      } catch (error) {
        // The reason's problems are said by its field; the mandate's (unknown, ended) on top.
        return refusalResponse<CustomerActionResult>(error, (refusal) => ({
          ok: false,
          intent,
          errors: {
            [refusal.messageKey.startsWith("payments.errors.revokeReason") ? "reason" : "form"]: refusal.messageKey,
          },
          values: { mandateId, reason: reason.slice(0, 600) },
        }));
      }
      return done();
    }
    await setCustomerAccountActive(db, actor, customerId, intent === "reactivate");
    return done();
  } catch (error) {
    return refusalResponse<CustomerActionResult>(error, (refusal) => ({
      ok: false,
      intent,
      errors: { form: refusal.messageKey },
    }));
  }
}
