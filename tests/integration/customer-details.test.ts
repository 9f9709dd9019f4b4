import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type ContactDetailsInput,
  checkContactDetails,
  listDetailChanges,
  NO_DETAILS,
  readContactDetails,
  recordAccountChange,
  saveContactDetails,
} from "~/server/customers/contact-details.server";
import { customerDetailChanges } from "~/server/db/schema/customers";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";

const boxes = { byEmail: true, bySms: false, byPhone: false };
const form = (fields: Partial<ContactDetailsInput>): ContactDetailsInput => ({ ...boxes, ...fields });

describe("checking contact details", () => {
  it("stores a French or international phone in E.164 and refuses anything else", async () => {
    expect(await checkContactDetails(form({ phone: "06 12 34 56 78" }))).toMatchObject({
      ok: true,
      details: { phone: "+33612345678" },
    });
    expect(await checkContactDetails(form({ phone: "+39 312 345 6789" }))).toMatchObject({
      ok: true,
      details: { phone: "+393123456789" },
    });
    for (const phone of ["12", "abc", "06 12 34 56 7", "<script>", "0".repeat(200), "'; drop table users; --"]) {
      const check = await checkContactDetails(form({ phone }));
      expect(check.ok, phone).toBe(false);
    }
    expect(await checkContactDetails(form({ phone: "   " }))).toMatchObject({ ok: true, details: { phone: null } });
  });

  it("takes the address whole or not at all, with a five-digit postcode", async () => {
    const whole = await checkContactDetails(
      form({ street: " 12  rue de la Paix ", postcode: "75 002", city: "Paris" }),
    );
    expect(whole).toMatchObject({
      ok: true,
      details: { street: "12 rue de la Paix", postcode: "75002", city: "Paris" },
    });
    expect(await checkContactDetails(form({ street: "12 rue de la Paix" }))).toEqual({
      ok: false,
      errors: { postcode: "addressIncomplete", city: "addressIncomplete" },
    });
    for (const postcode of ["7500", "750021", "ABCDE", "75O02"]) {
      expect(await checkContactDetails(form({ street: "1 rue", postcode, city: "Paris" })), postcode).toEqual({
        ok: false,
        errors: { postcode: "postcodeInvalid" },
      });
    }
    expect(await checkContactDetails(form({ street: "x".repeat(201), postcode: "75002", city: "Paris" }))).toEqual({
      ok: false,
      errors: { street: "tooLong" },
    });
  });

  it("refuses SMS without a phone to send them to", async () => {
    expect(await checkContactDetails(form({ bySms: true }))).toEqual({
      ok: false,
      errors: { bySms: "smsWithoutPhone" },
    });
  });
});

describe.each(testDatabases())("contact details and their history on $name", ({ handle }) => {
  const db = () => handle().db;

  it("saves the details and records each change, masked, with its author, in the same transaction", async () => {
    const customer = await createCustomer(db());
    expect(await readContactDetails(db(), customer.id)).toEqual(NO_DETAILS);

    const first = { ...NO_DETAILS, phone: "+33612345678", street: "1 rue A", postcode: "75001", city: "Paris" };
    const at = new Date("2026-11-20T10:00:00Z");
    expect(await saveContactDetails(db(), customer.id, first, { kind: "customer" }, at)).toEqual([
      "phone",
      "street",
      "postcode",
      "city",
    ]);
    expect(await readContactDetails(db(), customer.id)).toEqual(first);

    const staff = await createUser(db(), "adviser");
    const second = { ...first, phone: "+33700000099", bySms: true };
    const later = new Date("2026-11-21T10:00:00Z");
    expect(await saveContactDetails(db(), customer.id, second, { kind: "staff", staffId: staff.id }, later)).toEqual([
      "phone",
      "bySms",
    ]);
    // Saving the same again changes and records nothing.
    expect(await saveContactDetails(db(), customer.id, second, { kind: "customer" })).toEqual([]);

    const history = await listDetailChanges(db(), customer.id);
    expect(history).toHaveLength(6);
    const latest = history.filter((change) => change.changedAt.getTime() === later.getTime());
    expect(latest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "phone",
          oldValue: "•• •• •• •• 78",
          newValue: "•• •• •• •• 99",
          actor: "staff",
        }),
        expect.objectContaining({ field: "bySms", oldValue: "no", newValue: "yes", actor: "staff" }),
      ]),
    );
    expect(history.find((change) => change.field === "street")).toMatchObject({
      oldValue: null,
      newValue: "1 rue A",
      actor: "customer",
    });
    // The full number is in the details, never in the history.
    const stored = await db()
      .select()
      .from(customerDetailChanges)
      .where(eq(customerDetailChanges.customerId, customer.id));
    expect(JSON.stringify(stored)).not.toContain("612345678");
  });

  it("records a password change without any value and an e-mail change masked", async () => {
    const customer = await createCustomer(db());
    await recordAccountChange(db(), customer.id, { field: "password" }, { kind: "customer" });
    await recordAccountChange(
      db(),
      customer.id,
      { field: "email", oldValue: "camille@example.fr", newValue: "camille.l@example.com" },
      { kind: "customer" },
    );
    const history = await listDetailChanges(db(), customer.id);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "password", oldValue: null, newValue: null }),
        expect.objectContaining({ field: "email", oldValue: "c•••@example.fr", newValue: "c•••@example.com" }),
      ]),
    );
  });

  it("shows a customer only their own history", async () => {
    const one = await createCustomer(db());
    const other = await createCustomer(db());
    await saveContactDetails(db(), one.id, { ...NO_DETAILS, byPhone: true }, { kind: "customer" });
    expect(await listDetailChanges(db(), other.id)).toEqual([]);
    expect(await listDetailChanges(db(), one.id)).toHaveLength(1);
  });
});
