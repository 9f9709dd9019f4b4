import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { MIN_SCORE, retrieve } from "./retrieve.server";

export type ChatSource = { title: string; url: string };
export type ChatReply = { reply: string; sources: ChatSource[]; topics: string[] };

/** A second topic is worth adding when it scores at least this share of the best one. */
const CLOSE_SHARE = 0.6;

/**
 * Answers from the site's own knowledge, in the visitor's language: the best topic, a close
 * second when there is one, and the pages they come from. With no good match it says so and
 * points to a callback (the quote chooser) and the contact address, never to a guess.
 */
export function composeReply(question: string, lang: Lang, contactEmail: string): ChatReply {
  const t = createTranslator(lang);
  const fill = (text: string) => text.replaceAll("{email}", contactEmail);
  const matches = retrieve(question, lang);
  const [best, second] = matches;
  if (!best || best.score < MIN_SCORE) {
    return {
      reply: t("chat.api.noMatch", { email: contactEmail }),
      sources: [
        { title: t("chat.api.quoteChooser"), url: "/#choisir" },
        { title: t("chat.api.writeUs", { email: contactEmail }), url: `mailto:${contactEmail}` },
      ],
      topics: [],
    };
  }
  const used = [best];
  if (second && second.score >= best.score * CLOSE_SHARE) used.push(second);
  const parts = used.map((match, i) => {
    const text = match.topic.text[lang];
    return i === 0 ? fill(text.answer) : `${t("chat.api.related", { title: text.title })} ${fill(text.answer)}`;
  });
  return {
    reply: parts.join("\n\n"),
    sources: used.map((match) => ({ title: match.topic.text[lang].title, url: match.topic.url })),
    topics: used.map((match) => match.topic.id),
  };
}
