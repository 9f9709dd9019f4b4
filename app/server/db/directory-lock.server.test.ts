import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DirectoryLockedError, lockDirectory } from "./directory-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDirectory", () => {
  it("refuses a second holder while the first is alive, with a clear message", () => {
    const dir = tempDir();
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(dir)).toThrow(/already in use by process \d+/);
    release();
    lockDirectory(dir)();
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    // A process that has exited: its pid is free (or reused by something unrelated, rarely).
    const deadPid = Number(execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]));
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid, host: os.hostname() }));
    const release = lockDirectory(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("treats an unreadable lock file as stale", () => {
    const dir = tempDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, "garbage");
    lockDirectory(dir)();
  });
});
