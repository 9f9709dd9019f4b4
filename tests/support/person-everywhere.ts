import { eq } from "drizzle-orm";
import { recordUnansweredQuestion } from "~/features/chat/unanswered-questions.server";
import { personOf } from "~/server/calls/sales-calls.server";
import { importRejects } from "~/server/collections/reject-imports.server";
import { sendPremiumReminder } from "~/server/collections/unpaid-premiums.server";
import { attachContractDocument, updateContractByStaff } from "~/server/contracts/contract-admin.server";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import { submitPublicComplaint } from "~/server/customer-requests/public-complaints.server";
import { answerRequest } from "~/server/customer-requests/request-answers.server";
import { replyToRequest } from "~/server/customer-requests/request-thread.server";
import { submitCustomerRequest } from "~/server/customer-requests/submit-request.server";
import { NO_DETAILS, saveContactDetails } from "~/server/customers/contact-details.server";
import { createCustomerByStaff } from "~/server/customers/customer-admin.server";
import { confirmEmailChange, requestEmailChange } from "~/server/customers/email-change.server";
import type { Database } from "~/server/db/client.server";
import { sessions, verifications } from "~/server/db/schema/auth";
import { jobApplications } from "~/server/db/schema/careers";
import { chatMessages } from "~/server/db/schema/chat";
import { contractRenewalReminders } from "~/server/db/schema/contract-records";
import { contracts, profilePhotos, referralCodes, referrals } from "~/server/db/schema/customer-area";
import { leadEvents } from "~/server/db/schema/lead-activity";
import { leads } from "~/server/db/schema/leads";
import { needsReviews } from "~/server/db/schema/needs-reviews";
import { salesCalls } from "~/server/db/schema/sales-calls";
import { submitLead } from "~/server/leads/submit-lead.server";
import { createNotification } from "~/server/notifications/notifications.server";
import { createOutboxProcessor } from "~/server/outbox/outbox.server";
import { markInstalmentCollected, markInstalmentPaid } from "~/server/payments/collections.server";
import { changeInstalmentStatus } from "~/server/payments/instalments.server";
import { activateMandate, addBankAccount } from "~/server/payments/mandates.server";
import { contractSchedule, saveSchedule } from "~/server/payments/schedules.server";
import { queueDataExport, runPendingExports } from "~/server/privacy/data-exports.server";
import { openCustomerRequest, recordPrivacyRequest } from "~/server/privacy/register.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import type { SiteConfig } from "~/server/site-config.server";
import { recordGiftPaid } from "~/server/sponsorship/referral-gifts.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import type { FileStore } from "~/server/storage.server";
import { contractDraft, insertContract } from "./contract-factory";
import { announceLeads, leadDraft } from "./lead-factory";
import { PDF } from "./lead-forms";

const DAY = 86_400_000;
const digits = () => String(Math.floor(Math.random() * 1e7)).padStart(7, "0");

/** A person of their own, with every identifier they will have had: two addresses, a quote's, two phones. */
export function personDraft() {
  const tag = crypto.randomUUID().slice(0, 8);
  return {
    firstName: "Zéphyrine",
    lastName: `Évrard-Quillebeuf${tag.replace(/\d/g, "x")}`,
    oldEmail: `zephyrine.${tag}@example.fr`,
    newEmail: `z.quillebeuf.${tag}@exemple.com`,
    quoteEmail: `zq.devis.${tag}@example.org`,
    oldPhone: `+3361${digits()}`,
    phone: `+3362${digits()}`,
  };
}
export type Person = ReturnType<typeof personDraft>;

/**
 * Puts the person into every table that can hold them, through the app's own services where one
 * exists: staff create the account (invitation, audit), the phone and the address change (history,
 * the link), a quote under another address (its e-mails and webhook), a public complaint under
 * it, a message with its thread, contracts with documents and history, chat, an unanswered
 * question, the customer's own export and erasure request; then the outbox delivers into the dev
 * mailbox. Returns the account's id and the register entry of the erasure request.
 */
export async function seedPersonEverywhere(db: Database, person: Person, env: Seeding) {
  const { actor, site, files } = env;
  const fullName = `${person.firstName} ${person.lastName}`;
  const { customerId } = await createCustomerByStaff(
    db,
    actor,
    {
      email: person.oldEmail,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: null,
      adviserId: null,
      memberSince: "2020-01-01",
      lang: "fr",
    },
    site,
  );
  for (const phone of [person.oldPhone, person.phone]) {
    await saveContactDetails(db, customerId, { ...NO_DETAILS, phone }, { kind: "customer" });
  }
  await requestEmailChange(db, { customerId, name: fullName, newEmail: person.newEmail, lang: "fr" }, site);
  const [pending] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.value, JSON.stringify({ customerId, email: person.newEmail })));
  if (!pending) throw new Error("no e-mail change link stored");
  // The link's token is only in the e-mail: the row gets a token the test knows, then the service opens it.
  await confirmByRow(db, customerId, pending.id, person.newEmail, site);

  const quote = leadDraft({
    contact: {
      lastName: person.lastName,
      firstName: person.firstName,
      company: null,
      email: person.quoteEmail,
      phone: person.phone,
    },
  });
  const lead = await submitLead(db, quote, announceLeads({ site, notifyEmail: "leads@broker.example", webhook: true }));
  await db.update(leads).set({ customerId }).where(eq(leads.id, lead.id));
  await db
    .insert(leadEvents)
    .values({ leadId: lead.id, kind: "call", details: { note: `Rappel ${fullName} au ${person.phone}` } });

  // Public complaints: under the quote's address (no account), and under the account's address
  // (its link waits for the holder's answer in public_confirmations).
  for (const email of [person.quoteEmail, person.newEmail]) {
    await submitPublicComplaint(db, {
      values: {
        name: fullName,
        email,
        contractReference: "",
        text: `Je suis ${fullName}, joignable au ${person.phone}.`,
      },
      lang: "fr",
      submissionKey: crypto.randomUUID(),
      site,
      notifyEmail: "service@broker.example",
      triggeredFrom: "/reclamation",
      files,
    });
  }
  const message = await submitCustomerRequest(
    db,
    {
      customerId,
      kind: "message",
      contractId: null,
      details: { subject: `Adresse de ${fullName}`, text: `Mon numéro : ${person.phone}`, fileCount: 0 },
      lang: "fr",
      submissionKey: crypto.randomUUID(),
      uploads: [{ fileName: `${person.lastName}.pdf`, bytes: PDF }],
    },
    () => [],
    files,
  );
  await answerRequest(db, actor, { requestId: message.id, text: `Bien noté, ${person.firstName}.` }, site);
  await replyToRequest(db, files, customerId, {
    reference: message.reference,
    text: `Merci, ${fullName}`,
    uploads: [],
  });

  const held = await insertContract(db, customerId, "health");
  const gone = await insertContract(db, customerId, "vehicle");
  await updateContractByStaff(
    db,
    actor,
    customerId,
    held.id,
    contractDraft(customerId, "health", {
      reference: held.reference,
      peopleCovered: [{ name: fullName, relation: "holder" }],
    }),
  );
  for (const contract of [held, gone]) {
    await attachContractDocument(db, files, actor, customerId, contract.id, {
      title: `Attestation ${fullName}`,
      file: { fileName: `attestation-${person.lastName}.pdf`, bytes: PDF },
    });
    await db.insert(contractRenewalReminders).values({ contractId: contract.id, anniversary: "2025-01-01" });
    // The needs they confirmed before a renewal, a free answer naming them.
    await db.insert(needsReviews).values({
      customerId,
      contractId: contract.id,
      anniversary: "2025-01-01",
      questionnaire: "health",
      answers: { peopleCovered: "1", hospitalLevel: `niveau choisi par ${fullName}` },
      answeredAt: new Date(),
    });
  }
  // Their bank account and signed mandate, and the held contract's schedule with one payment booked.
  const { mandate } = await db.transaction((tx) =>
    addBankAccount(tx, {
      customerId,
      details: { holder: fullName, iban: "FR7630006000011234567890189", bic: "AGRIFRPPXXX" },
      creditorIdentifier: "FR72ZZZ123456",
      actor,
      now: new Date(),
    }),
  );
  await db.transaction((tx) => activateMandate(tx, mandate.id, new Date()));
  // Tomorrow as the schedules count days, in Paris: UTC's tomorrow is Paris's today after 23:00 in winter.
  const tomorrow = addDays(parisToday(), 1);
  await db.transaction((tx) =>
    saveSchedule(
      tx,
      { contractId: held.id, frequency: "monthly", firstDueDate: tomorrow, premiumCents: 4200, feesCents: 0 },
      actor,
    ),
  );
  const [firstInstalment, secondInstalment] = (await contractSchedule(db, held.id))?.instalments ?? [];
  await db.transaction((tx) =>
    markInstalmentPaid(tx, { instalmentId: firstInstalment?.id as string, how: "paidOtherwise", now: new Date() }),
  );
  // The second debit collected, sent back by the bank (a rejects file), reminded: an unpaid premium.
  const second = secondInstalment?.id as string;
  await db.transaction(async (tx) => {
    await changeInstalmentStatus(tx, { instalmentId: second, to: "notified", cause: "prenotified", now: new Date() });
    await markInstalmentCollected(tx, {
      instalmentId: second,
      collectionReference: `E2E-${second.slice(0, 8)}`,
      now: new Date(),
    });
  });
  await importRejects(db, actor, {
    fileName: "rejets.csv",
    bytes: new TextEncoder().encode(`Référence;Motif\nE2E-${second.slice(0, 8)};AM04\n`),
  });
  await sendPremiumReminder(
    db,
    actor,
    { ...site, brokerIban: "FR1420041010050500013M02606", brokerBic: "PSSTFRPPPAR" },
    second,
  );
  // Three referrals make a gift, paid.
  await db
    .insert(referrals)
    .values(Array.from({ length: 3 }, () => ({ referrerId: customerId, code: "PERSON-CODE", wonAt: new Date() })));
  await recordGiftPaid(db, actor, { customerId, giftCents: 7_500, paidOn: "2026-11-20" });
  // Ended: the health contract two years ago (held five years), the vehicle ten years ago (erased).
  await db
    .update(contracts)
    .set({ status: "cancelled", endDate: new Date(Date.now() - 2 * 365 * DAY).toISOString().slice(0, 10) })
    .where(eq(contracts.id, held.id));
  await db.update(contracts).set({ status: "cancelled", endDate: "2015-01-31" }).where(eq(contracts.id, gone.id));

  await createNotification(db, {
    customerId,
    kind: "message",
    title: `Bonjour ${person.firstName}`,
    message: `Votre numéro ${person.phone} est noté.`,
  });
  await db.insert(chatMessages).values({ customerId, role: "user", content: `Je suis ${fullName}, ma franchise ?` });
  await recordUnansweredQuestion(db, {
    question: `Bonjour, ici ${person.lastName} : assurez-vous les drones ?`,
    lang: "fr",
    pageLang: "fr",
    nearest: null,
  });
  await db.insert(sessions).values({
    id: crypto.randomUUID(),
    token: crypto.randomUUID(),
    userId: customerId,
    expiresAt: new Date(Date.now() + DAY),
    userAgent: "Firefox",
    updatedAt: new Date(),
  });
  await hitRateLimit(db, `auth:sign-in:${person.newEmail}`, { limit: 5, windowMs: 60_000 });
  await db.insert(referralCodes).values({ code: `ZQ${crypto.randomUUID().slice(0, 6).toUpperCase()}`, customerId });
  const rule = (folder: string) => ({ folder, accept: ["pdf"] as const, maxBytes: 100_000 });
  await files.save({ fileName: "photo.pdf", bytes: PDF }, rule("photos"), (photo) =>
    db.insert(profilePhotos).values({
      customerId,
      storagePath: photo.storagePath,
      contentType: "image/webp",
      size: photo.size,
      width: 1,
      height: 1,
    }),
  );
  await files.save({ fileName: `CV ${fullName}.pdf`, bytes: PDF }, rule("cv"), (cv) =>
    db.insert(jobApplications).values({
      reference: `CAND-${crypto.randomUUID().slice(0, 8)}`,
      name: fullName,
      email: person.newEmail,
      message: `Candidature de ${fullName}, ${person.phone}`,
      cvFileName: `CV ${fullName}.pdf`,
      cvSize: cv.size,
      cvStoragePath: cv.storagePath,
      lang: "fr",
      consentText: "J'accepte que mes données soient traitées pour ma candidature.",
      consentAt: new Date(),
      submissionKey: crypto.randomUUID(),
    }),
  );

  // The customer's own export, then their own erasure request, from their area.
  await queueDataExport(db, { email: person.newEmail, phone: null, customerId }, { customerId });
  await runPendingExports(db);
  await recordPrivacyRequest(
    db,
    {
      kind: "erasure",
      subjectName: fullName,
      subjectEmail: person.newEmail,
      subjectPhone: null,
      customerId,
      receivedAt: new Date(),
    },
    null,
  );
  const own = await openCustomerRequest(db, customerId, "erasure");
  // Staff record the same person's letter, written from the old address with the phone.
  const letter = await recordPrivacyRequest(
    db,
    {
      kind: "erasure",
      subjectName: fullName,
      subjectEmail: person.oldEmail,
      subjectPhone: person.phone,
      details: `Courrier de ${fullName} (${person.phone})`,
      receivedAt: new Date(),
    },
    actor,
  );
  // A sales call on the account and one on the lead (issue 44), each noting the person's name.
  await db.insert(salesCalls).values([
    {
      customerId,
      phoneDigits: personOf(person.phone),
      outcome: "reached",
      legalBasis: "existingContract",
      note: `Point annuel avec ${fullName}`,
      actorId: actor.id,
      actorName: actor.name,
    },
    {
      leadId: lead.id,
      phoneDigits: personOf(person.phone),
      outcome: "voicemail",
      legalBasis: "callbackRequest",
      note: `Message laissé à ${fullName}`,
      actorId: actor.id,
      actorName: actor.name,
    },
  ]);
  const deliver = createOutboxProcessor(db, { mail: { from: "Broker <no-reply@broker.example>" } });
  while ((await deliver()) > 0);
  return { customerId, heldContractId: held.id, leadId: lead.id, ownRequestId: own?.id ?? null, letterId: letter.id };
}

export type Seeding = { actor: StaffActor; site: SiteConfig; files: FileStore };

/** Opens the e-mail change link: the stored token is replaced by a known one, then confirmed through the service. */
async function confirmByRow(db: Database, customerId: string, rowId: string, email: string, site: SiteConfig) {
  const token = "t".repeat(32);
  const { hashedIdentifier } = await import("~/server/auth/hashed-identifier");
  await db
    .update(verifications)
    .set({ identifier: await hashedIdentifier(`email-change:${token}`) })
    .where(eq(verifications.id, rowId));
  const outcome = await confirmEmailChange(db, customerId, token, { site, lang: "fr" });
  if (!outcome.ok || outcome.email !== email)
    throw new Error(`e-mail change not confirmed: ${JSON.stringify(outcome)}`);
}
