import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import type { AdviceFileDocument } from "~/server/advice-file/advice-file-pdf.server";
import { storeFor } from "~/server/advice-file/advice-files.server";
import type { Transaction } from "~/server/db/client.server";
import type { OfferOptionView, OfferView } from "~/server/offers/offers.server";
import type { SiteConfig } from "~/server/site-config.server";

export type PaperContext = { lang: Lang; site: SiteConfig; now: Date };

/**
 * One of the broker's own papers of an offer (the DER, the fiche conseil), written as a PDF by the
 * offers module, which registers it here: its short name in the customer's addresses, its title's
 * i18n key, and how it is written.
 */
export type BrokerPaper = {
  slug: string;
  titleKey: string;
  render(tx: Transaction, offer: OfferView, context: PaperContext): Promise<Uint8Array>;
};

/** A paper of the sale, with the short name its address in the customer's area uses ("der", "ipid-1"). */
export type OfferPaper = AdviceFileDocument & { slug: string };

const holder = globalThis as typeof globalThis & { __brokerPapers?: Map<string, BrokerPaper> };
holder.__brokerPapers ??= new Map();
const brokerPapers = holder.__brokerPapers;

/** Adds one of the broker's papers to every sale, in the order registered (registering again replaces). */
export function registerBrokerPaper(paper: BrokerPaper) {
  brokerPapers.set(paper.slug, paper);
}

/** Where a paper's bytes come from: the broker's renderer, or an option's catalogue file. */
type PaperSource = {
  slug: string;
  title: string;
  optionId: string | null;
  read(tx: Transaction): Promise<Uint8Array | null>;
};

function sources(offer: OfferView, context: PaperContext): PaperSource[] {
  const t = createTranslator(context.lang);
  const catalogue = (path: string | null) => async (tx: Transaction) =>
    path
      ? storeFor(tx)
          .read(path)
          .catch(() => null)
      : null;
  return [
    ...[...brokerPapers.values()].map((paper) => ({
      slug: paper.slug,
      title: t(paper.titleKey),
      optionId: null,
      read: (tx: Transaction) => paper.render(tx, offer, context),
    })),
    ...offer.options.flatMap((option) => [
      ...(option.product.ipidPath
        ? [
            {
              slug: `ipid-${option.position}`,
              title: t("documents.offerChoice.ipidTitle", { product: option.product.name }),
              optionId: option.id,
              read: catalogue(option.product.ipidPath),
            },
          ]
        : []),
      ...(option.product.conditionsPath
        ? [
            {
              slug: `conditions-${option.position}`,
              title: t("documents.offerChoice.conditionsTitle", { product: option.product.name }),
              optionId: option.id,
              read: catalogue(option.product.conditionsPath),
            },
          ]
        : []),
    ]),
  ];
}

/** The papers of an offer the customer can read, without writing them: slugs and titles. */
export function listOfferPapers(offer: OfferView, context: PaperContext) {
  return sources(offer, context).map(({ slug, title, optionId }) => ({ slug, title, optionId }));
}

/** One paper's bytes, by its slug; null for a slug the offer has not. */
export async function readOfferPaper(tx: Transaction, offer: OfferView, slug: string, context: PaperContext) {
  const source = sources(offer, context).find((candidate) => candidate.slug === slug);
  const bytes = source ? await source.read(tx) : null;
  return source && bytes ? { title: source.title, bytes } : null;
}

/**
 * What a sale is made of, beside the signed document: the broker's papers (DER, fiche conseil),
 * then each option's IPID and general conditions as the customer received them. The contract's
 * page keeps the broker's papers and the chosen option's; the advice file keeps them all.
 */
export async function offerPapers(tx: Transaction, offer: OfferView, chosen: OfferOptionView, context: PaperContext) {
  const read: Array<OfferPaper & { optionId: string | null }> = [];
  for (const source of sources(offer, context)) {
    const bytes = await source.read(tx);
    if (bytes) read.push({ slug: source.slug, title: source.title, optionId: source.optionId, bytes });
  }
  return {
    forContract: read.filter((paper) => paper.optionId === null || paper.optionId === chosen.id),
    forAdviceFile: read,
  };
}
