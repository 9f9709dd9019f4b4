import { queryOf } from "~/forms/form-reader";
import { safeRedirectPath } from "~/server/safe-redirect";
import { addressWithReturnTo, RETURN_TO_PARAM } from "./return-to";

/**
 * The back office's addresses: its sign-in screens (beside the guarded area, so a signed-out
 * member of staff reaches them), its screens, and the links e-mails and redirects need.
 */
const HOME = "/backoffice";

export const STAFF_PATHS = {
  home: HOME,
  signIn: `${HOME}/connexion`,
  code: `${HOME}/connexion/code`,
  backupCode: `${HOME}/connexion/secours`,
  /** Where staff without a TOTP app set one up. */
  enrol: `${HOME}/connexion/activation`,
  forgot: `${HOME}/mot-de-passe-oublie`,
  /** The emailed reset link and the invitation link both land here. */
  newPassword: `${HOME}/nouveau-mot-de-passe`,
  signOut: `${HOME}/deconnexion`,
  leads: `${HOME}/leads`,
  pipeline: `${HOME}/leads/pipeline`,
  leadsExport: `${HOME}/leads/export.csv`,
  requests: `${HOME}/demandes`,
  /** The inbox's filtered requests as CSV (admins). */
  requestsExport: `${HOME}/demandes/export.csv`,
  /** The complaints register as CSV (admins; ACPR 2022-R-01). */
  complaintsRegister: `${HOME}/demandes/registre-reclamations.csv`,
  team: `${HOME}/equipe`,
  journal: `${HOME}/journal`,
  /** The outbox monitor: every e-mail and webhook, and the replay of dead ones (admins). */
  deliveries: `${HOME}/envois`,
  /** The GDPR register of data-subject requests (admins), its retention report and the consent log. */
  privacy: `${HOME}/rgpd`,
  privacyRetention: `${HOME}/rgpd/conservation`,
  privacyConsents: `${HOME}/rgpd/consentements`,
  /** The site's settings: the broker's identity, hours, sponsorship, webhooks (admins). */
  settings: `${HOME}/parametres`,
  /** The e-mails kept when no SMTP server is configured (admins). */
  devMailbox: `${HOME}/boite-de-dev`,
  /** What prospects asked the concierge that it could not answer, counted (admins). */
  unanswered: `${HOME}/questions-sans-reponse`,
  /** The customer file: the list, a new customer, each customer's page and contracts (issue 25). */
  customers: `${HOME}/clients`,
  newCustomer: `${HOME}/clients/nouveau`,
  /** Contracts whose anniversary falls in the next 60 days. */
  renewals: `${HOME}/echeances`,
  /** Offers ("propositions", issue 42): a new one for a customer, each one's page and PDFs. */
  offers: `${HOME}/propositions`,
  newOffer: `${HOME}/propositions/nouvelle`,
  /** The products the broker places (admins change it; staff read it). */
  catalogue: `${HOME}/catalogue`,
  /** The money (issue 43): collection files and bank rejects (admins), unpaid premiums, commissions (admins). */
  collections: `${HOME}/prelevements`,
  unpaid: `${HOME}/impayes`,
  commissions: `${HOME}/commissions`,
  commissionsExport: `${HOME}/commissions/rapport.csv`,
  /** Each member of staff's own training records and capacity documents (issue 44, DDA). */
  training: `${HOME}/formation`,
  /** Everyone's training year, the flags and the audit export (admins). */
  teamTraining: `${HOME}/formation/equipe`,
  teamTrainingExport: `${HOME}/formation/equipe/export.csv`,
  /** The national register of asset freezes: its version, the possible matches to decide, the screening log (admins). */
  assetFreeze: `${HOME}/gels-avoirs`,
} as const;

/** A collection file to download again, and an unpaid premium's formal notice letter. */
export const collectionFilePath = (runId: string) =>
  `${STAFF_PATHS.collections}/${encodeURIComponent(runId)}/fichier.xml`;
export const formalNoticePath = (instalmentId: string) =>
  `${STAFF_PATHS.unpaid}/${encodeURIComponent(instalmentId)}/mise-en-demeure.pdf`;

/** Whether an address is the back office's (its sign-in screens included). */
export function isBackofficePath(pathname: string) {
  return pathname === HOME || pathname.startsWith(`${HOME}/`);
}

/** An offer's page in the back office, and its generated PDFs ("der", "fiche-conseil"). */
export const offerPath = (id: string) => `${STAFF_PATHS.offers}/${encodeURIComponent(id)}`;
export const offerPdfPath = (id: string, document: "der" | "fiche-conseil") => `${offerPath(id)}/${document}.pdf`;
/** A catalogue product's page, and its IPID or general conditions. */
export const catalogueProductPath = (id: string) => `${STAFF_PATHS.catalogue}/${encodeURIComponent(id)}`;
export const catalogueDocumentPath = (id: string, kind: "ipid" | "conditions") =>
  `${catalogueProductPath(id)}/${kind}.pdf`;

export const leadPath = (id: string | number) => `${STAFF_PATHS.leads}/${encodeURIComponent(String(id))}`;

/** A customer request's page in the inbox, and a file the customer sent with it (downloads are audited). */
export const inboxRequestPath = (id: string) => `${STAFF_PATHS.requests}/${encodeURIComponent(id)}`;
export const inboxFilePath = (id: string, fileId: string) =>
  `${inboxRequestPath(id)}/fichiers/${encodeURIComponent(fileId)}`;
export const inboxListPath = (query = "") => `${STAFF_PATHS.requests}${query}`;
export const inboxExportPath = (query = "") => `${STAFF_PATHS.requestsExport}${query}`;

/** The dev mailbox's list (a query already encoded), one kept e-mail, one of its attachments. */
export const devMailboxPath = (query = "") => `${STAFF_PATHS.devMailbox}${query}`;
export const devMessagePath = (id: string) => `${STAFF_PATHS.devMailbox}/${encodeURIComponent(id)}`;
export const devAttachmentPath = (id: string, index: number) => `${devMessagePath(id)}/pieces/${index}`;

/** The customer list with its filters (a query already encoded by URLSearchParams), and a customer's page. */
export const customersListPath = (query = "") => `${STAFF_PATHS.customers}${query}`;
export const customerPath = (id: string) => `${STAFF_PATHS.customers}/${encodeURIComponent(id)}`;
/** A customer's new contract, one of their contracts, and a document attached to it (downloads are audited). */
export const newContractPath = (customerId: string) => `${customerPath(customerId)}/contrats/nouveau`;
export const staffContractPath = (customerId: string, contractId: string) =>
  `${customerPath(customerId)}/contrats/${encodeURIComponent(contractId)}`;
export const staffContractDocumentPath = (customerId: string, contractId: string, documentId: string) =>
  `${staffContractPath(customerId, contractId)}/documents/${encodeURIComponent(documentId)}`;

/** Sending a customer a document to sign, and a request's PDFs (original, sealed; downloads audited). */
export const staffNewSignaturePath = (customerId: string) => `${customerPath(customerId)}/signatures/nouvelle`;
export const staffSignaturePath = (customerId: string, id: string) =>
  `${customerPath(customerId)}/signatures/${encodeURIComponent(id)}`;
export const staffSignatureFilePath = (customerId: string, id: string, file: "document" | "signe") =>
  `${staffSignaturePath(customerId, id)}/${file}.pdf`;

const STAFF_CONTRACT_ADDRESS = new RegExp(`^${HOME}/clients/[^/]+/contrats/[^/]+$`);
/** Whether an address is a contract's page in the back office (where staff attach PDFs). */
export const isStaffContractPath = (path: string) => STAFF_CONTRACT_ADDRESS.test(path);
const STAFF_NEW_SIGNATURE_ADDRESS = new RegExp(`^${HOME}/clients/[^/]+/signatures/nouvelle$`);
/** Whether an address is the form that sends a customer a PDF to sign (an upload of 10 MB). */
export const isStaffNewSignaturePath = (path: string) => STAFF_NEW_SIGNATURE_ADDRESS.test(path);

const INBOX_REQUEST_ADDRESS = new RegExp(`^${HOME}/demandes/[^/]+$`);
/** Whether an address is a request's page in the back office (where staff attach files to an answer). */
export const isInboxRequestPath = (path: string) => INBOX_REQUEST_ADDRESS.test(path);

/** The deliveries monitor with its filters (a query already encoded by URLSearchParams). */
export const deliveriesPath = (query = "") => `${STAFF_PATHS.deliveries}${query}`;

/** The register with its filters, an entry, and an export's download (a query already encoded). */
export const privacyRegisterPath = (query = "") => `${STAFF_PATHS.privacy}${query}`;
export const privacyEntryPath = (id: string) => `${STAFF_PATHS.privacy}/${encodeURIComponent(id)}`;
export const privacyExportPath = (id: string) => `${STAFF_PATHS.privacy}/exports/${encodeURIComponent(id)}`;
export const privacyConsentsPath = (query = "") => `${STAFF_PATHS.privacyConsents}${query}`;

/** The leads list, or its export, with a query (already encoded by URLSearchParams). */
export const leadsListPath = (query = "") => `${STAFF_PATHS.leads}${query}`;
export const leadsExportPath = (query = "") => `${STAFF_PATHS.leadsExport}${query}`;

/** The back-office page to open after signing in, only if it is one (never another area). */
export function staffReturnToOf(url: URL | string): string {
  const path = safeRedirectPath(queryOf(new URL(url, "http://x")).get(RETURN_TO_PARAM), STAFF_PATHS.home);
  return path === STAFF_PATHS.home || path.startsWith(`${STAFF_PATHS.home}/`) ? path : STAFF_PATHS.home;
}

/** A screen's address that keeps the page to come back to. */
export function withReturnTo(path: string, returnTo: string, extra: Record<string, string> = {}) {
  return addressWithReturnTo(path, returnTo, STAFF_PATHS.home, extra);
}

/** A member of staff's training year (admins), a training file (certificate or capacity document). */
export const staffTrainingPath = (staffId: string) => `${STAFF_PATHS.teamTraining}/${encodeURIComponent(staffId)}`;
export const trainingFilePath = (fileId: string) => `${STAFF_PATHS.training}/fichiers/${encodeURIComponent(fileId)}`;
