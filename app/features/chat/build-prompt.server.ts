import type { KnowledgeTopic } from "~/content/chat/knowledge";
import type { Lang } from "~/i18n/config";
import { answerOf } from "./compose-reply.server";

export type PromptMessage = { role: "system" | "user"; content: string };

/** Models follow instructions best in English; the answer's language is named explicitly. */
const LANGUAGE_NAMES_IN_ENGLISH: Record<Lang, string> = {
  fr: "French",
  en: "English",
  it: "Italian",
  es: "Spanish",
  ru: "Russian",
};

export type PromptInput = {
  question: string;
  entries: KnowledgeTopic[];
  lang: Lang;
  brandName: string;
  contactEmail: string;
};

/**
 * The messages for the model: the rules and the retrieved entries (in the visitor's language) in
 * the system message, the visitor's words alone in the user message, so that a question can
 * never pass for an instruction of ours. The widget lists the sources under the answer, so the
 * model is told not to write links (it could only invent them).
 */
export function buildPrompt({ question, entries, lang, brandName, contactEmail }: PromptInput): PromptMessage[] {
  const sources = entries.map((topic, i) => {
    const { title } = topic.text[lang];
    return `[${i + 1}] ${title} (${topic.url})\n${answerOf(topic, lang, contactEmail)}`;
  });
  const system = [
    `You are the digital concierge of ${brandName}, a French insurance broker, answering a visitor of its website.`,
    "Answer the visitor's question using only the sources below: they are the broker's own, checked texts.",
    `- Write in ${LANGUAGE_NAMES_IN_ENGLISH[lang]}, whatever the language of the question.`,
    "- Be short: at most three sentences of plain text, without Markdown, lists or links.",
    "- Use only facts and figures written in the sources; never invent or estimate a price, rate, amount, delay or guarantee.",
    "- If the sources do not answer the question, say so in one sentence and suggest speaking with an adviser.",
    `- Never ask for personal data. For anything else, the visitor can write to ${contactEmail}.`,
    "",
    "Sources:",
    "",
    sources.join("\n\n"),
  ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: question },
  ];
}
