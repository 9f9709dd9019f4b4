import type { AnnouncedLeadKind } from "~/server/leads/lead-kind";

/**
 * A callback request from the concierge, stored as a lead of product "callback": its own name,
 * subject and opening line, and the visitor's question and preferred moment as the answers.
 */
export const callbackLeadKind: AnnouncedLeadKind = {
  id: "callback",
  name: (t) => t("emails.callback.name"),
  describe: (answers, t) => {
    const lines = [];
    if (typeof answers.question === "string")
      lines.push({ label: t("emails.callback.question"), value: answers.question });
    if (typeof answers.moment === "string") {
      lines.push({ label: t("emails.callback.moment"), value: t(`chat.callback.moments.${answers.moment}`) });
    }
    return lines;
  },
  confirmation: { subjectKey: "emails.callback.subject", introKey: "emails.callback.intro" },
};
