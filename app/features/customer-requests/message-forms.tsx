import { Honeypot } from "~/forms/honeypot";
import { useT } from "~/i18n/react";
import type { RequestFailure } from "~/server/customer-requests/request-forms";
import { CONTRACT_REFERENCE_MAX, EMAIL_MAX, LINE_MAX, MESSAGE_MAX } from "~/server/limits";
import { SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import { RequestFormFrame, type RequestFormProps } from "./request-form-frame";
import { FileField, ForVisitor, useUploadingSubmit } from "./request-ui";

function errorOf(failure: RequestFailure | undefined, t: (key: string) => string) {
  return (name: string) => {
    const key = failure?.errors[name];
    return key && t(key);
  };
}

/** "Écrire à mon conseiller": a subject, a text and up to five files; it opens a thread in the requests. */
export function MessageScreen({ formToken, sent, failure }: RequestFormProps) {
  const t = useT();
  const upload = useUploadingSubmit();
  const values = failure?.values ?? {};
  const error = errorOf(failure, t);
  return (
    <RequestFormFrame
      request="message"
      words="complaints.adviser"
      lead={t("complaints.adviser.lead")}
      sent={sent}
      sentMessage={t("complaints.adviser.sentMessage")}
      failure={failure}
      formToken={formToken}
      upload={upload}
      fields={{ subject: "message-subject", text: "message-text", files: "message-files" }}
    >
      <TextField
        id="message-subject"
        name="subject"
        label={t("complaints.adviser.subject")}
        maxLength={LINE_MAX}
        required
        defaultValue={values.subject}
        error={error("subject")}
      />
      <TextAreaField
        id="message-text"
        name="text"
        label={t("complaints.adviser.text")}
        maxLength={MESSAGE_MAX}
        rows={6}
        required
        defaultValue={values.text}
        error={error("text")}
      />
      <FileField
        id="message-files"
        name="files"
        multiple
        label={t("complaints.adviser.files")}
        error={error("files")}
        onProblem={(problem) => upload.setBlocked(problem !== null)}
      />
    </RequestFormFrame>
  );
}

/**
 * A complaint. Signed in, the account says who writes and the contract is one of theirs; on the
 * public page, the writer gives their name, e-mail and, if they have one, the contract's reference.
 */
export function ComplaintScreen({
  formToken,
  sent,
  failure,
  contracts,
}: {
  formToken: string;
  sent: string | null;
  failure?: RequestFailure;
  /** The customer's contracts (signed in); undefined on the public page. */
  contracts?: Array<{ reference: string; label: string }>;
}) {
  const t = useT();
  const values = failure?.values ?? {};
  const error = errorOf(failure, t);
  // The public page (no contracts given) speaks to a visitor, who may have no account.
  return (
    <ForVisitor visitor={contracts === undefined}>
      <ComplaintForm
        formToken={formToken}
        sent={sent}
        failure={failure}
        contracts={contracts}
        values={values}
        error={error}
      />
    </ForVisitor>
  );
}

function ComplaintForm({
  formToken,
  sent,
  failure,
  contracts,
  values,
  error,
}: {
  formToken: string;
  sent: string | null;
  failure?: RequestFailure;
  contracts?: Array<{ reference: string; label: string }>;
  values: Record<string, string>;
  error: ReturnType<typeof errorOf>;
}) {
  const t = useT();
  return (
    <RequestFormFrame
      request="complaint"
      words="complaints.complaint"
      lead={t("complaints.complaint.lead")}
      sent={sent}
      sentMessage={t("complaints.complaint.sentMessage")}
      failure={failure}
      formToken={formToken}
      fields={{
        name: "complaint-name",
        email: "complaint-email",
        contractReference: "complaint-contract",
        text: "complaint-text",
      }}
    >
      {contracts ? (
        <SelectField
          id="complaint-contract"
          name="contractReference"
          label={t("complaints.complaint.contractReference")}
          defaultValue={values.contractReference ?? ""}
          error={error("contractReference")}
        >
          <option value="">—</option>
          {contracts.map((contract) => (
            <option key={contract.reference} value={contract.reference}>
              {contract.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <Honeypot />
          <TextField
            id="complaint-name"
            name="name"
            label={t("complaints.complaint.name")}
            autoComplete="name"
            maxLength={LINE_MAX}
            required
            defaultValue={values.name}
            error={error("name")}
          />
          <TextField
            id="complaint-email"
            name="email"
            type="email"
            label={t("complaints.complaint.email")}
            autoComplete="email"
            maxLength={EMAIL_MAX}
            required
            defaultValue={values.email}
            error={error("email")}
          />
          <TextField
            id="complaint-contract"
            name="contractReference"
            label={t("complaints.complaint.contractReference")}
            hint={t("complaints.complaint.contractHint")}
            maxLength={CONTRACT_REFERENCE_MAX}
            defaultValue={values.contractReference}
            error={error("contractReference")}
          />
        </>
      )}
      <TextAreaField
        id="complaint-text"
        name="text"
        label={t("complaints.complaint.text")}
        maxLength={MESSAGE_MAX}
        rows={8}
        required
        defaultValue={values.text}
        error={error("text")}
      />
      <p className="text-sm text-ink-soft">{t("complaints.complaint.privacy")}</p>
    </RequestFormFrame>
  );
}
