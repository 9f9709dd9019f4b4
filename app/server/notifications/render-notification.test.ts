import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { LANGUAGES } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { NOTIFICATION_KINDS } from "./notification-kinds";
import { renderNotification } from "./render-notification";

const fr = createTranslator("fr");
const notice = (kind: string, params = {}, title: string | null = null, message: string | null = null) => ({
  kind,
  params,
  title,
  message,
});

describe("notification texts", () => {
  it("formats amounts and months for the reader", () => {
    const collected = notice("premiumCollected", { amountCents: 24_500, month: "2026-11" });
    expect(renderNotification(collected, "fr", fr)).toEqual({
      title: "Cotisation de novembre 2026 prélevée",
      message: "Le prélèvement de 245 € pour vos contrats a bien été effectué.".replace(" €", "\u00a0€"),
    });
    const english = renderNotification(collected, "en", createTranslator("en"));
    expect(english.title).toBe("November 2026 premium collected");
    expect(english.message).toContain("€245");
  });

  it("words a renewal's days and a contract's status for the reader", () => {
    const renewal = renderNotification(
      notice("renewalReminder", { reference: "MC-2026-ABCDEF", date: "2027-04-10", deadline: "2027-03-11" }),
      "fr",
      fr,
    );
    expect(renewal.message).toContain("10 avril 2027");
    expect(renewal.message).toContain("11 mars 2027");
    const status = renderNotification(
      notice("contractStatus", { reference: "MC-2026-ABCDEF", status: "suspended" }),
      "fr",
      fr,
    );
    expect(status.message).toContain("Suspendu");
  });

  it("shows an adviser's message as written, whatever the language", () => {
    const words = notice("message", {}, "Votre rendez-vous", "À jeudi, 10 h, à l'agence.");
    expect(renderNotification(words, "ru", createTranslator("ru"))).toEqual({
      title: "Votre rendez-vous",
      message: "À jeudi, 10 h, à l'agence.",
    });
  });

  it("reads a kind written by a newer version as a generic notice, never as a key", () => {
    expect(renderNotification(notice("claimAnswered"), "fr", fr)).toEqual({
      title: "Information",
      message: "Une nouvelle information concerne votre espace client.",
    });
  });

  it("has a title and a message for every kind in every language, with the placeholders filled", () => {
    const params = {
      reference: "VEH-2023-004172",
      amountCents: 100,
      month: "2026-01",
      count: 2,
      days: 7,
      date: "2027-04-10",
      deadline: "2027-03-11",
      status: "suspended",
      title: "Conditions particulières",
      iban: "FR76 •••• 1234",
    };
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang);
      for (const kind of NOTIFICATION_KINDS) {
        const { title, message } = renderNotification(notice(kind, params), lang, t);
        expect(title).not.toMatch(/^notifications\.|\{/);
        expect(message).not.toMatch(/^notifications\.|\{/);
      }
    }
  });
});

describe("a request's notice in words (issue 46 item 8)", () => {
  const about = (kindOfNotice: string, news: string, updates = 1) =>
    renderNotification(
      notice(kindOfNotice, { reference: "RDV-5EH3JUKT", requestId: "r", requestKind: "appointment", news, updates }),
      "fr",
      fr,
    );

  it("says what happened to which kind of request, not its code", () => {
    expect(about("requestDone", "done").title).toBe("Votre demande de rendez-vous a été traitée");
    expect(about("requestDone", "done").title).not.toContain("RDV-");
    expect(about("requestAnswered", "appointmentConfirmed").title).toBe("Votre rendez-vous est confirmé");
  });

  it("counts the news one notice holds", () => {
    expect(about("requestAnswered", "answered", 3).message).toContain("(3 nouvelles sur cette demande)");
    expect(about("requestAnswered", "answered", 1).message).not.toContain("nouvelle");
  });

  it.each(LANGUAGES)("has a title for every kind and outcome in %s", (lang) => {
    const t = createTranslator(lang);
    for (const requestKind of ["cancellation", "document", "appointment", "claim", "message", "complaint"])
      for (const [kindOfNotice, news] of [
        ["requestAnswered", "answered"],
        ["requestDone", "done"],
        ["requestRefused", "refused"],
      ] as const) {
        const { title } = renderNotification(
          notice(kindOfNotice, { reference: "X-1", requestId: "r", requestKind, news }),
          lang,
          t,
        );
        expect(title, `${lang} ${requestKind} ${news}`).not.toMatch(/notifications\.|X-1/);
      }
  });
});
