import { queryOf } from "~/forms/form-reader";
import { safeRedirectPath } from "~/server/safe-redirect";
import { addressWithReturnTo, RETURN_TO_PARAM } from "./return-to";

/**
 * The customer area's addresses, for links, e-mails, redirects and the guard alike. A contract is
 * addressed by its reference, the number printed on its documents; every reference or id that
 * enters an address is URL-encoded here, once.
 */
const HOME = "/espace-client";

export const CUSTOMER_PATHS = {
  home: HOME,
  notifications: `${HOME}/notifications`,
  photo: `${HOME}/photo`,
  sendDocument: `${HOME}/documents/envoyer`,
  appointment: `${HOME}/rendez-vous`,
  requests: `${HOME}/demandes`,
  /** "Écrire à mon conseiller": a message that opens a thread among the requests. */
  writeToAdviser: `${HOME}/ecrire-a-mon-conseiller`,
  /** A signed-in customer's complaint (anyone else's goes through the public page). */
  complaint: `${HOME}/reclamation`,
  /** "Mes informations": contact details, preferences, e-mail and password, and their history. */
  details: `${HOME}/informations`,
  /** Where the link sent to a new e-mail address lands (signed in): the change takes effect there. */
  confirmEmail: `${HOME}/informations/email`,
  /** Documents to sign, signed, declined, expired or withdrawn (issue 41). */
  signatures: `${HOME}/signatures`,
  /** "Mes paiements" (issue 43): the next debit, the schedules, the mandate, "Changer de RIB". */
  payments: `${HOME}/paiements`,
  /** "Changer de RIB": the new account's form; a new mandate to sign follows. */
  changeBankDetails: `${HOME}/paiements/rib`,
  /** "Mes propositions" (issue 42): the offers the broker sent, each one's page. */
  offers: `${HOME}/propositions`,
  /** "Mes données": download everything we hold, or ask for the account's deletion (GDPR). */
  myData: `${HOME}/mes-donnees`,
  /** The sign-in screens sit beside the guarded area (routes.ts): a signed-out visitor reaches them. */
  signIn: `${HOME}/connexion`,
  code: `${HOME}/code`,
  forgot: `${HOME}/mot-de-passe-oublie`,
  /** Where the emailed reset link (and the invitation of a converted lead) lands. */
  newPassword: `${HOME}/nouveau-mot-de-passe`,
  signOut: `${HOME}/deconnexion`,
} as const;

/** The file name of each contract document in its address (French, as the site's addresses are). */
export const DOCUMENT_SLUGS = { summary: "recapitulatif.pdf", certificate: "attestation.pdf" } as const;
export type AreaDocument = keyof typeof DOCUMENT_SLUGS;

const segment = (value: string | number) => encodeURIComponent(String(value));

export const contractPath = (reference: string) => `${HOME}/contrats/${segment(reference)}`;
export const contractDocumentPath = (reference: string, document: AreaDocument) =>
  `${contractPath(reference)}/${DOCUMENT_SLUGS[document]}`;
/** A document the broker attached to the contract (a PDF, downloaded). */
export const contractAttachmentPath = (reference: string, documentId: string) =>
  `${contractPath(reference)}/documents/${segment(documentId)}`;
export const cancellationPath = (reference: string) => `${contractPath(reference)}/resiliation`;
export const claimPath = (reference: string) => `${contractPath(reference)}/sinistre`;
/** "Mes besoins" before a renewal (ACPR 2024-R-03): the short questionnaire the reminders invite to. */
export const needsReviewPath = (reference: string) => `${contractPath(reference)}/besoins`;
/** A request's page: what was sent, its status and its thread with customer service. */
export const requestPath = (requestReference: string) => `${CUSTOMER_PATHS.requests}/${segment(requestReference)}`;
export const requestFilePath = (requestReference: string, fileId: string | number) =>
  `${CUSTOMER_PATHS.requests}/${segment(requestReference)}/fichiers/${segment(fileId)}`;
/** A confirmed cancellation's certificate (PDF, written on request). */
export const cancellationCertificatePath = (requestReference: string) =>
  `${CUSTOMER_PATHS.requests}/${segment(requestReference)}/attestation-resiliation.pdf`;
/** A document to sign (or signed), the PDF as it is shown inline, and the sealed copy. */
export const customerPaymentsPath = () => CUSTOMER_PATHS.payments;
/** A contract's schedule of the year as a PDF ("échéancier"), by the contract's reference. */
export const scheduleDocumentPath = (reference: string, year: number) =>
  `${CUSTOMER_PATHS.payments}/echeancier/${segment(reference)}-${segment(year)}.pdf`;
export const customerOfferPath = (id: string) => `${CUSTOMER_PATHS.offers}/${segment(id)}`;
export const customerSignaturePath = (id: string) => `${CUSTOMER_PATHS.signatures}/${segment(id)}`;
export const customerSignatureDocumentPath = (id: string) => `${customerSignaturePath(id)}/document.pdf`;
export const customerSignedDocumentPath = (id: string) => `${customerSignaturePath(id)}/signe.pdf`;
/** One of an offer's documents, read in the browser (the DER, the fiche conseil, an option's IPID…). */
export const customerOfferDocumentPath = (offerId: string, document: string) =>
  `${customerOfferPath(offerId)}/documents/${segment(document)}`;
const CLAIM_ADDRESS = new RegExp(`^${HOME}/contrats/[^/]+/sinistre$`);
const REQUEST_ADDRESS = new RegExp(`^${HOME}/demandes/[^/]+$`);
/** Whether an address is a request's page (where the customer replies, with files). */
export const isRequestPath = (path: string) => REQUEST_ADDRESS.test(path);
/** Whether an address is a contract's claim form, whatever the contract. */
export const isClaimPath = (path: string) => CLAIM_ADDRESS.test(path);
/** A finished export of the customer's data, downloaded from "Mes données". */
export const myDataExportPath = (exportId: string) => `${HOME}/mes-donnees/${segment(exportId)}`;
const SIGN_IN_SCREENS: readonly string[] = [
  CUSTOMER_PATHS.signIn,
  CUSTOMER_PATHS.code,
  CUSTOMER_PATHS.forgot,
  CUSTOMER_PATHS.newPassword,
  CUSTOMER_PATHS.signOut,
];
/**
 * Whether a value is an address inside the guarded customer area, as a link staff put in a notice:
 * a plain local path under the area (no host, dot segment, back slash or control character, at
 * most 300 characters), not one of the sign-in screens beside it.
 */
export function isCustomerAreaPath(value: string) {
  if (value.length > 300 || !/^\/espace-client(\/[A-Za-z0-9\-._~%/]*)?(\?[A-Za-z0-9\-._~%=&]*)?$/.test(value))
    return false;
  if (/(^|\/)\.\.?(\/|$|\?)/.test(value) || value.includes("//")) return false;
  const path = value.split("?")[0] ?? "";
  return !SIGN_IN_SCREENS.includes(path.replace(/\/$/, ""));
}

/** The profile photo, versioned so a new photo is never served from a cache. */
export const photoPath = (version: string | number) => `${CUSTOMER_PATHS.photo}?v=${segment(version)}`;

/**
 * The page to open after signing in: the one the guard sent the visitor away from, carried in the
 * sign-in screens' addresses (their forms post to the same address), and only if it is local.
 */
export function returnToOf(url: URL | string): string {
  return safeRedirectPath(queryOf(new URL(url, "http://x")).get(RETURN_TO_PARAM), CUSTOMER_PATHS.home);
}

/** A sign-in screen's address that keeps the page to come back to (and any other parameters). */
export function keepReturnTo(path: string, returnTo: string, extra: Record<string, string> = {}) {
  return addressWithReturnTo(path, returnTo, CUSTOMER_PATHS.home, extra);
}
