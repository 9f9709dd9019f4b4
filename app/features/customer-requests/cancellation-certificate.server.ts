import type { Lang } from "~/i18n/config";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { cancellationCertificateOf } from "~/server/customer-requests/cancellation-certificate.server";
import type { Database } from "~/server/db/client.server";
import { pdfDownloadResponse } from "~/server/files/pdf-download";
import type { SiteConfig } from "~/server/site-config.server";

/** The certificate of the signed-in customer's confirmed cancellation, as a download; 404 otherwise. */
export async function cancellationCertificateResponse(
  db: Database,
  customer: CustomerIdentity,
  reference: string | undefined,
  lang: Lang,
  site: SiteConfig,
) {
  const pdf = reference ? await cancellationCertificateOf(db, customer.id, reference, lang, site) : null;
  return pdfDownloadResponse(pdf);
}
