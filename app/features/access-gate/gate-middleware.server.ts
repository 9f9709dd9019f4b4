import { type MiddlewareFunction, redirect } from "react-router";
import { LOGIN_PATH, LOGIN_PATHS } from "~/paths/site";
import { gateEnabled, isAdmitted } from "./access-gate.server";

/**
 * What answers without the access code, as exact request paths. The gate's screens are pages:
 * they are open with their React Router data requests ("/login.data"), which carry the root
 * loader's data the screen shows. Probes and crawler rules are resource routes, open as
 * themselves only: "/healthz.data" is a data request that runs the root loader too (brand,
 * contact details, site address), so it stays behind the gate like every other ".data".
 */
const OPEN_PATHS = new Set([
  ...LOGIN_PATHS,
  ...LOGIN_PATHS.map((path) => `${path}.data`),
  "/healthz",
  "/robots.txt",
  "/sitemap.xml",
]);

function isOpen(pathname: string) {
  if (OPEN_PATHS.has(pathname)) return true;
  // Test hooks answer to their own bearer token (and exist only when it is configured).
  return pathname.startsWith("/__test/") && !pathname.endsWith(".data");
}

/** Sends every visitor without the access cookie to /login (PRODUCT.md 3). */
export const accessGateMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!gateEnabled()) return next();
  if (isOpen(new URL(request.url).pathname)) return next();
  if (!(await isAdmitted(request))) throw redirect(LOGIN_PATH);
  return next();
};
