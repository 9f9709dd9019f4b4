/*
 * The demo customers' sign-ins and profiles, as the README documents them. Data only;
 * app/features/customer-auth/demo-customer.server.ts writes them to a database.
 */

/** A customer as the broker (or the seed) records them, with a password to sign in with. */
export type SeededCustomer = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** ISO date (YYYY-MM-DD) the person became a client. */
  memberSince: string;
};

/**
 * The demo customer of PRODUCT.md 8: a client since January 2023 (its contracts, notifications and
 * 7 referrals come from the customer area's seed). Its password is public (README): a demo
 * database only.
 */
export const DEMO_CUSTOMER: Readonly<SeededCustomer> = {
  email: "demo@maison-courtage.fr",
  password: "Demo-Courtage-2023",
  firstName: "Camille",
  lastName: "Laurent",
  memberSince: "2023-01-15",
};

/** A second demo customer's sign-in and profile, in the shape the sign-in seed takes. */
export const SECOND_DEMO_CUSTOMER: Readonly<SeededCustomer> = {
  email: "julien.moreau@maison-courtage.fr",
  password: "Demo-Courtage-2024",
  firstName: "Julien",
  lastName: "Moreau",
  memberSince: "2024-09-02",
};
