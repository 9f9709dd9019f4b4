import type { ReactNode } from "react";
import { useLang, useT } from "~/i18n/react";
import { formatDateTime } from "./formatting";
import type { LeadPageData } from "./lead-page";
import { h2, sectionClasses } from "./lead-page-styles";
import { sourceLabel } from "./lead-source-label";

/** What the prospect told us and agreed to: their answers, contact details, consents and where they came from. */
export function LeadRecord({ data }: { data: LeadPageData }) {
  const t = useT();
  const lang = useLang();
  const { lead } = data.detail;
  const touch = lead.source.lastTouch ?? lead.source.firstTouch;
  return (
    <>
      <section className={sectionClasses} aria-labelledby="answers">
        <h2 id="answers" className={h2}>
          {data.kind.name}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {data.kind.lines.map((line) => (
            <div key={line.label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{line.label}</dt>
              <dd dir="auto" className="whitespace-pre-line text-ink">
                {line.value}
              </dd>
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
        {!data.mayCall && <p className="mt-3 text-sm font-semibold text-error">{t("leads.lead.noSalesCallHelp")}</p>}
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
    </>
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
