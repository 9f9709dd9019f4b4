import { useT } from "~/i18n/react";
import type { RequestFailure } from "~/server/customer-requests/request-forms";
import { LINE_MAX, PLATE_MAX, TEXT_MAX } from "~/server/limits";
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
  thirdPartyName: "claim-third-name",
  thirdPartyInsurer: "claim-third-insurer",
  thirdPartyPlate: "claim-third-plate",
  jointReport: "jointReport",
  jointReportFile: "claim-joint-report-file",
  files: "claim-files",
};

/** Who the third party is; for a vehicle, its plate and the joint report (constat amiable). */
function ThirdPartyFields({
  vehicle,
  values,
  errors,
  onProblem,
}: {
  vehicle: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  onProblem: (problem: string | null) => void;
}) {
  const t = useT();
  const k = (key: string) => t(`requests.claimThirdParty.${key}`);
  const error = (name: string) => errors[name] && t(errors[name]);
  return (
    <fieldset
      data-third-party
      data-testid="claim-third-party"
      className="hidden gap-4 rounded-control border border-line p-4 [&:has([name=jointReport][value=yes]:checked)>[data-joint-report]]:block"
    >
      <legend className="px-1 text-sm font-semibold">{k("legend")}</legend>
      <TextField
        id="claim-third-name"
        name="thirdPartyName"
        maxLength={LINE_MAX}
        label={k("name")}
        defaultValue={values.thirdPartyName}
        error={error("thirdPartyName")}
      />
      <TextField
        id="claim-third-insurer"
        name="thirdPartyInsurer"
        maxLength={LINE_MAX}
        label={k("insurer")}
        defaultValue={values.thirdPartyInsurer}
        error={error("thirdPartyInsurer")}
      />
      {vehicle && (
        <>
          <TextField
            id="claim-third-plate"
            name="thirdPartyPlate"
            maxLength={PLATE_MAX}
            autoCapitalize="characters"
            label={k("plate")}
            hint={k("plateHint")}
            defaultValue={values.thirdPartyPlate}
            error={error("thirdPartyPlate")}
          />
          <ChoiceGroup
            id="jointReport"
            name="jointReport"
            type="radio"
            legend={k("jointReport")}
            checked={values.jointReport}
            error={error("jointReport")}
            options={[
              { value: "yes", label: t("requests.claim.yes") },
              { value: "no", label: t("requests.claim.no") },
            ]}
          />
          <div data-joint-report className="hidden">
            <FileField
              id="claim-joint-report-file"
              name="jointReportFile"
              label={k("jointReportFile")}
              error={error("jointReportFile")}
              onProblem={onProblem}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}

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
          maxLength={LINE_MAX}
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
        maxLength={TEXT_MAX}
        label={t("requests.claim.description")}
        defaultValue={values.description}
        error={errors.description && t(errors.description)}
      />
      {/* The third party's questions show once "Oui" is ticked: by CSS alone, so without scripts too. */}
      <div className="grid gap-5 [&:has(input[name=thirdParty][value=yes]:checked)>[data-third-party]]:grid">
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
        <ThirdPartyFields
          vehicle={page.contract.productLine === "vehicle"}
          values={values}
          errors={errors}
          onProblem={(problem) => upload.setBlocked(problem !== null)}
        />
      </div>
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
