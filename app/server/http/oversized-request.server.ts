import type { Socket } from "node:net";

/** How long a refused client may keep sending its oversized request before the socket is dropped. */
const DRAIN_MS = 5_000;

type ParserError = Error & { code?: string; rawPacket?: Buffer };

/**
 * Node's HTTP parser refuses a request line or headers above its limit (16 KB): its default
 * answer is a 431 written onto a socket it then destroys, while the client is still sending
 * (a URL of 600 KB), so the client reads a connection reset instead of the answer (issue 48).
 * Here the answer says which part was too long (414 for the address, 431 for the headers),
 * the socket is half-closed after it, and what the client still sends is read and dropped until
 * it stops, so the answer arrives. Other parser errors answer 400 as Node's default does.
 */
export function answerClientError(error: ParserError, socket: Socket) {
  if (!socket.writable || socket.destroyed) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? (lineIsOpen(error.rawPacket) ? 414 : 431) : 400;
  const reason = { 400: "Bad Request", 414: "URI Too Long", 431: "Request Header Fields Too Large" }[status];
  const body = `${reason}.\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.on("data", () => {});
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

/** Whether the request line itself had not ended in what the parser had read: the address is what overflowed. */
function lineIsOpen(packet: Buffer | undefined) {
  return packet !== undefined && !packet.includes("\r\n");
}
