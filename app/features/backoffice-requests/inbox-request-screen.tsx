import { Link } from "react-router";
import { formatDeadline, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ErrorSummary } from "~/ui/error-summary";
import { Notice } from "~/ui/notice";
import { AnswerForm, ComplaintPanel } from "./answer-forms";
import type { InboxActionResult } from "./inbox-actions.server";
import { ClockBadge, RequestStatusBadge } from "./inbox-badges";
import type { InboxRequestData } from "./inbox-request-data";
import { problemField, resultKey } from "./inbox-request-outcome";
import { KindPanel } from "./kind-panel";
import { CustomerPanel, FileList, Thread } from "./request-details";
import { h2, section } from "./request-page-styles";
import { WorkForms } from "./work-forms";

/** One request as staff handle it: what was sent, by whom, about what, its thread, and the actions. */
export function InboxRequestScreen({ data, result }: { data: InboxRequestData; result?: InboxActionResult }) {
  const t = useT();
  const lang = useLang();
  const { request } = data;
  const failure = result && !result.ok ? result : undefined;
  const field = failure && problemField(failure.intent, failure.error);
  const problem = failure && field ? { field, message: t(resultKey(failure)) } : undefined;
  return (
    <BackofficePage
      title={`${t(`requests.kinds.${request.kind}`)} — ${request.reference}`}
      actions={
        <Link to={STAFF_PATHS.requests} className={buttonClasses("ghost")}>
          {t("inbox.request.back")}
        </Link>
      }
    >
      {result?.ok && <Notice tone="success">{t(resultKey(result))}</Notice>}
      <ErrorSummary
        title={t("problems.summary.title")}
        notice={failure && !problem ? t(resultKey(failure)) : undefined}
        items={problem ? [problem] : []}
        attempt={failure}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <RequestStatusBadge status={request.status} />
        <ClockBadge clock={request.clock} />
        <span className="text-ink-soft">
          {t("inbox.request.received", { date: formatMoment(new Date(request.createdAt), lang) })}
        </span>
        {request.dueAt && request.clock.state !== "closed" && (
          <span className="text-ink-soft">
            {t("inbox.request.due", { date: formatDeadline(new Date(request.dueAt), lang) })}
          </span>
        )}
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <section className={section} aria-labelledby="sent">
            <h2 id="sent" className={h2}>
              {t("inbox.request.sent")}
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
              {request.summary.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-semibold text-ink-soft">{row.label}</dt>
                  <dd dir="auto" className="whitespace-pre-line break-words">
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
            <FileList requestId={request.id} files={request.files} />
          </section>
          <Thread data={data} />
          {request.kind === "complaint" && <ComplaintPanel data={data} />}
          <AnswerForm data={data} problem={problem} />
        </div>
        <div className="flex flex-col gap-5">
          <CustomerPanel data={data} />
          <KindPanel
            request={data.request}
            handling={data.handling}
            proposable={data.proposable}
            proposeDay={data.proposeDay}
          />
          <WorkForms data={data} problem={problem} />
        </div>
      </div>
    </BackofficePage>
  );
}
