import { describe, expect, it } from "vitest";
import { formInput } from "~/forms/form-reader";
import { MESSAGE_MAX } from "./application-fields";
import { CV_MAX_BYTES, validateApplication } from "./application-schema";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function form(overrides: Record<string, string | File | null> = {}) {
  const data = new FormData();
  const fields: Record<string, string | File | null> = {
    name: "Claire Martin",
    email: "Claire.Martin@Example.fr",
    message: "Bonjour,\r\nje souhaite vous rejoindre.",
    consent: "on",
    cv: new File([PDF], "cv.pdf", { type: "application/pdf" }),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.set(name, value);
  return formInput(data);
}

describe("application validation", () => {
  it("accepts a complete application and normalises it", async () => {
    const result = await validateApplication(form());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: "Claire Martin",
      email: "claire.martin@example.fr",
      message: "Bonjour,\nje souhaite vous rejoindre.",
    });
  });

  it("reports every missing field next to it", async () => {
    const result = await validateApplication(form({ name: "", email: "", consent: null, cv: null }));
    expect(result).toMatchObject({
      ok: false,
      errors: {
        notice: "careers.errors.notice",
        fields: {
          name: "careers.errors.name",
          email: "careers.errors.email",
          cv: "careers.errors.cvRequired",
          consent: "careers.errors.consent",
        },
      },
    });
  });

  it("treats the empty part of a form sent without a file as no file", async () => {
    const result = await validateApplication(form({ cv: new File([], "", { type: "application/octet-stream" }) }));
    expect(result).toMatchObject({ ok: false, errors: { fields: { cv: "careers.errors.cvRequired" } } });
  });

  it("refuses a file that is not a PDF, even named .pdf with a PDF type", async () => {
    const fake = new File(["MZ\x90\x00 executable"], "cv.pdf", { type: "application/pdf" });
    const result = await validateApplication(form({ cv: fake }));
    expect(result).toMatchObject({ ok: false, errors: { fields: { cv: "careers.errors.cvNotPdf" } } });
  });

  it("refuses a CV over 5 MB", async () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(PDF);
    const result = await validateApplication(form({ cv: new File([big], "cv.pdf") }));
    expect(result).toMatchObject({ ok: false, errors: { fields: { cv: "careers.errors.cvTooLarge" } } });
  });

  it("limits the message to 2000 characters, counting a line break as one", async () => {
    const ok = await validateApplication(form({ message: `${"a".repeat(MESSAGE_MAX - 2)}\r\nb` }));
    expect(ok.ok).toBe(true);
    const long = await validateApplication(form({ message: "a".repeat(MESSAGE_MAX + 1) }));
    expect(long).toMatchObject({ ok: false, errors: { fields: { message: "careers.errors.messageTooLong" } } });
  });

  it("refuses an invalid email", async () => {
    const result = await validateApplication(form({ email: "claire@" }));
    expect(result).toMatchObject({ ok: false, errors: { fields: { email: "careers.errors.email" } } });
  });
});
