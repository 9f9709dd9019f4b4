import { customerContext } from "~/server/auth/guards.server";
import { customerContractDocumentResponse } from "~/server/contracts/contract-document-files.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/contract-attachment";

/** A document the broker attached to one of the customer's contracts; 404 for anything not theirs. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return customerContractDocumentResponse(
    await getDb(),
    context.get(customerContext).id,
    params.contractId,
    params.documentId,
  );
}
