/**
 * Offline evaluation of the chat concierge (no server needed): `npm run bench:chat`.
 * Prints top-1 / top-3 and answer-language accuracy over bench/chat-eval.json, the tuned and the
 * held-out parts apart, the tuned part's misses, and the median time to compose an answer.
 * The held-out part's misses stay hidden unless `--show-holdout` is given: looking at them to
 * adjust keywords would turn them into tuned questions.
 */
import { composeReply } from "~/features/chat/compose-reply.server";
import { evaluateChat, loadEvalCases, type PartScore } from "./chat-evaluation";

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const line = (label: string, part: PartScore) =>
  `${label.padEnd(8)} (${String(part.count).padStart(3)})  top-1 ${percent(part.top1).padStart(7)}  ` +
  `top-3 ${percent(part.top3).padStart(7)}  language ${percent(part.language).padStart(7)}  ` +
  `language >4 words ${percent(part.languageLong).padStart(7)} (${part.longCount})\n`;

const cases = loadEvalCases();
const { results, tuned, holdout, all } = evaluateChat(cases);
process.stdout.write(line("tuned", tuned) + line("holdout", holdout) + line("all", all));

const showHoldout = process.argv.includes("--show-holdout");
for (const { item, top1, top3, langOk, got, answeredIn } of results) {
  if (item.holdout && !showHoldout) continue;
  if (top1 && top3 && langOk) continue;
  const expected = item.expected === null ? "none" : [item.expected].flat().join(" + ");
  const problems = [
    top1 ? "" : `first ${got}`,
    top3 ? "" : "not all in top 3",
    langOk ? "" : `answered in ${answeredIn}`,
  ].filter(Boolean);
  process.stdout.write(
    `  ${item.holdout ? "H " : ""}[${item.lang}${item.page ? `@${item.page}` : ""}] ${item.question} → ` +
      `${problems.join(", ")} (expected ${expected})\n`,
  );
}

const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const item of cases) {
    const start = performance.now();
    composeReply(item.question, item.page ?? item.lang, "contact@example.fr");
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
process.stdout.write(`median answer time ${median.toFixed(2)} ms over ${times.length} answers\n`);
