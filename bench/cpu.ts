// The CPU time a measure cost the app and the database, read from /proc (Linux): a figure that
// holds when the machine's speed drifts, as the rates do not (bench/README.md, second round).
// Plain Node, no app import.
import fs from "node:fs";

/** /proc counts in USER_HZ, 100 per second on Linux. */
const TICKS_PER_MS = 100 / 1000;

type Proc = { pid: number; ppid: number; command: string; ticks: number };

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so split after its last ")".
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    found.push({
      pid: Number(entry),
      ppid: Number(fields[1]),
      command: stat.slice(stat.indexOf("(") + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return found;
}

/** CPU milliseconds used so far by the app (the process `appPid` and its workers) and by PostgreSQL's processes. */
export function cpuSnapshot(appPid: number) {
  const all = processes();
  const app = new Set([appPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const proc of all) {
      if (!app.has(proc.pid) && app.has(proc.ppid)) {
        app.add(proc.pid);
        grew = true;
      }
    }
  }
  let appTicks = 0;
  let databaseTicks = 0;
  for (const proc of all) {
    if (app.has(proc.pid)) appTicks += proc.ticks;
    else if (proc.command === "postgres") databaseTicks += proc.ticks;
  }
  return { app: appTicks / TICKS_PER_MS, database: databaseTicks / TICKS_PER_MS };
}

export type CpuPerRequest = { app: number; database: number };

/** Runs `measure`, and what it cost per request (`requests` of the figure it returns). */
export async function withCpu<T>(
  appPid: number,
  measure: () => Promise<T>,
  requests: (result: T) => number,
): Promise<[T, CpuPerRequest]> {
  const before = cpuSnapshot(appPid);
  const result = await measure();
  const after = cpuSnapshot(appPid);
  const count = Math.max(1, requests(result));
  return [result, { app: (after.app - before.app) / count, database: (after.database - before.database) / count }];
}
