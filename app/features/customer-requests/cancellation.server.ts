import { and, desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { formInput, queryOf } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { cancellationPath } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { findCustomerContract } from "~/server/contracts/contracts.server";
import { cancellationTerms, effectDateOf } from "~/server/customer-requests/cancellation-terms";
import { checkCancellation } from "~/server/customer-requests/request-forms";
import { refuse, takeCustomerRequest } from "~/server/customer-requests/request-intake.server";
import type { CancellationDetails } from "~/server/customer-requests/request-summary";
import type { Database } from "~/server/db/client.server";
import { customerRequests } from "~/server/db/schema/customer-requests";
import { issueFormToken } from "~/server/leads/form-token.server";

/** A post about one of the customer's contracts (a cancellation, a claim): who, in which language, which contract. */
export type ContractRequestPost = [
  db: Database,
  request: Request,
  customer: CustomerIdentity,
  lang: Lang,
  reference: string | undefined,
];

/** A contract of this customer by the reference in the address, or a 404 (another's is unknown). */
export async function contractOr404(db: Database, customer: CustomerIdentity, reference: string | undefined) {
  const contract = reference ? await findCustomerContract(db, customer.id, reference) : null;
  if (!contract) throw data(null, { status: 404 });
  return contract;
}

export async function loadCancellation(
  db: Database,
  customer: CustomerIdentity,
  reference: string | undefined,
  url: URL,
) {
  const contract = await contractOr404(db, customer, reference);
  const receiptRef = queryOf(url).get("accuse");
  let receipt: { reference: string; createdAt: string; details: CancellationDetails } | null = null;
  if (receiptRef) {
    const [row] = await db
      .select()
      .from(customerRequests)
      .where(
        and(
          eq(customerRequests.reference, receiptRef),
          eq(customerRequests.customerId, customer.id),
          eq(customerRequests.contractId, contract.id),
        ),
      );
    if (row) {
      receipt = {
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
        details: row.details as unknown as CancellationDetails,
      };
    }
  }
  const step: "info" | "form" = queryOf(url).get("etape") === "formulaire" ? "form" : "info";
  return {
    terms: cancellationTerms(contract),
    step: receipt ? ("done" as "info" | "form" | "done") : step,
    receipt,
    pending: contract.status === "cancelling" ? await pendingCancellation(db, customer, contract.id) : null,
    prefill: { name: customer.name, email: customer.email },
    formToken: issueFormToken(),
  };
}

/** The request that put a contract "en cours de résiliation": its reference and the day it ends. */
async function pendingCancellation(db: Database, customer: CustomerIdentity, contractId: string) {
  const [row] = await db
    .select({ reference: customerRequests.reference, details: customerRequests.details })
    .from(customerRequests)
    .where(
      and(
        eq(customerRequests.customerId, customer.id),
        eq(customerRequests.contractId, contractId),
        eq(customerRequests.kind, "cancellation"),
      ),
    )
    .orderBy(desc(customerRequests.createdAt))
    .limit(1);
  if (!row) return null;
  const effectDate = (row.details as Partial<CancellationDetails>).effectDate;
  return { reference: row.reference, effectDate: typeof effectDate === "string" ? effectDate : null };
}

/**
 * Steps 2 and 3 post here: "review" checks the form and shows the summary (step 3), "edit" goes
 * back to the form with what was typed, "confirm" checks again and stores the request.
 */
export async function cancellationAction(...[db, request, customer, lang, reference]: ContractRequestPost) {
  const contract = await contractOr404(db, customer, reference);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse("requests.cancel.errors.failed", {}, {});
  const input = formInput(form);
  const intent = input.line("intent");
  const terms = cancellationTerms(contract);
  const checked = checkCancellation(input, terms.reasons);
  // Back to the form with what the summary showed. A summary only ever shows checked values, so
  // values that fail here were made by hand: the form says why, as on "review".
  if (intent === "edit" && checked.ok)
    return data({ ok: false as const, step: "form" as const, notice: "", errors: {}, values: checked.echo });
  if (!checked.ok) {
    return refuse("requests.cancel.errors.form", checked.errors, checked.echo);
  }
  const effect = effectDateOf(checked.values, terms);
  if (!effect.ok)
    return refuse("requests.cancel.errors.form", { desiredDate: "requests.cancel.errors.tooSoon" }, checked.echo);
  if (intent !== "confirm") {
    if (contract.status !== "active") {
      return refuse("requests.cancel.errors.notCancellable", {}, checked.echo, { status: 409 });
    }
    return data({ ok: true as const, step: "summary" as const, values: checked.echo, effectDate: effect.date });
  }
  // Confirming: the service answers a replay with the first request, and refuses a contract no
  // longer active (someone else's confirmation got there first).
  const details: CancellationDetails = {
    name: checked.values.name,
    email: checked.values.email,
    reason: checked.values.reason,
    reasonText: checked.values.details,
    desiredDate: checked.values.desiredDate || null,
    effectDate: effect.date,
    contractReference: contract.reference,
    contractProduct: contract.product,
    monthlyPremiumCents: contract.monthlyPremiumCents,
  };
  return takeCustomerRequest(
    { db, request, customer, lang, input },
    {
      failureNotice: "requests.cancel.errors.failed",
      values: checked.echo,
      draft: {
        kind: "cancellation",
        contractId: contract.id,
        details,
        uploads: [],
        cancellation: { effectDate: effect.date },
      },
      done: (requestRef) => `${cancellationPath(contract.reference)}?accuse=${encodeURIComponent(requestRef)}`,
    },
  );
}
