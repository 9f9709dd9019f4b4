// `npm run verify-pdf FILE`: what the public page "Vérifier un document" says about a PDF, from
// the command line. The signature is verified with pkijs (the CMS, then the digest of the signed
// ranges); our records (DATABASE_URL, or the embedded database in PGLITE_DIR — stop the server
// first) say whether the seal is ours, who signed and when. Exit code 0: our seal, intact.

import { readFile } from "node:fs/promises";
import { getDb, stopDatabase } from "~/server/db/index.server";
import { checkDocument } from "~/server/signatures/document-check.server";
import { verifySeal } from "~/server/signatures/pdf-seal-reader";

const file = process.argv[2];
if (!file) {
  process.stderr.write("Usage: npm run verify-pdf -- FILE.pdf\n");
  process.exit(2);
}
const bytes = new Uint8Array(await readFile(file));
const report = await verifySeal(bytes);
if (!report) {
  process.stdout.write("Aucune signature lisible dans ce fichier.\n");
  process.exit(1);
}
const lines = [
  `Certificat du signataire : ${report.certificate?.subject ?? "introuvable"}`,
  `Empreinte SHA-256 du certificat : ${report.certificate?.fingerprint ?? "-"}`,
  `Signature CMS : ${report.signatureValid ? "valide" : "INVALIDE"}`,
  `Document depuis la signature : ${report.unchanged ? "inchangé" : "MODIFIÉ (ou complété après le sceau)"}`,
  `Heure déclarée par le signataire : ${report.signingTime?.toISOString() ?? "-"}`,
  `Horodatage RFC 3161 : ${report.timestampTime?.toISOString() ?? "aucun (heure du serveur)"}`,
];
let ok = false;
try {
  const check = await checkDocument(await getDb(), bytes);
  if (check.verdict === "intact" || check.verdict === "changed") {
    lines.push(`Sceau du cabinet : oui — signé par ${check.signer} le ${check.signedAt} (« ${check.title} »)`);
    ok = check.verdict === "intact";
  } else {
    lines.push("Sceau du cabinet : non (aucune signature de nos registres ne correspond)");
  }
} catch (error) {
  lines.push(`Registres du cabinet illisibles (${error instanceof Error ? error.message : String(error)})`);
} finally {
  await stopDatabase().catch(() => {});
}
process.stdout.write(`${lines.join("\n")}\n`);
process.exit(ok ? 0 : 1);
