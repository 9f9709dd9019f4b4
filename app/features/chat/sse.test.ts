import { describe, expect, it } from "vitest";
import { createSseReader, formatSseEvent, SseSyntaxError } from "./sse";

/** Feeds the text in the given pieces and collects every event. */
function read(pieces: string[]) {
  const reader = createSseReader();
  return pieces.flatMap((piece) => reader.push(piece));
}

describe("event stream reader", () => {
  it("reads named and unnamed events, ignoring comments and unknown fields", () => {
    const text = ': keep-alive\n\nevent: delta\ndata: {"text":"Bon"}\n\nid: 7\nretry: 100\ndata: plain\n\n';
    expect(read([text])).toEqual([
      { event: "delta", data: '{"text":"Bon"}' },
      { event: "message", data: "plain" },
    ]);
  });

  it("gives the same events however the text is cut, even between \\r and \\n", () => {
    const text = "event: delta\r\ndata: un\r\n\r\ndata: deux\rdata: trois\r\r\ndata:quatre\n\n";
    const expected = [
      { event: "delta", data: "un" },
      { event: "message", data: "deux\ntrois" },
      { event: "message", data: "quatre" },
    ];
    expect(read([text])).toEqual(expected);
    expect(read(text.split(""))).toEqual(expected);
    for (let cut = 1; cut < text.length; cut++) {
      expect(read([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(expected);
    }
  });

  it("joins data lines and keeps a value's spaces after the first", () => {
    expect(read(["data:  a\ndata: b\n\n"])).toEqual([{ event: "message", data: " a\nb" }]);
  });

  it("never dispatches an event cut off by the end of the stream, nor one without data", () => {
    expect(read(["event: done\n\n", 'data: {"half":'])).toEqual([]);
  });

  it("refuses a line that never ends", () => {
    const reader = createSseReader();
    expect(() => reader.push("x".repeat(300 * 1024))).toThrow(SseSyntaxError);
  });

  it("writes events that it reads back", () => {
    const written = formatSseEvent("done", { reply: "Deux lignes\net « guillemets »", sources: [] });
    expect(read([written])).toEqual([
      { event: "done", data: JSON.stringify({ reply: "Deux lignes\net « guillemets »", sources: [] }) },
    ]);
  });
});
