import { and, eq } from "drizzle-orm";
import { data, type RouterContextProvider, redirect } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import { offerPath } from "~/paths/backoffice";
import { ActionError } from "~/server/action-error";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { getDb } from "~/server/db/index.server";
import { contracts } from "~/server/db/schema/customer-area";
import { NEEDS_QUESTIONNAIRE_IDS, questionnairesOfLine } from "~/server/offers/needs-questionnaires";
import { createOffer } from "~/server/offers/offers.server";
import { isRecordId } from "~/server/record-ids";
import { staffActorOf } from "~/server/staff/staff-actor";

/** The customer (and the contract renewed, for a renewal) a new offer is for; 404 otherwise. */
async function subjectOf(customerId: string | null, contractId: string | null) {
  const db = await getDb();
  const file = customerId ? await loadCustomerFile(db, customerId) : null;
  if (!file) throw data({ error: "notFound" }, { status: 404 });
  let renewed: { id: string; reference: string; productLine: (typeof contracts.$inferSelect)["productLine"] } | null =
    null;
  if (contractId) {
    const [row] = isRecordId(contractId)
      ? await db
          .select({ id: contracts.id, reference: contracts.reference, productLine: contracts.productLine })
          .from(contracts)
          .where(and(eq(contracts.id, contractId), eq(contracts.customerId, file.account.id)))
      : [];
    if (!row) throw data({ error: "notFound" }, { status: 404 });
    renewed = row;
  }
  return { file, renewed };
}

/** "Nouvelle proposition" for a customer (`?client=`), or the renewal of one of their contracts (`&contrat=`). */
export async function loadNewOffer(request: Request) {
  const query = queryOf(request.url);
  const { file, renewed } = await subjectOf(query.get("client"), query.get("contrat"));
  return {
    customer: { id: file.account.id, name: `${file.account.firstName} ${file.account.lastName}`.trim() },
    renewed: renewed ? { id: renewed.id, reference: renewed.reference } : null,
    questionnaires: renewed ? questionnairesOfLine(renewed.productLine) : [...NEEDS_QUESTIONNAIRE_IDS],
  };
}

export type NewOfferResult = { error: string };

export async function handleNewOffer(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const { file, renewed } = await subjectOf(form?.line("customerId") ?? null, form?.line("contractId") || null);
  try {
    const offer = await createOffer(await getDb(), staffActorOf(context), {
      customerId: file.account.id,
      questionnaire: form?.line("questionnaire") ?? "",
      renewedContractId: renewed?.id ?? null,
    });
    throw redirect(offerPath(offer.id));
  } catch (error) {
    if (error instanceof ActionError)
      return data<NewOfferResult>({ error: error.messageKey }, { status: error.status });
    throw error;
  }
}
