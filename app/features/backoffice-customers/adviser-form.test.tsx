import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { I18nProvider } from "~/i18n/react";
import { AdviserForm } from "./customer-forms";

function render(adviser: { id: string; name: string } | null, staff: Array<{ id: string; name: string }>) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider lang="fr">
          <AdviserForm adviser={adviser} staff={staff} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/* Issue 46 item 3: the select said "Sans conseiller" under a line naming the adviser. */
describe("the customer's adviser select", () => {
  const thomas = { id: "adviser-1", name: "Thomas Girard" };
  it("shows the adviser in charge selected", () => {
    expect(render(thomas, [thomas, { id: "adviser-2", name: "Léa Martin" }])).toMatch(
      /<option value="adviser-1" selected="">Thomas Girard<\/option>/,
    );
  });

  it("keeps them as the choice even when they no longer take work", () => {
    const html = render(thomas, [{ id: "adviser-2", name: "Léa Martin" }]);
    expect(html).toMatch(/<option value="adviser-1" selected="">Thomas Girard<\/option>/);
    expect(html).not.toMatch(/<option value="" selected="">/);
  });
});
