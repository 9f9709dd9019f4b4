import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { I18nProvider } from "~/i18n/react";
import { AnswerForm, ComplaintPanel } from "./answer-forms";
import type { InboxRequestData } from "./inbox-request-data";

function complaint(account: boolean): InboxRequestData {
  return {
    request: {
      id: "r1",
      reference: "REC-5EH3JUKT",
      kind: "complaint",
      status: "sent",
      version: 1,
      refusalReason: null,
      createdAt: "2026-10-01T08:00:00.000Z",
      // Both clocks end at midnight in Paris: the last whole day is the one before.
      dueAt: "2026-12-01T23:00:00.000Z",
      assignedTo: null,
      clock: { state: "running", msLeft: 62 * 86_400_000 },
      channel: "public",
      acknowledgeClock: { state: "running", msLeft: 5 * 86_400_000 },
      acknowledgeDueAt: "2026-10-14T22:00:00.000Z",
      acknowledgedAt: null,
      outcome: null,
      summary: [],
      files: [],
    },
    customer: { id: account ? "c1" : null, name: "Léa Roux", email: "lea@example.fr", memberSince: null, account },
    contract: null,
    entries: [],
    nextStatuses: [],
    staff: [],
    handling: {} as InboxRequestData["handling"],
    proposable: [],
    proposeDay: null,
  };
}

function render(data: InboxRequestData) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider lang="fr">
          <ComplaintPanel data={data} />
          <AnswerForm data={data} problem={undefined} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />).replace(/[\u00a0\u202f]/g, " ");
}

/* Issue 46 item 10: a complaint's clocks read as a person says a deadline. */
describe("a complaint's clocks and answer", () => {
  it("says the last day, not midnight of the next", () => {
    const html = render(complaint(true));
    expect(html).toContain("Réponse au plus tard le");
    expect(html).toContain("1er décembre 2026");
    expect(html).toContain("14 octobre 2026");
    expect(html).not.toContain("00:00");
  });

  it("tells staff a complainant without an account reads the answer in the e-mail", () => {
    expect(render(complaint(true))).toContain("Le client la lit dans son espace");
    const withoutAccount = render(complaint(false));
    expect(withoutAccount).not.toContain("dans son espace");
    expect(withoutAccount).toContain("par e-mail");
  });
});
