import type { KnowledgeTopic } from "~/content/chat/knowledge";
import { CHAT_LINKS } from "~/content/chat/links";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { type Match, MIN_SCORE } from "./retrieve.server";
import { understandQuestion } from "./understand-question.server";

/**
 * A page the answer links to. `lang` is set when the answer is in another language than the
 * page the visitor is on: following the link then switches the site to that language, so the
 * page reads like the answer that pointed to it.
 */
export type ChatSource = { title: string; url: string; lang?: Lang };
export type ChatReply = {
  reply: string;
  /** The language the reply is written in. */
  lang: Lang;
  sources: ChatSource[];
  topics: string[];
  /** The knowledge entries the answer rests on (none when nothing matched well): what a model may phrase. */
  entries: KnowledgeTopic[];
  /** Whether the widget offers the callback form with this answer. */
  offerCallback: boolean;
  /** The closest topic when nothing matched well enough, for the log of unanswered questions. */
  nearest: Match | null;
};

/** A second topic is worth adding when it scores at least this share of the best one. */
const CLOSE_SHARE = 0.6;

/** The entries an answer uses: the best topic, and a close second when there is one; none below MIN_SCORE. */
export function selectEntries(matches: Match[]): KnowledgeTopic[] {
  const [best, second] = matches;
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
 * Answers from the site's own knowledge, in the asker's language (the page's when the question
 * does not tell): the best topic, a close second when there is one, and the pages they come
 * from. With no good match it says so and offers a callback from an adviser and the contact
 * address, never a guess.
 */
export function composeReply(question: string, pageLang: Lang, contactEmail: string): ChatReply {
  const { lang, matches } = understandQuestion(question, pageLang);
  const t = createTranslator(lang);
  const switchTo = lang === pageLang ? {} : { lang };
  const entries = selectEntries(matches);
  if (entries.length === 0) {
    return {
      reply: t("chat.api.noMatch", { email: contactEmail }),
      lang,
      sources: [
        { title: t("chat.api.quoteChooser"), url: CHAT_LINKS.quoteChooser, ...switchTo },
        { title: t("chat.api.writeUs", { email: contactEmail }), url: `mailto:${contactEmail}` },
      ],
      topics: [],
      entries,
      offerCallback: true,
      nearest: matches[0] ?? null,
    };
  }
  const parts = entries.map((topic, i) => {
    const answer = answerOf(topic, lang, contactEmail);
    return i === 0 ? answer : `${t("chat.api.related", { title: topic.text[lang].title })} ${answer}`;
  });
  return {
    reply: parts.join("\n\n"),
    lang,
    sources: entries.map((topic) => ({ title: topic.text[lang].title, url: topic.url, ...switchTo })),
    topics: entries.map((topic) => topic.id),
    entries,
    offerCallback: entries.some((topic) => topic.offersCallback === true),
    nearest: null,
  };
}
