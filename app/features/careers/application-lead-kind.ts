import type { LeadKind } from "~/server/leads/lead-kind";

/** "820 ko", "1,2 Mo", "1.2 MB": a file size in the reader's language. */
export function formatFileSize(bytes: number, lang: string) {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/**
 * A spontaneous application, as any list of requests shows it: its CV (name and size) and its
 * message. Its answers are the application's `message`, `cvFileName` and `cvSize` columns.
 */
export const applicationLeadKind: LeadKind = {
  id: "application",
  name: (t) => t("careers.apply.title"),
  describe(answers, t, locale) {
    const k = (key: string, params?: Record<string, string>) => t(`careers.emails.notification.${key}`, params);
    const lines = [];
    if (typeof answers.cvFileName === "string") {
      const size = formatFileSize(Number(answers.cvSize) || 0, locale);
      lines.push({ label: k("cv"), value: k("cvValue", { file: answers.cvFileName, size }) });
    }
    lines.push({
      label: k("message"),
      value: typeof answers.message === "string" && answers.message ? answers.message : k("noMessage"),
    });
    return lines;
  },
};
