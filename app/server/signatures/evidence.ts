/**
 * The facts a signature rests on, recorded when it is given and printed on the evidence page
 * appended to the document before it is sealed. Plain data: the request keeps it as JSON.
 */
export type SignatureEvidence = {
  requestId: string;
  title: string;
  signer: { name: string; email: string; accountId: string };
  /** When the code was checked and the signature recorded (ISO 8601, UTC). */
  signedAt: string;
  /** When the signer ticked "J'ai lu et j'accepte" and asked for the code. */
  consentAt: string;
  codeSentAt: string;
  codeEnteredAt: string;
  /** Where the code was sent (the account's address at the time). */
  codeSentTo: string;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of the PDF exactly as the signer was shown it. */
  documentSha256: string;
  /** "server": the server's clock; otherwise the timestamp authority's address. */
  timeSource: { kind: "server" } | { kind: "tsa"; url: string };
};

const PARIS = "Europe/Paris";

/** "28/11/2026 12:14:05 (heure de Paris)" and "2026-11-28 11:14:05 UTC": both, so no one converts. */
export function parisAndUtc(iso: string) {
  const date = new Date(iso);
  const paris = new Intl.DateTimeFormat("fr-FR", {
    timeZone: PARIS,
    dateStyle: "short",
    timeStyle: "medium",
  }).format(date);
  const utc = `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
  return `${paris} (heure de Paris) — ${utc}`;
}

/**
 * The evidence page's lines, label then value. French, as the broker's documents are: the page
 * is part of the legal record, read by the broker, the signer, or a judge, whatever the signer's
 * language on screen.
 */
export function evidenceLines(evidence: SignatureEvidence): Array<[string, string]> {
  const time =
    evidence.timeSource.kind === "tsa"
      ? `horodatage RFC 3161 de l'autorité ${evidence.timeSource.url}, joint à la signature`
      : "horloge du serveur du cabinet (aucune autorité d'horodatage configurée)";
  return [
    ["Document", evidence.title],
    ["Référence de la demande", evidence.requestId],
    ["Signataire", evidence.signer.name],
    ["Adresse e-mail", evidence.signer.email],
    ["Compte client", evidence.signer.accountId],
    ["Lu et accepté (case cochée)", parisAndUtc(evidence.consentAt)],
    ["Code envoyé à", evidence.codeSentTo],
    ["Code envoyé le", parisAndUtc(evidence.codeSentAt)],
    ["Code saisi le", parisAndUtc(evidence.codeEnteredAt)],
    ["Signé le", parisAndUtc(evidence.signedAt)],
    ["Adresse IP", evidence.ip],
    ["Navigateur", evidence.userAgent || "non communiqué"],
    ["SHA-256 du document lu", evidence.documentSha256],
    ["Source de l'heure", time],
  ];
}

/** The sentence that says what kind of signature this is (eIDAS art. 25), printed on the page. */
export const EVIDENCE_NOTICE =
  "Signature électronique simple au sens de l'article 25 du règlement (UE) n° 910/2014 (eIDAS) : " +
  "le signataire a lu le document, coché « J'ai lu et j'accepte », reçu un code à usage unique par " +
  "e-mail et l'a saisi. Le cabinet a ensuite scellé le document et cette page par une signature " +
  "PAdES avec son certificat ; toute modification ultérieure du fichier rompt ce sceau.";
