import { Form, Link, useActionData, useNavigation } from "react-router";
import { formatDay, formatFileSize } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";
import { STAFF_PATHS, trainingFilePath } from "~/paths/backoffice";
import { CAPACITY_DOCUMENT_KINDS } from "~/server/db/schema/staff-training";
import { TITLE_MAX } from "~/server/limits";
import {
  hoursOf,
  hundredthsMissing,
  RECORD_HOURS_MAX,
  RECORD_HOURS_MIN,
  YEARLY_HOURS_REQUIRED,
} from "~/server/training/training-rules";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";
import { ListTable, PLAIN_CELL } from "~/ui/table-frame";
import { YEAR_PARAM } from "./screens";
import type { MemberTrainingData, MyTrainingData, TrainingActionResult } from "./training.server";

type View = MyTrainingData["view"];

const section = "grid gap-3 rounded-card border border-line bg-surface p-5";
const h2 = "font-display text-xl text-ink";

/** Hours as the reader writes numbers (7,5 in French). */
export function useHours() {
  const lang = useLang();
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return (hundredths: number) => format.format(hoursOf(hundredths));
}

/** The standing's badge: met, flagged (short from 1 October), still open. */
export function StandingBadge({ standing, t }: { standing: string; t: Translate }) {
  const tone =
    standing === "met"
      ? "bg-success-soft text-success"
      : standing === "flagged"
        ? "bg-error-soft text-error"
        : "bg-sand text-ink-soft";
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tone}`} data-standing={standing}>
      {t(`training.standing.${standing}`)}
    </span>
  );
}

function YearPicker({ year, years }: { year: number; years: number[] }) {
  const t = useT();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <SelectField id="training-year" name={YEAR_PARAM} label={t("training.year")} defaultValue={String(year)}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses("outline")}>
        {t("training.show")}
      </button>
    </Form>
  );
}

/** A member of staff's year: the total against the 15 hours, the trainings, the capacity documents. */
function YearView({ view }: { view: View }) {
  const t = useT();
  const lang = useLang();
  const hours = useHours();
  return (
    <>
      <section className={section} aria-labelledby="training-total" data-testid="training-total">
        <h2 id="training-total" className={h2}>
          {t("training.totalTitle", { year: view.year })}
        </h2>
        <p className="text-lg">
          {t("training.total", { hours: hours(view.total), required: YEARLY_HOURS_REQUIRED })}{" "}
          <StandingBadge standing={view.standing} t={t} />
        </p>
        {view.standing !== "met" && view.standing !== "future" && (
          <p className="text-ink-soft">{t("training.missing", { hours: hours(hundredthsMissing(view.total)) })}</p>
        )}
        <p className="text-sm text-muted">{t("training.rule")}</p>
      </section>
      <ListTable
        caption={t("training.records.title")}
        columns={["day", "hours", "subject", "certificate"].map((column) => t(`training.records.${column}`))}
        className="min-w-[40rem]"
        framed={false}
      >
        {view.records.map((record) => (
          <tr key={record.id} className="border-t border-line" data-testid="training-row">
            <td className={`${PLAIN_CELL} whitespace-nowrap`}>{formatDay(record.day, lang)}</td>
            <td className={`${PLAIN_CELL} tabular-nums`}>{hours(record.hundredths)}</td>
            <td className={PLAIN_CELL}>{record.subject}</td>
            <td className={PLAIN_CELL}>
              <a href={trainingFilePath(record.id)} className="underline" download>
                {record.fileName}
              </a>{" "}
              <span className="text-muted">({formatFileSize(record.size, lang)})</span>
            </td>
          </tr>
        ))}
      </ListTable>
      {view.records.length === 0 && <p className="text-muted">{t("training.records.none")}</p>}
      <section className={section} aria-labelledby="capacity-title">
        <h2 id="capacity-title" className={h2}>
          {t("training.capacity.title")}
        </h2>
        <p className="text-sm text-muted">{t("training.capacity.lead")}</p>
        {view.documents.length === 0 ? (
          <p className="text-muted">{t("training.capacity.none")}</p>
        ) : (
          <ul className="grid gap-1" data-testid="capacity-documents">
            {view.documents.map((document) => (
              <li key={document.id}>
                <strong>{t(`training.capacity.kinds.${document.kind}`)}</strong> — {document.title} ·{" "}
                <a href={trainingFilePath(document.id)} className="underline" download>
                  {document.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function RecordForm({ result }: { result?: TrainingActionResult }) {
  const t = useT();
  const mine = result?.intent === "record" ? result : undefined;
  const error = (field: string) => (mine?.errors[field] ? t(mine.errors[field]) : undefined);
  return (
    <section className={section} aria-labelledby="record-title">
      <h2 id="record-title" className={h2}>
        {t("training.add.title")}
      </h2>
      {mine?.errors.form && (
        <p role="alert" className="text-error">
          {t(mine.errors.form)}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" noValidate className="grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="record" />
        <TextField
          id="training-day"
          name="day"
          type="date"
          required
          label={t("training.add.day")}
          defaultValue={mine?.values.day}
          error={error("day")}
        />
        <TextField
          id="training-hours"
          name="hours"
          inputMode="decimal"
          required
          label={t("training.add.hours")}
          hint={t("training.add.hoursHint", { min: RECORD_HOURS_MIN, max: RECORD_HOURS_MAX })}
          defaultValue={mine?.values.hours}
          error={error("hours")}
        />
        <TextField
          id="training-subject"
          name="subject"
          required
          maxLength={TITLE_MAX}
          label={t("training.add.subject")}
          defaultValue={mine?.values.subject}
          error={error("subject")}
        />
        <TextField
          id="training-file"
          name="file"
          type="file"
          accept="application/pdf"
          required
          label={t("training.add.file")}
          hint={t("training.add.fileHint")}
          error={error("file")}
        />
        <div className="md:col-span-2">
          <button type="submit" className={buttonClasses("primary")}>
            {t("training.add.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function CapacityForm({ result }: { result?: TrainingActionResult }) {
  const t = useT();
  const mine = result?.intent === "capacity" ? result : undefined;
  const error = (field: string) => (mine?.errors[field] ? t(mine.errors[field]) : undefined);
  return (
    <section className={section} aria-labelledby="capacity-add-title">
      <h2 id="capacity-add-title" className={h2}>
        {t("training.capacity.add")}
      </h2>
      <Form method="post" encType="multipart/form-data" noValidate className="grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="capacity" />
        <SelectField
          id="capacity-kind"
          name="kind"
          label={t("training.capacity.kind")}
          defaultValue={mine?.values.kind ?? "diploma"}
          error={error("kind")}
        >
          {CAPACITY_DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`training.capacity.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="capacity-title-field"
          name="title"
          required
          maxLength={TITLE_MAX}
          label={t("training.capacity.documentTitle")}
          defaultValue={mine?.values.title}
          error={error("title")}
        />
        <TextField
          id="capacity-file"
          name="file"
          type="file"
          accept="application/pdf"
          required
          label={t("training.add.file")}
          hint={t("training.add.fileHint")}
          error={error("file")}
        />
        <div className="md:col-span-2">
          <button type="submit" className={buttonClasses("outline")}>
            {t("training.capacity.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** "Ma formation": the signed-in member of staff's own year, and the forms to add to it. */
export function MyTrainingScreen({ data }: { data: MyTrainingData }) {
  const t = useT();
  const result = useActionData<TrainingActionResult>();
  const busy = useNavigation().state === "submitting";
  return (
    <BackofficePage
      title={t("training.title")}
      actions={
        data.isAdmin ? (
          <Link to={STAFF_PATHS.teamTraining} className={buttonClasses("ghost")}>
            {t("training.team.title")}
          </Link>
        ) : undefined
      }
    >
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("training.lead")}</p>
      {data.done && (
        <p role="status" className="rounded-control bg-success-soft px-3 py-2 text-success" aria-busy={busy}>
          {t(`training.done.${data.done === "capacity" ? "capacity" : "record"}`)}
        </p>
      )}
      <YearPicker year={data.view.year} years={data.years} />
      <YearView view={data.view} />
      <RecordForm result={result} />
      <CapacityForm result={result} />
    </BackofficePage>
  );
}

/** An admin reads one member of staff's year. */
export function MemberTrainingScreen({ data }: { data: MemberTrainingData }) {
  const t = useT();
  return (
    <BackofficePage
      title={t("training.member.title", { name: data.view.member.name })}
      actions={
        <Link to={`${STAFF_PATHS.teamTraining}?${YEAR_PARAM}=${data.view.year}`} className={buttonClasses("ghost")}>
          {t("training.team.title")}
        </Link>
      }
    >
      <YearPicker year={data.view.year} years={data.years} />
      <YearView view={data.view} />
    </BackofficePage>
  );
}
