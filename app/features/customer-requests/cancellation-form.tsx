import { Form } from "react-router";
import { Honeypot } from "~/forms/honeypot";
import { formatDay } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { CANCELLATION_REASONS } from "~/server/customer-requests/request-forms";
import { CONTRACT_REFERENCE_MAX, TEXT_MAX } from "~/server/limits";
import { ChoiceGroup, TextAreaField, TextField } from "~/ui/form-controls";
import type { CancellationActionData, CancellationPageData } from "./cancellation-data";
import { StepHeading } from "./cancellation-parts";
import { RequestCard, RequestErrorSummary, RequestPage, SubmitButton } from "./request-ui";

/** Step 2: who asks, which contract, why and from when; a refusal brings it back with its messages. */
export function CancellationForm({
  page,
  failure,
  contractName,
}: {
  page: CancellationPageData;
  failure: Exclude<CancellationActionData, { ok: true }> | undefined;
  contractName: string;
}) {
  const t = useT();
  const lang = useLang();
  const { terms, open } = page;
  const earliest = terms?.earliest ?? open?.earliest ?? "";
  const values = failure?.values ?? {};
  const errors = failure?.errors ?? {};
  return (
    <RequestPage title={t("requests.cancel.title")} lead={contractName}>
      <Form method="post" noValidate data-testid="cancel-form">
        <RequestCard>
          <RequestErrorSummary
            failure={failure}
            fields={{
              name: "cancel-name",
              email: "cancel-email",
              reason: "reason",
              details: "cancel-details",
              desiredDate: "cancel-date",
            }}
          />
          <StepHeading n={2} title={t("requests.cancel.formTitle")} />
          <input type="hidden" name="intent" value="review" />
          {!terms && <Honeypot />}
          <TextField
            id="cancel-name"
            name="name"
            autoComplete="name"
            label={t("requests.cancel.name")}
            defaultValue={values.name ?? page.prefill.name}
            error={errors.name && t(errors.name)}
          />
          <TextField
            id="cancel-email"
            name="email"
            type="email"
            autoComplete="email"
            label={t("requests.cancel.email")}
            defaultValue={values.email ?? page.prefill.email}
            error={errors.email && t(errors.email)}
          />
          {terms ? (
            <TextField id="cancel-reference" label={t("requests.cancel.reference")} value={terms.reference} readOnly />
          ) : (
            <TextField
              id="cancel-reference"
              name="reference"
              label={t("requests.cancel.reference")}
              hint={t("complaints.complaint.contractHint")}
              maxLength={CONTRACT_REFERENCE_MAX}
              required
              defaultValue={values.reference}
              error={errors.reference && t(errors.reference)}
            />
          )}
          <ChoiceGroup
            id="reason"
            name="reason"
            type="radio"
            legend={t("requests.cancel.reason")}
            checked={values.reason}
            error={errors.reason && t(errors.reason)}
            options={(terms?.reasons ?? CANCELLATION_REASONS).map((reason) => ({
              value: reason,
              label: t(`requests.cancel.reasons.${reason}`),
            }))}
          />
          {/* Before a contract is named both "after a year" reasons are offered: say which is whose. */}
          {!terms && <p className="-mt-2 text-sm text-ink-soft">{t("requests.cancel.reasonHint")}</p>}
          <TextAreaField
            id="cancel-details"
            name="details"
            maxLength={TEXT_MAX}
            label={t("requests.cancel.details")}
            hint={t("requests.cancel.detailsHint")}
            defaultValue={values.details}
            error={errors.details && t(errors.details)}
          />
          <TextField
            id="cancel-date"
            name="desiredDate"
            type="date"
            min={earliest}
            label={t("requests.cancel.desiredDate")}
            hint={
              terms
                ? t("requests.cancel.desiredDateHint", {
                    date: formatDay(terms.earliest, lang),
                    anniversary: formatDay(terms.atAnniversary, lang),
                  })
                : t("complaints.cancel.desiredDateHint", { date: open?.earliestText ?? "" })
            }
            defaultValue={values.desiredDate}
            error={errors.desiredDate && t(errors.desiredDate)}
          />
          <div>
            <SubmitButton>{t("requests.cancel.review")}</SubmitButton>
          </div>
        </RequestCard>
      </Form>
    </RequestPage>
  );
}
