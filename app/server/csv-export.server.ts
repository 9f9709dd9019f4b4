import { Readable } from "node:stream";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { formulaSafeCsv } from "./csv-cells";

/** Rows read per query: an export never holds more than one batch in memory. */
export const CSV_BATCH = 1000;

/**
 * Where the next batch starts: after the last row read, along (created_at, id). `at` is the
 * timestamp as PostgreSQL keeps it, to the microsecond: a JavaScript Date keeps milliseconds, and a
 * cursor rounded down to them put each batch's last row again at the head of the next.
 */
export type ExportCursor = { at: string; id: string } | null;

/** The column an export selects as `cursorAt`: its row's created_at, exact, in UTC. */
export function exportCursorAt(createdAt: AnyColumn) {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The condition "after this cursor", a row comparison the (created_at, id) index answers directly. */
export function afterCursor(columns: { createdAt: AnyColumn; id: AnyColumn }, after: ExportCursor): SQL | undefined {
  return after ? sql`(${columns.createdAt}, ${columns.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
}

/**
 * A list as CSV, streamed (issue 40: one writer for every export): UTF-8 with a BOM (Excel then
 * reads the accents), `;` unless told, every cell formula-safe (csv-cells.ts). `read` gives the
 * rows after a cursor, oldest first, `CSV_BATCH` at most; the next batch is read only when the
 * stream has room for it (backpressure), so 100,000 rows never sit in memory.
 */
export function csvStream<Row extends { cursorAt: string; id: string }>(options: {
  delimiter?: string;
  headers: string[];
  read: (after: ExportCursor) => Promise<Row[]>;
  cells: (row: Row) => unknown[] | Record<string, unknown>;
}): ReadableStream<Uint8Array> {
  const csv = formulaSafeCsv({ delimiter: options.delimiter ?? ";", bom: true, quoted_match: /[";,\n\r]/ });
  csv.write(options.headers);
  async function* batches() {
    let after: ExportCursor = null;
    for (;;) {
      const page = await options.read(after);
      if (page.length === 0) return;
      yield page;
      const last = page[page.length - 1] as Row;
      after = { at: last.cursorAt, id: last.id };
      if (page.length < CSV_BATCH) return;
    }
  }
  (async () => {
    try {
      for await (const page of batches()) {
        for (const row of page) {
          if (!csv.write(options.cells(row))) await new Promise((resolve) => csv.once("drain", resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** The download of an export: `<name>-<day>.csv`, never cached. */
export function csvResponse(stream: ReadableStream<Uint8Array>, name: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
