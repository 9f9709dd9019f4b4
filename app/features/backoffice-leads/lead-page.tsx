import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath, offerPath } from "~/paths/backoffice";
import type { PromiseState } from "~/server/leads/lead-pipeline";
import { BackofficePage } from "~/ui/backoffice-page";
import { ErrorSummary } from "~/ui/error-summary";
import { Notice } from "~/ui/notice";
import { formatDateTime } from "./formatting";
import type { LeadActionResult } from "./lead-actions.server";
import { NoSalesCallBadge, PromiseBadge, StatusBadge } from "./lead-badges";
import type { LeadCalls } from "./lead-calls.server";
import { ConvertForm } from "./lead-convert-form";
import type { LeadDetail } from "./lead-detail.server";
import { h2, sectionClasses } from "./lead-page-styles";
import { LeadRecord } from "./lead-record";
import { LeadTimeline } from "./lead-timeline";
import { LeadWorkForms } from "./lead-work-forms";

export type LeadPageData = {
  detail: LeadDetail;
  kind: { name: string; lines: Array<{ label: string; value: string }> };
  staff: Array<{ id: string; name: string }>;
  promise: PromiseState;
  mayCall: boolean;
  calls: LeadCalls;
  /** The needs questionnaire a conversion opens, or false when the lead is no sale. */
  convertible: false | string;
  /** The offers the lead led to, newest first. */
  offers: Array<{ id: string; reference: string; status: string; version: number }>;
  /** The role of an account that already has the lead's address (conversion then attaches to it). */
  existingAccount: string | null;
  source: string;
};

/** Refusals about the lead or the page, not about what was typed. */
const PAGE_TROUBLES = new Set(["stale", "notFound", "adminOnly", "badRequest", "alreadyConverted", "notConvertible"]);

/** The control a refused change is about (its error summary's link), or none for the page's own troubles. */
function problemField(failure: { intent: string; error: string; field?: string }, leadId: string) {
  if (PAGE_TROUBLES.has(failure.error)) return null;
  switch (failure.intent) {
    case "convert":
      return failure.field ? `convert-${failure.field}` : null;
    case "status":
      return failure.field === "lostReason" || failure.error === "lostReasonRequired" ? "lostReason" : "status";
    case "assign":
      return `assign-${leadId}`;
    case "note":
      return "note-text";
    case "call":
      if (failure.field === "outcome" || failure.field === "callBackAt") return failure.field;
      return failure.error === "noteTooLong" ? "call-note" : "legalBasis";
    default:
      return null;
  }
}

/** What a refusal says; a refused call also says why in the rules' words and from when a call is allowed. */
function failureMessage(t: ReturnType<typeof useT>, failure: Extract<LeadActionResult, { ok: false }>, lang: string) {
  const refusedCall = failure.error.startsWith("callRefused_");
  const text =
    refusedCall && failure.field === "callBackAt"
      ? `${t("leads.call.callBackPrefix")}${t(`leads.call.reasons.${failure.error.slice("callRefused_".length)}`)}.`
      : t(`leads.errors.${failure.error}`);
  const field = failure.field && failure.intent === "convert" ? ` (${t(`leads.fields.${failure.field}`)})` : "";
  const next =
    refusedCall && failure.nextAllowedAt
      ? ` ${t("leads.call.nextAt", { when: formatDateTime(failure.nextAllowedAt, lang) })}`
      : "";
  return `${text}${field}${next}`;
}

/** A lead's page: what we know of the prospect and its history on the left, the work on it on the right. */
export function LeadPage({ data, result }: { data: LeadPageData; result?: LeadActionResult }) {
  const t = useT();
  const { lead } = data.detail;
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
  const failure = result && !result.ok ? result : undefined;
  const field = failure && problemField(failure, lead.id);
  const message = failure ? failureMessage(t, failure, lead.lang) : "";
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
        <ErrorSummary
          title={t("problems.summary.title")}
          notice={failure && !field ? message : undefined}
          items={failure && field ? [{ field, message }] : []}
          attempt={failure}
        />
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
            <ConvertForm version={lead.version} existingAccount={data.existingAccount} />
          )}
          {data.offers.length > 0 && (
            <section className={sectionClasses} aria-labelledby="lead-offers">
              <h2 id="lead-offers" className={h2}>
                {t("leads.convert.offers")}
              </h2>
              <ul className="flex flex-col gap-1 text-sm">
                {data.offers.map((offer) => (
                  <li key={offer.id}>
                    <Link to={offerPath(offer.id)} className="font-semibold underline underline-offset-2">
                      {offer.reference}
                    </Link>{" "}
                    · v{offer.version} · {t(`offers.status.${offer.status}`)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {lead.customerId && (
            <Notice tone="success">
              {t("leads.convert.done")}{" "}
              <Link to={customerPath(lead.customerId)} className="font-semibold underline underline-offset-2">
                {t("leads.convert.openCustomer")}
              </Link>
            </Notice>
          )}
        </div>
      </div>
    </BackofficePage>
  );
}
