import { createHash } from "node:crypto";
import { and, arrayOverlaps, eq, inArray } from "drizzle-orm";
import { DEFAULT_LANG } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { STAFF_PATHS } from "~/paths/backoffice";
import type { Database, Transaction as Tx } from "~/server/db/client.server";
import {
  type FREEZE_SCREENING_TRIGGERS,
  freezeMatches,
  freezeRegisterEntries,
  type freezeRegisterVersions,
  freezeScreenings,
} from "~/server/db/schema/asset-freeze";
import { blockEmail } from "~/server/mail/block-email";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { activeAdmins } from "~/server/staff/staff-directory.server";
import { nameWords, type ScreenedPerson, screenAgainst } from "./name-matching";

type Executor = Database | Tx;
type Entry = typeof freezeRegisterEntries.$inferSelect;
type Version = typeof freezeRegisterVersions.$inferSelect;

export type ScreeningTrigger = (typeof FREEZE_SCREENING_TRIGGERS)[number];

/** Whom a screening is about: a customer, a prospect being converted, or both once converted. */
export type ScreeningSubject = ScreenedPerson & { customerId?: string | null; leadId?: string | null };

export type ScreeningResult = {
  outcome: "clear" | "possibleMatch" | "noRegister";
  /** The matches found, with their decisions (a new one is pending). */
  matches: { id: string; status: string; registryId: number }[];
};

/**
 * A person's key for decisions: the digest of their name's words (sorted: order does not matter)
 * and birth date, so an admin's decision on the prospect still holds for the customer they become,
 * and no name is stored in the key.
 */
export function personKeyOf(person: ScreenedPerson) {
  const words = nameWords(`${person.firstName} ${person.lastName}`).sort().join(" ");
  return createHash("sha256")
    .update(`${words}|${person.birthDate ?? ""}`)
    .digest("hex");
}

/**
 * The admins' alert: a possible match waits for their decision. It names nobody (an e-mail goes
 * where it goes; the screen, behind the admins' sign-in, shows who).
 */
async function alertAdmins(tx: Executor, site: SiteConfig) {
  const admins = await activeAdmins(tx);
  const t = createTranslator(DEFAULT_LANG);
  const brand = site.brandName;
  const link = `${site.siteUrl.replace(/\/$/, "")}${STAFF_PATHS.assetFreeze}`;
  await enqueueOutbox(
    tx,
    admins.map((admin) => ({
      channel: "email" as const,
      topic: "freeze.match",
      payload: blockEmail({
        to: admin.email,
        lang: DEFAULT_LANG,
        brand,
        subject: t("emails.freezeMatch.subject"),
        title: t("emails.freezeMatch.title"),
        footer: t("emails.freezeMatch.footer", { brand }),
        blocks: [
          { paragraph: t("emails.freezeMatch.greeting", { name: admin.name }) },
          { paragraph: t("emails.freezeMatch.intro") },
          { button: t("emails.freezeMatch.button"), href: link, text: link },
        ],
      }),
    })),
  );
}

/** Rows inserted per statement (the log of a whole customer base, the matches). */
const BATCH = 500;

/**
 * The entries any of these people may be, in one statement: those sharing a word with one of
 * their names. A pass over the whole customer base hands the version's entries instead.
 */
async function candidatesFor(tx: Executor, register: Version, subjects: readonly ScreeningSubject[]) {
  const words = [...new Set(subjects.flatMap((subject) => nameWords(`${subject.firstName} ${subject.lastName}`)))];
  if (words.length === 0) return [];
  return tx
    .select()
    .from(freezeRegisterEntries)
    .where(and(eq(freezeRegisterEntries.versionId, register.id), arrayOverlaps(freezeRegisterEntries.words, words)));
}

/** Entries by each word of their names: a person's candidates without a statement each. */
export function indexEntries(entries: readonly Entry[]) {
  const byWord = new Map<string, Entry[]>();
  for (const entry of entries) {
    for (const word of entry.words) {
      const list = byWord.get(word);
      if (list) list.push(entry);
      else byWord.set(word, [entry]);
    }
  }
  return (person: ScreenedPerson) => {
    const found = new Set<Entry>();
    for (const word of nameWords(`${person.firstName} ${person.lastName}`)) {
      for (const entry of byWord.get(word) ?? []) found.add(entry);
    }
    return [...found];
  };
}

/**
 * Screens people against a register version (CMF L562-4) in the caller's transaction, in a few
 * statements whatever their number: each screening logged with the version, matched or not; each
 * possible match a pending decision for the admins (alerted once, by e-mail) unless one exists for
 * this person and entry already, whose decision then holds; a customer's id is added to a decision
 * made on their lead. `entries`: the version's entries already read (a pass over every customer).
 */
export async function screenPeople(
  tx: Executor,
  subjects: readonly ScreeningSubject[],
  context: { trigger: ScreeningTrigger; site: SiteConfig; actorId?: string | null },
  register: Version | null,
  now = new Date(),
  entries?: readonly Entry[],
): Promise<ScreeningResult[]> {
  const base = (subject: ScreeningSubject) => ({
    at: now,
    customerId: subject.customerId ?? null,
    leadId: subject.leadId ?? null,
    screenedName: `${subject.firstName} ${subject.lastName}`.trim(),
    birthDate: subject.birthDate,
    trigger: context.trigger,
    actorId: context.actorId ?? null,
  });
  if (subjects.length === 0) return [];
  if (!register) {
    for (let start = 0; start < subjects.length; start += BATCH) {
      await tx
        .insert(freezeScreenings)
        .values(
          subjects.slice(start, start + BATCH).map((subject) => ({ ...base(subject), outcome: "noRegister" as const })),
        );
    }
    return subjects.map(() => ({ outcome: "noRegister", matches: [] }));
  }
  const candidatesOf = indexEntries(entries ?? (await candidatesFor(tx, register, subjects)));
  const screened = subjects.map((subject) => {
    const candidates = candidatesOf(subject);
    return {
      subject,
      key: personKeyOf(subject),
      hits: screenAgainst(subject, candidates).map(({ entry, reason }) => ({
        reason,
        registryId: entry.registryId,
        displayName: candidates.find((candidate) => candidate.registryId === entry.registryId)?.displayName ?? "",
      })),
    };
  });

  const hitKeys = [...new Set(screened.filter((row) => row.hits.length > 0).map((row) => row.key))];
  const pairOf = (key: string, registryId: number) => `${key}|${registryId}`;
  const decisions = new Map<string, typeof freezeMatches.$inferSelect>();
  const readDecisions = async () => {
    for (let start = 0; start < hitKeys.length; start += BATCH) {
      const rows = await tx
        .select()
        .from(freezeMatches)
        .where(inArray(freezeMatches.personKey, hitKeys.slice(start, start + BATCH)));
      for (const row of rows) decisions.set(pairOf(row.personKey, row.registryId), row);
    }
  };
  await readDecisions();

  // New possible matches, once per person and entry even when a pass holds the person twice.
  const fresh = new Map<string, typeof freezeMatches.$inferInsert>();
  for (const { subject, key, hits } of screened) {
    for (const hit of hits) {
      const pair = pairOf(key, hit.registryId);
      if (decisions.has(pair) || fresh.has(pair)) continue;
      fresh.set(pair, {
        personKey: key,
        customerId: subject.customerId ?? null,
        leadId: subject.leadId ?? null,
        personName: `${subject.firstName} ${subject.lastName}`.trim(),
        birthDate: subject.birthDate,
        registryId: hit.registryId,
        entryName: hit.displayName,
        registerVersion: register.version,
        reason: hit.reason,
        createdAt: now,
      });
    }
  }
  let created = 0;
  const rows = [...fresh.values()];
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await tx
      .insert(freezeMatches)
      .values(rows.slice(start, start + BATCH))
      // Two screenings of the same person at once: the second finds the first's row.
      .onConflictDoNothing({ target: [freezeMatches.personKey, freezeMatches.registryId] })
      .returning({ id: freezeMatches.id });
    created += inserted.length;
  }
  if (rows.length > 0) await readDecisions();

  const results: ScreeningResult[] = [];
  const logRows: (typeof freezeScreenings.$inferInsert)[] = [];
  for (const { subject, key, hits } of screened) {
    const matches: ScreeningResult["matches"] = [];
    for (const hit of hits) {
      const known = decisions.get(pairOf(key, hit.registryId));
      if (!known) continue;
      if (subject.customerId && !known.customerId) {
        await tx.update(freezeMatches).set({ customerId: subject.customerId }).where(eq(freezeMatches.id, known.id));
        known.customerId = subject.customerId;
      }
      matches.push({ id: known.id, status: known.status, registryId: known.registryId });
    }
    const outcome = hits.length > 0 ? "possibleMatch" : "clear";
    results.push({ outcome, matches });
    logRows.push({
      ...base(subject),
      versionId: register.id,
      registerVersion: register.version,
      outcome,
      matchedRegistryIds: hits.map((hit) => hit.registryId),
    });
  }
  for (let start = 0; start < logRows.length; start += BATCH) {
    await tx.insert(freezeScreenings).values(logRows.slice(start, start + BATCH));
  }
  if (created > 0) await alertAdmins(tx, context.site);
  return results;
}
