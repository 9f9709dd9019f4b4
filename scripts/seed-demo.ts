// `npm run db:seed`: the demo's documented people and their data (app/demo/, data only), written by
// each feature's seeding code. Opens the app's database (DATABASE_URL, or the embedded one in PGLITE_DIR),
// applies the migrations and creates (or resets) the demo customer. Safe to run on every start.
// Run it while the server is stopped when on the embedded database (one process per directory).

import { DEMO_CUSTOMER, SECOND_DEMO_CUSTOMER } from "~/demo/demo-customers";
import { DEMO_STAFF } from "~/demo/demo-staff";
import { seedDemoStaff } from "~/features/backoffice-access/demo-staff.server";
import { seedDemoAreas } from "~/features/customer-area/demo-areas.server";
import { seedDemoCustomer } from "~/features/customer-auth/demo-customer.server";
import { registerDictionariesFromFiles } from "~/i18n/dictionaries-from-files.server";
// The demo's mandates are signed: their purpose's callbacks must be known.
import "~/signature-purposes.server";
import { seedDemoFreeze } from "~/server/asset-freeze/demo-freeze.server";
import { seedDemoCalls } from "~/server/calls/demo-calls.server";
import { seedDemoCatalogue } from "~/server/catalogue/demo-catalogue.server";
import { seedDemoMoney } from "~/server/collections/demo-money.server";
import { removeProfilePhoto } from "~/server/customers/photo-store.server";
import { openDatabase } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { seedDemoNeedsReview } from "~/server/needs-review/demo-needs-review.server";
import { seedDemoOffers } from "~/server/offer-signing/demo-offers.server";
import { seedDemoPayments } from "~/server/payments/demo-payments.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { seedDemoSignature } from "~/server/signatures/demo-signature.server";
import { fileStore } from "~/server/storage.server";
import { seedDemoTraining } from "~/server/training/demo-training.server";

// The mandates' PDFs and notices are written in the customer's language (outside Vite: from the files).
registerDictionariesFromFiles();
const config = env();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await database.migrate();
  await seedDemoCustomer(database.db);
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "demo customer ready", email: DEMO_CUSTOMER.email, database: database.kind })}\n`,
  );
  // The customer area (issue 11): a second demo customer, then both customers' contracts,
  // notifications and sponsorship.
  await seedDemoCustomer(database.db, SECOND_DEMO_CUSTOMER);
  const { primary, second } = await seedDemoAreas(database.db);
  // Back to the initials: a photo someone set while trying the demo goes too.
  for (const { customerId } of [primary, second]) {
    await removeProfilePhoto(database.db, fileStore(config.UPLOADS_DIR), customerId);
  }
  // Advice during the contract (issue 44): the contract renewing soonest has its renewal notice and
  // an invitation to confirm the customer's needs on "Mes besoins".
  await seedDemoNeedsReview(database.db, primary.customerId);
  // Signatures (issue 41): the demo customer has one document waiting for their signature.
  await seedDemoSignature(database.db, primary.customerId, await siteConfig(database.db));
  // Money (issue 43): a test IBAN, a signed mandate and a monthly schedule per contract, a debit due soon.
  await seedDemoPayments(database.db, [primary.customerId, second.customerId]);
  // The back office (issue 13): one admin and one adviser, TOTP enrolment at their first sign-in.
  await seedDemoStaff(database.db);
  // Selling (issue 42): the broker's catalogue, a few products per line from fictitious insurers.
  await seedDemoCatalogue(database.db, fileStore(config.UPLOADS_DIR));
  // Selling (issue 42): the demo customer has an offer with two options to sign at once; the
  // adviser has a prospect whose offer is in progress.
  await seedDemoOffers(database.db, {
    customerId: primary.customerId,
    adviserEmail: DEMO_STAFF.find((member) => member.role === "adviser")?.email ?? "",
    site: await siteConfig(database.db),
    store: fileStore(config.UPLOADS_DIR),
  });
  // The calling rules (issue 44): a prospect with a call log and a call back scheduled.
  await seedDemoCalls(database.db, DEMO_STAFF.find((member) => member.role === "adviser")?.email ?? "");
  // Money, second half (issue 43): a debit rejected and reminded, an insurer's statement to reconcile.
  await seedDemoMoney(database.db, DEMO_STAFF.find((member) => member.role === "admin")?.email ?? "", {
    primary: primary.customerId,
    second: second.customerId,
  });
  // Continuing training (issue 44): the demo staff's hours this year, the adviser short of 15.
  await seedDemoTraining(database.db, fileStore(config.UPLOADS_DIR));
  // Asset freezes (issue 44): a small fictitious register and a prospect waiting for an admin's decision.
  await seedDemoFreeze(database.db, await siteConfig(database.db));
} finally {
  await database.close();
}
