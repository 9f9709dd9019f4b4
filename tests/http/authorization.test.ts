import { createECDH, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { BACKOFFICE_NAV } from "~/backoffice-nav";
import { CUSTOMER_INTENT_ROLES } from "~/features/backoffice-customers/screens";
import { LEAD_INTENT_ROLES } from "~/features/backoffice-leads/lead-intents";
import { CATALOGUE_INTENT_ROLES } from "~/features/backoffice-offers/screens";
import { hasStaffRole, type StaffRole } from "~/server/auth/roles";
import { BACKOFFICE_PROBES, type BackOfficeProbe } from "../support/backoffice-probes";
import { guardedPatterns, guardedRequests, guardedRoutes, routeSource } from "../support/guarded-routes";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * The authorization probes (issues 12 and 13), over HTTP against the production build: every
 * guarded address and action as the wrong person. Their lists are held against app/routes.ts.
 */

/** What only an admin's answer shows: the team, the journal, staff addresses. */
const ADMIN_DATA = /staff-row|journal-row|@staff\.example\.fr|admin@maison-courtage\.fr/;
/** What only staff's answers show: the above, and the leads (rows, cards, prospects' addresses). */
const STAFF_DATA = new RegExp(`${ADMIN_DATA.source}|lead-row|board-card|@example\\.fr`);

type Owner = { email: string; password: string; references: string[] };

/** An id that names nothing: the guard must answer before it is looked for. */
const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Every customer-area address and action, built for one owner's contract. */
function customerProbes(contract: string) {
  const onContract = (suffix = "") => `/espace-client/contrats/${contract}${suffix}`;
  const CANCEL = { intent: "confirm", name: "Intrus", email: "intrus@example.fr", reason: "echeance" };
  return [
    { route: "/espace-client", method: "GET", path: "/espace-client" },
    { route: "/espace-client", method: "POST", path: "/espace-client?index", form: { intent: "photo-remove" } },
    { route: "/espace-client/contrats/:contractId", method: "GET", path: onContract() },
    {
      route: "/espace-client/contrats/:contractId/recapitulatif.pdf",
      method: "GET",
      path: onContract("/recapitulatif.pdf"),
    },
    {
      route: "/espace-client/contrats/:contractId/attestation.pdf",
      method: "GET",
      path: onContract("/attestation.pdf"),
    },
    {
      route: "/espace-client/contrats/:contractId/documents/:documentId",
      method: "GET",
      path: onContract("/documents/00000000-0000-4000-8000-000000000000"),
    },
    { route: "/espace-client/contrats/:contractId/resiliation", method: "GET", path: onContract("/resiliation") },
    {
      route: "/espace-client/contrats/:contractId/resiliation",
      method: "POST",
      path: onContract("/resiliation"),
      form: CANCEL,
    },
    { route: "/espace-client/contrats/:contractId/sinistre", method: "GET", path: onContract("/sinistre") },
    {
      route: "/espace-client/contrats/:contractId/sinistre",
      method: "POST",
      path: onContract("/sinistre"),
      form: { intent: "review" },
    },
    { route: "/espace-client/contrats/:contractId/besoins", method: "GET", path: onContract("/besoins") },
    {
      route: "/espace-client/contrats/:contractId/besoins",
      method: "POST",
      path: onContract("/besoins"),
      form: { vehicleUse: "private", drivers: "1", guaranteesWanted: "civilLiability" },
    },
    { route: "/espace-client/notifications", method: "GET", path: "/espace-client/notifications" },
    {
      route: "/espace-client/notifications",
      method: "POST",
      path: "/espace-client/notifications",
      form: { intent: "read-all" },
    },
    { route: "/espace-client/photo", method: "GET", path: "/espace-client/photo" },
    { route: "/espace-client/informations", method: "GET", path: "/espace-client/informations" },
    {
      route: "/espace-client/informations/email",
      method: "GET",
      path: "/espace-client/informations/email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    },
    {
      route: "/espace-client/informations",
      method: "POST",
      path: "/espace-client/informations",
      form: { intent: "details", phone: "0612345678", street: "1 rue Intrus", postcode: "75001", city: "Paris" },
    },
    {
      route: "/espace-client/informations",
      method: "POST",
      path: "/espace-client/informations",
      form: { intent: "push-off", device: SOME_ID },
    },
    { route: "/espace-client/documents/envoyer", method: "GET", path: "/espace-client/documents/envoyer" },
    {
      route: "/espace-client/documents/envoyer",
      method: "POST",
      path: "/espace-client/documents/envoyer",
      form: { type: "devis" },
    },
    { route: "/espace-client/rendez-vous", method: "GET", path: "/espace-client/rendez-vous" },
    {
      route: "/espace-client/rendez-vous",
      method: "POST",
      path: "/espace-client/rendez-vous",
      form: { intent: "book" },
    },
    { route: "/espace-client/ecrire-a-mon-conseiller", method: "GET", path: "/espace-client/ecrire-a-mon-conseiller" },
    {
      route: "/espace-client/ecrire-a-mon-conseiller",
      method: "POST",
      path: "/espace-client/ecrire-a-mon-conseiller",
      form: { subject: "Intrus", text: "intrusion" },
    },
    { route: "/espace-client/reclamation", method: "GET", path: "/espace-client/reclamation" },
    {
      route: "/espace-client/reclamation",
      method: "POST",
      path: "/espace-client/reclamation",
      form: { contractReference: contract, text: "intrusion" },
    },
    { route: "/espace-client/demandes", method: "GET", path: "/espace-client/demandes" },
    { route: "/espace-client/demandes/:reference", method: "GET", path: "/espace-client/demandes/DOC-AAAAAAAA" },
    {
      route: "/espace-client/demandes/:reference",
      method: "POST",
      path: "/espace-client/demandes/DOC-AAAAAAAA",
      form: { text: "intrusion" },
    },
    {
      route: "/espace-client/demandes/:reference/fichiers/:fileId",
      method: "GET",
      path: "/espace-client/demandes/DOC-AAAAAAAA/fichiers/00000000-0000-4000-8000-000000000000",
    },
    // Each kind's own handling (issue 24): the certificate, the answer to a proposed slot, a claim's piece.
    {
      route: "/espace-client/demandes/:reference/attestation-resiliation.pdf",
      method: "GET",
      path: "/espace-client/demandes/RES-AAAAAAAA/attestation-resiliation.pdf",
    },
    {
      route: "/espace-client/demandes/:reference",
      method: "POST",
      path: "/espace-client/demandes/RDV-AAAAAAAA",
      form: { intent: "acceptSlot" },
    },
    {
      route: "/espace-client/demandes/:reference",
      method: "POST",
      path: "/espace-client/demandes/SIN-AAAAAAAA",
      form: { intent: "sendPiece", pieceId: "00000000-0000-4000-8000-000000000000" },
    },
    // Documents to sign (issue 41): another customer's answers 404 (tests/http/signatures.test.ts).
    { route: "/espace-client/signatures", method: "GET", path: "/espace-client/signatures" },
    { route: "/espace-client/signatures/:signatureId", method: "GET", path: `/espace-client/signatures/${SOME_ID}` },
    {
      route: "/espace-client/signatures/:signatureId",
      method: "POST",
      path: `/espace-client/signatures/${SOME_ID}`,
      form: { intent: "send-code", consent: "on" },
    },
    {
      route: "/espace-client/signatures/:signatureId/document.pdf",
      method: "GET",
      path: `/espace-client/signatures/${SOME_ID}/document.pdf`,
    },
    {
      route: "/espace-client/signatures/:signatureId/signe.pdf",
      method: "GET",
      path: `/espace-client/signatures/${SOME_ID}/signe.pdf`,
    },
    // "Mes paiements" (issue 43): only the signed-in customer's own; another's schedule PDF answers 404.
    { route: "/espace-client/paiements", method: "GET", path: "/espace-client/paiements" },
    { route: "/espace-client/paiements/rib", method: "GET", path: "/espace-client/paiements/rib" },
    {
      route: "/espace-client/paiements/rib",
      method: "POST",
      path: "/espace-client/paiements/rib",
      form: { holder: "Intrus", iban: "FR7630006000011234567890189", bic: "AGRIFRPP" },
    },
    {
      route: "/espace-client/paiements/echeancier/:file",
      method: "GET",
      path: `/espace-client/paiements/echeancier/${contract}-2027.pdf`,
    },
    // "Mes propositions" (issue 42): another customer's offer answers 404 (tests/http/offers.test.ts).
    { route: "/espace-client/propositions", method: "GET", path: "/espace-client/propositions" },
    { route: "/espace-client/propositions/:offerId", method: "GET", path: `/espace-client/propositions/${SOME_ID}` },
    {
      route: "/espace-client/propositions/:offerId",
      method: "POST",
      path: `/espace-client/propositions/${SOME_ID}`,
      form: { intent: "choose", option: SOME_ID },
    },
    {
      route: "/espace-client/propositions/:offerId",
      method: "POST",
      path: `/espace-client/propositions/${SOME_ID}`,
      form: { intent: "decline", reason: "intrusion" },
    },
    {
      route: "/espace-client/propositions/:offerId/documents/:document",
      method: "GET",
      path: `/espace-client/propositions/${SOME_ID}/documents/ipid-1`,
    },
    // "Mes données" (GDPR): another customer's export answers 404 (tests/integration/privacy-screens.test.ts).
    { route: "/espace-client/mes-donnees", method: "GET", path: "/espace-client/mes-donnees" },
    {
      route: "/espace-client/mes-donnees",
      method: "POST",
      path: "/espace-client/mes-donnees",
      form: { intent: "export" },
    },
    {
      route: "/espace-client/mes-donnees",
      method: "POST",
      path: "/espace-client/mes-donnees",
      form: { intent: "erase", confirm: "on" },
    },
    {
      route: "/espace-client/mes-donnees/:exportId",
      method: "GET",
      path: "/espace-client/mes-donnees/00000000-0000-4000-8000-000000000000",
    },
  ] as const;
}

/** A customer of the test's own (the server's test hook), signed in through the sign-in form. */
async function signedInCustomer() {
  const visitor = new HttpVisitor(servers().openUrl);
  const person = await visitor.hook<{ email: string; password: string }>("customer");
  return visitor.signInAsCustomer(person.email, person.password);
}

const requestOf = (probe: { method: string; path: string }) => `${probe.method} ${probe.path}`;

const send = (visitor: HttpVisitor, probe: { method: string; path: string; form?: Record<string, string> }) =>
  probe.method === "GET" ? visitor.get(probe.path) : visitor.post(probe.path, probe.form ?? {});

/** "METHOD pattern" of every probe. */
const requestsOf = (probes: readonly { method: string; route: string }[]) =>
  [...new Set(probes.map((probe) => `${probe.method} ${probe.route}`))].sort();

describe("the probe lists cover app/routes.ts", () => {
  it("every customer-area route and action has a probe, and every probe a route", () => {
    const probes = customerProbes("X");
    expect(requestsOf(probes).filter((request) => !guardedRequests("customer").includes(request))).toEqual([]);
    expect(guardedRequests("customer").filter((request) => !requestsOf(probes).includes(request))).toEqual([]);
  });

  it("every back-office route and action has a probe, and every probe a route", () => {
    const missing = guardedRequests("staff").filter((request) => !requestsOf(BACKOFFICE_PROBES).includes(request));
    expect(missing).toEqual([]);
    // A post to an address without an action is probed too (it must be refused): only the route must exist.
    const patterns = guardedPatterns("staff");
    expect(BACKOFFICE_PROBES.filter((probe) => !patterns.includes(probe.route)).map(requestOf)).toEqual([]);
  });

  it("every admin-only screen and lead intent is probed as an adviser, and no other probe expects a 403", () => {
    const adminOnly = (role: StaffRole) => !hasStaffRole("adviser", role);
    const adminScreens = BACKOFFICE_NAV.screens.filter((screen) => adminOnly(screen.role)).map((screen) => screen.path);
    const adminIntents = Object.entries(LEAD_INTENT_ROLES)
      .filter(([, role]) => adminOnly(role))
      .map(([intent]) => intent);
    expect(adminScreens.length).toBeGreaterThan(0);
    expect(adminIntents.length).toBeGreaterThan(0);
    const routes = guardedRoutes("staff");
    for (const screen of adminScreens)
      expect(
        routes.find((candidate) => candidate.pattern === screen),
        screen,
      ).toBeDefined();
    // An admin screen and the addresses under it (an entry, a download: they ask for the screen's
    // role): every request their routes take, and nothing there that an adviser may see.
    const adminRoutes = routes
      .map((route) => route.pattern)
      .filter((pattern) => adminScreens.some((screen) => pattern === screen || pattern.startsWith(`${screen}/`)));
    for (const pattern of adminRoutes) {
      const needed = guardedRequests("staff").filter((request) => request.endsWith(` ${pattern}`));
      const probed = BACKOFFICE_PROBES.filter((probe) => probe.route === pattern);
      expect(requestsOf(probed.filter((probe) => probe.admin)), pattern).toEqual(needed);
      expect(probed.filter((probe) => !probe.admin).map(requestOf), pattern).toEqual([]);
    }
    // An admin-only intent: on every route whose action takes lead intents.
    const leadActionRoutes = routes.filter((route) => routeSource(route.file).includes("handleLeadAction("));
    expect(leadActionRoutes.length).toBeGreaterThan(0);
    for (const intent of adminIntents) {
      for (const route of leadActionRoutes) {
        const probed = BACKOFFICE_PROBES.some(
          (probe) =>
            probe.admin && probe.method === "POST" && probe.route === route.pattern && probe.form?.intent === intent,
        );
        expect(probed, `POST ${route.pattern} intent=${intent}`).toBe(true);
      }
    }
    // The customer page's admin-only intents (closing and reopening an account), the same way.
    const adminCustomerIntents = Object.entries(CUSTOMER_INTENT_ROLES)
      .filter(([, role]) => adminOnly(role))
      .map(([intent]) => intent);
    const customerActionRoutes = routes.filter((route) => routeSource(route.file).includes("handleCustomerAction("));
    expect(customerActionRoutes.length).toBeGreaterThan(0);
    for (const intent of adminCustomerIntents) {
      for (const route of customerActionRoutes) {
        const probed = BACKOFFICE_PROBES.some(
          (probe) =>
            probe.admin && probe.method === "POST" && probe.route === route.pattern && probe.form?.intent === intent,
        );
        expect(probed, `POST ${route.pattern} intent=${intent}`).toBe(true);
      }
    }
    // The catalogue's changes (issue 42): every intent of CATALOGUE_INTENT_ROLES probed as an adviser.
    const adminCatalogueIntents = Object.entries(CATALOGUE_INTENT_ROLES)
      .filter(([, role]) => adminOnly(role))
      .map(([intent]) => intent);
    const catalogueActionRoutes = routes.filter((route) => routeSource(route.file).includes("handleCatalogueAction("));
    expect(catalogueActionRoutes.length).toBeGreaterThan(0);
    for (const route of catalogueActionRoutes) {
      const probedIntents = BACKOFFICE_PROBES.filter(
        (probe) => probe.admin && probe.method === "POST" && probe.route === route.pattern,
      ).map((probe) => probe.form?.intent);
      expect(probedIntents.length, `POST ${route.pattern}`).toBeGreaterThan(0);
      for (const intent of probedIntents) expect(adminCatalogueIntents, route.pattern).toContain(intent);
    }
    // An adviser's 403 is asserted only where a declaration asks for an admin.
    // Pages outside the menu take the role of the screen they belong to, the one whose address starts theirs.
    const underAdminScreen = (route: string) =>
      adminScreens.some((screen) => route === screen || route.startsWith(`${screen}/`));
    const unjustified = BACKOFFICE_PROBES.filter(
      (probe) =>
        probe.admin &&
        !underAdminScreen(probe.route) &&
        !adminIntents.includes(probe.form?.intent ?? "") &&
        !(
          customerActionRoutes.some((route) => route.pattern === probe.route) &&
          adminCustomerIntents.includes(probe.form?.intent ?? "")
        ) &&
        !(
          catalogueActionRoutes.some((route) => route.pattern === probe.route) &&
          adminCatalogueIntents.includes(probe.form?.intent ?? "")
        ),
    );
    expect(unjustified.map(requestOf)).toEqual([]);
  });
});

describe("customer area", () => {
  let owner: Owner;
  beforeAll(async () => {
    // A copy of the demo customer's area: contracts, unread notifications.
    owner = await new HttpVisitor(servers().openUrl).hook<Owner>("customer");
  });

  it("signed out, every address and action leads to the sign-in screen", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    for (const probe of customerProbes(owner.references[0] as string)) {
      const response = await send(visitor, probe);
      const where = `${probe.method} ${probe.path}`;
      expect([302, 303], where).toContain(response.status);
      expect(response.headers.get("location"), where).toMatch(/^\/espace-client\/connexion(\?|$)/);
    }
  });

  it("another customer gets 404 on every address and action of someone else's contract, never data", async () => {
    const intruder = await signedInCustomer();
    const ownersOnly = customerProbes(owner.references[0] as string).filter((probe) =>
      probe.path.includes(owner.references[0] as string),
    );
    expect(ownersOnly.length).toBeGreaterThanOrEqual(6);
    for (const probe of ownersOnly) {
      const response = await send(intruder, probe);
      const where = `${probe.method} ${probe.path}`;
      expect(response.status, where).toBe(404);
      const body = await response.text();
      expect(body, where).not.toContain(owner.email);
      expect(body, where).not.toContain("%PDF");
    }
    // Nor can they mark the owner's notifications read.
    const ownerVisitor = await new HttpVisitor(servers().openUrl).signInAsCustomer(owner.email, owner.password);
    const unread = async () => {
      const html = await (await ownerVisitor.get("/espace-client/notifications")).text();
      return [
        ...html.matchAll(
          /data-unread="true"[^>]*data-notification-id="([^"]+)"|data-notification-id="([^"]+)"[^>]*data-unread="true"/g,
        ),
      ].map((match) => match[1] ?? match[2]);
    };
    const ids = await unread();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const response = await intruder.post("/espace-client/notifications", { intent: "read", id: id as string });
      expect(response.status, id).toBe(404);
    }
    expect(await unread()).toEqual(ids);
    // Nor remove the owner's device's notifications, by its id or its endpoint (issue 45).
    const endpoint = `https://push.example.test/send/${crypto.randomUUID()}`;
    const keys = createECDH("prime256v1");
    keys.generateKeys();
    const device = new URLSearchParams({
      intent: "push-on",
      endpoint,
      p256dh: keys.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
      kinds: "claimSteps",
    });
    const form = { type: "application/x-www-form-urlencoded" };
    expect((await ownerVisitor.post("/espace-client/informations", device.toString(), form)).status).toBe(200);
    const details = async () => (await ownerVisitor.get("/espace-client/informations")).text();
    const deviceId = /name="device" value="([^"]+)"/.exec(await details())?.[1] as string;
    expect(deviceId).toBeDefined();
    for (const probe of [{ device: deviceId }, { endpoint }] as Array<Record<string, string>>) {
      const response = await intruder.post("/espace-client/informations", { intent: "push-off", ...probe });
      expect(response.status, JSON.stringify(probe)).toBe(404);
    }
    expect((await intruder.post("/espace-client/informations", device.toString(), form)).status).toBe(409);
    expect(await details()).toContain(`value="${deviceId}"`);
    // Their own photo address shows nothing of anyone else's.
    expect((await intruder.get("/espace-client/photo")).status).toBe(404);
    // Their own home shows their own contracts only.
    const answer = await intruder.get("/espace-client");
    expect(answer.status).toBe(200);
    const home = await answer.text();
    for (const reference of owner.references) expect(home).not.toContain(reference);
  });
});

describe("back office", () => {
  function expectRefused(response: Response, body: string, target: BackOfficeProbe) {
    const where = `${target.method} ${target.path}`;
    if (response.status >= 300 && response.status < 400) {
      expect(response.headers.get("location"), where).toMatch(/^\/backoffice\/connexion(\?|$)/);
    } else {
      // 405: an address with no form action (the dashboard, the CSV export) refuses any post.
      expect([401, 403, 404, 405], where).toContain(response.status);
    }
    expect(body, where).not.toMatch(STAFF_DATA);
  }

  it("an anonymous visitor gets the staff sign-in screen or a 4xx on every URL and action", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    for (const target of BACKOFFICE_PROBES) {
      const response = await send(visitor, target);
      expectRefused(response, await response.text(), target);
    }
  });

  it("a signed-in customer gets the staff sign-in screen or a 4xx, never data", async () => {
    const customer = await signedInCustomer();
    for (const target of BACKOFFICE_PROBES) {
      const response = await send(customer, target);
      expectRefused(response, await response.text(), target);
    }
  });

  it("an adviser gets 403 on every admin-only URL and action", async () => {
    const adviser = new HttpVisitor(servers().openUrl);
    const staff = await adviser.signInAsStaff("adviser");
    // The adviser's session is real: the dashboard opens.
    expect((await adviser.get("/backoffice")).status).toBe(200);
    for (const target of BACKOFFICE_PROBES.filter((probe) => probe.admin)) {
      const response = await send(adviser, target);
      expect(response.status, `${target.method} ${target.path}`).toBe(403);
      // Nobody's data but, at most, the adviser's own (the frame names who is signed in).
      const body = (await response.text()).replaceAll(staff.email, "");
      expect(body, `${target.method} ${target.path}`).not.toMatch(ADMIN_DATA);
    }
  });
});
