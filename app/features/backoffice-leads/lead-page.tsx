import { useT } from "~/i18n/react";
import type { PromiseState } from "~/server/leads/lead-pipeline";
import { BackofficePage } from "~/ui/backoffice-page";
import { Notice } from "~/ui/notice";
import type { LeadActionResult } from "./lead-actions.server";
import { NoSalesCallBadge, PromiseBadge, StatusBadge } from "./lead-badges";
import { ConvertForm } from "./lead-convert-form";
import type { LeadDetail } from "./lead-detail.server";
import { LeadRecord } from "./lead-record";
import { LeadTimeline } from "./lead-timeline";
import { LeadWorkForms } from "./lead-work-forms";

export type LeadPageData = {
  detail: LeadDetail;
  kind: { name: string; lines: Array<{ label: string; value: string }> };
  staff: Array<{ id: string; name: string }>;
  promise: PromiseState;
  mayCall: boolean;
  convertible: false | "vehicle" | "health" | "borrower";
  /** The role of an account that already has the lead's address (conversion then attaches to it). */
  existingAccount: string | null;
  source: string;
};

/** A lead's page: what we know of the prospect and its history on the left, the work on it on the right. */
export function LeadPage({ data, result }: { data: LeadPageData; result?: LeadActionResult }) {
  const t = useT();
  const { lead } = data.detail;
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
  return (
    <BackofficePage title={name}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono text-muted">{lead.reference}</span>
        <StatusBadge status={lead.status} />
        <PromiseBadge promise={data.promise} />
        {!data.mayCall && <NoSalesCallBadge />}
        <a href="#consentements" className="font-semibold underline">
          {t("leads.lead.consentProof")}
        </a>
      </div>
      <div aria-live="polite">
        {result && !result.ok && (
          <Notice tone="error">
            {t(`leads.errors.${result.error}`)}
            {result.field ? ` (${t(`leads.fields.${result.field}`)})` : ""}
          </Notice>
        )}
        {result?.ok && <Notice tone="success">{t(`leads.notices.${result.notice}`)}</Notice>}
      </div>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-5">
          <LeadRecord data={data} />
          <LeadTimeline data={data} />
        </div>
        <div className="flex flex-col gap-5">
          <LeadWorkForms data={data} />
          {data.convertible && !lead.customerId && (
            <ConvertForm line={data.convertible} version={lead.version} existingAccount={data.existingAccount} />
          )}
          {lead.customerId && <Notice tone="success">{t("leads.convert.done")}</Notice>}
        </div>
      </div>
    </BackofficePage>
  );
}
