import type { KnowledgeTopic } from "~/content/chat/knowledge";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { MIN_SCORE, retrieve } from "./retrieve.server";

export type ChatSource = { title: string; url: string };
export type ChatReply = {
  reply: string;
  sources: ChatSource[];
  topics: string[];
  /** The knowledge entries the answer rests on (none when nothing matched well): what a model may phrase. */
  entries: KnowledgeTopic[];
  /** Whether the widget offers the callback form with this answer. */
  offerCallback: boolean;
};

/** A second topic is worth adding when it scores at least this share of the best one. */
const CLOSE_SHARE = 0.6;

/** The entries an answer uses: the best topic, and a close second when there is one; none below MIN_SCORE. */
export function selectEntries(question: string, lang: Lang): KnowledgeTopic[] {
  const [best, second] = retrieve(question, lang);
  if (!best || best.score < MIN_SCORE) return [];
  const used = [best.topic];
  if (second && second.score >= best.score * CLOSE_SHARE) used.push(second.topic);
  return used;
}

/** A topic's answer in a language, with the broker's contact address filled in. */
export function answerOf(topic: KnowledgeTopic, lang: Lang, contactEmail: string) {
  return topic.text[lang].answer.replaceAll("{email}", contactEmail);
}

/**
 * Answers from the site's own knowledge, in the visitor's language: the best topic, a close
 * second when there is one, and the pages they come from. With no good match it says so and
 * offers a callback from an adviser and the contact address, never a guess.
 */
export function composeReply(question: string, lang: Lang, contactEmail: string): ChatReply {
  const t = createTranslator(lang);
  const entries = selectEntries(question, lang);
  if (entries.length === 0) {
    return {
      reply: t("chat.api.noMatch", { email: contactEmail }),
      sources: [
        { title: t("chat.api.quoteChooser"), url: "/#choisir" },
        { title: t("chat.api.writeUs", { email: contactEmail }), url: `mailto:${contactEmail}` },
      ],
      topics: [],
      entries,
      offerCallback: true,
    };
  }
  const parts = entries.map((topic, i) => {
    const answer = answerOf(topic, lang, contactEmail);
    return i === 0 ? answer : `${t("chat.api.related", { title: topic.text[lang].title })} ${answer}`;
  });
  return {
    reply: parts.join("\n\n"),
    sources: entries.map((topic) => ({ title: topic.text[lang].title, url: topic.url })),
    topics: entries.map((topic) => topic.id),
    entries,
    offerCallback: entries.some((topic) => topic.offersCallback === true),
  };
}
