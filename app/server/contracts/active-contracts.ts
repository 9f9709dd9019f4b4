import { type SQL, sql } from "drizzle-orm";
import { contracts } from "~/server/db/schema/customer-area";
import type { ContractStatus } from "./contract-types";

/*
 * What "active" means for a contract, once, for the customer's area and the back office's
 * customer list alike (issue 46): a contract is active while it is Actif, and while it is En
 * cours de résiliation until the day its cancellation takes effect (its end date: cover stops
 * that day; the customer is covered, and pays, until then). A cancellation without an end date
 * yet still covers. `today` is Paris's day (YYYY-MM-DD, `parisToday()`).
 */

type Dated = { status: ContractStatus; endDate: string | null };

/** A cancellation not yet in effect on `today`: the contract still covers. */
export function isCancellationPending(contract: Dated, today: string) {
  return contract.status === "cancelling" && (contract.endDate === null || contract.endDate > today);
}

/** The rule, in TypeScript, for contracts already read. */
export function isActiveContract(contract: Dated, today: string) {
  return contract.status === "active" || isCancellationPending(contract, today);
}

/**
 * The same rule's second half in SQL, over the `contracts` table: a query that already counts
 * status 'active' (the customer card's stored count, kept by triggers) adds these, which no
 * stored figure can hold because they stop counting when the day passes.
 */
export function cancellationPendingSql(today: string): SQL {
  return sql`(${contracts.status} = 'cancelling' and (${contracts.endDate} is null or ${contracts.endDate} > ${today}))`;
}

/** The whole rule in SQL, over the `contracts` table. */
export function activeContractSql(today: string): SQL {
  return sql`(${contracts.status} = 'active' or ${cancellationPendingSql(today)})`;
}
