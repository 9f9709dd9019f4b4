import { describe, expect, it } from "vitest";
import { createCompletionStreamReader, MalformedStreamError } from "./completion-stream.server";

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "cmpl-1",
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: content === null ? { role: "assistant" } : { content }, finish_reason: finish }],
  })}\n\n`;

const STREAM = [chunk(null), chunk("Depuis la loi "), chunk("Lemoine, "), chunk("à tout moment.", "stop")].join("");

function readAll(pieces: string[]) {
  const reader = createCompletionStreamReader();
  const text = pieces.flatMap((piece) => reader.push(piece)).join("");
  return { reader, text };
}

describe("OpenAI chat/completions stream reader", () => {
  it("yields the text deltas and stops at [DONE]", () => {
    const { reader, text } = readAll([`${STREAM}data: [DONE]\n\n`, chunk("ignored after DONE")]);
    expect(text).toBe("Depuis la loi Lemoine, à tout moment.");
    expect(reader.done).toBe(true);
    expect(() => reader.end()).not.toThrow();
  });

  it("reads chunks split across reads anywhere", () => {
    const whole = `${STREAM}data: [DONE]\n\n`;
    for (const size of [1, 2, 3, 7, 50]) {
      const pieces = whole.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      const { reader, text } = readAll(pieces);
      expect(text, `pieces of ${size}`).toBe("Depuis la loi Lemoine, à tout moment.");
      expect(reader.done).toBe(true);
    }
  });

  it("gives each delta as soon as its event is complete", () => {
    const reader = createCompletionStreamReader();
    expect(reader.push(chunk("Un").slice(0, -1))).toEqual([]);
    expect(reader.push("\n")).toEqual(["Un"]);
    expect(reader.push(chunk(" deux"))).toEqual([" deux"]);
  });

  it("accepts keep-alive comments, a usage-only chunk, and a finish reason instead of [DONE]", () => {
    const usage = `data: ${JSON.stringify({ choices: [], usage: { total_tokens: 12 } })}\n\n`;
    const { reader, text } = readAll([": ping\n\n", chunk("Oui."), usage, chunk(null, "stop")]);
    expect(text).toBe("Oui.");
    expect(() => reader.end()).not.toThrow();
  });

  it.each([
    ["a chunk that is not JSON", "data: {not json\n\n"],
    ["JSON that is not an object", "data: 42\n\n"],
    ["a chunk without choices", `data: ${JSON.stringify({ id: "x" })}\n\n`],
    ["an error sent mid-stream", `data: ${JSON.stringify({ error: { message: "overloaded" } })}\n\n`],
  ])("refuses %s", (_name, line) => {
    const reader = createCompletionStreamReader();
    reader.push(chunk("Début"));
    expect(() => reader.push(line)).toThrow(MalformedStreamError);
  });

  it("refuses a stream cut off before [DONE] or a finish reason", () => {
    const { reader, text } = readAll([chunk("Depuis la loi")]);
    expect(text).toBe("Depuis la loi");
    expect(() => reader.end()).toThrow(MalformedStreamError);
  });

  it("finds no text in something that is not an event stream at all", () => {
    const { reader, text } = readAll(["<html><body>502 Bad Gateway</body></html>"]);
    expect(text).toBe("");
    expect(() => reader.end()).toThrow(MalformedStreamError);
  });
});
