import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { privacyEntryPath, privacyExportPath, STAFF_PATHS } from "~/paths/backoffice";
import { EXTENSION_CHANNELS } from "~/server/db/schema/privacy";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ExportLine } from "~/ui/export-line";
import { CheckboxField, SelectField, TextAreaField } from "~/ui/form-controls";
import type { EntryActionResult, EntryData } from "./entry.server";
import { ClockBadge } from "./privacy-ui";

const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";
const section = "rounded-card border border-line bg-surface p-5";

/** One register entry: who asked what, its clock, and what staff do with it (export, erase, extend, close). */
export function EntryScreen({ data, result }: { data: EntryData; result?: EntryActionResult }) {
  const t = useT();
  const lang = useLang();
  const { entry } = data;
  const open = entry.status === "received" || entry.status === "in_progress";
  return (
    <BackofficePage
      title={t("privacy.entry.title", { reference: entry.reference })}
      actions={
        <Link to={STAFF_PATHS.privacy} className={buttonClasses("ghost")}>
          {t("privacy.entry.back")}
        </Link>
      }
    >
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          data-testid="privacy-result"
          className={
            result.ok
              ? "rounded-card bg-success-soft p-4 font-semibold text-success"
              : "rounded-card bg-error-soft p-4 font-semibold text-error"
          }
        >
          {result.ok ? t(`privacy.done.${result.intent}`) : t(`privacy.actionErrors.${result.error}`)}
        </p>
      )}
      <section className={section} aria-labelledby="entry-facts">
        <h2 id="entry-facts" className="sr-only">
          {t("privacy.entry.facts")}
        </h2>
        <dl className="grid gap-4 md:grid-cols-3">
          <Fact label={t("privacy.fields.kind")}>{t(`privacy.kinds.${entry.kind}`)}</Fact>
          <Fact label={t("privacy.fields.status")}>
            <span data-testid="privacy-status">{t(`privacy.statuses.${entry.status}`)}</span>
          </Fact>
          <Fact label={t("privacy.fields.channel")}>{t(`privacy.channels.${entry.channel}`)}</Fact>
          <Fact label={t("privacy.fields.subjectName")}>{entry.subjectName}</Fact>
          <Fact label={t("privacy.fields.subjectEmail")}>{entry.subjectEmail ?? "—"}</Fact>
          <Fact label={t("privacy.fields.subjectPhone")}>{entry.subjectPhone ?? "—"}</Fact>
          <Fact label={t("privacy.fields.receivedOn")}>{formatMoment(new Date(entry.receivedAt), lang)}</Fact>
          <Fact label={t("privacy.columns.deadline")}>
            <ClockBadge
              dueAt={entry.extendedUntil ?? entry.dueAt}
              extended={Boolean(entry.extendedUntil)}
              open={open}
              now={data.now}
            />
          </Fact>
          <Fact label={t("privacy.columns.handledBy")}>{entry.handledByName ?? "—"}</Fact>
          {entry.details && <Fact label={t("privacy.fields.details")}>{entry.details}</Fact>}
          {entry.extendedUntil && (
            <Fact label={t("privacy.extend.recorded")}>
              {t("privacy.extend.summary", {
                until: formatMoment(new Date(entry.extendedUntil), lang),
                told: formatMoment(new Date(entry.extensionToldAt ?? entry.receivedAt), lang),
                via: t(`privacy.toldVia.${entry.extensionToldVia ?? "email"}`),
              })}
              <span className="block text-muted">{entry.extensionReason}</span>
            </Fact>
          )}
          {entry.outcome && <Fact label={t("privacy.fields.outcome")}>{entry.outcome}</Fact>}
        </dl>
      </section>
      {(entry.kind === "access" || entry.kind === "portability" || data.exports.length > 0) && (
        <ExportSection data={data} open={open} />
      )}
      {entry.kind === "erasure" && open && data.plan && <ErasureSection data={data} />}
      {open && <StatusForm />}
      {open && !entry.extendedUntil && new Date(data.now) < new Date(entry.dueAt) && <ExtendForm />}
    </BackofficePage>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className={labelClasses}>{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Re-reads the page while an export is being built, so its progress moves without a click. */
function useProgressPolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1500);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

function ExportSection({ data, open }: { data: EntryData; open: boolean }) {
  const t = useT();
  const busy = data.exports.some((row) => row.status === "pending" || row.status === "running");
  useProgressPolling(busy);
  return (
    <section className={section} aria-labelledby="export-title">
      <h2 id="export-title" className="text-lg font-semibold">
        {t("privacy.export.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("privacy.export.lead")}</p>
      {open && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className={buttonClasses("primary")}>
            {t("privacy.export.submit")}
          </button>
        </Form>
      )}
      {data.exports.length > 0 && (
        <ul className="mt-4 grid gap-2">
          {data.exports.map((row) => (
            <ExportLine key={row.id} row={row} href={privacyExportPath(row.id)} testId="privacy-export" />
          ))}
        </ul>
      )}
      {busy && (
        <Link to={privacyEntryPath(data.entry.id)} className="mt-2 inline-block text-sm underline">
          {t("privacy.export.refresh")}
        </Link>
      )}
    </section>
  );
}

function ErasureSection({ data }: { data: EntryData }) {
  const t = useT();
  const lang = useLang();
  const plan = data.plan;
  if (!plan) return null;
  const kinds = Object.entries(plan) as Array<[keyof NonNullable<EntryData["plan"]>, number]>;
  return (
    <section
      className="rounded-card border-2 border-gold bg-gold-soft/40 p-5"
      aria-labelledby="erase-title"
      data-testid="erasure-plan"
    >
      <h2 id="erase-title" className="text-lg font-semibold">
        {t("privacy.erase.title")}
      </h2>
      <p className="mt-1 text-sm">{t("privacy.erase.lead")}</p>
      {data.identifiers.emails.length + data.identifiers.phones.length > 0 && (
        <div className="mt-3 text-sm" data-testid="erasure-identifiers">
          <p>{t("privacy.erase.foundBy")}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {[...data.identifiers.emails, ...data.identifiers.phones].map((identifier) => (
              <li key={identifier} className="rounded-control bg-surface px-2 py-0.5 font-mono text-xs">
                <bdi>{identifier}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="mt-3 grid gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {kinds.map(([kind, value]) => (
          <div key={kind} className="rounded-control bg-surface p-2">
            <dt className="text-xs text-muted">{t(`privacy.erase.counts.${kind}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {data.holds.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm">
          {data.holds.map((hold) => (
            <li key={`${hold.recordType}-${hold.recordId}`}>
              {t(`privacy.erase.holds.${hold.reason}`, { date: formatDay(hold.holdUntil, lang) })}
            </li>
          ))}
        </ul>
      )}
      {plan.contractsRunning > 0 ? (
        <p className="mt-3 font-semibold text-error">{t("privacy.actionErrors.contractsRunning")}</p>
      ) : (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="erase" />
          <CheckboxField id="confirm" name="confirm" label={t("privacy.erase.confirm")} />
          <div>
            <button type="submit" className={buttonClasses("primary")}>
              {t("privacy.erase.submit")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

function StatusForm() {
  const t = useT();
  return (
    <Form method="post" className={`${section} grid gap-3 md:grid-cols-3`} aria-labelledby="status-title">
      <h2 id="status-title" className="text-lg font-semibold md:col-span-3">
        {t("privacy.status.title")}
      </h2>
      <input type="hidden" name="intent" value="status" />
      <SelectField
        id="status"
        name="status"
        label={t("privacy.fields.status")}
        labelClassName={labelClasses}
        defaultValue="in_progress"
      >
        {(["in_progress", "done", "refused"] as const).map((status) => (
          <option key={status} value={status}>
            {t(`privacy.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="outcome"
        name="outcome"
        label={t("privacy.fields.outcome")}
        hint={t("privacy.status.hint")}
        labelClassName={labelClasses}
        className="md:col-span-2"
      />
      <div>
        <button type="submit" className={buttonClasses("outline")}>
          {t("privacy.status.submit")}
        </button>
      </div>
    </Form>
  );
}

function ExtendForm() {
  const t = useT();
  return (
    <Form method="post" className={`${section} grid gap-3 md:grid-cols-3`} aria-labelledby="extend-title">
      <h2 id="extend-title" className="text-lg font-semibold md:col-span-3">
        {t("privacy.extend.title")}
      </h2>
      <p className="-mt-2 text-sm text-ink-soft md:col-span-3">{t("privacy.extend.lead")}</p>
      <input type="hidden" name="intent" value="extend" />
      <SelectField
        id="months"
        name="months"
        label={t("privacy.extend.months")}
        labelClassName={labelClasses}
        defaultValue="2"
      >
        <option value="1">{t("privacy.extend.monthsValue", { count: 1 })}</option>
        <option value="2">{t("privacy.extend.monthsValue", { count: 2 })}</option>
      </SelectField>
      <SelectField
        id="toldVia"
        name="toldVia"
        label={t("privacy.extend.toldVia")}
        labelClassName={labelClasses}
        defaultValue="email"
      >
        {EXTENSION_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`privacy.toldVia.${channel}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="reason"
        name="reason"
        label={t("privacy.extend.reason")}
        labelClassName={labelClasses}
        className="md:col-span-3"
      />
      <div className="md:col-span-3">
        <p className="mb-2 text-sm text-muted">{t("privacy.extend.emailHint")}</p>
        <CheckboxField id="told" name="told" label={t("privacy.extend.told")} />
      </div>
      <div>
        <button type="submit" className={buttonClasses("outline")}>
          {t("privacy.extend.submit")}
        </button>
      </div>
    </Form>
  );
}
