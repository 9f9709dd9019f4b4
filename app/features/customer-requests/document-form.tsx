import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { DOCUMENT_TYPES, type RequestFailure } from "./request-forms";
import {
  FailureNotice,
  FileField,
  RequestCard,
  RequestPage,
  SelectField,
  SentNotice,
  SubmitButton,
  TextAreaField,
  TokenField,
  UploadProgress,
  useUploadingSubmit,
} from "./request-ui";

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
  return (
    <RequestPage title={t("requests.document.title")} lead={t("requests.document.lead")}>
      {sent && !failure && <SentNotice title={t("requests.document.sent")} reference={sent} />}
      <FailureNotice notice={failure?.notice} />
      {/* A new key after each success: the form starts empty again (spec §4). */}
      <Form
        key={sent ?? "new"}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={upload.onSubmit}
        data-testid="document-form"
      >
        <RequestCard>
          <TokenField token={formToken} />
          <SelectField
            id="document-type"
            name="type"
            label={t("requests.document.type")}
            defaultValue={values.type ?? ""}
            error={failure?.errors.type}
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
            maxLength={2000}
            defaultValue={values.description}
            error={failure?.errors.description}
          />
          <FileField
            id="document-file"
            name="file"
            label={t("requests.file.label")}
            error={failure?.errors.file}
            onProblem={(problem) => upload.setBlocked(problem !== null)}
          />
          <UploadProgress percent={upload.percent} />
          <div>
            <SubmitButton>{t("requests.document.submit")}</SubmitButton>
          </div>
        </RequestCard>
      </Form>
    </RequestPage>
  );
}
