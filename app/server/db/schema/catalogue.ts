import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTRACT_PRODUCT_IDS, type Guarantee, PRODUCT_LINES } from "../../contracts/contract-types";
import { users } from "./auth";
import { oneOf } from "./one-of";

/**
 * A product the broker places (issue 42): an insurer's formula on one line of insurance, with the
 * documents the law says the customer reads before signing (the IPID, the general conditions),
 * its main guarantees and limits, and what the insurer pays the broker for it (issue 43 reads
 * the rates). Offers point at it: once one does, it is archived, never deleted.
 */
export const catalogueProducts = pgTable(
  "catalogue_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The insurer's name, a proper noun: not translated. */
    insurer: text("insurer").notNull(),
    /** The insurer's name for the product ("Tous risques Sérénité"): not translated. */
    name: text("name").notNull(),
    productLine: text("product_line", { enum: PRODUCT_LINES }).notNull(),
    /** The contract product a signature makes (contracts.product), within the line. */
    contractProduct: text("contract_product", { enum: CONTRACT_PRODUCT_IDS }).notNull(),
    /** The guarantees it can hold, from the line's vocabulary (contract-types.ts). */
    guarantees: jsonb("guarantees").$type<Guarantee[]>().notNull().default([]),
    /** The main limits and ceilings in the broker's words ("Plafond 1 500 € par sinistre"). */
    limits: text("limits").notNull().default(""),
    ipidPath: text("ipid_path"),
    ipidName: text("ipid_name"),
    ipidSha256: text("ipid_sha256"),
    conditionsPath: text("conditions_path"),
    conditionsName: text("conditions_name"),
    conditionsSha256: text("conditions_sha256"),
    /** The insurer's commission on the first year's premiums, in basis points (1 500 = 15 %). */
    firstYearCommissionBp: integer("first_year_commission_bp").notNull(),
    /** The commission on the following years' premiums, in basis points. */
    renewalCommissionBp: integer("renewal_commission_bp").notNull(),
    /** No longer offered: kept for the offers and contracts that name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The admin who last changed it. */
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("catalogue_products_line_idx").on(table.productLine, table.insurer, table.name),
    check("catalogue_products_line_known", oneOf(table.productLine, PRODUCT_LINES)),
    check("catalogue_products_product_known", oneOf(table.contractProduct, CONTRACT_PRODUCT_IDS)),
    check(
      "catalogue_products_commission_range",
      sql`${table.firstYearCommissionBp} between 0 and 10000 and ${table.renewalCommissionBp} between 0 and 10000`,
    ),
    check(
      "catalogue_products_product_in_line",
      sql`(${table.productLine} = 'vehicle' and ${table.contractProduct} like 'vehicles%')
        or (${table.productLine} = 'health' and ${table.contractProduct} like 'health%')
        or (${table.productLine} = 'borrower' and ${table.contractProduct} = 'borrower')
        or (${table.productLine} = 'home' and ${table.contractProduct} = 'home')
        or (${table.productLine} = 'provident' and ${table.contractProduct} = 'provident')
        or (${table.productLine} = 'liability' and ${table.contractProduct} = 'professionalLiability')`,
    ),
  ],
);
