import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import "~/signature-purposes.server";
import { DEMO_OFFER_LEAD } from "~/demo/demo-offers";
import { ActionError } from "~/server/action-error";
import { sha256Of } from "~/server/advice-file/advice-file-pdf.server";
import { findAdviceFileOf } from "~/server/advice-file/advice-files.server";
import { startSignedContracts } from "~/server/contracts/contract-starts.server";
import { getDb } from "~/server/db/index.server";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import { contractDocuments } from "~/server/db/schema/contract-records";
import { contracts } from "~/server/db/schema/customer-area";
import { leads } from "~/server/db/schema/leads";
import { offers } from "~/server/db/schema/offers";
import { outbox } from "~/server/db/schema/outbox";
import { signatureRequests } from "~/server/db/schema/signatures";
import { env } from "~/server/env.server";
import { seedDemoOffers } from "~/server/offer-signing/demo-offers.server";
import { chooseOfferOption, declineOffer, openOffer } from "~/server/offer-signing/offer-signing.server";
import {
  createOffer,
  replaceOffer,
  sendOffer,
  setOptions,
  updateDraft,
  withdrawOffer,
} from "~/server/offers/offers.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { confirmSignature, sendSignatureCode } from "~/server/signatures/signing.server";
import { fileStore } from "~/server/storage.server";
import { appEngines, runAgainstApp } from "../support/app-under-test";
import { createCustomer, createUser } from "../support/customers";
import { BORROWER_NEEDS, insertCatalogueProduct, optionInput, staffActor } from "../support/offer-factory";
import { samplePdf } from "../support/signature-pdfs";

const uploads = mkdtempSync(path.join(tmpdir(), "offer-signing-"));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

async function catalogueFile(text: string) {
  return fileStore(env().UPLOADS_DIR).save(
    { fileName: `${text}.pdf`, bytes: await samplePdf(text) },
    { folder: "catalogue", accept: ["pdf"], maxBytes: 10 * 1024 * 1024 },
    async (file) => file.storagePath,
  );
}

/** A sent borrower offer with two options (the second recommended), each product with its IPID. */
async function sentOffer(options: { leadId?: string } = {}) {
  const db = await getDb();
  const admin = await createUser(db, "admin");
  const actor = staffActor(admin.id);
  const customer = await createCustomer(db);
  const products = [await insertCatalogueProduct(db), await insertCatalogueProduct(db)];
  for (const [index, product] of products.entries()) {
    await db
      .update(catalogueProducts)
      .set({
        ipidPath: await catalogueFile(`IPID ${index + 1}`),
        ipidName: `ipid-${index + 1}.pdf`,
        ...(index === 1 ? { conditionsPath: await catalogueFile("CG 2"), conditionsName: "cg-2.pdf" } : {}),
      })
      .where(eq(catalogueProducts.id, product.id));
  }
  const draft = await createOffer(db, actor, {
    customerId: customer.id,
    questionnaire: "borrower",
    prefill: BORROWER_NEEDS,
    leadId: options.leadId ?? null,
  });
  await setOptions(db, actor, draft.id, [
    optionInput(products[0]?.id ?? ""),
    optionInput(products[1]?.id ?? "", { monthlyPremiumCents: 3500, annualPremiumCents: 40000 }),
  ]);
  await updateDraft(db, actor, draft.id, {
    recommendedPosition: 2,
    recommendationReason: "La quotité de 100 % et l'IPT demandées, au meilleur prix.",
  });
  const offer = await sendOffer(db, actor, draft.id);
  const view = await openOffer(db, customer.id, offer.id);
  return { db, actor, customer, offer: view };
}

async function lastCode(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.topic, "signature.code"), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(String(row?.payload.text ?? ""))?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function sign(customer: { id: string; email: string }, requestId: string) {
  const db = await getDb();
  const site = await siteConfig(db);
  const who = { signerId: customer.id, ip: "198.51.100.20", userAgent: "Mozilla/5.0 (Test) Offer" };
  expect(await sendSignatureCode(db, { ...who, requestId, consent: true, lang: "fr", site })).toMatchObject({
    ok: true,
  });
  return confirmSignature(db, { ...who, requestId, code: await lastCode(customer.email), site });
}

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(appEngines())("an offer chosen and signed by its customer on %s", { timeout: 120_000 }, (engine) => {
  runAgainstApp(engine, () => ({ UPLOADS_DIR: uploads }));

  it("signs the chosen option: offer signed, contract from its start date with its documents, advice file and hash, lead won, mails", async () => {
    const db = await getDb();
    const [lead] = await db
      .insert(leads)
      .values({
        reference: `L-${crypto.randomUUID().slice(0, 8)}`,
        product: "borrower",
        lastName: "Proposition",
        email: `lead.${crypto.randomUUID().slice(0, 8)}@example.fr`,
        phone: "+33612345678",
        answers: {},
        source: { page: "/", referrer: null, firstTouch: null, lastTouch: null, referralCode: null, lang: "fr" },
        lang: "fr",
        status: "quoted",
        consents: {
          privacy: { text: "J'ai pris connaissance de l'utilisation de mes données.", at: new Date().toISOString() },
          callback: { given: false, text: "J'accepte d'être rappelé(e).", at: new Date().toISOString() },
        },
        callbackConsent: false,
      } as typeof leads.$inferInsert)
      .returning();
    const { customer, offer } = await sentOffer({ leadId: lead?.id });
    expect(offer.openedAt).toBeInstanceOf(Date);
    const site = await siteConfig(db);
    const [first, second] = offer.options;
    // Choosing, then changing one's mind: the first request is withdrawn, one stays open.
    const firstAsk = await chooseOfferOption(db, customer, {
      offerId: offer.id,
      optionId: first?.id ?? "",
      lang: "fr",
      site,
    });
    const again = await chooseOfferOption(db, customer, {
      offerId: offer.id,
      optionId: first?.id ?? "",
      lang: "fr",
      site,
    });
    expect(again.id).toBe(firstAsk.id);
    const ask = await chooseOfferOption(db, customer, {
      offerId: offer.id,
      optionId: second?.id ?? "",
      lang: "fr",
      site,
    });
    const requests = await db
      .select({ id: signatureRequests.id, status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.signerId, customer.id));
    expect(Object.fromEntries(requests.map((row) => [row.id, row.status]))).toEqual({
      [firstAsk.id]: "withdrawn",
      [ask.id]: "pending",
    });

    expect(await sign(customer, ask.id)).toMatchObject({ ok: true });

    const [signed] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(signed).toMatchObject({ status: "signed", chosenOptionId: second?.id });
    const [contract] = await db.select().from(contracts).where(eq(contracts.offerId, offer.id));
    // It starts on the date the offer proposed (the 1st of next month by default): "À venir" until then,
    // with the lender the needs named.
    expect(contract).toMatchObject({
      customerId: customer.id,
      status: "pending",
      startDate: offer.startDate,
      origin: "offer",
      product: "borrower",
      monthlyPremiumCents: 3500,
      insurer: second?.product.insurer,
      loanBank: "Banque Exemple",
      loanAmountCents: 25_000_000,
    });
    expect(signed?.contractId).toBe(contract?.id);
    const documents = await db
      .select({ title: contractDocuments.title })
      .from(contractDocuments)
      .where(eq(contractDocuments.contractId, contract?.id ?? ""));
    const titles = documents.map((row) => row.title);
    expect(titles[0]).toMatch(/^Bulletin de souscription signé/);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Document d'entrée en relation",
        "Fiche conseil",
        `Document d'information (IPID) — ${second?.product.name}`,
        `Conditions générales — ${second?.product.name}`,
        "Dossier de conseil",
      ]),
    );
    // Only the chosen option's IPID on the contract; both in the advice file.
    expect(titles).not.toContain(`Document d'information (IPID) — ${first?.product.name}`);
    const advice = await findAdviceFileOf(db, contract?.id ?? "");
    expect(advice?.parts.map((part) => part.title)).toEqual([
      "Document d'entrée en relation",
      "Fiche conseil",
      `Document d'information (IPID) — ${first?.product.name}`,
      `Document d'information (IPID) — ${second?.product.name}`,
      `Conditions générales — ${second?.product.name}`,
      expect.stringMatching(/^Bulletin de souscription signé/),
    ]);
    const bytes = await fileStore(env().UPLOADS_DIR).read(advice?.storagePath ?? "");
    expect(sha256Of(bytes)).toBe(advice?.sha256);
    expect(signed?.adviceFileSha256).toBe(advice?.sha256);
    const pdf = await PDFDocument.load(bytes);
    // Cover, three one-page files, the signed document and its evidence page at least.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1 + 2 + 3 + 2);
    expect(advice?.openedAt).toBeInstanceOf(Date);

    // The hourly job runs it from its start date, through the status owner (its advice file is there).
    await startSignedContracts(db, new Date(`${offer.startDate}T06:00:00Z`));
    const [running] = await db
      .select()
      .from(contracts)
      .where(eq(contracts.id, contract?.id ?? ""));
    expect(running?.status).toBe("active");

    const [won] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, lead?.id ?? ""));
    expect(won?.status).toBe("won");
    const mails = await db
      .select({ topic: outbox.topic, payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.topic} like 'offer.signed.%' and ${outbox.payload}::text like ${`%${contract?.reference}%`}`);
    expect(mails.map((mail) => mail.topic).sort()).toEqual(["offer.signed.customer", "offer.signed.staff"]);
    const copy = mails.find((mail) => mail.topic === "offer.signed.customer")?.payload as {
      to: string;
      attachments: Array<{ contentType: string; encoding: string; content: string }>;
    };
    expect(copy.to).toBe(customer.email);
    expect(copy.attachments[0]).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    expect(
      Buffer.from(copy.attachments[0]?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // A second signature: the offer is closed, nothing more is made.
    expect(
      await refusalOf(
        chooseOfferOption(db, customer, { offerId: offer.id, optionId: first?.id ?? "", lang: "fr", site }),
      ),
    ).toEqual({ status: 409, code: "closed.signed" });
    expect(await db.select().from(contracts).where(eq(contracts.offerId, offer.id))).toHaveLength(1);
  });

  it("refuses another customer's offer, an option outside it, a replaced, withdrawn or expired offer", async () => {
    const { db, actor, customer, offer } = await sentOffer();
    const site = await siteConfig(db);
    const stranger = await createCustomer(db);
    const option = offer.options[0]?.id ?? "";
    expect(
      await refusalOf(chooseOfferOption(db, stranger, { offerId: offer.id, optionId: option, lang: "fr", site })),
    ).toEqual({ status: 404, code: "notFound" });
    expect(await refusalOf(openOffer(db, stranger.id, offer.id))).toEqual({ status: 404, code: "notFound" });
    expect(
      await refusalOf(
        chooseOfferOption(db, customer, { offerId: offer.id, optionId: crypto.randomUUID(), lang: "fr", site }),
      ),
    ).toEqual({ status: 400, code: "optionNotInOffer" });
    // Past its validity (the job has not run yet): closed all the same.
    const later = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    expect(
      await refusalOf(
        chooseOfferOption(db, customer, { offerId: offer.id, optionId: option, lang: "fr", site, now: later }),
      ),
    ).toEqual({ status: 409, code: "closed.expired" });

    // A signature asked, then staff send a new version: signing the old one is refused, nothing made.
    const ask = await chooseOfferOption(db, customer, { offerId: offer.id, optionId: option, lang: "fr", site });
    const next = await replaceOffer(db, actor, offer.id);
    await sendOffer(db, actor, next.id);
    expect(
      await refusalOf(chooseOfferOption(db, customer, { offerId: offer.id, optionId: option, lang: "fr", site })),
    ).toEqual({ status: 409, code: "closed.replaced" });
    await expect(sign(customer, ask.id)).rejects.toMatchObject({ code: "closed.replaced" });
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, ask.id));
    expect(request?.status).toBe("pending");
    expect(await db.select().from(contracts).where(eq(contracts.offerId, offer.id))).toHaveLength(0);

    // Withdrawn by staff: closed too.
    await withdrawOffer(db, actor, next.id, "Erreur de tarif");
    expect(await refusalOf(declineOffer(db, customer, { offerId: next.id, reason: "" }))).toEqual({
      status: 409,
      code: "closed.withdrawn",
    });
  });

  it("declines with an optional reason, withdrawing a signature still open", async () => {
    const { db, customer, offer } = await sentOffer();
    const site = await siteConfig(db);
    const ask = await chooseOfferOption(db, customer, {
      offerId: offer.id,
      optionId: offer.options[0]?.id ?? "",
      lang: "fr",
      site,
    });
    expect(await refusalOf(declineOffer(db, customer, { offerId: offer.id, reason: "x".repeat(600) }))).toEqual({
      status: 400,
      code: "tooLong",
    });
    await declineOffer(db, customer, { offerId: offer.id, reason: "  Trop cher pour moi  " });
    const [declined] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(declined).toMatchObject({
      status: "declined",
      declineReason: "Trop cher pour moi",
      signatureRequestId: null,
    });
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, ask.id));
    expect(request?.status).toBe("withdrawn");
  });

  it("seeds the demo: the customer's offer with two options to sign at once, the adviser's offer in progress", async () => {
    const db = await getDb();
    const customer = await createCustomer(db);
    const adviser = await createUser(db, "adviser");
    const input = {
      customerId: customer.id,
      adviserEmail: adviser.email,
      site: await siteConfig(db),
      store: fileStore(env().UPLOADS_DIR),
    };
    await seedDemoOffers(db, input);
    await seedDemoOffers(db, input);
    const mine = await db.select().from(offers).where(eq(offers.customerId, customer.id));
    expect(mine.map((offer) => offer.status)).toEqual(["sent"]);
    const view = await openOffer(db, customer.id, mine[0]?.id);
    expect(view.options).toHaveLength(2);
    expect(view.options.every((option) => option.product.ipidPath && option.product.insurer.includes("(démo)"))).toBe(
      true,
    );
    // Signable at once.
    const ask = await chooseOfferOption(db, customer, {
      offerId: view.id,
      optionId: view.options[1]?.id ?? "",
      lang: "fr",
      site: input.site,
    });
    expect(await sign(customer, ask.id)).toMatchObject({ ok: true });
    const [lead] = await db.select().from(leads).where(eq(leads.reference, DEMO_OFFER_LEAD.reference));
    const [draft] = await db
      .select()
      .from(offers)
      .where(eq(offers.leadId, lead?.id ?? ""));
    expect(draft?.status).toBe("draft");
  });
});
