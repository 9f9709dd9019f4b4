import type { ReactNode } from "react";
import { Form } from "react-router";
import { useLang, useT } from "~/i18n/react";
import type { LeadDetail, TimelineEntry } from "~/server/leads/backoffice/lead-detail.server";
import { CALL_OUTCOMES, LEGAL_BASES, type PromiseState } from "~/server/leads/backoffice/lead-pipeline";
import { buttonClasses } from "~/ui/button";
import { Field as FormField, inputClasses, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { BackofficePage } from "./backoffice-page";
import { formatDateTime } from "./formatting";
import type { LeadActionResult } from "./lead-actions.server";
import { NoSalesCallBadge, PromiseBadge, StatusBadge } from "./lead-badges";
import { LabelledSelect, lostReasonChoices, statusChoices } from "./lead-fields";
import { AssignForm, sourceLabel } from "./leads-list-screen";

export type LeadPageData = {
  detail: LeadDetail;
  kind: { name: string; lines: Array<{ label: string; value: string }> };
  staff: Array<{ id: string; name: string }>;
  promise: PromiseState;
  mayCall: boolean;
  convertible: false | "vehicle" | "health" | "borrower";
  source: string;
};

const sectionClasses = "rounded-card border border-line bg-surface p-5";
const h2 = "mb-3 font-display text-lg text-ink";
const labelClasses = "text-sm font-semibold";

export function LeadPage({ data, result }: { data: LeadPageData; result?: LeadActionResult }) {
  const t = useT();
  const lang = useLang();
  const { lead } = data.detail;
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
  const touch = lead.source.lastTouch ?? lead.source.firstTouch;
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
          <section className={sectionClasses} aria-labelledby="answers">
            <h2 id="answers" className={h2}>
              {data.kind.name}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {data.kind.lines.map((line) => (
                <div key={line.label}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{line.label}</dt>
                  <dd className="whitespace-pre-line text-ink">{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={sectionClasses} aria-labelledby="contact">
            <h2 id="contact" className={h2}>
              {t("leads.lead.contact")}
            </h2>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Item label={t("leads.fields.email")}>
                <a href={`mailto:${lead.email}`} className="underline">
                  {lead.email}
                </a>
              </Item>
              <Item label={t("leads.fields.phone")}>
                <a href={`tel:${lead.phone}`} className="underline">
                  {lead.phone}
                </a>
              </Item>
              {lead.company && <Item label={t("leads.fields.company")}>{lead.company}</Item>}
              <Item label={t("leads.fields.lang")}>{lead.lang}</Item>
            </dl>
          </section>
          <section id="consentements" className={sectionClasses} aria-labelledby="consents">
            <h2 id="consents" className={h2}>
              {t("leads.lead.consents")}
            </h2>
            <ul className="flex flex-col gap-3 text-sm">
              <li>
                <strong>{t("leads.lead.privacy")}</strong> — « {lead.consents.privacy.text} » ·{" "}
                {formatDateTime(lead.consents.privacy.at, lang)}
              </li>
              <li>
                <strong>{t("leads.lead.phoneOptIn")}</strong> —{" "}
                {lead.consents.callback.given ? t("leads.lead.given") : t("leads.lead.notGiven")} · «{" "}
                {lead.consents.callback.text} » · {formatDateTime(lead.consents.callback.at, lang)}
              </li>
            </ul>
            {!data.mayCall && (
              <p className="mt-3 text-sm font-semibold text-error">{t("leads.lead.noSalesCallHelp")}</p>
            )}
          </section>
          <section className={sectionClasses} aria-labelledby="source">
            <h2 id="source" className={h2}>
              {t("leads.lead.source")}
            </h2>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Item label={t("leads.fields.channel")}>{sourceLabel(data.source, t)}</Item>
              <Item label={t("leads.fields.page")}>{lead.source.page}</Item>
              <Item label={t("leads.fields.referrer")}>{lead.source.referrer ?? "—"}</Item>
              <Item label={t("leads.fields.referralCode")}>{lead.source.referralCode ?? "—"}</Item>
              <Item label="UTM">
                {touch && Object.keys(touch.utm).length
                  ? Object.entries(touch.utm)
                      .map(([k, v]) => `${k}=${v}`)
                      .join(" · ")
                  : "—"}
              </Item>
              <Item label={t("leads.fields.landing")}>{touch?.landing ?? "—"}</Item>
            </dl>
          </section>
          <section className={sectionClasses} aria-labelledby="timeline">
            <h2 id="timeline" className={h2}>
              {t("leads.lead.timeline")}
            </h2>
            <ol className="flex flex-col gap-3 border-l-2 border-line pl-4" data-testid="timeline">
              {data.detail.timeline.map((entry) => (
                <li key={entry.id} className="text-sm">
                  <span className="block text-xs text-muted">{formatDateTime(entry.at, lang)}</span>
                  <TimelineText entry={entry} staff={data.staff} />
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="flex flex-col gap-5">
          <section className={sectionClasses} aria-labelledby="work">
            <h2 id="work" className={h2}>
              {t("leads.lead.work")}
            </h2>
            <p className="mb-1 text-sm font-semibold">{t("leads.columns.adviser")}</p>
            <AssignForm
              key={`assign-${lead.version}`}
              leadId={lead.id}
              version={lead.version}
              current={lead.assignedTo ?? ""}
              staff={data.staff}
            />
            <Form key={`status-${lead.version}`} method="post" className="mt-4 flex flex-col gap-2">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="version" value={lead.version} />
              <LabelledSelect
                id="status"
                name="status"
                label={t("leads.columns.status")}
                labelClassName={labelClasses}
                defaultValue={lead.status}
                className={inputClasses}
                choices={statusChoices(t)}
              />
              <LabelledSelect
                id="lostReason"
                name="lostReason"
                label={t("leads.board.reasonIfLost")}
                labelClassName={labelClasses}
                defaultValue={lead.lostReason ?? ""}
                className={inputClasses}
                choices={lostReasonChoices(t)}
                empty="—"
              />
              <button type="submit" className={buttonClasses("outline")}>
                {t("leads.lead.saveStatus")}
              </button>
            </Form>
          </section>
          <section className={sectionClasses} aria-labelledby="call">
            <h2 id="call" className={h2}>
              {t("leads.call.title")}
            </h2>
            <Form key={`call-${lead.version}`} method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="call" />
              <LabelledSelect
                id="outcome"
                name="outcome"
                label={t("leads.call.outcome")}
                labelClassName={labelClasses}
                className={inputClasses}
                choices={CALL_OUTCOMES.map((o) => [o, t(`leads.call.outcomes.${o}`)])}
              />
              <LabelledSelect
                id="legalBasis"
                name="legalBasis"
                label={t("leads.call.legalBasis")}
                labelClassName={labelClasses}
                required={!data.mayCall}
                className={inputClasses}
                hint={data.mayCall ? t("leads.call.optInHint") : t("leads.call.basisHint")}
                choices={LEGAL_BASES.map((b) => [b, t(`leads.call.bases.${b}`)])}
                empty={data.mayCall ? t("leads.call.optIn") : "—"}
              />
              <FormField id="call-note" label={t("leads.call.note")} className="contents" labelClassName={labelClasses}>
                {(aria) => (
                  <textarea {...aria} name="note" rows={3} maxLength={5000} className={`${inputClasses} py-2`} />
                )}
              </FormField>
              <button type="submit" className={buttonClasses("secondary")}>
                {t("leads.call.submit")}
              </button>
            </Form>
          </section>
          <section className={sectionClasses} aria-labelledby="note">
            <h2 id="note" className={h2}>
              {t("leads.note.title")}
            </h2>
            <Form key={`note-${lead.version}`} method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="note" />
              <FormField
                id="note-text"
                label={t("leads.note.label")}
                className="contents"
                labelClassName={labelClasses}
              >
                {(aria) => (
                  <textarea
                    {...aria}
                    name="text"
                    rows={3}
                    required
                    maxLength={5000}
                    className={`${inputClasses} py-2`}
                  />
                )}
              </FormField>
              <button type="submit" className={buttonClasses("outline")}>
                {t("leads.note.submit")}
              </button>
            </Form>
          </section>
          {data.convertible && !lead.customerId && <ConvertForm line={data.convertible} version={lead.version} />}
          {lead.customerId && <Notice tone="success">{t("leads.convert.done")}</Notice>}
        </div>
      </div>
    </BackofficePage>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function Field({
  name,
  label,
  type = "text",
  required = true,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <TextField
      id={`convert-${name}`}
      name={name}
      type={type}
      required={required}
      label={label}
      labelClassName={labelClasses}
    />
  );
}

function ConvertForm({ line, version }: { line: "vehicle" | "health" | "borrower"; version: number }) {
  const t = useT();
  return (
    <section className={sectionClasses} aria-labelledby="convert">
      <h2 id="convert" className={h2}>
        {t("leads.convert.title")}
      </h2>
      <p className="mb-3 text-sm text-muted">{t("leads.convert.help")}</p>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="convert" />
        <input type="hidden" name="version" value={version} />
        <Field name="insurer" label={t("leads.fields.insurer")} />
        <Field name="formula" label={t("leads.fields.formula")} required={false} />
        <Field name="monthlyPremium" label={t("leads.fields.monthlyPremium")} />
        <Field name="startDate" label={t("leads.fields.startDate")} type="date" />
        {line === "vehicle" && (
          <>
            <Field name="vehicleRegistration" label={t("leads.fields.vehicleRegistration")} />
            <Field name="vehicleMake" label={t("leads.fields.vehicleMake")} />
            <Field name="vehicleModel" label={t("leads.fields.vehicleModel")} />
          </>
        )}
        {line === "borrower" && (
          <>
            <Field name="loanAmount" label={t("leads.fields.loanAmount")} />
            <Field name="loanBank" label={t("leads.fields.loanBank")} />
          </>
        )}
        <button type="submit" className={buttonClasses("primary")}>
          {t("leads.convert.submit")}
        </button>
      </Form>
    </section>
  );
}

function TimelineText({ entry, staff }: { entry: TimelineEntry; staff: Array<{ id: string; name: string }> }) {
  const t = useT();
  if (entry.kind === "created") return <span>{t("leads.timeline.created", { count: entry.submissions })}</span>;
  if (entry.kind === "delivery")
    return (
      <span>
        {t(`leads.timeline.${entry.channel}`, { topic: entry.topic, to: entry.to ?? "" })} —{" "}
        {t(`leads.timeline.delivery.${entry.status}`, { attempts: entry.attempts })}
      </span>
    );
  const who = entry.actor ?? t("leads.timeline.system");
  const d = entry.details as Record<string, string>;
  switch (entry.kind) {
    case "status":
      return (
        <span>
          {t("leads.timeline.status", { who, from: t(`leads.status.${d.from}`), to: t(`leads.status.${d.to}`) })}
          {d.reason ? ` (${t(`leads.lostReasons.${d.reason}`)})` : ""}
        </span>
      );
    case "assignment":
      return (
        <span>
          {d.to
            ? t(d.by === "roundRobin" ? "leads.timeline.roundRobin" : "leads.timeline.assigned", {
                who,
                to: d.toName ?? staff.find((s) => s.id === d.to)?.name ?? "",
              })
            : t("leads.timeline.unassigned", { who })}
        </span>
      );
    case "note":
      return (
        <span className="whitespace-pre-line">
          <strong>{t("leads.timeline.note", { who })}</strong> {d.text}
        </span>
      );
    case "call":
      return (
        <span className="whitespace-pre-line">
          <strong>
            {t("leads.timeline.call", { who, outcome: t(`leads.call.outcomes.${d.outcome}`) })} ·{" "}
            {d.legalBasis === "optIn" ? t("leads.call.optIn") : t(`leads.call.bases.${d.legalBasis}`)}
          </strong>{" "}
          {d.note}
        </span>
      );
    default:
      return <span>{t("leads.timeline.converted", { who, contract: d.contract ?? "" })}</span>;
  }
}
