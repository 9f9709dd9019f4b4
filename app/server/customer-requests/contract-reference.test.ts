import { describe, expect, it } from "vitest";
import { newContractReference } from "~/server/contracts/contracts.server";
import { checkContractReference } from "./request-forms";

describe("a new contract's reference (issue 48)", () => {
  it("carries 10 random characters (50 bits) after the year, none repeated across a thousand", () => {
    const references = Array.from({ length: 1000 }, () => newContractReference(new Date("2026-11-28T10:00:00Z")));
    for (const reference of references) expect(reference).toMatch(/^MC-2026-[A-HJ-NP-Z2-9]{10}$/);
    expect(new Set(references).size).toBe(1000);
  });

  it("is taken by the public forms, as the demo's older references still are", () => {
    for (const reference of [newContractReference(new Date()), "VEH-2024-007731", "MC-2025-AB23CD"]) {
      expect(checkContractReference(reference)).toMatchObject({ ok: true, value: reference });
    }
  });
});
