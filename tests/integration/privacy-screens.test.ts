import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConsents } from "~/features/backoffice-privacy/consents.server";
import { handleEntryAction, loadEntry, staffExportDownload } from "~/features/backoffice-privacy/entry.server";
import { handleRegisterAction, loadRegister } from "~/features/backoffice-privacy/register.server";
import { handleMyDataAction, loadMyData, myExportDownload } from "~/features/customer-area/my-data.server";
import "~/i18n/dictionaries.server";
import { staffContext } from "~/server/auth/guards.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { users } from "~/server/db/schema/auth";
import { consentLog } from "~/server/db/schema/consent";
import { notifications } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import { privacyRequests } from "~/server/db/schema/privacy";
import { dataExportsSettled, runPendingExports } from "~/server/privacy/data-exports.server";
import { addMonths } from "~/server/privacy/register.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, createCustomer, createUser, formPost } from "../support/customers";
import { leadDraft } from "../support/lead-factory";

/**
 * The GDPR screens' glue: the register's form refuses bad input with 400 and its messages, an
 * entry's extension follows article 12.3, a customer downloads their own data and nobody else's,
 * and "Supprimer mon compte" records a request rather than deleting anything.
 */
const uploadDirs: string[] = [];
const environment = async () => {
  const uploads = await mkdtemp(path.join(tmpdir(), "privacy-screens-"));
  uploadDirs.push(uploads);
  return { UPLOADS_DIR: uploads };
};

async function customer() {
  const person = await createCustomer(await getDb());
  return {
    person,
    identity: {
      id: person.id,
      email: person.email,
      name: `${person.firstName} ${person.lastName}`,
      role: "customer",
    } as CustomerIdentity,
  };
}

async function adminContext() {
  const admin = await createUser(await getDb(), "admin");
  const context = requestContextFor("203.0.113.5");
  context.set(staffContext, { id: admin.id, email: admin.email, name: "Admin", role: "admin" });
  return context;
}

afterAll(async () => {
  for (const dir of uploadDirs) await rm(dir, { recursive: true, force: true });
});

describe.each(appEngines())("GDPR screens on %s", (engine) => {
  runAgainstApp(engine, environment);

  it("refuses a register entry without a way to find the person, or received in the future, with 400 and messages", async () => {
    const context = await adminContext();
    const answer = await answerOf<{ errors: Record<string, string> }>(
      await handleRegisterAction(
        formPost("/backoffice/rgpd", { intent: "create", kind: "deletion", subjectName: "", receivedOn: "2999-01-01" }),
        context,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.errors).toEqual({
      kind: "privacy.errors.kind",
      subjectName: "privacy.errors.subjectName",
      subjectEmail: "privacy.errors.contactRequired",
      receivedOn: "privacy.errors.receivedOn",
    });
    await expect(loadRegister(new Request("http://x/backoffice/rgpd?statut=lost"))).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  it("records a request with its one-month clock, extends it once within the first month, and closes it", async () => {
    const context = await adminContext();
    const created = await answerOf(
      await handleRegisterAction(
        formPost("/backoffice/rgpd", {
          intent: "create",
          kind: "access",
          subjectName: "Élise Martin",
          subjectEmail: "Elise.Martin@Example.fr",
          subjectPhone: "06 12 34 56 78",
          receivedOn: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()),
        }),
        context,
      ).catch((thrown) => thrown),
    );
    expect(created.status).toBe(302);
    const id = created.location?.split("/").pop() as string;
    const entry = (await loadEntry(id)).entry;
    expect(entry).toMatchObject({
      subjectEmail: "elise.martin@example.fr",
      subjectPhone: "+33612345678",
      status: "received",
    });
    expect(entry.dueAt).toBe(addMonths(new Date(entry.receivedAt), 1).toISOString());
    const list = await loadRegister(new Request("http://x/backoffice/rgpd?q=elise&statut=open"));
    expect(list.page.rows.map((row) => row.id)).toContain(id);

    const act = (fields: Record<string, string>) =>
      handleEntryAction(formPost(`/backoffice/rgpd/${id}`, fields), context, id).then((result) => answerOf(result));
    // By letter, staff confirm they told the person; by e-mail the app sends the notice itself.
    expect(
      (await act({ intent: "extend", months: "2", reason: "Demandes nombreuses", toldVia: "letter" })).status,
    ).toBe(400);
    expect((await act({ intent: "extend", months: "2", reason: "Demandes nombreuses", toldVia: "email" })).status).toBe(
      200,
    );
    const [notice] = await (await getDb())
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, "privacy.extension"), sql`${outbox.payload}->>'to' = 'elise.martin@example.fr'`));
    // French texts get their no-break spaces before ":" (app/i18n/french-typography.ts).
    expect(String(notice?.payload.subject)).toMatch(
      new RegExp(`^Votre demande ${entry.reference}\\s:\\sdélai de réponse prolongé$`),
    );
    expect(String(notice?.payload.text)).toContain("Demandes nombreuses");
    const extended = (await loadEntry(id)).entry;
    expect(extended.extendedUntil).toBe(addMonths(new Date(entry.dueAt), 2).toISOString());
    expect(extended.extensionToldVia).toBe("email");
    expect((await act({ intent: "extend", months: "1", reason: "Encore", toldVia: "letter", told: "on" })).status).toBe(
      409,
    );
    expect((await act({ intent: "status", status: "refused" })).status).toBe(400);
    expect((await act({ intent: "status", status: "done", outcome: "Export envoyé" })).status).toBe(200);
    expect((await loadEntry(id)).entry).toMatchObject({ status: "done", outcome: "Export envoyé" });
    expect((await act({ intent: "export" })).status).toBe(409);
  });

  it("refuses an extension once the first month is over", async () => {
    const context = await adminContext();
    const db = await getDb();
    const [row] = await db
      .insert(privacyRequests)
      .values({
        reference: `RGPD-T${crypto.randomUUID().slice(0, 6)}`,
        kind: "erasure",
        subjectName: "Tard",
        subjectEmail: "tard@example.fr",
        channel: "backoffice",
        receivedAt: new Date(Date.now() - 40 * 86_400_000),
        dueAt: new Date(Date.now() - 9 * 86_400_000),
      })
      .returning();
    const id = (row as { id: string }).id;
    const answer = await answerOf<{ error: string }>(
      await handleEntryAction(
        formPost(`/backoffice/rgpd/${id}`, {
          intent: "extend",
          months: "1",
          reason: "Trop tard",
          toldVia: "email",
          told: "on",
        }),
        context,
        id,
      ),
    );
    expect(answer).toMatchObject({ status: 409, data: { error: "extensionTooLate" } });
    expect((await loadRegister(new Request("http://x/backoffice/rgpd?retard=1"))).page.rows.map((r) => r.id)).toContain(
      id,
    );
  });

  it("lets a customer download their own data, tells them when it is ready, and never gives them someone else's", async () => {
    const { identity } = await customer();
    const other = await customer();
    const db = await getDb();
    const queued = await answerOf(
      await handleMyDataAction(db, identity, formPost("/espace-client/mes-donnees", { intent: "export" })).catch(
        (thrown) => thrown,
      ),
    );
    expect(queued.status).toBe(302);
    // The action started building it in this process; a worker's pass finds nothing left then.
    await dataExportsSettled();
    await runPendingExports(db);
    const page = await loadMyData(db, identity, new URL("http://x/espace-client/mes-donnees?ok=export"));
    expect(page.exports).toEqual([expect.objectContaining({ status: "ready" })]);
    const exportId = page.exports[0]?.id as string;
    const response = await myExportDownload(db, identity, exportId);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    const notices = await db.select().from(notifications).where(eq(notifications.customerId, identity.id));
    expect(notices.map((notice) => notice.kind)).toContain("dataExportReady");
    // Another customer, and staff's download address, get nothing of it.
    await expect(myExportDownload(db, other.identity, exportId)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(staffExportDownload(await adminContext(), exportId)).rejects.toMatchObject({ init: { status: 404 } });
    expect((await loadMyData(db, other.identity, new URL("http://x/"))).exports).toEqual([]);

    // Past its download period, before the minute's job has deleted it: shown expired, no link (issue 48).
    const expiresAt = new Date(page.exports[0]?.expiresAt as string);
    const later = await loadMyData(db, identity, new URL("http://x/"), new Date(expiresAt.getTime() + 1_000));
    expect(later.exports).toEqual([expect.objectContaining({ id: exportId, status: "expired" })]);
  });

  it("records 'Supprimer mon compte' as an erasure request in the register, once, without deleting anything", async () => {
    const { identity } = await customer();
    const db = await getDb();
    const refused = await answerOf(
      await handleMyDataAction(db, identity, formPost("/espace-client/mes-donnees", { intent: "erase" })),
    );
    expect(refused.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const asked = await answerOf(
        await handleMyDataAction(
          db,
          identity,
          formPost("/espace-client/mes-donnees", { intent: "erase", confirm: "on", reason: "Je pars" }),
        ).catch((thrown) => thrown),
      );
      expect(asked.status).toBe(302);
    }
    const entries = await db.select().from(privacyRequests).where(eq(privacyRequests.customerId, identity.id));
    expect(entries).toEqual([
      expect.objectContaining({ kind: "erasure", channel: "customer_area", status: "received", details: "Je pars" }),
    ]);
    expect((await loadMyData(db, identity, new URL("http://x/"))).erasure?.reference).toBe(entries[0]?.reference);
  });

  it("shows what an erasure request would erase, refuses it without the confirmation, then erases and closes the entry", async () => {
    const context = await adminContext();
    const { person, identity } = await customer();
    const db = await getDb();
    await handleMyDataAction(
      db,
      identity,
      formPost("/espace-client/mes-donnees", { intent: "erase", confirm: "on" }),
    ).catch((thrown) => thrown);
    const [entry] = await db.select().from(privacyRequests).where(eq(privacyRequests.customerId, identity.id));
    const id = entry?.id as string;
    const page = await loadEntry(id);
    expect(page.plan).toMatchObject({ accounts: 1, contractsRunning: 0 });
    const erase = (fields: Record<string, string>) =>
      handleEntryAction(formPost(`/backoffice/rgpd/${id}`, fields), context, id).then((result) => answerOf(result));
    expect(await erase({ intent: "erase" })).toMatchObject({ status: 400, data: { error: "confirmRequired" } });
    expect((await erase({ intent: "erase", confirm: "on" })).status).toBe(200);
    expect((await loadEntry(id)).entry).toMatchObject({ status: "done", subjectName: "Anonyme", subjectEmail: null });
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    expect(await erase({ intent: "erase", confirm: "on" })).toMatchObject({ status: 409, data: { error: "closed" } });
  });

  it("finds consents by person and by day: cookie choices by browser id, form consents and phone opt-ins by address", async () => {
    const db = await getDb();
    const clientId = `browser-${crypto.randomUUID()}`;
    await db.insert(consentLog).values({ clientId, choice: "declined", policyVersion: "2026-11" });
    const draft = leadDraft();
    await db.insert(leads).values({
      reference: `L-${crypto.randomUUID().slice(0, 8)}`,
      product: draft.product,
      answers: draft.answers,
      lastName: "Durand",
      email: draft.contact.email,
      phone: draft.contact.phone,
      lang: "fr",
      consents: draft.consents,
      callbackConsent: true,
      source: draft.source,
    });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const byBrowser = await loadConsents(new Request(`http://x/backoffice/rgpd/consentements?q=${clientId}`));
    expect(byBrowser.entries).toEqual([
      expect.objectContaining({ kind: "cookies", person: clientId, choice: "declined" }),
    ]);
    const byAddress = await loadConsents(
      new Request(
        `http://x/backoffice/rgpd/consentements?q=${encodeURIComponent(draft.contact.email)}&du=${today}&au=${today}`,
      ),
    );
    expect(byAddress.entries.map((entry) => [entry.kind, entry.choice, entry.wording]).sort()).toEqual([
      ["phoneOptIn", "given", draft.consents.callback.text],
      ["privacy", "given", draft.consents.privacy.text],
    ]);
    const yesterday = await loadConsents(
      new Request(`http://x/backoffice/rgpd/consentements?q=${clientId}&au=2020-01-01`),
    );
    expect(yesterday.entries).toEqual([]);
    await expect(loadConsents(new Request("http://x/backoffice/rgpd/consentements?du=demain"))).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
