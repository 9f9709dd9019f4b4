// The measurements of `npm run bench:backoffice` (bench/backoffice.ts loads this file through Vite).
// Environment: BENCH_LEADS (100000 leads, and as many customer requests), BENCH_ROUNDS (50), BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL), BENCH_PGLITE ("0" skips PGlite).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { loadDashboard } from "~/features/backoffice-leads/lead-dashboard.server";
import { loadLeadDetail } from "~/features/backoffice-leads/lead-detail.server";
import { exportLeadsCsv } from "~/features/backoffice-leads/lead-export.server";
import { LeadFiltersSchema } from "~/features/backoffice-leads/lead-filters.server";
import { listLeads } from "~/features/backoffice-leads/lead-list.server";
import { listRenewals } from "~/server/contracts/renewals.server";
import { listInbox } from "~/server/customer-requests/inbox.server";
import { readInboxFilters } from "~/server/customer-requests/inbox-filters";
import { loadRequestForStaff } from "~/server/customer-requests/request-thread.server";
import { listCustomers } from "~/server/customers/customer-directory.server";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { readCustomerFilters } from "~/server/customers/customer-list-filters";
import { type Database, openDatabase } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { withFreshPostgres } from "./support.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

type Timing = { p50: number; p95: number };
const round = (n: number) => Math.round(n * 10) / 10;

async function time(rounds: number, run: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 3; i++) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run(i);
    durations.push(performance.now() - t0);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) =>
    durations[Math.min(durations.length - 1, Math.floor(durations.length * share))] as number;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}

const FIRST = ["Camille", "Léa", "Hugo", "Chloé", "Lucas", "Inès", "Jules", "Zoé", "Louis", "Manon", "Théo", "Élodie"];
const LAST = [
  "Martin",
  "Bernard",
  "Dubois",
  "Durand",
  "Lefèvre",
  "Moreau",
  "Laurent",
  "Simon",
  "Michel",
  "Garnier",
  "Faure",
  "Rousseau",
  "Dupont",
  "Lambert",
  "Bonnet",
];
const PRODUCTS = [
  "healthSenior",
  "healthFamily",
  "healthCompany",
  "borrower",
  "vehiclesStandard",
  "vehiclesPremium",
  "vehiclesNoLicence",
  "callback",
];

/**
 * `leads` leads (BENCH_LEADS, 100,000) over three years, in one INSERT … SELECT per batch (both engines): products
 * weighted towards health and borrower, older leads mostly closed (won about one in six), the
 * last weeks mostly open, a fifth without the phone opt-in, sources direct / Google / referral.
 */
export async function seedLeads(db: Database, leads = LEADS) {
  const advisers = Array.from({ length: 6 }, (_, i) => ({
    id: randomUUID(),
    name: `Conseiller ${i + 1}`,
    email: `conseiller${i + 1}.${randomUUID().slice(0, 6)}@bench.fr`,
    role: "adviser" as const,
  }));
  await db.insert(users).values(advisers.map((a) => ({ ...a, emailVerified: true })));
  const adviserArray = `array[${advisers.map((a) => `'${a.id}'`).join(",")}]::text[]`;
  const arr = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]::text[]`;
  const batch = 10_000;
  for (let start = 0; start < leads; start += batch) {
    const count = Math.min(batch, leads - start);
    await db.execute(
      sql.raw(`
      insert into leads (reference, product, status, answers, last_name, first_name, company, email, phone, lang, consents,
                         callback_consent, source, created_at, updated_at, assigned_to, first_contacted_at, lost_reason)
      select 'BN-' || lpad((${start} + g)::text, 8, '0'),
             p.product,
             case when age < 2 then 'new' when r < 0.15 then 'won' when r < 0.45 then 'lost' when r < 0.7 then 'quoted' when r < 0.9 then 'contacted' else 'new' end,
             '{"situation":"couple","couverture":["hospitalisation","optique"]}'::jsonb,
             (${arr(LAST)})[1 + (g * 7) % ${LAST.length}],
             (${arr(FIRST)})[1 + (g * 13) % ${FIRST.length}],
             case when p.product = 'healthCompany' then 'Société ' || (g % 500) else null end,
             'prospect' || (${start} + g) || '@exemple.fr',
             '+336' || lpad(((${start} + g) * 7919 % 100000000)::text, 8, '0'),
             'fr',
             '{"privacy":{"text":"J''ai pris connaissance de l''utilisation de mes données.","at":"2026-01-01T00:00:00Z"},"callback":{"given":true,"text":"J''accepte d''être rappelé(e).","at":"2026-01-01T00:00:00Z"}}'::jsonb,
             r2 > 0.2,
             case when r2 < 0.1 then '{"page":"/","referrer":null,"firstTouch":null,"lastTouch":null,"referralCode":"CAMILLE-7K2Q","lang":"fr"}'::jsonb
                  when r2 < 0.5 then '{"page":"/sante-senior","referrer":"https://www.google.fr/","firstTouch":null,"lastTouch":{"at":"2026-01-01T00:00:00Z","landing":"/sante-senior","referrer":null,"utm":{"source":"google","medium":"cpc"}},"referralCode":null,"lang":"fr"}'::jsonb
                  else '{"page":"/","referrer":null,"firstTouch":null,"lastTouch":null,"referralCode":null,"lang":"fr"}'::jsonb end,
             now() - make_interval(days => age, mins => (g % 1440)),
             now() - make_interval(days => age),
             case when r2 < 0.95 then (${adviserArray})[1 + g % ${advisers.length}] else null end,
             case when age >= 2 and r < 0.9 then now() - make_interval(days => age) + make_interval(hours => 1 + (g % 40)) else null end,
             case when age >= 2 and r >= 0.15 and r < 0.45 then 'price' else null end
      from (select g, random() as r, random() as r2, floor(power(random(), 1.4) * 1095)::int as age
            from generate_series(1, ${count}) as g) s
      cross join lateral (select (${arr(PRODUCTS)})[1 + floor(power(random() + g * 0, 1.3) * ${PRODUCTS.length})::int] as product) p`),
    );
  }
  await db.execute(sql`analyze leads`);
  const [admin] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: "Bench Admin",
      email: `admin.${randomUUID().slice(0, 6)}@bench.fr`,
      role: "admin",
    })
    .returning({ id: users.id, email: users.email, name: users.name });
  return { advisers, admin: admin as { id: string; email: string; name: string } };
}

/**
 * As many customer requests as leads (BENCH_LEADS), from 5,000 customers over two years: kinds
 * mixed, older ones handled, the last days open (some overdue), most assigned, searchable by the
 * customer's folded name and e-mail and the request's reference, each with a short thread.
 */
async function seedRequests(db: Database, advisers: Array<{ id: string }>) {
  const customers = 5_000;
  await db.execute(
    sql.raw(`
    insert into users (id, name, email, email_verified, role)
    select 'bench-customer-' || g, (array['Camille','Léa','Hugo','Chloé','Élodie'])[1 + g % 5] || ' ' || (array['Martin','Dubois','Lefèvre','Moreau','Dupont'])[1 + (g / 5) % 5],
           'client' || g || '@bench.fr', true, 'customer'
    from generate_series(1, ${customers}) as g`),
  );
  const adviserArray = `array[${advisers.map((a) => `'${a.id}'`).join(",")}]::text[]`;
  const batch = 10_000;
  for (let start = 0; start < LEADS; start += batch) {
    const count = Math.min(batch, LEADS - start);
    await db.execute(
      sql.raw(`
      insert into customer_requests (reference, customer_id, kind, status, details, lang, submission_key, created_at, updated_at,
                                     due_at, closed_at, assigned_to, customer_activity_at, staff_seen_at, search_text)
      select k.prefix || '-' || lpad((${start} + g)::text, 8, '0'),
             'bench-customer-' || (1 + (${start} + g) % ${customers}),
             k.kind,
             case when age < 3 then (case when r < 0.5 then 'sent' else 'in_progress' end) when r < 0.9 then 'done' else 'refused' end,
             '{"type":"rib","description":"Mon nouveau RIB"}'::jsonb, 'fr', 'bench-' || (${start} + g),
             now() - make_interval(days => age, mins => g % 1440), now() - make_interval(days => age),
             now() - make_interval(days => age) + interval '2 days',
             case when age >= 3 then now() - make_interval(days => age) + interval '1 day' else null end,
             case when r2 < 0.9 then (${adviserArray})[1 + g % ${advisers.length}] else null end,
             now() - make_interval(days => age), case when r2 < 0.7 then now() - make_interval(days => age) + interval '1 hour' else null end,
             'client' || (1 + (${start} + g) % ${customers}) || '@bench.fr ' || lower(k.prefix) || '-' || lpad((${start} + g)::text, 8, '0')
               || ' ' || (array['camille','lea','hugo','chloe','elodie'])[1 + (1 + (${start} + g) % ${customers}) % 5]
               || ' ' || (array['martin','dubois','lefevre','moreau','dupont'])[1 + ((1 + (${start} + g) % ${customers}) / 5) % 5]
      from (select g, random() as r, random() as r2, floor(power(random(), 1.4) * 730)::int as age
            from generate_series(1, ${count}) as g) s
      cross join lateral (select (array['document','appointment','claim','cancellation'])[1 + g % 4] as kind,
                                 (array['DOC','RDV','SIN','RES'])[1 + g % 4] as prefix) k`),
    );
  }
  await db.execute(
    sql.raw(`
    insert into customer_request_events (request_id, at, kind, visible_to_customer, text, details)
    select id, created_at + interval '1 hour', 'answer', true, 'Bien reçu, merci.', '{}'::jsonb
    from customer_requests where status <> 'sent'`),
  );
  await db.execute(sql`analyze customer_requests`);
  await db.execute(sql`analyze customer_request_events`);
}

/**
 * As many customers as leads (BENCH_LEADS), each with a profile, most with a phone, one contract
 * of a mixed line (70% active), 90% followed by an adviser. The search text is the triggers'
 * work (migration 0016), as for any writer, so the seed's time includes it.
 */
async function seedCustomers(db: Database, advisers: Array<{ id: string }>) {
  const adviserArray = `array[${advisers.map((a) => `'${a.id}'`).join(",")}]::text[]`;
  const batch = 10_000;
  for (let start = 0; start < LEADS; start += batch) {
    const count = Math.min(batch, LEADS - start);
    const ids = `from generate_series(${start + 1}, ${start + count}) as g`;
    await db.execute(
      sql.raw(`insert into users (id, name, email, email_verified, role)
        select 'bench-cust-' || g, (array['Camille','Léa','Hugo','Chloé','Élodie'])[1 + g % 5] || ' ' || (array['Martin','Dubois','Lefèvre','Moreau','Dupont','Garçon'])[1 + (g / 5) % 6] || g,
               'cust' || g || '@bench.fr', true, 'customer' ${ids}`),
    );
    await db.execute(
      sql.raw(`insert into customer_profiles (user_id, first_name, last_name, member_since)
        select 'bench-cust-' || g, (array['Camille','Léa','Hugo','Chloé','Élodie'])[1 + g % 5], (array['Martin','Dubois','Lefèvre','Moreau','Dupont','Garçon'])[1 + (g / 5) % 6] || g, '2024-01-01' ${ids}`),
    );
    await db.execute(
      sql.raw(`insert into customer_contact_details (user_id, phone)
        select 'bench-cust-' || g, '+336' || lpad((g * 7919 % 100000000)::text, 8, '0') ${ids} where g % 4 <> 0`),
    );
    await db.execute(
      sql.raw(`insert into contracts (customer_id, reference, product_line, product, insurer, status, monthly_premium_cents,
                                      start_date, anniversary_date, vehicle_registration, vehicle_make, vehicle_model, loan_amount_cents, loan_bank)
        select 'bench-cust-' || g, 'MC-BENCH-' || lpad(g::text, 7, '0'),
               (array['vehicle','health','borrower'])[1 + g % 3], (array['vehiclesStandard','healthFamily','borrower'])[1 + g % 3],
               'Assureur ' || (g % 15), case when g % 10 < 7 then 'active' else 'cancelled' end, 3000 + g % 9000,
               (date '2023-01-01' + (g % 900)), (date '2023-01-01' + (g % 900)),
               case when g % 3 = 0 then 'AB-' || lpad((g % 1000)::text, 3, '0') || '-CD' end, case when g % 3 = 0 then 'Peugeot' end,
               case when g % 3 = 0 then '208' end, case when g % 3 = 2 then 20000000 end, case when g % 3 = 2 then 'Banque' end ${ids}`),
    );
    await db.execute(
      sql.raw(`update customer_files set adviser_id = (${adviserArray})[1 + (substr(customer_id, 12)::int) % ${advisers.length}]
        where customer_id like 'bench-cust-%' and substr(customer_id, 12)::int between ${start + 1} and ${start + count}
          and substr(customer_id, 12)::int % 10 <> 0`),
    );
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze customer_files`);
  await db.execute(sql`analyze contracts`);
}

async function benchEngine(engine: string, db: Database) {
  const seeded = performance.now();
  const { advisers, admin } = await seedLeads(db);
  const seedSeconds = round((performance.now() - seeded) / 1000);
  const picked = await db.execute(sql`select id from leads order by random() limit 200`);
  const ids = (picked as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  const filters = LeadFiltersSchema.parse({ product: "borrower", q: "lefevre", sort: "due", adviser: advisers[0]?.id });
  const list = await time(ROUNDS, () => listLeads(db, filters));
  const listSearchOnly = await time(ROUNDS, () =>
    listLeads(db, LeadFiltersSchema.parse({ q: "dupont", sort: "newest" })),
  );
  const listOverdue = await time(ROUNDS, () => listLeads(db, LeadFiltersSchema.parse({ overdue: "1", sort: "due" })));
  const leadPage = await time(ROUNDS, (i) => loadLeadDetail(db, ids[i % ids.length] as string));
  const dashboard = await time(Math.max(5, Math.floor(ROUNDS / 5)), () => loadDashboard(db));

  // The whole list as CSV, read to the end; the process's resident memory sampled meanwhile.
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const stream = await exportLeadsCsv(
    db,
    { ...admin, ip: "127.0.0.1" },
    {
      filters: LeadFiltersSchema.parse({}),
      separator: "semicolon",
      headers: [
        "ref",
        "created",
        "product",
        "status",
        "last",
        "first",
        "company",
        "email",
        "phone",
        "optin",
        "adviser",
        "source",
        "first contact",
        "reason",
      ],
      labels: (row) => row,
    },
  );
  let bytes = 0;
  for await (const chunk of Readable.fromWeb(stream as never)) bytes += (chunk as Buffer).length;
  const exportSeconds = round((performance.now() - t0) / 1000);
  clearInterval(sampler);
  const exportMemoryMb = round((peak - rssBefore) / 1024 / 1024);

  const requestsSeeded = performance.now();
  await seedRequests(db, advisers);
  const requestsSeedSeconds = round((performance.now() - requestsSeeded) / 1000);
  const pickedRequests = await db.execute(sql`select id from customer_requests order by random() limit 200`);
  const requestIds = (pickedRequests as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  const inbox = (query: string) => () => listInbox(db, readInboxFilters(new URLSearchParams(query)));
  const inboxDefault = await time(ROUNDS, inbox(""));
  const inboxOpen = await time(ROUNDS, inbox("statut=open"));
  const inboxSearch = await time(ROUNDS, inbox("q=lefevre&type=claim"));
  const inboxOverdue = await time(ROUNDS, inbox(`retard=1&conseiller=${advisers[0]?.id}`));
  const requestPage = await time(ROUNDS, (i) => loadRequestForStaff(db, requestIds[i % requestIds.length] as string));

  const customersSeeded = performance.now();
  await seedCustomers(db, advisers);
  const customersSeedSeconds = round((performance.now() - customersSeeded) / 1000);
  const customers = (query: string) => () => listCustomers(db, readCustomerFilters(new URLSearchParams(query)));
  const customersDefault = await time(ROUNDS, customers(""));
  const customersSearch = await time(ROUNDS, customers("q=lefevre"));
  const customersPhone = await time(ROUNDS, customers(`q=${encodeURIComponent("06 12 34")}`));
  const customersFiltered = await time(ROUNDS, customers(`contrat=with&branche=health&conseiller=${advisers[0]?.id}`));
  const customerPage = await time(ROUNDS, (i) => loadCustomerFile(db, `bench-cust-${1 + ((i * 7919) % LEADS)}`));
  const renewals = await time(ROUNDS, () => listRenewals(db, { today: new Date().toISOString().slice(0, 10) }));
  return {
    engine,
    leads: LEADS,
    seedSeconds,
    list,
    listSearchOnly,
    listOverdue,
    leadPage,
    dashboard,
    exportSeconds,
    exportMb: round(bytes / 1024 / 1024),
    exportMemoryMb,
    requestsSeedSeconds,
    inboxDefault,
    inboxOpen,
    inboxSearch,
    inboxOverdue,
    requestPage,
    customersSeedSeconds,
    customersDefault,
    customersSearch,
    customersPhone,
    customersFiltered,
    customerPage,
    renewals,
  };
}

async function withPostgres<T>(run: (db: Database) => Promise<T>): Promise<T> {
  return withFreshPostgres(PG_URL, async (url) => {
    const handle = await openDatabase({ url });
    try {
      await handle.migrate();
      return await run(handle.db);
    } finally {
      await handle.close();
    }
  });
}

export async function runBackofficeBench() {
  const results = [];
  if (PG_URL) results.push(await withPostgres((db) => benchEngine("postgres", db)));
  if (process.env.BENCH_PGLITE !== "0") {
    const pglite = await openDatabase({ pgliteDir: "memory://" });
    try {
      await pglite.migrate();
      results.push(await benchEngine("pglite", pglite.db));
    } finally {
      await pglite.close();
    }
  }
  const ms = (t: Timing) => `${t.p50} / ${t.p95}`;
  process.stdout.write(
    "\n| engine | seed s | list filter+search+sort p50 / p95 ms | search only | overdue | lead page | dashboard | CSV export s (MB) | export memory growth MB |\n",
  );
  process.stdout.write("|---|---|---|---|---|---|---|---|---|\n");
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${r.seedSeconds} | ${ms(r.list)} | ${ms(r.listSearchOnly)} | ${ms(r.listOverdue)} | ${ms(r.leadPage)} | ${ms(r.dashboard)} | ${r.exportSeconds} (${r.exportMb}) | ${r.exportMemoryMb} |\n`,
    );
  }
  process.stdout.write(
    "\n| engine | requests | seed s | inbox (due first) p50 / p95 ms | open | search + kind | overdue + adviser | request page |\n",
  );
  process.stdout.write("|---|---|---|---|---|---|---|---|\n");
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${LEADS} | ${r.requestsSeedSeconds} | ${ms(r.inboxDefault)} | ${ms(r.inboxOpen)} | ${ms(r.inboxSearch)} | ${ms(r.inboxOverdue)} | ${ms(r.requestPage)} |\n`,
    );
  }
  process.stdout.write(
    "\n| engine | customers | seed s | list (by name) p50 / p95 ms | search name | search phone | active + line + adviser | customer page | renewals (60 days) |\n",
  );
  process.stdout.write("|---|---|---|---|---|---|---|---|---|\n");
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${LEADS} | ${r.customersSeedSeconds} | ${ms(r.customersDefault)} | ${ms(r.customersSearch)} | ${ms(r.customersPhone)} | ${ms(r.customersFiltered)} | ${ms(r.customerPage)} | ${ms(r.renewals)} |\n`,
    );
  }
  fs.mkdirSync("bench/out", { recursive: true });
  fs.writeFileSync(
    "bench/out/backoffice.json",
    `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, results }, null, 2)}\n`,
  );
}
