import { createContext } from "react-router";
import type { KeepPage } from "./http/page-cache.server";

/** What Express knows about a request, handed to every loader, action and middleware. */
export type RequestInfo = {
  requestId: string;
  /** Per-request CSP nonce for the inline scripts React Router writes. */
  nonce: string;
  /** The client's address as Express resolved it (proxy headers only when TRUST_PROXY allows). */
  clientIp: string;
  /** Set when the page may be kept and served again (http/page-cache.server.ts). */
  keepPage?: KeepPage;
};

export const requestInfoContext = createContext<RequestInfo>({
  requestId: "none",
  nonce: "",
  clientIp: "unknown",
});
