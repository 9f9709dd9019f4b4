import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** The guarded layouts (docs/decisions/0011): everything under them passes their middleware first. */
export const GUARDED_LAYOUTS = {
  customer: "routes/espace-client/layout.tsx",
  staff: "routes/backoffice/layout.tsx",
} as const;

/**
 * Every address pattern under a guarded layout, as app/routes.ts declares it ("/espace-client",
 * "/backoffice/leads/:leadId"…): the authorization probes are checked against this list, so a new
 * guarded route without a probe fails a test.
 */
export function guardedPatterns(area: keyof typeof GUARDED_LAYOUTS): string[] {
  const found: string[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string, inside: boolean) => {
    for (const entry of entries) {
      const path = entry.path ? `${prefix}/${entry.path}` : prefix;
      const guarded = inside || entry.file === GUARDED_LAYOUTS[area];
      if (guarded && (entry.index || (entry.path && !entry.children?.length) || entry.file === GUARDED_LAYOUTS[area])) {
        found.push(path || "/");
      }
      if (entry.children) walk(entry.children, path, guarded);
    }
  };
  walk(routes as RouteConfigEntry[], "", false);
  return [...new Set(found)].sort();
}
