import { data, type RouterContextProvider } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { formatFileSize, formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { findContractOf, listContractDocuments, listContractEvents } from "~/server/contracts/contract-admin.server";
import { nextAnniversary } from "~/server/contracts/contract-dates";
import { newContractReference } from "~/server/contracts/contracts.server";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { getDb } from "~/server/db/index.server";
import { PEOPLE_ROWS } from "./contract-form-fields";
import type { ContractFormValues } from "./contract-input.server";
import { DONE_PARAM } from "./customer-actions.server";
import { parisToday } from "./customers-loaders.server";
import { type StaffSchedule, staffScheduleOf } from "./payment-staff.server";

export type ContractScreenData = {
  customer: { id: string; name: string };
  /** Null for a new contract. */
  contract: { id: string; reference: string; status: string } | null;
  values: ContractFormValues;
  documents: Array<{ id: string; title: string; fileName: string; size: string; at: string }>;
  events: Array<{ id: string; kind: string; details: Record<string, unknown>; at: string }>;
  /** The payment schedule (issue 43); null for a new contract. */
  schedule: StaffSchedule | null;
  done: string | null;
};

async function customerOf(customerId: string | undefined) {
  const file = customerId ? await loadCustomerFile(await getDb(), customerId) : null;
  if (!file) throw data({ error: "notFound" }, { status: 404 });
  return { id: file.account.id, name: `${file.account.firstName} ${file.account.lastName}`.trim() };
}

/** An empty contract form for this customer, with a fresh reference and today's dates. */
export async function loadNewContract(customerId: string | undefined): Promise<ContractScreenData> {
  const customer = await customerOf(customerId);
  const today = parisToday();
  return {
    customer,
    contract: null,
    values: {
      reference: newContractReference(new Date()),
      startDate: today,
      // The first renewal, a year on: the start itself is not an anniversary (issue 46).
      anniversaryDate: nextAnniversary(today, today),
      status: "active",
      guarantees: [],
      personRelation0: "holder",
      personName0: customer.name,
    },
    documents: [],
    events: [],
    schedule: null,
    done: null,
  };
}

/** A contract's page in the back office: its form filled with what is stored, its documents and events. */
export async function loadStaffContract(
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
  contractId: string | undefined,
  url: URL,
): Promise<ContractScreenData> {
  const customer = await customerOf(customerId);
  const db = await getDb();
  const contract = contractId ? await findContractOf(db, customer.id, contractId) : null;
  if (!contract) throw data({ error: "notFound" }, { status: 404 });
  const { lang } = requestLanguage(context);
  const [documents, events] = await Promise.all([
    listContractDocuments(db, contract.id),
    listContractEvents(db, contract.id),
  ]);
  const values: ContractFormValues = {
    product: contract.product,
    reference: contract.reference,
    insurer: contract.insurer,
    formula: contract.formula ?? "",
    monthlyPremium: (contract.monthlyPremiumCents / 100).toFixed(2).replace(".", ","),
    startDate: contract.startDate,
    anniversaryDate: contract.anniversaryDate,
    status: contract.status,
    guarantees: contract.guarantees,
    vehicleRegistration: contract.vehicleRegistration ?? "",
    vehicleMake: contract.vehicleMake ?? "",
    vehicleModel: contract.vehicleModel ?? "",
    loanAmount: contract.loanAmountCents ? String(contract.loanAmountCents / 100) : "",
    loanBank: contract.loanBank ?? "",
  };
  (contract.peopleCovered ?? []).slice(0, PEOPLE_ROWS).forEach((person, row) => {
    values[`personName${row}`] = person.name;
    values[`personRelation${row}`] = person.relation;
  });
  return {
    customer,
    contract: { id: contract.id, reference: contract.reference, status: contract.status },
    values,
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      fileName: document.fileName,
      size: formatFileSize(document.size, lang),
      at: formatMoment(document.createdAt, lang),
    })),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      details: event.details,
      at: formatMoment(event.at, lang),
    })),
    schedule: await staffScheduleOf(db, contract, lang, parisToday()),
    done: queryOf(url).get(DONE_PARAM),
  };
}
