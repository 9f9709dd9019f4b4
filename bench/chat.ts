/**
 * Offline evaluation of the chat concierge's retrieval (no server needed):
 *   ./node_modules/.bin/tsx bench/chat.ts
 * Prints top-1 / top-3 accuracy over bench/chat-eval.json (tuned and holdout questions apart)
 * and the median time to compose an answer. `expected: null` means "should find no good match".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { composeReply } from "~/features/chat/compose-reply.server";
import { MIN_SCORE, retrieve } from "~/features/chat/retrieve.server";
import type { Lang } from "~/i18n/config";

type Case = { lang: Lang; question: string; expected: string | null; holdout?: boolean };

const cases: Case[] = JSON.parse(readFileSync(path.resolve("bench/chat-eval.json"), "utf8"));

function judge(item: Case) {
  const ranked = retrieve(item.question, item.lang).filter((match) => match.score >= MIN_SCORE);
  const ids = ranked.map((match) => match.topic.id);
  if (item.expected === null) return { top1: ids.length === 0, top3: ids.length === 0, got: ids[0] ?? "-" };
  return { top1: ids[0] === item.expected, top3: ids.slice(0, 3).includes(item.expected), got: ids[0] ?? "-" };
}

const share = (hits: number, total: number) => `${((100 * hits) / Math.max(total, 1)).toFixed(1)} % (${hits}/${total})`;

for (const [label, subset] of [
  ["tuned", cases.filter((item) => !item.holdout)],
  ["holdout", cases.filter((item) => item.holdout)],
  ["all", cases],
] as const) {
  const results = subset.map(judge);
  process.stdout.write(
    `${label.padEnd(8)} top-1 ${share(results.filter((r) => r.top1).length, subset.length)}  ` +
      `top-3 ${share(results.filter((r) => r.top3).length, subset.length)}\n`,
  );
}

for (const item of cases) {
  const result = judge(item);
  if (!result.top1) {
    process.stdout.write(
      `  miss [${item.lang}] ${item.question} → ${result.got} (expected ${item.expected ?? "none"})\n`,
    );
  }
}

const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const item of cases) {
    const start = performance.now();
    composeReply(item.question, item.lang, "contact@example.fr");
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
process.stdout.write(`median answer time ${median.toFixed(2)} ms over ${times.length} answers\n`);
