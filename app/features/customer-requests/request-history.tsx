import { Link } from "react-router";
import { formatFileSize, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { CUSTOMER_PATHS, requestFilePath, requestPath } from "~/paths/customer-area";
import type { RequestHistoryItem } from "~/server/customer-requests/request-history.server";
import { summaryRows } from "~/server/customer-requests/request-summary";
import { buttonClasses } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import { RequestPage } from "./request-ui";

/** The customer's requests, newest first: date, kind, status, details and any answer. */
export function RequestHistoryScreen({ requests }: { requests: RequestHistoryItem[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <RequestPage title={t("requests.history.title")} lead={t("requests.history.lead")}>
      <div className="mb-8 flex flex-wrap gap-3">
        <Link to={CUSTOMER_PATHS.writeToAdviser} className={buttonClasses("primary")}>
          {t("complaints.adviser.link")}
        </Link>
        <Link to={CUSTOMER_PATHS.sendDocument} className={buttonClasses("outline")}>
          {t("requests.history.newDocument")}
        </Link>
        <Link to={CUSTOMER_PATHS.appointment} className={buttonClasses("outline")}>
          {t("requests.history.newAppointment")}
        </Link>
        <Link to={CUSTOMER_PATHS.complaint} className={buttonClasses("ghost")}>
          {t("complaints.complaint.link")}
        </Link>
      </div>
      {requests.length === 0 ? (
        <p>{t("requests.history.empty")}</p>
      ) : (
        <ol className="grid gap-4" data-testid="request-history">
          {requests.map((item) => (
            <li key={item.id}>
              <Card data-testid="request-item">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-xl">
                    <Link to={requestPath(item.reference)} className="underline underline-offset-4">
                      {t(`requests.kinds.${item.kind}`)}
                    </Link>
                    {item.unread && (
                      <span className="ml-2 inline-flex rounded-full bg-azure-soft px-2 py-0.5 align-middle text-xs font-semibold text-azure">
                        {t("requests.thread.unread")}
                      </span>
                    )}
                  </h2>
                  <Badge data-testid="request-status">{t(`requests.status.${item.status}`)}</Badge>
                </div>
                {item.stage && (
                  <p className="mt-1 text-sm font-semibold" data-testid="request-stage">
                    {t("handling.customer.stage", { stage: t(`handling.stage.${item.stage}`) })}
                  </p>
                )}
                <p className="mt-1 text-sm text-ink-soft">
                  {t("requests.history.sentOn", { date: formatMoment(new Date(item.createdAt), lang) })} ·{" "}
                  {t("requests.reference", { reference: item.reference })}
                </p>
                <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
                  {summaryRows(item.kind, item.details, t, lang, { filesListed: true }).map((row) => (
                    <div key={row.label} className="contents">
                      <dt className="text-ink-soft">{row.label}</dt>
                      <dd dir="auto" className="font-semibold break-words whitespace-pre-wrap">
                        {row.value}
                      </dd>
                    </div>
                  ))}
                  {item.files.length > 0 && (
                    <div className="contents">
                      <dt className="text-ink-soft">{t("requests.history.files")}</dt>
                      <dd className="font-semibold break-all">
                        <ul className="grid gap-1">
                          {item.files.map((file) => (
                            <li key={file.id}>
                              {/* A download served by the server to this customer only (reloadDocument: not a page). */}
                              <Link
                                reloadDocument
                                to={requestFilePath(item.reference, file.id)}
                                className="underline underline-offset-4"
                              >
                                {t("requests.history.download", {
                                  file: file.fileName,
                                  size: formatFileSize(file.size, lang),
                                })}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  )}
                </dl>
                <Link
                  to={requestPath(item.reference)}
                  className="mt-4 inline-block text-sm font-semibold underline underline-offset-4"
                >
                  {t("requests.thread.open")}
                </Link>
                {item.answer && (
                  <div className="mt-4 rounded-control bg-sand p-4">
                    <h3 className="text-sm font-semibold">{t("requests.history.answer")}</h3>
                    <p dir="auto" className="mt-1 whitespace-pre-wrap">
                      {item.answer}
                    </p>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </RequestPage>
  );
}
