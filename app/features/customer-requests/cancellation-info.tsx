import { Link } from "react-router";
import { formatDay, formatEuros } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { Notice } from "~/ui/notice";
import type { CancellationPageData } from "./cancellation-data";
import { Rows, StepHeading } from "./cancellation-parts";
import { RequestCard, RequestPage } from "./request-ui";

/** Step 1: the law, the contract's terms and rights (or what holds for every contract), the consequences. */
export function CancellationInfo({ page, contractName }: { page: CancellationPageData; contractName: string }) {
  const t = useT();
  const { terms, open } = page;
  return (
    <RequestPage title={t("requests.cancel.title")} lead={contractName}>
      <RequestCard>
        <StepHeading n={1} title={t("requests.cancel.infoTitle")} />
        <p>{t(open ? "requests.cancel.lawPublic" : "requests.cancel.law")}</p>
        {terms ? (
          <>
            <ContractTerms terms={terms} contractName={contractName} />
            <ContractRights terms={terms} />
          </>
        ) : (
          <OpenTerms earliest={open?.earliestText ?? ""} />
        )}
        <h3 className="text-lg">{t("requests.cancel.consequencesTitle")}</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("requests.cancel.consequences.cover")}</li>
          <li>{t("requests.cancel.consequences.premium")}</li>
          {terms && <li>{t(`requests.cancel.consequences.${terms.consequence}`)}</li>}
        </ul>
        {!terms || terms.status === "active" ? (
          <div>
            <Link to="?etape=formulaire" className={buttonClasses("primary", "lg")}>
              {t("requests.cancel.continue")}
            </Link>
          </div>
        ) : (
          <Notice tone="info">{t("requests.cancel.notActive")}</Notice>
        )}
      </RequestCard>
    </RequestPage>
  );
}

type Terms = NonNullable<CancellationPageData["terms"]>;

/** Step 1 on a contract the customer holds: its own terms. */
function ContractTerms({ terms, contractName }: { terms: Terms; contractName: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <Rows
      rows={[
        [t("requests.cancel.terms.contract"), contractName],
        [t("requests.cancel.terms.insurer"), terms.insurer],
        ...(terms.formula ? ([[t("requests.cancel.terms.formula"), terms.formula]] as Array<[string, string]>) : []),
        [
          t("requests.cancel.terms.premium"),
          t("requests.summary.perMonth", { amount: formatEuros(terms.monthlyPremiumCents, lang) }),
        ],
        [t("requests.cancel.terms.start"), formatDay(terms.startDate, lang)],
        [t("requests.cancel.terms.anniversary"), formatDay(terms.anniversary, lang)],
        [t("requests.cancel.terms.notice"), t("requests.cancel.terms.noticeValue")],
        [t("requests.cancel.terms.earliest"), formatDay(terms.earliest, lang)],
      ]}
    />
  );
}

/** The rights the contract's line of insurance gives (keys of requests.cancel.rights). */
function ContractRights({ terms }: { terms: Terms }) {
  const t = useT();
  return (
    <>
      <h3 className="text-lg">{t("requests.cancel.rightsTitle")}</h3>
      <ul className="list-disc space-y-1 pl-5" data-testid="cancel-rights">
        {terms.rights.map((right) => (
          <li key={right}>{t(`requests.cancel.rights.${right}`)}</li>
        ))}
      </ul>
    </>
  );
}

/** Step 1 on the public entry: what holds for every contract, before any is named. */
function OpenTerms({ earliest }: { earliest: string }) {
  const t = useT();
  return (
    <Rows
      rows={[
        [t("requests.cancel.terms.notice"), t("requests.cancel.terms.noticeValue")],
        [t("requests.cancel.terms.earliest"), earliest],
        [t("requests.cancel.terms.anniversary"), t("complaints.cancel.atAnniversary")],
      ]}
    />
  );
}
