import { Form, Link } from "react-router";
import { formatFileSize, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { CUSTOMER_PATHS, requestFilePath } from "~/paths/customer-area";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import { FILE_ACCEPT } from "~/server/customer-requests/request-forms";
import { summaryRows } from "~/server/customer-requests/request-summary";
import type { CustomerRequestView } from "~/server/customer-requests/request-thread.server";
import { stepWording } from "~/server/customer-requests/step-wording";
import { MESSAGE_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import { ErrorSummary } from "~/ui/error-summary";
import { Field, TextAreaField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { RequestKindSection } from "./request-kind-section";
import { RequestPage } from "./request-ui";

export type ReplyResult = { ok: true; intent?: string } | { ok: false; error: string; intent?: string };

/** What the customer reads after answering a proposed slot or sending a claim's piece. */
const RESULT_NOTICES: Record<string, string> = {
  acceptSlot: "handling.customer.accepted",
  declineSlot: "handling.customer.declined",
  sendPiece: "handling.customer.claim.sent",
};

/** An error key from the server: a file's message is a full key, the thread's own are short. */
const errorKey = (error: string) =>
  error.startsWith("requests.") || error.startsWith("handling.") ? error : `requests.thread.errors.${error}`;

/**
 * One of the customer's requests: what they sent, its status, the answers of customer service and
 * their own messages, and a form to write again (text and files), without scripts too.
 */
export function RequestThreadScreen({
  request,
  handling,
  result,
}: {
  request: CustomerRequestView;
  handling: KindView;
  result?: ReplyResult;
}) {
  const t = useT();
  const lang = useLang();
  // A file's message (a full key) belongs to the files, the thread's own to the text; a kind's
  // own action (an intent) answers in its notice instead.
  const problem =
    result && !result.ok && !result.intent
      ? {
          field: result.error.startsWith("requests.") ? "reply-files" : "reply-text",
          message: t(errorKey(result.error)),
        }
      : null;
  const fileLink = (file: { id: string; fileName: string; size: number }) => (
    <Link reloadDocument to={requestFilePath(request.reference, file.id)} className="underline underline-offset-4">
      {t("requests.history.download", { file: file.fileName, size: formatFileSize(file.size, lang) })}
    </Link>
  );
  return (
    <RequestPage title={t("requests.thread.title", { reference: request.reference })}>
      <Link
        to={CUSTOMER_PATHS.requests}
        className="mb-6 inline-block text-sm font-semibold underline underline-offset-4"
      >
        {t("requests.thread.back")}
      </Link>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl">{t(`requests.kinds.${request.kind}`)}</h2>
          <Badge data-testid="request-status">{t(`requests.status.${request.status}`)}</Badge>
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          {t("requests.thread.sentOn", { date: formatMoment(new Date(request.createdAt), lang) })}
        </p>
        {request.status === "refused" && request.refusalReason && (
          <Notice tone="error" className="mt-4">
            {t("requests.thread.reason", { reason: request.refusalReason })}
          </Notice>
        )}
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
          {summaryRows(request.kind, request.details, t, lang, { filesListed: true }).map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-ink-soft">{row.label}</dt>
              <dd dir="auto" className="font-semibold break-words whitespace-pre-wrap">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {request.sentFiles.length > 0 && (
          <ul className="mt-3 grid gap-1 text-sm">
            {request.sentFiles.map((file) => (
              <li key={file.id}>{fileLink(file)}</li>
            ))}
          </ul>
        )}
        {result?.intent && (
          <Notice tone={result.ok ? "success" : "error"} className="mt-4">
            {result.ok ? t(RESULT_NOTICES[result.intent] ?? "handling.customer.declined") : t(errorKey(result.error))}
          </Notice>
        )}
        <RequestKindSection request={request} handling={handling} />
      </Card>

      <h2 className="mt-10 mb-4 text-2xl">{t("requests.thread.conversation")}</h2>
      <ol className="grid gap-3" data-testid="request-thread">
        {request.entries.map((entry) => {
          const mine = entry.kind === "reply";
          const d = entry.details as { to?: string; reason?: string };
          return (
            <li
              key={entry.id}
              data-kind={entry.kind}
              className={mine ? "ml-6 rounded-control bg-azure-soft p-4" : "mr-6 rounded-control bg-sand p-4"}
            >
              <p className="text-xs text-ink-soft">
                <strong className="text-ink">{mine ? t("requests.thread.you") : t("requests.thread.service")}</strong> ·{" "}
                {formatMoment(new Date(entry.at), lang)}
              </p>
              {entry.kind === "step" && (
                <p className="mt-1 text-sm font-semibold">{stepWording(t, lang, entry.details)}</p>
              )}
              {entry.kind === "status" && d.to && (
                <p className="mt-1 text-sm font-semibold">
                  {t("requests.thread.statusChanged", { status: t(`requests.status.${d.to}`) })}
                </p>
              )}
              {d.reason && <p className="mt-1 text-sm">{t("requests.thread.reason", { reason: d.reason })}</p>}
              {entry.text && (
                <p dir="auto" className="mt-1 whitespace-pre-wrap break-words">
                  {entry.text}
                </p>
              )}
              {entry.files.length > 0 && (
                <ul className="mt-2 grid gap-1 text-sm">
                  {entry.files.map((file) => (
                    <li key={file.id}>{fileLink(file)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>

      <section aria-labelledby="reply" className="mt-10">
        <h2 id="reply" className="mb-4 text-2xl">
          {t("requests.thread.reply")}
        </h2>
        {result?.ok && !result.intent && (
          <Notice tone="success" className="mb-4">
            {t("requests.thread.sent")}
          </Notice>
        )}
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" key={request.entries.length}>
          <ErrorSummary
            title={t("problems.summary.title")}
            items={problem ? [problem] : []}
            attempt={result && !result.ok ? result : undefined}
          />
          <TextAreaField
            id="reply-text"
            name="text"
            label={t("requests.thread.replyLabel")}
            hint={t("requests.thread.replyHint")}
            error={problem?.field === "reply-text" ? problem.message : undefined}
            maxLength={MESSAGE_MAX}
            rows={5}
          />
          <Field
            id="reply-files"
            label={t("requests.thread.files")}
            error={problem?.field === "reply-files" ? problem.message : undefined}
          >
            {(aria) => <input {...aria} type="file" name="files" multiple accept={FILE_ACCEPT} className="text-sm" />}
          </Field>
          <Button type="submit" className="self-start">
            {t("requests.thread.send")}
          </Button>
        </Form>
      </section>
    </RequestPage>
  );
}
