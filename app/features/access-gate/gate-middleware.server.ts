import { type MiddlewareFunction, redirect } from "react-router";
import { gateEnabled, isAdmitted } from "./access-gate.server";
import { LOGIN_PATHS } from "./paths";

/** Paths that answer without the access code: the gate itself, probes and crawler rules. */
const OPEN_PATHS = new Set([...LOGIN_PATHS, "/healthz", "/robots.txt", "/sitemap.xml"]);

/** "/_root.data" and "/login.data" are React Router's data requests for "/" and "/login". */
function pagePath(url: URL) {
  const path = url.pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path;
}

/** Sends every visitor without the access cookie to /login (PRODUCT.md 3). */
export const accessGateMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!gateEnabled()) return next();
  const path = pagePath(new URL(request.url));
  // Test hooks answer to their own bearer token (and exist only when it is configured).
  if (OPEN_PATHS.has(path) || path.startsWith("/__test/")) return next();
  if (!(await isAdmitted(request))) throw redirect("/login");
  return next();
};
