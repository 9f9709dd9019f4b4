import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { I18nProvider } from "~/i18n/react";
import { requestPath } from "~/paths/customer-area";
import { RequestFormFrame } from "./request-form-frame";

function render(sent: string | null) {
  const Stub = createRoutesStub([
    {
      path: "/espace-client/contrats/VEH-2024-007731/sinistre",
      Component: () => (
        <I18nProvider lang="fr">
          <RequestFormFrame request="claim" lead="…" sent={sent} formToken="token" fields={{}}>
            <input name="description" />
          </RequestFormFrame>
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/espace-client/contrats/VEH-2024-007731/sinistre"]} />);
}

/* Issue 46 item 14: after a success, the notice alone, not an empty form inviting a second one. */
describe("a request form once sent", () => {
  it("shows the notice with the request's link and a way to write another, without the form", () => {
    const html = render("SIN-5EH3JUKT");
    expect(html).toContain('id="request-sent"');
    expect(html).not.toContain('data-testid="claim-form"');
    expect(html).toContain(`href="${requestPath("SIN-5EH3JUKT")}"`);
    expect(html).toContain('href="/espace-client/contrats/VEH-2024-007731/sinistre"');
  });

  it("shows the form before anything is sent", () => {
    const html = render(null);
    expect(html).toContain('data-testid="claim-form"');
    expect(html).not.toContain('id="request-sent"');
  });
});
