// The run's closing summary, from the runners' JSON reports and scripts/test.sh's phase times:
// tests per layer, how long each phase took, and the slowest tests. Tolerates a run cut short.
import fs from "node:fs";
import path from "node:path";

type Counts = { passed: number; failed: number; skipped: number };
type Timed = { name: string; seconds: number };

const read = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);
const layers = new Map<string, Counts>();
const timed: Timed[] = [];
const count = (layer: string, status: keyof Counts) => {
  const counts = layers.get(layer) ?? { passed: 0, failed: 0, skipped: 0 };
  counts[status]++;
  layers.set(layer, counts);
};

type VitestFile = {
  name: string;
  assertionResults: Array<{ fullName: string; status: string; duration?: number }>;
};
const unit = read("reports/unit.json") as { testResults: VitestFile[] } | undefined;
for (const file of unit?.testResults ?? []) {
  const relative = path.relative(process.cwd(), file.name);
  const layer = relative.startsWith("tests/http/")
    ? "http"
    : relative.startsWith("tests/integration/")
      ? "integration"
      : "unit";
  for (const test of file.assertionResults) {
    count(layer, test.status === "passed" ? "passed" : test.status === "failed" ? "failed" : "skipped");
    timed.push({ name: `${relative} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
  }
}

type PlaywrightSuite = {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{ projectName: string; status: string; results: Array<{ duration: number }> }>;
  }>;
};
const e2e = read("reports/e2e.json") as { suites: PlaywrightSuite[] } | undefined;
const walk = (suite: PlaywrightSuite, titles: string[]) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const status = test.status === "expected" || test.status === "flaky" ? "passed" : test.status;
      count("browser", status === "passed" ? "passed" : status === "skipped" ? "skipped" : "failed");
      const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      timed.push({ name: `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`, seconds });
    }
  }
  for (const child of suite.suites ?? [])
    walk(child, child.file ? [] : [...titles, (child as { title?: string }).title ?? ""]);
};
for (const suite of e2e?.suites ?? []) walk(suite, []);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = ["", "Tests per layer:"];
for (const layer of ["unit", "integration", "http", "browser"]) {
  const counts = layers.get(layer);
  if (!counts) continue;
  for (const key of ["passed", "failed", "skipped"] as const) total[key] += counts[key];
  lines.push(`  ${layer.padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

if (fs.existsSync("reports/phases.tsv")) {
  const phases = fs
    .readFileSync("reports/phases.tsv", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t") as [string, string]);
  const sum = phases.reduce((seconds, [, value]) => seconds + Number(value), 0);
  const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  lines.push("", "Phases (m:ss):");
  for (const [name, seconds] of phases) lines.push(`  ${name.padEnd(36)} ${clock(Number(seconds)).padStart(6)}`);
  lines.push(`  ${"total".padEnd(36)} ${clock(sum).padStart(6)}`);
}

if (timed.length) {
  lines.push("", "Slowest tests (s, retries included):");
  for (const test of timed.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
    lines.push(`  ${test.seconds.toFixed(1).padStart(6)}  ${test.name}`);
  }
}

lines.push("", `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.stdout.write(`${lines.join("\n")}\n`);
