import { expect, GATED_URL, test, uniqueEmail } from "./fixtures";
import { submitQuote } from "./quote-lead";
import { signInAsStaff } from "./staff-session";

test.describe("back-office leads", () => {
  test.beforeEach(async ({ admit, decideCookies }) => {
    await admit();
    await decideCookies();
  });

  test("without JavaScript, a card moves through its status form", async ({ noScriptPage: page }) => {
    const email = uniqueEmail("nojs");
    const lastName = `Sansjs${crypto.randomUUID().slice(0, 5)}`;
    await submitQuote(page, email, lastName);
    await signInAsStaff(page, "adviser");
    await page.goto(`/backoffice/leads/pipeline?q=${lastName}`);
    const card = page.getByTestId("column-new").getByTestId("board-card").filter({ hasText: lastName });
    await card.locator("summary").click();
    await card.getByLabel("Changer de statut").selectOption("contacted");
    await card.getByRole("button", { name: "Déplacer", exact: true }).click();
    await expect(
      page.getByTestId("column-contacted").getByTestId("board-card").filter({ hasText: lastName }),
    ).toBeVisible();
  });

  test("the lead page's call log refuses a call back at 21:00, saying why and when a call is allowed", async ({
    page,
  }) => {
    const lastName = `Horaire${crypto.randomUUID().slice(0, 5)}`;
    const phone = `06 ${String(Math.floor(Math.random() * 1e8))
      .padStart(8, "0")
      .replace(/(\d{2})(?=\d)/g, "$1 ")}`;
    await submitQuote(page, uniqueEmail("calls"), lastName, phone);
    await signInAsStaff(page, "adviser");
    await page.goto(`/backoffice/leads?q=${lastName}`);
    await page
      .getByRole("link", { name: new RegExp(lastName) })
      .first()
      .click();
    await expect(page.locator("#call-rules")).toContainText("Consentement aux appels commerciaux : accepté");
    await expect(page.getByText("Aucun appel enregistré pour ce numéro.")).toBeVisible();
    // The server's clock is the real one: the call itself answers the prospect's own call (never
    // refused), and the call back it schedules, next week on a Tuesday at 21:00 Paris time, is.
    const day = new Date(Date.now() + 7 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7));
    // A fixed public holiday on that Tuesday would be refused as a holiday: a week later then.
    while (
      ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].includes(day.toISOString().slice(5, 10))
    )
      day.setUTCDate(day.getUTCDate() + 7);
    await page.getByLabel("Issue de l'appel").selectOption("callBack");
    await page.getByLabel("Rappel prévu le (heure de Paris)").fill(`${day.toISOString().slice(0, 10)}T21:00`);
    await page.getByLabel("Base légale de l'appel").selectOption("inboundCall");
    await page.getByRole("button", { name: "Enregistrer l'appel" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText(
      "Rappel impossible à ce moment : hors des plages autorisées (10 h–13 h et 14 h–20 h, heure de Paris).",
    );
    await expect(summary).toContainText("Prochain appel possible :");
    await expect(page.getByText("Aucun appel enregistré pour ce numéro.")).toBeVisible();
    // Without the moment, a call back is a 400 naming what is missing.
    const missing = await page.request.post(new URL(page.url()).pathname, {
      form: { intent: "call", outcome: "callBack", legalBasis: "inboundCall" },
      headers: { Origin: GATED_URL },
    });
    expect(missing.status()).toBe(400);
  });

  // Who may see and do what (round-robin is admin only) is the authorization probe's
  // (tests/http/authorization.test.ts, with every leads URL and action in tests/support/backoffice-probes.ts).
  test("a filter out of the list is a 400, a lead id of the wrong shape a 404", async ({ page }) => {
    await signInAsStaff(page, "adviser");
    const bad = await page.request.get("/backoffice/leads?status=gagne");
    expect(bad.status()).toBe(400);
    const forged = await page.request.get("/backoffice/leads/not-a-lead");
    expect(forged.status()).toBe(404);
  });

  test("a lead from the public site: listed, assigned, exported, moved, noted and called", async ({
    page,
    expectNoA11yViolations,
  }) => {
    // The broker's day with a lead in one test: quote, list, export, board, timeline, notes, calls.
    test.slow();
    const email = uniqueEmail("bo");
    const lastName = `Lefèvre${crypto.randomUUID().slice(0, 5)}`;
    await submitQuote(page, email, lastName);

    const admin = await signInAsStaff(page, "admin");
    await page.goto(`/backoffice/leads?q=${encodeURIComponent(lastName.toUpperCase().replace("È", "E"))}`);
    const row = page.getByTestId("lead-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Élodie ${lastName}`);
    // Round-robin gave it to an adviser.
    await expect(row.getByRole("combobox")).toHaveValue(/.+/);
    await expectNoA11yViolations(page);
    // By hand: to the admin.
    await row.getByRole("combobox").selectOption({ label: admin.name });
    await row.getByRole("button", { name: "Attribuer" }).click();
    await expect(row.getByRole("combobox")).toHaveValue(admin.id);

    // The filtered list as CSV: BOM, ";" and the accents as typed.
    const csv = await page.request.get(`/backoffice/leads/export.csv?q=${encodeURIComponent(lastName)}`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("Référence;Reçu le;Produit;Statut;Nom;Prénom");
    expect(text).toContain(`;${lastName};Élodie;`);

    await page.goto("/backoffice/leads/pipeline");
    const card = page.getByTestId("board-card").filter({ hasText: lastName });
    await card.getByRole("button", { name: new RegExp(`Élodie ${lastName}`) }).focus();
    // The arrow waits until the card is held: dnd-kit measures the columns once the drag has
    // started, and an arrow pressed before that moves nothing (the CI saw it once).
    const held = card.getByRole("button", { name: new RegExp(`Élodie ${lastName}`) });
    await page.keyboard.press("Space");
    await expect(held).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    // And the drop waits until the card is over the next column (its announcement is said): a
    // Space pressed before the arrow's move has landed drops the card where it was.
    await expect(page.getByText("Au-dessus de la colonne Contacté.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(
      page.getByTestId("column-contacted").getByTestId("board-card").filter({ hasText: lastName }),
    ).toBeVisible();
    // The move is acknowledged above the board, which pushes it down: measure only once it shows.
    await expect(page.getByText("Statut mis à jour.").first()).toBeVisible();
    await expectNoA11yViolations(page);
    // With the mouse: from "Contacté" to "Devis envoyé" (the board has reloaded the card's version).
    const handle = page.getByTestId("column-contacted").getByRole("button", { name: new RegExp(`Élodie ${lastName}`) });
    // Hovering waits until the card stands still (the keyboard drop's animation has ended).
    await handle.hover();
    const from = await handle.boundingBox();
    const to = await page.getByTestId("column-quoted").boundingBox();
    if (!from || !to) throw new Error("board not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expect(
      page.getByTestId("column-quoted").getByTestId("board-card").filter({ hasText: lastName }),
    ).toBeVisible();

    await page
      .getByTestId("column-quoted")
      .getByRole("link", { name: new RegExp(lastName) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Élodie ${lastName}`);
    await expect(page.getByTestId("timeline")).toContainText("Contacté → Devis envoyé");
    await expect(page.getByTestId("timeline")).toContainText(`a attribué le lead à ${admin.name}`);
    // A move made from a stale screen (version 1, long gone) is refused with a clear 409.
    const stale = await page.request.post(new URL(page.url()).pathname, {
      form: { intent: "status", status: "won", version: "1" },
      headers: { Origin: GATED_URL },
    });
    expect(stale.status()).toBe(409);
    await page.getByLabel("Note", { exact: true }).fill("Préfère être rappelée le matin ; budget serré.");
    await page.getByRole("button", { name: "Enregistrer la note" }).click();
    await expect(page.getByTestId("timeline")).toContainText("Préfère être rappelée le matin");
    await page.getByLabel("Compte rendu").fill("Devis à envoyer.");
    // She called us: an answer to her own call is logged whatever the hour (the calling windows
    // would make an outbound call depend on when the suite runs).
    await page.getByLabel("Base légale de l'appel").selectOption("inboundCall");
    await page.getByRole("button", { name: "Enregistrer l'appel" }).click();
    await expect(page.getByTestId("timeline")).toContainText("Devis à envoyer.");
    // Its conversion and the sale that follows are the sale's journey (tests/e2e/sale.spec.ts).
  });

  test("the list and dashboard have no accessibility violation at this width", { tag: "@both-widths" }, async ({
    page,
    expectNoA11yViolations,
  }) => {
    await signInAsStaff(page, "adviser");
    await page.goto("/backoffice");
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page.locator(".uplot")).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.goto("/backoffice/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("tables and the board fit 1280 px; narrower, they scroll in their own frame, never the page", {
    tag: "@both-widths",
  }, async ({ page }) => {
    await signInAsStaff(page, "admin");
    const width = page.viewportSize()?.width ?? 0;
    for (const path of [
      "/backoffice/leads",
      "/backoffice/journal",
      "/backoffice/equipe",
      "/backoffice/demandes",
      "/backoffice/envois",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const frames = await page.getByTestId("table-frame").evaluateAll((sections) =>
        sections.map((section) => ({
          frame: section.clientWidth,
          table: section.querySelector("table")?.scrollWidth ?? 0,
          headSticky: getComputedStyle(section.querySelector("thead") as Element).position,
        })),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      for (const { frame, table, headSticky } of frames) {
        expect(headSticky, path).toBe("sticky");
        if (width >= 1280) expect(table, path).toBeLessThanOrEqual(frame);
      }
    }
    await page.goto("/backoffice/leads");
    if (width >= 1280) {
      for (const column of ["Reçu le", "Rappel sous 24 h"]) {
        await expect(page.getByRole("columnheader", { name: column })).toBeInViewport({ ratio: 1 });
      }
    } else {
      // The table scrolls inside its frame: the frame is wider inside than outside.
      const frame = page.getByTestId("table-frame");
      expect(await frame.evaluate((section) => section.scrollWidth > section.clientWidth)).toBe(true);
    }
    await page.goto("/backoffice/leads/pipeline");
    await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width >= 1280) {
      for (const column of ["Gagné", "Perdu"]) {
        await expect(page.getByRole("heading", { level: 2, name: column })).toBeInViewport({ ratio: 1 });
      }
    }
  });
});
