import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import pg from "pg";
import { loadTest } from "./leads.ts";
import { BENCH_SECRET } from "./support.ts";
const port = 4102;
const name = `bench_prof_${Date.now()}`;
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
await admin.connect(); await admin.query(`create database ${name}`);
fs.rmSync("/tmp/leads/prof", { recursive: true, force: true });
const child = spawn(path.resolve("node_modules/.bin/node"), ["--cpu-prof", "--cpu-prof-dir=/tmp/leads/prof", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, SESSION_SECRET: BENCH_SECRET,
    BETTER_AUTH_SECRET: `${BENCH_SECRET}-auth`, LOG_LEVEL: "error", TRUST_PROXY: "loopback", LEAD_MIN_FILL_MS: "0", DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, WEB_CONCURRENCY: "1" },
  stdio: ["ignore", "inherit", "inherit"],
});
for (let i = 0; i < 600; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const r = await loadTest({ port, connections: Number(process.env.C ?? 50), seconds: 10 });
process.stdout.write(JSON.stringify(r) + "\n");
child.kill("SIGINT");
await new Promise(r => child.once("exit", r));
await admin.query(`drop database if exists ${name} with (force)`); await admin.end();
