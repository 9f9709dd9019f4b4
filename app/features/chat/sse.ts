/** One Server-Sent Event: its type ("message" unless named) and its data lines joined by "\n". */
export type SseEvent = { event: string; data: string };

/** A line longer than this is not an event stream (or is a hostile one): reading stops. */
const MAX_LINE_CHARS = 256 * 1024;

export class SseSyntaxError extends Error {
  override name = "SseSyntaxError";
}

/**
 * An incremental reader of the `text/event-stream` format (WHATWG HTML §9.2): feed it text as it
 * arrives, in pieces cut anywhere (even between "\r" and "\n"), and take the complete events.
 * Comments and unknown fields are ignored; an event is dispatched at its blank line only, so an
 * event cut off by the end of the stream is never seen, as the standard says.
 */
export function createSseReader() {
  let pending = "";
  let data: string[] = [];
  let event = "";
  let sawData = false;

  function readLine(line: string, into: SseEvent[]) {
    if (line === "") {
      if (sawData) into.push({ event: event || "message", data: data.join("\n") });
      data = [];
      event = "";
      sawData = false;
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") {
      data.push(value);
      sawData = true;
    } else if (field === "event") {
      event = value;
    }
  }

  return {
    push(text: string): SseEvent[] {
      pending += text;
      const events: SseEvent[] = [];
      let start = 0;
      for (let i = 0; i < pending.length; i++) {
        const char = pending[i];
        if (char !== "\n" && char !== "\r") continue;
        // A "\r" at the very end may be the first half of "\r\n": wait for the next piece.
        if (char === "\r" && i === pending.length - 1) break;
        readLine(pending.slice(start, i), events);
        if (char === "\r" && pending[i + 1] === "\n") i++;
        start = i + 1;
      }
      pending = pending.slice(start);
      if (pending.length > MAX_LINE_CHARS) throw new SseSyntaxError("event stream line too long");
      return events;
    },
  };
}

/** One event in the wire format. JSON never holds a raw line break, so the data is one line. */
export function formatSseEvent(event: string, data: unknown) {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
