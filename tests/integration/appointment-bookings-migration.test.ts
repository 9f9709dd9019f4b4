import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve("drizzle");
const BOOKINGS_MIGRATION = "0013_appointment_bookings";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The committed migrations before the bookings table, in a folder of their own. */
function migrationsBefore(tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "mc-migrations-"));
  folders.push(folder);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag),
  );
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe("the appointment bookings migration (issue 27, item 8)", () => {
  it("gives appointments requested before it their seats, a customer's repeats of a slot counting once", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore(BOOKINGS_MIGRATION) });
      await db.execute(
        sql`insert into users (id, name, email) values ('a', 'A', 'a@example.fr'), ('b', 'B', 'b@example.fr')`,
      );
      const appointment = (n: number, customer: string, time: string, status = "sent") =>
        sql`insert into customer_requests (reference, customer_id, kind, status, details, lang, submission_key)
            values (${`RDV-${n}`}, ${customer}, 'appointment', ${status},
                    ${JSON.stringify({ date: "2026-11-24", time, motif: "x" })}::jsonb, 'fr', ${`key-${n}`})`;
      // One customer booked 14:00 four times; another booked it once; a handled one and another slot.
      for (const n of [1, 2, 3, 4]) await db.execute(appointment(n, "a", "14:00"));
      await db.execute(appointment(5, "b", "14:00"));
      await db.execute(appointment(6, "b", "15:00", "done"));
      await db.execute(appointment(7, "b", "16:30"));
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const seats = await db.execute(
        sql`select customer_id, slot_start from appointment_bookings order by slot_start, customer_id`,
      );
      expect(seats.rows.map((row) => [row.customer_id, new Date(row.slot_start as string).toISOString()])).toEqual([
        ["a", "2026-11-24T13:00:00.000Z"],
        ["b", "2026-11-24T13:00:00.000Z"],
        ["b", "2026-11-24T15:30:00.000Z"],
      ]);
    } finally {
      await client.close();
    }
  });
});
