import { expect, test } from "./fixtures";

test.beforeEach(async ({ admit, decideCookies }) => {
  await admit();
  await decideCookies();
});

test.describe("home", () => {
  test("tips, first step, app card and press anchor", async ({ page }) => {
    await page.goto("/");
    const tip = page.getByRole("button", { name: "Contrats sur-mesure" });
    await tip.focus();
    await expect(page.getByRole("tooltip", { name: /catalogue/ })).toBeVisible();
    await page.getByRole("link", { name: "Faites le premier pas" }).click();
    await expect(page).toHaveURL(/#choisir$/);
    await expect(page.getByRole("heading", { name: "Par quoi commençons-nous ?" })).toBeInViewport();
    await page
      .getByRole("link", { name: /Mutuelle santé famille/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sante-famille$/);

    await page.goto("/accueil-v2");
    const card = page.getByTestId("app-card");
    const toggle = card.getByRole("button");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(card.getByRole("link", { name: "Installer l'application" })).toHaveAttribute("href", "/espace-client");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#press-partenariats")).toBeAttached();
  });

  test("the tagline changes every 5 seconds and the app card wiggles every 10", async ({ page }) => {
    await page.clock.install();
    await page.goto("/accueil-v3");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const tagline = page.getByTestId("tagline");
    const seen: string[] = [(await tagline.textContent()) ?? ""];
    for (let i = 0; i < 7; i++) {
      await page.clock.fastForward(5000);
      await page.clock.fastForward(600);
      seen.push((await tagline.textContent()) ?? "");
    }
    expect(new Set(seen.slice(0, 7)).size).toBe(7);
    expect(seen[7]).toBe(seen[0]);
    await expect(page.getByTestId("app-card")).toHaveAttribute("data-wiggle", "false");
  });

  test("the quote pop-up shows after 10 s, hides 10 s later, returns every 70 s, and closes", async ({ page }) => {
    // Only the test moves time: the page's clock is paused before it loads, and its timers run
    // 20 ms at a time until React has hydrated, so the pop-up's timer (started at hydration) starts
    // at most a step before the checks below, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/", { waitUntil: "commit" });
    const hydrated = page.locator("html[data-hydrated]");
    await expect
      .poll(
        async () => {
          await page.clock.runFor(20);
          return hydrated.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const popup = page.getByTestId("quote-popup");
    await page.clock.fastForward(9000);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(1500);
    await expect(popup).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(60_000);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Fermer l'invitation" }).click();
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(140_000);
    await expect(popup).toHaveCount(0);
  });
});

test.describe("borrower insurance", () => {
  test("the simulator opens on the spec's 24 300 €, beside the worked example's 12 720 €, then follows the inputs", async ({
    page,
  }) => {
    await page.goto("/assurance-emprunteur");
    const result = page.getByTestId("simulator-result");
    await expect(page.getByLabel("Montant emprunté (€)")).toHaveValue("460000");
    await expect(page.getByLabel("Durée du prêt (années)")).toHaveValue("25");
    await expect(result.getByTestId("bank-monthly")).toHaveText(/^138\s€ \/ mois$/);
    await expect(result.getByTestId("broker-monthly")).toHaveText(/^57\s€ \/ mois$/);
    await expect(result.getByTestId("savings-total")).toHaveText(/^24\s300\s€$/);
    await expect(result.getByTestId("savings-monthly")).toHaveText(/81\s€/);
    // The worked example keeps its own figures (spec §9).
    await expect(page.getByText(/Économie\s:\s12\s720\s€ sur la durée du prêt/)).toBeVisible();
    await page.getByLabel("Montant emprunté (€)").fill("300000");
    await page.getByLabel("Durée du prêt (années)").fill("20");
    await expect(result.getByTestId("bank-monthly")).toHaveText(/^90\s€ \/ mois$/);
    await expect(result.getByTestId("bank-total")).toHaveText(/21\s600\s€/);
    await expect(result.getByTestId("broker-monthly")).toHaveText(/^37\s€ \/ mois$/);
    await expect(result.getByTestId("broker-total")).toHaveText(/8\s880\s€/);
    await expect(result.getByTestId("savings-total")).toHaveText(/12\s720\s€/);
    await expect(result.getByTestId("savings-monthly")).toHaveText(/53\s€/);
    await page.getByLabel("Montant emprunté (€)").fill("150000");
    await expect(result.getByTestId("bank-monthly")).toHaveText(/^45\s€ \/ mois$/);
    await page.getByLabel("Votre âge").fill("50");
    await expect(result.getByTestId("broker-monthly")).toHaveText(/^36\s€ \/ mois$/);
  });

  test("the simulator works without JavaScript", async ({ browser, clientIp }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    const page = await context.newPage();
    await page.request.post("/login", { form: { code: "2468" }, maxRedirects: 0 });
    await page.goto("/assurance-emprunteur?montant=200000&duree=15&age=35#simulateur");
    await expect(page.getByTestId("bank-monthly")).toHaveText(/^60\s€ \/ mois$/);
    await expect(page.getByTestId("savings-total")).toHaveText(/6\s300\s€/);
    await context.close();
  });

  test("the FAQ keeps one answer open at a time, and all can close", async ({ page }) => {
    await page.goto("/assurance-emprunteur");
    const faq = page.getByTestId("faq");
    const question = (text: string) => faq.locator("details").filter({ has: page.getByText(text, { exact: true }) });
    const first = question("Puis-je changer d'assurance de prêt à tout moment ?");
    const second = question("Ma banque peut-elle refuser la substitution ?");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").press("Enter");
    await expect(faq.locator("details[open]")).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join()).toContain('"FAQPage"');
  });

  test("the testimonial carousel advances every 5 s and loops", { tag: "@both-widths" }, async ({ page, isMobile }) => {
    await page.clock.install();
    await page.goto("/assurance-emprunteur");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const carousel = page.getByTestId("carousel");
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-selected", "0");
    const visible = await carousel.getByRole("group").evaluateAll(
      (slides) =>
        slides.filter((slide) => {
          const box = slide.getBoundingClientRect();
          const frame = slide.closest("[data-testid=carousel]")?.getBoundingClientRect();
          // Slides carry a 16 px gutter on their left (pl-4) that may sit outside the frame.
          return frame && box.left >= frame.left - 17 && box.right <= frame.right + 1;
        }).length,
    );
    expect(visible).toBe(isMobile ? 1 : 3);
    const selections: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.clock.fastForward(5000);
      await page.clock.runFor(1000);
      selections.push((await carousel.getAttribute("data-selected")) ?? "");
    }
    expect(selections[0]).toBe("1");
    expect(selections.at(-1)).toBe("0");
  });
});

test.describe("product pages", () => {
  test("borrower variant B: benefit rows unfold and 'learn more' reaches the info section", async ({ page }) => {
    await page.goto("/assurance-emprunteur-v2");
    const row = page.getByRole("button", { name: /Changement à tout moment/ });
    await expect(row).toHaveAttribute("aria-expanded", "false");
    await row.click();
    await expect(row).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/sans frais ni pénalité/).first()).toBeVisible();
    await page.getByRole("link", { name: "En savoir plus" }).click();
    await expect(page).toHaveURL(/#en-savoir-plus$/);
    await expect(page.getByRole("heading", { name: "L'assurance emprunteur, en clair" })).toBeInViewport();
  });

  test("premium vehicles: fifteen dots and a parallax background at 0.3", async ({ page }) => {
    await page.goto("/vehicules-premium");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByTestId("premium-dot")).toHaveCount(15);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect
      .poll(() => page.getByTestId("parallax").evaluate((el) => getComputedStyle(el).transform))
      .toBe("matrix(1, 0, 0, 1, 0, 60)");
    await page.getByRole("link", { name: "Contacter un conseiller spécialisé" }).click();
    await expect(page).toHaveURL(/\/vehicules-premium-v2$/);
  });

  test("company health: the landing's buttons lead to the form, whose details and back-to-top work", async ({
    page,
  }) => {
    await page.goto("/sante-entreprise");
    await expect(page.getByText("Plus de 5 000 entreprises accompagnées").first()).toBeAttached();
    await page.getByRole("link", { name: "Comparer les offres pour mon entreprise" }).first().click();
    await expect(page).toHaveURL(/\/sante-entreprise-v2$/);
    await page.getByRole("link", { name: "En savoir plus" }).click();
    await expect(page.locator("#details-section")).toBeInViewport();
    await page.getByTestId("back-to-top").click();
    await expect(page.getByTestId("quote-card")).toBeInViewport();
  });
});
