import { renderAdviceSheet, renderDer } from "~/server/offers/offer-documents.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import { registerBrokerPaper } from "./offer-papers.server";

/**
 * The broker's own papers of every sale (issue 42), written by the offers module: the DER, then
 * the fiche conseil (the needs, the options compared, the recommendation and why). The customer
 * reads them on the offer's page; the contract keeps them and the advice file holds them.
 */
export function registerBrokerPapers() {
  registerBrokerPaper({
    slug: "der",
    titleKey: "documents.der.title",
    render: async (_tx, _offer, { site, lang, now }) => (await renderDer(site, lang, now)).bytes,
  });
  registerBrokerPaper({
    slug: "fiche-conseil",
    titleKey: "documents.advice.title",
    render: async (tx, offer, { site, lang, now }) => {
      const holder = (await signerOf(tx, offer.customerId))?.name ?? "";
      return (await renderAdviceSheet(offer, holder, site, lang, now)).bytes;
    },
  });
}
