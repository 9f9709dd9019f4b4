import type { Locator } from "@playwright/test";
import { expect, OPEN_URL, ROUTES, test } from "./fixtures";

const MENU = "Ouvrir le menu";

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  test("the access gate", async ({ page, expectNoA11yViolations }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("the footer leads to the accessibility statement: level, limits, contact, the Défenseur des droits, the plan", async ({
    page,
    admit,
    decideCookies,
  }) => {
    await admit();
    await decideCookies();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibilité : partiellement conforme" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
    await expect(page.getByText("partiellement conforme avec le référentiel général")).toBeVisible();
    for (const heading of ["Ce qu'ils ne peuvent pas vérifier", "Contenus non accessibles", "Voies de recours"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByText("Libre réponse 71120")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Schéma pluriannuel/ })).toBeVisible();
  });

  test("the cookie banner", async ({ page, admit, expectNoA11yViolations }) => {
    await admit();
    await page.goto("/");
    await expect(page.getByTestId("consent-banner")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // Every page at the phone's width; the home and a product page at the desktop's too (the bar's
  // menus, the two-column heroes). A few pages per test, one after the other in the same browser:
  // a test's fresh browser context costs about as much again as the visit (docs/decisions/0056).
  const BOTH = ["/", "/assurance-emprunteur"];
  const others = [...ROUTES, "/page-inconnue"].filter((path) => !BOTH.includes(path));
  const groups = [
    BOTH,
    ...Array.from({ length: Math.ceil(others.length / 4) }, (_, i) => others.slice(i * 4, i * 4 + 4)),
  ];
  for (const paths of groups) {
    test(`pages ${paths.join(", ")}`, { tag: paths === BOTH ? "@both-widths" : [] }, async ({
      page,
      admit,
      decideCookies,
      expectNoA11yViolations,
    }) => {
      // Four axe runs over whole pages: give a busy machine the time of a slow test.
      test.slow();
      await admit();
      await decideCookies();
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoA11yViolations(page);
        });
      }
    });
  }

  // The customer area's sign-in screens (signed out); the signed-in home and the error states are
  // checked in customer-area.spec.ts.
  for (const path of [
    "/espace-client/code",
    "/espace-client/mot-de-passe-oublie",
    "/espace-client/nouveau-mot-de-passe",
  ]) {
    test(`sign-in screen ${path}`, async ({ page, admit, decideCookies, expectNoA11yViolations }) => {
      await admit();
      await decideCookies();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test("the open menus and drawer", { tag: "@both-widths" }, async ({
    page,
    admit,
    decideCookies,
    expectNoA11yViolations,
    isMobile,
  }) => {
    await admit();
    await decideCookies();
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await page.getByTestId("mobile-drawer").getByRole("button", { name: "Santé" }).click();
    } else {
      await expect(page.getByTestId("nav-trigger-health")).toHaveAttribute("data-state", "closed");
      await page.getByTestId("nav-trigger-health").click();
      await expect(page.getByRole("link", { name: /Santé senior/ }).first()).toBeVisible();
    }
    // Radix puts an aria-hidden focus sentinel after an open trigger; focusing it moves focus
    // into the menu, so it never holds focus itself (axe cannot know that).
    await expectNoA11yViolations(page, { exclude: ['[data-testid^="nav-trigger-"] + span[aria-hidden="true"]'] });
  });

  test("a quote card showing errors, and its last step", { tag: "@both-widths" }, async ({
    page,
    admit,
    decideCookies,
    expectNoA11yViolations,
  }) => {
    // Two axe runs over a whole product page: 50 s and more on a busy 2-core machine.
    test.slow();
    await admit();
    await decideCookies();
    await page.goto("/sante-famille");
    const card = page.getByTestId("quote-card");
    await card.getByRole("button", { name: "Continuer" }).click();
    await expect(card.getByRole("alert")).toBeVisible();
    await expectNoA11yViolations(page);
    await card.getByText("2 enfants", { exact: true }).click();
    await card.getByRole("button", { name: "Continuer" }).click();
    await card.getByText("Optique", { exact: true }).click();
    await card.getByRole("button", { name: "Continuer" }).click();
    await card.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(card.getByRole("alert")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("focus rings stand out 3:1 from what surrounds them (WCAG 2.2 focus appearance)", {
    tag: "@both-widths",
  }, async ({ page, admit, decideCookies, expectNoA11yViolations }) => {
    await admit();
    await decideCookies();
    await page.goto("/vehicules-standard");
    const desktop = (page.viewportSize()?.width ?? 0) >= 1280;
    const footerLink = page.getByRole("contentinfo").getByRole("link").first();
    const account = page.getByRole("link", { name: "Mon compte" }).first();
    const expectVisibleRing = async (target: Locator) => {
      await focusByKeyboard(target);
      const ring = await ringOf(target);
      expect(ring.style).toBe("solid");
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
    };
    for (const target of desktop ? [account, footerLink] : [footerLink]) await expectVisibleRing(target);
    // A field: the customer sign-in's e-mail, on its white card.
    await page.goto("/espace-client");
    await expectVisibleRing(page.getByRole("main").getByRole("textbox").first());
    // axe with a ring showing (its contrast rules see the focused state too).
    await expectNoA11yViolations(page);
    if (!desktop) {
      // The phone's "Mon compte" is in the drawer, on the same cream ground.
      await page.goto("/vehicules-standard");
      await page.getByRole("button", { name: MENU }).click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      const drawerAccount = drawer.getByRole("link", { name: "Mon compte" });
      await focusByKeyboard(drawerAccount);
      expect((await ringOf(drawerAccount)).contrast).toBeGreaterThanOrEqual(3);
    }
  });

  test("the chat concierge and its callback form", async ({ page, admit, decideCookies, expectNoA11yViolations }) => {
    await admit();
    await decideCookies();
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le concierge numérique" }).click();
    const panel = page.getByRole("dialog", { name: "Concierge numérique" });
    await panel.getByRole("textbox", { name: "Votre message" }).fill("blablabla");
    await panel.getByRole("textbox", { name: "Votre message" }).press("Enter");
    await panel.getByRole("button", { name: "Être rappelé par un conseiller" }).click();
    await expect(panel.getByRole("form", { name: "Être rappelé par un conseiller" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a page in Russian", async ({ page, decideCookies, expectNoA11yViolations }) => {
    await decideCookies("declined", OPEN_URL);
    await page.context().addCookies([{ name: "lang", value: "ru", url: OPEN_URL }]);
    await page.goto(`${OPEN_URL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expectNoA11yViolations(page);
  });
});

/** Focus as a keyboard gives it, which :focus-visible asks of links and buttons. */
async function focusByKeyboard(target: Locator) {
  await target.focus();
  await target.page().keyboard.press("Shift+Tab");
  await target.page().keyboard.press("Tab");
  await expect(target).toBeFocused();
}

/** A focused element's ring: its width, style and contrast with the ground it is drawn on. */
/**
 * The focus ring as drawn once everything has settled: a drawer's fade-in and the ring's own
 * colour transition (both finite animations) finish first, or the figures are mid-way.
 */
function ringOf(target: Locator) {
  return target.evaluate(async (element) => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    );
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    // What the ring is drawn on: the first ancestor with a ground of its own.
    let ground = element.parentElement;
    while (ground && rgb(getComputedStyle(ground).backgroundColor)[3] === 0) ground = ground.parentElement;
    const style = getComputedStyle(element);
    const back = rgb(getComputedStyle(ground ?? document.body).backgroundColor);
    // A translucent ring shows blended with its ground (a 40 % gold is a faint beige).
    const [r = 0, g = 0, b = 0, alpha = 1] = rgb(style.outlineColor);
    const ring = luminance([r, g, b].map((c, i) => alpha * c + (1 - alpha) * (back[i] ?? 0)));
    const behind = luminance(back);
    return {
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05),
    };
  });
}
