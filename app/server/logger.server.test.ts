import { afterEach, describe, expect, it, vi } from "vitest";
import { log, setLogLevel } from "./logger.server";

/** What one call of the logger wrote: its raw text, and the lines it holds. */
function written(act: () => void) {
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    act();
    return [...out.mock.calls, ...err.mock.calls].map(([chunk]) => String(chunk)).join("");
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe("the JSON logger (ASVS 16.4.1: no log injection)", () => {
  afterEach(() => setLogLevel("silent"));

  it("keeps a value with line breaks and a forged entry on its one line, as data", () => {
    setLogLevel("info");
    const forged = 'x"}\n{"time":"2026-01-01T00:00:00.000Z","level":"info","msg":"staff signed in","email":"admin@x"}';
    const text = written(() => log.warn("request refused", { path: forged, origin: "a\r\nb\u2028c\u0000d" }));
    // One entry, one line: the break inside the value is escaped, never written as a new line.
    expect(text.endsWith("\n")).toBe(true);
    for (const raw of ["\n", "\r", "\u0000"]) expect(text.slice(0, -1)).not.toContain(raw);
    const lines = text.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string);
    expect(entry).toMatchObject({
      level: "warn",
      msg: "request refused",
      path: forged,
      origin: "a\r\nb\u2028c\u0000d",
    });
  });

  it("a field cannot overwrite the entry's own time, level or message: it is kept beside them", () => {
    setLogLevel("info");
    const text = written(() => log.info("customer signed in", { msg: "forged", level: "error", time: "1970" }));
    const entry = JSON.parse(text);
    expect(entry).toMatchObject({ msg: "customer signed in", level: "info" });
    expect(entry.time).not.toBe("1970");
    expect(entry).toMatchObject({ field_msg: "forged", field_level: "error", field_time: "1970" });
  });

  it("a request id given as a field, outside a request's scope, is the entry's own", () => {
    setLogLevel("info");
    const text = written(() => log.info("request", { requestId: "abcd-1234", status: 200 }));
    expect(JSON.parse(text)).toMatchObject({ requestId: "abcd-1234", status: 200 });
    expect(JSON.parse(text)).not.toHaveProperty("field_requestId");
  });

  it("writes an error as its name, message and stack, escaped like any other value", () => {
    setLogLevel("info");
    const text = written(() => log.error("failed", { error: new Error("bad\nline") }));
    expect(text.trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(text).error).toMatchObject({ name: "Error", message: "bad\nline" });
  });
});
