import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type CustomerActionResult,
  handleCustomerAction,
} from "~/features/backoffice-customers/customer-actions.server";
import { handleNewCustomer, type NewCustomerResult } from "~/features/backoffice-customers/new-customer.server";
import { loadDetailsPage } from "~/features/customer-area/details-page.server";
import { loadNotificationsPage } from "~/features/customer-area/notifications-page.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import { contractPath } from "~/paths/customer-area";
import { staffContext } from "~/server/auth/guards.server";
import type { CustomerIdentity, StaffIdentity } from "~/server/auth/session.server";
import { saveContactDetails } from "~/server/customers/contact-details.server";
import { listCustomers } from "~/server/customers/customer-directory.server";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { readCustomerFilters } from "~/server/customers/customer-list-filters";
import { getDb } from "~/server/db/index.server";
import { staffAuditLog } from "~/server/db/schema/audit";
import { sessions } from "~/server/db/schema/auth";
import { notifications } from "~/server/db/schema/customer-area";
import { outbox } from "~/server/db/schema/outbox";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer, createUser, formPost, signedInJar } from "../support/customers";

async function staffMember(role: "adviser" | "admin") {
  const user = await createUser(await getDb(), role);
  return { id: user.id, email: user.email, name: `${role} ${user.id.slice(0, 4)}`, role } as StaffIdentity;
}

async function post(staff: StaffIdentity, customerId: string, fields: Record<string, string>) {
  const context = requestContextFor("203.0.113.7");
  context.set(staffContext, staff);
  const request = formPost(`/backoffice/clients/${customerId}`, fields);
  return answerOf<CustomerActionResult>(await handleCustomerAction(request, context, customerId));
}

const identityOf = (person: { id: string; email: string; firstName: string; lastName: string }) =>
  ({
    id: person.id,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
    role: "customer",
  }) as CustomerIdentity;

describe.each(appEngines())("the back office's customer page on %s", (engine) => {
  runAgainstApp(engine);

  it("staff edit the contact details through the customer's own recorder: audited, the customer told and shown", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const adviser = await staffMember("adviser");
    const saved = await post(adviser, customer.id, {
      intent: "details",
      phone: "06 12 34 56 78",
      street: "3 place Bellecour",
      postcode: "69002",
      city: "Lyon",
      channels: "byPhone",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/backoffice/clients/${customer.id}?fait=details`);

    // What the customer sees in "Mes informations": the new details, and who changed them.
    const page = await loadDetailsPage(db, identityOf(customer), "fr", new URL("http://x/espace-client/informations"));
    expect(page.details).toMatchObject({ phone: "+33612345678", city: "Lyon", byPhone: true, byEmail: false });
    expect(page.history.filter((item) => item.byStaff).map((item) => item.field)).toEqual(
      expect.arrayContaining(["phone", "street", "postcode", "city", "byEmail", "byPhone"]),
    );
    const notices = await db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(notices.map((notice) => notice.kind)).toContain("detailsChanged");
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "customer.details"), eq(staffAuditLog.targetId, customer.id)));
    expect(audit?.actorId).toBe(adviser.id);
    expect(audit?.details).toMatchObject({
      before: { phone: null, city: null },
      after: { phone: "+33612345678", city: "Lyon" },
    });

    // The customer's own edit, in their area, is what staff read on the customer's page.
    await saveContactDetails(
      db,
      customer.id,
      { ...page.details, city: "Villeurbanne", postcode: "69100" },
      { kind: "customer" },
    );
    const file = await loadCustomerFile(db, customer.id);
    expect(file?.details).toMatchObject({ city: "Villeurbanne", postcode: "69100" });
    expect(file?.changes.find((change) => change.field === "city")).toMatchObject({
      actor: "customer",
      oldValue: "Lyon",
      newValue: "Villeurbanne",
    });

    // Bad input is a 400 with the field's message, never a 500; nothing is saved.
    const bad = await post(adviser, customer.id, {
      intent: "details",
      phone: "12",
      postcode: "123",
      channels: "bySms",
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toMatchObject({
      phone: "customers-admin.errors.phoneInvalid",
      postcode: "customers-admin.errors.postcodeInvalid",
    });
    // Someone not a customer (a member of staff's id) is not found.
    expect((await post(adviser, adviser.id, { intent: "notify", title: "x", message: "y" })).status).toBe(404);
  });

  it("sends a notice with a link into the area only, and the customer reads it with its link", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const contract = await insertContract(db, customer.id, "health");
    const adviser = await staffMember("adviser");
    for (const link of [
      "https://evil.example/phish",
      "//evil.example",
      "/backoffice/equipe",
      "/espace-client/../backoffice",
      "/espace-client/connexion",
    ]) {
      const refused = await post(adviser, customer.id, { intent: "notify", title: "Bonjour", message: "Texte", link });
      expect(refused.status, link).toBe(400);
      expect(refused.data?.errors.link, link).toBe("customers-admin.errors.linkOutsideArea");
    }
    expect(
      (await post(adviser, customer.id, { intent: "notify", title: " ", message: "" })).data?.errors,
    ).toMatchObject({
      title: "customers-admin.errors.required",
      message: "customers-admin.errors.required",
    });
    const link = contractPath(contract.reference);
    const sent = await post(adviser, customer.id, {
      intent: "notify",
      title: "Votre attestation",
      message: "Elle est disponible.",
      link,
    });
    expect(sent.status).toBe(303);
    const list = await loadNotificationsPage(
      db,
      identityOf(customer),
      "fr",
      new URL("http://x/espace-client/notifications"),
    );
    expect(list.items[0]).toMatchObject({ title: "Votre attestation", message: "Elle est disponible.", link });
    const file = await loadCustomerFile(db, customer.id);
    expect(file?.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["notification", "contract", "account"]),
    );
  });

  it("creates a customer with an invitation e-mail, and refuses an address that has an account", async () => {
    const db = await getDb();
    const adviser = await staffMember("adviser");
    const email = `nouveau.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const context = requestContextFor("203.0.113.8");
    context.set(staffContext, adviser);
    const fields = {
      firstName: "Élise",
      lastName: "Nouvelle",
      email: email.toUpperCase(),
      phone: "07 11 22 33 44",
      memberSince: "2026-11-02",
      lang: "en",
      adviserId: adviser.id,
    };
    const created = await answerOf(await handleNewCustomer(formPost("/backoffice/clients/nouveau", fields), context));
    expect(created.status).toBe(303);
    const customerId = created.location?.split("/").at(-1)?.split("?")[0] ?? "";
    const file = await loadCustomerFile(db, customerId);
    expect(file).toMatchObject({
      account: { email, firstName: "Élise", state: "invited" },
      adviser: { id: adviser.id },
      details: { phone: "+33711223344" },
    });
    const [invitation] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, "customer.invitation"), sql`${outbox.payload}->>'to' = ${email}`));
    expect(invitation).toBeDefined();
    const listed = await listCustomers(db, readCustomerFilters(new URLSearchParams(`q=elise nouvelle`)));
    expect(listed.rows.map((row) => row.id)).toContain(customerId);

    const again = await answerOf<NewCustomerResult>(
      await handleNewCustomer(formPost("/backoffice/clients/nouveau", fields), context),
    );
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      errors: { email: "customers-admin.errors.emailIsCustomer" },
      existingCustomerId: customerId,
    });
    const bad = await answerOf<NewCustomerResult>(
      await handleNewCustomer(
        formPost("/backoffice/clients/nouveau", {
          ...fields,
          email: "pas-une-adresse",
          memberSince: "2026-02-30",
          firstName: "",
        }),
        context,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toMatchObject({
      email: "customers-admin.errors.emailInvalid",
      memberSince: "customers-admin.errors.dayInvalid",
      firstName: "customers-admin.errors.required",
    });
  });

  it("lets an admin, and only an admin, deactivate an account: its sessions end and it cannot sign in until reactivated", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    await signedInJar(customer);
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(1);

    const adviser = await staffMember("adviser");
    const refused = await post(adviser, customer.id, { intent: "deactivate" });
    expect(refused.status).toBe(403);

    const admin = await staffMember("admin");
    expect((await post(admin, customer.id, { intent: "deactivate" })).status).toBe(303);
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(0);
    await expect(signedInJar(customer)).rejects.toThrow(/deactivated/i);
    // The sign-in screen says why, after the right password only (a wrong one reads as ever).
    const signIn = (password: string) =>
      handlePasswordSignIn(
        formPost("/espace-client/connexion", { email: customer.email, password }),
        requestContextFor(crypto.randomUUID()),
      ).then((answer) => answerOf<{ notice?: { key: string } }>(answer));
    expect(await signIn(customer.password)).toMatchObject({
      status: 403,
      data: { notice: { key: "account.errors.deactivated" } },
    });
    expect((await signIn("Mauvais-mot-de-passe-1")).data?.notice?.key).toBe("account.errors.wrongCredentials");
    expect((await loadCustomerFile(db, customer.id))?.account.state).toBe("deactivated");

    expect((await post(admin, customer.id, { intent: "reactivate" })).status).toBe(303);
    await signedInJar(customer);
    const actions = await db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, customer.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["customer.deactivate", "customer.reactivate"]),
    );
  });
});
