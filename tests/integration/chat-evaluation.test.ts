import { describe, expect, it } from "vitest";
import { evaluateChat, loadEvalCases } from "../../bench/chat-evaluation";

/**
 * The concierge against its evaluation set (bench/chat-eval.json), as `npm run bench:chat`
 * measures it. Each floor sits just under the figure measured when it was set, so a change that
 * makes answers worse fails here; raise a floor when the figures rise, never lower it to pass.
 * Measured 2026-11-23: tuned 99.3 % top-1, held-out 90.1 % top-1 / 94.7 % top-3, answer language
 * 100 %.
 */
const FLOORS = {
  tuned: { top1: 0.99, top3: 0.99 },
  holdout: { top1: 0.89, top3: 0.94 },
  /** Questions of more than four words say their language: every answer must be in it. */
  languageLong: 1,
  language: 0.99,
};

describe("chat evaluation set", () => {
  const cases = loadEvalCases();
  const { tuned, holdout } = evaluateChat(cases);

  it("has at least 150 questions in the five languages, a third of them held out", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((item) => item.lang))).toEqual(new Set(["fr", "en", "it", "es", "ru"]));
    expect(holdout.count * 3).toBeGreaterThanOrEqual(cases.length);
  });

  it("ranks the right topic first (top-1) and among the first three (top-3)", () => {
    expect(tuned.top1).toBeGreaterThanOrEqual(FLOORS.tuned.top1);
    expect(tuned.top3).toBeGreaterThanOrEqual(FLOORS.tuned.top3);
    expect(holdout.top1).toBeGreaterThanOrEqual(FLOORS.holdout.top1);
    expect(holdout.top3).toBeGreaterThanOrEqual(FLOORS.holdout.top3);
  });

  it("answers in the language of the question", () => {
    for (const part of [tuned, holdout]) {
      expect(part.languageLong).toBeGreaterThanOrEqual(FLOORS.languageLong);
      expect(part.language).toBeGreaterThanOrEqual(FLOORS.language);
    }
  });
});
