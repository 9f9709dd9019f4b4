// Prints one closing line for the whole run ("N passed, N failed"), from the runners' JSON reports.
import fs from "node:fs";

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

const unit = JSON.parse(fs.readFileSync("reports/unit.json", "utf8"));
total.passed += unit.numPassedTests;
total.failed += unit.numFailedTests;
total.skipped += unit.numPendingTests + unit.numTodoTests;

const e2e = JSON.parse(fs.readFileSync("reports/e2e.json", "utf8"));
total.passed += e2e.stats.expected + e2e.stats.flaky;
total.failed += e2e.stats.unexpected;
total.skipped += e2e.stats.skipped;

process.stdout.write(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
