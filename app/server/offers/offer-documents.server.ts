import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { formatDay, formatMoment } from "~/i18n/format";
import { createTranslator, type Translate } from "~/i18n/translate";
import { PdfWriter, type Row } from "~/server/contracts/documents/pdf-layout.server";
import type { SiteConfig } from "~/server/site-config.server";
import { needsQuestionnaire } from "./needs-questionnaires";
import type { OfferView } from "./offers.server";

export type OfferPdf = { bytes: Buffer; fileName: string; title: string };

const euros = (cents: number | null, lang: Lang) =>
  cents === null ? "—" : new Intl.NumberFormat(lang, { style: "currency", currency: "EUR" }).format(cents / 100);
const percent = (bp: number, lang: Lang) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(bp / 100);

function opening(site: SiteConfig, t: Translate, lang: Lang, now: Date, title: string, subject: string) {
  const writer = new PdfWriter({
    title,
    subject,
    author: site.brandName,
    lang,
    footer: t("documents.footer.generated", { date: formatMoment(now, lang) }),
    pageLabel: t("documents.footer.page", { page: "{page}", pages: "{pages}" }),
    createdAt: now,
  });
  const registration = t("documents.broker.registration", {
    orias: site.oriasNumber ?? t("documents.broker.toBeCompleted"),
  });
  const contact = [site.phone, site.contactEmail].filter(Boolean).join(" · ");
  writer.letterhead(site.brandName, [site.legalName, registration, site.address, contact].filter(Boolean) as string[]);
  writer.title(title, subject);
  return writer;
}

/**
 * The DER (document d'entrée en relation, Code des assurances L521-2): who the broker is, its
 * ORIAS registration, its status and how it chooses insurers, its capital ties, how to
 * complain and which mediator to turn to, how it is paid. From the settings; an unset fact says
 * "à compléter".
 */
export async function renderDer(site: SiteConfig, lang: Lang, now = new Date()): Promise<OfferPdf> {
  const t = createTranslator(lang);
  const missing = t("documents.broker.toBeCompleted");
  const title = t("documents.der.title");
  const writer = opening(site, t, lang, now, title, site.brandName);
  writer.paragraph(t("documents.der.intro", { brand: site.brandName }));
  const rows: Row[] = [
    {
      label: t("documents.der.identity"),
      value: [site.legalName ?? site.brandName, site.address].filter(Boolean).join(", "),
    },
    { label: t("documents.der.orias"), value: site.oriasNumber ?? missing },
    { label: t("documents.der.status"), value: site.brokerStatus ?? missing },
    { label: t("documents.der.selection"), value: site.insurerSelection ?? missing },
    { label: t("documents.der.capital"), value: site.capitalTies ?? missing },
    { label: t("documents.der.remuneration"), value: site.remuneration ?? missing },
    { label: t("documents.der.complaints"), value: site.complaintsContact ?? site.contactEmail },
    {
      label: t("documents.der.mediator"),
      value: [site.mediatorName, site.mediatorAddress].filter(Boolean).join(", ") || missing,
    },
  ];
  writer.table(rows);
  writer.paragraph(t("documents.der.supervisor"), { size: 9 });
  writer.paragraph(t("documents.salesCalls"), { size: 8 });
  return { bytes: await writer.finish(), fileName: `${t("documents.der.file")}.pdf`, title };
}

/** The needs as the customer stated them, in words (labels of the options, amounts in euros). */
export function needsRows(offer: Pick<OfferView, "questionnaire" | "needs">, t: Translate, lang: Lang): Row[] {
  const rows: Row[] = [];
  for (const field of needsQuestionnaire(offer.questionnaire).fields) {
    const raw = offer.needs[field.name];
    if (raw === undefined) continue;
    const values = [raw].flat();
    let value: string;
    if (field.kind === "amount") value = euros(Math.round(Number(raw) * 100), lang);
    else if (field.kind === "choice" || field.kind === "multi") {
      value = values.map((v) => t(field.options.find((option) => option.value === v)?.labelKey ?? v)).join(", ");
    } else value = values.join(", ");
    rows.push({ label: t(field.labelKey), value });
  }
  return rows;
}

/**
 * The fiche conseil: the needs record, the options compared (insurer, product, premiums,
 * excess, guarantees, exclusions), the option the broker recommends and why, in words tied to
 * the stated needs, and how the broker is paid.
 */
export async function renderAdviceSheet(
  offer: OfferView,
  holder: string,
  site: SiteConfig,
  lang: Lang,
  now = new Date(),
): Promise<OfferPdf> {
  const t = createTranslator(lang);
  const title = t("documents.advice.title");
  const writer = opening(site, t, lang, now, title, t("documents.advice.subject", { reference: offer.reference }));
  writer.paragraph(
    t("documents.advice.intro", { name: holder, reference: offer.reference, version: String(offer.version) }),
  );
  writer.heading(t("documents.advice.needs"));
  const needs = needsRows(offer, t, lang);
  if (needs.length) writer.table(needs);
  else writer.paragraph(t("documents.advice.noNeeds"));
  writer.heading(t("documents.advice.options"));
  for (const option of offer.options) {
    const recommended = option.id === offer.recommendedOptionId;
    writer.paragraph(
      `${t("documents.advice.option", { n: String(option.position) })} — ${option.product.insurer}, ${option.product.name}${
        recommended ? ` (${t("documents.advice.recommended")})` : ""
      }`,
      { strong: true },
    );
    writer.table([
      { label: t("documents.advice.monthly"), value: euros(option.monthlyPremiumCents, lang) },
      { label: t("documents.advice.annual"), value: euros(option.annualPremiumCents, lang) },
      { label: t("documents.advice.excess"), value: euros(option.excessCents, lang) },
      {
        label: t("documents.advice.guarantees"),
        value: (option.guarantees as string[]).map((g) => t(`contracts.guarantees.${g}`)).join(", "),
      },
      { label: t("documents.advice.limits"), value: option.product.limits || "—" },
      { label: t("documents.advice.exclusions"), value: option.exclusions || "—" },
      {
        label: t("documents.advice.commission"),
        value: t("documents.advice.commissionRates", {
          first: percent(option.product.firstYearCommissionBp, lang),
          next: percent(option.product.renewalCommissionBp, lang),
        }),
      },
    ]);
  }
  writer.heading(t("documents.advice.recommendation"));
  writer.paragraph(offer.recommendationReason || t("documents.broker.toBeCompleted"));
  // The start the broker proposes (the contract starts on the day of the signature once it has passed).
  if (offer.startDate) {
    writer.paragraph(
      `${t("documents.offerChoice.startDate")} : ${t("documents.offerChoice.startDateAhead", { date: formatDay(offer.startDate, lang) })}`,
    );
  }
  writer.paragraph(`${t("documents.der.remuneration")} : ${site.remuneration ?? t("documents.broker.toBeCompleted")}`, {
    size: 9,
  });
  writer.paragraph(t("documents.salesCalls"), { size: 8 });
  return {
    bytes: await writer.finish(),
    fileName: `${t("documents.advice.file")}-${offer.reference}.pdf`,
    title,
  };
}
