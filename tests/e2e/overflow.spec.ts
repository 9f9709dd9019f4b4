import type { Page } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/config";
import { expect, OPEN_URL, test } from "./fixtures";

/** Pages with the most buttons: the home page, a long marketing page and a quote form. */
const PAGES = ["/", "/assurance-emprunteur", "/sante-famille", "/carriere"];

type Fault = { kind: "overflow" | "wrapped"; element: string; text: string; detail: string };

/**
 * What a visitor would see as broken text: an element of the header, a button (or a link drawn
 * as one) or a page title whose content is wider than its box, and a header entry whose words
 * run onto a second line. Hidden elements and screen-reader-only text are skipped.
 */
function findTextFaults(page: Page) {
  return page.evaluate(() => {
    const faults: Fault[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")}`;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Screen-reader-only text (the skip link until focused) is clipped on purpose.
      const clipped = style.position === "absolute" && (style.clip !== "auto" || style.clipPath !== "none");
      return !clipped && style.visibility !== "hidden" && box.width > 1 && element.getClientRects().length > 0;
    };
    const candidates = new Set<Element>([
      ...document.querySelectorAll("header *"),
      ...document.querySelectorAll("button, a[class*='rounded-full'], [role='button'], h1"),
      ...document.querySelectorAll("[data-testid='mobile-drawer'] *"),
    ]);
    for (const element of candidates) {
      if (!(element instanceof HTMLElement) || !visible(element)) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "auto") {
        faults.push({
          kind: "overflow",
          element: describe(element),
          text: (element.textContent ?? "").trim().slice(0, 60),
          detail: `scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`,
        });
      }
    }
    // Header entries: each text on one line.
    const entries = document.querySelectorAll("header a, header button, header nav li > *");
    for (const entry of entries) {
      if (!visible(entry)) continue;
      const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1)
          faults.push({
            kind: "wrapped",
            element: describe(entry),
            text: node.textContent.trim(),
            detail: `${lines.size} lines`,
          });
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      faults.push({
        kind: "overflow",
        element: "html",
        text: "",
        detail: `page ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`,
      });
    return faults;
  });
}

test.describe("no text overflows or wraps in the header and buttons, in every language", {
  tag: "@both-widths",
}, () => {
  for (const lang of LANGUAGES) {
    test(`${lang}`, async ({ page, decideCookies, isMobile }) => {
      await decideCookies("declined", OPEN_URL);
      await page.context().addCookies([{ name: "lang", value: lang, url: OPEN_URL }]);
      for (const path of PAGES) {
        await page.goto(`${OPEN_URL}${path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await page.evaluate(() => document.fonts.ready);
        expect(await findTextFaults(page), `${lang} ${path}`).toEqual([]);
      }
      // The phone drawer's entries and account button.
      if (isMobile) {
        await page.locator('header button[aria-haspopup="dialog"]').click();
        await expect(page.getByTestId("mobile-drawer")).toBeVisible();
        expect(await findTextFaults(page), `${lang} drawer`).toEqual([]);
      }
    });
  }
});
