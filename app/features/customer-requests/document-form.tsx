import { useT } from "~/i18n/react";
import { DOCUMENT_TYPES, type RequestFailure } from "~/server/customer-requests/request-forms";
import { TEXT_MAX } from "~/server/limits";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { RequestFormFrame } from "./request-form-frame";
import { FileField, useUploadingSubmit } from "./request-ui";

/** Send a document: a type (required), a description and a file (optional). */
export function DocumentScreen({
  formToken,
  sent,
  failure,
}: {
  formToken: string;
  sent: string | null;
  failure?: RequestFailure;
}) {
  const t = useT();
  const upload = useUploadingSubmit();
  const values = failure?.values ?? {};
  const error = (name: string) => {
    const key = failure?.errors[name];
    return key && t(key);
  };
  return (
    <RequestFormFrame
      request="document"
      lead={t("requests.document.lead")}
      sent={sent}
      failure={failure}
      formToken={formToken}
      upload={upload}
      fields={{ type: "document-type", description: "document-description", file: "document-file" }}
    >
      <SelectField
        id="document-type"
        name="type"
        label={t("requests.document.type")}
        defaultValue={values.type ?? ""}
        error={error("type")}
      >
        <option value="">{t("requests.document.typePlaceholder")}</option>
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`requests.document.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="document-description"
        name="description"
        label={t("requests.document.description")}
        maxLength={TEXT_MAX}
        defaultValue={values.description}
        error={error("description")}
      />
      <FileField
        id="document-file"
        name="file"
        label={t("requests.file.label")}
        error={error("file")}
        onProblem={(problem) => upload.setBlocked(problem !== null)}
      />
    </RequestFormFrame>
  );
}
