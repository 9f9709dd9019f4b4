import { DELIVERIES_SCREEN } from "~/features/backoffice-deliveries/screens";
import { PRIVACY_SCREEN } from "~/features/backoffice-privacy/screens";
import { REQUESTS_SCREEN } from "~/features/backoffice-requests/screens";
import type { StaffNavLink } from "~/server/auth/staff-screens";
import { unreadInboxCount } from "~/server/customer-requests/inbox.server";
import type { Database } from "~/server/db/client.server";
import { deadDeliveriesCount } from "~/server/outbox/deliveries.server";
import { countOverdue } from "~/server/privacy/register.server";

type Badge = NonNullable<StaffNavLink["badge"]>;

const counted = (count: number, label: string): Badge | undefined => (count > 0 ? { count, label } : undefined);

/**
 * The counts shown beside a screen's name in the back office's menu, by the screen's address: the
 * layout asks only for the screens the reader may open, so an adviser never pays for an admin's
 * count. Like app/backoffice-nav.ts, a composition root: nothing under features/ or server/ imports it.
 */
export const BACKOFFICE_BADGES: Record<string, (db: Database) => Promise<Badge | undefined>> = {
  [REQUESTS_SCREEN.path]: async (db) => counted(await unreadInboxCount(db), "staff.nav.unreadRequests"),
  [DELIVERIES_SCREEN.path]: async (db) => counted(await deadDeliveriesCount(db), "staff.nav.deadDeliveries"),
  [PRIVACY_SCREEN.path]: async (db) => counted(await countOverdue(db), "staff.nav.overduePrivacyRequests"),
};
