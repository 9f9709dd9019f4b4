import { describe, expect, it } from "vitest";
import { staffReturnToOf } from "~/paths/backoffice";
import { readJournalFilters } from "./journal.server";
import { signInNoticeOf } from "./sign-in-notices";
import { readBackupCode, readName, readTotp } from "./staff-forms";
import { base32, otpauthUri } from "./two-factor.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the staff forms' codes", () => {
  it.each([
    ["123456", { code: "123456" }],
    [" 123 456 ", { code: "123456" }],
    ["", { code: "", error: "staff.errors.codeRequired" }],
    ["12345", { code: "", error: "staff.errors.codeFormat" }],
    ["12345a", { code: "", error: "staff.errors.codeFormat" }],
    ["1".repeat(10_000), { code: "", error: "staff.errors.codeFormat" }],
  ])("TOTP %j", (input, expected) => {
    expect(readTotp(form({ code: input }))).toEqual(expected);
  });

  it.each([
    ["AbCdE-12345", { code: "AbCdE-12345" }],
    ["AbCdE12345", { code: "AbCdE-12345" }],
    ["AbCdE-1234", { code: "", error: "staff.errors.backupFormat" }],
    ["AbCdE_12345", { code: "", error: "staff.errors.backupFormat" }],
  ])("backup code %j", (input, expected) => {
    expect(readBackupCode(form({ code: input }))).toEqual(expected);
  });
});

describe("the staff sign-in's addresses", () => {
  it.each([
    ["/backoffice/connexion?redirectTo=%2Fbackoffice%2Fleads%3Fstatut%3Dnouveau", "/backoffice/leads?statut=nouveau"],
    ["/backoffice/connexion?redirectTo=%2Fespace-client", "/backoffice"],
    ["/backoffice/connexion?redirectTo=%2Fbackofficex", "/backoffice"],
    ["/backoffice/connexion?redirectTo=https%3A%2F%2Fevil.example%2Fbackoffice", "/backoffice"],
    ["/backoffice/connexion?redirectTo=%2F%2Fevil.example", "/backoffice"],
    ["/backoffice/connexion", "/backoffice"],
  ])("%s comes back to %s, never outside the back office", (url, expected) => {
    expect(staffReturnToOf(`http://localhost${url}`)).toBe(expected);
  });

  it("turns the sign-in screen's flags into notices", () => {
    expect(signInNoticeOf(new URL("http://x/backoffice/connexion?session-expiree=1"))).toBe(
      "staff.notices.sessionEnded",
    );
    expect(signInNoticeOf(new URL("http://x/backoffice/connexion"))).toBeNull();
  });
});

describe("the journal's filters", () => {
  const read = (query: string) => readJournalFilters(new URL(`http://x/backoffice/journal?${query}`));
  it("reads what an admin chose", () => {
    expect(read("actor=Admin%40Example.fr&action=staff.sign-in&from=2026-11-01&to=2026-11-23&page=2")).toMatchObject({
      success: true,
      data: { actor: "Admin@Example.fr", action: "staff.sign-in", from: "2026-11-01", to: "2026-11-23", page: 2 },
    });
    expect(read("")).toMatchObject({ success: true, data: { page: 1 } });
  });

  it.each([
    "from=pas-une-date",
    "to=2026-13-45",
    "to=2026-02-30",
    "from=0000-01-01",
    "page=0",
    "page=abc",
    `action=${"a".repeat(500)}`,
    "action=DROP%20TABLE",
    `actor=${"a".repeat(300)}%40example.fr`,
  ])("refuses %s", (query) => {
    expect(read(query).success).toBe(false);
  });
});

describe("TOTP addresses", () => {
  it("encode the secret in base32 as authenticator apps read it (RFC 4648 vectors)", () => {
    expect(base32("")).toBe("");
    expect(base32("f")).toBe("MY");
    expect(base32("foobar")).toBe("MZXW6YTBOI");
    expect(otpauthUri("Maison Courtage", "a@b.fr", "foobar")).toBe(
      "otpauth://totp/Maison%20Courtage:a%40b.fr?secret=MZXW6YTBOI&issuer=Maison+Courtage&digits=6&period=30",
    );
  });
});

describe("a colleague's name", () => {
  it("is one clean line: no NUL nor control character reaches the database (the fuzz test's find)", () => {
    expect(readName(form({ name: "/\u0000" }))).toEqual({ name: "/" });
    expect(readName(form({ name: "  Élise\u0007\tMartin  " }))).toEqual({ name: "Élise Martin" });
    expect(readName(form({ name: "\u0000" })).error).toBe("staff.errors.nameRequired");
  });
});
