import { createContext } from "react-router";

/** What Express knows about a request, handed to every loader, action and middleware. */
export type RequestInfo = {
  requestId: string;
  /** Per-request CSP nonce for the inline scripts React Router writes. */
  nonce: string;
  /** The client's address as Express resolved it (proxy headers only when TRUST_PROXY allows). */
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({
  requestId: "none",
  nonce: "",
  clientIp: "unknown",
});
