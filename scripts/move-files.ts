// `npx tsx scripts/move-files.ts --to database|directory [--remove-source]`: copies every uploaded
// file between UPLOADS_DIR and the database (docs/decisions/0026), each copy read back before it
// counts. Set FILE_STORAGE to the new backend and restart once it has run; run it again to pick
// up files uploaded meanwhile (it copies only what is missing).
import { openDatabase } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { moveFiles } from "~/server/files/move-files.server";

const args = process.argv.slice(2);
const to = args[args.indexOf("--to") + 1];
if (to !== "database" && to !== "directory") {
  process.stderr.write("Usage: npx tsx scripts/move-files.ts --to database|directory [--remove-source]\n");
  process.exit(2);
}
const config = env();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await database.migrate();
  const report = await moveFiles(database.db, config.UPLOADS_DIR, to, {
    removeSource: args.includes("--remove-source"),
  });
  process.stdout.write(`${JSON.stringify({ msg: "files moved", to, ...report })}\n`);
} finally {
  await database.close();
}
