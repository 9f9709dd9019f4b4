import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../tests/support/databases";
import { BACKOFFICE_BADGES, countBadges } from "./backoffice-badges.server";
import { DELIVERIES_SCREEN } from "./features/backoffice-deliveries/screens";
import { PRIVACY_SCREEN } from "./features/backoffice-privacy/screens";
import { REQUESTS_SCREEN } from "./features/backoffice-requests/screens";
import { unreadInboxCount } from "./server/customer-requests/inbox.server";
import { outbox } from "./server/db/schema/outbox";
import { requestScope } from "./server/logger.server";
import { deadDeliveriesCount } from "./server/outbox/deliveries.server";
import { enqueueOutbox } from "./server/outbox/outbox.server";
import { countOverdue } from "./server/privacy/register.server";

describe.each(testDatabases())("the back office's menu badges on $name", (engine) => {
  it("counts every badge the reader may see in one statement, as each screen counts it", async () => {
    const { db } = engine.handle();
    const paths = ["/backoffice/leads", ...Object.keys(BACKOFFICE_BADGES)];
    const scope: { requestId: string; queries?: number } = { requestId: "badges" };
    const none = await requestScope.run(scope, () => countBadges(db, paths));
    expect(scope.queries).toBe(1);
    expect(none.size).toBe(0);

    await enqueueOutbox(db, [
      { channel: "webhook", topic: "lead.created", payload: { event: { n: 1 } } },
      { channel: "webhook", topic: "lead.created", payload: { event: { n: 2 } } },
    ]);
    await db.update(outbox).set({ status: "dead" }).where(eq(outbox.topic, "lead.created"));
    const badges = await countBadges(db, paths);
    expect(badges.get(DELIVERIES_SCREEN.path)).toEqual({
      count: await deadDeliveriesCount(db),
      label: "staff.nav.deadDeliveries",
    });
    expect(badges.get(DELIVERIES_SCREEN.path)?.count).toBe(2);
    expect(badges.has(REQUESTS_SCREEN.path)).toBe((await unreadInboxCount(db)) > 0);
    expect(badges.has(PRIVACY_SCREEN.path)).toBe((await countOverdue(db)) > 0);
    // An adviser's menu has no deliveries screen: its count is not asked for.
    expect((await countBadges(db, [REQUESTS_SCREEN.path])).has(DELIVERIES_SCREEN.path)).toBe(false);
    expect((await countBadges(db, [])).size).toBe(0);
  });
});
