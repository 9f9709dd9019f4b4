import type { Lang } from "~/i18n/config";
import type { Translate } from "~/i18n/translate";
import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { REQUEST_KINDS } from "./kinds/registry";
import type { SummaryRow } from "./kinds/request-kind";

export type { AppointmentDetails } from "./kinds/appointment";
export type { CancellationDetails } from "./kinds/cancellation";
export type { ClaimDetails } from "./kinds/claim";
export type { ComplaintDetails } from "./kinds/complaint";
export type { DocumentDetails } from "./kinds/document";
export type { MessageDetails } from "./kinds/message";
export type { SummaryRow } from "./kinds/request-kind";

/**
 * The rows that describe a request to its reader (the customer's history, the e-mails), as its
 * kind writes them. A reader that lists the request's files itself (`filesListed`) gets no row
 * about them.
 */
export function summaryRows(
  kind: CustomerRequestKind,
  raw: Record<string, unknown>,
  t: Translate,
  lang: Lang,
  { filesListed = false }: { filesListed?: boolean } = {},
): SummaryRow[] {
  const k = (key: string, params?: Record<string, string>) => t(`requests.summary.${key}`, params);
  return REQUEST_KINDS[kind].summary(raw, { t, lang, k, filesListed });
}
