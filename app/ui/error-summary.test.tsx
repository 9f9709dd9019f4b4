import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary, summaryItems } from "./error-summary";

describe("the error summary", () => {
  it("lists the problems in the form's order, as links to the fields' ids, with the messages in words", () => {
    const items = summaryItems(
      { place: "claim.place", eventDate: "claim.date", unknown: "x" },
      { eventDate: "claim-date", place: "claim-place", kind: "claim-kind" },
      (key) => `«${key}»`,
    );
    expect(items).toEqual([
      { field: "claim-date", message: "«claim.date»" },
      { field: "claim-place", message: "«claim.place»" },
    ]);
    expect(summaryItems(undefined, { a: "b" }, String)).toEqual([]);
  });

  it("is drawn focusable and autofocused, its title a heading, the notice announced, a link per field", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        title="Il y a un problème"
        notice="Vérifiez les champs signalés."
        items={[
          { field: "claim-date", message: "Indiquez la date de l'événement." },
          { field: "thirdParty", message: "Indiquez si un tiers est impliqué." },
        ]}
        attempt={{}}
      />,
    );
    expect(html).toMatch(/^<div id="error-summary" tabindex="-1" autofocus=""/);
    expect(html).toContain('<h2 id="error-summary-title"');
    expect(html).toContain(">Il y a un problème</h2>");
    expect(html).toMatch(/<p role="alert"[^>]*>Vérifiez les champs signalés\.<\/p>/);
    expect(html).toContain('<a href="#claim-date"');
    expect(html).toContain('<a href="#thirdParty"');
    expect(html).toContain("Indiquez la date de l&#x27;événement.");
  });

  it("announces the list itself when there is no sentence, and draws nothing when nothing is wrong", () => {
    const listOnly = renderToStaticMarkup(
      <ErrorSummary id="s" title="T" items={[{ field: "f", message: "M" }]} attempt={{}} />,
    );
    expect(listOnly).toMatch(/<ul role="alert"/);
    expect(renderToStaticMarkup(<ErrorSummary title="T" items={[]} attempt={undefined} />)).toBe("");
  });
});
