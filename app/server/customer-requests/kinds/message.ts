import { fileCountRows, NO_OWN_STEPS, type RequestKindDefinition } from "./request-kind";

export type MessageDetails = { subject: string; text: string; fileCount: number };

/** A message to the adviser (issue 24): answered in its thread, nothing more of its own. */
export const messageKind = {
  prefix: "MSG",
  clock: { answer: { workingDays: 2 } },
  initialStage: null,
  summary: (raw, context) => {
    const d = raw as MessageDetails;
    return [
      { label: context.t("complaints.summary.subject"), value: d.subject },
      { label: context.t("complaints.summary.text"), value: d.text },
      ...fileCountRows(d.fileCount, context),
    ];
  },
  ...NO_OWN_STEPS,
} as const satisfies RequestKindDefinition;
