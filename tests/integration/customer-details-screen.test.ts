import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DetailsActionData } from "~/features/customer-area/details-form";
import { handleDetailsAction, loadDetailsPage } from "~/features/customer-area/details-page.server";
import "~/i18n/dictionaries.server";
import { getAuth } from "~/server/auth/auth.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { confirmEmailChange } from "~/server/customers/email-change.server";
import { getDb } from "~/server/db/index.server";
import { outbox } from "~/server/db/schema/outbox";
import { parseEnv } from "~/server/env.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, createCustomer, formPost, signedInJar } from "../support/customers";

const PATH = "/espace-client/informations";

async function signedInCustomer() {
  const person = await createCustomer(await getDb());
  const identity = {
    id: person.id,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
    role: "customer",
  } as CustomerIdentity;
  return { person, identity, jar: await signedInJar(person) };
}

async function post(identity: CustomerIdentity, fields: Record<string, string>, cookie?: string, ip?: string) {
  const request = formPost(PATH, fields);
  if (cookie) request.headers.set("Cookie", cookie);
  return answerOf<DetailsActionData>(
    await handleDetailsAction(await getDb(), identity, request, requestContextFor(ip)),
  );
}

describe.each(appEngines())("Mes informations on %s", (engine) => {
  runAgainstApp(engine);

  it("saves the phone in E.164, the address and the preferences, then shows them and the history", async () => {
    const { identity } = await signedInCustomer();
    const saved = await post(identity, {
      intent: "details",
      phone: "06 12 34 56 78",
      street: "12 rue de la Paix",
      postcode: "75002",
      city: "Paris",
      channels: "bySms",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${PATH}?enregistre=details`);
    const page = await loadDetailsPage(await getDb(), identity, "fr", new URL(`http://x${saved.location}`));
    expect(page.saved).toBe("details");
    expect(page.details).toEqual({
      phone: "+33612345678",
      street: "12 rue de la Paix",
      postcode: "75002",
      city: "Paris",
      byEmail: false,
      bySms: true,
      byPhone: false,
    });
    expect(page.history.map((change) => change.field).sort()).toEqual(
      ["byEmail", "bySms", "city", "phone", "postcode", "street"].sort(),
    );
    expect(page.history.every((change) => !change.byStaff && change.when.length > 0)).toBe(true);
  });

  it("refuses bad input with a 400 and a message per field, and saves nothing", async () => {
    const { identity } = await signedInCustomer();
    const cases: Array<[Record<string, string>, Partial<Record<string, string>>]> = [
      [{ phone: "12" }, { phone: "area.details.errors.phoneInvalid" }],
      [{ phone: "<script>alert(1)</script>" }, { phone: "area.details.errors.phoneInvalid" }],
      [{ phone: "0".repeat(5000) }, { phone: "area.details.errors.tooLong" }],
      [{ street: "1 rue", postcode: "7500", city: "Paris" }, { postcode: "area.details.errors.postcodeInvalid" }],
      [{ city: "Paris" }, { street: "area.details.errors.addressIncomplete" }],
      [{ street: "x".repeat(100_000), postcode: "75001", city: "Paris" }, { street: "area.details.errors.tooLong" }],
      [{ channels: "bySms" }, { bySms: "area.details.errors.smsWithoutPhone" }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await post(identity, { intent: "details", ...fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.data).toMatchObject({ form: "details", errors });
      // What is echoed back into the form is bounded.
      const values = (answer.data as Extract<DetailsActionData, { form: "details" }>).values;
      expect((values.street ?? "").length).toBeLessThanOrEqual(300);
    }
    expect((await post(identity, { intent: "nothing" })).status).toBe(400);
    const page = await loadDetailsPage(await getDb(), identity, "fr", new URL(`http://x${PATH}`));
    expect(page.history).toEqual([]);
  });

  it("changes the password with the current one, ends the other sessions and records the change", async () => {
    const { person, identity, jar } = await signedInCustomer();
    const other = await signedInJar(person);
    const ip = crypto.randomUUID();

    const mismatch = await post(
      identity,
      { intent: "password", currentPassword: person.password, newPassword: "Nouveau-secret-1", confirm: "autre" },
      jar.header(),
      ip,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.data).toMatchObject({ errors: { confirm: "area.details.errors.confirmMismatch" } });

    const wrong = await post(
      identity,
      {
        intent: "password",
        currentPassword: "pas-le-bon",
        newPassword: "Nouveau-secret-1",
        confirm: "Nouveau-secret-1",
      },
      jar.header(),
      ip,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ errors: { currentPassword: "area.details.errors.wrongPassword" } });

    const changed = await post(
      identity,
      {
        intent: "password",
        currentPassword: person.password,
        newPassword: "Nouveau-secret-1",
        confirm: "Nouveau-secret-1",
      },
      jar.header(),
      ip,
    );
    expect(changed.status).toBe(303);
    expect(changed.location).toBe(`${PATH}?enregistre=password`);
    const fresh = changed.headers.getSetCookie().find((line) => line.includes("session_token"));
    expect(fresh).toBeDefined();

    const auth = await getAuth();
    // The other device is signed out; so is the old cookie of this one, replaced by the new one.
    expect(await auth.api.getSession({ headers: new Headers({ cookie: other.header() }) })).toBeNull();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: jar.header() }) })).toBeNull();
    const newCookie = (fresh as string).split(";")[0] as string;
    expect((await auth.api.getSession({ headers: new Headers({ cookie: newCookie }) }))?.user.id).toBe(person.id);

    // The new password signs in; the history says the password changed, and nothing more.
    await signedInJar({ email: person.email, password: "Nouveau-secret-1" });
    const page = await loadDetailsPage(await getDb(), identity, "fr", new URL(`http://x${PATH}`));
    expect(page.history).toEqual([expect.objectContaining({ field: "password", oldValue: null, newValue: null })]);
  });

  it("stops guessing the current password after the client's budget, with a 429", async () => {
    const { identity, jar } = await signedInCustomer();
    const ip = crypto.randomUUID();
    const guess = (n: number) =>
      post(
        identity,
        {
          intent: "password",
          currentPassword: `essai-${n}`,
          newPassword: "Nouveau-secret-1",
          confirm: "Nouveau-secret-1",
        },
        jar.header(),
        ip,
      );
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await guess(n)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const refused = await guess(99);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data).toMatchObject({ form: "password", notice: { key: "area.details.errors.rateLimited" } });
  });

  it("changes the e-mail address only once the link sent to the new address is opened by its customer", async () => {
    const { person, identity, jar } = await signedInCustomer();
    const ip = crypto.randomUUID();
    const newEmail = `nouvelle.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const ask = (fields: Record<string, string>) => post(identity, { intent: "email", ...fields }, jar.header(), ip);

    expect((await ask({ newEmail: "pas-une-adresse", emailPassword: person.password })).data).toMatchObject({
      form: "email",
      errors: { newEmail: "area.details.errors.emailInvalid" },
    });
    expect((await ask({ newEmail: person.email.toUpperCase(), emailPassword: person.password })).data).toMatchObject({
      errors: { newEmail: "area.details.errors.emailUnchanged" },
    });
    const wrong = await ask({ newEmail, emailPassword: "pas-le-bon" });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ errors: { emailPassword: "area.details.errors.wrongPassword" } });

    const asked = await ask({ newEmail: ` ${newEmail.toUpperCase()} `, emailPassword: person.password });
    expect(asked.status).toBe(303);
    expect(asked.location).toBe(`${PATH}?enregistre=emailSent`);
    const db = await getDb();
    const [message] = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.topic, "customer.email-change"), eq(sql`${outbox.payload}->>'to'`, newEmail)));
    const text = String(message?.payload.text);
    const token = /informations\/email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;
    expect(token).toBeTruthy();

    // Another customer's session opens nothing, and does not spend the link.
    const stranger = await signedInCustomer();
    const notice = { site: buildSiteConfig(parseEnv({})), lang: "fr" as const };
    expect(await confirmEmailChange(db, stranger.identity.id, token, notice)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await confirmEmailChange(db, identity.id, "x".repeat(24), notice)).toEqual({
      ok: false,
      reason: "invalid",
    });

    expect(await confirmEmailChange(db, identity.id, token, notice)).toEqual({ ok: true, email: newEmail });
    expect(await confirmEmailChange(db, identity.id, token, notice)).toEqual({ ok: false, reason: "invalid" });
    // The old address is told, once, with the new one masked and whom to write to (issue 46).
    const told = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.topic, "customer.email-changed"), eq(sql`${outbox.payload}->>'to'`, identity.email)));
    expect(told).toHaveLength(1);
    const said = String(told[0]?.payload.text).replace(/[\u00a0\u202f]/g, " ");
    expect(said).toContain("Votre adresse e-mail a été modifiée");
    expect(said).not.toContain(newEmail);
    expect(said).toContain(`${newEmail[0]}•••@`);
    expect(said).toContain("contact@maison-courtage.fr");
    await signedInJar({ email: newEmail, password: person.password });
    const page = await loadDetailsPage(db, { ...identity, email: newEmail }, "fr", new URL(`http://x${PATH}`));
    expect(page.history).toEqual([
      expect.objectContaining({
        field: "email",
        oldValue: `${person.email[0]}•••@example.fr`,
        newValue: "n•••@example.fr",
      }),
    ]);

    // An address that already has an account gets no link; the customer is told the same thing.
    const before = await db
      .select()
      .from(outbox)
      .where(eq(sql`${outbox.payload}->>'to'`, stranger.person.email));
    const taken = await post(
      stranger.identity,
      { intent: "email", newEmail, emailPassword: stranger.person.password },
      stranger.jar.header(),
    );
    expect(taken.location).toBe(`${PATH}?enregistre=emailSent`);
    const after = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, "customer.email-change"), eq(sql`${outbox.payload}->>'to'`, newEmail)));
    expect(after).toHaveLength(1);
    expect(before).toEqual([]);
  });
});
