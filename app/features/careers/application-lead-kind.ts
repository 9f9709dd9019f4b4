import { formatFileSize } from "~/i18n/format";
import type { LeadKind } from "~/server/leads/lead-kind";

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
