import { Form, Link } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { inboxFilePath, STAFF_PATHS } from "~/paths/backoffice";
import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import type { RequestClock } from "~/server/customer-requests/request-clock";
import type { SummaryRow } from "~/server/customer-requests/request-summary";
import { stepWording } from "~/server/customer-requests/step-wording";
import {
  COMPLAINT_OUTCOMES,
  type ComplaintOutcome,
  type CustomerRequestKind,
  type CustomerRequestStatus,
  type RequestChannel,
} from "~/server/db/schema/customer-requests";
import { MESSAGE_MAX, REASON_MAX } from "~/server/limits";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ErrorSummary } from "~/ui/error-summary";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { InboxActionResult } from "./inbox-actions.server";
import { ClockBadge, RequestStatusBadge } from "./inbox-badges";
import { KindPanel } from "./kind-panel";

type FileView = { id: string; fileName: string; size: string };

export type InboxRequestData = {
  request: {
    id: string;
    reference: string;
    kind: CustomerRequestKind;
    status: CustomerRequestStatus;
    version: number;
    refusalReason: string | null;
    createdAt: string;
    dueAt: string | null;
    assignedTo: string | null;
    clock: RequestClock;
    channel: RequestChannel;
    acknowledgeClock: RequestClock | null;
    acknowledgeDueAt: string | null;
    acknowledgedAt: string | null;
    outcome: ComplaintOutcome | null;
    summary: SummaryRow[];
    files: FileView[];
  };
  customer: { name: string; email: string; memberSince: string | null; account: boolean };
  contract: { reference: string; product: string; insurer: string; status: string } | null;
  entries: Array<{
    id: string;
    at: string;
    kind: "status" | "assignment" | "note" | "answer" | "reply" | "step";
    actorName: string | null;
    text: string | null;
    details: Record<string, unknown>;
    files: FileView[];
  }>;
  nextStatuses: CustomerRequestStatus[];
  staff: Array<{ id: string; name: string }>;
  handling: KindView;
  proposable: SlotDay[];
  proposeDay: string | null;
};

/** Complaints' and the kinds' own intents and refusals speak from their namespaces; the rest from the inbox's. */
const COMPLAINT_WORDS = new Set([
  "acknowledge",
  "outcomeRequired",
  "complaintNeedsAnswer",
  "notComplaint",
  "alreadyAcknowledged",
]);
const KIND_NOTICES = new Set([
  "confirmCancellation",
  "confirmAppointment",
  "proposeSlot",
  "cancelAppointment",
  "documentStep",
  "claimInvestigate",
  "claimRequestPieces",
  "claimReviewPiece",
  "claimClose",
]);
function resultKey(result: InboxActionResult) {
  const word = result.ok ? result.intent : result.error;
  const group = result.ok ? "notices" : "errors";
  if (COMPLAINT_WORDS.has(word)) return `complaints.${group}.${word}`;
  if (result.ok && KIND_NOTICES.has(word)) return `handling.notices.${word}`;
  if (!result.ok && word.startsWith("handling.")) return word;
  return `inbox.${group}.${word}`;
}

const section = "rounded-card border border-line bg-surface p-5";
const h2 = "mb-3 font-display text-xl text-ink";
const labelClasses = "text-sm font-semibold";

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
            {t("inbox.request.due", { date: formatMoment(new Date(request.dueAt), lang) })}
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

function FileList({ requestId, files }: { requestId: string; files: FileView[] }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{t("inbox.request.files")}</h3>
      <ul className="mt-1 grid gap-1 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a href={inboxFilePath(requestId, file.id)} className="underline" download>
              {t("inbox.request.download", { file: file.fileName, size: file.size })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CustomerPanel({ data }: { data: InboxRequestData }) {
  const t = useT();
  const lang = useLang();
  const rows: Array<[string, string]> = [
    [t("inbox.request.customer"), data.customer.name],
    [t("inbox.request.email"), data.customer.email],
  ];
  if (data.customer.memberSince)
    rows.push([t("inbox.request.memberSince"), formatDay(data.customer.memberSince, lang)]);
  return (
    <section className={section} aria-labelledby="customer">
      <h2 id="customer" className={h2}>
        {t("inbox.request.customer")}
      </h2>
      <dl className="grid gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd dir="auto" className="break-words">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold">{t("inbox.request.contract")}</h3>
      {data.contract ? (
        <dl className="grid gap-1 text-sm">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t("inbox.request.contract")}</dt>
            <dd>{data.contract.reference}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t("inbox.request.insurer")}</dt>
            <dd>{data.contract.insurer}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t("inbox.request.contractStatus")}
            </dt>
            <dd>{t(`contracts.status.${data.contract.status}`)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted">{t("inbox.request.noContract")}</p>
      )}
    </section>
  );
}

function Thread({ data }: { data: InboxRequestData }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className={section} aria-labelledby="thread">
      <h2 id="thread" className={h2}>
        {t("inbox.request.thread")}
      </h2>
      <ol className="grid gap-3" data-testid="inbox-thread">
        {data.entries.map((entry) => {
          // A step without a member of staff is the customer's own (accepting a slot, sending a piece).
          const who =
            entry.actorName ??
            (entry.kind === "reply" || entry.kind === "step" ? t("inbox.events.customer") : t("inbox.events.system"));
          const d = entry.details as Record<string, string | undefined>;
          const wording =
            entry.kind === "status"
              ? t("inbox.events.status", {
                  who,
                  from: t(`requests.staffStatus.${d.from}`),
                  to: t(`requests.staffStatus.${d.to}`),
                })
              : entry.kind === "assignment"
                ? d.to
                  ? t(d.by === "roundRobin" ? "inbox.events.roundRobin" : "inbox.events.assigned", {
                      who,
                      to: d.toName ?? "",
                    })
                  : t("inbox.events.unassigned", { who })
                : entry.kind === "step"
                  ? `${who} · ${stepWording(t, lang, d)}`
                  : t(`inbox.events.${entry.kind}`, { who });
          return (
            <li
              key={entry.id}
              data-testid="inbox-entry"
              data-kind={entry.kind}
              className={
                entry.kind === "note"
                  ? "rounded-control border border-gold-strong/40 bg-gold-soft p-3"
                  : entry.kind === "reply"
                    ? "rounded-control bg-azure-soft p-3"
                    : "rounded-control bg-sand p-3"
              }
            >
              <p className="text-xs text-ink-soft">
                {formatMoment(new Date(entry.at), lang)} · <strong className="text-ink">{wording}</strong>
              </p>
              {d.reason && <p className="mt-1 text-sm">{t("inbox.events.reason", { reason: d.reason })}</p>}
              {entry.text && (
                <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm">
                  {entry.text}
                </p>
              )}
              <FileList requestId={data.request.id} files={entry.files} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The field a refusal is about (its error summary's link), or none for the page's own troubles. */
function problemField(intent: string, error: string) {
  if (intent === "answer") return error === "outcomeRequired" ? "answer-outcome" : "answer-text";
  if (intent === "note") return "note-text";
  if (intent === "status")
    return error.startsWith("reason") ? "status-reason" : error === "transition" ? "status" : null;
  if (intent === "assign") return error === "unknownAssignee" ? "assignee" : null;
  return null;
}

type Problem = { field: string; message: string } | undefined;
const errorOf = (problem: Problem, field: string) => (problem?.field === field ? problem.message : undefined);

function AnswerForm({ data, problem }: { data: InboxRequestData; problem: Problem }) {
  const t = useT();
  return (
    <section className={section} aria-labelledby="answer">
      <h2 id="answer" className={h2}>
        {t("inbox.actions.answer")}
      </h2>
      {/* Emptied once an answer is in the thread, not on every change (a note must not wipe a draft). */}
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-3"
        key={`answer-${data.entries.filter((entry) => entry.kind === "answer").length}`}
      >
        <input type="hidden" name="intent" value="answer" />
        <TextAreaField
          id="answer-text"
          error={errorOf(problem, "answer-text")}
          name="text"
          label={t("inbox.actions.answerLabel")}
          labelClassName={labelClasses}
          hint={t("inbox.actions.answerHint")}
          required
          maxLength={MESSAGE_MAX}
          rows={5}
        />
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="close" value="1" className="size-5 accent-[var(--color-gold-strong)]" />
          {t("inbox.actions.close")}
        </label>
        {data.request.kind === "complaint" && (
          <SelectField
            id="answer-outcome"
            name="outcome"
            label={t("complaints.staff.outcome")}
            labelClassName={labelClasses}
            hint={t("complaints.staff.outcomeHint")}
            error={errorOf(problem, "answer-outcome")}
            defaultValue=""
          >
            <option value="">{t("complaints.staff.outcomeNone")}</option>
            {COMPLAINT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`complaints.outcomes.${outcome}`)}
              </option>
            ))}
          </SelectField>
        )}
        <button type="submit" className={`${buttonClasses("primary")} self-start`}>
          {t("inbox.actions.send")}
        </button>
      </Form>
    </section>
  );
}

/**
 * A complaint's two clocks (ACPR 2022-R-01: acknowledged within 10 working days, answered within
 * two months), and its acknowledgement while it has none.
 */
function ComplaintPanel({ data }: { data: InboxRequestData }) {
  const t = useT();
  const lang = useLang();
  const { request } = data;
  const moment = (iso: string | null) => (iso ? formatMoment(new Date(iso), lang) : "—");
  return (
    <section className={section} aria-labelledby="complaint" data-testid="complaint-clocks">
      <h2 id="complaint" className={h2}>
        {t("complaints.staff.title")}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        <dt className="font-semibold text-ink-soft">{t("complaints.staff.channel")}</dt>
        <dd>{t(`complaints.channels.${request.channel}`)}</dd>
        <dt className="font-semibold text-ink-soft">{t("complaints.staff.acknowledgeBy")}</dt>
        <dd className="flex flex-wrap items-center gap-2" data-testid="acknowledge-clock">
          {moment(request.acknowledgeDueAt)}
          {request.acknowledgeClock && <ClockBadge clock={request.acknowledgeClock} />}
        </dd>
        <dt className="font-semibold text-ink-soft">{t("complaints.staff.acknowledgedAt")}</dt>
        <dd>{moment(request.acknowledgedAt)}</dd>
        <dt className="font-semibold text-ink-soft">{t("complaints.staff.answerBy")}</dt>
        <dd className="flex flex-wrap items-center gap-2" data-testid="answer-clock">
          {moment(request.dueAt)}
          <ClockBadge clock={request.clock} />
        </dd>
        {request.outcome && (
          <>
            <dt className="font-semibold text-ink-soft">{t("complaints.staff.outcome")}</dt>
            <dd>{t(`complaints.outcomes.${request.outcome}`)}</dd>
          </>
        )}
      </dl>
      {!request.acknowledgedAt && (
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="acknowledge" />
          <TextAreaField
            id="acknowledge-text"
            name="text"
            label={t("complaints.staff.acknowledgeLabel")}
            labelClassName={labelClasses}
            defaultValue={t("complaints.staff.acknowledgeDefault", { reference: request.reference })}
            required
            maxLength={MESSAGE_MAX}
            rows={4}
          />
          <button type="submit" className={`${buttonClasses("outline")} self-start`}>
            {t("complaints.staff.acknowledge")}
          </button>
        </Form>
      )}
    </section>
  );
}

function WorkForms({ data, problem }: { data: InboxRequestData; problem: Problem }) {
  const t = useT();
  const { request } = data;
  return (
    <section className={section} aria-labelledby="work">
      <h2 id="work" className={h2}>
        {t("inbox.actions.work")}
      </h2>
      <Form method="post" noValidate className="flex flex-col gap-2" key={`status-${request.version}`}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="version" value={request.version} />
        <SelectField
          id="status"
          error={errorOf(problem, "status")}
          name="status"
          label={t("inbox.actions.statusTo")}
          labelClassName={labelClasses}
          required
        >
          {data.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`requests.staffStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="status-reason"
          error={errorOf(problem, "status-reason")}
          name="reason"
          label={t("inbox.actions.reason")}
          labelClassName={labelClasses}
          maxLength={REASON_MAX}
          rows={2}
        />
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("inbox.actions.saveStatus")}
        </button>
      </Form>
      <Form method="post" noValidate className="mt-5 flex flex-col gap-2" key={`assign-${request.version}`}>
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="version" value={request.version} />
        <SelectField
          id="assignee"
          error={errorOf(problem, "assignee")}
          name="assigneeId"
          label={t("inbox.actions.assign")}
          labelClassName={labelClasses}
          defaultValue={request.assignedTo ?? ""}
        >
          <option value="">{t("inbox.filters.unassigned")}</option>
          {data.staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("inbox.actions.saveAssign")}
        </button>
      </Form>
      <Form
        method="post"
        noValidate
        className="mt-5 flex flex-col gap-2"
        key={`note-${data.entries.filter((entry) => entry.kind === "note").length}`}
      >
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          id="note-text"
          error={errorOf(problem, "note-text")}
          name="text"
          label={t("inbox.actions.note")}
          labelClassName={labelClasses}
          hint={t("inbox.actions.noteHint")}
          required
          maxLength={MESSAGE_MAX}
          rows={3}
        />
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("inbox.actions.saveNote")}
        </button>
      </Form>
    </section>
  );
}
