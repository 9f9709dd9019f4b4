import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import { parisToday } from "~/server/contracts/contract-dates";
import { PdfWriter } from "~/server/contracts/documents/pdf-layout.server";
import { needsQuestionnaire } from "~/server/offers/needs-questionnaires";
import type { OfferOptionView, OfferView } from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";
import { needsRows } from "./offer-facts";

export type OfferChoiceInput = {
  offer: OfferView;
  option: OfferOptionView;
  customerName: string;
  startDate: string;
  lang: Lang;
  site: SiteConfig;
  now?: Date;
};

/** The option as the customer reads it: insurer and product, premiums, excess. */
export function optionRows(option: OfferOptionView, lang: Lang, t: ReturnType<typeof createTranslator>) {
  return [
    { label: t("documents.offerChoice.insurer"), value: option.product.insurer },
    { label: t("documents.offerChoice.product"), value: option.product.name },
    { label: t("documents.offerChoice.monthly"), value: formatEuros(option.monthlyPremiumCents, lang) },
    { label: t("documents.offerChoice.annual"), value: formatEuros(option.annualPremiumCents, lang) },
    {
      label: t("documents.offerChoice.excess"),
      value: option.excessCents === null ? t("documents.offerChoice.noExcess") : formatEuros(option.excessCents, lang),
    },
  ];
}

/**
 * What the customer signs for an offer (issue 42): the chosen option's record (insurer, product,
 * premiums, excess, guarantees, exclusions, start date), the needs they stated, the broker's
 * recommendation and its reasons (the fiche conseil), and their choice, said in words when it is
 * not the recommended option. A tagged PDF in the customer's language, like the contracts' PDFs.
 */
export async function renderOfferChoice(input: OfferChoiceInput) {
  const { offer, option, lang, site } = input;
  const t = createTranslator(lang);
  const now = input.now ?? new Date();
  const title = t("documents.offerChoice.title");
  const writer = new PdfWriter({
    title: `${title} · ${offer.reference}`,
    subject: t(`contracts.product.${option.product.contractProduct}`),
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
  writer.title(title, t("documents.offerChoice.subtitle", { reference: offer.reference, version: offer.version }));
  writer.paragraph(
    t("documents.offerChoice.statement", {
      name: input.customerName,
      number: option.position,
      reference: offer.reference,
    }),
  );
  writer.heading(t("documents.offerChoice.option", { number: option.position }));
  writer.table([
    ...optionRows(option, lang, t),
    {
      label: t("documents.offerChoice.startDate"),
      // A date ahead holds only if signed before it; a later signature starts the contract that day.
      value:
        input.startDate > parisToday(input.now ?? new Date())
          ? t("documents.offerChoice.startDateAhead", { date: formatDay(input.startDate, lang) })
          : formatDay(input.startDate, lang),
    },
  ]);
  writer.heading(t("documents.offerChoice.guarantees"));
  writer.list(option.guarantees.map((guarantee) => t(`contracts.guarantees.${guarantee}`)));
  if (option.product.limits.trim()) writer.paragraph(option.product.limits, { size: 9 });
  if (option.exclusions.trim()) {
    writer.heading(t("documents.offerChoice.exclusions"));
    writer.paragraph(option.exclusions);
  }
  const rows = needsRows(needsQuestionnaire(offer.questionnaire), offer.needs, t, (cents) => formatEuros(cents, lang));
  if (rows.length > 0) {
    writer.heading(t("documents.offerChoice.needs"));
    writer.table(rows);
  }
  writer.heading(t("documents.offerChoice.advice"));
  const recommended = offer.options.find((candidate) => candidate.id === offer.recommendedOptionId);
  if (recommended) {
    writer.paragraph(
      t("documents.offerChoice.recommended", {
        number: recommended.position,
        product: `${recommended.product.insurer} — ${recommended.product.name}`,
      }),
      { strong: true },
    );
  }
  if (offer.recommendationReason.trim()) writer.paragraph(offer.recommendationReason);
  if (recommended && recommended.id !== option.id) {
    writer.paragraph(t("documents.offerChoice.otherChoice", { number: option.position }), { strong: true });
  }
  writer.heading(t("documents.offerChoice.received"));
  writer.list([
    t("documents.offerChoice.receivedDer"),
    t("documents.offerChoice.receivedAdvice"),
    ...offer.options.flatMap((candidate) => [
      ...(candidate.product.ipidName
        ? [t("documents.offerChoice.receivedIpid", { product: candidate.product.name })]
        : []),
      ...(candidate.product.conditionsName
        ? [t("documents.offerChoice.receivedConditions", { product: candidate.product.name })]
        : []),
    ]),
  ]);
  writer.paragraph(t("documents.offerChoice.declaration"));
  writer.paragraph(t("documents.salesCalls"), { size: 8 });
  return {
    bytes: await writer.finish(),
    fileName: `${t("documents.offerChoice.file")}-${offer.reference}.pdf`,
    title: t("documents.offerChoice.signatureTitle", { reference: offer.reference }),
  };
}
