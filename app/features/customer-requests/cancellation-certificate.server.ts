import type { Lang } from "~/i18n/config";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { cancellationCertificateOf } from "~/server/customer-requests/cancellation-certificate.server";
import type { Database } from "~/server/db/client.server";
import type { SiteConfig } from "~/server/site-config.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The certificate of the signed-in customer's confirmed cancellation, as a download; 404 otherwise. */
export async function cancellationCertificateResponse(
  db: Database,
  customer: CustomerIdentity,
  reference: string | undefined,
  lang: Lang,
  site: SiteConfig,
) {
  const pdf = reference ? await cancellationCertificateOf(db, customer.id, reference, lang, site) : null;
  if (!pdf) return new Response("Not Found", { status: 404, headers: PRIVATE });
  const ascii = pdf.fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.length),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
