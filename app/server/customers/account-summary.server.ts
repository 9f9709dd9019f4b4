import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { parisToday } from "~/server/contracts/contract-dates";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import { countReferrals, ensureReferralCode, referralLink } from "~/server/sponsorship/referrals.server";
import { type SponsorshipFigures, sponsorshipFigures } from "~/server/sponsorship/sponsorship";

export type AccountSummary = {
  /**
   * Contracts that cover today: Actif, and En cours de résiliation until the day it takes effect
   * (the customer is covered, and pays, until then): the spec's "contrats actifs".
   */
  activeContracts: number;
  /** Those of them being cancelled, with the day cover stops ("résiliation le …"). */
  cancelling: Array<{ product: string; reference: string; endDate: string | null }>;
  /** Every contract on the account, whatever its status ("Mes contrats (n)"). */
  contracts: number;
  /** The sum of the covering contracts' monthly premiums, in cents (the spec's 245 €/month). */
  monthlyPremiumCents: number;
  /** The date (YYYY-MM-DD) the person became a client, from the broker's record; null before it exists. */
  memberSince: string | null;
  sponsorship: SponsorshipFigures & { code: string; link: string };
};

/**
 * The account summary card and the sponsorship panel, computed from the stored records: the
 * premium from the active contracts, the gifts from the referrals the broker marked won.
 */
export async function loadAccountSummary(
  db: Database,
  customer: { id: string; name: string },
  site: { siteUrl: string; referralGiftCents: number },
  now = new Date(),
): Promise<AccountSummary> {
  // One pass over the customer's contracts: all of them, and the covering ones' count and premium.
  const today = parisToday(now);
  const stillCovering = and(
    eq(contracts.status, "cancelling"),
    or(isNull(contracts.endDate), gt(contracts.endDate, today)),
  );
  const active = sql`(${contracts.status} = 'active' or ${stillCovering})`;
  const [totals] = await db
    .select({
      contracts: count(),
      active: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      premium: sql<number>`coalesce(sum(${contracts.monthlyPremiumCents}) filter (where ${active}), 0)`.mapWith(Number),
    })
    .from(contracts)
    .where(eq(contracts.customerId, customer.id));
  const cancelling = await db
    .select({ product: contracts.product, reference: contracts.reference, endDate: contracts.endDate })
    .from(contracts)
    .where(and(eq(contracts.customerId, customer.id), stillCovering))
    .orderBy(asc(contracts.endDate));
  const [profile] = await db
    .select({ firstName: customerProfiles.firstName, memberSince: customerProfiles.memberSince })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customer.id));
  const firstName = profile?.firstName ?? customer.name.split(" ")[0] ?? "";
  const code = await ensureReferralCode(db, customer.id, firstName);
  const referrals = await countReferrals(db, customer.id);
  return {
    activeContracts: totals?.active ?? 0,
    cancelling,
    contracts: totals?.contracts ?? 0,
    monthlyPremiumCents: totals?.premium ?? 0,
    memberSince: profile?.memberSince ?? null,
    sponsorship: {
      ...sponsorshipFigures(referrals, site.referralGiftCents),
      code,
      link: referralLink(site.siteUrl, code),
    },
  };
}
