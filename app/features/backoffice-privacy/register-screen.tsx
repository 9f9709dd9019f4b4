import { Form, Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { privacyEntryPath, privacyRegisterPath, STAFF_PATHS } from "~/paths/backoffice";
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from "~/server/db/schema/privacy";
import { REGISTER_PAGE_SIZE, registerQuery } from "~/server/privacy/register-filters";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";
import { ClockBadge } from "./privacy-ui";
import type { RegisterActionResult, RegisterData } from "./register.server";

const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

/** The register: a new request's form, filters in the address, one row per request with its clock. */
export function RegisterScreen({ data, result }: { data: RegisterData; result?: RegisterActionResult }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(data.page.total / REGISTER_PAGE_SIZE));
  return (
    <BackofficePage
      title={t("privacy.register.title")}
      actions={
        <>
          <Link to={STAFF_PATHS.privacyRetention} className={buttonClasses("outline")}>
            {t("privacy.retention.title")}
          </Link>
          <Link to={STAFF_PATHS.privacyConsents} className={buttonClasses("outline")}>
            {t("privacy.consents.title")}
          </Link>
        </>
      }
    >
      <p className="-mt-2 text-ink-soft">{t("privacy.register.lead")}</p>
      {data.overdue > 0 && (
        <p role="status" className="rounded-card bg-error-soft p-4 font-semibold text-error">
          <Link to={privacyRegisterPath(registerQuery({ overdue: true }))} className="underline">
            {t("privacy.register.overdue", { count: data.overdue })}
          </Link>
        </p>
      )}
      <NewRequestForm today={data.today} result={result} />
      <Filters data={data} />
      <p className="text-sm text-muted" role="status">
        {t("privacy.register.total", { count: data.page.total })}
      </p>
      <RegisterTable data={data} />
      <Pager
        page={data.filters.page}
        pages={pages}
        hrefFor={(page) => privacyRegisterPath(registerQuery(data.filters, { page }))}
      />
    </BackofficePage>
  );
}

function NewRequestForm({ today, result }: { today: string; result?: RegisterActionResult }) {
  const t = useT();
  const values = result?.values;
  const error = (field: keyof RegisterActionResult["errors"]) => {
    const key = result?.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <details className="rounded-card border border-line bg-surface p-4" open={Boolean(result)}>
      <summary className="cursor-pointer text-lg font-semibold">{t("privacy.create.title")}</summary>
      <Form method="post" noValidate className="mt-4 grid gap-4 md:grid-cols-3" aria-label={t("privacy.create.title")}>
        <input type="hidden" name="intent" value="create" />
        <SelectField
          id="kind"
          name="kind"
          label={t("privacy.fields.kind")}
          labelClassName={labelClasses}
          defaultValue={values?.kind ?? "access"}
          error={error("kind")}
        >
          {PRIVACY_REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`privacy.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="subjectName"
          name="subjectName"
          label={t("privacy.fields.subjectName")}
          labelClassName={labelClasses}
          defaultValue={values?.subjectName}
          error={error("subjectName")}
          autoComplete="off"
        />
        <TextField
          id="receivedOn"
          name="receivedOn"
          type="date"
          label={t("privacy.fields.receivedOn")}
          labelClassName={labelClasses}
          defaultValue={values?.receivedOn ?? today}
          max={today}
          error={error("receivedOn")}
        />
        <TextField
          id="subjectEmail"
          name="subjectEmail"
          type="email"
          label={t("privacy.fields.subjectEmail")}
          labelClassName={labelClasses}
          defaultValue={values?.subjectEmail}
          error={error("subjectEmail")}
          autoComplete="off"
        />
        <TextField
          id="subjectPhone"
          name="subjectPhone"
          type="tel"
          label={t("privacy.fields.subjectPhone")}
          labelClassName={labelClasses}
          defaultValue={values?.subjectPhone}
          error={error("subjectPhone")}
          autoComplete="off"
        />
        <TextAreaField
          id="details"
          name="details"
          label={t("privacy.fields.details")}
          labelClassName={labelClasses}
          defaultValue={values?.details}
          error={error("details")}
          className="md:col-span-3"
        />
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            {t("privacy.create.submit")}
          </button>
        </div>
      </Form>
    </details>
  );
}

function Filters({ data }: { data: RegisterData }) {
  const t = useT();
  const { filters } = data;
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-5"
    >
      <SelectField
        id="type"
        name="type"
        label={t("privacy.fields.kind")}
        labelClassName={labelClasses}
        defaultValue={filters.kind ?? ""}
      >
        <option value="">{t("privacy.filters.all")}</option>
        {PRIVACY_REQUEST_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`privacy.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="statut"
        name="statut"
        label={t("privacy.fields.status")}
        labelClassName={labelClasses}
        defaultValue={filters.status ?? ""}
      >
        <option value="">{t("privacy.filters.all")}</option>
        <option value="open">{t("privacy.filters.open")}</option>
        {PRIVACY_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`privacy.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="q"
        name="q"
        type="search"
        label={t("privacy.filters.search")}
        labelClassName={labelClasses}
        defaultValue={filters.q ?? ""}
      />
      <label className="flex items-end gap-2 pb-3 text-sm">
        <input type="checkbox" name="retard" value="1" defaultChecked={filters.overdue} className="size-5" />
        {t("privacy.filters.overdue")}
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses("primary")}>
          {t("privacy.filters.apply")}
        </button>
        <Link to={STAFF_PATHS.privacy} className={buttonClasses("ghost")}>
          {t("privacy.filters.reset")}
        </Link>
      </div>
    </Form>
  );
}

function RegisterTable({ data }: { data: RegisterData }) {
  const t = useT();
  const lang = useLang();
  if (data.page.rows.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
        {t("privacy.register.empty")}
      </p>
    );
  }
  const columns = ["reference", "kind", "subject", "received", "deadline", "status", "handledBy"] as const;
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">{t("privacy.register.title")}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {t(`privacy.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.page.rows.map((row) => (
            <tr key={row.id} data-testid="privacy-row" className="border-t border-line align-top">
              <td className="px-4 py-3">
                <Link to={privacyEntryPath(row.id)} className="font-semibold underline">
                  {row.reference}
                </Link>
              </td>
              <td className="px-4 py-3">{t(`privacy.kinds.${row.kind}`)}</td>
              <td className="px-4 py-3 break-all">
                <span className="font-semibold">{row.subjectName}</span>
                <span className="block text-muted">
                  {[row.subjectEmail, row.subjectPhone].filter(Boolean).join(" · ")}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatMoment(new Date(row.receivedAt), lang)}</td>
              <td className="px-4 py-3">
                <ClockBadge
                  dueAt={new Date(row.extendedUntil ?? row.dueAt).toISOString()}
                  extended={Boolean(row.extendedUntil)}
                  open={row.status === "received" || row.status === "in_progress"}
                  now={data.now}
                />
              </td>
              <td className="px-4 py-3">
                <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", "bg-sand text-ink")}>
                  {t(`privacy.statuses.${row.status}`)}
                </span>
              </td>
              <td className="px-4 py-3">{row.handledByName ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
