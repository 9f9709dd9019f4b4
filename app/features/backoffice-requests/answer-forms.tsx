import { Form } from "react-router";
import { formatDeadline, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { FILE_ACCEPT } from "~/server/customer-requests/request-forms";
import { COMPLAINT_OUTCOMES } from "~/server/db/schema/customer-requests";
import { MESSAGE_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { Field, SelectField, TextAreaField } from "~/ui/form-controls";
import { ClockBadge } from "./inbox-badges";
import type { InboxRequestData } from "./inbox-request-data";
import { errorOf, type Problem } from "./inbox-request-outcome";
import { h2, labelClasses, section } from "./request-page-styles";

/** The answer the customer reads in their thread (a complaint's final one states its outcome). */
export function AnswerForm({ data, problem }: { data: InboxRequestData; problem: Problem }) {
  const t = useT();
  return (
    <section className={section} aria-labelledby="answer">
      <h2 id="answer" className={h2}>
        {t("inbox.actions.answer")}
      </h2>
      {/* Emptied once an answer is in the thread, not on every change (a note must not wipe a draft). */}
      <Form
        method="post"
        encType="multipart/form-data"
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
          // Someone who complained without an account reads the answer in its e-mail (issue 46 item 10).
          hint={t(data.customer.account ? "inbox.actions.answerHint" : "inbox.actions.answerHintByEmail")}
          required
          maxLength={MESSAGE_MAX}
          rows={5}
        />
        {/* Files the customer downloads from the thread (or, without an account, finds in the e-mail). */}
        <Field
          id="answer-files"
          label={t("inbox.actions.answerFiles")}
          labelClassName={labelClasses}
          hint={t("inbox.actions.answerFilesHint")}
          error={errorOf(problem, "answer-files")}
        >
          {(aria) => <input {...aria} type="file" name="files" multiple accept={FILE_ACCEPT} className="text-sm" />}
        </Field>
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
export function ComplaintPanel({ data }: { data: InboxRequestData }) {
  const t = useT();
  const lang = useLang();
  const { request } = data;
  const moment = (iso: string | null) => (iso ? formatMoment(new Date(iso), lang) : "—");
  const deadline = (iso: string | null) => (iso ? formatDeadline(new Date(iso), lang) : "—");
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
          {deadline(request.acknowledgeDueAt)}
          {request.acknowledgeClock && <ClockBadge clock={request.acknowledgeClock} />}
        </dd>
        <dt className="font-semibold text-ink-soft">{t("complaints.staff.acknowledgedAt")}</dt>
        <dd>{moment(request.acknowledgedAt)}</dd>
        <dt className="font-semibold text-ink-soft">{t("complaints.staff.answerBy")}</dt>
        <dd className="flex flex-wrap items-center gap-2" data-testid="answer-clock">
          {deadline(request.dueAt)}
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
