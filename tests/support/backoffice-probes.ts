/**
 * Every back-office address and form action, for the authorization probe
 * (tests/http/authorization.test.ts): anonymous visitors and customers must get the staff sign-in
 * screen or a 4xx, never data; advisers must get 403 on admin-only ones. A route of app/routes.ts
 * under the back office's layout without a probe here (a GET, and a POST when it has an action),
 * or an admin-only screen or intent without an adviser's probe, fails that test.
 */
export type BackOfficeProbe = {
  /** The route's pattern in app/routes.ts. */
  route: string;
  method: "GET" | "POST";
  path: string;
  /**
   * Admin only: an adviser gets 403. Set where a declaration asks for an admin (a StaffScreen's
   * role, LEAD_INTENT_ROLES), and only there: the test holds the flags against them.
   */
  admin?: boolean;
  /** Form fields for a POST (any plausible values: the guard must refuse before they are read). */
  form?: Record<string, string>;
};

/** A lead id that exists nowhere: the guard must answer before the lead is looked for. */
const SOME_LEAD = "00000000-0000-4000-8000-000000000000";
const NOTE = { intent: "note", leadId: SOME_LEAD, text: "intrusion" };

export const BACKOFFICE_PROBES: BackOfficeProbe[] = [
  { route: "/backoffice", method: "GET", path: "/backoffice" },
  { route: "/backoffice/equipe", method: "GET", path: "/backoffice/equipe", admin: true },
  {
    route: "/backoffice/equipe",
    method: "POST",
    path: "/backoffice/equipe",
    admin: true,
    form: { intent: "invite", name: "Intrus", email: "intrus@example.fr", role: "admin" },
  },
  {
    route: "/backoffice/equipe",
    method: "POST",
    path: "/backoffice/equipe",
    admin: true,
    form: { intent: "deactivate", staffId: "00000000-0000-0000-0000-000000000000" },
  },
  { route: "/backoffice/journal", method: "GET", path: "/backoffice/journal", admin: true },
  { route: "/backoffice/journal", method: "GET", path: "/backoffice/journal?action=staff.sign-in&page=1", admin: true },
  // The leads (issue 13). The dashboard has no action of its own: a post there is refused too.
  { route: "/backoffice", method: "POST", path: "/backoffice?index", form: { intent: "roundRobin", enabled: "on" } },
  { route: "/backoffice/leads", method: "GET", path: "/backoffice/leads" },
  { route: "/backoffice/leads", method: "GET", path: "/backoffice/leads?status=new&q=Durand&sort=oldest" },
  {
    route: "/backoffice/leads",
    method: "POST",
    path: "/backoffice/leads",
    admin: true,
    form: { intent: "roundRobin", enabled: "on" },
  },
  {
    route: "/backoffice/leads",
    method: "POST",
    path: "/backoffice/leads",
    form: { intent: "assign", leadId: SOME_LEAD, version: "1" },
  },
  { route: "/backoffice/leads/pipeline", method: "GET", path: "/backoffice/leads/pipeline" },
  {
    route: "/backoffice/leads/pipeline",
    method: "POST",
    path: "/backoffice/leads/pipeline",
    form: { intent: "status", leadId: SOME_LEAD, version: "1", status: "contacted" },
  },
  {
    route: "/backoffice/leads/pipeline",
    method: "POST",
    path: "/backoffice/leads/pipeline",
    admin: true,
    form: { intent: "roundRobin", enabled: "on" },
  },
  { route: "/backoffice/leads/export.csv", method: "GET", path: "/backoffice/leads/export.csv" },
  { route: "/backoffice/leads/export.csv", method: "POST", path: "/backoffice/leads/export.csv", form: NOTE },
  { route: "/backoffice/leads/:leadId", method: "GET", path: `/backoffice/leads/${SOME_LEAD}` },
  { route: "/backoffice/leads/:leadId", method: "POST", path: `/backoffice/leads/${SOME_LEAD}`, form: NOTE },
  {
    route: "/backoffice/leads/:leadId",
    method: "POST",
    path: `/backoffice/leads/${SOME_LEAD}`,
    form: { intent: "call", outcome: "reached" },
  },
  {
    route: "/backoffice/leads/:leadId",
    method: "POST",
    path: `/backoffice/leads/${SOME_LEAD}`,
    admin: true,
    form: { intent: "roundRobin", enabled: "on" },
  },
  // The inbox of customer requests (issue 24): every member of staff, nobody else.
  { route: "/backoffice/demandes", method: "GET", path: "/backoffice/demandes" },
  { route: "/backoffice/demandes", method: "GET", path: "/backoffice/demandes?statut=open&type=claim&q=Durand" },
  { route: "/backoffice/demandes/:requestId", method: "GET", path: `/backoffice/demandes/${SOME_LEAD}` },
  {
    route: "/backoffice/demandes/:requestId",
    method: "POST",
    path: `/backoffice/demandes/${SOME_LEAD}`,
    form: { intent: "note", text: "intrusion" },
  },
  // Each kind's own handling (issue 24): the same guard before any of its intents is read.
  ...[
    "confirmCancellation",
    "confirmAppointment",
    "proposeSlot",
    "cancelAppointment",
    "documentStep",
    "claimInvestigate",
    "claimRequestPieces",
    "claimReviewPiece",
    "claimClose",
  ].map(
    (intent): BackOfficeProbe => ({
      route: "/backoffice/demandes/:requestId",
      method: "POST",
      path: `/backoffice/demandes/${SOME_LEAD}`,
      form: {
        intent,
        version: "0",
        jour: "2030-01-07",
        time: "10:00",
        step: "accept",
        reason: "intrusion",
        names: "Constat",
        pieceId: SOME_LEAD,
        decision: "accept",
        paid: "100",
      },
    }),
  ),
  {
    route: "/backoffice/demandes/:requestId",
    method: "POST",
    path: `/backoffice/demandes/${SOME_LEAD}`,
    form: { intent: "acknowledge", text: "intrusion" },
  },
  {
    route: "/backoffice/demandes/:requestId",
    method: "POST",
    path: `/backoffice/demandes/${SOME_LEAD}`,
    form: { intent: "answer", text: "intrusion", close: "1", outcome: "upheld" },
  },
  // The inbox's export and the complaints register: admins only (an adviser gets 403).
  { route: "/backoffice/demandes/export.csv", method: "GET", path: "/backoffice/demandes/export.csv", admin: true },
  {
    route: "/backoffice/demandes/export.csv",
    method: "GET",
    path: "/backoffice/demandes/export.csv?statut=open&type=complaint&q=Durand",
    admin: true,
  },
  {
    route: "/backoffice/demandes/registre-reclamations.csv",
    method: "GET",
    path: "/backoffice/demandes/registre-reclamations.csv",
    admin: true,
  },
  {
    route: "/backoffice/demandes/:requestId/fichiers/:fileId",
    method: "GET",
    path: `/backoffice/demandes/${SOME_LEAD}/fichiers/${SOME_LEAD}`,
  },
  // The customer file (issue 25): every member of staff, nobody else.
  { route: "/backoffice/clients", method: "GET", path: "/backoffice/clients" },
  {
    route: "/backoffice/clients",
    method: "GET",
    path: "/backoffice/clients?q=Durand&contrat=with&branche=health&conseiller=none&page=2",
  },
  { route: "/backoffice/clients/nouveau", method: "GET", path: "/backoffice/clients/nouveau" },
  {
    route: "/backoffice/clients/nouveau",
    method: "POST",
    path: "/backoffice/clients/nouveau",
    form: { firstName: "In", lastName: "Trus", email: "intrus@example.fr", memberSince: "2026-01-01", lang: "fr" },
  },
  { route: "/backoffice/clients/:customerId", method: "GET", path: `/backoffice/clients/${SOME_LEAD}` },
  {
    route: "/backoffice/clients/:customerId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}`,
    form: { intent: "details", phone: "0612345678", channels: "byEmail" },
  },
  {
    route: "/backoffice/clients/:customerId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}`,
    form: { intent: "notify", title: "Intrusion", message: "intrusion" },
  },
  {
    route: "/backoffice/clients/:customerId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}`,
    admin: true,
    form: { intent: "deactivate" },
  },
  {
    route: "/backoffice/clients/:customerId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}`,
    admin: true,
    form: { intent: "reactivate" },
  },
  {
    // Revoking a mandate stops the debits: an admin's (issue 43).
    route: "/backoffice/clients/:customerId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}`,
    admin: true,
    form: { intent: "revokeMandate", mandateId: "00000000-0000-4000-8000-000000000000", reason: "intrusion" },
  },
  {
    // A RIB given by phone (issue 43): staff only; a customer or a stranger is refused.
    route: "/backoffice/clients/:customerId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}`,
    form: { intent: "bankDetails", holder: "Intrus", iban: "FR7630006000011234567890189", bic: "AGRIFRPP" },
  },
  {
    route: "/backoffice/clients/:customerId/contrats/nouveau",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/contrats/nouveau`,
  },
  {
    route: "/backoffice/clients/:customerId/contrats/nouveau",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}/contrats/nouveau`,
    form: { product: "borrower", reference: "MC-2026-INTRUS", insurer: "Intrus", monthlyPremium: "10" },
  },
  {
    route: "/backoffice/clients/:customerId/contrats/:contractId",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/contrats/${SOME_LEAD}`,
  },
  {
    route: "/backoffice/clients/:customerId/contrats/:contractId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}/contrats/${SOME_LEAD}`,
    form: { intent: "status", status: "cancelled", reason: "intrusion" },
  },
  {
    route: "/backoffice/clients/:customerId/contrats/:contractId/documents/:documentId",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/contrats/${SOME_LEAD}/documents/${SOME_LEAD}`,
  },
  // Documents sent for signature (issue 41): the form, a withdrawal, the PDFs (audited).
  {
    route: "/backoffice/clients/:customerId/signatures/nouvelle",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/signatures/nouvelle`,
  },
  {
    route: "/backoffice/clients/:customerId/signatures/nouvelle",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}/signatures/nouvelle`,
    form: { title: "Intrus", summary: "intrusion", validity: "7" },
  },
  {
    route: "/backoffice/clients/:customerId/signatures/:signatureId",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/signatures/${SOME_LEAD}`,
  },
  {
    route: "/backoffice/clients/:customerId/signatures/:signatureId",
    method: "POST",
    path: `/backoffice/clients/${SOME_LEAD}/signatures/${SOME_LEAD}`,
    form: { intent: "withdraw" },
  },
  {
    route: "/backoffice/clients/:customerId/signatures/:signatureId/document.pdf",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/signatures/${SOME_LEAD}/document.pdf`,
  },
  {
    route: "/backoffice/clients/:customerId/signatures/:signatureId/signe.pdf",
    method: "GET",
    path: `/backoffice/clients/${SOME_LEAD}/signatures/${SOME_LEAD}/signe.pdf`,
  },
  // Offers (issue 42): a new one, its page and every change, its PDFs.
  {
    route: "/backoffice/propositions/nouvelle",
    method: "GET",
    path: `/backoffice/propositions/nouvelle?client=${SOME_LEAD}`,
  },
  {
    route: "/backoffice/propositions/nouvelle",
    method: "POST",
    path: "/backoffice/propositions/nouvelle",
    form: { customerId: SOME_LEAD, questionnaire: "borrower" },
  },
  { route: "/backoffice/propositions/:offerId", method: "GET", path: `/backoffice/propositions/${SOME_LEAD}` },
  ...["needs", "options", "recommend", "send", "replace", "withdraw"].map((intent) => ({
    route: "/backoffice/propositions/:offerId",
    method: "POST" as const,
    path: `/backoffice/propositions/${SOME_LEAD}`,
    form: { intent, reason: "intrusion" },
  })),
  {
    route: "/backoffice/propositions/:offerId/der.pdf",
    method: "GET",
    path: `/backoffice/propositions/${SOME_LEAD}/der.pdf`,
  },
  {
    route: "/backoffice/propositions/:offerId/fiche-conseil.pdf",
    method: "GET",
    path: `/backoffice/propositions/${SOME_LEAD}/fiche-conseil.pdf`,
  },
  // The catalogue: staff read it, admins change it (every intent).
  { route: "/backoffice/catalogue", method: "GET", path: "/backoffice/catalogue" },
  {
    route: "/backoffice/catalogue",
    method: "POST",
    path: "/backoffice/catalogue",
    admin: true,
    form: { intent: "create", insurer: "Intrus", name: "Intrus", contractProduct: "home" },
  },
  { route: "/backoffice/catalogue/:productId", method: "GET", path: `/backoffice/catalogue/${SOME_LEAD}` },
  ...["update", "ipid", "conditions", "archive", "restore", "delete"].map((intent) => ({
    route: "/backoffice/catalogue/:productId",
    method: "POST" as const,
    path: `/backoffice/catalogue/${SOME_LEAD}`,
    admin: true,
    form: { intent },
  })),
  {
    route: "/backoffice/catalogue/:productId/ipid.pdf",
    method: "GET",
    path: `/backoffice/catalogue/${SOME_LEAD}/ipid.pdf`,
  },
  {
    route: "/backoffice/catalogue/:productId/conditions.pdf",
    method: "GET",
    path: `/backoffice/catalogue/${SOME_LEAD}/conditions.pdf`,
  },
  { route: "/backoffice/echeances", method: "GET", path: "/backoffice/echeances" },
  { route: "/backoffice/echeances", method: "GET", path: "/backoffice/echeances?conseiller=none" },
  // The money (issue 43): collections and commissions are an admin's, unpaid premiums every adviser's.
  { route: "/backoffice/prelevements", method: "GET", path: "/backoffice/prelevements?jour=2027-03-05", admin: true },
  {
    route: "/backoffice/prelevements",
    method: "POST",
    path: "/backoffice/prelevements",
    admin: true,
    form: { intent: "run", day: "2027-03-05" },
  },
  {
    route: "/backoffice/prelevements/:runId/fichier.xml",
    method: "GET",
    path: `/backoffice/prelevements/${SOME_LEAD}/fichier.xml`,
    admin: true,
  },
  { route: "/backoffice/impayes", method: "GET", path: "/backoffice/impayes" },
  {
    route: "/backoffice/impayes",
    method: "POST",
    path: "/backoffice/impayes",
    form: { intent: "paid", instalment: SOME_LEAD },
  },
  {
    route: "/backoffice/impayes/:instalmentId/mise-en-demeure.pdf",
    method: "GET",
    path: `/backoffice/impayes/${SOME_LEAD}/mise-en-demeure.pdf`,
  },
  { route: "/backoffice/commissions", method: "GET", path: "/backoffice/commissions?mois=2026-11", admin: true },
  {
    route: "/backoffice/commissions",
    method: "POST",
    path: "/backoffice/commissions",
    admin: true,
    form: { intent: "gift", customer: SOME_LEAD },
  },
  {
    route: "/backoffice/commissions/rapport.csv",
    method: "GET",
    path: "/backoffice/commissions/rapport.csv?mois=2026-11",
    admin: true,
  },
  // The deliveries monitor (issue 26): admins only, its filters, the bulk replay's confirmation and both replays.
  { route: "/backoffice/envois", method: "GET", path: "/backoffice/envois", admin: true },
  {
    route: "/backoffice/envois",
    method: "GET",
    path: "/backoffice/envois?canal=webhook&etat=dead&depuis=2026-11-01&relancer=1",
    admin: true,
  },
  {
    route: "/backoffice/envois",
    method: "POST",
    path: "/backoffice/envois",
    admin: true,
    form: { intent: "replay", id: SOME_LEAD },
  },
  {
    route: "/backoffice/envois",
    method: "POST",
    path: "/backoffice/envois",
    admin: true,
    form: { intent: "replayDead", channel: "webhook", since: "2026-11-01" },
  },
  // The GDPR register (issue 26): admins only, with every address under it (an entry, an
  // export's download, the retention report, the consent log) and every intent.
  { route: "/backoffice/rgpd", method: "GET", path: "/backoffice/rgpd", admin: true },
  {
    route: "/backoffice/rgpd",
    method: "GET",
    path: "/backoffice/rgpd?type=erasure&statut=open&retard=1&q=Durand",
    admin: true,
  },
  {
    route: "/backoffice/rgpd",
    method: "POST",
    path: "/backoffice/rgpd",
    admin: true,
    form: {
      intent: "create",
      kind: "access",
      subjectName: "Intrus",
      subjectEmail: "intrus@example.fr",
      receivedOn: "2026-11-01",
    },
  },
  { route: "/backoffice/rgpd/:requestId", method: "GET", path: `/backoffice/rgpd/${SOME_LEAD}`, admin: true },
  ...(["status", "extend", "export", "erase"] as const).map((intent) => ({
    route: "/backoffice/rgpd/:requestId",
    method: "POST" as const,
    path: `/backoffice/rgpd/${SOME_LEAD}`,
    admin: true,
    form: { intent, status: "done", months: "2", reason: "intrusion", toldVia: "email", told: "on", confirm: "on" },
  })),
  {
    route: "/backoffice/rgpd/exports/:exportId",
    method: "GET",
    path: `/backoffice/rgpd/exports/${SOME_LEAD}`,
    admin: true,
  },
  { route: "/backoffice/rgpd/conservation", method: "GET", path: "/backoffice/rgpd/conservation", admin: true },
  {
    route: "/backoffice/rgpd/consentements",
    method: "GET",
    path: "/backoffice/rgpd/consentements?du=2026-01-01&au=2026-12-31&q=example",
    admin: true,
  },
  // The site's settings (issue 26): admins only, the page and its save.
  { route: "/backoffice/parametres", method: "GET", path: "/backoffice/parametres", admin: true },
  {
    route: "/backoffice/parametres",
    method: "POST",
    path: "/backoffice/parametres",
    admin: true,
    form: { intent: "save", version: "0", brandName: "Intrus" },
  },
  {
    route: "/backoffice/parametres",
    method: "POST",
    path: "/backoffice/parametres",
    admin: true,
    form: { intent: "webhookUrl", target: "leads", url: "https://intrus.example/hook" },
  },
  {
    route: "/backoffice/parametres",
    method: "POST",
    path: "/backoffice/parametres",
    admin: true,
    form: { intent: "rotate", target: "requests" },
  },
  // The dev mailbox (issue 26): admins only, the list, one message, one attachment.
  { route: "/backoffice/boite-de-dev", method: "GET", path: "/backoffice/boite-de-dev?destinataire=a", admin: true },
  {
    route: "/backoffice/boite-de-dev/:messageId",
    method: "GET",
    path: `/backoffice/boite-de-dev/${SOME_LEAD}`,
    admin: true,
  },
  {
    route: "/backoffice/boite-de-dev/:messageId/pieces/:index",
    method: "GET",
    path: `/backoffice/boite-de-dev/${SOME_LEAD}/pieces/0`,
    admin: true,
  },
  // Continuing training (issue 44): each member of staff's own page, form and files; the team's
  // year, a member's page and the audit export are admins' (another's file is a 404: tests/http/compliance.test.ts).
  { route: "/backoffice/formation", method: "GET", path: "/backoffice/formation?annee=2026" },
  {
    route: "/backoffice/formation",
    method: "POST",
    path: "/backoffice/formation",
    form: { intent: "record", day: "2026-03-10", hours: "7", subject: "Intrusion" },
  },
  {
    route: "/backoffice/formation/fichiers/:fileId",
    method: "GET",
    path: `/backoffice/formation/fichiers/${SOME_LEAD}`,
  },
  {
    route: "/backoffice/formation/equipe",
    method: "GET",
    path: "/backoffice/formation/equipe?annee=2026",
    admin: true,
  },
  {
    route: "/backoffice/formation/equipe/export.csv",
    method: "GET",
    path: "/backoffice/formation/equipe/export.csv?annee=2026",
    admin: true,
  },
  {
    route: "/backoffice/formation/equipe/:staffId",
    method: "GET",
    path: `/backoffice/formation/equipe/${SOME_LEAD}`,
    admin: true,
  },
  // The asset-freeze register (issue 44): admins only, the screen and each of its intents.
  { route: "/backoffice/gels-avoirs", method: "GET", path: "/backoffice/gels-avoirs?page=2", admin: true },
  ...(["source", "fetch", "upload", "decide"] as const).map((intent) => ({
    route: "/backoffice/gels-avoirs",
    method: "POST" as const,
    path: "/backoffice/gels-avoirs",
    admin: true,
    form: { intent, url: "https://intrus.example/registre.json", matchId: SOME_LEAD, decision: "cleared", reason: "x" },
  })),
  // The concierge's unanswered questions (issue 26): admins only, with a period and a language.
  {
    route: "/backoffice/questions-sans-reponse",
    method: "GET",
    path: "/backoffice/questions-sans-reponse?depuis=2026-11-01&jusqua=2026-11-30&langue=fr",
    admin: true,
  },
];
