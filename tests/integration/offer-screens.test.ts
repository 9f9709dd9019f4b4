import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { handleCatalogueAction } from "~/features/backoffice-offers/catalogue-page.server";
import { handleNewOffer } from "~/features/backoffice-offers/new-offer.server";
import { handleOfferAction } from "~/features/backoffice-offers/offer-page.server";
import { offerPdfResponse } from "~/features/backoffice-offers/offer-pdfs.server";
import "~/i18n/dictionaries.server";
import { staffContext } from "~/server/auth/guards.server";
import type { StaffRole } from "~/server/auth/roles";
import { archiveCatalogueProduct } from "~/server/catalogue/catalogue.server";
import { getDb } from "~/server/db/index.server";
import { catalogueProducts } from "~/server/db/schema/catalogue";
import { outbox } from "~/server/db/schema/outbox";
import { createOffer, findOffer } from "~/server/offers/offers.server";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import { answerOf, createUser, formPost } from "../support/customers";
import { BORROWER_NEEDS, insertCatalogueProduct, insertCustomerAccount, staffActor } from "../support/offer-factory";

/** A member of staff as the back office's guard hands them to the actions and loaders. */
async function member(role: StaffRole) {
  const user = await createUser(await getDb(), role);
  const context = requestContextFor();
  context.set(staffContext, { id: user.id, email: user.email, name: `${role} ${user.id.slice(0, 4)}`, role });
  return { ...user, context };
}

async function answer(run: () => Promise<unknown>) {
  try {
    return await answerOf<{ error?: string; field?: string }>(await run());
  } catch (thrown) {
    return answerOf<{ error?: string; field?: string }>(thrown);
  }
}

const optionFields = (productId: string, overrides: Record<string, string> = {}, slot = 1) => ({
  [`option${slot}.product`]: productId,
  [`option${slot}.monthly`]: "40",
  [`option${slot}.annual`]: "460",
  [`option${slot}.guarantees`]: "death",
  ...overrides,
});

function multipart(path: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("file", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  return new Request(`http://localhost:3000${path}`, { method: "POST", body });
}

describe.each(appEngines())("offer and catalogue screens on %s", { timeout: 120_000 }, (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  beforeAll(() => getDb());

  it("refuses bad options with a clear message and a 400, and sends a complete offer with its invitation", async () => {
    const db = await getDb();
    const adviser = await member("adviser");
    const customerId = await insertCustomerAccount(db);
    const product = await insertCatalogueProduct(db);
    const archived = await insertCatalogueProduct(db);
    await archiveCatalogueProduct(db, staffActor(adviser.id), archived.id);
    const created = await answer(() =>
      handleNewOffer(
        formPost("/backoffice/propositions/nouvelle", { customerId, questionnaire: "borrower" }),
        adviser.context,
      ),
    );
    expect(created.status).toBe(302);
    const offerId = created.location?.split("/").pop() as string;
    const post = (fields: Record<string, string>) =>
      answer(() =>
        handleOfferAction(formPost(`/backoffice/propositions/${offerId}`, fields), adviser.context, offerId),
      );

    const cases: Array<[Record<string, string>, string]> = [
      [optionFields(product.id, { "option1.monthly": "0,50" }), "offers.errors.monthlyPremium"],
      [optionFields(product.id, { "option1.monthly": "abc" }), "offers.errors.monthlyPremium"],
      [optionFields(product.id, { "option1.annual": "99999999" }), "offers.errors.annualPremium"],
      [optionFields(archived.id), "offers.errors.optionArchived"],
      [
        {
          ...optionFields(product.id),
          ...optionFields(product.id, {}, 2),
          ...optionFields(product.id, {}, 3),
          ...optionFields(product.id, {}, 4),
        },
        "offers.errors.tooManyOptions",
      ],
    ];
    for (const [fields, error] of cases) {
      const refused = await post({ intent: "options", ...fields });
      expect(refused.status, error).toBe(400);
      expect(refused.data?.error).toBe(error);
    }
    const badNeeds = await post({ intent: "needs", ...BORROWER_NEEDS, age: "12", guaranteesWanted: "death" });
    expect(badNeeds.status).toBe(400);
    const badValidity = await post({ intent: "recommend", recommended: "", reason: "", validityDays: "0" });
    expect(badValidity).toMatchObject({ status: 400, data: { error: "offers.errors.validity" } });
    // A start date in the past or beyond a year: a 400 naming the field, in words.
    for (const [startDate, error] of [
      ["2020-01-01", "offers.errors.startDatePast"],
      ["2099-01-01", "offers.errors.startDateFar"],
      ["31/12/2026", "offers.errors.startDate"],
    ] as const) {
      const refused = await post({ intent: "recommend", recommended: "", reason: "", validityDays: "30", startDate });
      expect(refused, startDate).toMatchObject({ status: 400, data: { error, field: "startDate" } });
    }
    const early = await post({ intent: "send" });
    expect(early.status).toBe(400);

    expect((await post({ intent: "needs", ...BORROWER_NEEDS, guaranteesWanted: "death" })).status).toBe(302);
    expect(
      (await post({ intent: "options", ...optionFields(product.id), ...optionFields(product.id, {}, 2) })).status,
    ).toBe(302);
    expect(
      (
        await post({
          intent: "recommend",
          recommended: "2",
          reason: "Décès et PTIA au meilleur prix.",
          validityDays: "30",
        })
      ).status,
    ).toBe(302);
    expect((await post({ intent: "send" })).status).toBe(302);
    expect(await findOffer(db, offerId)).toMatchObject({ status: "sent" });
    // A prospect without a password gets the account invitation with the offer.
    const mails = await db.select().from(outbox).where(eq(outbox.topic, "customer.invitation"));
    expect(mails.some((mail) => JSON.stringify(mail.payload).includes("nouveau-mot-de-passe?token="))).toBe(true);
    // Sent: options no longer change (409), a new version does.
    expect((await post({ intent: "options", ...optionFields(product.id) })).status).toBe(409);
    const next = await post({ intent: "replace" });
    expect(next.status).toBe(302);
    expect(next.location).not.toContain(offerId);
    // The PDFs open as PDFs.
    for (const document of ["der", "fiche-conseil"]) {
      const pdf = await offerPdfResponse(adviser.context, offerId, document);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
  });

  it("lets admins only change the catalogue; refuses a non-PDF or oversized IPID and bad rates", async () => {
    const db = await getDb();
    const admin = await member("admin");
    const adviser = await member("adviser");
    const fields = {
      intent: "create",
      insurer: "Assureur Fictif",
      name: "Formule Test",
      contractProduct: "home",
      guarantees: "homeLiability",
      firstYearCommission: "15",
      renewalCommission: "10",
    };
    const refused = await answer(() =>
      handleCatalogueAction(formPost("/backoffice/catalogue", fields), adviser.context),
    );
    expect(refused.status).toBe(403);
    const badRate = await answer(() =>
      handleCatalogueAction(
        formPost("/backoffice/catalogue", { ...fields, firstYearCommission: "150" }),
        admin.context,
      ),
    );
    expect(badRate).toMatchObject({ status: 400, data: { field: "firstYearCommission" } });
    const created = await answer(() => handleCatalogueAction(formPost("/backoffice/catalogue", fields), admin.context));
    expect(created.status).toBe(302);
    const productId = created.location?.split("/").pop() as string;
    const upload = (file: { name: string; bytes: Uint8Array }, who = admin) =>
      answer(() =>
        handleCatalogueAction(
          multipart(`/backoffice/catalogue/${productId}`, { intent: "ipid" }, file),
          who.context,
          productId,
        ),
      );
    const html = await upload({
      name: "ipid.pdf",
      bytes: new TextEncoder().encode("%PDF-1.4\n<html>not a pdf</html>"),
    });
    expect(html).toMatchObject({ status: 400, data: { error: "offers.catalogue.errors.fileNotPdf" } });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    expect((await upload({ name: "big.pdf", bytes: big })).status).toBe(413);
    expect((await upload({ name: "ipid.pdf", bytes: new Uint8Array([1]) }, adviser)).status).toBe(403);
    const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, productId));
    expect(row?.ipidPath).toBeNull();
    // A product an offer named cannot be deleted: archived instead.
    const customerId = await insertCustomerAccount(db);
    const offer = await createOffer(db, staffActor(admin.id), { customerId, questionnaire: "home" });
    const { setOptions } = await import("~/server/offers/offers.server");
    await setOptions(db, staffActor(admin.id), offer.id, [
      {
        catalogueProductId: productId,
        monthlyPremiumCents: 2000,
        annualPremiumCents: 23000,
        excessCents: null,
        guarantees: ["homeLiability"],
        exclusions: "",
      },
    ]);
    const deleted = await answer(() =>
      handleCatalogueAction(
        formPost(`/backoffice/catalogue/${productId}`, { intent: "delete" }),
        admin.context,
        productId,
      ),
    );
    expect(deleted).toMatchObject({ status: 409, data: { error: "offers.catalogue.errors.inUse" } });
  });
});
