import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { contractDocumentResponse, loadContractPage } from "~/features/customer-area/contract-page.server";
import { loadCustomerHome } from "~/features/customer-area/customer-home.server";
import { demoAreaCopy, seedDemoArea } from "~/features/customer-area/demo-areas.server";
import { handleNotificationsAction, loadNotificationsPage } from "~/features/customer-area/notifications-page.server";
import { handlePhotoAction } from "~/features/customer-area/photo-action.server";
import { readProfilePhoto } from "~/server/customers/photo-store.server";
import "~/i18n/dictionaries.server";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { createContract } from "~/server/contracts/contracts.server";
import { getDb } from "~/server/db/index.server";
import { notifications, profilePhotos } from "~/server/db/schema/customer-area";
import { env } from "~/server/env.server";
import { createNotification } from "~/server/notifications/notifications.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { fileStore } from "~/server/storage.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { contractDraft, uniqueReference } from "../support/contract-factory";
import { answerOf, createCustomer } from "../support/customers";
import { oversizedJpeg, phonePhoto, renamedExecutable } from "../support/images";
import { readPdf } from "../support/pdf-reader";

const uploads = await mkdtemp(path.join(tmpdir(), "area-uploads-"));
afterAll(() => rm(uploads, { recursive: true, force: true }));
const store = fileStore(uploads);

/** A customer with a copy of the demo customer's area, as the guard hands them to the routes. */
async function customerWithArea(): Promise<CustomerIdentity & { references: string[] }> {
  const db = await getDb();
  const person = await createCustomer(db);
  const area = demoAreaCopy(person.email);
  await seedDemoArea(db, area);
  return {
    id: person.id,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
    role: "customer",
    references: area.contracts.map((contract) => contract.reference),
  } as CustomerIdentity & { references: string[] };
}

function photoPost(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("http://localhost:3000/espace-client?index", { method: "POST", body: form });
}

function formPost(url: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function outcome(run: () => Promise<unknown>) {
  try {
    return await answerOf(await run());
  } catch (thrown) {
    return answerOf(thrown);
  }
}

const files = async () =>
  (await readdir(path.join(uploads, "photos")).catch(() => [])).filter((f) => !f.startsWith("."));

describe.each(appEngines())("customer area screens on %s", (engine) => {
  runAgainstApp(engine);

  it("computes the home from the records: 245 € from the active contracts only, sponsorship, 3 latest notices", async () => {
    const db = await getDb();
    const customer = await customerWithArea();
    // A cancelled contract counts among "my contracts" but neither as active nor in the premium.
    await createContract(db, contractDraft(customer.id, "vehicle", { status: "cancelled", monthlyPremiumCents: 9999 }));
    const home = await loadCustomerHome(db, customer, "fr", buildSiteConfig(env()));
    expect(home.contracts).toHaveLength(4);
    expect(home.activeContracts).toBe(3);
    expect(home.monthlyPremium.replace(/\s/g, " ")).toBe("245 €");
    const cancelled = home.contracts.find((contract) => contract.status === "cancelled");
    expect(cancelled).toMatchObject({ cancellable: false });
    expect(cancelled?.downloadHref).toMatch(/\/recapitulatif\.pdf$/);
    expect(home.contracts.filter((contract) => contract.cancellable)).toHaveLength(3);
    expect(home.sponsorship).toMatchObject({ referrals: 7, gifts: 2, progress: 1, toNextGift: 2 });
    expect(home.notifications.latest.map((notice) => notice.unread)).toEqual([true, true, false]);
    expect(home.notifications.latest[0]?.contractHref).toBe(`/espace-client/contrats/${customer.references[0]}`);
    expect(home.photoUrl).toBeNull();
  });

  it("shows a contract only to its owner, and writes its PDFs with the right headers", async () => {
    const db = await getDb();
    const owner = await customerWithArea();
    const other = await customerWithArea();
    const [vehicle] = owner.references as [string];
    const page = await loadContractPage(db, owner, vehicle, "fr");
    expect(page).toMatchObject({ reference: vehicle, insurer: "Lys Assurances", claimHref: expect.any(String) });
    expect(page?.insured).toContainEqual({ label: "Immatriculation", value: "GH-417-KM" });
    expect(await loadContractPage(db, other, vehicle, "fr")).toBeNull();
    expect(await loadContractPage(db, owner, "NOPE-0000", "fr")).toBeNull();

    const site = buildSiteConfig(env());
    const refused = await contractDocumentResponse(db, other, vehicle, "certificate", "fr", site);
    expect(refused.status).toBe(404);
    const pdf = await contractDocumentResponse(db, owner, vehicle, "certificate", "en", site);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Cache-Control")).toBe("private, no-store");
    expect(pdf.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(read.text).toContain(vehicle);
    expect(read.lang).toBe("en");

    // No certificate for a cancelled contract: a 404, the summary still comes.
    const ended = await createContract(
      db,
      contractDraft(owner.id, "health", { reference: uniqueReference(), status: "cancelled" }),
    );
    expect((await contractDocumentResponse(db, owner, ended.reference, "certificate", "fr", site)).status).toBe(404);
    expect((await contractDocumentResponse(db, owner, ended.reference, "summary", "fr", site)).status).toBe(200);
  });

  it("marks one notification or all of them read, and never another customer's", async () => {
    const db = await getDb();
    const owner = await customerWithArea();
    const other = await customerWithArea();
    const page = await loadNotificationsPage(db, owner, "fr", new URL("http://localhost/espace-client/notifications"));
    expect(page.items).toHaveLength(5);
    expect(page.unread).toBe(2);
    const unread = page.items.filter((item) => item.unread).map((item) => item.id) as [string, string];

    const foreign = await outcome(() =>
      handleNotificationsAction(db, other, formPost("/espace-client/notifications", { intent: "read", id: unread[0] })),
    );
    expect(foreign.status).toBe(404);
    const [still] = await db.select().from(notifications).where(eq(notifications.id, unread[0]));
    expect(still?.readAt).toBeNull();

    const one = await outcome(() =>
      handleNotificationsAction(
        db,
        owner,
        formPost("/espace-client/notifications", { intent: "read", id: unread[0], redirectTo: "//evil.example" }),
      ),
    );
    expect(one).toMatchObject({ status: 303, location: "/espace-client/notifications" });
    const background = await outcome(() =>
      handleNotificationsAction(db, owner, formPost("/x", { intent: "read", id: unread[1], via: "fetcher" })),
    );
    expect(background).toMatchObject({ status: 200, data: { ok: true } });
    expect((await loadNotificationsPage(db, owner, "fr", new URL("http://localhost/x"))).unread).toBe(0);

    const bad: Array<Record<string, string>> = [{ intent: "read", id: "not-a-uuid" }, { intent: "delete" }, {}];
    for (const fields of bad) {
      const answer = await outcome(() => handleNotificationsAction(db, owner, formPost("/x", fields)));
      expect([400, 404]).toContain(answer.status);
    }
    const all = await outcome(() => handleNotificationsAction(db, other, formPost("/x", { intent: "read-all" })));
    expect(all.status).toBe(303);
    expect((await loadNotificationsPage(db, other, "fr", new URL("http://localhost/x"))).unread).toBe(0);
  });

  it("sets, replaces and removes the photo, keeping one file, and stores nothing it refuses", async () => {
    const db = await getDb();
    const customer = await customerWithArea();
    const before = await files();
    const jpeg = new File([await phonePhoto()], "IMG_0001.jpg", { type: "image/jpeg" });

    const set = await outcome(() =>
      handlePhotoAction(db, store, customer, photoPost({ intent: "photo", photo: jpeg })),
    );
    expect(set).toMatchObject({ status: 303, location: "/espace-client" });
    const stored = await readProfilePhoto(db, store, customer.id);
    expect(stored?.contentType).toBe("image/webp");
    expect((await sharp(stored?.bytes).metadata()).exif).toBeUndefined();
    expect(await files()).toHaveLength(before.length + 1);

    const replaced = await outcome(() =>
      handlePhotoAction(db, store, customer, photoPost({ intent: "photo", photo: jpeg, via: "dialog" })),
    );
    expect(replaced).toMatchObject({ status: 200, data: { photo: { saved: true } } });
    expect(await files()).toHaveLength(before.length + 1);

    const refusals: Array<[Record<string, string | Blob>, number, string]> = [
      [{ intent: "photo", photo: new File([renamedExecutable()], "photo.jpg") }, 415, "not-an-image"],
      [{ intent: "photo", photo: new File([await oversizedJpeg(5 * 1024 * 1024 + 1)], "big.jpg") }, 413, "too-large"],
      [{ intent: "photo", photo: new File([Buffer.from([0xff, 0xd8, 0xff, 0x00])], "cut.jpg") }, 422, "unreadable"],
      [{ intent: "photo" }, 400, "missing"],
      [{ intent: "other" }, 400, "badRequest"],
    ];
    const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.customerId, customer.id));
    for (const [fields, status, error] of refusals) {
      const answer = await outcome(() => handlePhotoAction(db, store, customer, photoPost(fields)));
      expect(answer).toMatchObject({ status, data: { photo: { error } } });
    }
    const [after] = await db.select().from(profilePhotos).where(eq(profilePhotos.customerId, customer.id));
    expect(after?.storagePath).toBe(row?.storagePath);
    expect(await files()).toHaveLength(before.length + 1);

    // Refused by its declared length, before a byte is read.
    const huge = new Request("http://localhost:3000/espace-client?index", {
      method: "POST",
      headers: { "Content-Length": String(40 * 1024 * 1024), "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(await outcome(() => handlePhotoAction(db, store, customer, huge))).toMatchObject({ status: 413 });

    const removed = await outcome(() => handlePhotoAction(db, store, customer, photoPost({ intent: "photo-remove" })));
    expect(removed.status).toBe(303);
    expect(await readProfilePhoto(db, store, customer.id)).toBeNull();
    expect(await files()).toHaveLength(before.length);
  });

  it("lists every notification a page at a time, newest first", async () => {
    const db = await getDb();
    const customer = await customerWithArea();
    const now = Date.now();
    for (let i = 0; i < 60; i++) {
      await createNotification(db, { customerId: customer.id, kind: "welcome", createdAt: new Date(now - i * 60_000) });
    }
    const first = await loadNotificationsPage(
      db,
      customer,
      "fr",
      new URL("http://localhost/espace-client/notifications"),
    );
    expect(first.items).toHaveLength(50);
    expect(first.olderHref).toMatch(/^\/espace-client\/notifications\?avant=/);
    const second = await loadNotificationsPage(db, customer, "fr", new URL(`http://localhost${first.olderHref}`));
    expect(second.items).toHaveLength(15);
    expect(second.olderHref).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(65);
    const times = [...first.items, ...second.items].map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers any hostile form with a 4xx or a redirect, never an exception", async () => {
    const db = await getDb();
    const customer = await customerWithArea();
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom("read", "read-all", "photo", "photo-remove", "fetcher", "dialog", "//evil.example", "\u0000"),
    );
    const fields = fc.dictionary(fc.constantFrom("intent", "id", "via", "redirectTo", "photo", "x"), text);
    await fc.assert(
      fc.asyncProperty(fields, async (values) => {
        for (const run of [
          () => handleNotificationsAction(db, customer, formPost("/espace-client/notifications", values)),
          () => handlePhotoAction(db, store, customer, photoPost(values)),
        ]) {
          const answer = await outcome(run);
          expect(answer.status < 500, JSON.stringify(values)).toBe(true);
          if (answer.location) expect(answer.location.startsWith("/") && !answer.location.startsWith("//")).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
