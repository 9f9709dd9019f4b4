import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { I18nProvider } from "~/i18n/react";
import { customerPath, inboxRequestPath } from "~/paths/backoffice";
import { requestNotificationEmail } from "~/server/customer-requests/request-announcements.server";
import type { StoredRequest } from "~/server/customer-requests/submit-request.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { InboxRequestData } from "./inbox-request-data";
import { KindPanel } from "./kind-panel";
import { CustomerPanel } from "./request-details";

const request = (kind: InboxRequestData["request"]["kind"]) =>
  ({ id: "r1", reference: "MSG-5EH3JUKT", kind, status: "sent" }) as InboxRequestData["request"];

function render(children: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <I18nProvider lang="fr">{children}</I18nProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/* Issue 46 item 11: the request page leads to the customer, and shows no empty card. */
describe("the request page's parts", () => {
  it("links to the customer's page when the request has an account", () => {
    const data = {
      request: request("message"),
      customer: { id: "cust-1", name: "Léa Roux", email: "lea@example.fr", memberSince: null, account: true },
      contract: null,
    } as InboxRequestData;
    expect(render(<CustomerPanel data={data} />)).toContain(`href="${customerPath("cust-1")}"`);
    const publicOne = { ...data, customer: { ...data.customer, id: null, account: false } };
    expect(render(<CustomerPanel data={publicOne} />)).not.toContain("/clients/");
  });

  it("shows no kind card for a kind with no steps of its own, and names the one it shows", () => {
    const none = { stage: null, paidCents: null };
    const props = { handling: none, proposable: [], proposeDay: null };
    expect(render(<KindPanel request={request("message")} {...props} />)).toBe("");
    expect(render(<KindPanel request={request("complaint")} {...props} />)).toBe("");
    const appointment = render(<KindPanel request={request("appointment")} {...props} />);
    expect(appointment).toContain("Rendez-vous");
    expect(appointment).not.toContain(">Traitement<");
  });

  it("gives customer service a link to the request in the e-mail about it", () => {
    const site = { brandName: "Maison Courtage", siteUrl: "https://courtage.example" } as SiteConfig;
    const mail = requestNotificationEmail(
      {
        id: "0b4f3c1e-2d5a-4e6f-8a9b-1c2d3e4f5a6b",
        reference: "MSG-5EH3JUKT",
        kind: "message",
        createdAt: new Date("2026-11-28T10:00:00Z"),
        files: [],
        details: { subject: "Adresse", text: "Je déménage.", fileCount: 0 },
        lang: "fr",
      } as unknown as StoredRequest,
      {
        site,
        notifyEmail: "service@example.fr",
        webhook: false,
        customer: { name: "Léa Roux", email: "lea@example.fr" },
        triggeredFrom: "/espace-client",
      },
    );
    const link = `https://courtage.example${inboxRequestPath("0b4f3c1e-2d5a-4e6f-8a9b-1c2d3e4f5a6b")}`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
  });
});
