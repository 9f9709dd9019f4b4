import { eq } from "drizzle-orm";
import type { Lang } from "~/i18n/config";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { customerProfiles } from "~/server/db/schema/customers";

export type CustomerHome = {
  firstName: string;
  fullName: string;
  email: string;
  /** "janvier 2023", in the page's language (formatted here, so server and browser agree). */
  memberSince: string | null;
  referralCount: number | null;
  referralSavings: string | null;
};

/**
 * What the customer area's home shows: the customer's name and the broker's record of them.
 * An account without a profile yet (opened by the broker, details to come) still gets a greeting.
 */
export async function loadCustomerHome(db: Database, customer: CustomerIdentity, lang: Lang): Promise<CustomerHome> {
  const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, customer.id));
  if (!profile) {
    return {
      firstName: customer.name.split(" ")[0] || customer.name,
      fullName: customer.name,
      email: customer.email,
      memberSince: null,
      referralCount: null,
      referralSavings: null,
    };
  }
  const since = new Date(`${profile.memberSince}T12:00:00Z`);
  return {
    firstName: profile.firstName,
    fullName: `${profile.firstName} ${profile.lastName}`,
    email: customer.email,
    memberSince: new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "Europe/Paris" }).format(
      since,
    ),
    referralCount: profile.referralCount,
    referralSavings: new Intl.NumberFormat(lang, {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: profile.referralSavingsCents % 100 === 0 ? 0 : 2,
    }).format(profile.referralSavingsCents / 100),
  };
}
