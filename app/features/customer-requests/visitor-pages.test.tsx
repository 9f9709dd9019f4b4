import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { I18nProvider } from "~/i18n/react";
import type { CancellationPageData } from "./cancellation-data";
import { CancellationFlow } from "./cancellation-flow";
import { ComplaintScreen } from "./message-forms";

function render(children: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <I18nProvider lang="fr">{children}</I18nProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />)
    .replace(/[\u00a0\u202f]/g, " ")
    .replaceAll("&#x27;", "'");
}

const publicCancellation = (step: CancellationPageData["step"]): CancellationPageData => ({
  terms: null,
  open: { earliest: "2027-01-01", earliestText: "1er janvier 2027", sentAtText: null },
  step,
  pending: null,
  receipt: null,
  prefill: { name: "", email: "" },
  formToken: "token",
});

/* Issue 46 item 15: the public pages speak to a visitor, who may have no customer area. */
describe("the public cancellation and complaint pages", () => {
  it("lead a visitor back home, never to a customer area, and say the law without one", () => {
    for (const html of [
      render(<CancellationFlow page={publicCancellation("info")} />),
      render(<CancellationFlow page={publicCancellation("form")} />),
      render(<ComplaintScreen formToken="token" sent={null} />),
    ]) {
      expect(html).toContain("Retour à l'accueil");
      expect(html).not.toContain("Retour à mon espace client");
      expect(html).not.toContain("depuis votre espace client");
    }
  });

  it("gives a reference that looks like a real one and says which 'after a year' reason is whose", () => {
    const form = render(<CancellationFlow page={publicCancellation("form")} />);
    expect(form).toContain("VEH-2024-007731");
    expect(form).not.toContain("MC-2026");
    expect(form).toContain("assurance auto ou moto (loi Hamon)");
    expect(form).toContain("complémentaire santé (résiliation infra-annuelle)");
    expect(render(<ComplaintScreen formToken="token" sent={null} />)).toContain("VEH-2024-007731");
  });

  it("sends a visitor who filed a complaint to no area link, and keeps them for a customer", () => {
    const visitor = render(<ComplaintScreen formToken="token" sent="REC-5EH3JUKT" />);
    expect(visitor).not.toContain("/espace-client");
    const customer = render(<ComplaintScreen formToken="token" sent="REC-5EH3JUKT" contracts={[]} />);
    expect(customer).toContain("/espace-client/demandes");
    expect(customer).toContain("Retour à mon espace client");
  });
});
