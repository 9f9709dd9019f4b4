/**
 * The customer area's addresses (the team's agreed ones), for links and routes alike. A contract
 * is addressed by its reference, the number printed on its documents.
 */
export const AREA_PATHS = {
  home: "/espace-client",
  notifications: "/espace-client/notifications",
  photo: "/espace-client/photo",
  sendDocument: "/espace-client/documents/envoyer",
  appointment: "/espace-client/rendez-vous",
  requests: "/espace-client/demandes",
} as const;

/** The file name of each contract document in its address (French, as the site's addresses are). */
export const DOCUMENT_SLUGS = { summary: "recapitulatif.pdf", certificate: "attestation.pdf" } as const;
export type AreaDocument = keyof typeof DOCUMENT_SLUGS;

export const contractPath = (reference: string) => `/espace-client/contrats/${encodeURIComponent(reference)}`;
export const contractDocumentPath = (reference: string, document: AreaDocument) =>
  `${contractPath(reference)}/${DOCUMENT_SLUGS[document]}`;
export const cancellationPath = (reference: string) => `${contractPath(reference)}/resiliation`;
export const claimPath = (reference: string) => `${contractPath(reference)}/sinistre`;
