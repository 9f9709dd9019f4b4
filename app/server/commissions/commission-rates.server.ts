import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { commissionRates } from "../catalogue/catalogue.server";
import type { Database } from "../db/client.server";
import { catalogueProducts } from "../db/schema/catalogue";
import { offerOptions, offers } from "../db/schema/offers";
import type { CommissionRates } from "./reconciliation";

type ContractKey = { id: string; insurer: string; productLine: string };

/**
 * The catalogue product each contract was sold as (issue 42): the option chosen in the signed
 * offer that made it; for a contract recorded without an offer, the catalogue's product of the
 * same insurer and line of insurance (the first by name, archived ones too). None: null.
 */
async function catalogueProductsOf(db: Pick<Database, "select">, rows: readonly ContractKey[]) {
  const ids = rows.map((row) => row.id);
  const sold =
    ids.length === 0
      ? []
      : await db
          .select({ contractId: offers.contractId, productId: offerOptions.catalogueProductId })
          .from(offers)
          .innerJoin(offerOptions, eq(offerOptions.id, offers.chosenOptionId))
          .where(and(inArray(offers.contractId, ids), isNotNull(offers.contractId)));
  const byContract = new Map(sold.map((row) => [row.contractId as string, row.productId]));
  const insurers = [...new Set(rows.map((row) => row.insurer))];
  const products =
    insurers.length === 0
      ? []
      : await db
          .select({ id: catalogueProducts.id, insurer: catalogueProducts.insurer, line: catalogueProducts.productLine })
          .from(catalogueProducts)
          .where(inArray(catalogueProducts.insurer, insurers))
          .orderBy(asc(catalogueProducts.archivedAt), asc(catalogueProducts.name));
  const firstOf = new Map<string, string>();
  for (const product of products) {
    const key = `${product.insurer}|${product.line}`;
    if (!firstOf.has(key)) firstOf.set(key, product.id);
  }
  return new Map(
    rows.flatMap((row) => {
      const productId = byContract.get(row.id) ?? firstOf.get(`${row.insurer}|${row.productLine}`);
      return productId ? [[row.id, productId] as const] : [];
    }),
  );
}

/** Each contract's commission rates from the catalogue (`commissionRates`); absent when none is known. */
export async function commissionRatesOf(
  db: Pick<Database, "select">,
  rows: readonly ContractKey[],
): Promise<Map<string, CommissionRates>> {
  const productOf = await catalogueProductsOf(db, rows);
  const ratesOf = new Map<string, CommissionRates | null>();
  for (const productId of new Set(productOf.values())) {
    const rates = await commissionRates(db, productId);
    ratesOf.set(productId, rates ? { firstYearBps: rates.firstYearBp, followingYearsBps: rates.renewalBp } : null);
  }
  const result = new Map<string, CommissionRates>();
  for (const [contractId, productId] of productOf) {
    const rates = ratesOf.get(productId);
    if (rates) result.set(contractId, rates);
  }
  return result;
}
