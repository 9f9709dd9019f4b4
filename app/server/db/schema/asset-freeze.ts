import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BirthDate } from "../../asset-freeze/name-matching";
import { users } from "./auth";
import { leads } from "./leads";
import { oneOf } from "./one-of";

/** Where a version of the register came from: the scheduled fetch of the configured address, or an admin's upload. */
export const FREEZE_REGISTER_SOURCES = ["url", "upload", "demo"] as const;
/** A screening's result: nothing found, a possible match held for an admin, or no register imported yet. */
export const FREEZE_SCREENING_OUTCOMES = ["clear", "possibleMatch", "noRegister"] as const;
/** What started a screening. */
export const FREEZE_SCREENING_TRIGGERS = [
  "customerCreated",
  "leadConversion",
  "contract",
  "demo",
  /** Every existing customer screened again against a new version of the register. */
  "registerVersion",
  /** Everyone an offer names, before it is sent. */
  "offer",
] as const;
/** An admin's decision on a possible match: waiting, not the person (cleared), the person (confirmed). */
export const FREEZE_MATCH_STATUSES = ["pending", "cleared", "confirmed"] as const;
export type FreezeMatchStatus = (typeof FREEZE_MATCH_STATUSES)[number];

/**
 * Each version of the national register of asset freezes (DG Trésor) imported: its publication
 * date, the digest of its entries (the version: the same file imported again changes nothing),
 * how many people and entities it lists. The latest imported is the one screenings read.
 */
export const freezeRegisterVersions = pgTable(
  "freeze_register_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    version: text("version").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source", { enum: FREEZE_REGISTER_SOURCES }).notNull(),
    sourceUrl: text("source_url"),
    entryCount: integer("entry_count").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** When every existing customer was screened against this version (claimed once: rescreening.server.ts). */
    rescreenedAt: timestamp("rescreened_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("freeze_register_versions_version_idx").on(table.version),
    index("freeze_register_versions_imported_idx").on(table.importedAt),
    check("freeze_register_versions_source_check", oneOf(table.source, FREEZE_REGISTER_SOURCES)),
  ],
);

/**
 * The register's entries of its latest version (older versions' entries are dropped once a newer
 * one is in): every name as folded words and every birth date given, as screening reads them.
 * `words` (every word of every name) lets the database hand screening only the entries sharing one.
 */
export const freezeRegisterEntries = pgTable(
  "freeze_register_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => freezeRegisterVersions.id, { onDelete: "cascade" }),
    registryId: integer("registry_id").notNull(),
    nature: text("nature").notNull(),
    displayName: text("display_name").notNull(),
    names: jsonb("names").$type<string[][]>().notNull(),
    birthDates: jsonb("birth_dates").$type<BirthDate[]>().notNull(),
    words: text("words").array().notNull(),
  },
  (table) => [index("freeze_register_entries_version_idx").on(table.versionId, table.registryId)],
);

/** The address the scheduled job fetches the register from (one row; none: the environment's). */
export const freezeRegisterSource = pgTable(
  "freeze_register_source",
  {
    id: smallint("id").primaryKey().default(1),
    url: text("url"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    /** The last fetch's failure, shown to admins until a fetch succeeds. */
    lastError: text("last_error"),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  },
  (table) => [check("freeze_register_source_one_row", sql`${table.id} = 1`)],
);

/**
 * Every screening of a person against the register (CMF L562-4), matched or not, with the version
 * it read: the broker's proof. The name screened is kept as screened; erasure redacts it.
 */
export const freezeScreenings = pgTable(
  "freeze_screenings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    versionId: uuid("version_id").references(() => freezeRegisterVersions.id, { onDelete: "set null" }),
    /** The version's digest, kept as text too: the log stays readable if versions are ever pruned. */
    registerVersion: text("register_version"),
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    screenedName: text("screened_name").notNull(),
    birthDate: date("birth_date", { mode: "string" }),
    outcome: text("outcome", { enum: FREEZE_SCREENING_OUTCOMES }).notNull(),
    /** The register's ids of the entries the person may be. */
    matchedRegistryIds: jsonb("matched_registry_ids").$type<number[]>().notNull().default([]),
    trigger: text("trigger", { enum: FREEZE_SCREENING_TRIGGERS }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("freeze_screenings_at_idx").on(table.at),
    index("freeze_screenings_customer_idx").on(table.customerId),
    check("freeze_screenings_outcome_check", oneOf(table.outcome, FREEZE_SCREENING_OUTCOMES)),
    check("freeze_screenings_trigger_check", oneOf(table.trigger, FREEZE_SCREENING_TRIGGERS)),
  ],
);

/**
 * A possible match: a person (by the digest of their folded name and birth date, so a decision
 * follows them from the lead to the customer) against one entry of the register. Pending until an
 * admin clears it (not the person) or confirms it (the person: nothing may be sold to them), with
 * a reason. One row per person and entry: a screening that finds it again reuses its decision.
 */
export const freezeMatches = pgTable(
  "freeze_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personKey: text("person_key").notNull(),
    customerId: text("customer_id").references(() => users.id, { onDelete: "set null" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    personName: text("person_name").notNull(),
    birthDate: date("birth_date", { mode: "string" }),
    registryId: integer("registry_id").notNull(),
    entryName: text("entry_name").notNull(),
    registerVersion: text("register_version").notNull(),
    reason: text("reason", { enum: ["nameAndBirthDate", "nameOnly"] }).notNull(),
    status: text("status", { enum: FREEZE_MATCH_STATUSES }).notNull().default("pending"),
    decisionReason: text("decision_reason"),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("freeze_matches_person_entry_idx").on(table.personKey, table.registryId),
    index("freeze_matches_status_idx").on(table.status, table.createdAt),
    index("freeze_matches_customer_idx").on(table.customerId),
    check("freeze_matches_status_check", oneOf(table.status, FREEZE_MATCH_STATUSES)),
    check("freeze_matches_reason_check", oneOf(table.reason, ["nameAndBirthDate", "nameOnly"])),
    check(
      "freeze_matches_decision_check",
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null) and (${table.status} = 'pending' or ${table.decisionReason} is not null)`,
    ),
  ],
);
