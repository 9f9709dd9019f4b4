import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** The guarded layouts (docs/decisions/0011): everything under them passes their middleware first. */
export const GUARDED_LAYOUTS = {
  customer: "routes/espace-client/layout.tsx",
  staff: "routes/backoffice/layout.tsx",
} as const;

export type GuardedRoute = {
  /** The address pattern, as app/routes.ts declares it ("/backoffice/leads/:leadId"). */
  pattern: string;
  /** The route module, relative to app/. */
  file: string;
};

const APP = path.resolve(import.meta.dirname, "../../app");

/** Every route under a guarded layout (the layout itself included, when it answers an address). */
export function guardedRoutes(area: keyof typeof GUARDED_LAYOUTS): GuardedRoute[] {
  const found = new Map<string, GuardedRoute>();
  const walk = (entries: RouteConfigEntry[], prefix: string, inside: boolean) => {
    for (const entry of entries) {
      const pattern = entry.path ? `${prefix}/${entry.path}` : prefix;
      const guarded = inside || entry.file === GUARDED_LAYOUTS[area];
      const answers = entry.index || (entry.path && !entry.children?.length) || entry.file === GUARDED_LAYOUTS[area];
      // A layout with an index child answers its address through the index: the index's module counts.
      if (guarded && answers && (!found.has(pattern || "/") || entry.index)) {
        found.set(pattern || "/", { pattern: pattern || "/", file: entry.file });
      }
      if (entry.children) walk(entry.children, pattern, guarded);
    }
  };
  walk(routes as RouteConfigEntry[], "", false);
  return [...found.values()].sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/**
 * Every address pattern under a guarded layout, as app/routes.ts declares it ("/espace-client",
 * "/backoffice/leads/:leadId"…): the authorization probes are checked against this list, so a new
 * guarded route without a probe fails a test.
 */
export function guardedPatterns(area: keyof typeof GUARDED_LAYOUTS): string[] {
  return guardedRoutes(area).map((route) => route.pattern);
}

/** A route module's source, without comments (a comment may mention an action it does not have). */
export function routeSource(file: string) {
  return readFileSync(path.join(APP, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

/** Whether a route module takes posts (exports an `action`). */
export function hasAction(file: string) {
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(routeSource(file));
}

/**
 * What the authorization probes must cover, as "METHOD pattern": a GET of every guarded address,
 * and a POST of every one whose module has an action, so a new route or a new action without a
 * probe fails a test.
 */
export function guardedRequests(area: keyof typeof GUARDED_LAYOUTS): string[] {
  return guardedRoutes(area)
    .flatMap((route) => [`GET ${route.pattern}`, ...(hasAction(route.file) ? [`POST ${route.pattern}`] : [])])
    .sort();
}
