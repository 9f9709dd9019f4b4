import { createHash } from "node:crypto";
import { desc, eq, ne } from "drizzle-orm";
import { ActionError, refusalsIn } from "~/server/action-error";
import { type AuditActor, recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import {
  type FREEZE_REGISTER_SOURCES,
  freezeRegisterEntries,
  freezeRegisterSource,
  freezeRegisterVersions,
} from "~/server/db/schema/asset-freeze";
import { fetchableUrl } from "~/server/fetch-url";
import { log } from "~/server/logger.server";
import { type ParsedRegister, parseRegister, type RegisterEntry, RegisterFormatError } from "./register-format";
import { rescreenForVersion } from "./rescreening.server";

/** A register refused (a malformed file, an unreachable address): its 4xx and its message under `freeze.errors`. */
export const freezeRefusal = refusalsIn("freeze.errors");

/** The published file is about 10 MB; a file far bigger is not the register (the upload's body limit follows). */
export const REGISTER_MAX_BYTES = 48 * 1024 * 1024;
/** How long the scheduled fetch waits for the DG Trésor's server. */
const FETCH_TIMEOUT_MS = 60_000;
/** Entries inserted per statement. */
const BATCH = 500;

/** The address the DG Trésor publishes its latest register at (the screen suggests it). */
export const DG_TRESOR_REGISTER_URL =
  "https://gels-avoirs.dgtresor.gouv.fr/ApiPublic/api/v1/publication/derniere-publication-fichier-json";

export type RegisterSource = (typeof FREEZE_REGISTER_SOURCES)[number];

/** Ships are not people: the register's entries a customer may be. */
const screenable = (entry: RegisterEntry) => entry.nature.toLowerCase() !== "navire";

/**
 * A register's version: the digest of its publication date and entries, so the same publication
 * imported again (the job running twice, an admin uploading the file the job fetched) is known.
 */
export function registerVersionOf(register: ParsedRegister) {
  const sorted = [...register.entries].sort((a, b) => a.registryId - b.registryId);
  return createHash("sha256")
    .update(JSON.stringify({ at: register.publishedAt.toISOString(), entries: sorted }))
    .digest("hex")
    .slice(0, 16);
}

/** The version screenings read now: the latest imported, or null before any import. */
export async function currentRegister(db: Pick<Database, "select">) {
  const [row] = await db
    .select()
    .from(freezeRegisterVersions)
    .orderBy(desc(freezeRegisterVersions.importedAt), desc(freezeRegisterVersions.id))
    .limit(1);
  return row ?? null;
}

export type ImportResult = {
  status: "imported" | "unchanged";
  version: string;
  publishedAt: Date;
  entryCount: number;
};

/** The file read as the register, or a 400 saying what is wrong with it. */
export function readRegisterFile(raw: string): ParsedRegister {
  try {
    return parseRegister(raw);
  } catch (error) {
    if (error instanceof RegisterFormatError) {
      throw freezeRefusal(400, error.problem, "file", { position: String(error.position ?? "") });
    }
    throw error;
  }
}

/**
 * Imports a version of the register: a file already imported changes nothing ("unchanged"); an
 * older publication than the current one is refused (409), so a replayed old file never rolls
 * screening back. The new version's entries replace the previous ones in one transaction.
 */
export async function importRegister(
  db: Database,
  input: { raw: string; source: RegisterSource; sourceUrl?: string | null; actor?: AuditActor | null },
  now = new Date(),
): Promise<ImportResult> {
  const register = readRegisterFile(input.raw);
  const version = registerVersionOf(register);
  const entries = register.entries.filter(screenable);
  const { result, versionId } = await db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(freezeRegisterVersions)
      .where(eq(freezeRegisterVersions.version, version))
      .limit(1);
    if (known) {
      const unchanged: ImportResult = {
        status: "unchanged",
        version,
        publishedAt: known.publishedAt,
        entryCount: known.entryCount,
      };
      return { result: unchanged, versionId: known.id };
    }
    const current = await currentRegister(tx);
    if (current && current.publishedAt > register.publishedAt) throw freezeRefusal(409, "olderThanCurrent", "file");
    const [row] = await tx
      .insert(freezeRegisterVersions)
      .values({
        version,
        publishedAt: register.publishedAt,
        importedAt: now,
        source: input.source,
        sourceUrl: input.sourceUrl ?? null,
        entryCount: register.entries.length,
        actorId: input.actor?.id ?? null,
      })
      .returning({ id: freezeRegisterVersions.id });
    const versionId = (row as { id: string }).id;
    for (let start = 0; start < entries.length; start += BATCH) {
      await tx.insert(freezeRegisterEntries).values(
        entries.slice(start, start + BATCH).map((entry) => ({
          versionId,
          registryId: entry.registryId,
          nature: entry.nature,
          displayName: entry.displayName,
          names: entry.names,
          birthDates: entry.birthDates,
          words: [...new Set(entry.names.flat())],
        })),
      );
    }
    await tx.delete(freezeRegisterEntries).where(ne(freezeRegisterEntries.versionId, versionId));
    if (input.actor) {
      await recordStaffAction(tx, input.actor, {
        action: "freeze.register.import",
        target: { type: "freezeRegister", id: version },
        details: { version, publishedAt: register.publishedAt.toISOString(), entries: register.entries.length },
      });
    }
    const imported: ImportResult = {
      status: "imported",
      version,
      publishedAt: register.publishedAt,
      entryCount: register.entries.length,
    };
    return { result: imported, versionId };
  });
  // Every existing customer against the new version, once (a replay finds it done; an import whose
  // pass was cut short by a crash gets it when the same file comes again).
  await rescreenForVersion(db, versionId, now);
  return result;
}

/** The configured address the job fetches, or null. */
export async function registerSourceUrl(db: Pick<Database, "select">) {
  const [row] = await db.select().from(freezeRegisterSource).where(eq(freezeRegisterSource.id, 1));
  return row ?? null;
}

const urlSchema = fetchableUrl();

/** An admin sets the address (empty: none, the job then fetches nothing). Audited. */
export async function saveRegisterSourceUrl(db: Database, actor: AuditActor, value: string) {
  const url = value.trim();
  if (url !== "" && !urlSchema.safeParse(url).success) throw freezeRefusal(400, "url", "url");
  await db.transaction(async (tx) => {
    const before = await registerSourceUrl(tx);
    await tx
      .insert(freezeRegisterSource)
      .values({ id: 1, url: url || null, updatedBy: actor.id, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: freezeRegisterSource.id,
        set: { url: url || null, updatedBy: actor.id, updatedAt: new Date(), lastError: null },
      });
    await recordStaffAction(tx, actor, {
      action: "freeze.register.source",
      target: { type: "freezeRegister", id: "source" },
      details: { before: before?.url ?? null, after: url || null },
    });
  });
}

/** Reads a response's body as text, refusing one larger than the register can be. */
async function boundedText(response: Response) {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > REGISTER_MAX_BYTES) throw freezeRefusal(400, "tooLarge", "file");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > REGISTER_MAX_BYTES) throw freezeRefusal(400, "tooLarge", "file");
  return new TextDecoder().decode(bytes);
}

/**
 * Fetches the register from the configured address and imports it; the outcome (or its failure)
 * is kept on the source row for the screen. Returns null when no address is set.
 */
export async function fetchRegister(db: Database, actor: AuditActor | null, now = new Date()) {
  const source = await registerSourceUrl(db);
  if (!source?.url) return null;
  const url = source.url;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: "follow",
    });
    if (!response.ok) throw freezeRefusal(400, "fetchStatus", "url", { status: String(response.status) });
    const result = await importRegister(
      db,
      { raw: await boundedText(response), source: "url", sourceUrl: url, actor },
      now,
    );
    await db
      .update(freezeRegisterSource)
      .set({ lastFetchedAt: now, lastError: null })
      .where(eq(freezeRegisterSource.id, 1));
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn("asset-freeze register not fetched", { url, error: message });
    await db
      .update(freezeRegisterSource)
      .set({ lastFetchedAt: now, lastError: message.slice(0, 300) })
      .where(eq(freezeRegisterSource.id, 1));
    if (error instanceof ActionError) throw error;
    throw freezeRefusal(400, "fetchFailed", "url");
  }
}

/** The scheduled job: one fetch when an address is set; a failure is kept for the screen and logged. */
export async function fetchRegisterOnSchedule(db: Database, now: Date) {
  try {
    const result = await fetchRegister(db, null, now);
    return result?.status === "imported" ? 1 : 0;
  } catch {
    return 0;
  }
}
