/**
 * Uploaded files in the directory against in the database (docs/decisions/0026):
 * `npm run bench:storage`. Writes and reads back a 10 MB file (the largest a customer may send)
 * 7 times per backend and prints the median and worst time of each, and what a `pg_dump` of the
 * files costs in size. PostgreSQL needs BENCH_DATABASE_URL (default: the local test server).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "~/server/db/client.server";
import { type Blobs, databaseBlobs, directoryBlobs } from "~/server/storage.server";
import { percentile, withFreshPostgres } from "./support";

const SIZE = 10 * 1024 * 1024;
const RUNS = 7;
const bytes = new Uint8Array(SIZE).map((_, i) => (i * 7919) % 251);
const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function measure(label: string, blobs: Blobs) {
  const writes: number[] = [];
  const reads: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const storagePath = `bench/${randomUUID()}.pdf`;
    let started = performance.now();
    await blobs.put(storagePath, bytes);
    writes.push(performance.now() - started);
    started = performance.now();
    const back = await blobs.get(storagePath);
    reads.push(performance.now() - started);
    if (back.byteLength !== SIZE) throw new Error(`${label}: read ${back.byteLength} bytes`);
    await blobs.delete(storagePath);
  }
  const show = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${percentile(sorted, 0.5).toFixed(0).padStart(5)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(0).padStart(5)} ms`;
  };
  process.stdout.write(`${label.padEnd(12)} write ${show(writes)} | read ${show(reads)}\n`);
}

export async function main() {
  process.stdout.write(`10 MB file, ${RUNS} runs each\n`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-storage-"));
  try {
    await measure("directory", directoryBlobs(root));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  const pglite = await openDatabase({ pgliteDir: "memory://" });
  await pglite.migrate();
  await measure(
    "PGlite",
    databaseBlobs(async () => pglite.db),
  );
  await pglite.close();
  await withFreshPostgres(pgUrl, async (url) => {
    const postgres = await openDatabase({ url });
    await postgres.migrate();
    await measure(
      "PostgreSQL",
      databaseBlobs(async () => postgres.db),
    );
    await postgres.close();
  });
}
await main();
