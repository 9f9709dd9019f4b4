import { lazySignedCookie } from "./cookies.server";

/** A one-shot message for the next page (a toast after a redirect), as a dictionary key. */
export type Flash = { kind: "success" | "error" | "info"; key: string };

const flashCookie = lazySignedCookie("flash", { maxAge: 60 });

export function setFlash(flash: Flash) {
  return flashCookie().serialize(flash);
}

/** Reads the flash message, if any, and the header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const value = await flashCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || typeof value.key !== "string") return { flash: null, clear: null };
  return { flash: value as Flash, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}
