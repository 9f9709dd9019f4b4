import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { createTranslator } from "~/i18n/translate";
import { journalDetailLines } from "./journal-details";

const t = createTranslator("fr");
/** Text with French typography's narrow spaces as plain ones, to compare with a literal. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const lines = (action: string, details: Record<string, unknown>, names: Record<string, string> = {}) =>
  journalDetailLines({ t, lang: "fr", action, names }, details).map((line) => plain(line));

describe("a journal entry's details in words (issue 46 item 7)", () => {
  it("says a complaint's outcome and a status change in words", () => {
    expect(lines("request.answer", { outcome: "upheld" })).toEqual(["Issue : Fondée"]);
    expect(lines("request.status", { from: "sent", to: "in_progress" })).toEqual([
      "Changement : Reçue → Prise en charge",
    ]);
  });

  it("shows each changed field once, choices as oui/non, never JSON", () => {
    const shown = lines("customer.details", {
      before: { city: "Lyon", bySms: false, phone: "0600000000" },
      after: { city: "Paris", bySms: true, phone: "0600000000" },
    });
    expect(shown).toEqual(["Ville : Lyon → Paris", "Contact par SMS : non → oui"]);
    expect(shown.join(" ")).not.toMatch(/[{}"]/);
  });

  it("names people by name and leaves bare ids out", () => {
    const adviser = "2f0c6a57-1d7e-4a43-9d34-7b1c1f0b9a11";
    const document = "8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    expect(lines("customer.adviser", { before: null, after: adviser }, { [adviser]: "Thomas Girard" })).toEqual([
      "Changement : — → Thomas Girard",
    ]);
    expect(lines("contract.document.download", { documentId: document })).toEqual([]);
  });

  it("says a replayed message and its error in words", () => {
    const [topic, error] = lines("delivery.replay", {
      topic: "request.appointment.appointmentConfirmed",
      lastError: "webhook answered 503",
    });
    expect(topic).toBe("Message : Rendez-vous : e-mail « Votre rendez-vous est confirmé »");
    expect(error).toBe("Dernière erreur : Le destinataire a refusé l'envoi (réponse 503).");
  });
});
