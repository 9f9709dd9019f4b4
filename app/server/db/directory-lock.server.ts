import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DirectoryLockedError extends Error {
  override name = "DirectoryLockedError";
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it (STACK.md).
 * We hold `<dir>.lock`, created exclusively, naming our pid and host. A lock left by a dead
 * process on this host is taken over; a live holder makes us refuse to start.
 */
export function lockDirectory(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const me = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, me, { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === me) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(lockPath, "utf8"));
      } catch {
        // An unreadable lock file is treated as stale below.
      }
      const sameHost = holder.host === os.hostname();
      if (holder.pid && (!sameHost || isAlive(holder.pid))) {
        throw new DirectoryLockedError(
          `The embedded database in ${dir} is already in use by process ${holder.pid} on ${holder.host}. ` +
            "Stop that process first, point PGLITE_DIR to another directory, or use PostgreSQL " +
            "(DATABASE_URL) to run several instances.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${dir}: another process keeps taking the lock.`);
}
