import { Form } from "react-router";
import { formatDay, formatEuros } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import type { CancellationActionData, CancellationPageData } from "./cancellation-data";
import { Rows, StepHeading } from "./cancellation-parts";
import { RequestCard, RequestPage, TokenField } from "./request-ui";

/** Step 3: the summary, with "Modifier" and "Confirmer ma demande de résiliation". */
export function CancellationReview({
  page,
  result,
  contractName,
}: {
  page: CancellationPageData;
  result: Extract<CancellationActionData, { ok: true }>;
  contractName: string;
}) {
  const t = useT();
  const lang = useLang();
  const { terms } = page;
  const values = result.values;
  return (
    <RequestPage title={t("requests.cancel.title")} lead={contractName}>
      <RequestCard>
        <StepHeading n={3} title={t("requests.cancel.summaryTitle")} />
        <p>{t("requests.cancel.summaryLead")}</p>
        <Rows
          rows={[
            ...((terms
              ? [
                  [t("requests.summary.contract"), contractName],
                  [
                    t("requests.summary.premium"),
                    t("requests.summary.perMonth", { amount: formatEuros(terms.monthlyPremiumCents, lang) }),
                  ],
                ]
              : [[t("complaints.summary.contractReference"), values.reference ?? ""]]) as Array<[string, string]>),
            [t("requests.summary.name"), values.name ?? ""],
            [t("requests.summary.email"), values.email ?? ""],
            [t("requests.summary.reason"), t(`requests.cancel.reasons.${values.reason}`)],
            ...(values.details
              ? ([[t("requests.summary.reasonText"), values.details]] as Array<[string, string]>)
              : []),
            [
              t("requests.summary.effectDate"),
              result.effectDate ? formatDay(result.effectDate, lang) : t("complaints.cancel.atAnniversary"),
            ],
          ]}
        />
        <Form method="post" className="flex flex-wrap gap-3" data-testid="cancel-confirm-form">
          <TokenField token={page.formToken} />
          {Object.entries(values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" name="intent" value="edit" variant="outline">
            {t("requests.cancel.edit")}
          </Button>
          <Button type="submit" name="intent" value="confirm" size="lg">
            {t("requests.cancel.confirm")}
          </Button>
        </Form>
      </RequestCard>
    </RequestPage>
  );
}
