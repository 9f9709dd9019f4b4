import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { LANGUAGES } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { REQUEST_KINDS, STAFF_STEPS } from "~/server/customer-requests/kinds/registry";
import { DEAD_ALERT_TOPIC } from "./dead-alert.server";
import { deliveryErrorWords, FIXED_TOPICS, REQUEST_TOPIC_ENDS, topicWords } from "./message-words";
import { WebhookRefusedError } from "./webhook.server";

/** Every topic literal the app's source writes (`topic: "lead.created"`). */
function writtenTopics() {
  const topics = new Set<string>([DEAD_ALERT_TOPIC]);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, "utf8").matchAll(/topic: "([a-z0-9.-]+)"/g))
          topics.add(match[1] as string);
      }
    }
  };
  walk(path.resolve("app"));
  return [...topics];
}

const codeLike = /[a-z]+\.[a-z]+|[a-z][A-Z]/;

/** Text with French typography's narrow spaces as plain ones, to compare with a literal. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("an outbox message in words (issue 46 item 7)", () => {
  it.each(LANGUAGES)("every topic the app writes reads as words in %s, never as a code", (lang) => {
    const t = createTranslator(lang);
    const topics = [
      ...writtenTopics(),
      ...Object.keys(REQUEST_KINDS).flatMap((kind) => [
        `request.${kind}`,
        ...REQUEST_TOPIC_ENDS.map((end) => `request.${kind}.${end}`),
        ...STAFF_STEPS.map((step) => `request.${kind}.${step}`),
      ]),
    ];
    for (const topic of topics) {
      const words = topicWords(t, topic);
      expect(words, topic).not.toMatch(codeLike);
      expect(words, topic).not.toMatch(/deliveries\.|handling\.|requests\./);
    }
    expect(writtenTopics().filter((topic) => !topic.startsWith("request."))).toEqual(
      expect.arrayContaining([...FIXED_TOPICS].filter((topic) => writtenTopics().includes(topic))),
    );
  });

  it("says what the message was, in French", () => {
    const t = createTranslator("fr");
    expect(plain(topicWords(t, "request.appointment.appointmentConfirmed"))).toBe(
      "Rendez-vous : e-mail « Votre rendez-vous est confirmé »",
    );
    expect(topicWords(t, "request.document")).toContain("Envoi de document");
    expect(topicWords(t, "lead.created")).toBe("Demande de devis transmise au CRM");
    // A topic no longer written shows as recorded rather than as a missing key.
    expect(topicWords(t, "something.old")).toBe("something.old");
  });

  it("says a receiver's refusal in words, the technical text only as a detail", () => {
    const t = createTranslator("fr");
    const gone = new WebhookRefusedError(410, null).message;
    expect(deliveryErrorWords(t, gone)).toMatch(/^Le destinataire a répondu qu'il ne veut plus/);
    expect(deliveryErrorWords(t, gone)).not.toContain("Gone");
    expect(plain(deliveryErrorWords(t, new WebhookRefusedError(500, null).message))).toBe(
      "Le destinataire a refusé l'envoi (réponse 500).",
    );
    expect(deliveryErrorWords(t, "fetch failed")).toMatch(/^Le destinataire est injoignable/);
  });
});
