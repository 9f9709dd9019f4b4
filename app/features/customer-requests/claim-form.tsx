import { useT } from "~/i18n/react";
import type { RequestFailure } from "~/server/customer-requests/request-forms";
import { ChoiceGroup, SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { RequestFormFrame } from "./request-form-frame";
import { FileField, useUploadingSubmit } from "./request-ui";

type ClaimPage = {
  contract: { reference: string; product: string; productLine: string; covered: boolean };
  kinds: readonly string[];
  today: string;
  formToken: string;
  sent: string | null;
};

/** The claim's fields in the form's order: name → control id (for the error summary). */
const CLAIM_FIELDS = {
  eventDate: "claim-date",
  place: "claim-place",
  kind: "claim-kind",
  description: "claim-description",
  thirdParty: "thirdParty",
  files: "claim-files",
};

/** Declare a claim on a contract: when, where, what, a description, a third party, up to 5 files. */
export function ClaimScreen({ page, failure }: { page: ClaimPage; failure?: RequestFailure }) {
  const t = useT();
  const upload = useUploadingSubmit();
  const values = failure?.values ?? {};
  const errors = failure?.errors ?? {};
  const lead = `${t(`contracts.product.${page.contract.product}`)} — ${page.contract.reference}`;
  return (
    <RequestFormFrame
      request="claim"
      lead={lead}
      sent={page.sent}
      sentMessage={page.sent ? t("requests.claim.sentMessage", { reference: page.sent }) : undefined}
      failure={failure}
      unavailable={
        page.contract.covered ? undefined : <Notice tone="info">{t("requests.claim.errors.notCovered")}</Notice>
      }
      formToken={page.formToken}
      upload={upload}
      fields={CLAIM_FIELDS}
    >
      <p className="text-ink-soft">{t("requests.claim.lead")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="claim-date"
          name="eventDate"
          type="date"
          max={page.today}
          label={t("requests.claim.eventDate")}
          defaultValue={values.eventDate}
          error={errors.eventDate && t(errors.eventDate)}
        />
        <TextField
          id="claim-place"
          name="place"
          maxLength={200}
          label={t("requests.claim.place")}
          defaultValue={values.place}
          error={errors.place && t(errors.place)}
        />
      </div>
      <SelectField
        id="claim-kind"
        name="kind"
        label={t("requests.claim.kind")}
        defaultValue={values.kind ?? ""}
        error={errors.kind && t(errors.kind)}
      >
        <option value="">—</option>
        {page.kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`requests.claim.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="claim-description"
        name="description"
        maxLength={2000}
        label={t("requests.claim.description")}
        defaultValue={values.description}
        error={errors.description && t(errors.description)}
      />
      <ChoiceGroup
        id="thirdParty"
        name="thirdParty"
        type="radio"
        legend={t("requests.claim.thirdParty")}
        checked={values.thirdParty}
        error={errors.thirdParty && t(errors.thirdParty)}
        options={[
          { value: "yes", label: t("requests.claim.yes") },
          { value: "no", label: t("requests.claim.no") },
        ]}
      />
      <FileField
        id="claim-files"
        name="files"
        multiple
        label={t("requests.claim.files")}
        error={errors.files && t(errors.files)}
        onProblem={(problem) => upload.setBlocked(problem !== null)}
      />
    </RequestFormFrame>
  );
}
