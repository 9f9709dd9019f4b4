import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { SITE_PATHS } from "~/paths/site";
import { GDPR_RIGHTS, LEGAL_LAST_UPDATED, LEGAL_SECTIONS } from "./legal-content";
import type { LegalIdentity } from "./legal-notice.server";
import { LegalSection, legalLinkClasses } from "./legal-section";
import { richText } from "./rich-text";

/** A configured value, or the visible "à compléter" badge (PRODUCT.md 15). */
function Value({ value }: { value: string | null }) {
  const t = useT();
  if (value) return <>{value}</>;
  return (
    <span
      data-testid="to-complete"
      className="inline-flex items-center rounded-full border border-warning/40 bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning"
    >
      {t("common.toBeCompleted")}
    </span>
  );
}

/** The mediator's name and where to reach it: a website is a link, a postal address plain text. */
function Mediator({ identity }: { identity: LegalIdentity }) {
  const t = useT();
  const where = identity.mediatorAddress ?? t("common.toBeCompleted");
  return (
    <span data-testid="legal-mediator">
      {identity.mediatorName ?? t("common.toBeCompleted")},{" "}
      {/^https?:\/\//.test(where) ? (
        <a href={where} className={legalLinkClasses} rel="noopener noreferrer">
          {where}
        </a>
      ) : (
        where
      )}
    </span>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const t = useT();
  return (
    <dl className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-muted">{t(label)}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The legal notice (spec §2): nine sections, the broker's regulatory mentions, a real last-update date. */
export function LegalNotice({ identity, updated }: { identity: LegalIdentity; updated: string }) {
  const t = useT();
  const brand = identity.brandName;
  const email = (
    <a href={`mailto:${identity.contactEmail}`} className={legalLinkClasses}>
      {identity.contactEmail}
    </a>
  );
  const phone = identity.phone ? (
    <a href={`tel:${identity.phone.replace(/\s/g, "")}`} className={legalLinkClasses}>
      {identity.phone}
    </a>
  ) : (
    <Value value={null} />
  );
  const title = (key: string) => t(`legal.${key}.title`);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20">
      <h1 className="text-3xl sm:text-4xl">{t("pages.legal.title")}</h1>
      <p className="mt-5 max-w-[65ch] text-lg text-ink-soft">{t("pages.legal.lead")}</p>
      <p className="mt-3 text-sm text-muted" data-testid="legal-updated">
        {richText(t, "legal.lastUpdated", {
          date: <time dateTime={LEGAL_LAST_UPDATED}>{updated}</time>,
        })}
      </p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc-title" className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
            {t("legal.toc")}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-line">
            {LEGAL_SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm hover:border-gold-strong hover:text-gold-strong"
                >
                  {index + 1}. {title(section.key)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-[68ch] space-y-12 leading-relaxed" data-testid="legal-notice">
          <LegalSection id="editeur" title={title("publisher")}>
            <p>{t("legal.publisher.intro", { brand })}</p>
            <Facts
              rows={[
                ["legal.fields.brand", brand],
                ["legal.fields.legalName", <Value key="v" value={identity.legalName} />],
                ["legal.fields.address", <Value key="v" value={identity.address} />],
                ["legal.fields.phone", phone],
                ["legal.fields.email", email],
                ["legal.fields.director", <Value key="v" value={identity.publisher} />],
                ["legal.fields.orias", <Value key="v" value={identity.oriasNumber} />],
              ]}
            />
            <p className="text-sm text-muted">{t("legal.publisher.oriasCheck")}</p>
            <h3 className="pt-2 font-sans text-lg font-semibold">{t("legal.publisher.regulatedTitle")}</h3>
            <p>{t("legal.publisher.regulated", { brand })}</p>
            <p>{t("legal.publisher.acpr")}</p>
            <p>{richText(t, "legal.publisher.mediation", { email, mediator: <Mediator identity={identity} /> })}</p>
            <p>{t("legal.publisher.remuneration")}</p>
          </LegalSection>

          <LegalSection id="hebergement" title={title("hosting")}>
            <p>{t("legal.hosting.intro")}</p>
            <Facts rows={[["legal.fields.host", <Value key="v" value={identity.host} />]]} />
            <p>{t("legal.hosting.note")}</p>
          </LegalSection>

          <LegalSection id="propriete-intellectuelle" title={title("ip")}>
            <p>{t("legal.ip.p1", { brand })}</p>
            <p>{t("legal.ip.p2")}</p>
          </LegalSection>

          <LegalSection id="donnees-personnelles" title={title("data")}>
            <p>{t("legal.data.p1", { brand })}</p>
            <p>{t("legal.data.p2")}</p>
            <p>{t("legal.data.retention")}</p>
            <p>{t("legal.data.rightsIntro")}</p>
            <ul className="list-disc space-y-1 pl-6">
              {GDPR_RIGHTS.map((right) => (
                <li key={right}>{t(`legal.data.rights.${right}`)}</li>
              ))}
            </ul>
            <p>{richText(t, "legal.data.contact", { email })}</p>
            <p>{t("legal.data.cnil")}</p>
          </LegalSection>

          <LegalSection id="cookies" title={title("cookies")}>
            <p>{t("legal.cookies.intro")}</p>
            <ul className="list-disc space-y-2 pl-6">
              <li>{t("legal.cookies.technical")}</li>
              <li>{t("legal.cookies.analytics")}</li>
              <li>{t("legal.cookies.marketing")}</li>
            </ul>
            <p>{t("legal.cookies.banner")}</p>
            <p>{t("legal.cookies.manage")}</p>
            <p>
              <a href="?gestion-cookies" className={legalLinkClasses}>
                {t("legal.cookies.manageLink")}
              </a>
            </p>
          </LegalSection>

          <LegalSection id="responsabilite" title={title("liability")}>
            <p>{t("legal.liability.p1")}</p>
            <p>{t("legal.liability.p2", { brand })}</p>
          </LegalSection>

          <LegalSection id="liens" title={title("links")}>
            <p>{t("legal.links.p1", { brand })}</p>
            <p>{t("legal.links.p2")}</p>
          </LegalSection>

          <LegalSection id="droit-applicable" title={title("law")}>
            <p>{t("legal.law.p1")}</p>
          </LegalSection>

          <LegalSection id="contact" title={title("contact")}>
            <p>{richText(t, "legal.contact.p1", { email, phone })}</p>
            <p>
              {t("complaints.legalCancelLead")}
              <Link to={SITE_PATHS.cancel} className={legalLinkClasses}>
                {t("complaints.cancel.link")}
              </Link>
              .
            </p>
            <p data-testid="legal-complaints">
              {t("complaints.legalLead")}
              <Link to={SITE_PATHS.complaint} className={legalLinkClasses}>
                {t("complaints.complaint.link")}
              </Link>
              .{" "}
              {t("complaints.mediator.legal", {
                name: identity.mediatorName ?? t("common.toBeCompleted"),
                contact: identity.mediatorAddress ?? t("common.toBeCompleted"),
              })}
            </p>
          </LegalSection>
        </article>
      </div>
    </div>
  );
}
