import { useT } from "~/i18n/react";
import {
  COVERED,
  DEFENSEUR_DELEGATES,
  DEFENSEUR_FORM,
  KNOWN_EXCEPTIONS,
  NOT_COVERED,
  PLAN_YEARS,
  STATEMENT_DATE,
} from "./accessibility-facts";
import { LegalSection, legalLinkClasses } from "./legal-section";
import { richText } from "./rich-text";

function List({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const t = useT();
  return (
    <ul className="list-disc space-y-1 pl-6">
      {keys.map((key) => (
        <li key={key}>{t(`${prefix}.${key}`)}</li>
      ))}
    </ul>
  );
}

/** The "Déclaration d'accessibilité" (loi n° 2005-102 art. 47, RGAA 4.1), in the RGAA model's order. */
export function AccessibilityStatement(props: {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  phone: string | null;
  /** STATEMENT_DATE as the reader writes dates (formatted by the loader). */
  updated: string;
}) {
  const t = useT();
  const external = (href: string) => (
    <a href={href} className={legalLinkClasses} rel="noopener noreferrer">
      {href}
    </a>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20">
      <h1 className="text-3xl sm:text-4xl">{t("accessibility.title")}</h1>
      <p className="mt-5 max-w-[65ch] text-lg text-ink-soft">{t("accessibility.lead")}</p>
      <p className="mt-3 text-sm text-muted" data-testid="accessibility-date">
        {richText(t, "accessibility.updated", {
          date: <time dateTime={STATEMENT_DATE}>{props.updated}</time>,
        })}
      </p>
      <article className="mt-10 max-w-[68ch] space-y-12 leading-relaxed">
        <LegalSection id="engagement" title={t("accessibility.commitment.title")}>
          <p>{t("accessibility.commitment.text", { brand: props.brandName, site: props.siteUrl })}</p>
        </LegalSection>
        <LegalSection id="conformite" title={t("accessibility.status.title")}>
          <p className="font-semibold">{t("accessibility.status.level")}</p>
          <p>{t("accessibility.status.why")}</p>
          <h3 className="pt-2 font-sans text-lg font-semibold">{t("accessibility.measure.title")}</h3>
          <p>{t("accessibility.measure.text")}</p>
          <h4 className="font-sans font-semibold">{t("accessibility.measure.coversTitle")}</h4>
          <List prefix="accessibility.measure.covers" keys={COVERED} />
          <h4 className="font-sans font-semibold">{t("accessibility.measure.limitsTitle")}</h4>
          <List prefix="accessibility.measure.limits" keys={NOT_COVERED} />
        </LegalSection>
        <LegalSection id="non-accessible" title={t("accessibility.exceptions.title")}>
          <p>{t("accessibility.exceptions.intro")}</p>
          <List prefix="accessibility.exceptions.items" keys={KNOWN_EXCEPTIONS} />
        </LegalSection>
        <LegalSection id="etablissement" title={t("accessibility.environment.title")}>
          <p>{t("accessibility.environment.tech")}</p>
          <p>{t("accessibility.environment.tools")}</p>
        </LegalSection>
        <LegalSection id="contact" title={t("accessibility.contact.title")}>
          <p>{t("accessibility.contact.text")}</p>
          <ul className="space-y-1">
            <li>
              {richText(t, "accessibility.contact.email", {
                email: (
                  <a href={`mailto:${props.contactEmail}`} className={legalLinkClasses}>
                    {props.contactEmail}
                  </a>
                ),
              })}
            </li>
            {props.phone && (
              <li>
                {richText(t, "accessibility.contact.phone", {
                  phone: (
                    <a href={`tel:${props.phone.replace(/\s/g, "")}`} className={legalLinkClasses}>
                      {props.phone}
                    </a>
                  ),
                })}
              </li>
            )}
          </ul>
        </LegalSection>
        <LegalSection id="recours" title={t("accessibility.recourse.title")}>
          <p>{t("accessibility.recourse.intro")}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>{richText(t, "accessibility.recourse.items.form", { link: external(DEFENSEUR_FORM) })}</li>
            <li>{richText(t, "accessibility.recourse.items.delegate", { link: external(DEFENSEUR_DELEGATES) })}</li>
            <li>{t("accessibility.recourse.items.mail")}</li>
          </ul>
        </LegalSection>
        <LegalSection id="schema-pluriannuel" title={t("accessibility.plan.title")}>
          <p>{t("accessibility.plan.intro")}</p>
          <List prefix="accessibility.plan.years" keys={PLAN_YEARS} />
        </LegalSection>
      </article>
    </div>
  );
}
