import { describe, expect, it } from "vitest";
import { EMAIL_MAX, readCode, readEmail, readPassword } from "./auth-forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("readEmail", () => {
  it("trims and lower-cases a valid address", () => {
    expect(readEmail(form({ email: "  Claire.Martin@Example.FR " }))).toEqual({ email: "claire.martin@example.fr" });
  });

  it.each([
    ["missing", {}, "account.errors.emailRequired"],
    ["blank", { email: "   " }, "account.errors.emailRequired"],
    ["without a domain", { email: "claire@" }, "account.errors.emailInvalid"],
    ["with spaces inside", { email: "claire martin@example.fr" }, "account.errors.emailInvalid"],
    ["too long", { email: `${"a".repeat(EMAIL_MAX)}@example.fr` }, "account.errors.emailInvalid"],
  ])("refuses an address %s", (_name, fields, error) => {
    const result = readEmail(form(fields));
    expect(result.error).toBe(error);
    expect(result.email.length).toBeLessThanOrEqual(EMAIL_MAX);
  });
});

describe("readPassword", () => {
  it("keeps a password exactly as typed, spaces included", () => {
    expect(readPassword(form({ password: " mot de passe " }), "password", { max: 128 })).toEqual({
      password: " mot de passe ",
    });
  });

  it("checks the length of a new password only", () => {
    expect(readPassword(form({ password: "court" }), "password", { max: 128 }).error).toBeUndefined();
    expect(readPassword(form({ password: "court" }), "password", { min: 8, max: 128 }).error).toBe(
      "account.errors.passwordTooShort",
    );
  });

  it("refuses a huge password without echoing it", () => {
    expect(readPassword(form({ password: "x".repeat(129) }), "password", { max: 128 })).toEqual({
      password: "",
      error: "account.errors.passwordTooLong",
    });
  });

  it("requires something", () => {
    expect(readPassword(form({}), "confirm", { max: 128 }).error).toBe("account.errors.passwordRequired");
  });
});

describe("readCode", () => {
  it("accepts six digits, forgiving spaces typed or pasted around them", () => {
    expect(readCode(form({ code: " 123 456 " }))).toEqual({ code: "123456" });
  });

  it.each([
    ["", "account.errors.codeRequired"],
    ["12345", "account.errors.codeFormat"],
    ["1234567", "account.errors.codeFormat"],
    ["12a456", "account.errors.codeFormat"],
    ["١٢٣٤٥٦", "account.errors.codeFormat"],
  ])("refuses %j", (code, error) => {
    expect(readCode(form({ code })).error).toBe(error);
  });
});
