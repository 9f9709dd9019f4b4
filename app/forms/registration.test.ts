import { describe, expect, it } from "vitest";
import { fieldsSchema, MESSAGES, normaliseRegistration, validateFields } from "./field-schema";
import type { Field } from "./field-types";

describe("a French registration plate", () => {
  it("reads SIV and FNI plates as people type them, in their written form", () => {
    expect(normaliseRegistration("ab-123-cd")).toBe("AB-123-CD");
    expect(normaliseRegistration(" gh 456 jk ")).toBe("GH-456-JK");
    expect(normaliseRegistration("GH456JK")).toBe("GH-456-JK");
    expect(normaliseRegistration("123 abc 45")).toBe("123 ABC 45");
    expect(normaliseRegistration("1234-A-2B")).toBe("1234 A 2B");
    expect(normaliseRegistration("56 XY 974")).toBe("56 XY 974");
  });

  it("refuses what no French plate is", () => {
    // SIV letters leave out I, O and U; a département is 01 to 95, 2A/2B, or 971 to 976.
    for (const plate of [
      "AI-123-CD",
      "AB-12-CD",
      "AB-1234-CD",
      "12345 AB 75",
      "123 ABCD 45",
      "123 AB 98",
      "",
      "ÉÉ-123-CD",
    ]) {
      expect(normaliseRegistration(plate), plate).toBeNull();
    }
  });

  it("is a field kind of the forms engine, with its own message", async () => {
    const fields: Field[] = [{ name: "registration", kind: "registration", labelKey: "x" }];
    const schema = fieldsSchema(fields, "required");
    expect(await validateFields(schema, "required", { registration: "ab 123 cd" })).toEqual({
      ok: true,
      values: { registration: "AB-123-CD" },
    });
    expect(await validateFields(schema, "required", { registration: "AB 12" })).toMatchObject({
      ok: false,
      errors: { fields: { registration: MESSAGES.registration } },
    });
    expect(await validateFields(schema, "required", { registration: "" })).toMatchObject({
      ok: false,
      errors: { fields: { registration: "required" } },
    });
  });

  it("lets a text field ask for a minimum length", async () => {
    const fields: Field[] = [
      { name: "bank", kind: "text", labelKey: "x", autoComplete: "off", minLength: 2, maxLength: 120 },
    ];
    const schema = fieldsSchema(fields, "required");
    expect(await validateFields(schema, "required", { bank: " B " })).toMatchObject({
      ok: false,
      errors: { fields: { bank: MESSAGES.tooShort } },
    });
    expect(await validateFields(schema, "required", { bank: "x".repeat(121) })).toMatchObject({
      ok: false,
      errors: { fields: { bank: MESSAGES.tooLong } },
    });
    expect(await validateFields(schema, "required", { bank: " LCL " })).toEqual({ ok: true, values: { bank: "LCL" } });
  });
});
