import type { Answers } from "~/forms/field-types";
import type { Translate } from "~/i18n/translate";

export type AnswerLine = { label: string; value: string };

/**
 * What tells one kind of request from another, for people to read: its name and its answers in
 * words. Each feature that takes requests defines its kinds (the quote products, the chat's
 * callback, careers' applications); app/lead-kinds.server.ts registers them all, so the back
 * office describes any lead from one place.
 */
export type LeadKind = {
  /** The `product` stored with the lead: a quote product's id, "callback", "application". */
  id: string;
  /** The request's name in running text: a product ("Assurance emprunteur") or another request. */
  name: (t: Translate) => string;
  /** The answers in words (labels of the chosen options, amounts formatted). */
  describe: (answers: Answers, t: Translate, locale: string) => AnswerLine[];
};

/** A kind of lead announced by the lead e-mails also words the prospect's confirmation. */
export type AnnouncedLeadKind = LeadKind & {
  /** Dictionary keys of the confirmation's subject and opening line ({product}, {reference}). */
  confirmation: { subjectKey: string; introKey: string };
};

export type LeadKindRegistry = {
  ids: string[];
  get: (id: string) => LeadKind | undefined;
  /** A lead's name and answers in words; an unknown kind (a product since retired) shows its raw answers. */
  describe: (id: string, answers: Answers, t: Translate, locale: string) => { name: string; lines: AnswerLine[] };
};

/** One registry of every kind; two kinds claiming one id is a programming error, caught at start. */
export function leadKindRegistry(kinds: LeadKind[]): LeadKindRegistry {
  const byId = new Map<string, LeadKind>();
  for (const kind of kinds) {
    if (byId.has(kind.id)) throw new Error(`two lead kinds are called "${kind.id}"`);
    byId.set(kind.id, kind);
  }
  return {
    ids: [...byId.keys()],
    get: (id) => byId.get(id),
    describe(id, answers, t, locale) {
      const kind = byId.get(id);
      if (kind) return { name: kind.name(t), lines: kind.describe(answers, t, locale) };
      const lines = Object.entries(answers).map(([label, value]) => ({
        label,
        value: Array.isArray(value) ? value.join(", ") : value,
      }));
      return { name: id, lines };
    },
  };
}
