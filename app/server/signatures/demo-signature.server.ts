import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Database } from "~/server/db/client.server";
import { signatureRequests } from "~/server/db/schema/signatures";
import type { SiteConfig } from "~/server/site-config.server";
import { DOCUMENT_PURPOSE } from "./purposes.server";
import { requestSignature } from "./signature-requests.server";

export const DEMO_SIGNATURE_TITLE = "Conditions particulières — contrat de démonstration";

/** A short PDF for the demo (pdfkit, as the product's documents are), made before any transaction. */
export function demoSignaturePdf(brand: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: DEMO_SIGNATURE_TITLE, Author: brand } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(20).text(brand).moveDown();
    doc.fontSize(16).text(DEMO_SIGNATURE_TITLE).moveDown();
    doc
      .fontSize(11)
      .text(
        "Document de démonstration : il ne vous engage à rien. Il montre comment un document se signe dans " +
          "votre espace client : vous le lisez, cochez « J'ai lu et j'accepte », recevez un code par e-mail et " +
          "le saisissez. Le document signé reçoit une page de preuve et le sceau du cabinet.",
      )
      .moveDown()
      .text("Garanties : responsabilité civile, vol, incendie, bris de glace, assistance 0 km.")
      .text("Cotisation mensuelle : 89,90 € TTC.");
    doc.end();
  });
}

/**
 * The demo customer's document waiting for signature (the seed, the test hooks): one at a time —
 * when one is already pending, it is kept. Purpose "document", as staff's own sends.
 */
export async function seedDemoSignature(db: Database, customerId: string, site: SiteConfig) {
  const [waiting] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.signerId, customerId), eq(signatureRequests.status, "pending")));
  if (waiting) return waiting.id;
  const bytes = await demoSignaturePdf(site.brandName);
  const request = await db.transaction((tx) =>
    requestSignature(
      tx,
      {
        signerId: customerId,
        document: { fileName: "conditions-particulieres-demo.pdf", bytes },
        title: DEMO_SIGNATURE_TITLE,
        summary:
          "J'accepte les conditions particulières de ce contrat de démonstration : garanties, cotisation de " +
          "89,90 € par mois et date d'effet. (Démonstration : cette signature ne vous engage à rien.)",
        validityDays: 30,
        purpose: DOCUMENT_PURPOSE,
      },
      site,
    ),
  );
  return request.id;
}
