import { data, type RouterContextProvider, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { staffContractPath } from "~/paths/backoffice";
import { refusalResponse } from "~/server/action-error";
import {
  attachContractDocument,
  changeContractStatusByStaff,
  createContractByStaff,
  findContractOf,
  updateContractByStaff,
} from "~/server/contracts/contract-admin.server";
import { CONTRACT_STATUSES, type ContractStatus } from "~/server/contracts/contract-types";
import { isCustomer } from "~/server/customers/customer-file.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { saveSchedule } from "~/server/payments/schedules.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { type ContractFormValues, readContractForm } from "./contract-input.server";
import { DONE_PARAM } from "./customer-actions.server";
import { parisToday } from "./customers-loaders.server";
import { FORM_FIELD_OF, readScheduleForm } from "./payment-staff.server";

export type ContractActionResult = {
  intent: string;
  /** Message keys by field; `form` for the whole form. */
  errors: Record<string, string>;
  values?: ContractFormValues;
};

const refuse = (intent: string, status: number, errors: Record<string, string>, values?: ContractFormValues) =>
  data<ContractActionResult>({ intent, errors, values }, { status });

function refusal(intent: string, error: unknown, values?: ContractFormValues) {
  return refusalResponse<ContractActionResult>(error, (refused) => ({
    intent,
    errors: { [refused.field ?? "form"]: refused.messageKey },
    values,
  }));
}

/** A new contract for this customer: 404 for anyone not a customer, 400 by field, 409 for a reference in use. */
export async function handleNewContract(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
) {
  const form = await readFormInput(request);
  if (!form) return refuse("save", 400, { form: "customers-admin.errors.badRequest" });
  const db = await getDb();
  if (!customerId || !(await isCustomer(db, customerId))) throw data({ error: "notFound" }, { status: 404 });
  const { draft, errors, values } = readContractForm(form, customerId, true);
  if (!draft) return refuse("save", 400, errors, values);
  try {
    const contract = await createContractByStaff(db, staffActorOf(context), draft);
    return redirect(`${staffContractPath(customerId, contract.id)}?${DONE_PARAM}=contract`, 303);
  } catch (error) {
    return refusal("save", error, values);
  }
}

const INTENTS = ["save", "status", "document", "schedule"] as const;

/**
 * A contract's page: its facts (`save`), its status with a reason (`status`), a PDF to attach
 * (`document`, multipart). Each change is audited and on the customer's timeline.
 */
export async function handleContractAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
  contractId: string | undefined,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  if (!form || !customerId || !contractId || !(INTENTS as readonly string[]).includes(intent)) {
    return refuse(intent, 400, { form: "customers-admin.errors.badRequest" });
  }
  const db = await getDb();
  const actor = staffActorOf(context);
  const done = () => redirect(`${staffContractPath(customerId, contractId)}?${DONE_PARAM}=${intent}`, 303);
  try {
    if (intent === "save") {
      const { draft, errors, values } = readContractForm(form, customerId, false);
      if (!draft) return refuse(intent, 400, errors, values);
      try {
        await updateContractByStaff(db, actor, customerId, contractId, draft);
      } catch (error) {
        return refusal(intent, error, values);
      }
      return done();
    }
    if (intent === "schedule") {
      // The payment schedule (issue 43): created or replaced, its unannounced instalments with it.
      if (!(await findContractOf(db, customerId, contractId))) throw data({ error: "notFound" }, { status: 404 });
      const { input, errors, values } = readScheduleForm(form, contractId);
      if (!input) return refuse(intent, 400, errors, values);
      try {
        await db.transaction((tx) => saveSchedule(tx, input, actor));
      } catch (error) {
        return refusalResponse<ContractActionResult>(error, (refused) => ({
          intent,
          errors: { [FORM_FIELD_OF[refused.field ?? ""] ?? refused.field ?? "form"]: refused.messageKey },
          values,
        }));
      }
      return done();
    }
    if (intent === "status") {
      const status = form.line("status") ?? "";
      if (!(CONTRACT_STATUSES as readonly string[]).includes(status)) {
        return refuse(intent, 400, { status: "customers-admin.errors.required" });
      }
      await changeContractStatusByStaff(db, actor, customerId, contractId, {
        status: status as ContractStatus,
        reason: form.lines("reason") ?? "",
        today: parisToday(),
      });
      return done();
    }
    const file = form.file("file");
    await attachContractDocument(db, fileStore(env().UPLOADS_DIR), actor, customerId, contractId, {
      title: form.line("title") ?? "",
      file: file ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
    });
    return done();
  } catch (error) {
    return refusal(intent, error);
  }
}
