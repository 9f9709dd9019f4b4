import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import {
  currentRegister,
  fetchRegister,
  fetchRegisterOnSchedule,
  importRegister,
  saveRegisterSourceUrl,
} from "~/server/asset-freeze/register-import.server";
import { registerJson } from "~/server/asset-freeze/register-json";
import { rescreenForVersion } from "~/server/asset-freeze/rescreening.server";
import { assertNotFrozen, decideMatch, freezeStatusOf } from "~/server/asset-freeze/screening.server";
import { createContractByStaff } from "~/server/contracts/contract-admin.server";
import { createCustomerByStaff } from "~/server/customers/customer-admin.server";
import {
  freezeMatches,
  freezeRegisterEntries,
  freezeRegisterSource,
  freezeRegisterVersions,
  freezeScreenings,
} from "~/server/db/schema/asset-freeze";
import { staffAuditLog } from "~/server/db/schema/audit";
import { contracts } from "~/server/db/schema/customer-area";
import { outbox } from "~/server/db/schema/outbox";
import { parseEnv } from "~/server/env.server";
import { convertLead } from "~/server/leads/lead-conversion.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { createOffer, sendOffer } from "~/server/offers/offers.server";
import { buildSiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { contractDraft, insertContract } from "../support/contract-factory";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";

const site = buildSiteConfig(parseEnv({}));
const announce = announceLeads({ site, notifyEmail: "courtier@example.fr" } as never);

/** A surname no other test uses: the register is one per database, each test adds its own people. */
const surname = (stem: string) => `${stem}${crypto.randomUUID().slice(0, 6).replace(/\d/g, "q")}`;

/** Publication dates that only move forward within a run (an older one is refused). */
let day = 0;
const nextPublication = () => new Date(Date.UTC(2026, 0, 1) + ++day * 3_600_000).toISOString();

describe.each(testDatabases())("the asset-freeze register and screening on $name", (database) => {
  const db = () => database.handle().db;
  let admin: StaffActor;

  beforeAll(async () => {
    const user = await createUser(db(), "admin");
    admin = { id: user.id, email: user.email, name: "Admin Test", ip: "203.0.113.9" };
  });

  const countOf = async (table: typeof freezeRegisterVersions | typeof freezeRegisterEntries) =>
    (await db().select({ n: count() }).from(table))[0]?.n ?? 0;

  it("imports a version, a replayed import changes nothing, a malformed or older file is refused and changes nothing", async () => {
    const name = surname("Replay");
    const raw = registerJson(nextPublication(), [
      { registryId: 1001, lastName: name, firstNames: ["Anna"], birthDates: ["1970-01-02"] },
      { registryId: 1002, lastName: "Navire", nature: "Navire" },
    ]);
    const first = await importRegister(db(), { raw, source: "upload", actor: admin });
    expect(first).toMatchObject({ status: "imported", entryCount: 2 });
    expect((await currentRegister(db()))?.version).toBe(first.version);
    const versions = await countOf(freezeRegisterVersions);
    // The ship is not kept for screening: people and entities only.
    expect(await countOf(freezeRegisterEntries)).toBe(1);
    const audits = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, "freeze.register.import"));

    const again = await importRegister(db(), { raw, source: "upload", actor: admin });
    expect(again).toMatchObject({ status: "unchanged", version: first.version });
    expect(await countOf(freezeRegisterVersions)).toBe(versions);
    expect(await countOf(freezeRegisterEntries)).toBe(1);
    expect(
      await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, "freeze.register.import")),
    ).toHaveLength(audits.length);

    await expect(importRegister(db(), { raw: "{ pas du json", source: "upload" })).rejects.toMatchObject({
      status: 400,
      messageKey: "freeze.errors.notJson",
    });
    const badEntry = JSON.stringify({
      Publications: { DatePublication: nextPublication(), PublicationDetail: [{ IdRegistre: 5, RegistreDetail: [] }] },
    });
    await expect(importRegister(db(), { raw: badEntry, source: "upload" })).rejects.toMatchObject({
      status: 400,
      messageKey: "freeze.errors.badEntry",
      params: { position: "1" },
    });
    const older = registerJson("2020-01-01T00:00:00Z", [{ registryId: 7, lastName: "Ancien" }]);
    await expect(importRegister(db(), { raw: older, source: "upload" })).rejects.toMatchObject({
      status: 409,
      messageKey: "freeze.errors.olderThanCurrent",
    });
    expect(await countOf(freezeRegisterVersions)).toBe(versions);
    expect((await currentRegister(db()))?.version).toBe(first.version);

    // A newer version replaces the entries.
    const next = await importRegister(db(), {
      raw: registerJson(nextPublication(), [{ registryId: 1003, lastName: name, firstNames: ["Bruno"] }]),
      source: "upload",
    });
    expect(next.status).toBe("imported");
    const entries = await db().select().from(freezeRegisterEntries);
    expect(entries.map((entry) => entry.registryId)).toEqual([1003]);
  });

  describe("from the configured address", () => {
    let server: Server;
    let body = "";
    let status = 200;
    let requests = 0;
    let url = "";
    beforeAll(async () => {
      server = createServer((_request, response) => {
        requests++;
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/derniere-publication-fichier-json`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("fetches the register over HTTP, keeps its version once, and keeps a failure for the screen", async () => {
      await expect(saveRegisterSourceUrl(db(), admin, "ftp://example.org/file")).rejects.toMatchObject({
        messageKey: "freeze.errors.url",
      });
      await saveRegisterSourceUrl(db(), admin, url);
      body = registerJson(nextPublication(), [{ registryId: 2001, lastName: surname("Http"), firstNames: ["Carla"] }]);
      const fetched = await fetchRegister(db(), admin);
      expect(fetched).toMatchObject({ status: "imported", entryCount: 1 });
      expect(requests).toBe(1);
      const [version] = await db()
        .select()
        .from(freezeRegisterVersions)
        .where(eq(freezeRegisterVersions.version, fetched?.version as string));
      expect(version).toMatchObject({ source: "url", sourceUrl: url });

      // The scheduled job on the same publication: nothing new.
      expect(await fetchRegisterOnSchedule(db(), new Date())).toBe(0);
      expect(requests).toBe(2);
      expect((await currentRegister(db()))?.version).toBe(fetched?.version);

      status = 503;
      await expect(fetchRegister(db(), admin)).rejects.toMatchObject({
        messageKey: "freeze.errors.fetchStatus",
        params: { status: "503" },
      });
      const [source] = await db().select().from(freezeRegisterSource);
      expect(source?.lastError).toContain("fetchStatus");
      // The job survives a failure: it is logged and kept, not thrown.
      expect(await fetchRegisterOnSchedule(db(), new Date())).toBe(0);
      status = 200;
      body = "<html>maintenance</html>";
      await expect(fetchRegister(db(), admin)).rejects.toMatchObject({ messageKey: "freeze.errors.notJson" });
      expect((await currentRegister(db()))?.version).toBe(fetched?.version);
    });
  });

  describe("screening", () => {
    const frozenName = surname("Kovács");
    beforeAll(async () => {
      await importRegister(db(), {
        raw: registerJson(nextPublication(), [
          { registryId: 3001, lastName: frozenName, firstNames: ["István"], birthDates: ["1968-05-12"] },
          { registryId: 3002, lastName: `${frozenName}-Lead`, firstNames: ["Marta"] },
        ]),
        source: "upload",
      });
    });

    const newCustomer = (firstName: string, lastName: string, birthDate: string | null) =>
      createCustomerByStaff(
        db(),
        admin,
        {
          email: `${crypto.randomUUID().slice(0, 8)}@example.fr`,
          firstName,
          lastName,
          memberSince: "2026-01-01",
          birthDate,
          lang: "fr",
          phone: null,
          adviserId: null,
        },
        site,
      );

    const screeningsOf = (customerId: string) =>
      db().select().from(freezeScreenings).where(eq(freezeScreenings.customerId, customerId));

    it("logs every new customer's screening with the register's version, matched or not, and holds a match", async () => {
      const register = await currentRegister(db());
      const clear = await newCustomer("Istvan", frozenName, "1990-01-01");
      const [clearLog] = await screeningsOf(clear.customerId);
      expect(clearLog).toMatchObject({
        outcome: "clear",
        registerVersion: register?.version,
        trigger: "customerCreated",
        matchedRegistryIds: [],
      });
      await assertNotFrozen(db(), clear.customerId);

      const alertsBefore = (await db().select().from(outbox).where(eq(outbox.topic, "freeze.match"))).length;
      // Word order, case and accents do not matter: "kovács… / ISTVAN" is "István Kovács…".
      const matched = await newCustomer(frozenName.toLowerCase(), "ISTVAN", "1968-05-12");
      const [matchedLog] = await screeningsOf(matched.customerId);
      expect(matchedLog).toMatchObject({
        outcome: "possibleMatch",
        registerVersion: register?.version,
        matchedRegistryIds: [3001],
      });
      const [match] = await db().select().from(freezeMatches).where(eq(freezeMatches.customerId, matched.customerId));
      expect(match).toMatchObject({ status: "pending", registryId: 3001, reason: "nameAndBirthDate" });
      // The admins are alerted, without the person's name in the e-mail.
      const alerts = await db().select().from(outbox).where(eq(outbox.topic, "freeze.match"));
      expect(alerts.length).toBeGreaterThan(alertsBefore);
      expect(JSON.stringify(alerts.at(-1)?.payload)).not.toContain(frozenName);

      // No contract while pending; none once confirmed; one after an admin cleared it.
      const contract = () =>
        createContractByStaff(
          db(),
          admin,
          contractDraft(matched.customerId, "vehicle", { originReason: "Repris d’un autre cabinet" }),
        );
      await expect(contract()).rejects.toMatchObject({ status: 409, messageKey: "freeze.errors.frozenPending" });
      // Nor an offer sent to them (issue 42's sale goes through the same check).
      const draft = await createOffer(db(), admin, { customerId: matched.customerId, questionnaire: "home" });
      await expect(sendOffer(db(), admin, draft.id)).rejects.toMatchObject({
        status: 409,
        messageKey: "freeze.errors.frozenPending",
      });
      expect(await freezeStatusOf(db(), matched.customerId)).toMatchObject({
        blocked: "frozenPending",
        last: { outcome: "possibleMatch", version: register?.version },
      });
      await expect(
        decideMatch(db(), admin, { matchId: match?.id as string, decision: "cleared", reason: "  " }),
      ).rejects.toMatchObject({ messageKey: "freeze.errors.reasonRequired" });
      await decideMatch(db(), admin, {
        matchId: match?.id as string,
        decision: "cleared",
        reason: "Passeport vérifié : autre lieu de naissance.",
      });
      await expect(
        decideMatch(db(), admin, { matchId: match?.id as string, decision: "confirmed", reason: "x" }),
      ).rejects.toMatchObject({ status: 409, messageKey: "freeze.errors.alreadyDecided" });
      await contract();
      expect((await freezeStatusOf(db(), matched.customerId)).blocked).toBeNull();
      const [audit] = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, "freeze.match.cleared"), eq(staffAuditLog.targetId, matched.customerId)));
      expect(audit?.details).toMatchObject({ registryId: 3001 });
      expect(await db().select().from(contracts).where(eq(contracts.customerId, matched.customerId))).toHaveLength(1);
    });

    it("blocks a confirmed person's contracts for good", async () => {
      const person = await newCustomer("István", frozenName, "1968-05-12");
      // The same person and entry as the previous test's: found again, and its decision (cleared) holds.
      const [logged] = await screeningsOf(person.customerId);
      expect(logged).toMatchObject({ outcome: "possibleMatch", matchedRegistryIds: [3001] });
      await assertNotFrozen(db(), person.customerId);
      const other = await newCustomer("Marta", `${frozenName}-Lead`, "1980-02-02");
      const [pending] = await db().select().from(freezeMatches).where(eq(freezeMatches.customerId, other.customerId));
      expect(pending).toMatchObject({ status: "pending", reason: "nameOnly" });
      await decideMatch(db(), admin, {
        matchId: pending?.id as string,
        decision: "confirmed",
        reason: "Même personne.",
      });
      await expect(assertNotFrozen(db(), other.customerId)).rejects.toMatchObject({
        status: 409,
        messageKey: "freeze.errors.frozenConfirmed",
      });
    });

    it("holds a lead's conversion until an admin decides, the decision following the person into the customer", async () => {
      const lastName = surname("Conversion");
      await importRegister(db(), {
        raw: registerJson(nextPublication(), [
          { registryId: 4001, lastName, firstNames: ["Claire"], birthDates: ["1975"] },
        ]),
        source: "upload",
      });
      const draft = leadDraft();
      const lead = await submitLead(
        db(),
        { ...draft, contact: { ...draft.contact, firstName: "Claire", lastName } },
        announce,
      );
      // Converting makes the customer and a draft offer (issue 42); the birth date is staff's, for the screening.
      const conversion = { leadId: lead.id, version: 1, birthDate: "1975-06-30" };
      await expect(convertLead(db(), admin, conversion, site)).rejects.toMatchObject({
        status: 409,
        code: "frozenPending",
      });
      // The refusal rolled nothing back that proves the screening: the log and the match stay.
      const [logged] = await db().select().from(freezeScreenings).where(eq(freezeScreenings.leadId, lead.id));
      expect(logged).toMatchObject({ outcome: "possibleMatch", trigger: "leadConversion", birthDate: "1975-06-30" });
      const [match] = await db().select().from(freezeMatches).where(eq(freezeMatches.leadId, lead.id));
      expect(match?.status).toBe("pending");
      await decideMatch(db(), admin, { matchId: match?.id as string, decision: "cleared", reason: "Homonyme." });
      const converted = await convertLead(db(), admin, conversion, site);
      const [after] = await db()
        .select()
        .from(freezeMatches)
        .where(eq(freezeMatches.id, match?.id as string));
      expect(after?.customerId).toBe(converted.customerId);
      expect(
        await db().select().from(freezeScreenings).where(eq(freezeScreenings.customerId, converted.customerId)),
      ).toHaveLength(1);
    });

    it("screens every existing customer and the people their contracts name against a new version, once", async () => {
      const holder = surname("Rescreen");
      const spouse = surname("Epouse");
      const customer = await newCustomer("Paul", holder, "1960-03-03");
      const quiet = await newCustomer("Jeanne", surname("Tranquille"), null);
      await insertContract(db(), customer.customerId, "health", {
        peopleCovered: [
          { name: `Paul ${holder}`, relation: "holder" },
          { name: `Olga ${spouse}`, relation: "spouse" },
        ],
      });
      // Until now clear: the current register names neither.
      await assertNotFrozen(db(), customer.customerId);
      const alertsBefore = (await db().select().from(outbox).where(eq(outbox.topic, "freeze.match"))).length;
      const raw = registerJson(nextPublication(), [
        { registryId: 5001, lastName: holder, firstNames: ["Paul"], birthDates: ["1960"] },
        { registryId: 5002, lastName: spouse, firstNames: ["Olga"] },
      ]);
      const imported = await importRegister(db(), { raw, source: "upload", actor: admin });
      expect(imported.status).toBe("imported");
      const register = await currentRegister(db());
      const passOf = async (customerId: string) =>
        db()
          .select()
          .from(freezeScreenings)
          .where(and(eq(freezeScreenings.customerId, customerId), eq(freezeScreenings.trigger, "registerVersion")));
      const logged = await passOf(customer.customerId);
      expect(logged.map((row) => [row.screenedName, row.outcome, row.registerVersion]).sort()).toEqual(
        [
          [`Olga ${spouse}`, "possibleMatch", register?.version],
          [`Paul ${holder}`, "possibleMatch", register?.version],
        ].sort(),
      );
      expect(await passOf(quiet.customerId)).toMatchObject([{ outcome: "clear", registerVersion: register?.version }]);
      const matches = await db().select().from(freezeMatches).where(eq(freezeMatches.customerId, customer.customerId));
      expect(matches.map((match) => match.registryId).sort()).toEqual([5001, 5002]);
      expect(matches.every((match) => match.status === "pending")).toBe(true);
      // Blocked as a new customer's match is, and the admins alerted.
      await expect(assertNotFrozen(db(), customer.customerId)).rejects.toMatchObject({
        status: 409,
        messageKey: "freeze.errors.frozenPending",
      });
      expect((await db().select().from(outbox).where(eq(outbox.topic, "freeze.match"))).length).toBeGreaterThan(
        alertsBefore,
      );

      // The same version again, by the import or by a second call: nothing more is screened.
      const screenings = (await db().select({ n: count() }).from(freezeScreenings))[0]?.n;
      expect(await importRegister(db(), { raw, source: "upload", actor: admin })).toMatchObject({
        status: "unchanged",
      });
      const [version] = await db()
        .select()
        .from(freezeRegisterVersions)
        .where(eq(freezeRegisterVersions.version, imported.version));
      expect(version?.rescreenedAt).not.toBeNull();
      expect(await rescreenForVersion(db(), version?.id as string)).toBeNull();
      expect((await db().select({ n: count() }).from(freezeScreenings))[0]?.n).toBe(screenings);
      expect(await passOf(customer.customerId)).toHaveLength(2);
    });

    it("screens the people a renewal offer names before sending it, and holds the offer on a match", async () => {
      const family = surname("Conjoint");
      const holder = surname("Titulaire");
      const customer = await newCustomer("Hugo", holder, "1970-07-07");
      await importRegister(db(), {
        raw: registerJson(nextPublication(), [{ registryId: 6001, lastName: family, firstNames: ["Vera"] }]),
        source: "upload",
      });
      // Named on the contract after the register came: only the offer's screening can find her.
      const contract = await insertContract(db(), customer.customerId, "health", {
        peopleCovered: [
          { name: `Hugo ${holder}`, relation: "holder" },
          { name: `Vera ${family}`, relation: "spouse" },
        ],
      });
      const draft = await createOffer(db(), admin, {
        customerId: customer.customerId,
        questionnaire: "health",
        renewedContractId: contract.id,
      });
      await expect(sendOffer(db(), admin, draft.id)).rejects.toMatchObject({
        status: 409,
        messageKey: "freeze.errors.frozenPending",
      });
      // The refusal kept the proof: both people screened, the spouse's match pending.
      const logged = await db()
        .select()
        .from(freezeScreenings)
        .where(and(eq(freezeScreenings.customerId, customer.customerId), eq(freezeScreenings.trigger, "offer")));
      expect(logged.map((row) => [row.screenedName, row.outcome]).sort()).toEqual(
        [
          [`Hugo ${holder}`, "clear"],
          [`Vera ${family}`, "possibleMatch"],
        ].sort(),
      );
      const [match] = await db().select().from(freezeMatches).where(eq(freezeMatches.registryId, 6001));
      expect(match).toMatchObject({ status: "pending", customerId: customer.customerId, personName: `Vera ${family}` });
      await decideMatch(db(), admin, { matchId: match?.id as string, decision: "cleared", reason: "Autre personne." });
      // Cleared: the screening no longer stops it (what stops it now is the missing needs).
      await expect(sendOffer(db(), admin, draft.id)).rejects.toMatchObject({ status: 400, code: "needsIncomplete" });
    });
  });
});
