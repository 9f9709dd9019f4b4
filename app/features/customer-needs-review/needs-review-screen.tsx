import { Form, useNavigation } from "react-router";
import { FieldInput } from "~/forms/field-input";
import { formatDay } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { contractPath } from "~/paths/customer-area";
import type { ProductLine } from "~/server/contracts/contract-types";
import { reviewQuestionnaire } from "~/server/needs-review/review-questionnaires";
import { AreaPage } from "~/ui/area-page";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import type { NeedsReviewFailure } from "./needs-review.server";

export type NeedsReviewPageData = {
  contract: { reference: string; product: string; insurer: string };
  line: ProductLine;
  anniversary: string;
  answeredAt: string | null;
  values: Record<string, string | string[]>;
};

/**
 * "Mes besoins" before a renewal: the line's short questionnaire, filled with what the broker knows,
 * to confirm or correct; once answered, the answers and a word on what happens next.
 */
export function NeedsReviewScreen({ page, failure }: { page: NeedsReviewPageData; failure?: NeedsReviewFailure }) {
  const t = useT();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { fields } = reviewQuestionnaire(page.line);
  const values = failure?.values ?? page.values;
  return (
    <AreaPage backTo={contractPath(page.contract.reference)} backLabel={t("needs-review.page.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("needs-review.page.title")}</h1>
      <p className="mt-2 text-ink-soft">
        {t("needs-review.page.contract", {
          product: t(`contracts.product.${page.contract.product}`),
          reference: page.contract.reference,
          date: formatDay(page.anniversary, lang),
        })}
      </p>
      {page.answeredAt ? (
        <>
          <Notice tone="success" className="mt-6">
            {t("needs-review.page.thanks")}
          </Notice>
          <dl className="mt-6 grid gap-3" data-testid="needs-answers">
            {fields.map((field) => {
              const value = page.values[field.name];
              const shown = [value ?? []]
                .flat()
                .map((one) =>
                  "options" in field ? t(field.options.find((option) => option.value === one)?.labelKey ?? one) : one,
                )
                .join(", ");
              return (
                <div key={field.name} className="rounded-control border border-line p-3">
                  <dt className="text-sm text-ink-soft">{t(field.labelKey)}</dt>
                  <dd className="font-semibold">{shown || "—"}</dd>
                </div>
              );
            })}
          </dl>
        </>
      ) : (
        <Form method="post" className="mt-6 grid gap-5" noValidate>
          <p>{t("needs-review.page.lead")}</p>
          {failure && (
            <Notice tone="error" id="needs-review-problem">
              {t(failure.notice)}
            </Notice>
          )}
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              id={`needs-review-${field.name}`}
              value={values[field.name]}
              error={failure?.errors[field.name] ? t(failure.errors[field.name] as string) : undefined}
            />
          ))}
          <p className="text-sm text-ink-soft">{t("needs-review.page.privacy")}</p>
          <div>
            <Button type="submit" disabled={busy}>
              {t("needs-review.page.submit")}
            </Button>
          </div>
        </Form>
      )}
    </AreaPage>
  );
}
