import { formatFileSize } from "~/i18n/format";
import type { RequestKindDefinition } from "./request-kind";

export type DocumentDetails = { type: string; description: string; fileName: string | null; fileSize: number | null };

/** A document the customer sends (issue 12): acknowledged, accepted or asked again. */
export const documentKind = {
  prefix: "DOC",
  clock: { answer: { workingDays: 2 } },
  initialStage: null,
  summary: (raw, { t, lang, k, filesListed }) => {
    const d = raw as DocumentDetails;
    return [
      { label: k("documentType"), value: t(`requests.document.types.${d.type}`) },
      ...(d.description ? [{ label: k("description"), value: d.description }] : []),
      ...(filesListed && d.fileName
        ? []
        : [
            {
              label: k("file"),
              value:
                d.fileName && d.fileSize !== null ? `${d.fileName} (${formatFileSize(d.fileSize, lang)})` : k("noFile"),
            },
          ]),
    ];
  },
  staffIntents: ["documentStep"],
  staffSteps: ["documentAcknowledged", "documentAccepted", "documentResubmit"],
  closingSteps: ["documentAccepted"],
  customerSteps: [],
} as const satisfies RequestKindDefinition;
