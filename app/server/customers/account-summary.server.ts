import { eq } from "drizzle-orm";
import { isActiveContract, isCancellationPending } from "~/server/contracts/active-contracts";
import { parisToday } from "~/server/contracts/contract-dates";
import { type ContractRow, listContracts } from "~/server/contracts/contracts.server";
import type { Database } from "~/server/db/client.server";
import { customerProfiles } from "~/server/db/schema/customers";
import { referralFigures, referralLink } from "~/server/sponsorship/referrals.server";
import { type SponsorshipFigures, sponsorshipFigures } from "~/server/sponsorship/sponsorship";

export type AccountSummary = {
  /**
   * Contracts active today (app/server/contracts/active-contracts.ts, the rule the back office's
   * customer list counts by too): the spec's "contrats actifs".
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

type ContractFigures = Pick<AccountSummary, "activeContracts" | "cancelling" | "contracts" | "monthlyPremiumCents">;

/**
 * The summary's contract figures from the customer's contracts (all of them), `today` being
 * Paris's day (YYYY-MM-DD): the active ones (isActiveContract) count; those being cancelled come
 * soonest end first, undated last.
 */
export function contractFigures(
  rows: ReadonlyArray<Pick<ContractRow, "status" | "endDate" | "monthlyPremiumCents" | "product" | "reference">>,
  today: string,
): ContractFigures {
  const covering = rows.filter((row) => isActiveContract(row, today));
  const cancelling = rows
    .filter((row) => isCancellationPending(row, today))
    .map(({ product, reference, endDate }) => ({ product, reference, endDate }))
    .sort((a, b) =>
      a.endDate === b.endDate ? 0 : a.endDate === null ? 1 : b.endDate === null ? -1 : a.endDate < b.endDate ? -1 : 1,
    );
  return {
    activeContracts: covering.length,
    cancelling,
    contracts: rows.length,
    monthlyPremiumCents: covering.reduce((sum, row) => sum + row.monthlyPremiumCents, 0),
  };
}

/**
 * The account summary card and the sponsorship panel, computed from the stored records: the
 * premium from the active contracts, the gifts from the referrals the broker marked won. A
 * caller that has already read the customer's contracts or profile (the area's home) passes
 * them in `known`, and they are not read again.
 */
export async function loadAccountSummary(
  db: Database,
  customer: { id: string; name: string },
  site: { siteUrl: string; referralGiftCents: number },
  now = new Date(),
  known: {
    contracts?: ContractRow[];
    profile?: { firstName: string; memberSince: string | null } | null;
  } = {},
): Promise<AccountSummary> {
  const [rows, profile] = await Promise.all([
    known.contracts ?? listContracts(db, customer.id),
    known.profile !== undefined ? known.profile : findSummaryProfile(db, customer.id),
  ]);
  const firstName = profile?.firstName ?? customer.name.split(" ")[0] ?? "";
  const { code, referrals } = await referralFigures(db, customer.id, firstName);
  return {
    ...contractFigures(rows, parisToday(now)),
    memberSince: profile?.memberSince ?? null,
    sponsorship: {
      ...sponsorshipFigures(referrals, site.referralGiftCents),
      code,
      link: referralLink(site.siteUrl, code),
    },
  };
}

async function findSummaryProfile(db: Database, customerId: string) {
  const [profile] = await db
    .select({ firstName: customerProfiles.firstName, memberSince: customerProfiles.memberSince })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, customerId));
  return profile ?? null;
}
