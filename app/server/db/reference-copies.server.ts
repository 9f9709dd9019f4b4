import { requestScope } from "../logger.server";

/**
 * Copies, kept by each process, of what nearly every back-office page reads and staff rarely
 * change: who may be given work, the back-office settings (issue 29). Two statements out of the
 * leads list's six, they were a sixth of its CPU on the embedded database.
 *
 * A copy is checked against `reference_version`, a number that triggers bump in the writer's
 * transaction whenever what the copies hold changes, whoever writes (migration 0024). The number
 * is read with the request's session, in the same statement (auth/session-lookup.server.ts), so
 * checking costs nothing, and no page ever shows a copy older than what its own request could
 * see: a change saved by another process shows on the next page, as with no copy at all. Outside
 * a signed-in GET (a job, a public form, an action and the page it renders) the data is read as
 * before: there is no number to check the copy against.
 */

/**
 * Called by the session lookup: the version this request's reads must be at least as new as. Only
 * for a request that changes nothing: after an action's own change, the page it renders in the
 * same request (without JavaScript) must show it, and the version read before it would not ask.
 */
export function noteReferenceVersion(version: number) {
  const scope = requestScope.getStore();
  if (scope?.readOnly) scope.referenceVersion = version;
}

/**
 * `read`, served from the process's copy when that copy is at least as new as the version the
 * request's session saw; read again (once, for every request waiting on it) when it is older.
 * A read that fails is not kept.
 */
export function referenceCopy<Db extends object, T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const copies = new WeakMap<Db, { version: number; value: Promise<T> }>();
  return (db) => {
    const seen = requestScope.getStore()?.referenceVersion;
    if (seen === undefined) return read(db);
    const kept = copies.get(db);
    // Newer than the request saw is fine: as if the request had read a moment later.
    if (kept && kept.version >= seen) return kept.value;
    // Read after the version was: at least as new as it.
    const value = read(db);
    copies.set(db, { version: seen, value });
    value.catch(() => {
      if (copies.get(db)?.value === value) copies.delete(db);
    });
    return value;
  };
}
