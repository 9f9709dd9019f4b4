import { type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import { ASSET_FREEZE_SCREEN } from "~/features/backoffice-asset-freeze/screens";
import { DELIVERIES_SCREEN } from "~/features/backoffice-deliveries/screens";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { REQUESTS_SCREEN } from "~/features/backoffice-requests/screens";
import { pendingMatchesQuery } from "~/server/asset-freeze/screening.server";
import type { StaffNavLink } from "~/server/auth/staff-screens";
import { unreadInboxQuery } from "~/server/customer-requests/inbox.server";
import { type Database, reusableStatement } from "~/server/db/client.server";
import { deadDeliveriesQuery } from "~/server/outbox/deliveries.server";
import { overdueQuery } from "~/server/privacy/register.server";

type Badge = NonNullable<StaffNavLink["badge"]>;

/** A badge: the statement that counts what waits behind a screen (one row, one count), and its label. */
type BadgeCount = { count: (db: Database, now: Placeholder) => SQLWrapper; label: string };

/**
 * The counts shown beside a screen's name in the back office's menu, by the screen's address: the
 * layout asks only for the screens the reader may open, so an adviser never pays for an admin's
 * count. Like app/backoffice-nav.ts, a composition root: nothing under features/ or server/ imports it.
 */
export const BACKOFFICE_BADGES: Record<string, BadgeCount> = {
  [REQUESTS_SCREEN.path]: { count: (db) => unreadInboxQuery(db), label: "staff.nav.unreadRequests" },
  [DELIVERIES_SCREEN.path]: { count: (db) => deadDeliveriesQuery(db), label: "staff.nav.deadDeliveries" },
  [PRIVACY_SCREEN.path]: { count: (db, now) => overdueQuery(db, now), label: "staff.nav.overduePrivacyRequests" },
  [ASSET_FREEZE_SCREEN.path]: { count: (db) => pendingMatchesQuery(db), label: "staff.nav.pendingFreezeMatches" },
};

type Counts = ReturnType<typeof reusableStatement<Record<string, unknown>, { now: string }>>;
/** The statement counting each set of badges (a set per role), built once with the time as a placeholder. */
const statements = new Map<string, Counts>();

/**
 * The badges of the screens at `paths` (those without one are skipped), counted in one statement:
 * every back-office page shows the menu, and a statement per badge was a third of a list page's.
 */
export async function countBadges(db: Database, paths: string[], now = new Date()): Promise<Map<string, Badge>> {
  const counted = paths.flatMap((path) => {
    const badge = BACKOFFICE_BADGES[path];
    return badge ? [{ path, badge }] : [];
  });
  const badges = new Map<string, Badge>();
  if (counted.length === 0) return badges;
  const key = counted.map(({ path }) => path).join(" ");
  let statement = statements.get(key);
  if (!statement) {
    statement = reusableStatement(() => {
      const columns = counted.map(
        ({ badge }, i) => sql`(${badge.count(db, sql.placeholder("now"))}) as ${sql.identifier(`badge_${i}`)}`,
      );
      return sql`select ${sql.join(columns, sql`, `)}`;
    });
    statements.set(key, statement);
  }
  // As drizzle writes a Date for a timestamp column.
  const [row] = await statement(db, { now: now.toISOString() });
  counted.forEach(({ path, badge }, i) => {
    const count = Number(row?.[`badge_${i}`] ?? 0);
    if (count > 0) badges.set(path, { count, label: badge.label });
  });
  return badges;
}
