import { data, type RouterContextProvider } from "react-router";
import { requestLanguage } from "~/i18n/request-language.server";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { getDb } from "~/server/db/index.server";
import { attachmentDisposition, safeFileName } from "~/server/files/file-names";
import { renderAdviceSheet, renderDer } from "~/server/offers/offer-documents.server";
import { findOffer } from "~/server/offers/offers.server";
import { siteConfig } from "~/server/settings/site-settings.server";

/** A generated PDF as a download: never inline, never sniffed, never kept by a shared cache. */
export function pdfResponse(pdf: { bytes: Uint8Array; fileName: string }) {
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(safeFileName(pdf.fileName, "pdf")),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}

/** The offer's DER or fiche conseil, written now in the reader's language, for staff. */
export async function offerPdfResponse(
  context: Readonly<RouterContextProvider>,
  offerId: string | undefined,
  document: string | undefined,
) {
  const db = await getDb();
  const offer = offerId ? await findOffer(db, offerId) : null;
  if (!offer || (document !== "der" && document !== "fiche-conseil")) throw data(null, { status: 404 });
  const { lang } = requestLanguage(context);
  const site = await siteConfig(db);
  if (document === "der") return pdfResponse(await renderDer(site, lang));
  const file = await loadCustomerFile(db, offer.customerId);
  const holder = file ? `${file.account.firstName} ${file.account.lastName}`.trim() : "";
  return pdfResponse(await renderAdviceSheet(offer, holder, site, lang));
}
