import { fileCountRows, NO_OWN_STEPS, type RequestKindDefinition } from "./request-kind";

/** A complaint: who wrote (the account's or the public form's name and e-mail), about which contract, what. */
export type ComplaintDetails = {
  name: string;
  email: string;
  contractReference: string | null;
  text: string;
  fileCount: number;
};

/** ACPR recommendation 2022-R-01: a complaint is acknowledged within 10 working days… */
export const COMPLAINT_ACKNOWLEDGE_WORKING_DAYS = 10;
/** …and answered within two months of its receipt (calendar months). */
export const COMPLAINT_ANSWER_MONTHS = 2;

/**
 * A complaint (issue 24), from the area or the public page: on the regulator's clocks, closed by
 * its final answer (outcome and mediator), kept in the register.
 */
export const complaintKind = {
  prefix: "REC",
  clock: {
    answer: { months: COMPLAINT_ANSWER_MONTHS },
    acknowledge: { workingDays: COMPLAINT_ACKNOWLEDGE_WORKING_DAYS },
  },
  initialStage: null,
  summary: (raw, context) => {
    const { t, k } = context;
    const d = raw as ComplaintDetails;
    return [
      { label: k("name"), value: d.name },
      { label: k("email"), value: d.email },
      { label: t("complaints.summary.contractReference"), value: d.contractReference || "—" },
      { label: t("complaints.summary.text"), value: d.text },
      ...fileCountRows(d.fileCount, context),
    ];
  },
  ...NO_OWN_STEPS,
} as const satisfies RequestKindDefinition;
