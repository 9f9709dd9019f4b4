import type { Lang } from "~/i18n/config";
import { formatDay, formatMoment } from "~/i18n/format";
import { hasText, type Translate } from "~/i18n/translate";
import { deliveryErrorWords, topicWords } from "~/server/outbox/message-words";

/**
 * A journal entry's details in words (issue 46 item 7): "Issue : Fondée", "Statut : Reçue →
 * Prise en charge", a colleague or customer by name; never a JSON object, a code or a bare id
 * (the entry's record already says what it was about).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Where a value's words live, by the action's domain and the detail's name. */
const VOCABULARIES: Record<string, Record<string, string>> = {
  lead: { from: "leads.status", to: "leads.status", reason: "leads.lostReasons", outcome: "leads.call.outcomes" },
  request: {
    from: "requests.staffStatus",
    to: "requests.staffStatus",
    status: "requests.staffStatus",
    outcome: "complaints.outcomes",
  },
  contract: { before: "contracts.status", after: "contracts.status" },
  customer: { before: "staff.journal.values.account", after: "staff.journal.values.account" },
  staff: { role: "staff.roles" },
};

export type JournalDetailsContext = {
  t: Translate;
  lang: Lang;
  /** The action's code: its first word picks the vocabularies ("lead.status" → lead statuses). */
  action: string;
  /** Names of the people and records ids point at (customers, colleagues). */
  names: Record<string, string>;
};

function lookup({ t, lang }: JournalDetailsContext, key: string) {
  return hasText(lang, key) ? t(key) : null;
}

function label(context: JournalDetailsContext, key: string) {
  return lookup(context, `staff.journal.details.${key}`) ?? key;
}

/** "Label : value" as the language writes it (French puts a space before the colon). */
function line(t: Translate, name: string, words: string) {
  return t("staff.journal.details.line", { label: name, value: words });
}

function value(context: JournalDetailsContext, key: string, raw: unknown): string | null {
  const { t, lang, names, action } = context;
  if (raw === null || raw === undefined || raw === "") return null;
  if (typeof raw === "boolean") return t(`staff.journal.values.${raw ? "yes" : "no"}`);
  if (typeof raw === "number") return String(raw);
  if (Array.isArray(raw)) {
    const items = raw.map((item) => value(context, key, item)).filter((item): item is string => item !== null);
    return items.length ? items.join(", ") : null;
  }
  if (typeof raw === "object") {
    const parts = Object.entries(raw as Record<string, unknown>).flatMap(([inner, innerRaw]) => {
      const words = value(context, inner, innerRaw);
      return words === null ? [] : [line(t, label(context, inner), words)];
    });
    return parts.length ? parts.join(" ; ") : null;
  }
  const text = String(raw);
  if (names[text]) return names[text];
  if (key === "topic") return topicWords(t, text);
  if (key === "lastError") return deliveryErrorWords(t, text);
  if (UUID.test(text)) return null;
  if (text === "yes" || text === "no") return t(`staff.journal.values.${text}`);
  const vocabulary = VOCABULARIES[action.split(".")[0] ?? ""]?.[key];
  const known = vocabulary ? lookup(context, `${vocabulary}.${text}`) : null;
  if (known) return known;
  if (DAY.test(text)) return formatDay(text, lang);
  if (MOMENT.test(text)) return formatMoment(new Date(text), lang);
  return text;
}

/** The lines the journal's "Details" column shows for one entry. */
export function journalDetailLines(context: JournalDetailsContext, details: Record<string, unknown>): string[] {
  const { t } = context;
  const lines: string[] = [];
  const entries = Object.entries(details);
  const before = details.before;
  const after = details.after;
  const pairs = before && after && typeof before === "object" && typeof after === "object";
  if (pairs) {
    // A before/after pair says each field that changed, once: "Ville : Lyon → Paris".
    const was = before as Record<string, unknown>;
    const now = after as Record<string, unknown>;
    for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const from = value(context, field, was[field]) ?? "—";
      const to = value(context, field, now[field]) ?? "—";
      if (from !== to) lines.push(line(t, label(context, field), `${from} → ${to}`));
    }
  } else if ("before" in details || "after" in details) {
    const from = value(context, "before", before) ?? "—";
    const to = value(context, "after", after) ?? "—";
    lines.push(line(t, t("staff.journal.details.change"), `${from} → ${to}`));
  }
  const fromTo = "from" in details && "to" in details;
  if (fromTo) {
    const from = value(context, "from", details.from) ?? "—";
    const to = value(context, "to", details.to) ?? "—";
    lines.push(line(t, t("staff.journal.details.change"), `${from} → ${to}`));
  }
  for (const [key, raw] of entries) {
    if (key === "before" || key === "after") continue;
    if (fromTo && (key === "from" || key === "to")) continue;
    const words = value(context, key, raw);
    if (words !== null) lines.push(line(t, label(context, key), words));
  }
  return lines;
}
