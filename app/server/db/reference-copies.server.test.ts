import { describe, expect, it } from "vitest";
import { type RequestScope, requestScope } from "../logger.server";
import { noteReferenceVersion, referenceCopy } from "./reference-copies.server";

/** A request's scope: a GET unless said otherwise, with the version its session read. */
function inRequest<T>(work: () => Promise<T>, { version, readOnly = true }: { version?: number; readOnly?: boolean }) {
  const scope: RequestScope = { requestId: "test", readOnly };
  return requestScope.run(scope, () => {
    if (version !== undefined) noteReferenceVersion(version);
    return work();
  });
}

function counted() {
  const db = { reads: 0, answer: "first" };
  const copy = referenceCopy(async (from: typeof db) => {
    from.reads++;
    return `${from.answer} (read ${from.reads})`;
  });
  return { db, copy };
}

describe("reference copies", () => {
  it("serve a signed-in GET from the copy while the version holds, and read again once it grows", async () => {
    const { db, copy } = counted();
    expect(await inRequest(() => copy(db), { version: 3 })).toBe("first (read 1)");
    expect(await inRequest(() => copy(db), { version: 3 })).toBe("first (read 1)");
    db.answer = "changed";
    expect(await inRequest(() => copy(db), { version: 4 })).toBe("changed (read 2)");
    // A request whose session read an older version gets the newer copy: as if it had read later.
    expect(await inRequest(() => copy(db), { version: 3 })).toBe("changed (read 2)");
    expect(db.reads).toBe(2);
  });

  it("share one read among the requests that wait on it", async () => {
    const { db, copy } = counted();
    const answers = await Promise.all([1, 2, 3].map(() => inRequest(() => copy(db), { version: 1 })));
    expect(answers).toEqual(["first (read 1)", "first (read 1)", "first (read 1)"]);
  });

  it("read every time outside a signed-in GET: no scope, no session, or an action (which may change what it shows)", async () => {
    const { db, copy } = counted();
    await copy(db);
    await inRequest(() => copy(db), {});
    expect(await inRequest(() => copy(db), { version: 1, readOnly: false })).toBe("first (read 3)");
    expect(await inRequest(() => copy(db), { version: 1, readOnly: false })).toBe("first (read 4)");
  });

  it("keep no failed read, and one copy per database", async () => {
    let fail = true;
    const copy = referenceCopy(async (db: { name: string }) => {
      if (fail) throw new Error("database away");
      return db.name;
    });
    const [one, two] = [{ name: "one" }, { name: "two" }];
    await expect(inRequest(() => copy(one), { version: 1 })).rejects.toThrow("database away");
    fail = false;
    expect(await inRequest(() => copy(one), { version: 1 })).toBe("one");
    expect(await inRequest(() => copy(two), { version: 1 })).toBe("two");
  });
});
