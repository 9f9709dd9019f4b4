import { refusalsIn } from "~/server/action-error";
import {
  type ContractProduct,
  GUARANTEES_BY_LINE,
  type Guarantee,
  isContractProduct,
  PRODUCT_LINES,
  type ProductLine,
  productLineOf,
} from "~/server/contracts/contract-types";
import { LINE_MAX, TEXT_MAX } from "~/server/limits";

const refuse = refusalsIn("offers.catalogue.errors");

/** A catalogue product as staff type it (the form's fields, strings and lists). */
export type CatalogueInput = {
  insurer: string;
  name: string;
  contractProduct: string;
  guarantees: string[];
  limits: string;
  /** Percentages as typed ("15", "12,5"). */
  firstYearCommission: string;
  renewalCommission: string;
};

export type CatalogueValues = {
  insurer: string;
  name: string;
  productLine: ProductLine;
  contractProduct: ContractProduct;
  guarantees: Guarantee[];
  limits: string;
  firstYearCommissionBp: number;
  renewalCommissionBp: number;
};

/** "12,5" % as 1 250 basis points; null when it is not a percentage from 0 to 100 with two decimals at most. */
export function percentToBasisPoints(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f%]/g, "").replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(compact)) return null;
  const bp = Math.round(Number(compact) * 100);
  return bp <= 10_000 ? bp : null;
}

/** The input checked field by field; the first fault is refused with a 400 naming its field. */
export function checkCatalogueInput(input: CatalogueInput): CatalogueValues {
  const insurer = input.insurer.trim();
  const name = input.name.trim();
  if (!insurer) throw refuse(400, "required", "insurer");
  if (insurer.length > LINE_MAX) throw refuse(400, "tooLong", "insurer");
  if (!name) throw refuse(400, "required", "name");
  if (name.length > LINE_MAX) throw refuse(400, "tooLong", "name");
  if (!isContractProduct(input.contractProduct)) throw refuse(400, "product", "contractProduct");
  const productLine = productLineOf(input.contractProduct);
  if (!PRODUCT_LINES.includes(productLine)) throw refuse(400, "product", "contractProduct");
  const allowed: readonly string[] = GUARANTEES_BY_LINE[productLine];
  const guarantees = [...new Set(input.guarantees)];
  if (guarantees.length === 0) throw refuse(400, "guaranteesRequired", "guarantees");
  if (!guarantees.every((guarantee) => allowed.includes(guarantee))) throw refuse(400, "guarantees", "guarantees");
  const limits = input.limits.trim();
  if (limits.length > TEXT_MAX) throw refuse(400, "tooLong", "limits");
  const firstYearCommissionBp = percentToBasisPoints(input.firstYearCommission);
  if (firstYearCommissionBp === null) throw refuse(400, "commission", "firstYearCommission");
  const renewalCommissionBp = percentToBasisPoints(input.renewalCommission);
  if (renewalCommissionBp === null) throw refuse(400, "commission", "renewalCommission");
  return {
    insurer,
    name,
    productLine,
    contractProduct: input.contractProduct,
    guarantees: guarantees as Guarantee[],
    limits,
    firstYearCommissionBp,
    renewalCommissionBp,
  };
}
