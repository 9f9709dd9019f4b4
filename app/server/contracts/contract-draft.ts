import { z } from "zod";
import { isCalendarDay } from "~/forms/calendar-day";
import { REASON_MAX } from "~/server/limits";
import { CONTRACT_ORIGINS, CONTRACT_PRODUCT_IDS, CONTRACT_STATUSES, GUARANTEES, productLineOf } from "./contract-types";

// The date fields' one reading (z.iso.date() takes year 0000, which PostgreSQL refuses).
const day = z.string().refine(isCalendarDay);
const label = z.string().trim().min(1).max(120);

/**
 * A contract as the broker records it (the seed today, the back office next). The line-specific
 * details the documents print are required for their line, as the database also insists.
 */
export const ContractDraftSchema = z
  .object({
    customerId: z.string().min(1),
    reference: z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, "upper-case letters, digits and dashes"),
    product: z.enum(CONTRACT_PRODUCT_IDS),
    formula: label.nullish(),
    insurer: label,
    status: z.enum(CONTRACT_STATUSES).default("active"),
    /** Typed by hand unless made from a signed offer (issue 42). */
    origin: z.enum(CONTRACT_ORIGINS).default("manual"),
    /** Why a contract typed by hand did not come from an offer (staff's form requires it). */
    originReason: z.string().trim().min(1).max(REASON_MAX).nullish(),
    offerId: z.string().min(1).max(100).nullish(),
    monthlyPremiumCents: z.number().int().min(0).max(10_000_000),
    startDate: day,
    anniversaryDate: day,
    endDate: day.nullish(),
    guarantees: z.array(z.enum(GUARANTEES)).max(GUARANTEES.length).default([]),
    vehicle: z
      .object({
        // French plates (AB-123-CD since 2009, 1234 AB 56 before) and foreign ones: letters, digits, spaces, dashes.
        registration: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9][A-Z0-9 -]{1,13}[A-Z0-9]$/),
        make: label,
        model: label,
      })
      .nullish(),
    loan: z.object({ amountCents: z.number().int().positive().max(100_000_000_000), bank: label }).nullish(),
    peopleCovered: z
      .array(z.object({ name: label, relation: z.enum(["holder", "spouse", "child", "other"]) }))
      .max(200)
      .nullish(),
  })
  .superRefine((draft, ctx) => {
    const line = productLineOf(draft.product);
    if (line === "vehicle" && !draft.vehicle) ctx.addIssue({ code: "custom", path: ["vehicle"], message: "required" });
    if (line === "borrower" && !draft.loan) ctx.addIssue({ code: "custom", path: ["loan"], message: "required" });
    // A contract made from an offer names it and waits, "pending", until its advice file lets it
    // run (contract-status.server.ts); one typed by hand never waits for an advice file.
    if (draft.origin === "offer" && !draft.offerId)
      ctx.addIssue({ code: "custom", path: ["offerId"], message: "required" });
    if (draft.origin === "offer" && draft.status !== "pending") {
      ctx.addIssue({ code: "custom", path: ["status"], message: "an offer's contract starts pending" });
    }
    if (draft.origin === "manual" && (draft.status === "pending" || draft.offerId)) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "only an offer's contract is pending" });
    }
    if (draft.endDate && draft.endDate < draft.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "before the start" });
    }
  });

export type ContractDraft = z.input<typeof ContractDraftSchema>;
