import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { I18nProvider } from "~/i18n/react";
import { ProposeSlotForm } from "./propose-slot-form";

const SLOTS = [
  { day: "2026-12-03", times: ["09:00", "09:30"] },
  { day: "2026-12-04", times: ["14:00", "14:30", "15:00"] },
];

function render(initialDay: string | null) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider lang="fr">
          <ProposeSlotForm slots={SLOTS} initialDay={initialDay} hidden={<input type="hidden" name="intent" />} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/* Issue 46 item 12: a day picker and that day's free times, instead of one list of every slot. */
describe("the staff's slot proposal", () => {
  it("names each day with its weekday and lists only the chosen day's times", () => {
    const html = render(null);
    expect(html).toContain(">jeudi 3 décembre 2026</option>");
    expect(html).toContain(">vendredi 4 décembre 2026</option>");
    expect(html.match(/<option value="\d\d:\d\d">/g)).toHaveLength(2);
  });

  it("shows the day asked for in the address (without JavaScript), with a button to ask for another", () => {
    const html = render("2026-12-04");
    expect(html).toMatch(/<option value="2026-12-04" selected="">/);
    expect(html.match(/<option value="\d\d:\d\d">/g)).toHaveLength(3);
    expect(html).toMatch(/<noscript><button type="submit"[^>]*formMethod="get"/);
    expect(render("2030-01-01")).toMatch(/<option value="2026-12-03" selected="">/);
  });
});
