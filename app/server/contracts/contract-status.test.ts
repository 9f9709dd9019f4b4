import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractStatusWrites } from "../../../tests/support/contract-status-writes";
import {
  CONTRACT_STATUS_CAUSES,
  CONTRACT_STATUS_TRANSITIONS,
  mayChangeContractStatus,
} from "./contract-status-transitions";
import { CONTRACT_STATUSES } from "./contract-types";

const APP = path.resolve(import.meta.dirname, "../..");
const OWNER = "app/server/contracts/contract-status.server.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

describe("the contract status transitions", () => {
  it("list every status, never a status following itself, and only known causes", () => {
    expect(Object.keys(CONTRACT_STATUS_TRANSITIONS).sort()).toEqual([...CONTRACT_STATUSES].sort());
    for (const from of CONTRACT_STATUSES) {
      expect(mayChangeContractStatus(from, from, "staffDecision")).toBe(false);
      for (const causes of Object.values(CONTRACT_STATUS_TRANSITIONS[from])) {
        for (const cause of causes) expect(CONTRACT_STATUS_CAUSES).toContain(cause);
      }
    }
  });

  it("let staff put any status right, with a reason, but never make a contract wait for an offer's start", () => {
    for (const from of CONTRACT_STATUSES) {
      for (const to of CONTRACT_STATUSES) {
        // A contract waiting for its start has not run: it starts, or it is called off.
        const expected = to !== "pending" && (from !== "pending" || to === "active" || to === "cancelled");
        if (from !== to) expect(mayChangeContractStatus(from, to, "staffDecision"), `${from}→${to}`).toBe(expected);
      }
    }
  });

  it("let only a signed offer's waiting contract start, by its signature or its start date (issue 42)", () => {
    const allowed = (cause: (typeof CONTRACT_STATUS_CAUSES)[number]) =>
      CONTRACT_STATUSES.flatMap((from) =>
        CONTRACT_STATUSES.filter((to) => mayChangeContractStatus(from, to, cause)).map((to) => `${from}→${to}`),
      );
    expect(allowed("offerSigned")).toEqual(["pending→active"]);
    expect(allowed("startDateReached")).toEqual(["pending→active"]);
  });

  it("let a customer's cancellation start only from a running contract, and a request end or give back only a contract being cancelled", () => {
    const allowed = (cause: (typeof CONTRACT_STATUS_CAUSES)[number]) =>
      CONTRACT_STATUSES.flatMap((from) =>
        CONTRACT_STATUSES.filter((to) => mayChangeContractStatus(from, to, cause)).map((to) => `${from}→${to}`),
      );
    expect(allowed("cancellationRequested")).toEqual(["active→cancelling"]);
    expect(allowed("cancellationRefused")).toEqual(["cancelling→active"]);
    expect(allowed("cancellationTakesEffect")).toEqual(["cancelling→cancelled"]);
  });
});

describe("the contract status owner", () => {
  it("is the only module of app/ that writes a contract's status", () => {
    const writers = sourceFiles(APP).flatMap((file) =>
      contractStatusWrites(readFileSync(file, "utf8"), file).map(
        (line) => `${path.relative(path.resolve(APP, ".."), file)}:${line}`,
      ),
    );
    expect(writers.filter((writer) => !writer.startsWith(`${OWNER}:`))).toEqual([]);
    // The scan sees the owner's own write: it is looking at the right thing.
    expect(writers.filter((writer) => writer.startsWith(`${OWNER}:`))).toHaveLength(1);
  });

  it("sees a write whatever its layout, its import's name or its form", () => {
    const header = `import { contracts as c } from "~/server/db/schema/customer-area";\nimport * as schema from "~/server/db/schema";\n`;
    const writes = [
      `await tx.update(c).set({ status: "cancelled" });`,
      `await tx\n  .update( c )\n  // a comment\n  .set({\n    endDate: null,\n    "status":\n      "active",\n  });`,
      `const status = "active";\nawait db.update(schema.contracts).set({ status });`,
      `const changes = { updatedAt: now, status: "suspended" };\nawait db.update(c).set({ ...changes });`,
      `function next() { return { status: "active" as const }; }\nawait db.update(c).set(next());`,
      `await db.update(c).set(fromElsewhere);`,
      `await db.insert(c).values(row).onConflictDoUpdate({ target: c.id, set: { status: "active" } });`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template, as a file would hold it
      "await db.execute(sql`update ${c} set ${c.status} = 'cancelled'`);",
      `await client.query("UPDATE \\"contracts\\"\\n SET end_date = null, status = 'active' WHERE id = $1");`,
    ];
    for (const write of writes) expect(contractStatusWrites(header + write, "x.ts"), write).toHaveLength(1);
  });

  it("leaves other writes alone: other columns, other tables, reads", () => {
    const header = `import { contracts } from "~/server/db/schema/customer-area";\nimport { leads } from "~/server/db/schema/leads";\n`;
    const others = [
      `await tx.update(contracts).set({ insurer: "Allianz", updatedAt: now });`,
      `const next = columnsOf(draft);\nfunction columnsOf(d) { return { reference: d.reference }; }\nawait tx.update(contracts).set({ ...next });`,
      `await tx.update(leads).set({ status: "won" });`,
      `await tx.select({ status: contracts.status }).from(contracts);`,
      "await db.execute(sql`select status from contracts`);",
    ];
    for (const other of others) expect(contractStatusWrites(header + other, "x.ts"), other).toEqual([]);
  });
});
