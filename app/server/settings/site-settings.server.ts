import { eq, sql } from "drizzle-orm";
import type { AuditActor } from "~/server/audit/audit-log.server";
import { recordStaffAction } from "~/server/audit/audit-log.server";
import type { Database } from "~/server/db/client.server";
import { siteSettings } from "~/server/db/schema/settings";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { buildSiteConfig, type SiteConfig } from "~/server/site-config.server";
import { applySiteSettings, type StoredSiteSettings } from "./site-settings";

/**
 * How long a process trusts its copy before asking the database whether the settings changed.
 * Every instance must show an admin's change (several processes on one PostgreSQL), and the
 * root loader reads the configuration on every page: asking for one integer at most once a
 * second per process costs nothing measurable and bounds what another instance shows stale to
 * about a second. A plain TTL would reload the whole row as often for the same staleness; a
 * LISTEN/NOTIFY channel would be instant but needs a dedicated connection PGlite does not offer.
 * The process that saves drops its copy at once, so the admin sees their change on the next page.
 */
export const SETTINGS_RECHECK_MS = 1000;

type Copy = { version: number; values: StoredSiteSettings; checkedAt: number };
/** One copy per database (tests open several), and the read in flight so concurrent pages share it. */
const copies = new WeakMap<Database, { copy?: Copy; loading?: Promise<Copy> }>();

async function readVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.version ?? 0;
}

async function readStored(db: Database): Promise<{ version: number; values: StoredSiteSettings }> {
  const [row] = await db
    .select({ version: siteSettings.version, values: siteSettings.values })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { version: 0, values: {} };
}

async function refresh(db: Database, previous: Copy | undefined, now: number): Promise<Copy> {
  try {
    if (previous && (await readVersion(db)) === previous.version) return { ...previous, checkedAt: now };
    return { ...(await readStored(db)), checkedAt: now };
  } catch (error) {
    // A database out of reach for a moment should not take every public page down with it: the
    // last values read stay right until it answers again. Without any, the page fails as it must.
    if (!previous) throw error;
    log.warn("site settings unreadable, keeping the last values", { error });
    return { ...previous, checkedAt: now };
  }
}

/** What an admin saved, as this process last saw it (at most SETTINGS_RECHECK_MS old). */
export async function storedSiteSettings(db: Database, now = Date.now()): Promise<Copy> {
  let entry = copies.get(db);
  if (!entry) {
    entry = {};
    copies.set(db, entry);
  }
  const { copy } = entry;
  if (copy && now - copy.checkedAt < SETTINGS_RECHECK_MS) return copy;
  if (!entry.loading) {
    const holder = entry;
    const loading = refresh(db, copy, now).then((fresh) => {
      holder.copy = fresh;
      return fresh;
    });
    holder.loading = loading;
    const settle = () => {
      holder.loading = undefined;
    };
    loading.then(settle, settle);
    return loading;
  }
  return entry.loading;
}

/**
 * The site's configuration: the environment's defaults under what an admin saved. Every reader
 * (pages, e-mails, slots, PDFs) asks here, so a change shows everywhere at once.
 */
export async function siteConfig(db: Database): Promise<SiteConfig> {
  return applySiteSettings(buildSiteConfig(env()), (await storedSiteSettings(db)).values);
}

export class StaleSettingsError extends Error {}

/**
 * Replaces the saved settings (the form sends them all; an empty field is left out), if nobody
 * saved since `expectedVersion` was read. Audited with the fields that changed, before and after.
 */
export async function saveSiteSettings(
  db: Database,
  actor: AuditActor,
  input: { values: StoredSiteSettings; expectedVersion: number },
) {
  const saved = await db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!row || row.version !== input.expectedVersion) throw new StaleSettingsError("settings changed meanwhile");
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const names = new Set([...Object.keys(row.values), ...Object.keys(input.values)]);
    for (const name of names) {
      const was = row.values[name as keyof StoredSiteSettings] ?? null;
      const now = input.values[name as keyof StoredSiteSettings] ?? null;
      if (JSON.stringify(was) === JSON.stringify(now)) continue;
      before[name] = was;
      after[name] = now;
    }
    if (Object.keys(after).length === 0) return row.version;
    const [updated] = await tx
      .update(siteSettings)
      .set({
        values: input.values,
        version: sql`${siteSettings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(siteSettings.id, 1))
      .returning({ version: siteSettings.version });
    await recordStaffAction(tx, actor, {
      action: "settings.update",
      target: { type: "settings", id: "site" },
      details: { before, after },
    });
    return updated?.version ?? row.version + 1;
  });
  // This process shows the change on its next page; the others within SETTINGS_RECHECK_MS.
  copies.delete(db);
  return saved;
}
