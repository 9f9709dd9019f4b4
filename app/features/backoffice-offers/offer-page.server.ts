import { data, type RouterContextProvider, redirect } from "react-router";
import type { FormInput } from "~/forms/form-reader";
import { readFormInput } from "~/forms/form-reader";
import { formatDay, formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { offerPath } from "~/paths/backoffice";
import { ActionError } from "~/server/action-error";
import { listCatalogue } from "~/server/catalogue/catalogue.server";
import { addDays, parisToday } from "~/server/contracts/contract-dates";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { getDb } from "~/server/db/index.server";
import { validateNeeds } from "~/server/offers/needs.server";
import { needsQuestionnaire } from "~/server/offers/needs-questionnaires";
import { queueOfferEmail } from "~/server/offers/offer-emails.server";
import { eurosToCents, type OfferOptionInput } from "~/server/offers/offer-input";
import { defaultOfferStart, OFFER_START_MAX_DAYS } from "~/server/offers/offer-start-date";
import { OFFER_OPTIONS_MAX } from "~/server/offers/offer-states";
import {
  findOffer,
  replaceOffer,
  sendOffer,
  setOptions,
  updateDraft,
  withdrawOffer,
} from "~/server/offers/offers.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { staffActorOf } from "~/server/staff/staff-actor";

const cents = (value: number | null) => (value === null ? "" : (value / 100).toFixed(2).replace(".", ","));

/** The offer's page: the offer, its customer, the catalogue of its line, the broker's pay in words. */
export async function loadOfferPage(context: Readonly<RouterContextProvider>, offerId: string | undefined) {
  const db = await getDb();
  const offer = offerId ? await findOffer(db, offerId) : null;
  if (!offer) throw data({ error: "notFound" }, { status: 404 });
  const { lang } = requestLanguage(context);
  const file = await loadCustomerFile(db, offer.customerId);
  const site = await siteConfig(db);
  const products = await listCatalogue(db, { productLine: offer.productLine });
  const moment = (at: Date | null) => (at ? formatMoment(at, lang) : null);
  return {
    offer: {
      id: offer.id,
      reference: offer.reference,
      status: offer.status,
      version: offer.version,
      questionnaire: offer.questionnaire,
      productLine: offer.productLine,
      needs: offer.needs,
      validityDays: offer.validityDays,
      // Offers made before the start date existed propose the default, as sending will store it.
      startDate: offer.startDate ?? defaultOfferStart(),
      startDateLabel: formatDay(offer.startDate ?? defaultOfferStart(), lang),
      recommendedPosition: offer.options.find((option) => option.id === offer.recommendedOptionId)?.position ?? null,
      recommendationReason: offer.recommendationReason,
      replacesId: offer.replacesId,
      leadId: offer.leadId,
      declineReason: offer.declineReason,
      withdrawReason: offer.withdrawReason,
      chosenPosition: offer.options.find((option) => option.id === offer.chosenOptionId)?.position ?? null,
      dates: {
        created: moment(offer.createdAt),
        sent: moment(offer.sentAt),
        expires: moment(offer.expiresAt),
        opened: moment(offer.openedAt),
        signed: moment(offer.signedAt),
        declined: moment(offer.declinedAt),
        ended: moment(offer.endedAt),
      },
      adviceFileSha256: offer.adviceFileSha256,
      options: offer.options.map((option) => ({
        position: option.position,
        catalogueProductId: option.catalogueProductId,
        label: `${option.product.insurer} — ${option.product.name}`,
        monthly: cents(option.monthlyPremiumCents),
        annual: cents(option.annualPremiumCents),
        excess: cents(option.excessCents),
        guarantees: option.guarantees as string[],
        exclusions: option.exclusions,
      })),
    },
    customer: file
      ? { id: file.account.id, name: `${file.account.firstName} ${file.account.lastName}`.trim() }
      : { id: offer.customerId, name: "" },
    products: products.map((product) => ({
      id: product.id,
      label: `${product.insurer} — ${product.name}`,
      guarantees: product.guarantees as string[],
      limits: product.limits,
    })),
    remuneration: site.remuneration,
    /** The start date's bounds, for the date picker (the server checks them again). */
    startBounds: { min: parisToday(), max: addDays(parisToday(), OFFER_START_MAX_DAYS) },
  };
}
export type OfferPageData = Awaited<ReturnType<typeof loadOfferPage>>;

export type OfferActionResult = {
  ok: false;
  intent: string;
  /** The message's key (offers.errors.…), and the field it is about. */
  error: string;
  field?: string;
  /** The needs form's messages by field (keys). */
  fields?: Record<string, string>;
};

const fail = (intent: string, status: number, error: string, field?: string, fields?: Record<string, string>) =>
  data<OfferActionResult>({ ok: false, intent, error, field, fields }, { status });

/** The options as the form sends them: slots 1 to 3, a slot without a product is left out. */
export function readOptions(form: FormInput): OfferOptionInput[] | { field: string; error: string } {
  const options: OfferOptionInput[] = [];
  for (let slot = 1; slot <= OFFER_OPTIONS_MAX + 1; slot++) {
    const product = form.line(`option${slot}.product`) ?? "";
    if (!product) continue;
    const index = options.length;
    const money = (name: string, optional = false) => {
      const raw = (form.line(`option${slot}.${name}`) ?? "").trim();
      if (optional && raw === "") return null;
      return eurosToCents(raw);
    };
    const monthly = money("monthly");
    if (monthly === null) return { field: `options.${index}.monthlyPremium`, error: "offers.errors.monthlyPremium" };
    const annual = money("annual");
    if (annual === null) return { field: `options.${index}.annualPremium`, error: "offers.errors.annualPremium" };
    const excessRaw = (form.line(`option${slot}.excess`) ?? "").trim();
    const excess = excessRaw === "" ? null : eurosToCents(excessRaw);
    if (excessRaw !== "" && excess === null) return { field: `options.${index}.excess`, error: "offers.errors.excess" };
    options.push({
      catalogueProductId: product,
      monthlyPremiumCents: monthly,
      annualPremiumCents: annual,
      excessCents: excess,
      guarantees: form.all(`option${slot}.guarantees`),
      exclusions: form.lines(`option${slot}.exclusions`) ?? "",
    });
  }
  return options;
}

/**
 * Every change staff make on an offer's page, by `intent`: the needs, the options, the
 * recommendation, sending, a new version, withdrawing. Bad input is a 400 naming the field, a
 * change the offer's state refuses a 409; each change is audited in its transaction.
 */
export async function handleOfferAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  offerId: string | undefined,
) {
  const db = await getDb();
  const offer = offerId ? await findOffer(db, offerId) : null;
  if (!offer) throw data({ error: "notFound" }, { status: 404 });
  const form = await readFormInput(request);
  if (!form) return fail("unknown", 400, "offers.errors.badRequest");
  const intent = form.line("intent") ?? "unknown";
  const actor = staffActorOf(context);
  try {
    switch (intent) {
      case "needs": {
        const questionnaire = needsQuestionnaire(offer.questionnaire);
        const raw: Record<string, string | string[] | undefined> = {};
        for (const field of questionnaire.fields) {
          raw[field.name] = field.kind === "multi" ? form.all(field.name) : (form.line(field.name) ?? "");
        }
        const checked = await validateNeeds(offer.questionnaire, raw);
        if (!checked.ok) return fail(intent, 400, checked.errors.notice, undefined, checked.errors.fields);
        await updateDraft(db, actor, offer.id, { needs: checked.values });
        break;
      }
      case "options": {
        const options = readOptions(form);
        if (!Array.isArray(options)) return fail(intent, 400, options.error, options.field);
        await setOptions(db, actor, offer.id, options);
        break;
      }
      case "recommend": {
        const position = Number(form.line("recommended") ?? "");
        const validity = Number(form.line("validityDays") ?? "");
        await updateDraft(db, actor, offer.id, {
          recommendedPosition: Number.isInteger(position) && position >= 1 ? position : null,
          recommendationReason: form.lines("reason") ?? "",
          validityDays: Number.isFinite(validity) ? validity : -1,
          startDate: form.line("startDate")?.trim() || undefined,
        });
        break;
      }
      case "send": {
        const site = await siteConfig(db);
        await sendOffer(db, actor, offer.id, new Date(), (tx, sent) => queueOfferEmail(tx, sent, site, new Date()));
        break;
      }
      case "replace": {
        const next = await replaceOffer(db, actor, offer.id);
        throw redirect(offerPath(next.id));
      }
      case "withdraw":
        await withdrawOffer(db, actor, offer.id, form.lines("reason") ?? "");
        break;
      default:
        return fail(intent, 400, "offers.errors.badRequest");
    }
  } catch (error) {
    if (error instanceof ActionError) return fail(intent, error.status, error.messageKey, error.field);
    throw error;
  }
  throw redirect(`${offerPath(offer.id)}?fait=${intent}`);
}
