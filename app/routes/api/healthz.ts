import { sql } from "drizzle-orm";
import { noteDatabaseError } from "~/server/db/availability.server";
import { getDb } from "~/server/db/index.server";
import { log } from "~/server/logger.server";

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise. */
export async function loader() {
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return Response.json({ status: "ok", database: "ok", latencyMs }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    noteDatabaseError(error);
    log.error("health check failed", { error });
    return Response.json(
      { status: "error", database: "unreachable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
