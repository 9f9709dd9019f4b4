import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import type { Database } from "~/server/db/client.server";
import { contractDocuments } from "~/server/db/schema/contract-records";
import { leads } from "~/server/db/schema/leads";
import { outbox } from "~/server/db/schema/outbox";
import { bankAccounts, paymentInstalments } from "~/server/db/schema/payments";
import { dataExports, legalHolds } from "~/server/db/schema/privacy";
import { publicConfirmations } from "~/server/db/schema/public-confirmations";
import { parseEnv, resetEnvCache } from "~/server/env.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { queueDataExport, runPendingExports } from "~/server/privacy/data-exports.server";
import { eraseSubject } from "~/server/privacy/erasure.server";
import { planErasure } from "~/server/privacy/erasure-plan.server";
import { PERSONAL_DATA } from "~/server/privacy/personal-data";
import { EXPORT_SECTIONS } from "~/server/privacy/subject-data.server";
import { phoneForms } from "~/server/privacy/traces.server";
import { buildSiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { fileStore } from "~/server/storage.server";
import { createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { announceLeads, leadDraft } from "../support/lead-factory";
import { type Person, personDraft, seedPersonEverywhere } from "../support/person-everywhere";

/**
 * Issues 48.1, 46.5 and 43: every table is declared once (personal data or not, exported how,
 * erased how, held why); a person put into every table that can hold them is found by every
 * identifier they ever had, exported with their files, and after erasure no text or JSON column
 * of any table still names them, outside what the law keeps.
 */
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "privacy-complete-"));
  process.env.UPLOADS_DIR = uploadsDir;
  // A requests webhook is configured: public complaints then carry the person in its body too.
  process.env.REQUESTS_WEBHOOK_URL = "https://hooks.example.org/requests";
  process.env.REQUESTS_WEBHOOK_SECRET = `whsec_${Buffer.from("privacy-completeness-secret-32b!").toString("base64")}`;
  resetEnvCache();
});
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
  delete process.env.REQUESTS_WEBHOOK_URL;
  delete process.env.REQUESTS_WEBHOOK_SECRET;
  resetEnvCache();
});

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
const exists = (file: string) =>
  stat(path.join(uploadsDir, file)).then(
    () => true,
    () => false,
  );

/** The migrated database's own tables, read from information_schema: a new one shows up by itself. */
const tablesOf = async (db: Database) =>
  (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  )
    .map((row) => row.name)
    .sort();

/** Every text and JSON column of every table. */
const textColumnsOf = (db: Database) =>
  rows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        order by 1, 2`,
  );

const termsOf = (person: Person) => [
  person.oldEmail,
  person.newEmail,
  person.quoteEmail,
  ...phoneForms(person.phone),
  ...phoneForms(person.oldPhone),
  person.lastName,
  `${person.firstName} ${person.lastName}`,
];

/** Where the person's identifiers appear: "table.column" -> the values found. */
async function tracesOf(db: Database, person: Person) {
  const found: Record<string, string[]> = {};
  const terms = termsOf(person);
  for (const { table, column } of await textColumnsOf(db)) {
    const where = sql.join(
      terms.map((term) => sql`position(lower(${term}) in lower(${sql.identifier(column)}::text)) > 0`),
      sql` or `,
    );
    const hits = await rows<{ value: string }>(
      db,
      sql`select left(${sql.identifier(column)}::text, 160) as value from ${sql.identifier(table)} where ${where}`,
    );
    if (hits.length > 0) found[`${table}.${column}`] = hits.map((hit) => hit.value);
  }
  return found;
}

/** A table's link to a person's account: the joins from it to `users`, by foreign keys other than staff columns. */
type Hop = { table: string; column: string; refTable: string; refColumn: string };

const STAFF_COLUMNS = [
  "actor_id",
  "assigned_to",
  "uploaded_by",
  "handled_by",
  "requested_by",
  "staff_id",
  "adviser_id",
  "updated_by",
  "imported_by",
  "paid_by",
  "created_by",
];

async function foreignKeys(db: Database): Promise<Hop[]> {
  return rows<Hop>(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "refTable", ccu.column_name as "refColumn"
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
        where kcu.table_schema = 'public'`,
  );
}

/** The shortest chain of foreign keys from a table to `users` (at most four hops), or null. */
function pathToUsers(table: string, keys: Hop[]): Hop[] | null {
  const queue: Array<{ at: string; path: Hop[] }> = [{ at: table, path: [] }];
  while (queue.length > 0) {
    const { at, path } = queue.shift() as { at: string; path: Hop[] };
    if (path.length >= 4) continue;
    for (const hop of keys.filter((key) => key.table === at && !STAFF_COLUMNS.includes(key.column))) {
      if (hop.refTable === "users") return [...path, hop];
      if (!path.some((step) => step.table === hop.refTable)) queue.push({ at: hop.refTable, path: [...path, hop] });
    }
  }
  return null;
}

/** The rows of a table that lead to the account through its foreign keys, as their whole row in JSON. */
async function rowsOfAccount(db: Database, table: string, path: Hop[], accountId: string) {
  const joins = path
    .slice(0, -1)
    .map(
      (hop, i) =>
        sql`join ${sql.identifier(hop.refTable)} ${sql.identifier(`t${i + 1}`)} on ${sql.identifier(`t${i + 1}`)}.${sql.identifier(hop.refColumn)} = ${sql.identifier(`t${i}`)}.${sql.identifier(hop.column)}`,
    );
  const last = path[path.length - 1] as Hop;
  return rows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(t0) as row from ${sql.identifier(table)} t0 ${sql.join(joins, sql` `)}
        where ${sql.identifier(`t${path.length - 1}`)}.${sql.identifier(last.column)} = ${accountId}`,
  );
}

/** Every personal table with a path to an account: what of it belongs to this account. */
async function accountRows(db: Database, accountId: string) {
  const keys = await foreignKeys(db);
  const found: Record<string, Array<Record<string, unknown>>> = {};
  for (const [table, treatment] of Object.entries(PERSONAL_DATA)) {
    if (!treatment.personal || table === "users") continue;
    const path = pathToUsers(table, keys);
    if (path) found[table] = (await rowsOfAccount(db, table, path, accountId)).map((r) => r.row);
  }
  return found;
}

describe.each(testDatabases())("GDPR completeness on $name", ({ handle }) => {
  const db = () => handle().db;
  const site = buildSiteConfig(parseEnv({}));

  it("declares every table of the database once: personal or not, exported how, erased how", async () => {
    const tables = await tablesOf(db());
    const declared = Object.keys(PERSONAL_DATA).sort();
    // A table added by a migration fails here until personal-data.ts says what it holds.
    expect({ undeclared: tables.filter((table) => !declared.includes(table)) }).toEqual({ undeclared: [] });
    expect({ notInDatabase: declared.filter((table) => !tables.includes(table)) }).toEqual({ notInDatabase: [] });
    const columns = await textColumnsOf(db());
    const allColumns = await rows<{ table: string; column: string }>(
      db(),
      sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public'`,
    );
    for (const [table, treatment] of Object.entries(PERSONAL_DATA)) {
      if (!treatment.personal) {
        expect(treatment.why.length, table).toBeGreaterThan(10);
        continue;
      }
      if (typeof treatment.export === "string") expect(EXPORT_SECTIONS, table).toContain(treatment.export);
      else expect(treatment.export.none.length, table).toBeGreaterThan(10);
      expect(treatment.erasure.length, table).toBeGreaterThan(5);
      if (treatment.sweep) {
        for (const column of treatment.sweep.columns) {
          expect(columns, `${table}.${column} is searched: it must be text or JSON`).toContainEqual({ table, column });
        }
        expect(allColumns, `${table}'s key`).toContainEqual({ table, column: treatment.sweep.key });
      }
    }
    // A table pointing at an account other than as the staff member who acted is the person's data.
    const linked = await rows<{ table: string; column: string }>(
      db(),
      sql`select kcu.table_name as "table", kcu.column_name as "column"
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
          where kcu.table_schema = 'public' and ccu.table_name = 'users'`,
    );
    expect(linked).toContainEqual({ table: "customer_profiles", column: "user_id" });
    const staffColumns = [
      "actor_id",
      "assigned_to",
      "uploaded_by",
      "handled_by",
      "requested_by",
      "staff_id",
      "adviser_id",
      "updated_by",
      "imported_by",
      "paid_by",
    ];
    for (const { table, column } of linked.filter((link) => !staffColumns.includes(link.column))) {
      expect(PERSONAL_DATA[table]?.personal, `${table}.${column} points at a person's account`).toBe(true);
    }
    // Every JSON file of the export is the declared home of some table.
    const homes = Object.values(PERSONAL_DATA).flatMap((t) =>
      t.personal && typeof t.export === "string" ? [t.export] : [],
    );
    for (const section of EXPORT_SECTIONS) {
      if (section !== "consents") expect(homes, section).toContain(section);
    }
  });

  it("finds a person by every identifier they had, exports all of it, and erases every trace outside the legal holds", async () => {
    const admin = await createUser(db(), "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin Test", ip: "203.0.113.9" };
    const person = personDraft();
    const seeded = await seedPersonEverywhere(db(), person, { actor, site, files: fileStore(uploadsDir) });
    const before = await tracesOf(db(), person);
    const ownedBefore = await accountRows(db(), seeded.customerId);
    // The seed reached every table the registry says can hold a person (those that keep text).
    const reached = new Set(Object.keys(before).map((key) => key.split(".")[0]));
    for (const table of [
      "outbox",
      "dev_mailbox",
      "staff_audit_log",
      "chat_unanswered_questions",
      "customer_former_identifiers",
    ]) {
      expect(reached, table).toContain(table);
    }

    // The complaint under the account's address waits for the holder's answer through a link.
    const links = () =>
      db().select().from(publicConfirmations).where(eq(publicConfirmations.customerId, seeded.customerId));
    expect(await links()).toHaveLength(1);
    // The probe's findings are there to erase: webhook bodies naming the person (client_nom), staff notices.
    const webhooks = await db().select().from(outbox).where(eq(outbox.channel, "webhook"));
    expect(webhooks.some((row) => JSON.stringify(row.payload).includes(`"client_nom":"${person.firstName}`))).toBe(
      true,
    );
    // Staff export from the letter (old address and phone): what the customer's own export had, and more.
    const subject = { email: person.oldEmail, phone: person.phone, customerId: null };
    const exportId = await queueDataExport(db(), subject, { staff: actor, requestId: seeded.letterId });
    await runPendingExports(db());
    const [built] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(built?.status).toBe("ready");
    const zip = unzipSync(new Uint8Array(await readFile(path.join(uploadsDir, built?.storagePath as string))));
    const text = (name: string) => new TextDecoder().decode(zip[`${name}.json`]).toLowerCase();
    const json = (name: string) => JSON.parse(text(name)) as Array<Record<string, unknown>>;
    const sentTo = new Set(json("messages").map((row) => row.to));
    expect([...sentTo].sort()).toEqual([person.newEmail, person.oldEmail, person.quoteEmail].sort());
    const requests = json("requests");
    expect(requests.map((row) => `${row.kind}/${row.channel}`).sort()).toEqual([
      "complaint/public",
      "complaint/public",
      "message/area",
    ]);
    const contracts = json("contracts") as Array<{ documents: Array<{ inexport: string }> }>;
    const documents = contracts.flatMap((contract) => contract.documents);
    expect(documents).toHaveLength(2);
    const zipNames = Object.keys(zip).map((name) => name.toLowerCase());
    for (const document of documents) expect(zipNames).toContain(document.inexport);
    expect(text("account")).toContain(person.oldPhone);
    // Their bank details in full (the IBAN is theirs), their mandate and the held contract's schedule.
    expect(text("payments")).toContain("fr7630006000011234567890189");
    expect(json("payments").map((row) => row.kind)).toEqual(["bankaccount", "sepamandate", "paymentschedule"]);
    expect(json("applications")).toHaveLength(1);
    // The call log (issue 44): the call on the account and the one on the lead.
    expect(
      json("calls")
        .map((row) => row.outcome)
        .sort(),
    ).toEqual(["reached", "voicemail"]);
    // Each table holding the person that the registry says is exported has them in its JSON file.
    for (const key of Object.keys(before)) {
      const treatment = PERSONAL_DATA[key.split(".")[0] as string];
      if (!treatment?.personal || typeof treatment.export !== "string") continue;
      const section = text(treatment.export);
      expect(
        termsOf(person).some((term) => section.includes(term.toLowerCase())),
        `${key} holds the person: ${treatment.export}.json should too`,
      ).toBe(true);
    }

    // Coverage by the export, table by table: every row that leads to the account through foreign
    // keys is in the JSON file the registry names (found by its id), or the registry says why not.
    const uncovered: string[] = [];
    for (const [table, owned] of Object.entries(ownedBefore)) {
      const treatment = PERSONAL_DATA[table];
      if (!treatment?.personal || owned.length === 0) continue;
      if (typeof treatment.export !== "string") continue;
      const section = text(treatment.export);
      // An export that names its rows by id (the money's, the account's) must name every one of
      // them; one that leaves technical ids out is checked by the text traces above.
      const ids = owned.map((row) => String(row.id ?? "").toLowerCase()).filter(Boolean);
      if (!ids.some((id) => section.includes(id))) continue;
      for (const id of ids)
        if (!section.includes(id)) uncovered.push(`${table} ${id} is not in ${treatment.export}.json`);
    }
    expect(uncovered).toEqual([]);
    // The seed reaches the money's tables (issue 43): a table the seed never fills proves nothing.
    for (const table of [
      "bank_accounts",
      "sepa_mandates",
      "payment_instalments",
      "debit_rejects",
      "unpaid_premium_steps",
      "referral_gift_payments",
    ]) {
      expect(ownedBefore[table]?.length ?? 0, `the person is in ${table}`).toBeGreaterThan(0);
    }

    // The preview counts what the erasure will do, the public complaint and the held contract included.
    const plan = await planErasure(db(), subject);
    expect(plan.records.identifiers.emails.sort()).toEqual(
      [person.newEmail, person.oldEmail, person.quoteEmail].sort(),
    );
    expect(plan.records.identifiers.phones).toEqual(expect.arrayContaining([person.phone, person.oldPhone]));
    expect(plan.counts).toMatchObject({
      accounts: 1,
      leads: 1,
      requests: 3,
      contractsKept: 1,
      contractsErased: 1,
      contractsRunning: 0,
      applications: 1,
      consentProofsKept: 1,
    });
    expect(plan.counts.messages).toBeGreaterThan(5);
    expect(plan.counts.mentions).toBeGreaterThanOrEqual(2);
    const storedDocuments = await db().select().from(contractDocuments);
    const heldDocument = storedDocuments.find((row) => row.contractId === seeded.heldContractId);
    const erasedDocument = storedDocuments.find(
      (row) => row.contractId !== seeded.heldContractId && row.title.includes(person.lastName),
    );

    await eraseSubject(db(), actor, subject, { requestId: seeded.letterId });

    expect(await links()).toEqual([]);
    // Coverage by the erasure, table by table: nothing that led to the account is left, but for the
    // tables whose rows the law keeps (a hold) or that stay with a held contract's anonymised account.
    const ownedAfter = await accountRows(db(), seeded.customerId);
    const left = Object.entries(ownedAfter)
      .filter(([table, owned]) => {
        const treatment = PERSONAL_DATA[table];
        return owned.length > 0 && treatment?.personal && !treatment.hold && !treatment.keptWithHeldAccount;
      })
      .map(([table, owned]) => `${table}: ${owned.length} row(s) left, and no hold declared`);
    expect(left).toEqual([]);
    // Nothing names them any more: every text and JSON column of every table, read from the database.
    expect(await tracesOf(db(), person)).toEqual({});
    // What the law keeps stays, anonymised: the ended contract (with its documents) and the consent proof.
    const holds = await db().select().from(legalHolds).where(eq(legalHolds.requestId, seeded.letterId));
    expect(holds.map((hold) => hold.recordType).sort()).toEqual(["contract", "lead"]);
    // Bank details go; the held contract's booked payment stays with it (accounting: 10 years).
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.customerId, seeded.customerId))).toEqual([]);
    const kept = await db()
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.contractId, seeded.heldContractId));
    expect(kept.filter((row) => row.status === "paid")).toHaveLength(1);
    expect(holds.find((hold) => hold.recordType === "contract")?.reason).toBe("accounting");
    expect(await exists(heldDocument?.storagePath as string)).toBe(true);
    expect(await exists(erasedDocument?.storagePath as string)).toBe(false);
    expect(await exists(built?.storagePath as string)).toBe(false);
    // Found again by any of the identifiers: nobody.
    for (const email of [person.oldEmail, person.newEmail, person.quoteEmail]) {
      const again = await planErasure(db(), { email, phone: null });
      expect(again.counts, email).toMatchObject({ accounts: 0, leads: 0, requests: 0, applications: 0, messages: 0 });
    }
    // A person through every service, an export and a search of every column: long on a busy machine.
  }, 240_000);

  it("leaves a household alone: a phone shared on someone else's quote reaches neither their records nor their e-mails", async () => {
    const admin = await createUser(db(), "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin Test", ip: "203.0.113.9" };
    const phone = `+3363${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    const announce = announceLeads({ site, notifyEmail: "leads@broker.example", webhook: true });
    const person = leadDraft();
    await submitLead(db(), leadDraft({ contact: { ...person.contact, phone } }), announce);
    const neighbour = leadDraft({
      contact: {
        lastName: "Voisin",
        firstName: "Bérénice",
        company: null,
        email: `voisine.${crypto.randomUUID().slice(0, 8)}@example.fr`,
        phone,
      },
    });
    const theirs = await submitLead(db(), neighbour, announce);
    const mailsOf = async (email: string) =>
      (await db().select().from(outbox)).filter((row) => JSON.stringify(row.payload).includes(email)).length;
    const before = await mailsOf(neighbour.contact.email);
    expect(before).toBeGreaterThan(0);

    const plan = await planErasure(db(), { email: person.contact.email, phone: null });
    expect(plan.counts.leads).toBe(1);
    await eraseSubject(db(), actor, { email: person.contact.email, phone: null });
    expect(await db().select({ id: leads.id }).from(leads).where(eq(leads.id, theirs.id))).toHaveLength(1);
    expect(await mailsOf(neighbour.contact.email)).toBe(before);
  });
});
