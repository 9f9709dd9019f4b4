import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The spec's route table (§2). Pages with two addresses share one module under two ids.
export default [
  route("login", "routes/_gate/login.tsx", { id: "login" }),
  route("seconnecter", "routes/_gate/login.tsx", { id: "seconnecter" }),

  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx", { id: "home" }),
    route("accueil-v3", "routes/_site/home.tsx", { id: "home-v3" }),
    route("accueil-v2", "routes/_site/home-v2.tsx"),
    // The customer area: its layout's middleware lets only a signed-in customer reach anything
    // under it (docs/decisions/0011). The sign-in screens stand beside it, open to everyone.
    route("espace-client", "routes/espace-client/layout.tsx", [
      index("routes/espace-client/home.tsx"),
      route("contrats/:contractId", "routes/espace-client/contract.tsx"),
      route("contrats/:contractId/recapitulatif.pdf", "routes/espace-client/contract-document.ts", {
        id: "contract-summary-pdf",
      }),
      route("contrats/:contractId/attestation.pdf", "routes/espace-client/contract-document.ts", {
        id: "contract-certificate-pdf",
      }),
      route("contrats/:contractId/documents/:documentId", "routes/espace-client/contract-attachment.ts"),
      route("notifications", "routes/espace-client/notifications.tsx"),
      route("informations", "routes/espace-client/informations.tsx"),
      route("informations/email", "routes/espace-client/informations-email.ts"),
      route("photo", "routes/espace-client/photo.ts"),
      // Customer requests (issue 12): under the guarded layout, so its middleware covers them.
      route("contrats/:contractId/resiliation", "routes/espace-client/resiliation.tsx"),
      route("contrats/:contractId/sinistre", "routes/espace-client/sinistre.tsx"),
      route("documents/envoyer", "routes/espace-client/documents-envoyer.tsx"),
      route("rendez-vous", "routes/espace-client/rendez-vous.tsx"),
      route("demandes", "routes/espace-client/demandes.tsx"),
      route("demandes/:reference", "routes/espace-client/demande.tsx"),
      route("demandes/:reference/fichiers/:fileId", "routes/espace-client/demande-fichier.ts"),
    ]),
    route("espace-client/connexion", "routes/espace-client/connexion.tsx"),
    route("espace-client/code", "routes/espace-client/code.tsx"),
    route("espace-client/mot-de-passe-oublie", "routes/espace-client/mot-de-passe-oublie.tsx"),
    route("espace-client/nouveau-mot-de-passe", "routes/espace-client/nouveau-mot-de-passe.tsx"),
    route("espace-client/deconnexion", "routes/espace-client/deconnexion.tsx"),
    route("assurance-emprunteur", "routes/_site/assurance-emprunteur.tsx"),
    route("assurance-emprunteur-v2", "routes/_site/assurance-emprunteur-v2.tsx"),
    route("vehicules-premium", "routes/_site/vehicules-premium.tsx"),
    route("vehicules-premium-v2", "routes/_site/vehicules-premium-v2.tsx"),
    route("vehicules-standard", "routes/_site/vehicules-standard.tsx"),
    route("vehicules-sans-permis", "routes/_site/vehicules-sans-permis.tsx"),
    route("sante-entreprise", "routes/_site/sante-entreprise.tsx"),
    route("sante-entreprise-v2", "routes/_site/sante-entreprise-v2.tsx"),
    route("sante-senior", "routes/_site/sante-senior.tsx"),
    route("sante-famille", "routes/_site/sante-famille.tsx"),
    route("carriere", "routes/_site/carriere.tsx"),
    route("mentions-legales", "routes/_site/mentions-legales.tsx"),
    route("actualites", "routes/_site/actualites.tsx"),
    route("actualites/:id", "routes/_site/actualite.tsx"),
    route("galerie", "routes/_site/galerie.tsx"),
    route("maintenance", "routes/_site/maintenance.tsx"),
    route("*", "routes/_site/not-found.tsx"),
  ]),

  // The back office (issue 13): its layout's middleware lets only signed-in staff (second factor
  // passed, session fresh) reach anything under it; the sign-in screens stand beside it.
  route("backoffice", "routes/backoffice/layout.tsx", [
    index("routes/backoffice/dashboard.tsx"),
    route("leads", "routes/backoffice/leads.tsx"),
    route("leads/pipeline", "routes/backoffice/leads-pipeline.tsx"),
    route("leads/export.csv", "routes/backoffice/leads-export.ts"),
    route("leads/:leadId", "routes/backoffice/lead.tsx"),
    route("demandes", "routes/backoffice/demandes.tsx"),
    route("demandes/:requestId", "routes/backoffice/demande.tsx"),
    route("demandes/:requestId/fichiers/:fileId", "routes/backoffice/demande-fichier.ts"),
    route("equipe", "routes/backoffice/equipe.tsx"),
    route("journal", "routes/backoffice/journal.tsx"),
    route("envois", "routes/backoffice/envois.tsx"),
    // The customer file (issue 25): customers, their contracts and documents, the renewals due.
    route("clients", "routes/backoffice/clients.tsx"),
    route("echeances", "routes/backoffice/echeances.tsx"),
    route("clients/nouveau", "routes/backoffice/client-nouveau.tsx"),
    route("clients/:customerId", "routes/backoffice/client.tsx"),
    route("clients/:customerId/contrats/nouveau", "routes/backoffice/client-contrat-nouveau.tsx"),
    route("clients/:customerId/contrats/:contractId", "routes/backoffice/client-contrat.tsx"),
    route(
      "clients/:customerId/contrats/:contractId/documents/:documentId",
      "routes/backoffice/client-contrat-document.ts",
    ),
  ]),
  route("backoffice/connexion", "routes/backoffice/connexion.tsx"),
  route("backoffice/connexion/code", "routes/backoffice/code.tsx"),
  route("backoffice/connexion/secours", "routes/backoffice/secours.tsx"),
  route("backoffice/connexion/activation", "routes/backoffice/activation.tsx"),
  route("backoffice/mot-de-passe-oublie", "routes/backoffice/mot-de-passe-oublie.tsx"),
  route("backoffice/nouveau-mot-de-passe", "routes/backoffice/nouveau-mot-de-passe.tsx"),
  route("backoffice/deconnexion", "routes/backoffice/deconnexion.tsx"),

  route("healthz", "routes/api/healthz.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("language", "routes/api/language.ts"),
  route("consent", "routes/api/consent.ts"),
  route("api/chat-assistant", "routes/api/chat-assistant.ts"),
  route("api/chat-assistant/history", "routes/api/chat-history.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("__test/:resource", "routes/api/test-hooks.ts"),
] satisfies RouteConfig;
